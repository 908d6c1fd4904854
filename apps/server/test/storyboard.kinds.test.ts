import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveFfmpeg, type RenderSpecInput } from '@reelforge/video-engine';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { completion, designedScript, startFakeOpenAi } from './fakes/llm/index.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser, type User } from './support/users.ts';
import { untilRendered } from './support/wait.ts';
import { ocr } from '../../../packages/video-engine/test/support/ocr.ts';

// Issue 25: a scene's design (stat, list, quote...) travels from the writer through the storyboard
// to the spec the engine renders, and every re-render draws it again. The engine's render is only
// watched here (each spec it is handed is recorded), never replaced: the videos are real renders.
const engine = vi.hoisted(() => ({ specs: [] as RenderSpecInput[] }));
vi.mock('@reelforge/video-engine', async (importOriginal) => {
  const real = await importOriginal<typeof import('@reelforge/video-engine')>();
  return {
    ...real,
    render: (spec: RenderSpecInput, ...rest: Parameters<typeof real.render> extends [unknown, ...infer R] ? R : never) => {
      engine.specs.push(structuredClone(spec));
      return real.render(spec, ...rest);
    },
  };
});

/** The video's MP4, as the creator streams it, in a scratch file. */
async function streamed(u: User, id: string): Promise<string> {
  const res = await call(u, 'GET', `/api/videos/${id}/stream`);
  expect(res.statusCode).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'kinds-')), 'out.mp4');
  writeFileSync(file, res.rawPayload);
  return file;
}

/** Everything Tesseract reads on frames every 0.75 s, lower-cased with spaces squeezed. */
async function textOnScreen(file: string): Promise<string> {
  const { width, height } = { width: 1080, height: 1920 };
  const raw = execFileSync(resolveFfmpeg(), ['-v', 'error', '-i', file, '-vf', 'fps=4/3', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], { maxBuffer: 1 << 30 });
  const size = width * height * 3;
  const texts: string[] = [];
  for (let at = 0; at + size <= raw.length; at += size) texts.push(await ocr(raw.subarray(at, at + size), width, height));
  return texts.join(' ').toLowerCase().replace(/\s+/g, ' ');
}

