import { Loader2, Play } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useScenePreview } from '../../api/scene-preview';

interface Props {
  videoId: string;
  /** The scene's place in the saved storyboard, from 0. */
  index: number;
  /** The board differs from the saved one: a preview would show the saved scene, not this one. */
  unsaved: boolean;
}

/** A scene of the saved storyboard, rendered small on the server and played in its card. */
export function ScenePreview({ videoId, index, unsaved }: Props) {
  const hintId = useId();
  const preview = useScenePreview();
  const [url, setUrl] = useState<string | null>(null);
  // Each file lives as long as it is shown: a new preview or leaving the card frees it.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  const n = index + 1;

  const start = () =>
    preview.mutate({ videoId, index }, { onSuccess: (blob) => setUrl(URL.createObjectURL(blob)) });

  return (
    <div className="grid gap-2" data-testid="scene-preview">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={start}
          disabled={unsaved || preview.isPending}
          aria-describedby={unsaved ? hintId : undefined}
          aria-label={`Preview scene ${n}`}
        >
          {preview.isPending ? <Loader2 className="animate-spin" /> : <Play />}
          {preview.isPending ? 'Rendering preview...' : url ? 'Preview again' : 'Preview'}
        </Button>
        {unsaved && (
          <span id={hintId} className="text-xs text-muted-foreground">
            Save the storyboard to preview it: previews show the saved scenes.
          </span>
        )}
      </div>
      {preview.isError && (
        <p className="rounded-md bg-red-50 px-2.5 py-1.5 text-xs text-red-800" role="alert">
          {errorMessage(preview.error, 'The preview could not be made. Please try again.')}
        </p>
      )}
      {url && !preview.isPending && (
        <video
          src={url}
          controls
          autoPlay
          playsInline
          className="max-h-80 w-auto max-w-full justify-self-start rounded-lg bg-black"
          aria-label={`Scene ${n} preview`}
          data-testid="scene-preview-video"
        />
      )}
    </div>
  );
}
