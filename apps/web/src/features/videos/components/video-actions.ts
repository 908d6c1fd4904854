import { VIDEO_MESSAGES, isPlayable, isShareable, type Video } from '@reelforge/contracts';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { downloadUrl, watchUrl } from '../lib/status';

type Playable = Pick<Video, 'id' | 'title' | 'status' | 'description'>;

/**
 * Spec section 5: preview needs ready or published; a video re-rendering still plays its current
 * file until the new one replaces it. Returns whether the preview may open.
 */
export function checkPreview(video: Playable & Pick<Video, 'videoUrl'>): boolean {
  if (isPlayable(video) || (video.status === 'generating' && video.videoUrl)) return true;
  toast({
    title: 'Preview Unavailable',
    description: 'Video must be ready or published to preview',
    variant: 'destructive',
  });
  return false;
}

/**
 * A real download: the server sends the MP4 as "<title>.mp4". One byte is asked for first, so a
 * refusal shows as a toast instead of a broken file in the downloads bar.
 */
export async function downloadVideo(video: Playable) {
  if (!isPlayable(video)) {
    toast({ title: 'Download Unavailable', description: VIDEO_MESSAGES.downloadUnavailable, variant: 'destructive' });
    return;
  }
  const url = downloadUrl(video.id);
  try {
    const res = await fetch(url, { headers: { Range: 'bytes=0-0' }, credentials: 'include' });
    if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
    await res.body?.cancel();
  } catch (error) {
    notifyMutationError(error, {
      title: 'Download Failed',
      fallback: 'Video download is not available yet. Try again later.',
    });
    return;
  }
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

/** Share needs a rendered video; a draft or a failed one says so. */
export function checkShare(video: Playable): boolean {
  if (isShareable(video)) return true;
  toast({ title: 'Share Unavailable', description: 'Video must be rendered before sharing', variant: 'destructive' });
  return false;
}

/**
 * Spec section 8: the native share sheet, else the link is copied. `published` says the Share
 * press itself just published the video, which the person is told: its link is now public.
 */
export async function shareVideo(video: Playable, { published = false } = {}) {
  const url = watchUrl(video.id);
  const publicNote = published ? ' The video is now published: anyone with the link can watch it.' : '';
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: video.title, text: video.description ?? undefined, url });
      return;
    } catch (error) {
      // The person closed the share sheet: nothing to do. Anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied', description: `The watch link is on your clipboard.${publicNote}` });
  } catch {
    toast({ title: 'Share this link', description: `${url}${publicNote}` });
  }
}
