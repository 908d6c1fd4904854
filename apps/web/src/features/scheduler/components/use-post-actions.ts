import type { ScheduledPost, UpdatePost } from '@reelforge/contracts';
import { useCreatePost, useDeletePost, useRetryPost, useUpdatePost } from '../api/mutations';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { toLocalInput } from '../lib/time';
import type { PostInput } from '../lib/post-form';

/** Spec section 8's texts for each scheduler mutation; a lost session goes straight to sign-in. */
export function useSchedulePost(onDone: (post: ScheduledPost) => void) {
  const create = useCreatePost();
  return {
    pending: create.isPending,
    submit: (input: PostInput) =>
      create.mutate(input, {
        onSuccess: (post) => {
          notifySuccess('Post scheduled successfully!');
          onDone(post);
        },
        onError: (error) =>
          notifyMutationError(error, { fallback: 'Failed to schedule post. Please try again.', on401: 'redirect' }),
      }),
  };
}

export function useEditPost(onDone?: (post: ScheduledPost) => void) {
  const update = useUpdatePost();
  return {
    pending: update.isPending,
    pendingId: update.isPending ? update.variables.id : undefined,
    submit: (id: string, patch: UpdatePost) =>
      update.mutate(
        { id, ...patch },
        {
          onSuccess: (post) => {
            notifySuccess('Post updated successfully');
            onDone?.(post);
          },
          onError: (error) => notifyMutationError(error, { fallback: 'Failed to update post', on401: 'redirect' }),
        },
      ),
  };
}

export function useRetryFailedPost() {
  const retry = useRetryPost();
  return {
    pendingId: retry.isPending ? retry.variables : undefined,
    submit: (id: string) =>
      retry.mutate(id, {
        onSuccess: () => notifySuccess('Publishing again'),
        onError: (error) => notifyMutationError(error, { fallback: 'Failed to retry the post', on401: 'redirect' }),
      }),
  };
}

export function useRemovePost(onDone?: () => void) {
  const remove = useDeletePost();
  return {
    pending: remove.isPending,
    pendingId: remove.isPending ? remove.variables : undefined,
    submit: (id: string) =>
      remove.mutate(id, {
        onSuccess: () => {
          notifySuccess('Scheduled post deleted successfully');
          onDone?.();
        },
        onError: (error) =>
          notifyMutationError(error, { fallback: 'Failed to delete scheduled post', on401: 'redirect' }),
      }),
  };
}

/** Only what changed goes in the PATCH (partial update, spec section 7). */
export function changes(post: ScheduledPost, input: PostInput): UpdatePost {
  const patch: UpdatePost = {};
  if (input.title !== post.title) patch.title = input.title;
  if (input.content !== post.content) patch.content = input.content;
  // The form works to the minute: the same minute is the same time (seconds are kept as they were).
  if (toLocalInput(new Date(input.scheduledTime)) !== toLocalInput(new Date(post.scheduledTime)))
    patch.scheduledTime = input.scheduledTime;
  if (input.platforms.length !== post.platforms.length || input.platforms.some((p) => !post.platforms.includes(p)))
    patch.platforms = input.platforms;
  if (input.videoId !== post.videoId) patch.videoId = input.videoId;
  return patch;
}
