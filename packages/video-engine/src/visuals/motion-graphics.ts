import { join } from 'node:path';
import type { RenderSpec } from '../spec.ts';
import type { WordTiming } from '../tts/types.ts';
import type { FrameSpan } from '../timeline.ts';
import type { AssEvent } from '../captions/ass-util.ts';
import { buildImagePrepArgs } from '../ffmpeg/args.ts';
import { runFfmpeg } from '../ffmpeg/run.ts';
import { cachedDraw } from './design-cache.ts';
import { designKey, writeDesignY4m, type DesignInput } from './design.ts';
import { emojiSvgPath } from './emoji.ts';
import { emojiIn } from './emoji-text.ts';
import { kineticEvents, lowerThirdEvents } from './kinetic.ts';
import { shotBoxes, stageOf, type FrameLayout, type Rect } from './layout.ts';
import { driftFor, panFor, type Pan } from './motion.ts';
import { fallbackKeywords, listBadges, planShots, type Shot } from './shots.ts';
import type { ClipRead } from '../plan.ts';
import { assignVisuals, type ShotVisual } from './footage.ts';
import { themeFor, type Theme } from './themes.ts';
import { templateFor, type SceneTemplate } from './scenes/index.ts';

export interface MotionGraphicsInput {
  spec: RenderSpec;
  spans: FrameSpan[];
  words: WordTiming[];
  frame: FrameLayout;
  size: { width: number; height: number };
  titleEndMs: number;
  /** The presenter's lower third (layout 'lower-third'): its name bar is drawn with the type. */
  lowerThird?: { bar: Rect; box: Rect; name?: string };
  ffmpegPath: string;
  workDir: string;
  signal?: AbortSignal;
  onSpawn?: (pid: number) => void;
  onDone?: (done: number, total: number) => void;
  /** Leave designed backgrounds undrawn, to be drawn per pass (MotionGraphics.lazy). */
  lazy?: boolean;
  /** Where drawn designs are kept between renders (design-cache.ts); none: always drawn. */
  designCache?: string;
  /** Footage lengths in seconds by path, where they could be read (see assignVisuals). */
  clipSeconds?: ReadonlyMap<string, number>;
}

export interface MotionGraphics {
  /** The units the scene graph renders (2-5 s each), replacing whole scenes. */
  shots: Shot[];
  backgrounds: string[];
  pans: Pan[];
  /** Per shot: the footage clip it plays (its background entry is then unused). */
  clips: (ClipRead | undefined)[];
  /** Credits of the footage and stills the shots show. */
  credits: string[];
  /** Kinetic type and the title card, for the ASS files. */
  overlay: AssEvent[];
  /** Time spent drawing the designed backgrounds (bench reports it). */
  designMs: number;
  /** With `lazy`: the designed backgrounds not drawn yet, by path (see LazyDesign). */
  lazy?: Map<string, LazyDesign>;
}

/**
 * A designed background drawn only when a pass needs it (a render in cached segments: an
 * unchanged scene's segment is taken from the cache and its backgrounds are never drawn).
 * `key` names its content (every input of the drawing), standing in for the file's hash.
 */
export interface LazyDesign {
  key: string;
  draw: () => Promise<void>;
  /** What is drawn, as data: a worker on another machine draws it itself (drawDesign) instead of fetching the file. */
  recipe: DesignRecipe;
}

/** A designed background as data: every input of its drawing, named by its content key. */
export interface DesignRecipe {
  key: string;
  input: DesignInput;
  fps: number;
}

/**
 * Draws a recipe's background at `path`, through the design cache at `cacheDir` when given. A
 * worker encoding another's segment draws its designs itself: a few tenths of a second of SVG
 * work each, against shipping a 3-5 MB raw frame through the storage and back.
 */
export function drawDesign(recipe: DesignRecipe, path: string, cacheDir?: string): Promise<void> {
  return cachedDraw(cacheDir, recipe.key, path, () => writeDesignY4m(recipe.input, path, recipe.fps))();
}

/**
 * Designed scenes: every scene becomes shots with their own layout; a shot without a library
 * image gets a themed background with its emoji drawn once, and every shot gets kinetic type.
 */
