import type { SetupPart, SetupStatus, SetupTestResult } from '@reelforge/contracts';
import { AudioLines, CheckCircle2, ExternalLink, Film, Loader2, PenLine, Settings, Wand2, X, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useDismissSetup, useSetupStatus, useSetupTest } from '../api/setup';

/** The Settings sections the card links to (their `data-settings-section`). */
export type SettingsSection = 'language-model' | 'voice' | 'speech' | 'stock-media';

const PARTS: { part: SetupPart; title: string; icon: LucideIcon }[] = [
  { part: 'writer', title: 'Writes', icon: PenLine },
  { part: 'speech', title: 'Speaks', icon: AudioLines },
  { part: 'visuals', title: 'Shows', icon: Film },
];

/** Where each part is changed: a basic voice on a server with neural voices is picked in Voice. */
function sectionFor(part: SetupPart, status: SetupStatus): SettingsSection {
  if (part === 'writer') return 'language-model';
  if (part === 'visuals') return 'stock-media';
  return status.speech.kind === 'basic' && status.speech.links.length === 0 ? 'voice' : 'speech';
}

function PartRow({
  status,
  part,
  title,
  icon: Icon,
  onOpenSettings,
}: {
  status: SetupStatus;
  part: SetupPart;
  title: string;
  icon: LucideIcon;
  onOpenSettings: (section: SettingsSection) => void;
}) {
  const info = status[part];
  const test = useSetupTest();
  const [result, setResult] = useState<SetupTestResult | null>(null);
  const run = () =>
    test.mutate(
      { part, status },
      {
        onSuccess: setResult,
        // A test that could not run (nothing saved to test, the server refused) says so on the row.
        onError: (error) => setResult({ ok: false, message: errorMessage(error, 'The test could not run. Please try again.') }),
      },
    );
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-background/60 p-3 sm:p-4" data-testid={`setup-${part}`}>
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-semibold">
          <Icon className="size-4 text-primary" aria-hidden />
          {title}
        </span>
        {info.upgraded ? <Badge variant="success">Upgraded</Badge> : <Badge variant="warning">Basic</Badge>}
      </div>
      <p className="font-medium" data-testid="setup-current">
        {info.current}
        {info.source === 'yours' && <span className="text-muted-foreground"> · yours</span>}
      </p>
      <p className="text-sm text-muted-foreground" data-testid="setup-hint">
        {info.hint}
      </p>
      {info.links.length > 0 && (
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {info.links.map((l) => (
            <a key={l.href} href={l.href} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
              {l.label}
              <ExternalLink className="size-3" aria-hidden />
            </a>
          ))}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button type="button" size="sm" variant="outline" onClick={run} disabled={test.isPending} aria-label={`Test: ${title}`}>
          {test.isPending ? <Loader2 className="animate-spin" /> : <CheckCircle2 />} Test
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onOpenSettings(sectionFor(part, status))} aria-label={`Settings: ${title}`}>
          <Settings /> Settings
        </Button>
      </div>
      {result && (
        <p role="status" className={result.ok ? 'text-sm text-emerald-700' : 'text-sm text-amber-800'} data-testid="setup-test-result">
          {result.message}
        </p>
      )}
    </li>
  );
}

/**
 * Issue 24 item 6: until the creator closes it, the dashboard says what writes, speaks and shows in
 * their videos, how to turn the better option on, and lets them test each.
 */
export function SetupCard({ onOpenSettings }: { onOpenSettings: (section: SettingsSection) => void }) {
  const query = useSetupStatus();
  const dismiss = useDismissSetup();
  const status = query.data;
  // Loading, failed or closed: the dashboard goes on without it.
  if (!status || status.dismissed) return null;
  const onDismiss = () =>
    dismiss.mutate(undefined, { onError: (error) => notifyMutationError(error, { fallback: 'Failed to hide Studio setup. Please try again.' }) });
  return (
    <section className="rounded-xl border bg-card shadow-xs" aria-labelledby="setup-card-title" data-testid="setup-card">
      <header className="flex items-start justify-between gap-3 px-4 pt-4 pb-3 sm:px-5 sm:pt-5">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Wand2 className="size-4" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id="setup-card-title" className="font-semibold leading-8">
              Studio setup
            </h2>
            <p className="-mt-1 text-sm text-muted-foreground">What makes your videos now, and the free way to make them better.</p>
          </div>
        </div>
        <Button type="button" variant="ghost" size="icon" onClick={onDismiss} disabled={dismiss.isPending} aria-label="Dismiss Studio setup">
          <X />
        </Button>
      </header>
      <ul className="grid gap-3 px-4 pb-4 sm:px-5 sm:pb-5 md:grid-cols-3">
        {PARTS.map((p) => (
          <PartRow key={p.part} status={status} {...p} onOpenSettings={onOpenSettings} />
        ))}
      </ul>
    </section>
  );
}
