import type { KeyTestResult } from '@reelforge/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A Test button's answer: the provider's own words, green when the key worked. */
export function KeyTestResultBox({
  result,
  testId,
  detail,
}: {
  result: KeyTestResult;
  testId: string;
  detail?: ReactNode;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className={cn(
        'flex gap-2 rounded-lg border px-3 py-2.5 text-sm',
        result.ok ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900',
      )}
    >
      {result.ok ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" /> : <XCircle className="mt-0.5 size-4 shrink-0" />}
      <div className="grid min-w-0 gap-1">
        <span className="break-words">{result.message}</span>
        {detail}
      </div>
    </div>
  );
}
