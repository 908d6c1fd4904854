import type { AppContext } from '../../context/index.ts';
import { videosRepository, type RenderQuota, type VideoInsert } from './videos.repository.ts';

/**
 * The video rows other modules may read and change, named by what they do with them: the library
 * lists them, the storyboard saves its scenes on one, templates copy one's recipe, plans count
 * renders, and the studio creates and claims them for a render. The table stays this module's.
 */
export function videoRecords(ctx: AppContext) {
  const repo = videosRepository(ctx.db);
  return {
    find: (userId: string, id: string) => repo.find(userId, id),
    listForLibrary: (userId: string) => repo.listForLibrary(userId),
    listForLibraryByIds: (userId: string, ids: string[]) => repo.listForLibraryByIds(userId, ids),
    /** The user's rendered videos whose file size is not on the row yet, by id after `afterId`. */
    withoutSize: (userId: string, afterId: string | null, limit: number) => repo.withoutSize(userId, afterId, limit),
    setSize: (id: string, videoKey: string, sizeBytes: number) => repo.setSize(id, videoKey, sizeBytes),
    update: (userId: string, id: string, values: Partial<VideoInsert>) => repo.update(userId, id, values),
    /** Renders requested since `since` that did not fail (the Free plan's allowance). */
    rendersSince: (userId: string, since: Date) => repo.rendersSince(userId, since),
    /** A new video, refused ('limit') when the quota is used up, atomically. */
    insertMetered: (values: VideoInsert, quota: RenderQuota) => repo.insertMetered(values, quota),
    /** New videos made together (translations): all fit the quota, or none is written ('limit'). */
    insertManyMetered: (userId: string, values: VideoInsert[], quota: RenderQuota) => repo.insertManyMetered(userId, values, quota),
    /** Takes an existing video into a render, under the same quota check. */
    claimForRender: (userId: string, id: string, values: Partial<VideoInsert>, quota: RenderQuota = null) =>
      repo.claimForRender(userId, id, values, quota),
    /** Changes a video only while its render is in flight; a render's end sends its webhook event. */
    updateWhileGenerating: (id: string, values: Partial<VideoInsert>, ends?: 'video.ready' | 'video.failed') =>
      repo.updateWhileGenerating(id, values, ends),
  };
}
