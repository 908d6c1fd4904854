import type { CompleteVideoRequest, Platform, Video } from '@reelforge/contracts';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { handleUnauthorized } from '@/lib/unauthorized';
import { useCompleteVideo } from '../../api/complete-video';
import { useCreateVideo } from '../../api/mutations';
import { planLimitToast } from './plan-limit';

interface Handlers {
  /** The video now exists on the server: rendering, or (with a reason) kept as a failed draft. */
  onStarted: (video: Video, reason?: string) => void;
  /** The plan has no more videos this month: the server's words. */
  onLimit: (message: string) => void;
}

/**
 * Starts a render with complete-video, for a written script and for the creator's own. If the
 * render cannot even start, the work is kept as a failed video (spec section 8).
 */
export function useLaunchRender({ onStarted, onLimit }: Handlers) {
  const complete = useCompleteVideo();
  const saveFailed = useCreateVideo();

  function launch(request: CompleteVideoRequest, platforms: Platform[]) {
    complete.mutate(request, {
      onSuccess: (res) => onStarted(res.video),
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        if (error instanceof ApiError && error.code === 'plan_limit') {
          const message = errorMessage(error, 'Your plan does not include more videos this month.');
          onLimit(message);
          planLimitToast(message);
          return;
        }
        toast({
          title: 'Video Generation Failed',
          description: 'Failed to generate video. Creating draft version instead...',
          variant: 'destructive',
        });
        const reason = errorMessage(error, 'The render could not be started.');
        const fields = {
          title: request.title ?? request.topic,
          description: request.description ?? null,
          script: request.script,
        };
        saveFailed.mutate(
          { ...fields, platforms, status: 'failed' },
          {
            onSuccess: (saved) => onStarted(saved, reason),
            onError: (e) => notifyMutationError(e, { fallback: 'Failed to save video. Please try again.' }),
          },
        );
      },
    });
  }

  return { launch, pending: complete.isPending || saveFailed.isPending };
}
