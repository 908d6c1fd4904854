import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { renderSpecSchema, type RenderSpec, type RenderSpecInput } from './spec.ts';
import { musicBedPath } from './music/bed.ts';
import { safeAreaFor } from './platforms.ts';
import { createTtsEngine } from './tts/factory.ts';
import { narrate } from './narration.ts';
import { groupWords } from './captions/group.ts';
import { assLayout, maxLineChars } from './captions/ass.ts';
import { buildSrt, buildVtt } from './captions/srt.ts';
import { resolveFfmpeg } from './ffmpeg/resolve.ts';
import { canCrossfade, detectCapabilities, missingRequiredFilters } from './ffmpeg/capabilities.ts';
import { buildThumbnailArgs } from './ffmpeg/args.ts';
import { encodeVideo, type ChunkInputs } from './encode.ts';
import { runFfmpeg } from './ffmpeg/run.ts';
import { normaliseMix } from './audio/loudness.ts';
import { prepareMotionGraphics } from './visuals/motion-graphics.ts';
import { avoiding, frameLayout, type Rect } from './visuals/layout.ts';
import { captionAccent } from './visuals/themes.ts';
import { familyFor, prepareFontsDir } from './fonts/registry.ts';
import { oversize } from './visuals/motion.ts';
import { presenterPlan, talkingSegments } from './visuals/presenter.ts';
import { prepareLogo } from './visuals/logo.ts';
import { placePresenter, presenterScenes } from './visuals/presenter-layout.ts';
import { presenterYuvaFrames, type PrepassTimer } from './presenter/prepass.ts';
import { chunkSegments } from './ffmpeg/presenter-graph.ts';
import { planChunks, scenesToFrames, totalFramesFor } from './timeline.ts';
import { buildPlan } from './plan-builder.ts';
import { progressReporter } from './progress.ts';
import { TITLE_MS } from './visuals/shots.ts';
import { outputPaths } from './outputs.ts';
import { writeChunkFiles } from './chunk-files.ts';
import type { RenderOptions, RenderResult } from './render-options.ts';
import { DEFAULT_ENCODER, type AudioPlan } from './plan.ts';

export type { RenderOptions, RenderResult } from './render-options.ts';

