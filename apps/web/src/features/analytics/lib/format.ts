const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');

export const formatCount = (n: number) => (n < 10_000 ? whole.format(n) : compact.format(n));

/** 42 -> "42s"; 95 -> "1m 35s"; 3720 -> "1h 2m". */
export function formatSeconds(seconds: number) {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${s % 60}s`;
  return `${Math.floor(m / 60)}h ${m % 60}m`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** "2025-03-07" -> "Mar 7" (the date is already the user's calendar day). */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** A round axis maximum: 4 ticks of whole numbers. */
export function niceMax(max: number) {
  if (max <= 4) return 4;
  const step = Math.ceil(max / 4);
  const magnitude = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= step && Number.isInteger(s)) ?? step;
  return nice * 4;
}
