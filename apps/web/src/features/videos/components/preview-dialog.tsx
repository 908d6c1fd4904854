import type { Video } from '@reelforge/contracts';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { downloadVideo } from './video-actions';
import { VideoPlayer } from './video-player';

export function PreviewDialog({
  video,
  open,
  onOpenChange,
}: {
  video: Video;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader className="pr-8">
          <DialogTitle className="leading-snug">{video.title}</DialogTitle>
          <DialogDescription className={video.description ? 'line-clamp-2' : 'sr-only'}>
            {video.description || 'Video preview'}
          </DialogDescription>
        </DialogHeader>
        <VideoPlayer video={video} autoPlay />
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => void downloadVideo(video)}>
            <Download /> Download
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
