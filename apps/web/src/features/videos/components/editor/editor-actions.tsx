import type { Video } from '@reelforge/contracts';
import { Clapperboard, Download, Eye, Languages, LayoutList, Loader2, RefreshCw, Save, Share2, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { RenderAction } from '../../lib/render-action';
import { downloadVideo } from '../video-actions';

interface Props {
  video: Video;
  /** The saved video's render: Render, Re-render, Rendering... or none. */
  action: RenderAction;
  /** There is something to save (a local draft always has). */
  dirty: boolean;
  saving: boolean;
  /** A render is being started. */
  starting: boolean;
  /** The storyboard button shows (a saved video with words). */
  storyboard: boolean;
  onSave: () => void;
  onRender: () => void;
  onStoryboard: () => void;
  /** Opens Translate (shown with the storyboard: a saved video with words). */
  onTranslate: () => void;
  onPreview: () => void;
  /** Shares the watch link, publishing a ready video first. */
  onShare: () => void;
  /** The Share press is publishing the video. */
  sharing: boolean;
  onDelete: () => void;
}

/** The editor's footer: Save Changes, Render, Storyboard, Translate, Preview, Download, Share and Delete. */
export function EditorActions({ video, action, dirty, saving, starting, storyboard, sharing, ...on }: Props) {
  const rendering = video.status === 'generating';
  return (
    <footer className="flex flex-wrap items-center gap-2 border-t bg-muted/30 px-5 py-3">
      <Button onClick={on.onSave} disabled={!dirty || saving}>
        <Save /> {saving ? 'Saving...' : 'Save Changes'}
      </Button>
      {action.kind === 'rendering' ? (
        <Button variant="gradient" disabled>
          <Loader2 className="animate-spin" /> Rendering...
        </Button>
      ) : action.kind !== 'none' ? (
        <Button
          variant="gradient"
          onClick={on.onRender}
          disabled={saving || starting}
          title={action.saveFirst ? 'Saves your changes, then renders them' : undefined}
        >
          {action.kind === 'render' ? <Clapperboard /> : <RefreshCw />} {action.label}
        </Button>
      ) : null}
      {storyboard && (
        <Button
          variant="outline"
          onClick={on.onStoryboard}
          disabled={rendering || saving}
          title={
            rendering
              ? 'The storyboard opens when the render finishes'
              : dirty
                ? 'Saves your changes, then opens the storyboard'
                : undefined
          }
        >
          <LayoutList /> Storyboard
        </Button>
      )}
      {storyboard && (
        <Button
          variant="outline"
          onClick={on.onTranslate}
          disabled={dirty || saving}
          title={dirty ? 'Save your changes first: the saved video is translated' : undefined}
        >
          <Languages /> Translate
        </Button>
      )}
      <Button variant="outline" onClick={on.onPreview}>
        <Eye /> Preview
      </Button>
      <Button variant="outline" onClick={() => void downloadVideo(video)}>
        <Download /> Download
      </Button>
      <Button
        variant="outline"
        onClick={on.onShare}
        disabled={sharing}
        title={video.status === 'ready' ? 'Publishes the video, then shares its watch link' : undefined}
      >
        <Share2 /> Share
      </Button>
      <Button
        variant="ghost"
        className="ml-auto text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={on.onDelete}
      >
        <Trash2 /> Delete
      </Button>
    </footer>
  );
}
