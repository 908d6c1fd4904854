import { PLATFORM_LABELS, PLATFORMS, type Platform } from '@reelforge/contracts';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { PlatformMark } from '@/components/platform-mark';

interface Props {
  value: Platform[];
  onChange: (next: Platform[]) => void;
  invalid?: boolean;
  labelledBy: string;
}

/** The six platforms as toggle chips (spec section 9). */
export function PlatformPicker({ value, onChange, invalid, labelledBy }: Props) {
  const toggle = (p: Platform) => onChange(value.includes(p) ? value.filter((x) => x !== p) : [...value, p]);
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', invalid && 'rounded-lg ring-2 ring-destructive/40 ring-offset-2')}
    >
      {PLATFORMS.map((p) => {
        const on = value.includes(p);
        return (
          <button
            key={p}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(p)}
            className={cn(
              'flex h-10 cursor-pointer items-center gap-2 rounded-lg border bg-background px-2.5 text-sm font-medium transition outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              on ? 'border-primary bg-accent text-accent-foreground shadow-xs' : 'hover:border-primary/40 hover:bg-muted/60',
            )}
          >
            <PlatformMark platform={p} size="md" />
            <span className="min-w-0 flex-1 truncate text-left">{PLATFORM_LABELS[p]}</span>
            <span
              className={cn(
                'flex size-4 items-center justify-center rounded-full border transition',
                on ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
              )}
            >
              {on && <Check className="size-3" strokeWidth={3} />}
            </span>
          </button>
        );
      })}
    </div>
  );
}
