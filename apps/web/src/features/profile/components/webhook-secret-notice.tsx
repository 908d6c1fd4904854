import { Check, Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** The signing secret, the one time the server shows it. */
export function WebhookSecretNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-medium">
        <KeyRound className="size-4 shrink-0" /> Signing secret: copy it now, it is not shown again.
      </p>
      <code data-testid="webhook-secret" className="block rounded bg-white/70 px-2 py-1.5 font-mono text-xs break-all">
        {secret}
      </code>
      <p className="text-xs">
        Check each request&apos;s <code>Reelforge-Signature</code> header with it (HMAC-SHA256 of the timestamp, a dot
        and the raw body).
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
          {copied ? <Check /> : <Copy />} {copied ? 'Copied' : 'Copy secret'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
