import { KeyRound, Loader2, PlugZap, Trash2, type LucideIcon } from 'lucide-react';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * The parts every "bring your own key" settings card shares (language model, speech, stock media):
 * one look for the card, the secret box and its badge, the load error and the action row, so a new
 * provider card is its fields and its sentences only.
 */
export function SettingsCard(props: {
  id: string;
  section: string;
  icon: LucideIcon;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <section className="rounded-xl border bg-card" aria-labelledby={props.id} data-settings-section={props.section}>
      <h3 id={props.id} className="flex items-center gap-2 border-b px-4 py-3 text-sm font-semibold">
        <Icon className="size-4 text-primary" />
        {props.title}
      </h3>
      <form noValidate onSubmit={props.onSubmit} className="grid gap-4 p-4">
        {props.children}
      </form>
    </section>
  );
}

/** "Your ... could not be loaded. Try again" under the card's intro. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p className="text-sm text-destructive" role="alert">
      {what} could not be loaded.{' '}
      <button type="button" className="underline" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}

/** A password box for an API key; `saved` puts the badge beside it ("Yours · 1a2b"), `aside` anything else. */
export function SecretInput({
  saved,
  aside,
  ...input
}: ComponentProps<typeof Input> & { saved?: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Input type="password" autoComplete="new-password" spellCheck={false} className="sm:flex-1" {...input} />
      {saved && (
        <Badge variant="secondary" className="gap-1 self-start sm:self-auto">
          <KeyRound className="size-3" /> {saved}
        </Badge>
      )}
      {aside}
    </div>
  );
}

/** Remove (when something is saved), Test and Save, in that order; Save submits the form. */
export function SettingsActions(props: {
  removeLabel: string;
  onRemove?: () => void;
  removing: boolean;
  testLabel: string;
  onTest: () => void;
  testing: boolean;
  saveLabel: string;
  saving: boolean;
}) {
  const busy = props.saving || props.removing;
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
      {props.onRemove && (
        <Button
          type="button"
          variant="ghost"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={props.onRemove}
          disabled={busy}
        >
          {props.removing ? <Loader2 className="animate-spin" /> : <Trash2 />} {props.removeLabel}
        </Button>
      )}
      <Button
        type="button"
        variant="outline"
        className="sm:ml-auto"
        onClick={props.onTest}
        disabled={busy || props.testing}
      >
        {props.testing ? <Loader2 className="animate-spin" /> : <PlugZap />}
        {props.testing ? 'Testing...' : props.testLabel}
      </Button>
      <Button type="submit" variant="gradient" disabled={busy}>
        {props.saving ? 'Saving...' : props.saveLabel}
      </Button>
    </div>
  );
}
