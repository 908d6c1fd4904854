import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { LlmClient } from '../../adapters/llm/json-client.ts';
import { clip, copyFromWords, hashtag, DESCRIPTION_MAX, HASHTAGS_MAX, TITLE_MAX, type ClipCopy } from './copy.ts';
import { endEdge, scoreMoments, startEdge, type Moment, type MomentBounds, type TimedTranscript } from './moments.ts';

export type PickedMoment = Moment & ClipCopy & { pickedBy: 'model' | 'scorer' };

const answerSchema = z.object({
  clips: z.array(
    z.object({
      startSentence: z.number().int(),
      endSentence: z.number().int(),
      title: z.string(),
      description: z.string(),
      hashtags: z.array(z.string()),
    }),
  ),
});
type Answer = z.infer<typeof answerSchema>;

const jsonSchema = {
  name: 'clips',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['clips'],
    properties: {
      clips: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['startSentence', 'endSentence', 'title', 'description', 'hashtags'],
          properties: {
            startSentence: { type: 'integer' },
            endSentence: { type: 'integer' },
            title: { type: 'string' },
            description: { type: 'string' },
            hashtags: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
  },
};

// A long talk's sentences beyond this are not shown to the model (the scorer still sees them all).
const MAX_SENTENCES = 1500;

const clock = (ms: number) => {
  const s = ms / 1000;
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${(s % 60).toFixed(1).padStart(4, '0')}`;
};

function prompt(t: TimedTranscript, b: MomentBounds, language: string | undefined) {
  const lines = t.sentences.slice(0, MAX_SENTENCES).map((s, i) => `S${i} [${clock(s.startMs)}-${clock(s.endMs)}] ${s.text}`);
  return [
    {
      role: 'system' as const,
      content:
        'You cut a long recording into short vertical clips for TikTok, Reels and Shorts. Pick self-contained moments: a hook in the first 3 seconds (a question, a number, a bold claim), one complete thought, an ending that lands. Clips do not overlap. Write each clip a title (under 100 characters), a description (one or two sentences) and 3 to 5 hashtags, in the language of the recording.',
    },
    {
      role: 'user' as const,
      content: `Pick ${b.count} clip(s), each from ${b.minMs / 1000} to ${b.maxMs / 1000} seconds long (from the start of its first sentence to the end of its last).${language ? ` The recording's language: ${language}.` : ''}\nA clip is a run of whole sentences, given by the numbers of its first and last sentence.\n\nTranscript:\n${lines.join('\n')}`,
    },
  ];
}

/** A model's clip made to fit: trimmed from the end when too long, grown when too short; null when nothing fits. */
function fit(t: TimedTranscript, b: MomentBounds, from: number, to: number): Moment | null {
  const ss = t.sentences;
  if (from < 0 || from >= ss.length || to < from) return null;
  let end = Math.min(to, ss.length - 1);
  const startMs = startEdge(t.words, ss[from]!.first);
  const edge = (j: number) => endEdge(t.words, ss[j]!.last, t.durationMs);
  while (end > from && edge(end) - startMs > b.maxMs) end--;
  while (end + 1 < ss.length && edge(end) - startMs < b.minMs && edge(end + 1) - startMs <= b.maxMs) end++;
  const endMs = edge(end);
  if (endMs - startMs > b.maxMs || endMs - startMs < b.minMs) return null;
  return { first: ss[from]!.first, last: ss[end]!.last, startMs, endMs, score: 0 };
}

function modelCopy(c: Answer['clips'][number], fallback: ClipCopy): ClipCopy {
  const tags = [...new Set(c.hashtags.map(hashtag).filter(Boolean))].slice(0, HASHTAGS_MAX);
  return {
    title: clip(c.title, TITLE_MAX) || fallback.title,
    description: clip(c.description, DESCRIPTION_MAX) || fallback.description,
    hashtags: tags.length ? tags : fallback.hashtags,
  };
}

const firstSentenceOf = (t: TimedTranscript, m: Moment) => t.sentences.find((s) => s.first >= m.first && s.first <= m.last)?.text ?? '';

/**
 * The clips' moments and copy. With a model, it picks moments from the timed sentences and writes
 * their copy; its picks are checked (sentences that exist, within the bounds after trimming or
 * growing, no overlap) and whatever it got wrong or left out is filled by the scorer. A model that
 * fails (unreachable, invalid answer) leaves everything to the scorer.
 */
export async function pickMoments(llm: LlmClient | null, t: TimedTranscript, b: MomentBounds, opts: { language?: string; seed?: number } = {}): Promise<PickedMoment[]> {
  const picked: PickedMoment[] = [];
  if (llm && t.sentences.length) {
    let answer: Answer | null = null;
    try {
      answer = await llm.completeJson({
        messages: prompt(t, b, opts.language),
        schema: answerSchema,
        jsonSchema,
        shapeHint: 'The object is {"clips": [{"startSentence": 0, "endSentence": 3, "title": "...", "description": "...", "hashtags": ["#..."]}]}.',
        temperature: 0.4,
        seed: opts.seed,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
    for (const c of answer?.clips ?? []) {
      if (picked.length >= b.count) break;
      const m = fit(t, b, c.startSentence, c.endSentence);
      if (!m || picked.some((p) => m.startMs < p.endMs && p.startMs < m.endMs)) continue;
      picked.push({ ...m, ...modelCopy(c, copyFromWords(t.words, m, firstSentenceOf(t, m))), pickedBy: 'model' });
    }
  }
  const rest = scoreMoments(t, { ...b, count: b.count - picked.length }, picked);
  for (const m of rest) picked.push({ ...m, ...copyFromWords(t.words, m, firstSentenceOf(t, m)), pickedBy: 'scorer' });
  return picked.sort((x, y) => x.startMs - y.startMs);
}
