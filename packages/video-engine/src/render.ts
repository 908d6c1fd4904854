import { rm } from 'node:fs/promises';
import { renderSpecSchema, type RenderSpecInput } from './spec.ts';
import type { RenderOptions, RenderResult } from './render-options.ts';
import { openRender } from './stages/open.ts';
import { narrateScenes } from './stages/narrate.ts';
import { layOutFrame } from './stages/layout.ts';
import { startMix } from './stages/mix.ts';
import { prepareVisuals } from './stages/visuals.ts';
import { planPasses } from './stages/passes.ts';
import { encodePasses } from './stages/encode.ts';
import { finishOutputs, renderResult, thumbnailAtSec } from './stages/finish.ts';

export type { RenderOptions, RenderResult } from './render-options.ts';

/**
 * Renders a spec to an MP4 plus thumbnail and caption sidecars. `out` is a .mp4 path or a directory.
 * Each stage is a function of what the stages before it made (see stages/); the order is part of
 * the design: the sound mix starts before the visuals and is awaited only when encoding, so the
 * loudness passes (ffmpeg on the sound) and the pictures (sharp and JS) overlap on two cores.
 */
export async function render(
  specInput: RenderSpecInput,
  out: string,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const spec = renderSpecSchema.parse(specInput);
  const { ctx, paths, partial } = await openRender(spec, out, options);
  try {
    const narration = await narrateScenes(ctx);
    const layout = await layOutFrame(ctx, narration);
    const mix = await startMix(ctx, narration);
    const visuals = await prepareVisuals(ctx, narration, layout);
    const plan = await planPasses(ctx, { narration, layout, visuals, music: await mix.music, outputPath: partial });
    const durationSec = visuals.totalFrames / spec.fps;
    const { loudness, thumbnail } = await encodePasses(ctx, plan, mix, visuals.inputsFor, visuals.graphics.lazy, thumbnailAtSec(durationSec));
    await finishOutputs(ctx, { paths, partial, lines: layout.lines, durationSec, thumbnail });
    return renderResult(ctx, { paths, durationSec, narration, visuals, loudness });
  } finally {
    await rm(partial, { force: true });
    if (!options.keepWorkDir) await rm(ctx.workDir, { recursive: true, force: true });
  }
}
