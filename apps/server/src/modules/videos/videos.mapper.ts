import type { Video, VideoStatus, VideoSummary } from '@reelforge/contracts';
import { renderedSignature } from './render-options.ts';
import type { VideoRow, VideoSummaryRow } from './videos.repository.ts';

/** The stored render's language, when one was chosen. */
function languageOf(options: unknown): string | null {
  const language = (options as { language?: unknown } | null)?.language;
  return typeof language === 'string' && language ? language : null;
}

/** The source's name a clip's spec (videos.clip, written by the clips module) keeps. */
function clipSourceName(clip: unknown): string | null {
  const name = (clip as { sourceName?: unknown } | null)?.sourceName;
  return typeof name === 'string' && name ? name : null;
}

/** Render when there are words and no file yet, re-render when the file shows other words. */
function needsRender(row: VideoRow) {
  if (row.status === 'generating' || !row.script?.trim()) return false;
  if (!row.videoKey) return true;
  return row.renderedSignature !== renderedSignature(row.title, row.script.trim());
}

export function toVideo(row: VideoRow): Video {
  const rendered = Boolean(row.videoKey);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    script: row.script,
    status: row.status as VideoStatus,
    platforms: row.platforms,
    views: row.views,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    videoUrl: rendered ? `/api/videos/${row.id}/stream` : null,
    thumbnailUrl: row.thumbnailKey ? `/api/videos/${row.id}/thumbnail` : null,
    captionsUrl: row.captionsKey ? `/api/videos/${row.id}/captions.vtt` : null,
    duration: row.duration,
    stage: row.stage,
    progress: row.progress,
    error: row.error,
    avatarId: row.avatarId,
    renderedAt: row.renderedAt?.toISOString() ?? null,
    needsRender: needsRender(row),
    credits: row.credits ?? [],
    language: languageOf(row.renderOptions),
    translationOf: row.translationOf,
    clipOf: row.clipOf,
    clipOfName: row.clipOf ? clipSourceName(row.clip) : null,
  };
}

export function toVideoSummary(row: VideoSummaryRow): VideoSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status as VideoStatus,
    platforms: row.platforms,
    views: row.views,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    videoUrl: row.videoKey ? `/api/videos/${row.id}/stream` : null,
    thumbnailUrl: row.thumbnailKey ? `/api/videos/${row.id}/thumbnail` : null,
    duration: row.duration,
    stage: row.stage,
    progress: row.progress,
    error: row.error,
    renderedAt: row.renderedAt?.toISOString() ?? null,
  };
}
