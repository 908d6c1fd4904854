import { defaultCacheDir } from '../cache-dir.ts';
import { join } from 'node:path';
import { normaliseMix, type LoudnessReport } from '../audio/loudness.ts';
import { musicBedPath } from '../music/bed.ts';
import type { Narration } from '../narration.ts';
import { DEFAULT_ENCODER, type AudioPlan } from '../plan.ts';
import type { RenderSpec } from '../spec.ts';
import { totalFramesFor } from '../timeline.ts';
import { aacArgs } from '../ffmpeg/args.ts';
import type { RenderContext } from './context.ts';

export interface MixJob {
  /**
   * The music under the narration, resolved to a file: a built-in bed is made (once per cache
   * dir, ~0.6 s) beside the visuals, not ahead of them.
   */
  music: Promise<{ path: string; volume: number } | undefined>;
  /** Where the finished (normalised) mix is written, as AAC. */
  mixPath: string;
  /** The loudness passes, still running; awaited only by the encode stage. */
  done: Promise<{ report: LoudnessReport; ms: number }>;
}

/**
 * Stage 3: starts the sound mix without waiting for it. The mix is loudness-normalised on its
 * own (audio only, ebur128 readings and one writing pass) while the visuals are prepared: one is ffmpeg on the
 * sound, the other sharp and JS on the pictures, so on two cores they overlap instead of adding up.
 */
export async function startMix({ spec, options, caps, workDir, run }: RenderContext, narration: Narration): Promise<MixJob> {
  const music = resolveMusic(spec.music, options.cacheDir);
  const audioPlan = (m: Awaited<typeof music>): AudioPlan => ({
    narrationPath: narration.wavPath,
    music: m,
    durationSec: totalFramesFor(narration.durationMs, spec.fps) / spec.fps,
    duck: caps.filters.has('sidechaincompress'),
  });
  // Written as the video's AAC track here, beside the visuals, so the video passes (and the
  // join) copy it rather than encode sound on the thread that runs their filters.
  const mixPath = join(workDir, 'mix.m4a');
  const encoder = { ...DEFAULT_ENCODER, ...options.encoder };
  const done = music.then(async (m) => {
    const started = performance.now();
    const report = await normaliseMix(audioPlan(m), encoder.sampleRate, mixPath, (a) => run(a), [...aacArgs(encoder), '-f', 'mp4']);
    return { report, ms: performance.now() - started };
  });
  // Awaited later; a visuals failure first must not leave this rejection unhandled.
  done.catch(() => undefined);
  return { music, mixPath, done };
}

/** The music file for the mix: the creator's own, or a built-in bed made once per cache dir. */
async function resolveMusic(music: RenderSpec['music'], cacheDir = defaultCacheDir()) {
  if (!music) return undefined;
  const path = music.path ?? (music.mood ? await musicBedPath(music.mood, cacheDir) : undefined);
  return path ? { path, volume: music.volume } : undefined;
}
