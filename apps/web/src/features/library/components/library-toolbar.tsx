import {
  LIBRARY_CATEGORIES,
  LIBRARY_CATEGORY_LABELS,
  LIBRARY_SORTS,
  LIBRARY_SORT_LABELS,
  LIBRARY_TYPES,
  LIBRARY_TYPE_LABELS,
  type LibraryCategoryFilter,
  type LibraryResponse,
  type LibrarySort,
  type LibraryTypeFilter,
} from '@reelforge/contracts';
import { LayoutGrid, List, Search, Star, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

export type LibraryView = 'grid' | 'list';
export interface LibraryFilters {
  search: string;
  type: LibraryTypeFilter;
  category: LibraryCategoryFilter;
  sort: LibrarySort;
  favorites: boolean;
}
export const DEFAULT_FILTERS: LibraryFilters = { search: '', type: 'all', category: 'all', sort: 'recent', favorites: false };

interface Props {
  filters: LibraryFilters;
  onChange: (f: LibraryFilters) => void;
  view: LibraryView;
  onViewChange: (v: LibraryView) => void;
  counts?: LibraryResponse['counts'];
}

function Picker<T extends string>({ label, value, options, labels, onChange, className }: {
  label: string;
  value: T;
  options: readonly T[];
  labels: (v: T) => string;
  onChange: (v: T) => void;
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as T)}>
      <SelectTrigger aria-label={label} className={cn('w-full bg-background sm:w-44', className)}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o} value={o}>
            {labels(o)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function LibraryToolbar({ filters, onChange, view, onViewChange, counts }: Props) {
  const set = (patch: Partial<LibraryFilters>) => onChange({ ...filters, ...patch });
  const typeLabel = (t: LibraryTypeFilter) =>
    t === 'all' || !counts ? LIBRARY_TYPE_LABELS[t] : `${LIBRARY_TYPE_LABELS[t]} (${counts[t]})`;
  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-xs lg:flex-row lg:items-center">
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          value={filters.search}
          onChange={(e) => set({ search: e.target.value })}
          placeholder="Search name, description or tags..."
          aria-label="Search library"
          className="bg-background pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {filters.search && (
          <button
            type="button"
            onClick={() => set({ search: '' })}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 -translate-y-1/2 cursor-pointer rounded p-1 text-muted-foreground hover:bg-accent"
          >
            <X className="size-3.5" />
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        <Picker label="Filter by type" value={filters.type} options={LIBRARY_TYPES} labels={typeLabel} onChange={(type) => set({ type })} className="sm:w-40" />
        <Picker
          label="Filter by category"
          value={filters.category}
          options={LIBRARY_CATEGORIES}
          labels={(c) => LIBRARY_CATEGORY_LABELS[c]}
          onChange={(category) => set({ category })}
        />
        <Picker label="Sort by" value={filters.sort} options={LIBRARY_SORTS} labels={(s) => LIBRARY_SORT_LABELS[s]} onChange={(sort) => set({ sort })} className="sm:w-40" />
        <button
          type="button"
          aria-pressed={filters.favorites}
          onClick={() => set({ favorites: !filters.favorites })}
          className={cn(
            'flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-md border px-3 text-sm transition',
            filters.favorites ? 'border-amber-300 bg-amber-50 text-amber-800' : 'bg-background text-muted-foreground hover:text-foreground',
          )}
        >
          <Star className={cn('size-4', filters.favorites && 'fill-amber-400 text-amber-500')} /> Favorites
        </button>
        <div className="flex rounded-md border bg-background p-0.5" role="group" aria-label="View">
          {(
            [
              ['grid', LayoutGrid, 'Grid view'],
              ['list', List, 'List view'],
            ] as const
          ).map(([v, Icon, label]) => (
            <button
              key={v}
              type="button"
              aria-label={label}
              aria-pressed={view === v}
              onClick={() => onViewChange(v)}
              className={cn(
                'flex h-8 flex-1 cursor-pointer items-center justify-center rounded px-2.5 text-muted-foreground transition sm:flex-none',
                view === v ? 'bg-accent text-accent-foreground shadow-xs' : 'hover:text-foreground',
              )}
            >
              <Icon className="size-4" />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
