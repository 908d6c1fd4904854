import type { AppContext } from '../../context/index.ts';
import { renderChunksRepository } from './render-chunks.repository.ts';

/** Shared render passes a killed render left behind: no render runs for a day. */
export const removeStaleRenderPasses = (ctx: AppContext) =>
  renderChunksRepository(ctx.db).removeOlderThan(new Date(ctx.clock.now().getTime() - 86_400_000));
