// Notes of any length and shape become the scenes, in order and in their language, and whatever the
// notes hold, the writer answers with what the response schema accepts (issue 24, item 3).
import { isSceneEmoji, SCRIPT_DURATIONS, SCRIPT_STRUCTURES, scriptResultSchema, sceneSchema, TONES } from '@reelforge/contracts';
import { describe, expect, it } from 'vitest';
import { writeOffline, type WriterInput } from '../src/offline-writer.ts';
import { finishScenes } from '../src/writer-compose.ts';

const write = (over: Partial<WriterInput>) =>
  writeOffline({ topic: 'Morning habits', duration: '30-60 seconds', platform: 'tiktok', tone: 'casual-friendly', language: 'en', ...over });

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

/** Index of the scene that says each note, or -1. */
const sceneOf = (scenes: { text: string }[], notes: string[]) => notes.map((n) => scenes.findIndex((s) => s.text.includes(n)));
const inOrder = (at: number[]) => at.every((i, k) => i > (at[k - 1] ?? -1));

describe('the contract and the engine agree on what an emoji is', () => {
  it('accepts pictographs, keycaps and flags; refuses bare digits, letters and words', () => {
    for (const e of ['💧', '❤️', '👩‍💻', '🔟', '1️⃣', '9️⃣', '#️⃣', '*️⃣', '1⃣', '🇩🇪']) expect(isSceneEmoji(e), e).toBe(true);
    for (const e of ['1', '12', 'a', '#', 'one', '', '🇩']) expect(isSceneEmoji(e), e).toBe(false);
    expect(sceneSchema.safeParse({ text: 'Number one.', visualQuery: 'alarm clock', keywords: ['One'], emoji: '1️⃣' }).success).toBe(true);
  });

  it('drops what the schema refuses instead of answering with it', () => {
    const [scene] = finishScenes([{ lines: ['Hi.'], visual: 'a '.repeat(40), keywords: ['x'.repeat(41), 'Ok'], emoji: '7' }], (s) => s);
    expect(scene).toEqual({ text: 'Hi.', visualQuery: 'a a a a a', keywords: ['Ok'] });
    expect(sceneSchema.safeParse(scene).success).toBe(true);
  });
});

