// The API document as a client reads it (issue 29): fetched from a started server, linted with
// Redocly's recommended rules, every operation named and described, the table of operations in
// step with the routes, and the generated client (packages/api-client) in step with the document.
import fs from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { createReelforgeClient, ReelforgeApiError, unwrap } from '@reelforge/api-client';
import { schemaSource } from '@reelforge/api-client/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../src/lib/openapi-operations.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

const SITE = 'https://reelforge.test';
const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  responses: Record<string, { $ref?: string }>;
};
type Doc = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, unknown> };
};

let env: TestEnv;
let base: string;
let doc: Doc;
let source: string;
beforeAll(async () => {
  // A token limit no sweep below reaches: every operation is called once with the same read token.
  env = await startTestServer({ env: { PUBLIC_URL: SITE, API_TOKEN_RATE_LIMIT_MAX: '100000' } });
  base = await env.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(`${base}/api/docs/json`);
  expect(res.status).toBe(200);
  source = await res.text();
  doc = JSON.parse(source) as Doc;
});
afterAll(() => env.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
  );

/** `GET /api/login` -> its responses' JSON pointer, as the lint reports it. */
const responsesPointer = (key: string) => {
  const [method, p] = key.split(' ') as [string, string];
  return `#/paths/${p.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses`;
};

/**
 * Warnings the recommended rules give that are true of the product: it has no licence to name;
 * browser navigations answer with a redirect, not a 2xx; MCP's stream and session ends are not
 * offered (always 405, as the MCP spec allows).
 */
const ACCEPTED_WARNINGS = [
  'info-license #/info',
  ...Object.entries(OPERATIONS)
    .filter(([, op]) => op.redirect || op.errors?.includes(405))
    .map(([key]) => `operation-2xx-response ${responsesPointer(key)}`),
];

