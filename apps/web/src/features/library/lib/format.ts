import type { LibraryItemType } from '@reelforge/contracts';
import { FileText, Film, Image, LayoutTemplate, Music, type LucideIcon } from 'lucide-react';

export { formatSizeMb } from '@reelforge/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** Spec section 9: durations as minutes:seconds (75 -> "1:15"). */
export function formatDuration(seconds: number) {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
export const formatCount = (n: number) => compact.format(n);

export const TYPE_LOOK: Record<LibraryItemType, { icon: LucideIcon; label: string; tint: string; frame: string }> = {
  video: { icon: Film, label: 'Video', tint: 'bg-violet-100 text-violet-700', frame: 'from-violet-100 to-fuchsia-100 text-violet-400' },
  template: { icon: LayoutTemplate, label: 'Template', tint: 'bg-fuchsia-100 text-fuchsia-700', frame: 'from-fuchsia-100 to-pink-100 text-fuchsia-400' },
  image: { icon: Image, label: 'Image', tint: 'bg-sky-100 text-sky-700', frame: 'from-sky-100 to-cyan-100 text-sky-400' },
  audio: { icon: Music, label: 'Audio', tint: 'bg-emerald-100 text-emerald-700', frame: 'from-emerald-100 to-teal-100 text-emerald-400' },
  script: { icon: FileText, label: 'Script', tint: 'bg-amber-100 text-amber-800', frame: 'from-amber-100 to-orange-100 text-amber-400' },
};

/** Spec section 3: a badge colour per category. */
export const CATEGORY_TINT: Record<string, string> = {
  tech: 'bg-sky-100 text-sky-800',
  lifestyle: 'bg-pink-100 text-pink-800',
  education: 'bg-emerald-100 text-emerald-800',
  entertainment: 'bg-orange-100 text-orange-800',
  trending: 'bg-violet-100 text-violet-800',
  business: 'bg-slate-200 text-slate-800',
};
