import multipart from '@fastify/multipart';
import {
  PLANS,
  bulkDownloadQuerySchema,
  libraryItemParamsSchema,
  libraryItemSchema,
  libraryQuerySchema,
  libraryResponseSchema,
  updateLibraryItemSchema,
} from '@reelforge/contracts';
import { z } from 'zod';
import type { App } from '../../http/index.ts';
import type { AppContext } from '../../context/index.ts';
import { attachmentHeader } from '../../lib/download-name.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../auth/index.ts';
import { sendFile } from '../../http/send-file.ts';
import { libraryService } from './library.service.ts';
import { libraryUploads, type UploadPart } from './library.uploads.ts';

const tags = ['library'];
const params = libraryItemParamsSchema;

export async function libraryRoutes(app: App, ctx: AppContext) {
  const library = libraryService(ctx);
  const uploads = libraryUploads(ctx);
  // Multipart only inside this module; the busboy cap is the largest plan's file limit (the
  // user's own plan is enforced while the bytes arrive).
  await app.register(multipart, {
    limits: { fileSize: PLANS.premium.library.maxFileBytes + 1, files: 1, fields: 10, fieldSize: 4000, parts: 12 },
  });

  // The unified view of the user's videos, templates and uploads, filtered, sorted and paged in SQL.
  app.get(
    '/api/library',
    { schema: { tags, querystring: libraryQuerySchema, response: { 200: libraryResponseSchema } } },
    (req) => library.list(requireUser(req), req.query),
  );

  app.post('/api/library/uploads', { schema: { tags, consumes: ['multipart/form-data'], response: { 201: libraryItemSchema } } }, async (req, reply) => {
    const user = requireUser(req);
    if (!req.isMultipart()) throw new AppError(415, 'Send the file as multipart/form-data (field "file").', 'not_multipart');
    return reply.code(201).send(await uploads.upload(user, req.parts() as AsyncIterable<UploadPart>));
  });

  app.patch(
    '/api/library/items/:id',
    { schema: { tags, params, body: updateLibraryItemSchema, response: { 200: libraryItemSchema } } },
    (req) => library.update(requireUser(req), req.params.id, req.body),
  );

  app.delete('/api/library/items/:id', { schema: { tags, params, response: { 200: z.object({ message: z.string() }) } } }, (req) =>
    library.remove(requireUser(req), req.params.id),
  );

  // Inline with Range: image previews, the video and audio players, a script's text. Never
  // compressed: a byte range must be of the stored bytes, not of a gzip of them.
  app.get('/api/library/items/:id/file', { compress: false, schema: { tags, params } }, async (req, reply) => {
    const file = await library.file(requireUser(req), req.params.id);
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox").header('X-Content-Type-Options', 'nosniff');
    return sendFile(ctx, req, reply, file.key, file.mimeType);
  });

  app.get('/api/library/items/:id/thumbnail', { schema: { tags, params } }, async (req, reply) => {
    const file = await library.thumbnail(requireUser(req), req.params.id);
    return sendFile(ctx, req, reply, file.key, file.mimeType);
  });

  app.get('/api/library/items/:id/download', { compress: false, schema: { tags, params } }, async (req, reply) => {
    const file = await library.file(requireUser(req), req.params.id);
    reply.header('Content-Disposition', attachmentHeader(file.fileName));
    return sendFile(ctx, req, reply, file.key, file.mimeType);
  });

  // Selected items as one ZIP, written while it is sent (a GET, so a plain link starts it).
  app.get('/api/library/download', { compress: false, schema: { tags, querystring: bulkDownloadQuerySchema } }, async (req, reply) => {
    const zip = await library.zip(requireUser(req), req.query.ids);
    reply.header('Content-Type', 'application/zip').header('Content-Disposition', attachmentHeader(zip.fileName));
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(zip.stream);
  });
}
