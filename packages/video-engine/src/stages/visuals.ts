import { join } from 'node:path';
import { defaultCacheDir } from '../cache-dir.ts';
import type { ChunkInputs } from '../encode.ts';
import { chunkSegments } from '../ffmpeg/presenter-graph.ts';
import { prepareFontsDir } from '../fonts/registry.ts';
import type { Narration } from '../narration.ts';
import type { PresenterPlan } from '../plan.ts';
import { presenterYuvaFrames, type PrepassTimer } from '../presenter/prepass.ts';
import type { PresenterSpec } from '../spec.ts';
import { scenesToFrames, totalFramesFor, type FrameSpan } from '../timeline.ts';
import { prepareMotionGraphics, type MotionGraphics } from '../visuals/motion-graphics.ts';
import { designCacheIn } from '../visuals/design-cache.ts';
import { oversize } from '../visuals/motion.ts';
import { templateFor } from '../visuals/scenes/index.ts';
import { presenterPlan, talkingSegments } from '../visuals/presenter.ts';
import { TITLE_MS } from '../visuals/shots.ts';
import type { RenderContext } from './context.ts';
import type { FramePlan } from './layout.ts';

export interface Visuals {
  totalFrames: number;
  /** When the title card gives way to the first scene (ms). */
  titleEndMs: number;
  /** Shots with their backgrounds, pans, clips and kinetic type. */
  graphics: MotionGraphics;
  /** Font directory handed to libass. */
  fontsDir: string;
  presenter?: PresenterPlan;
  /** Filled in while the passes encode (the talking presenter is drawn then). */
  prepass: PrepassTimer;
  /** The talking presenter's raw frames for each pass; absent without one. */
  inputsFor?: ChunkInputs;
}

/** Stage 4: the pictures: motion graphics and footage per shot, the fonts, the presenter. */
export async function prepareVisuals(ctx: RenderContext, narration: Narration, layout: FramePlan): Promise<Visuals> {
  const { spec, options, report, workDir } = ctx;
  report('visuals', 0);
  const { width, height, fps } = spec;
  const totalFrames = totalFramesFor(narration.durationMs, fps);
  const sceneSpans = scenesToFrames(narration.scenes, fps, totalFrames);
  const titleEndMs = Math.min(TITLE_MS, narration.durationMs);
  const graphics = await prepareMotionGraphics({
    spec,
    spans: sceneSpans,
    words: narration.words,
    frame: layout.stageFrame,
    size: oversize(width, height),
    titleEndMs,
    lowerThird:
      layout.placed?.bar && spec.presenter
        ? { bar: layout.placed.bar, box: layout.placed.box, name: spec.presenter.name }
        : undefined,
    ffmpegPath: ctx.ffmpegPath,
    workDir,
    signal: options.signal,
    onSpawn: options.onFfmpegSpawn,
    onDone: (done, total) => report('visuals', done / total),
    // In cached segments (the render graph) a design is drawn only if its segment is encoded.
    lazy: Boolean(options.segments && options.segmentCache && !spec.presenter?.landmarks),
    designCache: designCacheIn(options.cacheDir ?? defaultCacheDir()),
    clipSeconds: await ctx.clipSeconds,
  });
  const fontsDir =
    options.fontsDir ??
    (await prepareFontsDir(join(workDir, 'fonts'), spec.font, [
      spec.title,
      ...spec.scenes.flatMap((s) => [s.text, ...(s.keywords ?? []), ...templateFor(s).phrases(s)]),
    ]));
  const presenter = spec.presenter && layout.placed ? presenterPlan(spec.presenter, layout.placed.box) : undefined;
  const prepass: PrepassTimer = { ms: 0, cpuMs: 0 };
  const inputsFor =
    presenter && spec.presenter?.landmarks
      ? talkingPresenter(spec.presenter, presenter, { landmarks: spec.presenter.landmarks, layout, narration, sceneSpans, totalFrames, fps, prepass })
      : undefined;
  return { totalFrames, titleEndMs, graphics, fontsDir, presenter, prepass, inputsFor };
}

interface TalkingInput {
  landmarks: number[];
  layout: FramePlan;
  narration: Narration;
  sceneSpans: FrameSpan[];
  totalFrames: number;
  fps: number;
  prepass: PrepassTimer;
}

/**
 * The talking face is drawn while each pass encodes and streamed into it as raw frames (no clip
 * to encode, store and decode again). Marks `presenter` as talking, which the passes read.
 */
function talkingPresenter(spec: PresenterSpec, presenter: PresenterPlan, t: TalkingInput): ChunkInputs {
  presenter.talking = talkingSegments(t.layout.scenePlaces ?? [], t.sceneSpans);
  const clip = {
    imagePath: spec.imagePath,
    landmarks: t.landmarks,
    fps: t.fps,
    frames: t.totalFrames,
    phonemes: t.narration.phonemes,
    words: t.narration.words,
    frame: spec.frame,
    mattePath: spec.mattePath,
    border: spec.borderColor,
  };
  return (chunk) =>
    chunkSegments(presenter, chunk.startFrame, chunk.endFrame).map(({ segment, from, to }) =>
      presenterYuvaFrames({ ...clip, size: segment.size }, from, to, t.prepass),
    );
}
