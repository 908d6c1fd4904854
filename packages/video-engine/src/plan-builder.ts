import { availableParallelism } from 'node:os';
import type { RenderSpec } from './spec.ts';
import type { Narration } from './narration.ts';
import type { FrameSpan } from './timeline.ts';
import { DEFAULT_ENCODER, type ChunkPlan, type ClipRead, type EncoderPlan, type LogoPlan, type PresenterPlan, type RenderPlan } from './plan.ts';
import { oversize, panFor, type Pan } from './visuals/motion.ts';

export interface PlanInput {
  spec: RenderSpec;
  narration: Pick<Narration, 'wavPath'>;
  totalFrames: number;
  /** Shots (with their script scene) or plain spans. */
  spans: (FrameSpan & { sceneIndex?: number })[];
  backgrounds: string[];
  /** Per-span pans; default: corner-to-corner moves across the whole margin. */
  pans?: Pan[];
  /** Per-span footage clips (see ScenePlan.clip). */
  clips?: (ClipRead | undefined)[];
  chunks: ChunkPlan[];
  /** Passes encoded at once (lanes of a short video). */
  lanes?: number;
  presenter?: PresenterPlan;
  logo?: LogoPlan;
  /** The music file to mix under the narration (a built-in bed already resolved to its path). */
  music?: { path: string; volume: number };
  crossfade: boolean;
  duck: boolean;
  encoder?: Partial<EncoderPlan>;
  fontsDir?: string;
  outputPath: string;
}

export const TRANSITION_SEC = 0.4;

// Multi-pass (long) renders are held to a memory budget. x264 defaults to 1.5 threads per core
// and a 10-frame lookahead at veryfast; one thread per core and 5 frames hold ~65 MB fewer
// 1080x1920 frames for about the same speed (measured on 2 cores).
const LOW_MEMORY: Partial<EncoderPlan> = { threads: availableParallelism(), lookahead: 5 };

/**
 * Long videos' passes keep to the memory budget. Lanes (a short video's parts encoded at once)
 * share the cores: x264 with one thread per lane's share does the same work in less CPU than
 * frame threads (on 2 cores, 2 lanes of 1 thread encoded the 60 s bench video in 8.8 s where
 * x264's default 3 threads each took 9.5 s), and the lanes keep the cores busy between them.
 */
function encoderFor(chunks: number, lanes: number): Partial<EncoderPlan> {
  if (lanes > 1) return { threads: Math.max(1, Math.floor(availableParallelism() / lanes)) };
  return chunks > 1 ? LOW_MEMORY : {};
}

/** Assembles the plain-data plan the ffmpeg argument builders work from. */
export function buildPlan(p: PlanInput): RenderPlan {
  const { width, height, fps } = p.spec;
  const big = oversize(width, height);
  return {
    width,
    height,
    fps,
    totalFrames: p.totalFrames,
    oversize: big,
    scenes: p.spans.map((s, i) => ({
      startFrame: s.startFrame,
      endFrame: s.endFrame,
      backgroundPath: p.backgrounds[i] ?? '',
      pan: p.pans?.[i] ?? panFor(i, big.width - width, big.height - height),
      ...(s.sceneIndex === undefined ? {} : { sceneIndex: s.sceneIndex }),
      ...(p.clips?.[i] ? { clip: p.clips[i] } : {}),
    })),
    chunks: p.chunks,
    ...(p.lanes && p.lanes > 1 ? { lanes: p.lanes } : {}),
    transition: { kind: p.crossfade ? 'crossfade' : 'dip', frames: Math.round(TRANSITION_SEC * fps) },
    presenter: p.presenter,
    ...(p.logo ? { logo: p.logo } : {}),
    audio: {
      narrationPath: p.narration.wavPath,
      music: p.music,
      durationSec: p.totalFrames / fps,
      duck: p.duck,
    },
    encoder: { ...DEFAULT_ENCODER, ...encoderFor(p.chunks.length, p.lanes ?? 1), ...p.encoder },
    fontsDir: p.fontsDir,
    outputPath: p.outputPath,
  };
}
