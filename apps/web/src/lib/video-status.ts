import type { VideoStatus } from '@reelforge/contracts';
import type { StatusLook } from '@/components/status-badge';

/** How each video status reads and looks, wherever a video is shown (studio, dashboard, library). */
export const VIDEO_STATUS_LOOK: Record<VideoStatus, StatusLook> = {
  draft: { label: 'Draft', tone: 'slate' },
  generating: { label: 'Generating', tone: 'amber', live: true },
  ready: { label: 'Ready', tone: 'emerald' },
  published: { label: 'Published', tone: 'violet' },
  failed: { label: 'Failed', tone: 'red' },
};
