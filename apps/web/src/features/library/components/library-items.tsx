import type { LibraryItem } from '@reelforge/contracts';
import { Eye, HardDrive, Heart } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatCount, formatDate, formatDuration, formatSizeMb } from '../lib/format';
import { ItemActions, ItemBadges, ItemThumb, SelectMark, TypeBadge, type ItemHandlers } from './item-parts';

interface Props {
  items: LibraryItem[];
  selected: ReadonlySet<string>;
  onToggle: (item: LibraryItem) => void;
  handlers: ItemHandlers;
}

export const itemKey = (item: Pick<LibraryItem, 'origin' | 'id'>) => `${item.origin}:${item.id}`;

/** Clicking anywhere on an item (but its action buttons) selects it: this button covers the item. */
function SelectCover({ item, selected, onToggle, className }: { item: LibraryItem; selected: boolean; onToggle: () => void; className?: string }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`Select ${item.name}`}
      onClick={onToggle}
      className={cn('absolute inset-0 z-0 cursor-pointer outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50', className)}
    />
  );
}

function Metrics({ item }: { item: LibraryItem }) {
  return (
    <span className="flex items-center gap-2.5 tabular-nums">
      {item.views !== null && (
        <span className="flex items-center gap-1" title={`${item.views} views`}>
          <Eye className="size-3.5" />
          {formatCount(item.views)}
        </span>
      )}
      <span className="flex items-center gap-1" title={`${item.likes} likes`}>
        <Heart className="size-3.5" />
        {formatCount(item.likes)}
      </span>
    </span>
  );
}

export function LibraryGrid({ items, selected, onToggle, handlers }: Props) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Library items">
      {items.map((item) => {
        const isSelected = selected.has(itemKey(item));
        return (
          <li
            key={itemKey(item)}
            data-testid="library-item"
            data-selected={isSelected}
            className={cn(
              'group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition hover:-translate-y-0.5 hover:shadow-md',
              isSelected && 'border-primary ring-2 ring-primary/60',
            )}
          >
            <SelectCover item={item} selected={isSelected} onToggle={() => onToggle(item)} className="rounded-xl" />
            <div className="pointer-events-none relative">
              <ItemThumb item={item} className="aspect-[2/1] w-full sm:aspect-video" />
              <SelectMark selected={isSelected} className={cn('absolute top-2 left-2 shadow-sm', !isSelected && 'opacity-0 group-hover:opacity-100')} />
              <span className="absolute top-2 right-2">
                <TypeBadge item={item} />
              </span>
            </div>
            <div className="pointer-events-none flex flex-1 flex-col gap-2 p-3.5 pb-2">
              <h3 className="line-clamp-1 font-semibold" title={item.name}>
                {item.name}
              </h3>
              <p className={cn('line-clamp-2 min-h-10 text-sm', item.description ? 'text-muted-foreground' : 'text-muted-foreground/60 italic')}>
                {item.description || 'No description'}
              </p>
              <ItemBadges item={item} />
            </div>
            <div className="mt-auto border-t px-3.5 pt-2 pb-1 text-xs text-muted-foreground">
              <span className="pointer-events-none flex flex-wrap items-center gap-x-2.5 gap-y-1">
                <span>{formatDate(item.createdAt)}</span>
                <span className="flex items-center gap-1" title="Size">
                  <HardDrive className="size-3.5" />
                  {formatSizeMb(item.size)}
                </span>
                <Metrics item={item} />
              </span>
              <ItemActions item={item} handlers={handlers} className="-mr-1.5 justify-end" />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function LibraryList({ items, selected, onToggle, handlers }: Props) {
  // Fixed action column, so header and rows line up whatever actions a row has.
  const cols = 'grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 md:grid-cols-[auto_minmax(0,1fr)_5.5rem_4.5rem_4rem_6.5rem_6.5rem_10.5rem]';
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className={cn(cols, 'hidden border-b bg-muted/40 px-4 py-2 text-xs font-medium text-muted-foreground md:grid')}>
        <span className="w-5" />
        <span>Name</span>
        <span>Type</span>
        <span>Size</span>
        <span>Length</span>
        <span>Views / Likes</span>
        <span>Created</span>
        <span />
      </div>
      <ul aria-label="Library items" className="divide-y">
        {items.map((item) => {
          const isSelected = selected.has(itemKey(item));
          return (
            <li
              key={itemKey(item)}
              data-testid="library-item"
              data-selected={isSelected}
              className={cn(cols, 'relative px-4 py-2.5 text-sm transition hover:bg-muted/40', isSelected && 'bg-accent/60 hover:bg-accent/70')}
            >
              <SelectCover item={item} selected={isSelected} onToggle={() => onToggle(item)} />
              <SelectMark selected={isSelected} className="pointer-events-none relative" />
              <div className="pointer-events-none relative flex min-w-0 items-center gap-3">
                <ItemThumb item={item} showDuration={false} className="h-11 w-16 shrink-0 rounded-md" />
                <div className="min-w-0">
                  <p className="truncate font-medium">{item.name}</p>
                  <div className="mt-0.5 hidden md:block">
                    <ItemBadges item={item} maxTags={2} />
                  </div>
                  <p className="truncate text-xs text-muted-foreground md:hidden">
                    {[TYPE_LABEL(item), formatSizeMb(item.size), formatDate(item.createdAt)].join(' · ')}
                  </p>
                </div>
              </div>
              <span className="pointer-events-none relative hidden md:block">
                <TypeBadge item={item} />
              </span>
              <span className="pointer-events-none relative hidden text-muted-foreground tabular-nums md:block">{formatSizeMb(item.size)}</span>
              <span className="pointer-events-none relative hidden text-muted-foreground tabular-nums md:block">
                {item.duration !== null ? formatDuration(item.duration) : '—'}
              </span>
              <span className="pointer-events-none relative hidden text-xs text-muted-foreground md:block">
                <Metrics item={item} />
              </span>
              <span className="pointer-events-none relative hidden text-muted-foreground md:block">{formatDate(item.createdAt)}</span>
              <ItemActions item={item} handlers={handlers} className="justify-end" />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const TYPE_LABEL = (item: LibraryItem) => item.type.charAt(0).toUpperCase() + item.type.slice(1);
