import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@reelforge/contracts';

interface Props {
  value: WebhookEventType[];
  onChange: (next: WebhookEventType[]) => void;
  error?: string;
  /** Distinguishes the boxes of several forms on one page. */
  idPrefix: string;
}

/** The four events as checkboxes, each with its wire name for people writing receivers. */
export function WebhookEventsField({ value, onChange, error, idPrefix }: Props) {
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(on ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || value.includes(t)) : value.filter((t) => t !== type));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${idPrefix}-events-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">Events</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} htmlFor={`${idPrefix}-${type}`} className="flex min-w-0 items-center gap-2 text-sm">
            <input
              id={`${idPrefix}-${type}`}
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={value.includes(type)}
              onChange={(e) => toggle(type, e.target.checked)}
            />
            <span className="min-w-0">
              {WEBHOOK_EVENT_LABELS[type]} <code className="text-xs text-muted-foreground">{type}</code>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${idPrefix}-events-error`} className="text-xs font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
