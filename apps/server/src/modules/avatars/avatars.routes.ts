import {
  avatarSchema,
  createAvatarSchema,
  messageSchema,
  MSG,
  setDefaultAvatarSchema,
  synthesizeAvatarResponseSchema,
  synthesizeAvatarSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { App } from '../../http/index.ts';
import { idParams, perUserRateLimit } from '../../http/route-options.ts';
import { attachmentHeader } from '../../lib/download-name.ts';
import type { AppContext } from '../../context/index.ts';
import { tooLargeMessage } from '../../lib/error-handler.ts';
import { requireUser } from '../auth/index.ts';
import { sendFile } from '../../http/send-file.ts';
import { exportAvatar, exportFileName } from './avatars.export.ts';
import { avatarsService } from './avatars.service.ts';
import { synthesize } from './avatars.synthesis.ts';
import { voiceSampleKey } from './voice-sample.ts';

const tags = ['avatars'];
/** A 5 MB photo is ~6.7 MB as base64; room for the other fields, not for a second photo. */
const SYNTHESIS_BODY_LIMIT = 9 * 1024 * 1024;

export function avatarsRoutes(app: App, ctx: AppContext) {
  const avatars = avatarsService(ctx);

  app.post(
    '/api/deepagent/avatar',
    {
      bodyLimit: SYNTHESIS_BODY_LIMIT,
      errorHandler: tooLargeMessage(MSG.photoTooLarge),
      config: { rateLimit: perUserRateLimit(30) },
      schema: { tags: ['agents'], body: synthesizeAvatarSchema, response: { 200: synthesizeAvatarResponseSchema } },
    },
    (req) => synthesize(ctx, requireUser(req), req.body),
  );

  app.get('/api/avatars', { schema: { tags, response: { 200: z.array(avatarSchema) } } }, (req) =>
    avatars.list(requireUser(req)),
  );
  app.post(
    '/api/avatars',
    { schema: { tags, body: createAvatarSchema, response: { 201: avatarSchema } } },
    async (req, reply) => reply.code(201).send(await avatars.create(requireUser(req), req.body)),
  );
  app.patch(
    '/api/avatars/:id',
    { schema: { tags, params: idParams, body: setDefaultAvatarSchema, response: { 200: avatarSchema } } },
    (req) => avatars.setDefault(requireUser(req), req.params.id),
  );
  app.delete(
    '/api/avatars/:id',
    { schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (req) => {
      await avatars.remove(requireUser(req), req.params.id);
      return { message: 'Avatar deleted successfully' };
    },
  );

  app.get('/api/avatars/:id/image', { schema: { tags, params: idParams } }, async (req, reply) => {
    return sendFile(ctx, req, reply, await avatars.imageKey(requireUser(req), req.params.id, 'image'), 'image/png');
  });
  app.get('/api/avatars/:id/image-open', { schema: { tags, params: idParams } }, async (req, reply) => {
    return sendFile(ctx, req, reply, await avatars.imageKey(requireUser(req), req.params.id, 'mouthOpen'), 'image/png');
  });
  app.get('/api/avatars/:id/voice-sample', { schema: { tags, params: idParams } }, async (req, reply) => {
    const row = await avatars.owned(requireUser(req), req.params.id);
    return sendFile(ctx, req, reply, await voiceSampleKey(ctx, row), 'audio/wav');
  });
  app.get('/api/avatars/:id/export', { schema: { tags, params: idParams } }, async (req, reply) => {
    const row = await avatars.owned(requireUser(req), req.params.id);
    const zip = await exportAvatar(ctx, row);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', attachmentHeader(exportFileName(row.name)))
      .header('Cache-Control', 'private, no-store')
      .send(zip);
  });
}
