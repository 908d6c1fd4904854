import {
  createVideoSchema,
  messageSchema,
  pageQuerySchema,
  renderStepsSchema,
  scenePreviewParamsSchema,
  updateVideoSchema,
  videoIdParamsSchema,
  videoPageSchema,
  videoSchema,
} from '@reelforge/contracts';
import { sendJsonText, type App } from '../../http/index.ts';
import { attachmentHeader } from '../../lib/download-name.ts';
import type { AppContext } from '../../context/index.ts';
import { requireUser } from '../auth/index.ts';
import { sendFile } from '../../http/send-file.ts';
import { previewScene } from './render-preview.ts';
import { videosService, type VideoFile } from './videos.service.ts';

const params = videoIdParamsSchema;
const tags = ['videos'];

const FILES: { path: string; file: VideoFile; type: string }[] = [
  { path: 'stream', file: 'video', type: 'video/mp4' },
  { path: 'thumbnail', file: 'thumbnail', type: 'image/jpeg' },
  { path: 'captions.vtt', file: 'captions', type: 'text/vtt; charset=utf-8' },
];

export function videosRoutes(app: App, ctx: AppContext) {
  const videos = videosService(ctx);

  // The service hands back finished JSON (checked against videoPageSchema when built); a string
  // payload skips the serializer, the schema stays for the API docs.
  app.get('/api/videos', { schema: { tags, querystring: pageQuerySchema, response: { 200: videoPageSchema } } }, async (req, reply) =>
    sendJsonText(reply, await videos.listJson(requireUser(req), req.query)),
  );
  app.post(
    '/api/videos',
    { schema: { tags, body: createVideoSchema, response: { 201: videoSchema } } },
    async (req, reply) => reply.code(201).send(await videos.create(requireUser(req), req.body)),
  );
  app.get('/api/videos/:id', { schema: { tags, params, response: { 200: videoSchema } } }, (req) =>
    videos.get(requireUser(req), req.params.id),
  );
  app.get('/api/videos/:id/render', { schema: { tags, params, response: { 200: renderStepsSchema } } }, (req) =>
    videos.renderSteps(requireUser(req), req.params.id),
  );
  // A scene of the saved storyboard as a small video, rendered (or found in the render cache) on the spot.
  app.post('/api/videos/:id/storyboard/scenes/:index/preview', { schema: { tags, params: scenePreviewParamsSchema } }, async (req, reply) => {
    const { key, keep } = await previewScene(ctx, requireUser(req).id, req.params.id, req.params.index, ctx.shutdown);
    // Without a render cache the preview is not kept: it goes once the answer is sent.
    if (!keep) reply.raw.once('close', () => void ctx.storage.delete(key).catch(() => undefined));
    return sendFile(ctx, req, reply, key, 'video/mp4');
  });
  app.patch(
    '/api/videos/:id',
    { schema: { tags, params, body: updateVideoSchema, response: { 200: videoSchema } } },
    (req) => videos.update(requireUser(req), req.params.id, req.body),
  );
  app.delete('/api/videos/:id', { schema: { tags, params, response: { 200: messageSchema } } }, async (req) => {
    await videos.remove(requireUser(req), req.params.id);
    return { message: 'Video deleted' };
  });

  for (const { path, file, type } of FILES) {
    app.get(`/api/videos/:id/${path}`, { config: { public: true }, schema: { tags, params } }, async (req, reply) =>
      sendFile(ctx, req, reply, await videos.fileKey(req.user, req.params.id, file), type),
    );
  }
  app.get('/api/videos/:id/download', { schema: { tags, params } }, async (req, reply) => {
    const { key, name } = await videos.download(requireUser(req), req.params.id);
    reply.header('Content-Disposition', attachmentHeader(name));
    return sendFile(ctx, req, reply, key, 'video/mp4');
  });

  /** The public watch page's data: published videos only, no owner details. */
  app.get('/api/public/videos/:id', { config: { public: true }, schema: { tags, params, response: { 200: videoSchema } } }, (req) =>
    videos.getPublic(req.params.id),
  );
}
