import { LIBRARY_ITEM_TYPES, filterLibrary, type LibraryItem, type LibraryItemType, type LibraryQuery, type LibraryResponse, isPlayable } from '@reelforge/contracts';
import type { AppContext } from '../../lib/context.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { templatesRepository, type TemplateRow } from '../templates/templates.repository.ts';
import { toVideoSummary } from '../videos/videos.mapper.ts';
import { videosRepository, type VideoSummaryRow } from '../videos/videos.repository.ts';

/** "#launch tips #AI" -> ['launch', 'ai']: the hashtags a description already carries. */
export function hashtags(text: string | null): string[] {
  return [...(text ?? '').matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]!.toLowerCase());
}

const unique = (xs: string[]) => [...new Set(xs)];

function fromVideo(row: VideoSummaryRow & { description: string | null }, size: number | null): LibraryItem {
  const video = { ...toVideoSummary(row), description: row.description };
  const downloadable = Boolean(row.videoKey) && isPlayable(row);
  return {
    id: video.id,
    type: 'video',
    name: video.title,
    description: video.description,
    category: null,
    thumbnailUrl: video.thumbnailUrl,
    size,
    duration: video.duration,
    likes: video.likes,
    views: video.views,
    isPublic: video.status === 'published',
    tags: unique([...video.platforms, ...hashtags(video.description)]),
    status: video.status,
    downloadUrl: downloadable ? `/api/videos/${video.id}/download` : null,
    createdAt: video.createdAt,
    updatedAt: video.updatedAt,
  };
}

function fromTemplate(row: TemplateRow): LibraryItem {
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    type: 'template',
    name: row.name,
    description: row.description,
    category: row.category,
    thumbnailUrl: row.thumbnailUrl,
    size: null,
    duration: null,
    likes: row.likes,
    views: null,
    isPublic: row.isPublic,
    tags: unique([row.category, ...hashtags(row.description)]),
    status: null,
    downloadUrl: null,
    createdAt: created,
    updatedAt: created,
  };
}

export function libraryService(ctx: AppContext) {
  const videos = videosRepository(ctx.db);
  const templates = templatesRepository(ctx.db);

  /** The size of the stored file, from the file itself (null when there is none). */
  const fileSize = async (key: string | null) => (key ? ((await ctx.storage.stat(key))?.size ?? null) : null);

  return {
    /** Everything the user has, as library items; counts and size are over all of it. */
    async list(user: UserRow, query: LibraryQuery = {}): Promise<LibraryResponse> {
      const [videoRows, templateRows] = await Promise.all([videos.listForLibrary(user.id), templates.listOwned(user.id)]);
      const sizes = await Promise.all(videoRows.map((v) => fileSize(v.videoKey)));
      const all = [...videoRows.map((v, i) => fromVideo(v, sizes[i] ?? null)), ...templateRows.map(fromTemplate)];
      const counts = Object.fromEntries(LIBRARY_ITEM_TYPES.map((t) => [t, 0])) as Record<LibraryItemType, number>;
      for (const item of all) counts[item.type] += 1;
      return {
        items: filterLibrary(all, query),
        counts,
        totalSize: all.reduce((sum, item) => sum + (item.size ?? 0), 0),
      };
    },
  };
}
