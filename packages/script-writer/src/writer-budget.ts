// How many words fill a video's length when the built-in voice speaks them. Measured with eSpeak NG
// at its default voices' 165 words a minute (packages/video-engine narration.ts speaks each scene
// and pads the narration: 0.35 s before, 0.45 s between scenes, 0.7 s after): English runs at
// about 2.95 words a second between those pauses, Spanish a little slower, German's long compounds
// slower still. The contract's 2.5 (WORDS_PER_SECOND) is a neural voice's pace; with eSpeak it
// left 60 s videos at 50-55 s.

/** Spoken words a second, between the narration's pads, by base language. */
export const SPEAKING_RATE: Readonly<Record<string, number>> = { en: 2.95, es: 2.75, pt: 2.8, it: 2.8, fr: 2.8, de: 2.5, nl: 2.6 };
const DEFAULT_RATE = 2.6;
/** Seconds of the narration's lead, tail and gaps between scenes that no word fills. */
const PAD_SECONDS = 2.5;

/** Within this share of the asked length, a script is the right length (issue 24: 10%; writers aim inside it). */
export const LENGTH_TOLERANCE = 0.1;

export function speakingRate(language: string): number {
  return SPEAKING_RATE[language.toLowerCase().split('-')[0] ?? ''] ?? DEFAULT_RATE;
}

/** The words that fill `seconds` in `language`. */
export function wordBudget(seconds: number, language: string): number {
  return Math.round(Math.max(seconds * 0.5, seconds - PAD_SECONDS) * speakingRate(language));
}

/** Seconds `words` take to say in `language`. */
export function spokenSecondsOf(words: number, language: string): number {
  return words / speakingRate(language) + PAD_SECONDS;
}

/** Below this many words (about 20 s) a script's hook and outro must be brief to leave room for a point. */
export const SHORT_SCRIPT_WORDS = 60;

/** The lines of at most `room` words (by `words`), or else the shortest few. */
export function briefest(lines: readonly string[], words: (line: string) => number, room: number): string[] {
  const fit = lines.filter((l) => words(l) <= room);
  if (fit.length || !lines.length) return fit;
  const least = Math.min(...lines.map(words));
  return lines.filter((l) => words(l) <= least + 2);
}
