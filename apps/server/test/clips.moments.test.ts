import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WordTiming } from '@reelforge/video-engine';
import { createLlmClient } from '../src/adapters/llm/openai-compatible.ts';
import { sentencesOf, type TimedLine } from '../src/modules/clips/sentences.ts';
import { scoreMoments, type Moment, type TimedTranscript } from '../src/modules/clips/moments.ts';
import { pickMoments } from '../src/modules/clips/model-moments.ts';
import { completion, startFakeOpenAi } from './fakes/llm/index.ts';

// Choosing a long recording's moments: the scorer on its own, and a model's picks checked by it.

/** A talk timed as a steady speaker says it: 60 ms per letter, short gaps, pauses after sentences. */
function talk(text: string, opts: { sentencePauseMs?: number; wordGapMs?: number } = {}): { words: WordTiming[]; lines: TimedLine[]; durationMs: number } {
  const words: WordTiming[] = [];
  const lines: TimedLine[] = [];
  let at = 500;
  let lineStart = at;
  let lineWords: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const len = 120 + 60 * word.replace(/\W/g, '').length;
    words.push({ word, startMs: at, endMs: at + len });
    lineWords.push(word);
    at += len;
    if (/[.!?]$/.test(word)) {
      lines.push({ text: lineWords.join(' '), startMs: lineStart, endMs: at });
      lineWords = [];
      at += opts.sentencePauseMs ?? 550;
      lineStart = at;
    } else at += opts.wordGapMs ?? 90;
  }
  if (lineWords.length) lines.push({ text: lineWords.join(' '), startMs: lineStart, endMs: at });
  return { words, lines, durationMs: at + 800 };
}

const transcriptOf = (t: ReturnType<typeof talk>): TimedTranscript => ({ words: t.words, sentences: sentencesOf(t.words, t.lines, t.durationMs), durationMs: t.durationMs });

const FILLER = 'So yeah. We went over there and it was okay I guess. Then we came back home again after a while. It was a long day and we were tired. Anyway the weather was fine and the road was fine too. ';
const STRONG =
  'Why do most clips fail? Because clips without a hook lose seventy percent of viewers in three seconds. ' +
  'A hook is a question or a number in the first breath. Clips with a hook keep viewers twice as long. ';

/** No clip edge falls inside a word, and a clip holds exactly the words inside its edges. */
function expectWholeWords(words: WordTiming[], m: Moment) {
  for (const w of words) {
    expect(m.startMs <= w.startMs || m.startMs >= w.endMs).toBe(true);
    expect(m.endMs <= w.startMs || m.endMs >= w.endMs).toBe(true);
  }
  const inside = words.map((w, k) => [w, k] as const).filter(([w]) => w.startMs >= m.startMs && w.endMs <= m.endMs);
  expect(inside.map(([, k]) => k)).toEqual(Array.from({ length: m.last - m.first + 1 }, (_, i) => m.first + i));
}

describe('sentences of a transcript', () => {
  it('ends sentences where the segments end them when the words carry no punctuation (as Whisper gives words)', () => {
    const t = talk('Is this on? Yes it is. Good.');
    const bareWords = t.words.map((w) => ({ ...w, word: w.word.replace(/[?.]/g, '') }));
    const s = sentencesOf(bareWords, t.lines, t.durationMs);
    expect(s.map((x) => [x.text, x.question])).toEqual([
      ['Is this on', true],
      ['Yes it is', false],
      ['Good', false],
    ]);
  });

  it('ends a sentence at a long pause when nothing is punctuated', () => {
    const words = [
      { word: 'one', startMs: 0, endMs: 300 },
      { word: 'two', startMs: 380, endMs: 700 },
      { word: 'three', startMs: 1600, endMs: 2000 },
    ];
    expect(sentencesOf(words, [], 2500).map((s) => s.text)).toEqual(['one two', 'three']);
  });
});

describe('the scorer', () => {
  it('picks count moments within the bounds, on sentence edges, never overlapping, never mid-word', () => {
    const t = transcriptOf(talk(FILLER + STRONG + FILLER + STRONG.replace('Why do most clips fail?', 'What makes a hook work?') + FILLER));
    const bounds = { count: 2, minMs: 8000, maxMs: 20_000 };
    const picked = scoreMoments(t, bounds);
    expect(picked).toHaveLength(2);
    const starts = new Set(t.sentences.map((s) => s.first));
    const ends = new Set(t.sentences.map((s) => s.last));
    for (const m of picked) {
      expect(m.endMs - m.startMs).toBeGreaterThanOrEqual(bounds.minMs);
      expect(m.endMs - m.startMs).toBeLessThanOrEqual(bounds.maxMs);
      expect(starts.has(m.first) && ends.has(m.last)).toBe(true);
      expectWholeWords(t.words, m);
    }
    expect(picked[0]!.endMs).toBeLessThanOrEqual(picked[1]!.startMs);
    // Both land on the dense parts (a question, numbers, the repeated "hook"), not on the filler.
    for (const m of picked) {
      const text = t.words.slice(m.first, m.last + 1).map((w) => w.word).join(' ');
      expect(text).toMatch(/\?/);
      expect(text).toMatch(/hook/);
    }
  });

  it('cuts at pauses, then between words, when no sentence fits the bounds', () => {
    const run = Array.from({ length: 120 }, (_, i) => ['numbers', 'matter', 'because', 'people', 'remember', 'them'][i % 6]).join(' ');
    const t = transcriptOf(talk(`${run}.`));
    expect(t.sentences).toHaveLength(1);
    const picked = scoreMoments(t, { count: 3, minMs: 5000, maxMs: 8000 });
    expect(picked).toHaveLength(3);
    for (const m of picked) {
      expect(m.endMs - m.startMs).toBeGreaterThanOrEqual(5000);
      expect(m.endMs - m.startMs).toBeLessThanOrEqual(8000);
      expectWholeWords(t.words, m);
    }
  });

  it('gives fewer moments when the recording has no room for more', () => {
    const t = transcriptOf(talk(STRONG));
    const picked = scoreMoments(t, { count: 5, minMs: 6000, maxMs: 9000 });
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.length).toBeLessThan(5);
    expect(scoreMoments(transcriptOf(talk('Too short.')), { count: 1, minMs: 6000, maxMs: 9000 })).toEqual([]);
  });
});

