import {
  LIBRARY_ITEM_TYPES,
  PAGE_MESSAGES,
  UPLOAD_MESSAGES,
  filterLibrary,
  isPlayable,
  pageLibrary,
  type LibraryItem,
  type LibraryItemType,
  type LibraryResponse,
  LIBRARY_MESSAGES,
  type libraryQuerySchema,
  type updateLibraryItemSchema,
} from '@reelforge/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import { safeFileName } from '../../lib/download-name.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ZIP_MAX_BYTES, uniqueNames, zipStream, type ZipStreamEntry } from '../../lib/zip-stream.ts';
import type { UserRow } from '../auth/index.ts';
import { templateRecords } from '../templates/index.ts';
import { videoRecords } from '../videos/index.ts';
import { fromTemplate, fromUpload, fromVideo } from './library.mapper.ts';
import { libraryRepository, type LibraryItemRow } from './library.repository.ts';

export { hashtags } from './library.mapper.ts';

type ListQuery = z.output<typeof libraryQuerySchema>;

/** A stored file as a download: where it is and what to call it. */
export interface LibraryFile {
  key: string;
  mimeType: string;
  fileName: string;
}

const uploadFileName = (row: LibraryItemRow) => `${safeFileName(row.name, 'library-item')}.${row.extension}`;

export function libraryService(ctx: AppContext) {
  const videos = videoRecords(ctx);
  const templates = templateRecords(ctx);
  const uploads = libraryRepository(ctx.db);

  /** The size of the stored file, from the file itself (null when there is none). */
  const fileSize = async (key: string | null) => (key ? ((await ctx.storage.stat(key))?.size ?? null) : null);

  async function owned(user: UserRow, id: string) {
    const row = await uploads.findOwned(user.id, id);
    if (!row) throw notFound(UPLOAD_MESSAGES.itemNotFound);
    return row;
  }

  async function everything(user: UserRow): Promise<LibraryItem[]> {
    const [videoRows, templateRows, uploadRows, favorites] = await Promise.all([
      videos.listForLibrary(user.id),
      templates.listOwned(user.id),
      uploads.listOwned(user.id),
      uploads.favoriteIds(user.id),
    ]);
    const sizes = await Promise.all(videoRows.map((v) => fileSize(v.videoKey)));
    const made = [...videoRows.map((v, i) => fromVideo(v, sizes[i] ?? null)), ...templateRows.map(fromTemplate)];
    return [...made.map((item) => ({ ...item, isFavorite: favorites.has(item.id) })), ...uploadRows.map(fromUpload)];
  }

  return {
    /**
     * One page of everything the user has (videos, templates, uploads), filtered and sorted here;
     * counts and size are over all of it, `total` over the matches.
     */
    async list(user: UserRow, query: ListQuery): Promise<LibraryResponse> {
      const all = await everything(user);
      const counts = Object.fromEntries(LIBRARY_ITEM_TYPES.map((t) => [t, 0])) as Record<LibraryItemType, number>;
      for (const item of all) counts[item.type] += 1;
      const matches = filterLibrary(all, query);
      const page = pageLibrary(matches, query.sort, query.limit, query.cursor);
      if (!page) throw badRequest(PAGE_MESSAGES.badCursor, 'bad_cursor');
      return {
        ...page,
        counts,
        total: matches.length,
        totalSize: all.reduce((sum, item) => sum + (item.size ?? 0), 0),
      };
    },

    /**
     * Uploads take every field; the user's own videos and templates only the favourite mark
     * (they are edited in the studio and in Templates).
     */
    async update(user: UserRow, id: string, changes: z.output<typeof updateLibraryItemSchema>): Promise<LibraryItem> {
      const row = await uploads.update(user.id, id, changes);
      if (row) return fromUpload(row);
      const video = await videos.find(user.id, id);
      const template = video ? null : await templates.findById(id);
      if (!video && template?.userId !== user.id) throw notFound(UPLOAD_MESSAGES.itemNotFound);
      const { isFavorite, ...rest } = changes;
      if (Object.values(rest).some((v) => v !== undefined)) throw badRequest(UPLOAD_MESSAGES.notEditable, 'not_editable');
      if (isFavorite !== undefined) await uploads.setFavorite(user.id, id, isFavorite);
      const item = (await everything(user)).find((i) => i.id === id);
      if (!item) throw notFound(UPLOAD_MESSAGES.itemNotFound);
      return item;
    },

    /** The row goes first, then its folder (file and thumbnail): a failure never leaves a row without a file. */
    async remove(user: UserRow, id: string) {
      const row = await uploads.delete(user.id, id);
      if (!row) throw notFound(UPLOAD_MESSAGES.itemNotFound);
      await ctx.storage.deletePrefix(`library/${user.id}/${row.id}/`);
      return { message: LIBRARY_MESSAGES.deleted };
    },

    async file(user: UserRow, id: string): Promise<LibraryFile> {
      const row = await owned(user, id);
      return { key: row.storageKey, mimeType: row.mimeType, fileName: uploadFileName(row) };
    },

    async thumbnail(user: UserRow, id: string): Promise<LibraryFile> {
      const row = await owned(user, id);
      if (!row.thumbnailKey) throw notFound('This item has no thumbnail');
      const png = row.thumbnailKey.endsWith('.png');
      return { key: row.thumbnailKey, mimeType: png ? 'image/png' : 'image/jpeg', fileName: `thumbnail.${png ? 'png' : 'jpg'}` };
    },

    /**
     * The selected items that have a file (uploads, rendered videos) as one ZIP, streamed: each
     * file is read from storage only when the archive reaches it. Ids of other users' items are
     * skipped like ids that do not exist.
     */
    async zip(user: UserRow, ids: string[]) {
      const rows = await uploads.findManyOwned(user.id, ids);
      const files: { key: string; name: string }[] = rows.map((r) => ({ key: r.storageKey, name: uploadFileName(r) }));
      const videoIds = ids.filter((id) => !rows.some((r) => r.id === id));
      for (const video of (await videos.listForLibrary(user.id)).filter((v) => videoIds.includes(v.id))) {
        if (video.videoKey && isPlayable(video)) files.push({ key: video.videoKey, name: `${safeFileName(video.title, 'video')}.mp4` });
      }
      const stats = await Promise.all(files.map((f) => ctx.storage.stat(f.key)));
      const present = files.filter((_, i) => stats[i]);
      if (!present.length) throw badRequest(UPLOAD_MESSAGES.nothingToZip, 'nothing_to_zip');
      const total = stats.reduce((sum, s) => sum + (s?.size ?? 0), 0);
      if (total + present.length * 200 >= ZIP_MAX_BYTES) throw badRequest('A ZIP download holds at most 4GB: select fewer items.', 'zip_too_large');
      const names = uniqueNames(present.map((f) => f.name));
      const entries: ZipStreamEntry[] = present.map((f, i) => ({
        name: names[i]!,
        modifiedAt: stats[files.indexOf(f)]?.modifiedAt ?? ctx.clock.now(),
        open: () => ctx.storage.read(f.key),
      }));
      return { stream: zipStream(entries), fileName: `reelforge-library-${ctx.clock.now().toISOString().slice(0, 10)}.zip` };
    },
  };
}
