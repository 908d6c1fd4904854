import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { openSettings, shot } from './support/ui.ts';

// Settings -> Webhooks against the real server: an endpoint is added, a test event is sent to a
// receiver this spec runs on 127.0.0.1, and the delivery shows in the log. Screenshots only with SHOTS_DIR.

interface Received {
  signature: string;
  body: string;
}
const received: Received[] = [];
let receiver: http.Server;
let receiverUrl: string;

test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      received.push({ signature: String(req.headers['reelforge-signature']), body: Buffer.concat(parts).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/reelforge`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

for (const width of [1440, 375]) {
  test(`adds an endpoint, sends a test event and sees it in the log (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page, { tag: 'hooks', firstName: 'Wen', lastName: 'Hook' });
    const section = await openSettings(page, 'Webhooks');
    const form = section.getByRole('form', { name: 'Add endpoint' });
    const url = `${receiverUrl}/${width}`;
    await form.getByLabel(/Endpoint URL/).fill(url);
    await form.getByRole('checkbox', { name: /Post published/ }).uncheck();
    await form.getByRole('button', { name: /Add endpoint/ }).click();

    const secret = (await section.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await shot(page, `webhooks-secret-${width}`, true);
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(section.getByTestId('webhook-secret')).toHaveCount(0);

    const card = section.getByRole('listitem', { name: url });
    await card.getByRole('button', { name: /Send test event/ }).click();
    const row = card.getByTestId('webhook-delivery').first();
    await expect(row).toContainText('webhook.test');
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('HTTP 204');
    await expect(row).toContainText('1 attempt');

    // The receiver got it, signed with the secret the page showed once.
    const hook = received.find((r) => (JSON.parse(r.body) as { type: string }).type === 'webhook.test');
    expect(hook).toBeDefined();
    const [t, v1] = hook!.signature.split(',').map((p) => p.split('=')[1]);
    expect(createHmac('sha256', secret).update(`${t}.${hook!.body}`).digest('hex')).toBe(v1);
    received.length = 0;

    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]');
      return dialog ? dialog.scrollWidth - dialog.clientWidth : 0;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, `webhooks-log-${width}`, true);
  });
}
