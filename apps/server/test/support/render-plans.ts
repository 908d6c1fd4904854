import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/context/index.ts';
import { renderChunkPlans } from '../../src/db/schema.ts';
import { isSharedSegments } from '../../src/modules/videos/render-segments.ts';

/**
 * A running render's shared segments (their render_chunks plan row), not its narration steps'
 * (render-narrations.ts), which come first under the same video; undefined until offered.
 * Free of vitest: the workers bench reads it too.
 */
export async function segmentsPlanRow(ctx: Pick<AppContext, 'db'>, videoId: string) {
  const rows = await ctx.db.select().from(renderChunkPlans).where(eq(renderChunkPlans.videoId, videoId));
  return rows.find((r) => isSharedSegments(r.plan));
}
