import { createHmac } from 'node:crypto';
import { API_TOKEN_MESSAGES, POST_MESSAGES, WEBHOOK_MESSAGES } from '@reelforge/contracts';
import type { IDataObject, IHookFunctions, INodeExecutionData } from 'n8n-workflow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlatforms, type FakePlatforms } from '../../../apps/server/test/fakes/index.ts';
import { connectFake, readyVideo } from '../../../apps/server/test/fakes/scheduling.ts';
import { startTestServer, type TestEnv } from '../../../apps/server/test/support/server.ts';
import { signedInUser, type User } from '../../../apps/server/test/support/users.ts';
import { waitFor } from '../../../apps/server/test/support/wait.ts';
import { Reelforge } from '../nodes/Reelforge/Reelforge.node.ts';
import { ReelforgeTrigger } from '../nodes/ReelforgeTrigger/ReelforgeTrigger.node.ts';
import {
  executeContext,
  hookContext,
  loadOptionsContext,
  serveWebhook,
  testCredential,
  type Credentials,
} from './fake-n8n.ts';

// The nodes' own execute, hook and webhook code against a started Reelforge with workers (renders
// are real), through the small n8n fake: what a workflow would do, with no n8n server.
const SCRIPT =
  'Tea holds theanine, a calm amino acid. It smooths the caffeine kick, so you stay alert without the jitters.';

let env: TestEnv;
let fakes: FakePlatforms;
let baseUrl: string;
let owner: User;
let creds: Credentials;
const node = new Reelforge();
const trigger = new ReelforgeTrigger();

async function token(cookie: string, scope: 'read' | 'write') {
  const res = await env.app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { cookie },
    payload: { name: `n8n ${scope}`, scope },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { token: string }).token;
}

/** One run of the Reelforge node with these parameters; its output items' JSON. */
async function run(parameters: IDataObject, credentials = creds) {
  const [out] = await node.execute.call(executeContext(parameters, credentials));
  return out!.map((item: INodeExecutionData) => item.json);
}

/** The error a run throws (NodeApiError), for its message and HTTP code. */
async function failure(parameters: IDataObject, credentials = creds) {
  const error = await run(parameters, credentials).then(
    () => null,
    (e: unknown) => e as { message: string; httpCode?: string | null },
  );
  expect(error, 'the run should have failed').not.toBeNull();
  return error!;
}

const subscriptions = async (apiToken: string) =>
  (
    await env.app.inject({ url: '/api/webhooks/subscriptions', headers: { authorization: `Bearer ${apiToken}` } })
  ).json() as {
    items: { id: string; url: string; events: string[] }[];
  };

beforeAll(async () => {
  fakes = await startFakePlatforms();
  env = await startTestServer({ workers: true, env: { ...fakes.env, WEBHOOK_PRIVATE_HOSTS: 'true' } });
  baseUrl = await env.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await signedInUser(env.app);
  // A trailing slash, as people paste site addresses.
  creds = { url: `${baseUrl}/`, apiToken: await token(owner.cookie, 'write') };
});
afterAll(async () => {
  await env?.close();
  await fakes?.stop();
});

describe('Reelforge API credential', () => {
  it("passes n8n's credential test with a live token and fails with a wrong one", async () => {
    expect(await testCredential(creds)).toEqual({ status: 'OK' });
    const wrong = await testCredential({ ...creds, apiToken: 'rf_not-a-real-token' });
    expect(wrong.status).toBe('Error');
    expect(wrong.message).toContain('401');
  });
});

