/** Spec section 4: "in N days", "in N hours", "in N minutes", else "Past due". */
export function timeUntil(iso: string, now = Date.now()): string {
  const minutes = Math.floor((new Date(iso).getTime() - now) / 60_000);
  if (minutes <= 0) return 'Past due';
  const days = Math.floor(minutes / 1440);
  if (days > 0) return `in ${days} day${days === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours > 0) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