export async function prepareMotionGraphics(input: MotionGraphicsInput): Promise<MotionGraphics> {
  const { spec, frame, size } = input;
  const theme = themeFor(spec.theme, spec.brandColors);
  const templates = spec.scenes.map(templateFor);
  // Designed kinds (stat, list...) draw their data over the whole scene: their shots take no
  // keywords, and the data's phrases are on screen, so no keyword elsewhere repeats them.
  const perShot = (i: number) => templates[i]?.perShot ?? true;
  const keywords = spec.scenes.map((s, i) => (!perShot(i) ? [] : s.keywords?.length ? s.keywords : fallbackKeywords(s.text)));
  const shots = planShots({
    spans: input.spans,
    fps: spec.fps,
    wordStartsMs: input.words.map((w) => w.startMs),
    keywords,
    spare: spec.scenes.map((s, i) => (perShot(i) ? fallbackKeywords(s.text, 6) : [])),
    shown: [spec.title, ...spec.scenes.flatMap((s, i) => templates[i]?.phrases(s) ?? [])],
    ...titleCard(input, perShot(0)),
  });
  const footage = assignVisuals(spec.scenes, shots, spec.fps, input.clipSeconds);
  const hasEmoji = (i: number) => {
    const scene = spec.scenes[i];
    return Boolean(scene?.imagePath || scene?.visuals?.length || (scene?.emoji && emojiSvgPath(scene.emoji)));
  };
  // Emoji typed into the title or a keyword are drawn from Twemoji in the shot's emoji box (the
  // text itself drops them: no font here has them).
  const shotEmoji = (shot: Shot): string | undefined => {
    const scene = spec.scenes[shot.sceneIndex];
    // A designed kind lays out its own stage: its emoji only where its template made room.
    if (shot.layout !== 'title' && !perShot(shot.sceneIndex)) return kindEmoji.has(shot.sceneIndex) ? scene?.emoji : undefined;
    const drawable = (list: string[]) => list.find((e) => emojiSvgPath(e));
    if (shot.layout === 'title') return drawable(emojiIn(spec.title)) ?? scene?.emoji;
    return scene?.emoji ?? drawable(shot.keywords.flatMap(emojiIn));
  };
  const { events: overlay, emojiBoxes: kindEmoji } = sceneEvents(input, shots, templates, hasEmoji, theme);
  const boxesOf = (shot: Shot) => {
    const e = shot.layout !== 'title' ? kindEmoji.get(shot.sceneIndex) : undefined;
    return e ? { emoji: e, text: e, align: 'center' as const } : shotBoxes(stageOf(frame, shot.sceneIndex), shot.layout);
  };
  const images = new Map<string, string>();
  const backgrounds: string[] = [];
  const pans: Pan[] = [];
  const clips: MotionGraphics['clips'] = [];
  const mx = size.width - spec.width;
  const my = size.height - spec.height;
  const designs: (() => Promise<void>)[] = [];
  const lazy = new Map<string, LazyDesign>();
  let done = 0;
  // Each shot's look (pan path, design variant) counts from its own scene, not the video's start,
  // so a scene that gains or loses a shot in an edit leaves every later scene's pixels, and so its
  // cached segment, as they were.
  const firstOfScene = new Map<number, number>();
  for (const shot of shots) if (!firstOfScene.has(shot.sceneIndex)) firstOfScene.set(shot.sceneIndex, shot.index);
  const lookOf = (shot: Shot) => shot.sceneIndex * 3 + (shot.index - firstOfScene.get(shot.sceneIndex)!);
  for (const shot of shots) {
    input.signal?.throwIfAborted();
    const scene = spec.scenes[shot.sceneIndex];
    const visual: ShotVisual | undefined = footage.visuals[shot.index];
    clips.push(visual?.kind === 'video' ? { path: visual.path, startSec: visual.startSec, ...(visual.exact ? { exact: true } : {}) } : undefined);
    const imagePath = visual?.kind === 'image' ? visual.path : visual ? undefined : scene?.imagePath;
    if (visual?.kind === 'video') {
      backgrounds.push(visual.path);
      pans.push({ x0: 0, y0: 0, x1: 0, y1: 0 });
    } else if (imagePath) {
      let path = images.get(imagePath);
      if (!path) {
        path = join(input.workDir, `img-${images.size}.y4m`);
        await runFfmpeg(input.ffmpegPath, buildImagePrepArgs(imagePath, size, spec.fps, path), {
          signal: input.signal,
          onSpawn: input.onSpawn,
        }).catch((err: unknown) => {
          throw new Error(
            `scene ${shot.sceneIndex + 1}: could not read image ${imagePath}: ${err instanceof Error ? err.message : String(err)}`,
          );
        });
        images.set(imagePath, path);
      }
      backgrounds.push(path);
      pans.push(panFor(lookOf(shot), mx, my));
    } else {
      const path = join(input.workDir, `shot-${shot.index}.y4m`);
      const frame = { width: spec.width, height: spec.height };
      const design = { theme, size, frame, boxes: boxesOf(shot), emoji: shotEmoji(shot), variant: lookOf(shot), calm: shot.layout !== 'title' && !perShot(shot.sceneIndex) };
      const key = designKey(design, spec.fps);
      const draw = cachedDraw(input.designCache, key, path, () => writeDesignY4m(design, path, spec.fps));
      if (input.lazy) lazy.set(path, { key, draw: once(draw), recipe: { key, input: design, fps: spec.fps } });
      else designs.push(draw);
      backgrounds.push(path);
      pans.push(driftFor(lookOf(shot), mx, my));
      continue;
    }
    input.onDone?.(++done, shots.length);
  }
  // Two designs at a time: one is rasterised by sharp (off the main thread) while the other's
  // pixels are converted to YUV in JS, so the stage takes about half its serial time on two cores.
  const started = performance.now();
  await inParallel(designs, 2, () => input.onDone?.(++done, shots.length), input.signal);
  const designMs = performance.now() - started;
  if (input.lowerThird) {
    const endMs = Math.round((Math.max(0, ...input.spans.map((sp) => sp.endFrame)) / spec.fps) * 1000);
    overlay.push(...lowerThirdEvents(input.lowerThird, theme, spec.font, 0, endMs));
  }
  return { shots, backgrounds, pans, clips, credits: footage.credits, overlay, designMs, ...(input.lazy ? { lazy } : {}) };
}

