import type { LibraryResponse } from '@reelforge/contracts';
import { FileText, Film, HardDrive, Image, LayoutTemplate, Library, Music, type LucideIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatSizeMb } from '../lib/format';

interface Tile {
  key: string;
  label: string;
  icon: LucideIcon;
  tint: string;
  value: (d: LibraryResponse) => string;
}

const TILES: Tile[] = [
  { key: 'all', label: 'Total items', icon: Library, tint: 'bg-violet-100 text-violet-700', value: (d) => String(Object.values(d.counts).reduce((a, b) => a + b, 0)) },
  { key: 'video', label: 'Videos', icon: Film, tint: 'bg-fuchsia-100 text-fuchsia-700', value: (d) => String(d.counts.video) },
  { key: 'template', label: 'Templates', icon: LayoutTemplate, tint: 'bg-pink-100 text-pink-700', value: (d) => String(d.counts.template) },
  { key: 'image', label: 'Images', icon: Image, tint: 'bg-cyan-100 text-cyan-700', value: (d) => String(d.counts.image) },
  { key: 'audio', label: 'Audio', icon: Music, tint: 'bg-emerald-100 text-emerald-700', value: (d) => String(d.counts.audio) },
  { key: 'script', label: 'Scripts', icon: FileText, tint: 'bg-amber-100 text-amber-800', value: (d) => String(d.counts.script) },
  { key: 'size', label: 'Storage used', icon: HardDrive, tint: 'bg-sky-100 text-sky-700', value: (d) => formatSizeMb(d.totalSize) },
];

/** Stat tiles per type, counted over everything the user has (filters don't change them). */
export function LibraryStats({ data }: { data?: LibraryResponse }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {TILES.map(({ key, label, icon: Icon, tint, value }) => (
        <div key={key} className="flex items-center gap-3 rounded-xl border bg-card p-3.5 shadow-xs lg:flex-col lg:items-start lg:gap-2" data-testid={`library-stat-${key}`}>
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${tint}`}>
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            {data ? (
              <p className="text-xl font-bold tracking-tight tabular-nums" data-testid="library-stat-value">
                {value(data)}
              </p>
            ) : (
              <Skeleton className="h-7 w-12" />
            )}
            <p className="truncate text-xs text-muted-foreground">{label}</p>
          </div>
        </div>
      ))}
    </div>
  );
}
