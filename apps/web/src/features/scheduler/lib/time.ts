// Time helpers for the scheduler. The form works in the browser's local time (datetime-local);
// the API gets ISO strings (spec section 5).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as a datetime-local value (local time, to the minute): "2026-03-04T18:00". */
export function toLocalInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Parses a datetime-local value as local time; null when empty or malformed. */
export function fromLocalInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The start of the minute `date` falls in. */
export function floorToMinute(date: Date): Date {
  const d = new Date(date);
  d.setSeconds(0, 0);
  return d;
}

/**
 * The earliest time the form accepts: the current minute on the scheduler page, or the current
 * time plus the lead (rounded up to the next minute) on the dashboard's dialog.
 */
export function minimumTime(now: number, leadMinutes: number): Date {
  if (leadMinutes <= 0) return floorToMinute(new Date(now));
  const t = new Date(now + leadMinutes * MINUTE);
  return t.getSeconds() || t.getMilliseconds() ? new Date(floorToMinute(t).getTime() + MINUTE) : t;
}

/**
 * Spec section 4: "in N days", "in N hours", "in N minutes", else "Past due". Under a minute to go
 * still reads "in 1 minute": the post has not gone yet.
 */
export function timeUntil(iso: string, now: number): string {
  const ms = new Date(iso).getTime() - now;
  if (ms <= 0) return 'Past due';
  const days = Math.floor(ms / DAY);
  if (days > 0) return `in ${days} day${days === 1 ? '' : 's'}`;
  const hours = Math.floor(ms / HOUR);
  if (hours > 0) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  const minutes = Math.max(1, Math.floor(ms / MINUTE));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A ticking countdown for the Next Post card: "2d 4h", "3h 05m", "4m 09s". */
export function countdown(iso: string, now: number): string {
  const ms = Math.max(0, new Date(iso).getTime() - now);
  const d = Math.floor(ms / DAY);
  const h = Math.floor((ms % DAY) / HOUR);
  const m = Math.floor((ms % HOUR) / MINUTE);
  const s = Math.floor((ms % MINUTE) / 1000);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${pad(m)}m`;
  return `${m}m ${pad(s)}s`;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** "Tue, Mar 4, 6:00 PM" in the browser's time zone. */
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
/** "6:00 PM". */
export const formatTime = (iso: string | Date) => timeFormat.format(new Date(iso));

/** The same calendar day in local time. */
export const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
