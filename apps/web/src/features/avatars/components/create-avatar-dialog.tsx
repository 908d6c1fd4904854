import { AVATAR_STYLES, MSG, voiceOptions, type Avatar, type SynthesizeAvatarData } from '@reelforge/contracts';
import { Loader2, Sparkles } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelectField } from '@/components/ui/select-field';
import { toast } from '@/hooks/use-toast';
import { requiredMark, toastInvalidForm } from '@/lib/forms';
import { useCreateAvatar } from '../api/create-avatar';
import { GENDERS, STYLE_INFO, styleInfo } from '../lib/display';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useNarrationEngine } from '@/lib/queries/voice-settings';
import { CreateProgress } from './create-progress';
import { AUTO_VOICE, avatarFormResolver, emptyForm, NO_GENDER, type AvatarForm } from './create-avatar-form';
import { PhotoPicker } from './photo-picker';

export interface CreateAvatarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved avatar (the gallery is refreshed already). */
  onCreated?: (avatar: Avatar) => void;
}

const shown = requiredMark(MSG.missingFields);

/**
 * Spec: the Create New Avatar dialog (name, style, optional voice type, optional image). The
 * avatar page opens it from its buttons; the dashboard's Create Avatar quick action can too.
 */
export function CreateAvatarDialog({ open, onOpenChange, onCreated }: CreateAvatarDialogProps) {
  const form = useForm<AvatarForm, unknown, SynthesizeAvatarData>({
    defaultValues: emptyForm(),
    resolver: avatarFormResolver,
  });
  const { errors } = form.formState;
  const values = form.watch();
  const engine = useNarrationEngine();
  const create = useCreateAvatar();
  const busy = create.isPending;

  function close(next: boolean) {
    if (busy) return; // the avatar is being made; closing would hide its outcome
    if (!next) form.reset(emptyForm());
    onOpenChange(next);
  }

  const submit = form.handleSubmit(
    (request) =>
      create.mutate(request, {
        onSuccess: (avatar) => {
          toast({ title: 'Avatar Created', description: `${avatar.name} is ready in your gallery.` });
          form.reset(emptyForm());
          onOpenChange(false);
          onCreated?.(avatar);
        },
        onError: (error) =>
          notifyMutationError(error, { fallback: 'Failed to create avatar. Please try again.', on401: 'redirect' }),
      }),
    (invalid) => toastInvalidForm(invalid, MSG.missingFields),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl" data-testid="create-avatar-dialog" showCloseButton={!busy}>
        <DialogHeader>
          <DialogTitle>Create New Avatar</DialogTitle>
          <DialogDescription>
            One photo becomes a presenter with its own voice, ready for your videos.
          </DialogDescription>
        </DialogHeader>

        <form id="create-avatar-form" onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label="Photo"
            required={false}
            error={errors.photo?.message}
            hint="Front-facing, even light, plain background."
          >
            {() => (
              <Controller
                control={form.control}
                name="photo"
                render={({ field }) => <PhotoPicker value={field.value} onChange={field.onChange} disabled={busy} />}
              />
            )}
          </FormField>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="avatar-name" label="Name" required error={shown(errors.name?.message)}>
              <Input
                placeholder="e.g. Maya"
                maxLength={100}
                autoComplete="off"
                disabled={busy}
                {...form.register('name')}
              />
            </FormField>
            <FormSelectField
              control={form.control}
              name="style"
              label="Style"
              required
              showError={shown}
              hint={values.style ? STYLE_INFO[values.style].hint : undefined}
              options={AVATAR_STYLES.map((s) => ({ value: s, label: styleInfo(s).label }))}
              placeholder="Choose a style"
              disabled={busy}
            />
          </div>

          <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
            <FormSelectField
              control={form.control}
              name="gender"
              label="Gender"
              required={false}
              options={[{ value: NO_GENDER, label: 'Prefer not to say' }, ...GENDERS]}
              disabled={busy}
            />
            <FormField id="avatar-age" label="Age" required={false} error={errors.age?.message}>
              <Input type="number" inputMode="numeric" min={1} max={120} disabled={busy} {...form.register('age')} />
            </FormField>
          </div>

          <FormSelectField
            control={form.control}
            name="voice"
            label="Voice Type"
            required={false}
            hint={
              values.voice === AUTO_VOICE
                ? engine === 'espeak'
                  ? 'The plain voice matching the gender (basic, offline).'
                  : 'A natural voice matching the gender.'
                : 'Hear it with Test Voice once created.'
            }
            options={[
              { value: AUTO_VOICE, label: 'Automatic' },
              ...voiceOptions(engine),
            ]}
            disabled={busy}
          />
        </form>

        {busy && <CreateProgress stage={create.stage} style={values.style} hasPhoto={values.photo !== null} />}

        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="create-avatar-form" variant="gradient" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" /> : <Sparkles />}
            {busy ? 'Creating...' : 'Create Avatar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
