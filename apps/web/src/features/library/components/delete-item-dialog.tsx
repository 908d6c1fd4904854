import type { LibraryItem } from '@reelforge/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

interface Props {
  item: LibraryItem | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (item: LibraryItem) => void;
}

export function DeleteItemDialog({ item, pending, onCancel, onConfirm }: Props) {
  const what = item?.type === 'video' ? 'video and its rendered files' : item?.type;
  return (
    <Dialog open={Boolean(item)} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this {item?.type}?</DialogTitle>
          <DialogDescription>
            “{item?.name}” — this {what} will be deleted for good.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => item && onConfirm(item)} disabled={pending}>
            {pending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
