import type { SceneVisual } from '@reelforge/contracts';
import { Loader2, Search, Sparkles, Wand2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { useLibraryVisuals, useStockSearch, type SearchFrame } from '../../api/storyboard';
import { LibraryImage, PickImage, PROVIDER_LABELS } from './scene-thumb';

interface Props {
  /** What the stock search starts with: the scene's own query. */
  initialQuery: string;
  frame: SearchFrame;
  onPick: (visual: SceneVisual) => void;
}

/** Swapping a scene's visual: stock search, the creator's library, motion graphics or automatic. */
export function SceneVisualPicker({ initialQuery, frame, onPick }: Props) {
  const id = useId();
  const [tab, setTab] = useState<'stock' | 'library'>('stock');
  const [draft, setDraft] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery);
  const stock = useStockSearch(query, frame, { enabled: tab === 'stock' });
  const library = useLibraryVisuals(tab === 'library');

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-3" data-testid="visual-picker">
      <div className="flex flex-wrap items-center gap-2">
        <Tabs value={tab} onValueChange={(v) => setTab(v === 'library' ? 'library' : 'stock')}>
          <TabsList aria-label="Where the visual comes from">
            <TabsTrigger value="stock">Stock</TabsTrigger>
            <TabsTrigger value="library">My media</TabsTrigger>
          </TabsList>
        </Tabs>
        <Button type="button" variant="outline" size="sm" onClick={() => onPick({ kind: 'motion' })}>
          <Sparkles /> Motion graphics
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => onPick({ kind: 'auto' })}>
          <Wand2 /> Automatic
        </Button>
      </div>

      {tab === 'stock' ? (
        <>
          <form
            className="flex gap-2"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setQuery(draft);
            }}
          >
            <label htmlFor={`${id}-q`} className="sr-only">
              Search stock footage and photos
            </label>
            <Input id={`${id}-q`} value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} placeholder="e.g. city at night" />
            <Button type="submit" variant="secondary" disabled={!draft.trim()}>
              <Search /> Search
            </Button>
          </form>
          {stock.isLoading ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" /> Searching…
            </p>
          ) : stock.isError ? (
            <p className="text-sm text-destructive" role="alert">
              {errorMessage(stock.error, 'The search failed. Try again.')}
            </p>
          ) : stock.data && !stock.data.configured ? (
            <p className="text-sm text-muted-foreground">
              No stock library is connected on this server (Pexels or Pixabay). Pick from your media or use motion graphics.
            </p>
          ) : stock.data?.results.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing found for “{query}”. Try other words.</p>
          ) : (
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Stock results">
              {stock.data?.results.map((pick) => (
                <li key={`${pick.provider}-${pick.id}`}>
                  <button
                    type="button"
                    className="w-full rounded-md text-left ring-violet-500 outline-none hover:ring-2 focus-visible:ring-2"
                    onClick={() => onPick({ kind: 'stock', pick })}
                    aria-label={`Use ${pick.kind}: ${pick.credit}`}
                    title={pick.credit}
                  >
                    <PickImage pick={pick} alt="" />
                    <span className="mt-1 block truncate text-[11px] text-muted-foreground">{PROVIDER_LABELS[pick.provider]}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : library.isLoading ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" /> Loading your media…
        </p>
      ) : library.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {errorMessage(library.error, 'Your library could not be loaded.')}
        </p>
      ) : !library.data?.length ? (
        <p className="text-sm text-muted-foreground">No images or videos in your library yet. Upload them in the Library page.</p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Your media">
          {library.data.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="w-full rounded-md text-left ring-violet-500 outline-none hover:ring-2 focus-visible:ring-2"
                onClick={() => onPick({ kind: 'library', itemId: item.id })}
                aria-label={`Use ${item.name}`}
              >
                <LibraryImage item={item} alt="" />
                <span className="mt-1 block truncate text-[11px] text-muted-foreground">{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
