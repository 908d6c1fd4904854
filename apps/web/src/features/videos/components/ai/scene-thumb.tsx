import type { LibraryItem, SceneVisual, StockPick } from '@reelforge/contracts';
import { Film, ImageIcon, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

export const PROVIDER_LABELS: Record<StockPick['provider'], string> = { pexels: 'Pexels', pixabay: 'Pixabay' };

/** What a scene will show, in words: the source and, for stock, its credit. */
export function visualCaption(visual: SceneVisual, opts: { auto?: StockPick | null; item?: LibraryItem; autoLabel: string }) {
  switch (visual.kind) {
    case 'stock':
      return { source: `${PROVIDER_LABELS[visual.pick.provider]} ${visual.pick.kind}`, credit: visual.pick.credit };
    case 'library':
      return { source: 'My media', credit: opts.item?.name ?? 'From your library' };
    case 'motion':
      return { source: 'Motion graphics', credit: 'Animated keywords, emoji and shapes' };
    default:
      // An automatic scene's own upload (named or tagged like it) comes before any stock match.
      if (opts.item) return { source: 'Auto · My media', credit: opts.item.name };
      return opts.auto
        ? { source: `Auto · ${PROVIDER_LABELS[opts.auto.provider]} ${opts.auto.kind}`, credit: opts.auto.credit }
        : { source: opts.autoLabel, credit: 'Picked when the video renders' };
  }
}

function Tile({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('relative flex aspect-[9/16] w-full items-center justify-center overflow-hidden rounded-md bg-muted', className)}>
      {children}
    </div>
  );
}

/** A picture of a stock pick: its proxied preview, else an icon for its kind. */
export function PickImage({ pick, alt }: { pick: StockPick; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (!pick.thumbnailUrl || broken) {
    return <Tile>{pick.kind === 'video' ? <Film className="size-6 text-muted-foreground" /> : <ImageIcon className="size-6 text-muted-foreground" />}</Tile>;
  }
  return (
    <Tile>
      <img src={pick.thumbnailUrl} alt={alt} loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} />
      {pick.kind === 'video' && <Film className="absolute right-1 bottom-1 size-4 text-white drop-shadow" aria-hidden />}
    </Tile>
  );
}

/** A library upload's picture: its thumbnail, or the image itself. */
export function LibraryImage({ item, alt }: { item: Pick<LibraryItem, 'id' | 'type' | 'thumbnailUrl'>; alt: string }) {
  const [broken, setBroken] = useState(false);
  const src = item.thumbnailUrl ?? (item.type === 'image' ? `/api/library/items/${item.id}/file` : null);
  return (
    <Tile>
      {src && !broken ? (
        <img src={src} alt={alt} loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} />
      ) : item.type === 'video' ? (
        <Film className="size-6 text-muted-foreground" />
      ) : (
        <ImageIcon className="size-6 text-muted-foreground" />
      )}
    </Tile>
  );
}

/** The scene's thumbnail: the chosen (or automatically found: `item` for an automatic scene) picture, or the motion-graphics tile. */
export function SceneThumb({ visual, auto, item }: { visual: SceneVisual; auto?: StockPick | null; item?: LibraryItem }) {
  if (visual.kind === 'stock') return <PickImage pick={visual.pick} alt={visual.pick.credit} />;
  if (visual.kind === 'library') return <LibraryImage item={item ?? { id: visual.itemId, type: 'image', thumbnailUrl: null }} alt={item?.name ?? 'Library media'} />;
  if (visual.kind === 'auto' && item) return <LibraryImage item={item} alt={item.name} />;
  if (visual.kind === 'auto' && auto) return <PickImage pick={auto} alt={auto.credit} />;
  return (
    <Tile className="bg-gradient-to-br from-violet-500 via-fuchsia-500 to-amber-400">
      <Sparkles className="size-6 text-white" aria-hidden />
    </Tile>
  );
}
