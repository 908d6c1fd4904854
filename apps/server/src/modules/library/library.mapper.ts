import { isPlayable, type LibraryItem } from '@reelforge/contracts';
import type { TemplateRow } from '../templates/index.ts';
import { toVideoSummary } from '../videos/index.ts';
import type { VideoSummaryRow } from '../videos/index.ts';
import type { LibraryItemRow } from './library.repository.ts';

/** "#launch tips #AI" -> ['launch', 'ai']: the hashtags a description already carries. */
export function hashtags(text: string | null): string[] {
  return [...(text ?? '').matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]!.toLowerCase());
}

const unique = (xs: string[]) => [...new Set(xs)];

export function fromVideo(row: VideoSummaryRow & { description: string | null }, size: number | null): LibraryItem {
  const video = { ...toVideoSummary(row), description: row.description };
  const downloadable = Boolean(row.videoKey) && isPlayable(row);
  return {
    id: video.id,
    type: 'video',
    origin: 'video',
    name: video.title,
    description: video.description,
    category: null,
    thumbnailUrl: video.thumbnailUrl,
    size,
    duration: video.duration,
    width: null,
    height: null,
    likes: video.likes,
    views: video.views,
    isPublic: video.status === 'published',
    isFavorite: false,
    tags: unique([...video.platforms, ...hashtags(video.description)]),
    status: video.status,
    mimeType: downloadable ? 'video/mp4' : null,
    downloadUrl: downloadable ? `/api/videos/${video.id}/download` : null,
    previewUrl: downloadable ? `/api/videos/${video.id}/stream` : null,
    createdAt: video.createdAt,
    updatedAt: video.updatedAt,
  };
}

export function fromTemplate(row: TemplateRow): LibraryItem {
  const created = row.createdAt.toISOString();
  return {
    id: row.id,
    type: 'template',
    origin: 'template',
    name: row.name,
    description: row.description,
    category: row.category,
    thumbnailUrl: row.thumbnailUrl,
    size: null,
    duration: null,
    width: null,
    height: null,
    likes: row.likes,
    views: null,
    isPublic: row.isPublic,
    isFavorite: false,
    tags: unique([row.category, ...hashtags(row.description)]),
    status: null,
    mimeType: null,
    downloadUrl: null,
    previewUrl: null,
    createdAt: created,
    updatedAt: created,
  };
}

export function fromUpload(row: LibraryItemRow): LibraryItem {
  const base = `/api/library/items/${row.id}`;
  return {
    id: row.id,
    type: row.type,
    origin: 'upload',
    name: row.name,
    description: row.description,
    category: row.category,
    thumbnailUrl: row.thumbnailKey ? `${base}/thumbnail` : null,
    size: row.size,
    duration: row.durationSec,
    width: row.width,
    height: row.height,
    likes: row.likes,
    views: row.views,
    isPublic: row.isPublic,
    isFavorite: row.isFavorite,
    tags: row.tags,
    status: null,
    mimeType: row.mimeType,
    downloadUrl: `${base}/download`,
    previewUrl: `${base}/file`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
