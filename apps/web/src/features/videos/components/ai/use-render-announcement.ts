import type { Video } from '@reelforge/contracts';
import { useEffect, useRef } from 'react';
import { toast } from '@/hooks/use-toast';
import type { FlowRender } from './ai-video-flow';

/** Tells the creator when a render they walked away from ends. */
export function useRenderAnnouncement(render: FlowRender | null, live: Video | undefined, open: boolean) {
  const announced = useRef<string | null>(null);
  const watchedId = render && !render.reason ? render.initial.id : null;
  const status = live?.status;
  const liveTitle = live?.title;
  useEffect(() => {
    if (!watchedId || !status || status === 'generating' || announced.current === watchedId) return;
    announced.current = watchedId;
    if (status === 'failed') {
      toast({
        title: 'Video Generation Failed',
        description: 'Failed to generate video. Creating draft version instead...',
        variant: 'destructive',
      });
    } else if (!open) {
      toast({ title: 'Video Ready', description: `“${liveTitle}” is ready to watch in Your Videos.` });
    }
  }, [watchedId, status, liveTitle, open]);
}
