import { PLATFORMS, type Platform, type Storyboard, type Video } from '@reelforge/contracts';
import { Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useRenderVideo } from '../api/render-video';
import type { SearchFrame } from '../api/storyboard';
import { useSaveStoryboard, useVideoStoryboard } from '../api/video-storyboard';
import { boardOf, toStoryboard, type BoardScene } from '../lib/storyboard';
import { ScenePreview } from './ai/scene-preview';
import { StoryboardStep } from './ai/storyboard-step';

interface Props {
  video: Video;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Stock results shaped like the video: the Video carries no aspect, so its first platform's frame. */
function frameOf(video: Video): SearchFrame {
  const platform = video.platforms.find((p): p is Platform => (PLATFORMS as readonly string[]).includes(p));
  return platform ? { platform } : {};
}

/**
 * The studio's storyboard: the saved video's scenes, edited like in the AI flow, then saved (the
 * script becomes the board's words) or saved and rendered; either closes it.
 */
export function StoryboardDialog({ video, open, onOpenChange }: Props) {
  const board = useVideoStoryboard(video.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 sm:max-w-[720px]">
        <DialogHeader className="pr-8">
          <DialogTitle>Storyboard</DialogTitle>
          <DialogDescription className="line-clamp-2">
            Each scene’s words, length and picture. Edit, reorder or swap visuals, then save or render.
          </DialogDescription>
        </DialogHeader>
        {board.data ? (
          <Board video={video} initial={board.data} onClose={() => onOpenChange(false)} />
        ) : board.isError ? (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900" role="alert">
            {errorMessage(board.error, 'The storyboard could not be loaded. Please try again.')}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" /> Loading the storyboard...
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Board({ video, initial, onClose }: { video: Video; initial: Storyboard; onClose: () => void }) {
  const [scenes, setScenes] = useState<BoardScene[]>(() => boardOf(initial));
  const [intent, setIntent] = useState<'save' | 'render' | null>(null);
  const save = useSaveStoryboard();
  const renderer = useRenderVideo();
  // Previews are of the saved board: any edit, move or new scene waits for Save.
  const savedJson = useMemo(() => JSON.stringify(toStoryboard(boardOf(initial))), [initial]);
  const unsaved = JSON.stringify(toStoryboard(scenes)) !== savedJson;

  function persist(thenRender: boolean) {
    setIntent(thenRender ? 'render' : 'save');
    save.mutate(
      { videoId: video.id, storyboard: toStoryboard(scenes) },
      {
        onSuccess: () => {
          if (!thenRender) {
            onClose();
            notifySuccess('Storyboard saved. The script now reads as its scenes.');
            return;
          }
          renderer.mutate(video.id, {
            onSuccess: () => {
              onClose();
              notifySuccess('Rendering started. The current video stays until the new one is ready.');
            },
            onError: (e) => {
              setIntent(null);
              notifyMutationError(e, { fallback: 'The render could not be started. Please try again.' });
            },
          });
        },
        onError: (e) => {
          setIntent(null);
          notifyMutationError(e, { fallback: 'The storyboard could not be saved. Please try again.' });
        },
      },
    );
  }

  return (
    <StoryboardStep
      scenes={scenes}
      onChange={setScenes}
      frame={frameOf(video)}
      // The Video does not say which source its render used; automatic scenes preview stock.
      visualSource="auto"
      onBack={onClose}
      // The dialog's own X is "Close"; this one leaves without saving.
      backLabel="Cancel"
      onSave={() => persist(false)}
      saving={intent === 'save'}
      onRender={() => persist(true)}
      renderLabel={video.videoUrl ? 'Re-render' : 'Render'}
      rendering={intent === 'render'}
      scenePreview={(index) => <ScenePreview videoId={video.id} index={index} unsaved={unsaved} />}
    />
  );
}
