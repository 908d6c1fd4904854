import type { ScheduledPost } from '@reelforge/contracts';
import { Loader2, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useRemovePost } from './use-post-actions';

/** Asks before deleting: a deleted post and its results cannot be brought back. */
export function DeletePostDialog({ post, onClose }: { post: ScheduledPost | null; onClose: () => void }) {
  const remove = useRemovePost(onClose);
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && !remove.pending && onClose()}>
      <DialogContent className="sm:max-w-md" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>
            “{post?.title}” will be removed from your schedule
            {post?.status === 'posted' ? '. The published post stays on the platforms.' : ' and will not be published.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.pending}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.pending || !post} onClick={() => post && remove.submit(post.id)}>
            {remove.pending ? <Loader2 className="animate-spin" /> : <Trash2 />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
