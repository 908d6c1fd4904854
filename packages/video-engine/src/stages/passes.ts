import { availableParallelism } from 'node:os';
import { writeChunkFiles } from '../chunk-files.ts';
import { spokenWordColor } from '../captions/spoken.ts';
import { canCrossfade } from '../ffmpeg/capabilities.ts';
import type { Narration } from '../narration.ts';
import type { RenderPlan } from '../plan.ts';
import { buildPlan, TRANSITION_SEC } from '../plan-builder.ts';
import { segmentClockFrame } from '../segment-clock.ts';
import { laneChunks, sceneChunks, type SegmentChunk } from '../segments.ts';
import { planChunks } from '../timeline.ts';
import type { RenderContext } from './context.ts';
import type { FramePlan } from './layout.ts';
import type { Visuals } from './visuals.ts';

export interface PassesInput {
  narration: Narration;
  layout: FramePlan;
  visuals: Visuals;
  music?: { path: string; volume: number };
  /** Where the encode writes the video. */
  outputPath: string;
}

/**
 * Stage 5: splits the shots into ffmpeg passes, writes each pass's caption and presenter script,
 * and assembles the plain-data plan the argument builders work from.
 */
export async function planPasses({ spec, options, caps, workDir }: RenderContext, input: PassesInput): Promise<RenderPlan> {
  const { narration, layout, visuals, music } = input;
  const { graphics, presenter } = visuals;
  // Shots (2-5 s each) are what the scene graph renders from here on.
  const spans = graphics.shots;
  const isClip = graphics.clips.map(Boolean);
  // Segments count their scripts from their own clocks, except with a talking presenter, whose
  // frames are drawn on the video's (it is not cached either: see encodeVideo).
  const ownClock = (c: SegmentChunk) => (presenter?.talking ? c : { ...c, clockFrame: segmentClockFrame(c.startFrame, spec.fps) });
  const crossfade = options.transition ? options.transition === 'crossfade' : canCrossfade(caps);
  const fade = { crossfade, frames: Math.round(TRANSITION_SEC * spec.fps) };
  // Passes of a size the caller set are that size, one at a time (or shared, ADR 0027).
  const lanes = lanesFor(options.lanes ?? (options.maxScenesPerChunk ? 1 : undefined), spans.length, visuals.totalFrames / spec.fps);
  const passes = options.segments
    ? sceneChunks(spans, fade).map(ownClock)
    : lanes > 1
      ? laneChunks(spans, fade, laneParts(lanes, isClip), (i) => (isClip[i] ? CLIP_FRAME_COST : 1))
      : planChunks(
        spans,
        options.maxScenesPerChunk ?? scenesPerPass(spans.length, isClip.filter(Boolean).length),
        spans.length > SINGLE_PASS_MAX ? { is: isClip, max: LONG_PASS_CLIPS } : undefined,
      );
  const chunks = await writeChunkFiles(passes, {
    workDir,
    fps: spec.fps,
    layout: layout.layout,
    title: spec.title,
    titleEndMs: visuals.titleEndMs,
    lines: spec.captions.enabled ? layout.lines : [],
    style: spec.captions.style,
    ass: {
      placement: layout.frame.captionBand ? { position: spec.captions.position, band: layout.frame.captionBand } : undefined,
      color: spec.captions.color,
      // The spoken word takes a brand (or theme) colour made readable on what is behind it,
      // unless the captions name their own.
      highlightColor: spec.captions.highlightColor ?? spokenWordColor(spec.theme, spec.captions.style, spec.brandColors),
      font: spec.font,
      overlay: graphics.overlay,
    },
    presenter,
    words: narration.words,
  });
  return buildPlan({
    spec,
    narration,
    totalFrames: visuals.totalFrames,
    spans,
    backgrounds: graphics.backgrounds,
    pans: graphics.pans,
    clips: graphics.clips,
    chunks,
    lanes: options.segments ? 1 : lanes,
    presenter,
    logo: layout.logo,
    music,
    crossfade,
    duck: caps.filters.has('sidechaincompress'),
    encoder: options.encoder,
    fontsDir: visuals.fontsDir,
    outputPath: input.outputPath,
  });
}

/**
 * Up to 24 shots render in one pass (fastest). Longer videos go in passes of 6 scenes, each
 * holding fewer background frames, with a leaner x264 (see plan-builder); so does a video with
 * more footage shots than CLIPS_PER_PASS_MAX, since every clip of a pass is opened (a decoder
 * and its frames, ~25 MB at 1080x1920) when the pass starts.
 */
export function scenesPerPass(sceneCount: number, clipCount = 0): number {
  if (sceneCount > SINGLE_PASS_MAX) return 6;
  // Footage passes of even length: a minute of stock (18 clips) in two passes of 9 peaked at
  // about 560 MB where one pass took 878 MB; each extra pass costs some CPU (fonts, x264 start).
  return Math.ceil(sceneCount / Math.ceil(clipCount / CLIPS_PER_PASS_MAX || 1));
}

/**
 * Passes a short video encodes at once (see laneChunks): two on a machine with two or more cores,
 * for a video long enough that a second ffmpeg's start-up and the join pay for themselves. Long
 * videos keep one pass at a time: their passes are sized to a memory budget.
 */
export function lanesFor(wanted: number | undefined, shots: number, seconds: number): number {
  if (shots > SINGLE_PASS_MAX) return 1;
  if (wanted !== undefined) return Math.max(1, Math.floor(wanted));
  return availableParallelism() >= 2 && seconds >= LANES_MIN_SEC ? 2 : 1;
}

/**
 * A footage frame (decoded, scaled, encoded from texture) against a designed one, in a lane's
 * time: the bench's 60 s cases took 20.7 and 10.3 ms a frame.
 */
const CLIP_FRAME_COST = 2;

/**
 * Footage shots in one pass of a lane: each open clip holds a decoder and its frames, so two
 * lanes of 9 clips each peaked at 1013 MB of ffmpeg on the bench's 60 s stock video (one pass at
 * a time: 537 MB); four passes of at most 5 clips, two at a time, 773 MB. Passes come in a
 * multiple of the lanes: a last pass alone (five for two lanes) ran on one core for 5 s.
 */
const LANE_PASS_CLIPS = 5;

/** Parts for `lanes`: one a lane, more (a multiple of the lanes) when footage would crowd a pass. */
const laneParts = (lanes: number, isClip: boolean[]) => lanes * Math.max(1, Math.ceil(isClip.filter(Boolean).length / LANE_PASS_CLIPS / lanes));

/** Shorter videos render in one pass (a second ffmpeg start and the join cost ~0.3 s). */
const LANES_MIN_SEC = 20;

/** Footage shots one pass may open. */
const CLIPS_PER_PASS_MAX = 10;

/**
 * Footage shots in one pass of a long video, held to the memory budget: on the 2-minute stock
 * bench, passes of 6 clips peaked at 449 MB of ffmpeg and passes of 4 at 386 MB (and ran 14%
 * faster: fewer decoders' frames competing for the cache).
 */
const LONG_PASS_CLIPS = 4;

/** Shots (2-5 s each) rendered in one pass: a minute of video is about 18. */
const SINGLE_PASS_MAX = 24;