let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
let env: TestEnv;
beforeAll(async () => {
  fake = await startFakeOpenAi({ replies: [completion(JSON.stringify(designedScript))] });
  env = await startTestServer({ workers: true, env: { LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-gpt' } });
}, 240_000);
afterAll(async () => {
  await env?.close();
  await fake?.close();
});

const call = (u: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  env.app.inject({ method, url, headers: { cookie: u.cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

async function draft(u: User, script: string): Promise<string> {
  const res = await call(u, 'POST', '/api/videos', { title: 'Kinds test', script, platforms: ['tiktok'] });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('scene kinds in the storyboard', () => {
  it('saves and loads each design with its data, and only its own kind\'s data', async () => {
    const u = await signedInUser(env.app);
    const id = await draft(u, 'One.\n\nTwo.');
    const board = {
      scenes: [
        { text: 'Most of its neurons are in its arms.', kind: 'stat', stat: { value: '73%', label: 'of its neurons are in its arms' }, items: ['stale', 'data'] },
        { text: 'Three things to pack.', kind: 'steps', items: ['Water', 'Map', 'Torch'] },
        { text: 'Saving or investing?', kind: 'comparison', comparison: { left: { title: 'Saving', points: ['Safe'] }, right: { title: 'Investing', points: ['Grows', 'Risky'] } } },
        { text: 'As she said.', kind: 'quote', quote: { text: 'Nothing is to be feared.', by: 'Marie Curie' } },
        { text: 'It happened twice.', kind: 'timeline', timeline: [{ when: '1412', what: 'Settlers arrive' }, { when: '1687', what: 'The Great Gale' }] },
        { text: 'Just words.', kind: 'narration', quote: { text: 'ignored', by: 'nobody' } },
      ],
    };
    const saved = await call(u, 'PUT', `/api/videos/${id}/storyboard`, board);
    expect(saved.statusCode, saved.body).toBe(200);
    const loaded = (await call(u, 'GET', `/api/videos/${id}/storyboard`)).json() as { scenes: Record<string, unknown>[] };
    expect(loaded.scenes[0]).toMatchObject({ kind: 'stat', stat: { value: '73%', label: 'of its neurons are in its arms' } });
    expect(loaded.scenes[0]).not.toHaveProperty('items');
    expect(loaded.scenes[1]).toMatchObject({ kind: 'steps', items: ['Water', 'Map', 'Torch'] });
    expect(loaded.scenes[2]).toMatchObject({ kind: 'comparison', comparison: board.scenes[2]!.comparison });
    expect(loaded.scenes[3]).toMatchObject({ kind: 'quote', quote: { text: 'Nothing is to be feared.', by: 'Marie Curie' } });
    expect(loaded.scenes[4]).toMatchObject({ kind: 'timeline', timeline: board.scenes[4]!.timeline });
    expect(loaded.scenes[5]).not.toHaveProperty('kind');
    expect(loaded.scenes[5]).not.toHaveProperty('quote');

    const other = await signedInUser(env.app);
    expect((await call(other, 'GET', `/api/videos/${id}/storyboard`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/api/videos/${id}/storyboard`, board)).statusCode).toBe(404);
  });

  it('refuses a design without its data, or with data it cannot show, saying which scene', async () => {
    const u = await signedInUser(env.app);
    const id = await draft(u, 'One.\n\nTwo.');
    const before = (await call(u, 'GET', `/api/videos/${id}/storyboard`)).json();
    const missing = await call(u, 'PUT', `/api/videos/${id}/storyboard`, { scenes: [{ text: 'Fine.' }, { text: 'A number.', kind: 'stat' }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', message: 'Scene 2: a stat scene needs its stat.' });
    const oneItem = await call(u, 'PUT', `/api/videos/${id}/storyboard`, { scenes: [{ text: 'A list.', kind: 'list', items: ['Only one'] }] });
    expect(oneItem.statusCode).toBe(400);
    expect(oneItem.json().message).toMatch(/items/);
    // Nothing was saved.
    expect((await call(u, 'GET', `/api/videos/${id}/storyboard`)).json()).toEqual(before);
  });
});

describe('scene kinds from a model to the engine', () => {
  it('hands the engine the stat, list and quote the model wrote, and again after the storyboard edits them', async () => {
    const u = await signedInUser(env.app);
    const res = await call(u, 'POST', '/api/deepagent/complete-video', { topic: 'compound interest', platform: 'tiktok', duration: 15 });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().videoId as string;
    expect((await untilRendered(env.app, id, { cookie: u.cookie })).status).toBe('ready');
    const first = engine.specs.at(-1)!;
    expect(first.scenes.map((s) => s.kind)).toEqual([undefined, 'stat', 'list', 'quote']);
    expect(first.scenes[1]).toMatchObject({ text: designedScript.scenes[1]!.text, stat: { value: '$1,967', label: 'after 10 years at 7%' } });
    expect(first.scenes[2]?.items).toEqual(['Start early', 'Reinvest gains', 'Never withdraw']);
    expect(first.scenes[3]?.quote).toEqual({ text: 'The first rule is never to lose money.', by: 'Warren Buffett' });
    expect(first.scenes[0]).not.toHaveProperty('stat');
    // What the viewer sees: none of these words is spoken (captions show only the narration), so
    // only the scene designs can put them on screen. Read from the rendered frames, offline.
    const seen = await textOnScreen(await streamed(u, id));
    expect(seen).toContain('1,967');
    for (const item of ['Start early', 'Reinvest gains', 'Never withdraw']) expect(seen).toContain(item.toLowerCase());
    expect(seen).toContain('never to lose money');
    expect(seen).toContain('warren buffett');

    // The storyboard shows them; the creator edits the list and renders again.
    const board = (await call(u, 'GET', `/api/videos/${id}/storyboard`)).json() as { scenes: Record<string, unknown>[] };
    expect(board.scenes.map((s) => s.kind)).toEqual([undefined, 'stat', 'list', 'quote']);
    board.scenes[2] = { ...board.scenes[2], items: ['Start early', 'Automate it', 'Reinvest gains', 'Never withdraw'] };
    expect((await call(u, 'PUT', `/api/videos/${id}/storyboard`, board)).statusCode).toBe(200);
    const renders = engine.specs.length;
    expect((await call(u, 'POST', `/api/videos/${id}/render`, {})).statusCode).toBe(202);
    expect((await untilRendered(env.app, id, { cookie: u.cookie })).status).toBe('ready');
    expect(engine.specs.length).toBe(renders + 1);
    const again = engine.specs.at(-1)!;
    expect(again.scenes[1]?.stat).toEqual({ value: '$1,967', label: 'after 10 years at 7%' });
    expect(again.scenes[2]).toMatchObject({ kind: 'list', items: ['Start early', 'Automate it', 'Reinvest gains', 'Never withdraw'] });
    expect(again.scenes[3]).toMatchObject({ kind: 'quote', quote: { by: 'Warren Buffett' } });
  }, 240_000);
});
