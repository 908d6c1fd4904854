import type { WordTiming } from '../tts/types.ts';
import { alignTimings } from '../align/align.ts';
import { resample } from '../audio/pcm.ts';
import type { EspeakReference } from '../tts/reference.ts';

/** One subtitle cue: its text and when it is on screen, in milliseconds from the recording's start. */
export interface Cue {
  startMs: number;
  endMs: number;
  text: string;
}

export interface CueAudio {
  samples: Int16Array;
  sampleRate: number;
}

/**
 * Word times for an uploaded transcript: a subtitle file says when each line is spoken, not each
 * word, so every cue's text is rendered by eSpeak (which knows where it put each word) and that
 * rendering is aligned onto the cue's stretch of the recording. A language eSpeak cannot speak
 * gets the cue's time shared out by word length.
 */
export async function wordsForCues(audio: CueAudio, cues: Cue[], reference: EspeakReference, opts: { language: string; workDir: string; signal?: AbortSignal }): Promise<WordTiming[]> {
  const out: WordTiming[] = [];
  for (const cue of cues) {
    opts.signal?.throwIfAborted();
    const words = cue.text.split(/\s+/).filter(Boolean);
    if (!words.length || cue.endMs <= cue.startMs) continue;
    const ref = await reference.render(cue.text, { voiceId: 'voice1', language: opts.language, workDir: opts.workDir, signal: opts.signal });
    const from = Math.max(0, Math.floor((cue.startMs / 1000) * audio.sampleRate));
    const to = Math.min(audio.samples.length, Math.ceil((cue.endMs / 1000) * audio.sampleRate));
    if (!ref || !ref.words.length || to - from < audio.sampleRate / 10) {
      out.push(...shareByLength(words, cue));
      continue;
    }
    const target = resample(audio.samples.subarray(from, to), audio.sampleRate, ref.sampleRate);
    const aligned = alignTimings(ref, { samples: target, sampleRate: ref.sampleRate });
    const offset = (from / audio.sampleRate) * 1000;
    for (const w of aligned.words) {
      out.push({ word: w.word, startMs: Math.round(offset + w.startMs), endMs: Math.round(offset + w.endMs) });
    }
  }
  return out;
}

/** The cue's span shared among its words by their letters, the best guess without audio. */
export function shareByLength(words: string[], cue: Cue): WordTiming[] {
  const total = words.reduce((n, w) => n + w.length, 0) || 1;
  const span = cue.endMs - cue.startMs;
  let at = cue.startMs;
  return words.map((word) => {
    const startMs = Math.round(at);
    at += (span * word.length) / total;
    return { word, startMs, endMs: Math.round(at) };
  });
}
