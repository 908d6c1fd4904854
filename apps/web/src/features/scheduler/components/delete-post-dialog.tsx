import type { ScheduledPost } from '@reelforge/contracts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { useRemovePost } from './use-post-actions';

/** Asks before deleting: a deleted post and its results cannot be brought back. */
export function DeletePostDialog({ post, onClose }: { post: ScheduledPost | null; onClose: () => void }) {
  const remove = useRemovePost(onClose);
  return (
    <ConfirmDeleteDialog
      open={post !== null}
      title="Delete this post?"
      description={`“${post?.title ?? ''}” will be removed from your schedule${
        post?.status === 'posted' ? '. The published post stays on the platforms.' : ' and will not be published.'
      }`}
      pending={remove.pending}
      onConfirm={() => post && remove.submit(post.id)}
      onCancel={onClose}
    />
  );
}
