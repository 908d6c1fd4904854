import { join } from 'node:path';
import type { PhonemeTiming, TtsEngine, WordTiming } from './tts/types.ts';
import { WavWriter } from './tts/wav.ts';
import { RoomTone } from './audio/room-tone.ts';
import { speechRange } from './audio/trim.ts';
import { takeSamples } from './audio/pcm.ts';

/**
 * Room tone before the first word, between scenes, and after the last word. Clips are trimmed
 * to their speech (plus ~0.13 s of margin), so these are the pauses the listener hears.
 */
export const NARRATION_PADS = { leadMs: 350, gapMs: 450, tailMs: 700, minSceneMs: 1200 } as const;

export interface SceneTiming {
  /** Where the scene's picture starts and ends on the video timeline. */
  startMs: number;
  endMs: number;
}

export interface Narration {
  wavPath: string;
  sampleRate: number;
  durationMs: number;
  /** Every spoken word on the video timeline. */
  words: WordTiming[];
  /** Every speech sound on the video timeline (empty when the engine gave none). */
  phonemes: PhonemeTiming[];
  scenes: SceneTiming[];
  /** Time the engine spent aligning text to its audio (cloud voices without timestamps). */
  alignmentMs: number;
}

export interface NarrateOptions {
  engine: TtsEngine;
  voiceId: string;
  language: string;
  workDir: string;
  signal?: AbortSignal;
  onScene?: (done: number, total: number) => void;
}

/**
 * Speaks each scene and appends it to one WAV on disk. Each clip is trimmed to its speech; the
 * lead, the gaps and the tail are room tone, and room tone runs under the speech too, so the
 * narration never holds a stretch of exact digital silence. Scene boundaries sit in the middle
 * of the pause between two scenes' speech so a picture change never cuts a word.
 */
export async function narrate(sceneTexts: string[], opts: NarrateOptions): Promise<Narration> {
  let wav: WavWriter | undefined;
  let tone: RoomTone | undefined;
  const words: WordTiming[] = [];
  const phonemes: PhonemeTiming[] = [];
  const speech: { startMs: number; endMs: number }[] = [];
  const wavPath = join(opts.workDir, 'narration.wav');
  let alignmentMs = 0;
  try {
    for (const [i, text] of sceneTexts.entries()) {
      opts.signal?.throwIfAborted();
      const result = await opts.engine.synthesize(text, {
        voiceId: opts.voiceId,
        language: opts.language,
        workDir: opts.workDir,
        signal: opts.signal,
      });
      alignmentMs += result.alignmentMs ?? 0;
      if (!wav || !tone) {
        wav = new WavWriter(wavPath, result.sampleRate);
        tone = new RoomTone(result.sampleRate);
        wav.write(tone.make(NARRATION_PADS.leadMs));
      } else {
        if (result.sampleRate !== wav.sampleRate) {
          throw new Error(`TTS sample rate changed between scenes (${wav.sampleRate} -> ${result.sampleRate})`);
        }
        wav.write(tone.make(NARRATION_PADS.gapMs));
      }
      const all = takeSamples(result);
      const keep = speechRange(all, result.sampleRate);
      const startMs = wav.durationMs;
      const shiftMs = startMs - (keep.start / result.sampleRate) * 1000;
      const clipMs = ((keep.end - keep.start) / result.sampleRate) * 1000;
      wav.write(tone.mixInto(all.slice(keep.start, keep.end)));
      if (clipMs < NARRATION_PADS.minSceneMs) wav.write(tone.make(NARRATION_PADS.minSceneMs - clipMs));
      // Timings move with the trim; anything the trim cut is clamped to the kept clip.
      const place = (ms: number) => Math.min(startMs + clipMs, Math.max(startMs, ms + shiftMs));
      for (const w of result.words) words.push({ word: w.word, startMs: place(w.startMs), endMs: place(w.endMs) });
      for (const p of result.phonemes ?? []) {
        const startP = place(p.startMs);
        const endP = place(p.endMs);
        if (endP > startP) phonemes.push({ phoneme: p.phoneme, startMs: Math.round(startP), endMs: Math.round(endP) });
      }
      speech.push({ startMs, endMs: wav.durationMs });
      opts.onScene?.(i + 1, sceneTexts.length);
    }
    if (!wav || !tone) throw new Error('no scenes to narrate');
    wav.write(tone.make(NARRATION_PADS.tailMs));
  } finally {
    wav?.close();
  }
  const durationMs = wav.durationMs;
  return {
    wavPath,
    sampleRate: wav.sampleRate,
    durationMs,
    words: roundWords(words),
    phonemes,
    scenes: sceneBounds(speech, durationMs),
    alignmentMs,
  };
}

/** Scene i runs from the midpoint of the pause before it to the midpoint of the pause after. */
export function sceneBounds(speech: { startMs: number; endMs: number }[], durationMs: number): SceneTiming[] {
  return speech.map((s, i) => {
    const prev = speech[i - 1];
    const next = speech[i + 1];
    return {
      startMs: prev ? Math.round((prev.endMs + s.startMs) / 2) : 0,
      endMs: next ? Math.round((s.endMs + next.startMs) / 2) : Math.round(durationMs),
    };
  });
}

function roundWords(words: WordTiming[]): WordTiming[] {
  return words.map((w) => ({ word: w.word, startMs: Math.round(w.startMs), endMs: Math.round(w.endMs) }));
}
