import type { Avatar } from '@reelforge/contracts';
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

/** Asks before deleting: the avatar's image and voice sample go with it. */
export function DeleteAvatarDialog({
  avatar,
  isDeleting,
  onConfirm,
  onCancel,
}: {
  avatar: Avatar | null;
  isDeleting: boolean;
  onConfirm: (avatar: Avatar) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={avatar !== null} onOpenChange={(open) => !open && !isDeleting && onCancel()}>
      <DialogContent role="alertdialog" className="sm:max-w-md" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Delete {avatar?.name}?</DialogTitle>
          <DialogDescription>
            The avatar, its image and its voice sample are removed for good. Videos already made with it stay as they
            are.
            {avatar?.isDefault && ' Your most recent other avatar becomes the default.'}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isDeleting}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => avatar && onConfirm(avatar)} disabled={isDeleting}>
            {isDeleting ? <Loader2 className="animate-spin" /> : <Trash2 />}
            {isDeleting ? 'Deleting...' : 'Delete Avatar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
