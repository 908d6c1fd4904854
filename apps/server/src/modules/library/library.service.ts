import {
  PAGE_MESSAGES,
  UPLOAD_MESSAGES,
  isPlayable,
  type LibraryItem,
  type LibraryResponse,
  LIBRARY_MESSAGES,
  type libraryQuerySchema,
  type updateLibraryItemSchema,
} from '@reelforge/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context/index.ts';
import { safeFileName } from '../../lib/download-name.ts';
import { isUuid } from '../../lib/ids.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { ZIP_MAX_BYTES, uniqueNames, zipStream, type ZipStreamEntry } from '../../lib/zip-stream.ts';
import type { UserRow } from '../auth/index.ts';
import { templateRecords } from '../templates/index.ts';
import { videoRecords } from '../videos/index.ts';
import { fromTemplate, fromUpload, fromVideo } from './library.mapper.ts';
import { decodeCursor, encodeCursor, libraryPages, type PageKey } from './library-pages.repository.ts';
import { libraryRepository, type LibraryItemRow } from './library.repository.ts';
import { videoSizeBackfill } from './video-sizes.ts';

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
  const pages = libraryPages(ctx.db);
  const sizes = videoSizeBackfill(ctx);

  async function owned(user: UserRow, id: string) {
    const row = await uploads.findOwned(user.id, id);
    if (!row) throw notFound(UPLOAD_MESSAGES.itemNotFound);
    return row;
  }

  /** The page's rows from their tables, in the keys' order. */
  async function hydrate(user: UserRow, keys: Pick<PageKey, 'src' | 'id'>[]): Promise<LibraryItem[]> {
    const of = (src: PageKey['src']) => keys.filter((k) => k.src === src).map((k) => k.id);
    const [videoRows, templateRows, uploadRows, favorites] = await Promise.all([
      videos.listForLibraryByIds(user.id, of('video')),
      templates.listOwnedByIds(user.id, of('template')),
      uploads.findManyOwned(user.id, of('upload')),
      uploads.favoriteIdsAmong(user.id, [...of('video'), ...of('template')]),
    ]);
    const byId = new Map<string, LibraryItem>();
    for (const v of videoRows) byId.set(v.id, { ...fromVideo(v, v.sizeBytes), isFavorite: favorites.has(v.id) });
    for (const t of templateRows) byId.set(t.id, { ...fromTemplate(t), isFavorite: favorites.has(t.id) });
    for (const u of uploadRows) byId.set(u.id, fromUpload(u));
    return keys.map((k) => byId.get(k.id)).filter((item): item is LibraryItem => Boolean(item));
  }

  return {
    /**
     * One page of everything the user has (videos, templates, uploads), filtered, sorted and paged
     * in SQL from the cursor on; counts and size over all of it from indexes, `total` over the matches.
     */
    async list(user: UserRow, query: ListQuery): Promise<LibraryResponse> {
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      if (query.cursor && !cursor) throw badRequest(PAGE_MESSAGES.badCursor, 'bad_cursor');
      const plain = !query.search && !query.favorites && query.category === 'all';
      const [keys, summary, matched] = await Promise.all([
        pages.keys(user.id, query, cursor),
        pages.summary(user.id),
        plain ? null : pages.total(user.id, query),
      ]);
      const total = matched
        ? matched.n
        : query.type === 'all'
          ? Object.values(summary.counts).reduce((a, b) => a + b, 0)
          : summary.counts[query.type];
      const shown = keys.slice(0, query.limit);
      sizes.backfillSoon(user.id);
      return {
        items: await hydrate(user, shown),
        nextCursor: keys.length > query.limit ? encodeCursor(shown.at(-1)!) : null,
        counts: summary.counts,
        total,
        ...(matched?.estimated ? { totalEstimated: true } : {}),
        totalSize: summary.totalSize,
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
      const [item] = await hydrate(user, [{ src: video ? 'video' : 'template', id }]);
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
      for (const video of await videos.listForLibraryByIds(user.id, videoIds.filter(isUuid))) {
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
