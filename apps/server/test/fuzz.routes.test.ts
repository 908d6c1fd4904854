import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_BODIES, BAD_URL_VALUES, BAD_VALUES, sample, type JsonSchema } from './support/fuzz.ts';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { StripeFake } from './fakes/stripe.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser, type User } from './support/users.ts';

// Every JSON route in the OpenAPI document, as a signed-in user, with malformed input in every
// body field, query parameter and path parameter: a 500 is a bug (issue 27 item 2), so any 5xx
// fails. Rate limits would hide routes behind 429s, so the clock moves a minute per request;
// payments and platforms are their local fakes, so their routes get past "not set up".

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

let env: TestEnv;
let user: User;
let platforms: FakePlatforms;
let stripe: StripeFake;
let shift = 0;
beforeAll(async () => {
  platforms = await startFakePlatforms();
  stripe = await new StripeFake().start();
  env = await startTestServer({ env: { ...platforms.env, ...stripe.env } });
  env.ctx.clock = { now: () => new Date(Date.now() + shift) };
  user = await signedInUser(env.app);
});
afterAll(async () => {
  await env.close();
  await Promise.all([platforms.stop(), stripe.stop()]);
});

function operations(): Operation[] {
  const doc = env.app.swagger() as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}

const jsonSchemaOf = (op: Operation) => op.requestBody?.content?.['application/json']?.schema;
// Signing out ends the session the fuzz runs as; it is sent once, last.
const LAST = 'POST /api/auth/logout';

describe('route fuzz', () => {
  it('no JSON route answers 5xx to malformed strings, values, bodies, queries or ids', async () => {
    const ops = operations().filter((op) => op.path.startsWith('/api/') && !op.path.startsWith('/api/docs') && `${op.method} ${op.path}` !== LAST);
    const ids = new Map<string, string>();
    const failures: string[] = [];
    let requests = 0;

    async function send(method: string, url: string, payload?: string) {
      requests += 1;
      shift += 61_000;
      const res = await env.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: user.cookie, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(payload !== undefined ? { payload } : {}),
      });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url.slice(0, 120)} ${payload?.slice(0, 120) ?? ''} -> ${res.body.slice(0, 200)}`);
      return res;
    }

    // The path with real ids where a create route gave one (so bodies reach the database), else a made-up id.
    const fill = (op: Operation, overrides: Record<string, string> = {}) =>
      op.path.replace(/\{(\w+)\}/g, (_m, name: string) => overrides[name] ?? ids.get(op.path.split('/{')[0]!) ?? 'fuzz-id-0001');
    const query = (op: Operation, overrides: Record<string, string> = {}) => {
      const params = (op.parameters ?? []).filter((p) => p.in === 'query');
      const pairs = params.flatMap((p) => (p.name in overrides ? [`${p.name}=${overrides[p.name]}`] : []));
      return pairs.length ? `?${pairs.join('&')}` : '';
    };

    // Create routes first, with a plausible body, so the id routes find records.
    for (const op of ops.filter((o) => o.method === 'POST' && !o.path.includes('{'))) {
      const body = jsonSchemaOf(op) ? sample(jsonSchemaOf(op)) : undefined;
      const res = await send(op.method, op.path, body === undefined ? undefined : JSON.stringify(body));
      const json = res.statusCode < 300 && String(res.headers['content-type']).includes('json') ? (JSON.parse(res.body || 'null') as { id?: unknown } | null) : null;
      const id = json?.id;
      if (typeof id === 'string') ids.set(op.path, id);
    }

    for (const op of ops) {
      const schema = jsonSchemaOf(op);
      // Any route that takes a body may be sent JSON, whatever it expects (a photo's bytes, say).
      if (op.method !== 'GET') for (const [, body] of BAD_BODIES) await send(op.method, fill(op), body);
      if (schema) {
        const base = sample(schema);
        const url = fill(op);
        const fields = Object.keys(schema.properties ?? {});
        for (const field of fields) {
          for (const [, value] of BAD_VALUES) {
            await send(op.method, url, JSON.stringify({ ...(base as object), [field]: value }));
          }
        }
      }
      for (const p of (op.parameters ?? []).filter((q) => q.in === 'query')) {
        for (const [, value] of BAD_URL_VALUES) await send(op.method, `${fill(op)}${query(op, { [p.name]: value.replace('{name}', p.name) })}`);
      }
      for (const p of (op.parameters ?? []).filter((q) => q.in === 'path')) {
        for (const [, value] of BAD_URL_VALUES) {
          const body = schema ? JSON.stringify(sample(schema)) : undefined;
          await send(op.method, fill(op, { [p.name]: value.replace('{name}', p.name) }), body);
        }
      }
    }
    await send('POST', LAST);

    console.info(`route fuzz: ${ops.length + 1} operations, ${requests} requests, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  }, 600_000);
});
