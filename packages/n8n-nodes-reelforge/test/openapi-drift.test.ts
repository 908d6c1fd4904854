import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../../../apps/server/src/modules/webhooks/webhook-signature.ts';
import { startTestServer, type TestEnv } from '../../../apps/server/test/support/server.ts';
import { SCRIPT_PLATFORM_OPTIONS, VISUAL_SOURCE_OPTIONS } from '../nodes/Reelforge/descriptions.ts';
import { EVENT_OPTIONS } from '../nodes/ReelforgeTrigger/ReelforgeTrigger.node.ts';
import { verifyReelforgeSignature } from '../shared/signature.ts';
import { ROUTES } from '../shared/transport.ts';

// The node cannot drift from the API: its calls are typed by the client generated from the
// document (a changed route or body fails its compile), and here every method and path it calls,
// and the choices it offers, are read from the OpenAPI document a started Reelforge serves.
interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: string[];
  anyOf?: Schema[];
}
interface Operation {
  operationId?: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { name: string; in: string }[];
}
let env: TestEnv;
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  env = await startTestServer();
  const base = await env.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${base}/api/docs/json`);
  expect(res.status).toBe(200);
  doc = (await res.json()) as typeof doc;
});
afterAll(() => env?.close());

const operation = (route: keyof typeof ROUTES) => doc.paths[ROUTES[route].path]?.[ROUTES[route].method];
const bodyOf = (route: keyof typeof ROUTES) => operation(route)?.requestBody?.content['application/json']?.schema;
/** An enum wherever zod's JSON schema put it (directly, or in one branch of a nullable). */
const enumOf = (s: Schema | undefined): string[] | undefined => s?.enum ?? s?.anyOf?.map(enumOf).find(Boolean);

describe('the OpenAPI document served by Reelforge', () => {
  it('has every method and path the nodes call, under the operationId they name it by, with the path parameters they fill', () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      const op = operation(name as keyof typeof ROUTES);
      expect(op, `${route.method} ${route.path} (${name})`).toBeDefined();
      expect(op!.operationId, `${route.method} ${route.path}`).toBe(name);
      const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const documented = (op!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(documented.sort(), name).toEqual(placeholders.sort());
    }
  });

  it('accepts the fields the nodes send, and offers the choices the nodes offer', () => {
    const create = bodyOf('completeVideo')!.properties!;
    for (const field of ['topic', 'title', 'script', 'platform', 'duration', 'description', 'language', 'visualSource'])
      expect(create[field], field).toBeDefined();
    expect(enumOf(create.platform)).toEqual([...SCRIPT_PLATFORM_OPTIONS]);
    expect(enumOf(create.visualSource)).toEqual([...VISUAL_SOURCE_OPTIONS]);
    expect(
      enumOf(
        bodyOf('renderVideo')?.properties?.visualSource ??
          bodyOf('renderVideo')?.anyOf?.find((s) => s.properties)?.properties?.visualSource,
      ),
    ).toEqual([...VISUAL_SOURCE_OPTIONS]);

    const post = bodyOf('schedulePost')!.properties!;
    for (const field of ['videoId', 'title', 'platforms', 'scheduledTime', 'content', 'status'])
      expect(post[field], field).toBeDefined();
    expect(enumOf(post.status)).toEqual(expect.arrayContaining(['ready', 'pending']));

    const subscribe = bodyOf('createWebhookSubscription')!.properties!;
    expect(enumOf(subscribe.events!.items)).toEqual(EVENT_OPTIONS.map((e) => e.value));

    const query = (operation('getAnalytics')!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(['from', 'to', 'tz']));
    const page = (operation('listVideos')!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(page).toEqual(expect.arrayContaining(['limit', 'cursor']));
  });
});

describe('Reelforge-Signature', () => {
  it("verifies what the server's signer produces, and nothing else", () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'video.ready', data: {} });
    const now = 1_800_000_000;
    const header = signatureHeader('whsec_abc', now, body);
    expect(verifyReelforgeSignature('whsec_abc', header, body, now)).toBe(true);
    expect(verifyReelforgeSignature('whsec_abc', header, body, now + 299)).toBe(true);
    expect(verifyReelforgeSignature('whsec_abc', header, body, now + 301)).toBe(false);
    expect(verifyReelforgeSignature('whsec_abd', header, body, now)).toBe(false);
    expect(verifyReelforgeSignature('whsec_abc', header, `${body}\n`, now)).toBe(false);
    expect(verifyReelforgeSignature('whsec_abc', header.replace(/v1=../, 'v1=00'), body, now)).toBe(false);
    expect(verifyReelforgeSignature('whsec_abc', 't=1800000000,v1=', body, now)).toBe(false);
    expect(verifyReelforgeSignature('whsec_abc', undefined, body, now)).toBe(false);
    expect(verifyReelforgeSignature('', header, body, now)).toBe(false);
  });
});