/** Renders a spec to an MP4 plus thumbnail and caption sidecars. `out` is a .mp4 path or a directory. */
export async function render(
  specInput: RenderSpecInput,
  out: string,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const spec = renderSpecSchema.parse(specInput);
  const { signal } = options;
  const report = progressReporter(options.onProgress);
  const ffmpegPath = options.ffmpegPath ?? resolveFfmpeg();
  const caps = await detectCapabilities(ffmpegPath);
  const missing = missingRequiredFilters(caps, spec.captions.enabled || spec.title.trim() !== '');
  if (missing.length) throw new Error(`${ffmpegPath} lacks required filters: ${missing.join(', ')}`);
  const paths = outputPaths(out);
  await mkdir(dirname(paths.videoPath), { recursive: true });
  const work = await mkdtemp(join(options.tmpDir ?? tmpdir(), 'reelforge-render-'));
  // Written beside the destination so the final rename is atomic.
  const partial = `${paths.videoPath}.partial`;
  const run = (args: string[], onOutTime?: (s: number) => void, inputs?: AsyncIterable<Buffer>[]) =>
    runFfmpeg(ffmpegPath, args, { signal, onOutTime, onSpawn: options.onFfmpegSpawn, inputs });
  try {
    report('narration', 0);
    // An engine made here is disposed right after narration, so its memory is gone before
    // ffmpeg starts; an engine passed in belongs to the caller.
    const engine = options.tts ?? createTtsEngine(spec.voice.engine, options.ttsCredentials);
    const narration = await narrate(
      spec.scenes.map((s) => s.text),
      {
        engine,
        voiceId: spec.voice.voiceId,
        language: spec.voice.language,
        workDir: work,
        signal,
        onScene: (done, total) => report('narration', done / total),
      },
    ).finally(() => (options.tts ? undefined : engine.dispose?.()));

    report('captions', 0);
    const { width, height, fps } = spec;
    const safe = safeAreaFor(spec.platform, width, height);
    const frame = frameLayout(width, height, safe, spec.captions);
    // The presenter takes its place first; the title card and keywords get what is left.
    const pres = spec.presenter;
    const placed = pres ? placePresenter(pres.layout, pres.position, pres.size, frame) : undefined;
    // A talking presenter may change place between scenes (intro-outro); stills keep the bubble.
    const scenePlaces = pres?.landmarks
      ? presenterScenes(pres.layout, pres.position, pres.size, frame, spec.scenes.length)
      : undefined;
    const placedFrame = placed ? { ...frame, stage: placed.stage, sceneStages: scenePlaces?.map((p) => p.stage) } : frame;
    // The logo keeps its corner: titles, keywords and emoji are laid out clear of it.
    const logo = spec.logo ? await prepareLogo(spec.logo, { width, height, safe }, work) : undefined;
    const logoRect = logo && { x: logo.x, y: logo.y, w: logo.width, h: logo.height };
    const clear = (r: Rect) => (logoRect ? avoiding(r, logoRect, Math.round(frame.captionSize * 0.3)) : r);
    const stageFrame = { ...placedFrame, stage: clear(placedFrame.stage), sceneStages: placedFrame.sceneStages?.map(clear) };
    const layout = { ...assLayout(width, height, safe, familyFor(spec.font)), captionSize: frame.captionSize };
    const lines = groupWords(narration.words, { maxWords: 4, maxChars: maxLineChars(layout), maxGapMs: 600 });

    // The mix is loudness-normalised on its own (audio only, two loudnorm passes) while the
    // visuals are prepared: one is ffmpeg on the sound, the other sharp and JS on the pictures,
    // so on two cores they overlap instead of adding up.
    const music = await resolveMusic(spec.music, options.cacheDir);
    const audioPlan: AudioPlan = {
      narrationPath: narration.wavPath,
      music,
      durationSec: totalFramesFor(narration.durationMs, fps) / fps,
      duck: caps.filters.has('sidechaincompress'),
    };
    const loudStart = performance.now();
    const mixPath = join(work, 'mix.wav');
    const loudnessRun = normaliseMix(audioPlan, { ...DEFAULT_ENCODER, ...options.encoder }.sampleRate, mixPath, (a) => run(a)).then(
      (r) => ({ report: r, ms: performance.now() - loudStart }),
    );
    // Awaited below; a visuals failure first must not leave this rejection unhandled.
    loudnessRun.catch(() => undefined);

    report('visuals', 0);
    const big = oversize(width, height);
    const totalFrames = totalFramesFor(narration.durationMs, fps);
    const sceneSpans = scenesToFrames(narration.scenes, fps, totalFrames);
    const titleEndMs = Math.min(TITLE_MS, narration.durationMs);
    const graphics = await prepareMotionGraphics({
      spec,
      spans: sceneSpans,
      words: narration.words,
      frame: stageFrame,
      size: big,
      titleEndMs,
      ffmpegPath,
      workDir: work,
      signal,
      onSpawn: options.onFfmpegSpawn,
      onDone: (done, total) => report('visuals', done / total),
    });
    // Shots (2-5 s each) are what the scene graph renders from here on.
    const spans = graphics.shots;
    const fontsDir =
      options.fontsDir ??
      (await prepareFontsDir(join(work, 'fonts'), spec.font, [
        spec.title,
        ...spec.scenes.flatMap((s) => [s.text, ...(s.keywords ?? [])]),
      ]));
    const presenter = spec.presenter && placed ? presenterPlan(spec.presenter, placed.box) : undefined;
    const prepass: PrepassTimer = { ms: 0, cpuMs: 0 };
    let inputsFor: ChunkInputs | undefined;
    if (presenter && spec.presenter?.landmarks) {
      // The talking face is drawn while each pass encodes and streamed into it as raw frames.
      presenter.talking = talkingSegments(scenePlaces ?? [], sceneSpans);
      const clip = {
        imagePath: spec.presenter.imagePath,
        landmarks: spec.presenter.landmarks,
        fps,
        frames: totalFrames,
        phonemes: narration.phonemes,
        words: narration.words,
        frame: spec.presenter.frame,
        border: spec.presenter.borderColor,
      };
      const talking = presenter;
      inputsFor = (chunk) =>
        chunkSegments(talking, chunk.startFrame, chunk.endFrame).map(({ segment, from, to }) =>
          presenterYuvaFrames({ ...clip, size: segment.size }, from, to, prepass),
        );
    }
    const isClip = graphics.clips.map(Boolean);
    const passes = planChunks(
      spans,
      options.maxScenesPerChunk ?? scenesPerPass(spans.length, isClip.filter(Boolean).length),
      spans.length > SINGLE_PASS_MAX ? { is: isClip, max: LONG_PASS_CLIPS } : undefined,
    );
    const chunks = await writeChunkFiles(passes, {
      workDir: work,
      fps,
      layout,
      title: spec.title,
      titleEndMs,
      lines: spec.captions.enabled ? lines : [],
      style: spec.captions.style,
      ass: {
        placement: frame.captionBand ? { position: spec.captions.position, band: frame.captionBand } : undefined,
        color: spec.captions.color,
        // The spoken word takes a brand colour (made readable) unless the captions name their own.
        highlightColor: spec.captions.highlightColor ?? captionAccent(spec.brandColors),
        font: spec.font,
        overlay: graphics.overlay,
      },
      presenter,
      words: narration.words,
    });
    const renderPlan = buildPlan({
      spec,
      narration,
      totalFrames,
      spans,
      backgrounds: graphics.backgrounds,
      pans: graphics.pans,
      clips: graphics.clips,
      chunks,
      presenter,
      logo,
      music,
      crossfade: options.transition ? options.transition === 'crossfade' : canCrossfade(caps),
      duck: caps.filters.has('sidechaincompress'),
      encoder: options.encoder,
      fontsDir,
      outputPath: partial,
    });

    report('encoding', 0);
    // The video passes just encode the normalised mix.
    const { report: loudness, ms: loudnessMs } = await loudnessRun;
    const encodePlan = { ...renderPlan, audio: { narrationPath: mixPath, duck: renderPlan.audio.duck } };
    await encodeVideo(encodePlan, work, run, (f) => report('encoding', f), inputsFor, options.encodeParts);

    report('thumbnail', 0);
    const durationSec = totalFrames / fps;
    const thumb = join(work, 'thumbnail.jpg');
    await run(buildThumbnailArgs(partial, Math.min(1, durationSec / 2), thumb));
    // Outputs appear only once everything worked: a failed render leaves nothing half-written.
    await copyFile(thumb, paths.thumbnailPath);
    await writeFile(paths.srtPath, buildSrt(lines));
    await writeFile(paths.vttPath, buildVtt(lines));
    await rename(partial, paths.videoPath);
    report('done', 1);
    return {
      ...paths,
      durationSec,
      width,
      height,
      words: narration.words,
      phonemes: narration.phonemes,
      audio: { loudness, loudnessMs, alignmentMs: narration.alignmentMs },
      designMs: graphics.designMs,
      credits: graphics.credits,
      presenterMs: prepass.ms,
      presenterCpuMs: prepass.cpuMs,
      presenterBox: presenter ? { x: presenter.x, y: presenter.y, width: presenter.width, height: presenter.width } : undefined,
      presenterSpans: presenter?.talking?.map((t) => ({ x: t.x, y: t.y, width: t.size, height: t.size, fromSec: t.fromFrame / fps, toSec: t.toFrame / fps })),
    };
  } finally {
    await rm(partial, { force: true });
    if (!options.keepWorkDir) await rm(work, { recursive: true, force: true });
  }
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

/** The music file for the mix: the creator's own, or a built-in bed made once per cache dir. */
async function resolveMusic(music: RenderSpec['music'], cacheDir = join(tmpdir(), 'reelforge-cache')) {
  if (!music) return undefined;
  const path = music.path ?? (music.mood ? await musicBedPath(music.mood, cacheDir) : undefined);
  return path ? { path, volume: music.volume } : undefined;
}