describe('a model picking moments', () => {
  let llm: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    llm = await startFakeOpenAi({ replies: [] });
  });
  afterAll(() => llm.close());
  const client = () => createLlmClient({ baseUrl: llm.url, model: 'fake-gpt', timeoutMs: 5000 });
  const t = transcriptOf(talk(FILLER + STRONG + FILLER + STRONG));
  const bounds = { count: 2, minMs: 8000, maxMs: 20_000 };
  const strongAt = t.sentences.findIndex((s) => s.text.startsWith('Why do most'));
  const secondAt = t.sentences.findIndex((s, i) => i > strongAt && s.text.startsWith('Why do most'));

  it('takes its picks and copy, tidied, and shows it the timed sentences', async () => {
    llm.reset([
      completion(
        JSON.stringify({
          clips: [
            { startSentence: strongAt, endSentence: strongAt + 3, title: '  Why most clips fail  ', description: 'The three-second rule.', hashtags: ['shorts', '#Hooks', 'shorts', 'video editing'] },
            { startSentence: secondAt, endSentence: secondAt + 1, title: 'Hooks, again', description: 'A question or a number.', hashtags: ['#hook'] },
          ],
        }),
      ),
    ]);
    const picked = await pickMoments(client(), t, bounds, { language: 'en' });
    const prompt = llm.calls[0]!.body.messages!.map((m) => m.content).join('\n');
    expect(prompt).toContain(`S${strongAt} [`);
    expect(prompt).toContain('Why do most clips fail?');
    expect(picked.map((p) => [p.pickedBy, p.title, p.hashtags])).toEqual([
      ['model', 'Why most clips fail', ['#shorts', '#Hooks', '#videoediting']],
      ['model', 'Hooks, again', ['#hook']],
    ]);
    expect(picked[0]!.first).toBe(t.sentences[strongAt]!.first);
    expect(picked[0]!.last).toBe(t.sentences[strongAt + 3]!.last);
    // Two sentences are under 8 s: grown by the next sentence until the clip is long enough.
    expect(picked[1]!.endMs - picked[1]!.startMs).toBeGreaterThanOrEqual(bounds.minMs);
    for (const m of picked) expectWholeWords(t.words, m);
  });

  it('replaces picks that overlap, do not exist or cannot fit with the scorer’s', async () => {
    llm.reset([
      completion(
        JSON.stringify({
          clips: [
            { startSentence: strongAt, endSentence: t.sentences.length - 1, title: 'Everything', description: 'Too long: trimmed to fit.', hashtags: [] },
            { startSentence: strongAt + 1, endSentence: strongAt + 2, title: 'Overlaps', description: '', hashtags: [] },
            { startSentence: 999, endSentence: 1000, title: 'Nowhere', description: '', hashtags: [] },
          ],
        }),
      ),
    ]);
    const picked = await pickMoments(client(), t, bounds);
    expect(picked.map((p) => p.pickedBy).sort()).toEqual(['model', 'scorer']);
    const model = picked.find((p) => p.pickedBy === 'model')!;
    expect(model.title).toBe('Everything');
    expect(model.endMs - model.startMs).toBeLessThanOrEqual(bounds.maxMs);
    const scorer = picked.find((p) => p.pickedBy === 'scorer')!;
    expect(scorer.title.length).toBeGreaterThan(0);
    expect(scorer.endMs <= model.startMs || scorer.startMs >= model.endMs).toBe(true);
  });

  it('leaves everything to the scorer when the model fails', async () => {
    llm.reset([{ status: 500, body: { error: { message: 'overloaded' } } }]);
    const picked = await pickMoments(client(), t, bounds);
    expect(picked.map((p) => p.pickedBy)).toEqual(['scorer', 'scorer']);
    expect(picked.map(({ first, last }) => [first, last])).toEqual(scoreMoments(t, bounds).map(({ first, last }) => [first, last]));
    expect(picked.every((p) => p.title && p.description && p.hashtags.every((h) => /^#\w+$/.test(h)))).toBe(true);
  });
});
