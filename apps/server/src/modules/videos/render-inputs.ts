import { withVisualQueries } from '@reelforge/script-writer';
import type { TtsSettings } from '../../adapters/tts/settings.ts';
import type { AppContext } from '../../context/index.ts';
import type { RenderFeeds } from './render-feeds.ts';
import type { RenderOptions } from './render-options.ts';
import { frameOf, styleWithBrand, type ResolvedRender } from './render-spec.ts';
import { scenesForScript } from './script-scenes.ts';
import { resolveStoryboardVisuals } from './storyboard-visuals.ts';

export interface ResolveRun {
  signal: AbortSignal;
  onProgress: (stage: string, percent: number) => void;
}

/**
 * Finds everything a render takes from outside its options, read when it runs (a retry follows a
 * change made meanwhile): the owner's presenter, voice, stock keys and brand kit, and each scene's
 * pictures downloaded into workDir (the engine only reads local files). What comes out is the
 * input of the pure `toRenderSpec`.
 */
export async function resolveRender(
  ctx: AppContext,
  feeds: RenderFeeds,
  userId: string,
  options: RenderOptions,
  workDir: string,
  run: ResolveRun,
): Promise<{ resolved: ResolvedRender; tts: TtsSettings }> {
  // The creator's avatar as presenter; deleted since the video was queued: none.
  const presenter = await feeds.presenter(ctx, userId, options.avatarId, workDir);
  // The owner's preferred engine, read at render time: a retry follows a change made meanwhile.
  const tts = await feeds.voice(ctx, userId);
  // The owner's own stock keys: used for this render's searches, never another's.
  const stockKeys = await feeds.stockKeys(ctx, userId);
  const brand = await feeds.brand(ctx, userId, options.style, workDir);
  const frame = frameOf(options, styleWithBrand(options.style, brand));
  // A creator's own words come without stock searches: English nouns from each scene's sentence,
  // never its opening words in the script's language ("Fang früh an!"). A query set in the storyboard stays.
  const scenes = withVisualQueries(options.scenes ?? scenesForScript(options.script), { language: options.language, topic: options.topic, keepGiven: true });
  run.onProgress('media', 0);
  const visuals = await resolveStoryboardVisuals(ctx, {
    scenes,
    userId,
    stockKeys,
    library: feeds.library,
    source: options.visualSource,
    width: frame.width,
    height: frame.height,
    workDir,
    signal: run.signal,
    onScene: (done, total) => run.onProgress('media', (100 * done) / total),
  });
  return { resolved: { scenes, visuals, presenter, brand, voiceEngine: tts.engine }, tts };
}
