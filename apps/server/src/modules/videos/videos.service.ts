import { isPlayable, VIDEO_MESSAGES, videoPageSchema, type CreateVideo, type PageParams, type UpdateVideo } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { safeFileName } from '../../lib/download-name.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { decodeCursor, toPage } from '../../lib/pagination.ts';
import type { UserRow } from '../auth/index.ts';
import { renderJob } from './render-queue.ts';
import { renderOptionsSchema } from './render-options.ts';
import { renderStepsRepository } from './render-steps.repository.ts';
import { toVideo, toVideoSummary } from './videos.mapper.ts';
import { fileKeys, videoFolder, videosRepository, type VideoRow } from './videos.repository.ts';

export { durationOption } from './duration-option.ts';

export type VideoFile = 'video' | 'thumbnail' | 'captions';
const FILE_MISSING: Record<VideoFile, string> = {
  video: 'This video has not been rendered yet',
  thumbnail: 'This video has no thumbnail yet',
  captions: 'This video has no captions',
};

/** A file name people recognise: the title, without characters file systems refuse. */
export const downloadName = (title: string) => `${safeFileName(title, 'video')}.mp4`;

/** Published, or re-rendering a published video (its old file stays on the watch page meanwhile). */
function isPublic(row: VideoRow) {
  if (row.status === 'published') return true;
  if (row.status !== 'generating') return false;
  const options = renderOptionsSchema.safeParse(row.renderOptions ?? undefined);
  return options.success && options.data.previousStatus === 'published';
}

export function videosService(ctx: AppContext) {
  const repo = videosRepository(ctx.db);
  const listCache = ctx.lists.for('video-list');

  async function owned(user: UserRow, id: string) {
    const row = await repo.find(user.id, id);
    if (!row) throw notFound('Video not found');
    return row;
  }

  /** The owner sees any of their videos; anyone may watch a published one. */
  async function watchable(viewer: UserRow | null, id: string): Promise<VideoRow> {
    const mine = viewer ? await repo.find(viewer.id, id) : null;
    const row = mine ?? (await repo.findById(id));
    if (!row || (row !== mine && !isPublic(row))) throw notFound('Video not found');
    return row;
  }

  /** ready/published need a rendered file; generating belongs to the render job. */
  function checkStatusChange(row: VideoRow | null, status: string | undefined) {
    if (!status || status === row?.status) return;
    if (row?.status === 'generating') throw conflict(VIDEO_MESSAGES.alreadyRendering, 'rendering');
    if (status === 'generating') throw badRequest(VIDEO_MESSAGES.generatingIsServerOwned);
    if (isPlayable({ status }) && !row?.videoKey) throw badRequest(VIDEO_MESSAGES.notRenderedYet);
  }

  return {
    /**
     * One page of the list as finished JSON. The hottest read in the product: a page built from
     * the same version of the user's videos is reused (ADR 0026). The version is read before the
     * rows, so a write in between can only make the cached page newer than its tag, never older.
     */
    async listJson(user: UserRow, { limit, cursor }: PageParams): Promise<string> {
      const after = decodeCursor(cursor);
      const key = `${user.id}|${limit}|${cursor ?? ''}`;
      const version = listCache ? await repo.listVersion(user.id) : 0;
      const hit = listCache?.get(key, version);
      if (hit) return hit;
      const rows = await repo.listPage(user.id, limit, after);
      // Serialized here, not by the route: checked against the contract once, then reused.
      const body = JSON.stringify(videoPageSchema.parse(toPage(rows, limit, (r) => ({ at: r.cursorAt, id: r.id }), toVideoSummary)));
      listCache?.set(key, version, body);
      return body;
    },
    get: async (user: UserRow, id: string) => toVideo(await owned(user, id)),
    /** The latest render's steps so far (issue 26): what was made, what the cache had, by whom. */
    renderSteps: async (user: UserRow, id: string) => {
      const row = await owned(user, id);
      return { status: row.status, steps: await renderStepsRepository(ctx.db).list(row.id) };
    },

    /** The public watch page's data: published videos only, no owner details. */
    async getPublic(id: string) {
      const row = await repo.findById(id);
      if (!row || !isPublic(row)) throw notFound('Video not found');
      return { ...toVideo(row), status: 'published' as const, script: null, error: null, stage: null, progress: 0, needsRender: false };
    },

    /** The storage key of one of a video's files, for whoever may watch it. */
    async fileKey(viewer: UserRow | null, id: string, file: VideoFile) {
      const row = await watchable(viewer, id);
      const key = file === 'video' ? row.videoKey : file === 'thumbnail' ? row.thumbnailKey : row.captionsKey;
      if (!key) throw notFound(FILE_MISSING[file]);
      return key;
    },

    /** The MP4 to download and its file name: the owner's, once ready or published. */
    async download(user: UserRow, id: string) {
      const row = await owned(user, id);
      if (!row.videoKey || (row.status !== 'ready' && row.status !== 'published')) {
        throw conflict(VIDEO_MESSAGES.downloadUnavailable, 'not_downloadable');
      }
      return { key: row.videoKey, name: downloadName(row.title) };
    },

    async create(user: UserRow, input: CreateVideo) {
      checkStatusChange(null, input.status);
      const row = await repo.insert({
        userId: user.id,
        title: input.title,
        description: input.description ?? null,
        script: input.script ?? null,
        platforms: input.platforms ?? [],
        status: input.status ?? 'draft',
      });
      return toVideo(row);
    },

    async update(user: UserRow, id: string, patch: UpdateVideo) {
      const row = await owned(user, id);
      checkStatusChange(row, patch.status);
      const updated = await repo.update(user.id, id, patch);
      if (!updated) throw notFound('Video not found');
      return toVideo(updated);
    },

    async remove(user: UserRow, id: string) {
      const row = await repo.delete(user.id, id);
      if (!row) throw notFound('Video not found');
      if (row.status === 'generating' && row.jobId && ctx.queue) {
        // The job re-checks its row first, so one left running stops at its next step anyway.
        await ctx.queue
          .cancel(renderJob.queueFor(renderOptionsSchema.safeParse(row.renderOptions).data ?? null), row.jobId)
          .catch((err) => ctx.logger.warn({ err, videoId: row.id }, 'render job not cancelled'));
      }
      // Its files (wherever older renders put them), then the folder its renders live in.
      await Promise.all(fileKeys(row).map((k) => ctx.storage.delete(k)));
      await ctx.storage.deletePrefix(videoFolder(user.id, row.id));
    },
  };
}
