import type { WordTiming } from '@reelforge/video-engine';
import { keyTerms, termOf } from './key-terms.ts';
import type { Moment } from './moments.ts';

/** What a clip is posted with. */
export interface ClipCopy {
  title: string;
  description: string;
  hashtags: string[];
}

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 500;
export const HASHTAGS_MAX = 5;

/** Cut at a word boundary, with an ellipsis when something was cut. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const at = cut.lastIndexOf(' ');
  return `${(at > max / 2 ? cut.slice(0, at) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** "#word", letters and digits only; '' when nothing is left. */
export function hashtag(raw: string): string {
  const body = raw.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]+/gu, '');
  return body ? `#${body}` : '';
}

/**
 * A clip's copy without a model: its first sentence as the title, its words as the description,
 * and the speaker's key terms it contains as hashtags.
 */
export function copyFromWords(words: WordTiming[], m: Moment, firstSentence: string): ClipCopy {
  const span = words.slice(m.first, m.last + 1);
  const text = span.map((w) => w.word).join(' ');
  const terms = keyTerms(words);
  const seen = new Set<string>();
  const ranked = span
    .map((w) => termOf(w.word))
    .filter((t) => t && terms.has(t) && !seen.has(t) && seen.add(t))
    .sort((a, b) => (terms.get(b) ?? 0) - (terms.get(a) ?? 0));
  return {
    title: clip(firstSentence || text, TITLE_MAX),
    description: clip(text, DESCRIPTION_MAX),
    hashtags: ranked.slice(0, HASHTAGS_MAX).map(hashtag).filter(Boolean),
  };
}
