import {
  completeVideoResponseSchema,
  completeVideoSchema,
  createVideoSchema,
  messageSchema,
  updateVideoSchema,
  VIDEO_MESSAGES,
  videoSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { App } from '../../lib/http.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { requireUser } from '../auth/session.ts';
import { sendFile } from './send-file.ts';
import { videosRepository, type VideoRow } from './videos.repository.ts';
import { videosService } from './videos.service.ts';
import { toVideo } from './videos.mapper.ts';

const idParams = z.object({ id: z.string().max(64) });
const tags = ['videos'];

/** A file name people recognise: the title, without characters file systems refuse. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f]+/g;
export const downloadName = (title: string) =>
  `${title.replace(UNSAFE_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'video'}.mp4`;

export function videosRoutes(app: App, ctx: AppContext) {
  const videos = videosService(ctx);
  const repo = videosRepository(ctx.db);

  /** The owner sees any of their videos; anyone may watch a published one. */
  async function watchable(req: { user: { id: string } | null }, id: string): Promise<VideoRow> {
    const row = req.user ? await repo.find(req.user.id, id) : null;
    const publicRow = row ?? (await repo.findById(id));
    if (!publicRow || (publicRow !== row && publicRow.status !== 'published')) throw notFound('Video not found');
    return publicRow;
  }

  app.get('/api/videos', { schema: { tags, response: { 200: z.array(videoSchema) } } }, (req) =>
    videos.list(requireUser(req)),
  );
  app.post(
    '/api/videos',
    { schema: { tags, body: createVideoSchema, response: { 201: videoSchema } } },
    async (req, reply) => reply.code(201).send(await videos.create(requireUser(req), req.body)),
  );
  app.get('/api/videos/:id', { schema: { tags, params: idParams, response: { 200: videoSchema } } }, (req) =>
    videos.get(requireUser(req), req.params.id),
  );
  app.patch(
    '/api/videos/:id',
    { schema: { tags, params: idParams, body: updateVideoSchema, response: { 200: videoSchema } } },
    (req) => videos.update(requireUser(req), req.params.id, req.body),
  );
  app.delete(
    '/api/videos/:id',
    { schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (req) => {
      await videos.remove(requireUser(req), req.params.id);
      return { message: 'Video deleted' };
    },
  );

  app.get('/api/videos/:id/stream', { config: { public: true }, schema: { tags, params: idParams } }, async (req, reply) => {
    const row = await watchable(req, req.params.id);
    if (!row.videoKey) throw notFound('This video has not been rendered yet');
    return sendFile(ctx, req, reply, row.videoKey, 'video/mp4');
  });
  app.get('/api/videos/:id/thumbnail', { config: { public: true }, schema: { tags, params: idParams } }, async (req, reply) => {
    const row = await watchable(req, req.params.id);
    if (!row.thumbnailKey) throw notFound('This video has no thumbnail yet');
    return sendFile(ctx, req, reply, row.thumbnailKey, 'image/jpeg');
  });
  app.get('/api/videos/:id/captions.vtt', { config: { public: true }, schema: { tags, params: idParams } }, async (req, reply) => {
    const row = await watchable(req, req.params.id);
    if (!row.captionsKey) throw notFound('This video has no captions');
    return sendFile(ctx, req, reply, row.captionsKey, 'text/vtt; charset=utf-8');
  });
  app.get('/api/videos/:id/download', { schema: { tags, params: idParams } }, async (req, reply) => {
    const row = await videos.owned(requireUser(req), req.params.id);
    if (!row.videoKey || (row.status !== 'ready' && row.status !== 'published')) {
      throw conflict(VIDEO_MESSAGES.downloadUnavailable, 'not_downloadable');
    }
    const name = downloadName(row.title);
    const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
    reply.header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    return sendFile(ctx, req, reply, row.videoKey, 'video/mp4');
  });

  /** The public watch page's data: published videos only, no owner details. */
  app.get(
    '/api/public/videos/:id',
    { config: { public: true }, schema: { tags, params: idParams, response: { 200: videoSchema } } },
    async (req) => {
      const row = await repo.findById(req.params.id);
      if (!row || row.status !== 'published') throw notFound('Video not found');
      return { ...toVideo(row), script: null, error: null };
    },
  );

  app.post(
    '/api/deepagent/complete-video',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000, keyGenerator: (req) => req.user?.id ?? req.ip } },
      schema: { tags: ['agents'], body: completeVideoSchema, response: { 202: completeVideoResponseSchema } },
    },
    async (req, reply) => reply.code(202).send(await videos.completeVideo(requireUser(req), req.body)),
  );
}
