import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MESSAGES, libraryLimits, uploadFieldsSchema, type LibraryItem, type LibraryPlan } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { textProblem } from '../../http/request-guards.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { planOf } from '../plans/index.ts';
import { fromUpload } from './library.mapper.ts';
import { libraryRepository } from './library.repository.ts';
import { inspectUpload } from './media-inspect.ts';
import { claimedExtension, kindOfExtension, nameFits } from './sniff.ts';
import { clip } from '../../lib/text.ts';

/** One part of a multipart body, as the route hands it over (fields and files in sent order). */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable };

const tooLarge = (plan: LibraryPlan) => new AppError(413, UPLOAD_MESSAGES.tooLarge(plan), 'file_too_large');
const storageFull = (plan: LibraryPlan) => new AppError(413, UPLOAD_MESSAGES.storageFull(plan), 'storage_full');

/** Failures of the disk itself are the server's; anything else while receiving is the upload's. */
const SERVER_SIDE = new Set(['ENOSPC', 'EACCES', 'EROFS', 'EMFILE', 'EIO']);

function baseName(fileName: string): string {
  return clip(fileName.replace(/\.[a-z0-9]{1,10}$/i, '').trim(), 200);
}

export function libraryUploads(ctx: AppContext) {
  const repo = libraryRepository(ctx.db);
  const tmpDir = path.join(ctx.config.scratchDir, 'uploads');

  /**
   * Receives the file onto local scratch disk while counting its bytes against the plan, never
   * holding it in memory. Stopped the moment it passes the limit.
   */
  async function receive(part: Extract<UploadPart, { type: 'file' }>, dest: string, limit: number, plan: LibraryPlan, fileLimit: number) {
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > limit) done(size > fileLimit ? tooLarge(plan) : storageFull(plan));
        else done(null, chunk);
      },
    });
    const out = fs.createWriteStream(dest);
    try {
      await pipeline(part.file, counter, out);
    } catch (err) {
      // A write stream opens lazily: one still opening when the limit was hit would create the
      // scratch file after the cleanup had removed it. Wait until it is closed for good.
      if (!out.closed) await once(out, 'close');
      if (err instanceof AppError) throw err;
      if (SERVER_SIDE.has((err as NodeJS.ErrnoException).code ?? '')) throw err;
      // The client went away or sent a broken body: nothing of it is kept.
      throw new AppError(400, UPLOAD_MESSAGES.failed, 'upload_interrupted');
    }
    return size;
  }

  return {
    /**
     * An upload becomes a library item only when every step passed: received within the plan's
     * limits, recognised from its content, opened as what it claims to be, stored. Any failure
     * (including the client hanging up) leaves no scratch file, no stored file and no row.
     */
    async upload(user: UserRow, parts: AsyncIterable<UploadPart>): Promise<LibraryItem> {
      const plan: LibraryPlan = planOf(user);
      const limits = libraryLimits(plan);
      const used = await repo.usedBytes(user.id);
      if (used >= limits.storageBytes) throw storageFull(plan);

      await fs.promises.mkdir(tmpDir, { recursive: true });
      const id = randomUUID();
      const scratch = path.join(tmpDir, id);
      const thumbBase = `${scratch}-thumb`;
      const prefix = `library/${user.id}/${id}/`;
      let stored = false;
      try {
        const fields: Record<string, string> = {};
        let file: { name: string; size: number } | null = null;
        for await (const part of parts) {
          // Multipart skips the request guards' check of JSON input: names and fields end up in text columns.
          const problem = textProblem(part.type === 'field' ? [part.fieldname, part.value] : [part.fieldname, part.filename]);
          if (problem) {
            if (part.type === 'file') part.file.resume();
            throw problem;
          }
          if (part.type === 'field') {
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          } else if (part.fieldname !== 'file' || file) {
            part.file.resume(); // one file per upload: others are read past, not kept
          } else {
            const size = await receive(part, scratch, Math.min(limits.maxFileBytes, limits.storageBytes - used), plan, limits.maxFileBytes);
            file = { name: part.filename, size };
          }
        }
        if (!file) throw badRequest(UPLOAD_MESSAGES.noFile, 'no_file');
        if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.empty, 'empty_file');
        const parsed = uploadFieldsSchema.safeParse(fields);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? UPLOAD_MESSAGES.badTags);

        const found = await inspectUpload(ctx.config, scratch, thumbBase);
        const claimed = claimedExtension(file.name);
        if (!nameFits(claimed, found.kind)) throw badRequest(UPLOAD_MESSAGES.mismatch(claimed, kindOfExtension(claimed) ?? 'media'), 'type_mismatch');
        // Checked again now the size is known: another upload may have finished meanwhile.
        if ((await repo.usedBytes(user.id)) + file.size > limits.storageBytes) throw storageFull(plan);

        const key = `${prefix}file.${found.extension}`;
        const thumbKey = found.thumbnailPath ? `${prefix}thumb${path.extname(found.thumbnailPath)}` : null;
        stored = true;
        await ctx.storage.putFile(key, scratch);
        if (found.thumbnailPath && thumbKey) await ctx.storage.putFile(thumbKey, found.thumbnailPath);
        const row = await repo.insert({
          id,
          userId: user.id,
          name: parsed.data.name || baseName(file.name) || 'Untitled',
          type: found.kind,
          category: parsed.data.category ?? null,
          tags: parsed.data.tags ?? [],
          mimeType: found.mimeType,
          extension: found.extension,
          storageKey: key,
          thumbnailKey: thumbKey,
          size: file.size,
          durationSec: found.durationSec,
          width: found.width,
          height: found.height,
        });
        return fromUpload(row);
      } catch (err) {
        if (stored) await ctx.storage.deletePrefix(prefix).catch(() => {});
        throw err;
      } finally {
        await Promise.all(
          [scratch, `${thumbBase}.jpg`, `${thumbBase}.png`].map((f) => fs.promises.rm(f, { force: true })),
        );
      }
    },
  };
}