const where = (p: NormalizedProblem) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}`;

describe('the served API document', () => {
  it('passes redocly lint (recommended rules) with no errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: `${base}/api/docs/json`, config });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${where(p)}: ${p.message}`)).toEqual([]);
    expect(
      problems
        .filter((p) => p.severity === 'warn')
        .map(where)
        .sort(),
    ).toEqual([...ACCEPTED_WARNINGS].sort());
  });

  it('names the site in servers', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: SITE })]);
  });

  it('gives every operation a unique camelCase operationId, a summary, a description and its errors', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ops.length);
    for (const { key, op } of ops) {
      expect(op.operationId, key).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
      expect(op.summary?.length, key).toBeGreaterThan(5);
      expect(op.description?.length, key).toBeGreaterThan(op.summary!.length);
      const errors = Object.entries(op.responses).filter(([status]) => status.startsWith('4'));
      expect(errors.length, key).toBeGreaterThan(0);
      for (const [, response] of errors) expect(response.$ref, key).toMatch(/^#\/components\/responses\/\w+$/);
    }
  });

  it('documents each route in the table of operations, and the table names no route that is not there', () => {
    const served = operations().map(({ key }) => key);
    expect(
      served.filter((key) => !OPERATIONS[key]),
      'routes without an entry in lib/openapi-operations.ts',
    ).toEqual([]);
    expect(
      Object.keys(OPERATIONS).filter((key) => !served.includes(key)),
      'entries in lib/openapi-operations.ts for no route',
    ).toEqual([]);
  });

  it('answers what a route refuses with the shared error body', () => {
    const video = doc.paths['/api/videos/{id}']!;
    expect(Object.keys(video.get!.responses).sort()).toEqual(['200', '400', '401', '404', '429']);
    expect(Object.keys(video.patch!.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '429',
    ]);
    // A route API tokens may not call answers 403 to a read too.
    expect(doc.paths['/api/tokens']!.get!.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    expect(doc.components.responses.NotFound).toEqual({
      description: expect.any(String),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    const stream = doc.paths['/api/videos/{id}/stream']!.get!.responses['200'] as unknown as {
      content: Record<string, unknown>;
    };
    expect(Object.keys(stream.content)).toEqual(['video/mp4']);
  });

  it('answers the 401 and 403 it documents, route by route', async () => {
    const owner = await signedInUser(env.app);
    const created = await env.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: owner.cookie },
      payload: { name: 'sweep', scope: 'read' },
    });
    const read = (created.json() as { token: string }).token;
    const wrong: string[] = [];
    for (const { key, op } of operations()) {
      const [method, p] = key.split(' ') as [string, string];
      // Made-up ids: the bearer check runs before the route looks at them.
      const url = p.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const call = (token: string) =>
        env.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const unknown = await call('rf_unknown-token');
      if (unknown.statusCode !== 401 || !op.responses['401'])
        wrong.push(`${key}: unknown token -> ${unknown.statusCode}, documents 401: ${Boolean(op.responses['401'])}`);
      const res = await call(read);
      const refused =
        res.statusCode === 403 && ['read_only_token', 'session_only'].includes((res.json() as { code: string }).code);
      if (refused !== Boolean(op.responses['403']))
        wrong.push(
          `${key}: read token -> ${res.statusCode} ${res.body.slice(0, 80)}, documents 403: ${Boolean(op.responses['403'])}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('lists every 4xx a signed-in caller meets with made-up ids and no body', async () => {
    const user = await signedInUser(env.app);
    const undocumented: string[] = [];
    // Signing out would end the session the sweep runs as.
    for (const { key, op } of operations().filter(({ key }) => key !== 'POST /api/auth/logout')) {
      const [method, p] = key.split(' ') as [string, string];
      const url = p.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await env.app.inject({ method: method as 'GET', url, headers: { cookie: user.cookie } });
      if (res.statusCode >= 400 && !op.responses[String(res.statusCode)])
        undocumented.push(`${key} -> ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(undocumented).toEqual([]);
  });

  it('is what packages/api-client was generated from (run `npm run generate -w @reelforge/api-client` after changing a route)', async () => {
    const checkedIn = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../packages/api-client/src/schema.ts'),
      'utf8',
    );
    expect(
      checkedIn === (await schemaSource(doc)),
      'packages/api-client/src/schema.ts differs from a fresh generation',
    ).toBe(true);
  });
});

describe('the typed client', () => {
  async function tokenOf(cookie: string) {
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie },
      payload: { name: 'client', scope: 'write' },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { token: string }).token;
  }

  it('creates, reads and lists videos with a token, and turns refusals into errors with the server’s words', async () => {
    const owner = await signedInUser(env.app);
    const client = createReelforgeClient({ baseUrl: base, token: await tokenOf(owner.cookie) });

    const created = await unwrap(
      client.POST('/api/videos', { body: { title: 'Tides explained', script: 'The moon pulls the sea.' } }),
    );
    expect(created).toMatchObject({ title: 'Tides explained', status: 'draft' });
    const got = await unwrap(client.GET('/api/videos/{id}', { params: { path: { id: created.id } } }));
    expect(got.script).toBe('The moon pulls the sea.');
    const page = await unwrap(client.GET('/api/videos', { params: { query: { limit: 10 } } }));
    expect(page.items.map((v) => v.id)).toEqual([created.id]);

    const refused = await unwrap(client.POST('/api/videos', { body: { title: '' } })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ReelforgeApiError);
    expect(refused).toMatchObject({
      status: 400,
      code: 'validation_failed',
      field: 'title',
      message: expect.stringContaining('title'),
    });

    // Another user's token cannot see the video.
    const stranger = await signedInUser(env.app);
    const theirs = createReelforgeClient({ baseUrl: base, token: await tokenOf(stranger.cookie) });
    await expect(
      unwrap(theirs.GET('/api/videos/{id}', { params: { path: { id: created.id } } })),
    ).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('answers 401 in words for a token the site does not know', async () => {
    const client = createReelforgeClient({ baseUrl: base, token: 'rf_not-a-real-token' });
    await expect(unwrap(client.GET('/api/videos', {}))).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
  });
});