/** Draws the given lazy designs (those not drawn yet), two at a time like the eager path. */
export function drawDesigns(designs: (LazyDesign | undefined)[]): Promise<void> {
  const todo = designs.filter((d): d is LazyDesign => Boolean(d)).map((d) => d.draw);
  return inParallel(todo, 2, () => undefined);
}

/** Runs `fn` at most once; later calls share its promise. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let p: Promise<void> | undefined;
  return () => (p ??= fn());
}

/** Runs `tasks` at most `width` at a time, in order, calling `onEach` as each ends. */
async function inParallel(tasks: (() => Promise<void>)[], width: number, onEach: () => void, signal?: AbortSignal) {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      signal?.throwIfAborted();
      await tasks[next++]!();
      onEach();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, lane));
}

/** Each scene's design drawn by its template (visuals/scenes/), the title card with the first. */
function sceneEvents(
  input: MotionGraphicsInput,
  shots: Shot[],
  templates: SceneTemplate[],
  hasEmoji: (i: number) => boolean,
  theme: Theme,
): { events: AssEvent[]; emojiBoxes: Map<number, Rect> } {
  const { spec, frame } = input;
  const emojiBoxes = new Map<number, Rect>();
  const ms = (f: number) => Math.round((f / spec.fps) * 1000);
  const kinetic = {
    fps: spec.fps,
    frame,
    theme,
    font: spec.font,
    words: input.words,
    title: spec.title,
    hasEmoji,
    badges: listBadges(spec.title, spec.scenes.map((s) => s.text)),
  };
  const events: AssEvent[] = [];
  spec.scenes.forEach((scene, sceneIndex) => {
    const template = templates[sceneIndex] ?? templateFor(scene);
    const own = shots.filter((s) => s.sceneIndex === sceneIndex);
    // The narration design draws shot by shot, the title card included; a kind draws once
    // over the scene's shots after the title card, which keeps its own design.
    const body = template.perShot ? own : own.filter((s) => s.layout !== 'title');
    const title = template.perShot ? [] : own.filter((s) => s.layout === 'title');
    if (title.length) events.push(...kineticEvents({ ...kinetic, shots: title }));
    const first = body[0];
    const last = body[body.length - 1];
    if (!first || !last) return;
    const fromMs = ms(first.startFrame);
    const toMs = ms(last.endFrame);
    const draw = {
      scene,
      sceneIndex,
      box: stageOf(frame, sceneIndex),
      fromMs,
      toMs,
      words: input.words.filter((w) => w.startMs >= fromMs - 300 && w.startMs < toMs),
      theme,
      font: spec.font,
      frame,
      shots: body,
      kinetic,
      onPicture: Boolean(scene.imagePath || scene.visuals?.length),
      // Drawn into designed backgrounds only: a picture scene has none to draw it into.
      emoji: scene.emoji && emojiSvgPath(scene.emoji) && !scene.imagePath && !scene.visuals?.length ? scene.emoji : undefined,
      shownBefore: spec.scenes.slice(0, sceneIndex).flatMap((s, k) => (templates[k] ?? templateFor(s)).phrases(s)),
    };
    events.push(...template.draw(draw));
    const e = template.perShot ? undefined : template.emojiBox?.(draw);
    if (e) emojiBoxes.set(sceneIndex, e);
  });
  return { events, emojiBoxes };
}

/**
 * How long the title card holds the first scene. A designed kind there (a stat as the hook)
 * keeps about 2 s of its own, the card at least 1.2 s: a short first scene would otherwise be
 * all title card and its data never shown.
 */
function titleCard(input: MotionGraphicsInput, narrationFirst: boolean): { titleEndMs: number; titleRestMinSec?: number } {
  const { spec } = input;
  if (!spec.title.trim()) return { titleEndMs: 0 };
  const first = input.spans[0];
  if (narrationFirst || !first) return { titleEndMs: input.titleEndMs };
  const sceneMs = ((first.endFrame - first.startFrame) / spec.fps) * 1000;
  const titleEndMs = Math.round(Math.max(Math.min(input.titleEndMs, sceneMs - 2000), Math.min(input.titleEndMs, 1200)));
  return { titleEndMs, titleRestMinSec: 0.8 };
}
