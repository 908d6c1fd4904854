import { WEBHOOK_MESSAGES, type WebhookDelivery, type WebhookEndpoint } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfileDialog } from '@/app/shell/profile-dialog-store';
import { aUser } from '../support/fixtures';
import { fakeApi, reply, type FakeRequest, type Routes } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedIn } from '../support/routes';

// Settings -> Webhooks (issue 15, item 5): endpoints, the secret shown once, the delivery log.

afterEach(() => setProfileDialog({ open: false }));

const llmNone = { settings: null, writer: { kind: 'builtin', label: 'Built-in writer (no language model)' } };
const stats = { videosCreated: 0, totalViews: 0, totalLikes: 0, scheduledPosts: 0, templatesUsed: 0, accountAge: 1 };
const endpoint: WebhookEndpoint = {
  id: '7d8c0a52-4c3e-4d7e-9d8f-0a1b2c3d4e5f',
  url: 'https://hooks.example.com/reelforge/a-rather-long-path-that-must-wrap-on-small-screens',
  events: ['video.ready', 'post.failed'],
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};
const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'd1',
  eventId: 'e1',
  eventType: 'video.ready',
  status: 'delivered',
  statusCode: 200,
  attempts: 1,
  error: null,
  createdAt: '2026-11-24T10:01:00.000Z',
  lastAttemptAt: '2026-11-24T10:01:00.000Z',
  nextAttemptAt: null,
  ...over,
});

async function openSettings(more: Routes = {}) {
  const api = fakeApi(
    signedIn(aUser(), { 'GET /api/user/stats': stats, 'GET /api/settings/llm': llmNone, ...more }),
  );
  const view = renderApp('/ai-agents');
  await view.user.click(await screen.findByRole('button', { name: 'Account menu' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Settings' }));
  const dialog = await screen.findByRole('dialog');
  const section = within(dialog).getByRole('region', { name: 'Webhooks' });
  return { api, section, ...view };
}

describe('Settings: Webhooks', () => {
  it('adds an endpoint for the chosen events and shows its secret once', async () => {
    const { api, user, section } = await openSettings({
      'POST /api/settings/webhooks': (req: FakeRequest) => {
        const body = req.body as { url: string; events: WebhookEndpoint['events'] };
        api.on({ 'GET /api/settings/webhooks': { items: [{ ...endpoint, ...body }] } });
        return reply(201, { endpoint: { ...endpoint, ...body }, secret: 'whsec_shown-once' });
      },
    });
    const form = within(section).getByRole('form', { name: 'Add endpoint' });
    await user.type(within(form).getByLabelText(/Endpoint URL/), 'not a url');
    await user.click(within(form).getByRole('button', { name: /Add endpoint/ }));
    expect(await within(form).findByText(WEBHOOK_MESSAGES.url)).toBeVisible();
    expect(api.calls('POST', '/api/settings/webhooks')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Endpoint URL/));
    await user.type(within(form).getByLabelText(/Endpoint URL/), 'https://hooks.example.com/rf');
    await user.click(within(form).getByRole('checkbox', { name: /Video failed/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Post published/ }));
    await user.click(within(form).getByRole('button', { name: /Add endpoint/ }));

    expect(await within(section).findByTestId('webhook-secret')).toHaveTextContent('whsec_shown-once');
    expect(api.calls('POST', '/api/settings/webhooks')[0]!.body).toEqual({
      url: 'https://hooks.example.com/rf',
      events: ['video.ready', 'post.failed'],
    });
    const card = await within(section).findByRole('listitem', { name: 'https://hooks.example.com/rf' });
    expect(within(card).getByText('Video ready')).toBeVisible();
    expect(within(card).getByText('Post failed')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByTestId('webhook-secret')).toBeNull();
  });

  it("shows the server's refusal in its words", async () => {
    const refusal = WEBHOOK_MESSAGES.privateAddress('127.0.0.1:8080');
    const { user, section } = await openSettings({ 'POST /api/settings/webhooks': reply(400, { message: refusal }) });
    const form = within(section).getByRole('form', { name: 'Add endpoint' });
    await user.type(within(form).getByLabelText(/Endpoint URL/), 'http://127.0.0.1:8080/hooks');
    await user.click(within(form).getByRole('button', { name: /Add endpoint/ }));
    expect(await screen.findByText(refusal)).toBeVisible();
  });

  it('sends a test event, shows the log, and redelivers', async () => {
    const base = `/api/settings/webhooks/${endpoint.id}`;
    const failed = delivery({ id: 'd0', eventType: 'post.failed', status: 'failed', statusCode: 500, attempts: 9, error: 'HTTP 500: down' });
    let log: WebhookDelivery[] = [failed];
    const { api, user, section } = await openSettings({
      'GET /api/settings/webhooks': { items: [endpoint] },
      [`GET ${base}/deliveries`]: () => ({ items: log }),
      [`POST ${base}/test`]: () => {
        const sent = delivery({ id: 'd2', eventType: 'webhook.test' });
        log = [sent, ...log];
        return reply(202, sent);
      },
      [`POST ${base}/deliveries/d0/redeliver`]: () => {
        const again = delivery({ id: 'd3', eventType: 'post.failed', eventId: failed.eventId });
        log = [again, ...log];
        return reply(202, again);
      },
    });
    const card = await within(section).findByRole('listitem', { name: endpoint.url });
    await user.click(within(card).getByRole('button', { name: /Send test event/ }));
    expect(await screen.findByText('A test event is on its way. Its delivery shows in the log.')).toBeVisible();
    await waitFor(() => expect(within(card).getAllByTestId('webhook-delivery')).toHaveLength(2));
    const [test, old] = within(card).getAllByTestId('webhook-delivery');
    expect(test).toHaveTextContent('webhook.test');
    expect(test).toHaveTextContent('Delivered');
    expect(test).toHaveTextContent('HTTP 200');
    expect(test).toHaveTextContent('1 attempt');
    expect(old).toHaveTextContent('Failed');
    expect(old).toHaveTextContent('9 attempts');
    expect(old).toHaveTextContent('HTTP 500: down');

    await user.click(within(old!).getByRole('button', { name: /Redeliver/ }));
    expect(await screen.findByText('The event is being sent again.')).toBeVisible();
    await waitFor(() => expect(within(card).getAllByTestId('webhook-delivery')).toHaveLength(3));
    expect(api.calls('POST', `${base}/deliveries/d0/redeliver`)).toHaveLength(1);
  });
});
