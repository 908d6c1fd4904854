import type { Video } from '@reelforge/contracts';

export type RenderAction =
  | { kind: 'none' }
  | { kind: 'rendering' }
  | { kind: 'render' | 're-render'; label: 'Render' | 'Re-render'; saveFirst: boolean };

/**
 * The studio's render button. "Render" for a video that has never been rendered, "Re-render"
 * when its title or script differ from what the file shows (the server says so in needsRender;
 * unsaved edits to either count too, and are saved before the render starts).
 */
export function renderAction(
  video: Pick<Video, 'status' | 'videoUrl' | 'needsRender'>,
  edits: { wordsChanged: boolean; otherChanges: boolean; script: string },
): RenderAction {
  if (video.status === 'generating') return { kind: 'rendering' };
  if (!edits.script.trim()) return { kind: 'none' };
  const saveFirst = edits.wordsChanged || edits.otherChanges;
  if (!video.videoUrl) return { kind: 'render', label: 'Render', saveFirst };
  if (video.needsRender || edits.wordsChanged) return { kind: 're-render', label: 'Re-render', saveFirst };
  return { kind: 'none' };
}
