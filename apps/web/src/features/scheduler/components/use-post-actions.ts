import type { ScheduledPost, UpdatePost } from '@reelforge/contracts';
import { useCreatePost, useDeletePost, useUpdatePost } from '../api/mutations';
import { notifyFailure, notifySuccess } from '../lib/notify';
import { toLocalInput } from '../lib/time';
import type { PostInput } from './post-form';

/** Spec section 8's texts for each scheduler mutation. */
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
        onError: (error) => notifyFailure(error, 'Error', 'Failed to schedule post. Please try again.'),
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
          onError: (error) => notifyFailure(error, 'Error', 'Failed to update post'),
        },
      ),
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
        onError: (error) => notifyFailure(error, 'Error', 'Failed to delete scheduled post'),
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
