import type { SCRIPT_PLATFORMS, Tone } from '@reelforge/contracts';

export type ScriptPlatform = (typeof SCRIPT_PLATFORMS)[number];

/**
 * Phrase banks for the built-in writer. Placeholders: {topic} {focus} {who} (capitalised forms
 * {Topic} {Focus} {Who} start the sentence), {minutes} {days} {runtime} {n} {points} {context}
 * {Title} {TitlePhrase}. Templates never make the topic the subject of a verb, so singular and
 * plural topics both read correctly ("about dogs", "about meal prep").
 */
export interface Angle {
  id: string;
  /** 1 = a strong opening point, 2 = practical, 3 = depth for longer videos. */
  group: 1 | 2 | 3;
  /** A short noun phrase for the recap ("the mistake to avoid"). */
  label: string;
  /**
   * Paragraph versions. Each is an ordered list of sentences; the first states the point on its
   * own (short videos use only the first one or two), later ones elaborate. Sentences that only
   * make sense together are one entry.
   */
  variants: string[][];
}

export interface ToneBank {
  /** Stand-alone opening lines; three become the result's hooks, the first opens the script. */
  hooks: string[];
  /** What the viewer will get. */
  promises: string[];
  /** Lead-ins before a point; {n} is the point number in words. */
  transitions: string[];
  /** Short lines of tone between points in longer scripts. */
  asides: string[];
  /** {points} is the list of covered points. */
  recaps: string[];
  closers: string[];
  /** {Title} is the topic as typed, {TitlePhrase} its noun-phrase form. */
  titles: string[];
  descriptions: string[];
  hashtags: string[];
}

export interface LanguageBank {
  tones: Record<Tone, ToneBank>;
  angles: Angle[];
  ctas: Record<ScriptPlatform, string[]>;
  platformTags: Record<ScriptPlatform, string[]>;
  /** Long form: a new section; {context} is a situation. */
  sectionOpeners: string[];
  contexts: string[];
  minutes: string[];
  days: string[];
  number(n: number): string;
  runtime(seconds: number): string;
  list(items: string[]): string;
  /** Last touches on the finished text (contractions, "de el" -> "del"). */
  polish(text: string, tone: Tone): string;
}
