import { LIMITS } from '@reelforge/contracts';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PostFormValues } from '../lib/post-form';
import { PostForm } from './post-form';
import { useSchedulePost } from './use-post-actions';

export interface SchedulePostDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The earliest time, in minutes from now. The dashboard's Schedule Post quick action uses the
   * default, one hour (spec section 5); the scheduler's calendar uses 0 (the current minute).
   */
  leadMinutes?: number;
  /** Prefilled values (e.g. a day picked on the calendar). */
  initial?: PostFormValues;
}

/** The Schedule Post form in a dialog; on success it closes and the next opening starts empty. */
export function SchedulePostDialog({
  open,
  onOpenChange,
  leadMinutes = LIMITS.scheduleLeadMinutesDashboard,
  initial,
}: SchedulePostDialogProps) {
  // A fresh form on every opening (spec section 4: on success it closes and resets).
  const [generation, setGeneration] = useState(0);
  const close = () => {
    onOpenChange(false);
    setGeneration((g) => g + 1);
  };
  const schedule = useSchedulePost(close);
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Schedule Post</DialogTitle>
          <DialogDescription>
            {leadMinutes > 0
              ? 'Pick the platforms and a time at least 1 hour from now. Mark it ready when it should go out.'
              : 'Pick the platforms and a time. Mark it ready when it should go out.'}
          </DialogDescription>
        </DialogHeader>
        <PostForm
          key={generation}
          layout="narrow"
          initial={initial}
          leadMinutes={leadMinutes}
          submitLabel="Schedule Post"
          pendingLabel="Scheduling..."
          pending={schedule.pending}
          onSubmit={schedule.submit}
          onCancel={close}
          autoFocus
        />
      </DialogContent>
    </Dialog>
  );
}
