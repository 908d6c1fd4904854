import { LIBRARY_CATEGORY_LABELS, type LibraryCategoryFilter, type LibraryItem } from '@reelforge/contracts';
import { Check, Download, Eye, Pencil, Scissors, Star, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { StatusBadge } from '@/components/status-badge';
import { VIDEO_STATUS_LOOK } from '@/lib/video-status';
import { CATEGORY_TINT, TYPE_LOOK, formatDuration } from '../lib/format';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-medium';

/** The item's picture: its thumbnail, else its type's icon on a tinted frame. */
export function ItemThumb({ item, className, showDuration = true }: { item: LibraryItem; className?: string; showDuration?: boolean }) {
  const look = TYPE_LOOK[item.type];
  const Icon = look.icon;
  return (
    <div className={cn('relative flex items-center justify-center overflow-hidden bg-gradient-to-br', look.frame, className)}>
      {item.thumbnailUrl ? (
        // Portrait renders in a landscape frame: the whole frame, over a blurred fill of itself.
        <>
          <img src={item.thumbnailUrl} alt="" aria-hidden loading="lazy" className="absolute inset-0 size-full scale-110 object-cover opacity-70 blur-lg" />
          <img src={item.thumbnailUrl} alt="" loading="lazy" className="relative size-full object-contain drop-shadow-md" />
        </>
      ) : (
        <Icon className="size-1/3 max-h-10 max-w-10" strokeWidth={1.5} />
      )}
      {showDuration && item.duration !== null && (
        <span className="absolute right-1.5 bottom-1.5 rounded bg-black/70 px-1.5 py-0.5 text-[10px] font-medium text-white tabular-nums">
          {formatDuration(item.duration)}
        </span>
      )}
    </div>
  );
}

export function SelectMark({ selected, className }: { selected: boolean; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-5 shrink-0 items-center justify-center rounded-full border-2 transition',
        selected ? 'border-primary bg-primary text-primary-foreground' : 'border-slate-300 bg-white/90',
        className,
      )}
    >
      {selected && <Check className="size-3" strokeWidth={3} />}
    </span>
  );
}

export function TypeBadge({ item }: { item: LibraryItem }) {
  const look = TYPE_LOOK[item.type];
  return <span className={cn(pill, look.tint)}>{look.label}</span>;
}

/** Status for videos, category for templates, then the tags that add something. */
export function ItemBadges({ item, maxTags = 3 }: { item: LibraryItem; maxTags?: number }) {
  const tags = item.tags.filter((t) => t !== item.category).slice(0, maxTags);
  return (
    <div className="flex flex-wrap items-center gap-1">
      {item.status && <StatusBadge look={VIDEO_STATUS_LOOK[item.status]} status={item.status} />}
      {item.category && (
        <span className={cn(pill, CATEGORY_TINT[item.category] ?? 'bg-slate-100 text-slate-700')}>
          {LIBRARY_CATEGORY_LABELS[item.category as LibraryCategoryFilter] ?? item.category}
        </span>
      )}
      {tags.map((t) => (
        <span key={t} className={cn(pill, 'bg-muted text-muted-foreground')}>
          #{t}
        </span>
      ))}
    </div>
  );
}

export interface ItemHandlers {
  onDelete: (item: LibraryItem) => void;
  onPreview: (item: LibraryItem) => void;
  onEdit: (item: LibraryItem) => void;
  onFavorite: (item: LibraryItem) => void;
  /** Cut short clips from an uploaded video. */
  onMakeClips?: (item: LibraryItem) => void;
}

/** Per-item actions; they sit above the card's select button, so clicking them never selects. */
export function ItemActions({ item, handlers, className }: { item: LibraryItem; handlers: ItemHandlers; className?: string }) {
  const { onDelete, onPreview, onEdit, onFavorite, onMakeClips } = handlers;
  const upload = item.origin === 'upload';
  return (
    <div className={cn('relative z-10 flex items-center gap-0.5', className)}>
      <Button
        variant="ghost"
        size="icon"
        className={cn('size-8', item.isFavorite ? 'text-amber-500 hover:text-amber-600' : 'text-muted-foreground')}
        title={item.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
        aria-label={item.isFavorite ? `Remove ${item.name} from favorites` : `Add ${item.name} to favorites`}
        aria-pressed={item.isFavorite}
        onClick={() => onFavorite(item)}
      >
        <Star className={cn(item.isFavorite && 'fill-current')} />
      </Button>
      {item.previewUrl && (
        <Button variant="ghost" size="icon" className="size-8" title="Preview" aria-label={`Preview ${item.name}`} onClick={() => onPreview(item)}>
          <Eye />
        </Button>
      )}
      {upload && item.type === 'video' && onMakeClips && (
        <Button variant="ghost" size="icon" className="size-8" title="Make clips" aria-label={`Make clips of ${item.name}`} onClick={() => onMakeClips(item)}>
          <Scissors />
        </Button>
      )}
      {upload && (
        <Button variant="ghost" size="icon" className="size-8" title="Edit details" aria-label={`Edit ${item.name}`} onClick={() => onEdit(item)}>
          <Pencil />
        </Button>
      )}
      {item.origin === 'video' && (
        <Button asChild variant="ghost" size="icon" className="size-8" title="Open in Video Studio">
          <Link href={`/video-studio?video=${encodeURIComponent(item.id)}`} aria-label={`Open ${item.name} in Video Studio`}>
            <Pencil />
          </Link>
        </Button>
      )}
      {item.downloadUrl && (
        <Button asChild variant="ghost" size="icon" className="size-8" title="Download">
          <a href={item.downloadUrl} download aria-label={`Download ${item.name}`}>
            <Download />
          </a>
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground hover:bg-red-50 hover:text-red-600"
        title="Delete"
        aria-label={`Delete ${item.name}`}
        onClick={() => onDelete(item)}
      >
        <Trash2 />
      </Button>
    </div>
  );
}