describe('Reelforge Trigger', () => {
  it('subscribes on activation, starts runs on video.ready for videos the node makes, refuses bad signatures, and unsubscribes on deactivation', async () => {
    const parameters = { events: ['video.ready'] };
    const staticData: IDataObject = {};
    const hook = await serveWebhook(trigger.webhook, parameters, creds, staticData);
    const hooks = hookContext(parameters, creds, hook.url, staticData);
    const methods = trigger.webhookMethods.default;
    try {
      // Activation as n8n does it: create only when checkExists says there is none.
      expect(await methods.checkExists.call(hooks)).toBe(false);
      expect(await methods.create.call(hooks)).toBe(true);
      expect(staticData.secret).toMatch(/^whsec_/);
      expect(await methods.checkExists.call(hooks)).toBe(true);
      expect((await subscriptions(creds.apiToken)).items).toEqual([
        {
          id: staticData.webhookId,
          url: hook.url,
          events: ['video.ready'],
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ]);
      // The owner sees it in Settings -> Webhooks.
      const settings = await env.app.inject({ url: '/api/settings/webhooks', headers: { cookie: owner.cookie } });
      expect(settings.json().items.map((e: { url: string }) => e.url)).toEqual([hook.url]);

      // Two videos, one written for a topic and one from a script, both rendered for real.
      const [fromTopic] = await run({
        resource: 'video',
        operation: 'create',
        source: 'topic',
        topic: 'Why cats purr',
        platform: 'tiktok',
        duration: 5,
      });
      const [fromScript] = await run({
        resource: 'video',
        operation: 'create',
        source: 'script',
        title: 'Tea science',
        script: SCRIPT,
        platform: 'tiktok',
        duration: 15,
        additionalFields: { visualSource: 'motion', description: '' },
      });
      expect(fromTopic).toMatchObject({ id: expect.any(String), status: 'generating' });
      expect(fromScript).toMatchObject({
        id: expect.any(String),
        title: 'Tea science',
        script: SCRIPT,
        status: 'generating',
      });
      const readyRuns = (id: unknown) =>
        hook.runs
          .flat()
          .filter((item) => item.json.type === 'video.ready' && (item.json.data as IDataObject).videoId === id);
      for (const video of [fromScript, fromTopic]) {
        await waitFor(
          async () => readyRuns(video!.id).length === 1,
          `video.ready for ${String(video!.title)}`,
          240_000,
        );
      }
      expect(readyRuns(fromScript!.id)[0]!.json).toMatchObject({
        type: 'video.ready',
        id: expect.any(String),
        data: { videoId: fromScript!.id, title: 'Tea science', status: 'ready' },
      });
      expect((await run({ resource: 'video', operation: 'get', videoId: fromScript!.id }))[0]).toMatchObject({
        id: fromScript!.id,
        status: 'ready',
        videoUrl: expect.any(String),
      });

      // Render again: another video.ready for the same video.
      const [rendering] = await run({
        resource: 'video',
        operation: 'render',
        videoId: fromScript!.id,
        visualSource: '',
      });
      expect(rendering).toMatchObject({ id: fromScript!.id, status: 'generating' });
      await waitFor(async () => readyRuns(fromScript!.id).length === 2, 'the second video.ready', 240_000);

      // Deliveries the trigger must refuse: wrong secret, stale timestamp, no signature, a changed body.
      const runsBefore = hook.runs.length;
      const body = JSON.stringify({
        id: 'evt_forged',
        type: 'video.ready',
        createdAt: new Date().toISOString(),
        data: { videoId: fromScript!.id },
      });
      const now = Math.floor(Date.now() / 1000);
      const sign = (secret: string, t: number, signed = body) =>
        `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${signed}`).digest('hex')}`;
      const post = (headers: Record<string, string>) =>
        fetch(hook.url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
      for (const header of [
        sign('whsec_someone-else', now),
        sign(String(staticData.secret), now - 600),
        undefined,
        sign(String(staticData.secret), now, `${body} `),
      ]) {
        const res = await post(header ? { 'Reelforge-Signature': header } : {});
        expect(res.status, String(header)).toBe(401);
        expect(await res.json()).toEqual({ message: 'Invalid Reelforge-Signature.' });
      }
      expect(hook.runs.length).toBe(runsBefore);
      // A correctly signed delivery starts a run (and proves the refusals were about the signatures).
      expect((await post({ 'Reelforge-Signature': sign(String(staticData.secret), now) })).status).toBe(200);
      expect(hook.runs.length).toBe(runsBefore + 1);

      // Another user's token neither sees nor removes this subscription.
      const stranger = await signedInUser(env.app);
      const strangerToken = await token(stranger.cookie, 'write');
      expect((await subscriptions(strangerToken)).items).toEqual([]);
      const strangerDelete = await env.app.inject({
        method: 'DELETE',
        url: `/api/webhooks/subscriptions/${String(staticData.webhookId)}`,
        headers: { authorization: `Bearer ${strangerToken}` },
      });
      expect(strangerDelete.statusCode).toBe(404);
      expect(strangerDelete.json().message).toBe(WEBHOOK_MESSAGES.notFound);
      const strangerGet = await failure(
        { resource: 'video', operation: 'get', videoId: fromScript!.id },
        { url: baseUrl, apiToken: strangerToken },
      );
      expect(strangerGet.httpCode).toBe('404');

      // Deactivation removes the subscription; n8n would create it afresh on the next activation.
      expect(await methods.delete.call(hooks)).toBe(true);
      expect(staticData).toEqual({});
      expect((await subscriptions(creds.apiToken)).items).toEqual([]);
      expect(await methods.checkExists.call(hooks)).toBe(false);
      // Deleting again (already gone) is not an error.
      expect(await methods.delete.call(hooks)).toBe(true);
    } finally {
      await hook.stop();
    }
  }, 600_000);

  it('replaces a subscription whose events changed since it was made', async () => {
    const staticData: IDataObject = {};
    const url = 'http://127.0.0.1:9/webhook/changed-events';
    const first = hookContext({ events: ['video.ready'] }, creds, url, staticData);
    await trigger.webhookMethods.default.create.call(first);
    const changed: IHookFunctions = hookContext({ events: ['video.ready', 'post.failed'] }, creds, url, staticData);
    expect(await trigger.webhookMethods.default.checkExists.call(changed)).toBe(false);
    expect(staticData).toEqual({});
    await trigger.webhookMethods.default.create.call(changed);
    expect((await subscriptions(creds.apiToken)).items.map((s) => s.events)).toEqual([['video.ready', 'post.failed']]);
    await trigger.webhookMethods.default.delete.call(changed);
  });
});

describe('Reelforge node', () => {
  it('lists videos a page at a time or all of them, and reports errors in Reelforge’s words', async () => {
    const ids = [await readyVideo(env.ctx, owner.id), await readyVideo(env.ctx, owner.id)];
    const one = await run({ resource: 'video', operation: 'getAll', returnAll: false, limit: 1 });
    expect(one).toHaveLength(1);
    const all = await run({ resource: 'video', operation: 'getAll', returnAll: true });
    expect(all.map((v) => v.id)).toEqual(expect.arrayContaining(ids));

    const missing = await failure({
      resource: 'video',
      operation: 'get',
      videoId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.httpCode).toBe('404');
    const direct = await env.app.inject({
      url: '/api/videos/00000000-0000-4000-8000-000000000000',
      headers: { cookie: owner.cookie },
    });
    expect(missing.message).toBe(direct.json().message);

    const readOnly = { url: baseUrl, apiToken: await token(owner.cookie, 'read') };
    expect((await run({ resource: 'video', operation: 'get', videoId: ids[0] }, readOnly))[0]).toMatchObject({
      id: ids[0],
      status: 'ready',
    });
    const refused = await failure(
      { resource: 'video', operation: 'render', videoId: ids[0], visualSource: '' },
      readOnly,
    );
    expect(refused.message).toBe(API_TOKEN_MESSAGES.readOnly);
  });

  it('schedules a post to a connected account, lists connections and reads analytics', async () => {
    await connectFake(env.app, owner.cookie, fakes, 'tiktok');
    const connections = await run({ resource: 'connection', operation: 'getAll' });
    expect(connections).toEqual([expect.objectContaining({ platform: 'tiktok', isActive: true })]);
    expect(await node.methods.loadOptions.getConnectedPlatforms.call(loadOptionsContext(creds))).toEqual([
      { name: 'Tiktok', value: 'tiktok' },
    ]);

    const videoId = await readyVideo(env.ctx, owner.id);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const [post] = await run({
      resource: 'post',
      operation: 'schedule',
      videoId,
      title: 'Tea, calmly',
      platforms: ['tiktok'],
      scheduledTime: at,
      additionalFields: { content: 'Why tea calms you #tea' },
    });
    expect(post).toMatchObject({
      id: expect.any(String),
      videoId,
      title: 'Tea, calmly',
      content: 'Why tea calms you #tea',
      platforms: ['tiktok'],
      status: 'ready',
      scheduledTime: at,
    });
    const stored = await env.app.inject({
      url: `/api/scheduled-posts/${String(post!.id)}`,
      headers: { cookie: owner.cookie },
    });
    expect(stored.json()).toMatchObject({ id: post!.id, status: 'ready' });

    const noVideo = await failure({
      resource: 'post',
      operation: 'schedule',
      videoId: '00000000-0000-4000-8000-000000000000',
      title: 'x',
      platforms: ['tiktok'],
      scheduledTime: at,
    });
    expect(noVideo.message).toBe(POST_MESSAGES.videoNotFound);

    const [analytics] = await run({
      resource: 'analytics',
      operation: 'get',
      options: { tz: 'Europe/Paris', from: '', to: '' },
    });
    expect(analytics).toMatchObject({
      timeZone: 'Europe/Paris',
      videos: { total: expect.any(Number) },
      posts: { upcoming: 1 },
    });
  });
});
