import { copyFile, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { narrate } from './narration.ts';
import { createTtsEngine, type TtsCredentials } from './tts/factory.ts';
import type { TtsEngine } from './tts/types.ts';
import { normaliseMix, type LoudnessReport } from './audio/loudness.ts';
import { resolveFfmpeg } from './ffmpeg/resolve.ts';
import { runFfmpeg } from './ffmpeg/run.ts';

export interface VoiceSampleOptions {
  text: string;
  voiceId: string;
  language: string;
  /** The engine a video would use: its kind (made and disposed here) or an engine of the caller's. */
  engine: 'espeak' | 'openai' | 'elevenlabs' | TtsEngine;
  ttsCredentials?: TtsCredentials;
  ffmpegPath?: string;
  tmpDir?: string;
  signal?: AbortSignal;
}

export interface VoiceSample {
  /** 16-bit 44.1 kHz mono WAV. */
  path: string;
  durationMs: number;
  loudness: LoudnessReport;
}

/**
 * A short "Test voice" clip made exactly as a video's narration is: same engine and preset,
 * trimmed, room tone, loudness-normalised to -14 LUFS. Written to `outPath` (a .wav) only once
 * complete.
 */
export async function renderVoiceSample(outPath: string, opts: VoiceSampleOptions): Promise<VoiceSample> {
  const work = await mkdtemp(join(opts.tmpDir ?? tmpdir(), 'reelforge-voice-'));
  const owned = typeof opts.engine === 'string';
  const engine = typeof opts.engine === 'string' ? createTtsEngine(opts.engine, opts.ttsCredentials) : opts.engine;
  const ffmpegPath = opts.ffmpegPath ?? resolveFfmpeg();
  try {
    const narration = await narrate([opts.text], {
      engine,
      voiceId: opts.voiceId,
      language: opts.language,
      workDir: work,
      signal: opts.signal,
    }).finally(() => (owned ? engine.dispose?.() : undefined));
    const partial = join(work, 'sample.wav');
    const loudness = await normaliseMix({ narrationPath: narration.wavPath, duck: false }, 44100, partial, (args) =>
      runFfmpeg(ffmpegPath, args, { signal: opts.signal }),
    );
    // Copied beside the destination first (the temp dir may be another file system), then
    // renamed, so a reader never sees half a file.
    await copyFile(partial, `${outPath}.partial`);
    await rename(`${outPath}.partial`, outPath);
    return { path: outPath, durationMs: narration.durationMs, loudness };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
