import { ASPECT_LABELS, CLIPS_LIMITS, VIDEO_ASPECTS, type LibraryItem, type VideoAspect } from '@reelforge/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { contractResolver } from '@/lib/forms';
import { createClipsSchema, type MakeClipsRequest } from '../api/make-clips';

interface Form {
  count: string;
  minSeconds: string;
  maxSeconds: string;
  aspect: VideoAspect;
  transcript: string;
}

const NO_TRANSCRIPT = 'none';

interface Props {
  /** The video to cut; null closes the dialog. */
  item: LibraryItem | null;
  /** Text uploads in the library, offered as the transcript (an SRT or VTT file). */
  subtitles: LibraryItem[];
  pending: boolean;
  onMake: (request: MakeClipsRequest) => void;
  onClose: () => void;
}

/** Text uploads that may be subtitles (SRT and VTT are stored as text; the server reads them to be sure). */
export const subtitleItems = (items: LibraryItem[]) => items.filter((i) => i.origin === 'upload' && i.type === 'script');

/** How many clips, how long, and in what shape: checked with the API's own schema. */
export function MakeClipsDialog({ item, subtitles, pending, onMake, onClose }: Props) {
  const resolver = contractResolver<Form, MakeClipsRequest>(createClipsSchema, (f) => ({
    sourceItemId: item?.id,
    transcriptItemId: f.transcript === NO_TRANSCRIPT ? undefined : f.transcript,
    count: Number(f.count),
    minSeconds: Number(f.minSeconds),
    maxSeconds: Number(f.maxSeconds),
    aspect: f.aspect,
  }));
  const form = useForm<Form, unknown, MakeClipsRequest>({
    resolver,
    defaultValues: { count: '3', minSeconds: '20', maxSeconds: '45', aspect: '9:16', transcript: NO_TRANSCRIPT },
  });
  useEffect(() => {
    if (item) form.reset({ count: '3', minSeconds: '20', maxSeconds: '45', aspect: '9:16', transcript: NO_TRANSCRIPT });
  }, [item, form]);
  const errors = form.formState.errors;
  const transcriptOptions = [{ value: NO_TRANSCRIPT, label: 'Transcribe the video' }, ...subtitles.map((s) => ({ value: s.id, label: `${s.name} (text file)` }))];
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Make clips</DialogTitle>
          <DialogDescription>
            Short clips of “{item?.name ?? ''}”, each a complete moment with captions, framed on the speaker. They appear in Video Studio as they are ready.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={form.handleSubmit((request) => onMake(request))} noValidate>
          <FormField label="Number of clips" required error={errors.count?.message}>
            <Input type="number" inputMode="numeric" min={CLIPS_LIMITS.minCount} max={CLIPS_LIMITS.maxCount} {...form.register('count')} />
          </FormField>
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Shortest (seconds)" required error={errors.minSeconds?.message}>
              <Input type="number" inputMode="numeric" min={CLIPS_LIMITS.minSeconds} max={CLIPS_LIMITS.maxSeconds} {...form.register('minSeconds')} />
            </FormField>
            <FormField label="Longest (seconds)" required error={errors.maxSeconds?.message}>
              <Input type="number" inputMode="numeric" min={CLIPS_LIMITS.minSeconds} max={CLIPS_LIMITS.maxSeconds} {...form.register('maxSeconds')} />
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="aspect"
            render={({ field }) => (
              <SelectField label="Shape" value={field.value} onChange={field.onChange} options={VIDEO_ASPECTS.map((a) => ({ value: a, label: ASPECT_LABELS[a] }))} />
            )}
          />
          <Controller
            control={form.control}
            name="transcript"
            render={({ field }) => (
              <SelectField
                label="Transcript"
                hint="Upload the video’s subtitles (SRT or VTT) to use them instead of transcription."
                value={field.value}
                onChange={field.onChange}
                options={transcriptOptions}
              />
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Starting...' : 'Make clips'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
