import type { VideoStatus } from '@reelforge/contracts';

export const STATUS_LABELS: Record<VideoStatus, string> = {
  draft: 'Draft',
  generating: 'Generating',
  ready: 'Ready',
  published: 'Published',
  failed: 'Failed',
};

/** Badge and dot colours per status. */
export const STATUS_STYLES: Record<VideoStatus, { badge: string; dot: string }> = {
  draft: { badge: 'bg-slate-100 text-slate-700 ring-slate-200', dot: 'bg-slate-400' },
  generating: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500 animate-pulse' },
  ready: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  published: { badge: 'bg-violet-50 text-violet-800 ring-violet-200', dot: 'bg-violet-600' },
  failed: { badge: 'bg-red-50 text-red-700 ring-red-200', dot: 'bg-red-500' },
};

export const watchUrl = (id: string) => `${window.location.origin}/watch/${id}`;
export const downloadUrl = (id: string) => `/api/videos/${id}/download`;
