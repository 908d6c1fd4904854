import { AVATAR_STYLES, MSG, VOICES, type Avatar } from '@reelforge/contracts';
import { Loader2, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { useCreateAvatar } from '../api/create-avatar';
import { GENDERS, STYLE_INFO, styleInfo } from '../lib/display';
import { reportMutationError } from '../lib/mutation-errors';
import { CreateProgress } from './create-progress';
import {
  AUTO_VOICE,
  emptyForm,
  NO_GENDER,
  toRequest,
  validate,
  type AvatarForm,
  type FormErrors,
} from './create-avatar-form';
import { FormField } from '@/components/ui/form-field';
import { PhotoPicker } from './photo-picker';

export interface CreateAvatarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved avatar (the gallery is refreshed already). */
  onCreated?: (avatar: Avatar) => void;
}

/**
 * Spec: the Create New Avatar dialog (name, style, optional voice type, optional image). The
 * avatar page opens it from its buttons; the dashboard's Create Avatar quick action can too.
 */
export function CreateAvatarDialog({ open, onOpenChange, onCreated }: CreateAvatarDialogProps) {
  const [form, setForm] = useState<AvatarForm>(emptyForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useCreateAvatar();
  const busy = create.isPending;

  const set = <K extends keyof AvatarForm>(key: K, value: AvatarForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function close(next: boolean) {
    if (busy) return; // the avatar is being made; closing would hide its outcome
    if (!next) {
      setForm(emptyForm());
      setErrors({});
    }
    onOpenChange(next);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const request = toRequest(form);
    const check = validate(request);
    if (!check.ok) {
      setErrors(check.errors);
      if (check.missing) toast({ title: 'Missing Fields', description: MSG.missingFields, variant: 'destructive' });
      return;
    }
    create.mutate(request, {
      onSuccess: (avatar) => {
        toast({ title: 'Avatar Created', description: `${avatar.name} is ready in your gallery.` });
        setForm(emptyForm());
        setErrors({});
        onOpenChange(false);
        onCreated?.(avatar);
      },
      onError: (error) => reportMutationError(error, 'Failed to create avatar. Please try again.'),
    });
  }

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
          <FormField label="Photo" hint="Front-facing, even light, plain background.">
            <PhotoPicker value={form.photo} onChange={(photo) => set('photo', photo)} disabled={busy} />
          </FormField>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="avatar-name" label="Name" required error={errors.name}>
              <Input
                id="avatar-name"
                value={form.name}
                onChange={(e) => set('name', e.target.value)}
                placeholder="e.g. Maya"
                maxLength={100}
                autoComplete="off"
                aria-invalid={Boolean(errors.name)}
                disabled={busy}
              />
            </FormField>
            <FormField
              id="avatar-style"
              label="Style"
              required
              error={errors.style}
              hint={form.style ? STYLE_INFO[form.style].hint : undefined}
            >
              <Select value={form.style} onValueChange={(v) => set('style', v as AvatarForm['style'])} disabled={busy}>
                <SelectTrigger id="avatar-style" className="w-full" aria-invalid={Boolean(errors.style)}>
                  <SelectValue placeholder="Choose a style" />
                </SelectTrigger>
                <SelectContent>
                  {AVATAR_STYLES.map((s) => (
                    <SelectItem key={s} value={s}>
                      {styleInfo(s).label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
          </div>

          <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
            <FormField id="avatar-gender" label="Gender">
              <Select value={form.gender} onValueChange={(v) => set('gender', v)} disabled={busy}>
                <SelectTrigger id="avatar-gender" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_GENDER}>Prefer not to say</SelectItem>
                  {GENDERS.map((g) => (
                    <SelectItem key={g.value} value={g.value}>
                      {g.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </FormField>
            <FormField id="avatar-age" label="Age" error={errors.age}>
              <Input
                id="avatar-age"
                type="number"
                inputMode="numeric"
                min={1}
                max={120}
                value={form.age}
                onChange={(e) => set('age', e.target.value)}
                aria-invalid={Boolean(errors.age)}
                disabled={busy}
              />
            </FormField>
          </div>

          <FormField
            id="avatar-voice"
            label="Voice Type"
            hint={
              form.voice === AUTO_VOICE
                ? 'A natural voice matching the gender.'
                : 'Hear it with Test Voice once created.'
            }
          >
            <Select value={form.voice} onValueChange={(v) => set('voice', v as AvatarForm['voice'])} disabled={busy}>
              <SelectTrigger id="avatar-voice" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={AUTO_VOICE}>Automatic</SelectItem>
                {VOICES.map((v) => (
                  <SelectItem key={v.id} value={v.id}>
                    {v.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        </form>

        {busy && <CreateProgress stage={create.stage} style={form.style} hasPhoto={form.photo !== null} />}

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
