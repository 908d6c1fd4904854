import { closeSync, openSync, readSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PhonemeTiming, SynthesisResult, TtsEngine, WordTiming } from './tts/types.ts';
import { WavWriter, parseWavHeader } from './tts/wav.ts';

/** Silence before the first word, between scenes, and after the last word. */
export const NARRATION_PADS = { leadMs: 300, gapMs: 350, tailMs: 600, minSceneMs: 1200 } as const;

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
 * Speaks each scene and appends it to one WAV on disk. Scene boundaries sit in the middle of
 * the pause between two scenes' speech so a picture change never cuts a word.
 */
export async function narrate(sceneTexts: string[], opts: NarrateOptions): Promise<Narration> {
  let wav: WavWriter | undefined;
  const words: WordTiming[] = [];
  const phonemes: PhonemeTiming[] = [];
  const speech: { startMs: number; endMs: number }[] = [];
  const wavPath = join(opts.workDir, 'narration.wav');
  try {
    for (const [i, text] of sceneTexts.entries()) {
      opts.signal?.throwIfAborted();
      const result = await opts.engine.synthesize(text, {
        voiceId: opts.voiceId,
        language: opts.language,
        workDir: opts.workDir,
        signal: opts.signal,
      });
      if (!wav) {
        wav = new WavWriter(wavPath, result.sampleRate);
        wav.writeSilence(NARRATION_PADS.leadMs);
      } else {
        if (result.sampleRate !== wav.sampleRate) {
          throw new Error(`TTS sample rate changed between scenes (${wav.sampleRate} -> ${result.sampleRate})`);
        }
        wav.writeSilence(NARRATION_PADS.gapMs);
      }
      const startMs = wav.durationMs;
      appendAudio(wav, result);
      const spokenMs = wav.durationMs - startMs;
      if (spokenMs < NARRATION_PADS.minSceneMs) wav.writeSilence(NARRATION_PADS.minSceneMs - spokenMs);
      for (const w of result.words) {
        words.push({ word: w.word, startMs: w.startMs + startMs, endMs: w.endMs + startMs });
      }
      for (const p of result.phonemes ?? []) {
        phonemes.push({ phoneme: p.phoneme, startMs: Math.round(p.startMs + startMs), endMs: Math.round(p.endMs + startMs) });
      }
      speech.push({ startMs, endMs: wav.durationMs });
      opts.onScene?.(i + 1, sceneTexts.length);
    }
    if (!wav) throw new Error('no scenes to narrate');
    wav.writeSilence(NARRATION_PADS.tailMs);
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

/** Copies an engine's audio into the narration in 64 KB pieces, then drops the engine's file. */
function appendAudio(wav: WavWriter, result: SynthesisResult): void {
  if ('pcm' in result) {
    wav.write(result.pcm);
    return;
  }
  const fd = openSync(result.wavPath, 'r');
  try {
    const head = Buffer.alloc(4096);
    const headLen = readSync(fd, head, 0, head.length, 0);
    const info = parseWavHeader(head.subarray(0, headLen));
    if (info.bitsPerSample !== 16 || info.channels !== 1) {
      throw new Error(`TTS audio must be 16-bit mono, got ${info.bitsPerSample}-bit x${info.channels}`);
    }
    const buf = Buffer.alloc(65536);
    let pos = info.dataOffset;
    let left = info.dataBytes;
    while (left > 0) {
      const n = readSync(fd, buf, 0, Math.min(buf.length, left), pos);
      if (n <= 0) break;
      wav.write(buf.subarray(0, n - (n % 2)));
      pos += n;
      left -= n;
    }
  } finally {
    closeSync(fd);
    rmSync(result.wavPath, { force: true });
  }
}
