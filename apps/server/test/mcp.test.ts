import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { API_TOKEN_MESSAGES } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOnlyRefusal } from '../src/modules/mcp/mcp.tools.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCRIPT = 'Drink a glass of water when you wake up.';

let env: TestEnv;
let baseUrl: string;
beforeAll(async () => {
  // Workers on: create_video's render really runs (ffmpeg), so "ready" means a file exists.
  env = await startTestServer({ workers: true });
  baseUrl = await env.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => env.close());

async function token(cookie: string, scope: 'read' | 'write') {
  const res = await env.app.inject({ method: 'POST', url: '/api/tokens', headers: { cookie }, payload: { name: `mcp ${scope}`, scope } });
  return res.json() as { id: string; token: string };
}

const http = (t: string) => new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), { requestInit: { headers: { Authorization: `Bearer ${t}` } } });
const stdio = (t: string) =>
  new StdioClientTransport({
    command: 'npm',
    args: ['run', '--silent', 'mcp'],
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), REELFORGE_URL: baseUrl, REELFORGE_TOKEN: t },
    stderr: 'pipe',
  });

async function connect(transport: Transport) {
  const client = new Client({ name: 'reelforge-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

type ToolAnswer = { isError?: boolean; content: { type: string; text?: string }[] };
async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  const res = (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const text = res.content[0]?.text ?? '';
  return { isError: res.isError === true, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

/** create_video, then get_video until the render ends: the whole MCP flow a client runs. */
async function createAndAwaitReady(client: Client, title: string) {
  const created = await call(client, 'create_video', { title, script: SCRIPT });
  expect(created.isError, created.text).toBe(false);
  const id = created.json().id as string;
  expect(created.json()).toMatchObject({ status: 'generating' });
  const until = Date.now() + 240_000;
  for (;;) {
    const v = (await call(client, 'get_video', { id })).json();
    if (v.status !== 'generating' || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('MCP server', () => {
  it('over HTTP: lists the tools, creates a video and polls it to ready, with a working link', async () => {
    const u = await signedInUser(env.app);
    const { token: write } = await token(u.cookie, 'write');
    const client = await connect(http(write));
    const tools = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(tools).toEqual(['create_video', 'generate_script', 'get_analytics', 'get_video', 'list_connections', 'list_templates', 'list_videos', 'schedule_post']);

    const video = await createAndAwaitReady(client, 'Water first');
    expect(video).toMatchObject({ status: 'ready', error: null });
    expect(String(video.videoUrl)).toMatch(new RegExp(`^${baseUrl}/api/videos/`));
    const file = await fetch(String(video.downloadUrl), { headers: { Authorization: `Bearer ${write}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('video/mp4');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const list = (await call(client, 'list_videos', { limit: 5 })).json() as { items: { id: string }[] };
    expect(list.items.map((v) => v.id)).toContain(video.id);
    await client.close();
  }, 300_000);

  it('over stdio (npm run mcp): creates a video and polls it to ready', async () => {
    const u = await signedInUser(env.app);
    const { token: write } = await token(u.cookie, 'write');
    const client = await connect(stdio(write));
    const video = await createAndAwaitReady(client, 'Water over stdio');
    expect(video).toMatchObject({ status: 'ready', error: null });
    await client.close();
  }, 300_000);

  it('a read token reads but is refused for create; a second user sees none of it', async () => {
    const a = await signedInUser(env.app);
    const b = await signedInUser(env.app);
    const mine = await env.app.inject({ method: 'POST', url: '/api/videos', headers: { cookie: a.cookie }, payload: { title: 'A draft' } });
    const readA = await connect(http((await token(a.cookie, 'read')).token));
    const refused = await call(readA, 'create_video', { title: 'Nope', script: SCRIPT, render: false });
    expect(refused).toMatchObject({ isError: true, text: readOnlyRefusal('create_video') });
    const listed = (await call(readA, 'list_videos')).json() as { items: { id: string; title: string }[] };
    expect(listed.items.map((v) => v.title)).toEqual(['A draft']);
    await readA.close();

    const readB = await connect(http((await token(b.cookie, 'read')).token));
    expect(((await call(readB, 'list_videos')).json() as { items: unknown[] }).items).toEqual([]);
    const other = await call(readB, 'get_video', { id: mine.json().id });
    expect(other).toMatchObject({ isError: true, text: 'Video not found' });
    await readB.close();
  });

  it('a revoked token gets 401 over HTTP and an error over stdio; a session cookie is not enough', async () => {
    const u = await signedInUser(env.app);
    const t = await token(u.cookie, 'write');
    await env.app.inject({ method: 'DELETE', url: `/api/tokens/${t.id}`, headers: { cookie: u.cookie } });
    const raw = await fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(raw.status).toBe(401);
    expect(((await raw.json()) as { message: string }).message).toBe(API_TOKEN_MESSAGES.invalid);
    await expect(connect(http(t.token))).rejects.toThrow();
    await expect(connect(stdio(t.token))).rejects.toThrow(/401|not valid/);

    const cookieOnly = await fetch(`${baseUrl}/mcp`, { method: 'POST', headers: { cookie: u.cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(cookieOnly.status).toBe(401);
  });
});
