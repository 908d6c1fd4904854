import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { MSG, SCRIPT_RATE_LIMIT } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_RATE_LIMIT } from '../src/modules/studio/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser, type User } from './support/users.ts';

// MCP tools spend the same per-user budget as the REST routes that do the same work (issue 27
// item 1): the session, every API token and MCP of one user draw on one count.

let env: TestEnv;
let baseUrl: string;
beforeAll(async () => {
  env = await startTestServer();
  baseUrl = await env.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => env.close());

const topic = { topic: 'Balcony tomatoes', duration: '15-30 seconds', platform: 'tiktok', tone: 'casual-friendly' } as const;

async function mcpClient(u: User) {
  const res = await env.app.inject({ method: 'POST', url: '/api/tokens', ...as(u), payload: { name: 'limits', scope: 'write' } });
  const { token } = res.json() as { token: string };
  const client = new Client({ name: 'limits-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const res = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: { text?: string }[] };
  return { isError: res.isError === true, text: res.content[0]?.text ?? '' };
}

const restScript = (u: User) => env.app.inject({ method: 'POST', url: '/api/ai/generate-script', ...as(u), payload: topic });

describe('MCP tools and REST share one per-user budget', () => {
  it('generate_script: the session and two tokens together get the REST limit, then all are refused; another user is not', async () => {
    const u = await signedInUser(env.app);
    const [a, b] = [await mcpClient(u), await mcpClient(u)];
    const third = Math.floor(SCRIPT_RATE_LIMIT / 3);
    for (let i = 0; i < third; i += 1) expect((await restScript(u)).statusCode).toBe(200);
    for (let i = 0; i < third; i += 1) expect((await call(a, 'generate_script', topic)).isError).toBe(false);
    for (let i = 0; i < SCRIPT_RATE_LIMIT - 2 * third; i += 1) expect((await call(b, 'generate_script', topic)).isError).toBe(false);

    expect(await call(a, 'generate_script', topic)).toEqual({ isError: true, text: MSG.tooManyAttempts });
    expect(await call(b, 'generate_script', topic)).toEqual({ isError: true, text: MSG.tooManyAttempts });
    const rest = await restScript(u);
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual({ message: MSG.tooManyAttempts, code: 'rate_limited' });

    const other = await signedInUser(env.app);
    const c = await mcpClient(other);
    expect((await call(c, 'generate_script', topic)).isError).toBe(false);
    expect((await restScript(other)).statusCode).toBe(200);
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('create_video: a render is refused once REST renders spent the budget, and leaves no draft; render: false still works', async () => {
    const u = await signedInUser(env.app);
    const draft = await env.app.inject({ method: 'POST', url: '/api/videos', ...as(u), payload: { title: 'Spent', script: 'One line.' } });
    const id = (draft.json() as { id: string }).id;
    // Each REST render spends the budget whatever its answer (a quota or "already rendering").
    for (let i = 0; i < RENDER_RATE_LIMIT; i += 1) {
      expect((await env.app.inject({ method: 'POST', url: `/api/videos/${id}/render`, ...as(u), payload: {} })).statusCode).not.toBe(429);
    }
    const client = await mcpClient(u);
    expect(await call(client, 'create_video', { title: 'Too many', script: 'One line.' })).toEqual({ isError: true, text: MSG.tooManyAttempts });
    const titles = (await env.app.inject({ url: '/api/videos', ...as(u) })).json() as { items: { title: string }[] };
    expect(titles.items.map((v) => v.title)).toEqual(['Spent']);
    expect((await call(client, 'create_video', { title: 'Draft only', script: 'One line.', render: false })).isError).toBe(false);
    await client.close();
  });
});