describe('notes of any length become the scenes, in order', () => {
  it.each([1, 3, 12])('%i line(s): one scene per line, in order, numbered with keycaps the schema accepts', (n) => {
    const notes = HABITS.slice(0, n);
    const out = write({ additionalInstructions: notes.join('\n') });
    expect(scriptResultSchema.safeParse(out.result).success).toBe(true);
    const at = sceneOf(out.result.scenes, notes);
    expect(at.every((i) => i > 0)).toBe(true);
    expect(inOrder(at)).toBe(true);
    expect(out.result.scenes[at[0] ?? 0]?.text).toMatch(/^Number one: Wake at 6\./);
    if (n >= 3) expect(out.result.scenes[at[2] ?? 0]?.emoji).toMatch(/^(?:3️⃣|\p{Extended_Pictographic})/u);
    expect(out.notice).toMatch(/^This script is built from your notes\./);
  });

  it('takes bullets and a numbered list the same way as lines', () => {
    const notes = HABITS.slice(0, 4);
    for (const text of [notes.map((l) => `- ${l}`).join('\n'), notes.map((l, i) => `${i + 1}. ${l}`).join('\n'), `My four habits:\n${notes.map((l) => `• ${l}`).join('\n')}`]) {
      const out = write({ additionalInstructions: text });
      const at = sceneOf(out.result.scenes, notes);
      expect(at.every((i) => i > 0) && inOrder(at), text).toBe(true);
      expect(out.result.script).not.toMatch(/My four habits/);
    }
  });

  it('takes a pasted paragraph sentence by sentence', () => {
    const sentences = ['Octopuses have three hearts', 'Their blood is blue because of copper', 'They can taste with their arms', 'Most live only one or two years'];
    const out = write({ topic: 'Octopus facts', additionalInstructions: sentences.map((s) => `${s}.`).join(' ') });
    expect(scriptResultSchema.safeParse(out.result).success).toBe(true);
    const at = sceneOf(out.result.scenes, sentences);
    expect(at.every((i) => i > 0) && inOrder(at)).toBe(true);
  });

  it('keeps German notes German: the scenes are the notes as written, nothing English around them', () => {
    const notes = ['Früh aufstehen', 'Ein Glas Wasser trinken', 'Zehn Minuten Sonnenlicht', 'Kein Handy vor neun Uhr'];
    const out = write({ topic: 'Meine Morgenroutine', language: 'de', additionalInstructions: notes.join('\n') });
    expect(scriptResultSchema.safeParse(out.result).success).toBe(true);
    expect(out.language).toBe('de');
    expect(out.result.scenes.map((s) => s.text)).toEqual(notes.map((n) => `${n}.`));
    expect(out.result.script).not.toMatch(/\b(?:Number|one|two|follow|comments)\b/i);
    expect(out.result.title).toBe('Meine Morgenroutine');
    expect(out.result.hooks).toHaveLength(3);
    expect(out.notice).toMatch(/^The built-in writer writes English and Spanish only, so this script is your notes as you wrote them\./);
    // A German topic with no notes is still written in English, as before.
    expect(write({ topic: 'Meine Morgenroutine', language: 'de' }).language).toBe('en');
  });

  it('answers with what the schema accepts for every length, shape, tone, duration and structure', () => {
    const shapes = (n: number) => [
      HABITS.slice(0, n).join('\n'),
      HABITS.slice(0, n).map((h, i) => `${i + 1}) ${h}`).join('\n'),
      HABITS.slice(0, n).map((h) => `${h}.`).join(' '),
    ];
    let checked = 0;
    for (let n = 1; n <= HABITS.length; n++)
      for (const additionalInstructions of shapes(n))
        for (const [k, language] of ['en', 'es', 'de'].entries()) {
          const tone = TONES[(n + k) % TONES.length] ?? 'casual-friendly';
          const duration = SCRIPT_DURATIONS[(n + k) % SCRIPT_DURATIONS.length] ?? '30-60 seconds';
          const structure = SCRIPT_STRUCTURES[(n * 3 + k) % SCRIPT_STRUCTURES.length];
          const out = write({ additionalInstructions, language, tone, duration, structure });
          const parsed = scriptResultSchema.safeParse(out.result);
          expect(parsed.success, `${n} ${language} ${structure}: ${parsed.error?.message}`).toBe(true);
          checked++;
        }
    expect(checked).toBe(HABITS.length * 9);
  });
});

describe('Regenerate gives a new script', () => {
  it.each([
    ['a topic', { topic: 'How octopuses see color' }],
    ['a list topic', { topic: '5 morning habits', tone: 'motivational' as const }],
    ['notes', { additionalInstructions: HABITS.slice(0, 3).join('\n') }],
    ['a Spanish topic', { topic: 'Cómo ahorrar dinero', language: 'es' }],
  ])('for %s: the first, second and third scripts (variation 0, 1, 2, each given the one before) all differ, openings too', (_name, over) => {
    const chain: string[] = [];
    const openings: string[] = [];
    let previousScript: string | undefined;
    for (let variation = 0; variation < 3; variation++) {
      const out = write({ ...over, variation, ...(previousScript ? { previousScript } : {}) });
      chain.push(out.result.script);
      openings.push(out.result.scenes[0]?.text ?? '');
      previousScript = out.result.script;
    }
    expect(new Set(chain).size).toBe(3);
    expect(new Set(openings).size).toBe(3);
  });

  it('gives the same script for the same variation and previous script', () => {
    const a = write({ topic: 'How octopuses see color', variation: 2, previousScript: 'x' });
    expect(write({ topic: 'How octopuses see color', variation: 2, previousScript: 'x' }).result).toEqual(a.result);
  });
});
