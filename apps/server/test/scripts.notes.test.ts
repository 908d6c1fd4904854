// Issue 24, item 3: the creator's notes become the scenes through the real API, whatever their
// length, shape or language; three lines used to answer 500 (keycap emoji the schema refused).
import { scriptResponseSchema } from '@reelforge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

const HABITS = [
  'Wake at 6',
  'Drink a glass of water',
  'Ten minutes of sunlight',
  'Write three priorities',
  'Stretch for five minutes',
  'Make the bed',
  'Cold shower',
  'Read two pages',
  'Eat a real breakfast',
  'Walk to work',
  'Plan the hardest task first',
  'No phone before 9',
];
const base = { topic: 'Morning habits', duration: '30-60 seconds', platform: 'tiktok', tone: 'casual-friendly' };

describe('POST /api/ai/generate-script from the creator notes (built-in writer)', () => {
  let env: TestEnv;
  let cookie: string;
  beforeAll(async () => {
    env = await startTestServer();
    cookie = (await signedInUser(env.app)).cookie;
  });
  afterAll(() => env.close());

  const generate = async (body: object) => {
    const res = await env.app.inject({ method: 'POST', url: '/api/ai/generate-script', payload: body, ...as(cookie) });
    expect(res.statusCode, res.body).toBe(200);
    return scriptResponseSchema.parse(res.json());
  };
  /** Where each note is said: indexes of the scenes, which must rise. */
  const placed = (scenes: { text: string }[], notes: string[]) => notes.map((n) => scenes.findIndex((s) => s.text.includes(n)));

  it.each([1, 3, 12])('answers 200 to %i line(s) of notes, one scene per line in their order', async (n) => {
    const notes = HABITS.slice(0, n);
    const body = await generate({ ...base, additionalInstructions: notes.join('\n') });
    expect(body.engine).toBe('builtin');
    const at = placed(body.scenes, notes);
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(body.scenes[at[0] ?? 0]?.text).toMatch(/^Number one: Wake at 6\./);
    if (n === 12) expect(body.scenes[at[11] ?? 0]?.text).toMatch(/^Number twelve: No phone before 9\./);
    expect(body.notice).toMatch(/^This script is built from your notes\./);
  });

  it('keeps the keycap that numbers a point (the engine draws it from Twemoji)', async () => {
    const body = await generate({ ...base, topic: 'My day', additionalInstructions: 'Wake at 6\nRead two pages\nWalk to work' });
    expect(body.scenes.map((s) => s.emoji)).toContain('1️⃣');
  });

  it('takes a pasted paragraph sentence by sentence, in order', async () => {
    const sentences = ['Octopuses have three hearts', 'Their blood is blue because of copper', 'They can taste with their arms'];
    const body = await generate({ ...base, topic: 'Octopus facts', additionalInstructions: sentences.map((s) => `${s}.`).join(' ') });
    const at = placed(body.scenes, sentences);
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('keeps German notes German', async () => {
    const notes = ['Früh aufstehen', 'Ein Glas Wasser trinken', 'Zehn Minuten Sonnenlicht', 'Kein Handy vor neun Uhr'];
    const body = await generate({ ...base, topic: 'Meine Morgenroutine', language: 'de', additionalInstructions: notes.map((l) => `- ${l}`).join('\n') });
    expect(body.language).toBe('de');
    expect(body.scenes.map((s) => s.text)).toEqual(notes.map((l) => `${l}.`));
    expect(body.script).not.toMatch(/\b(?:Number|follow|comments)\b/i);
    expect(body.notice).toMatch(/so this script is your notes as you wrote them\./);
  });
});
