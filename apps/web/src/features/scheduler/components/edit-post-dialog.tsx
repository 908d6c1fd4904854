import type { ScheduledPost } from '@reelforge/contracts';
import { Lock } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isEditable } from '../lib/stats';
import { useNow } from '../lib/use-now';
import { TimeLabel } from './post-card';
import { postToForm } from '../lib/post-form';
import { PostForm } from './post-form';
import { PostResults } from './post-results';
import { PostStatusBadge } from './post-status-badge';
import { changes, useEditPost } from './use-post-actions';

interface Props {
  /** The post to edit; null closes the dialog. */
  post: ScheduledPost | null;
  onClose: () => void;
}

/**
 * Edit a post (spec: edit in a dialog, while not posted). A post that is publishing or posted is
 * shown read-only with its results, so a click on it in the calendar always says something true.
 */
export function EditPostDialog({ post, onClose }: Props) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {post && (isEditable(post) ? <EditForm key={post.id} post={post} onClose={onClose} /> : <LockedPost post={post} />)}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ post, onClose }: { post: ScheduledPost; onClose: () => void }) {
  const edit = useEditPost(onClose);
  const initial = postToForm(post);
  return (
    <>
      <DialogHeader>
        <DialogTitle>Edit Post</DialogTitle>
        <DialogDescription>
          {post.status === 'ready'
            ? 'This post is ready: changes apply to when and where it publishes.'
            : 'Change the details, time or platforms of this post.'}
        </DialogDescription>
      </DialogHeader>
      <PostForm
        layout="narrow"
        initial={initial}
        originalTime={initial.time}
        currentVideo={post.video}
        leadMinutes={0}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        pending={edit.pending}
        onCancel={onClose}
        onSubmit={(input) => {
          const patch = changes(post, input);
          if (Object.keys(patch).length === 0) return onClose();
          edit.submit(post.id, patch);
        }}
      />
    </>
  );
}

function LockedPost({ post }: { post: ScheduledPost }) {
  const now = useNow(30_000);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-6 leading-snug">{post.title}</DialogTitle>
        <DialogDescription className="flex items-center gap-1.5">
          <Lock className="size-3.5" />
          {post.status === 'posted'
            ? 'This post has already been published and cannot be changed.'
            : 'This post is being published right now and cannot be changed.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        <div className="flex items-center justify-between gap-3">
          <TimeLabel post={post} now={now} />
          <PostStatusBadge status={post.status} />
        </div>
        {post.content && <p className="text-sm whitespace-pre-line text-muted-foreground">{post.content}</p>}
        <PostResults post={post} />
      </div>
    </>
  );
}
