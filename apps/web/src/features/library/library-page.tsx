import { LIBRARY_MESSAGES, filterLibrary, type LibraryItem } from '@reelforge/contracts';
import { Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api';
import { useUser } from '@/lib/auth';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useDeleteLibraryItem } from './api/delete-item';
import { useLibrary } from './api/get-library';
import { LibraryGrid, LibraryList, itemKey } from './components/library-items';
import { LibraryEmpty, LibraryError, LibraryLoading, LibrarySignedOut } from './components/library-states';
import { LibraryStats } from './components/library-stats';
import { DEFAULT_FILTERS, LibraryToolbar, type LibraryFilters, type LibraryView } from './components/library-toolbar';
import { SelectionBar } from './components/selection-bar';
import { downloadSequentially } from './lib/download';
import { useAccessRequired } from './lib/use-access-required';

const isFiltered = (f: LibraryFilters) => f.search.trim() !== '' || f.type !== 'all' || f.category !== 'all';

/** Spec /library: the user's videos and templates, searchable, selectable, downloadable. */
export function LibraryPage() {
  const { isAuthenticated } = useUser();
  const library = useLibrary(isAuthenticated);
  const remove = useDeleteLibraryItem();
  const [filters, setFilters] = useState<LibraryFilters>(DEFAULT_FILTERS);
  const [view, setView] = useState<LibraryView>('grid');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<LibraryItem | null>(null);
  const [downloading, setDownloading] = useState(false);
  useAccessRequired(!isAuthenticated || isUnauthorizedError(library.error));

  const all = library.data?.items;
  const visible = useMemo(() => filterLibrary(all ?? [], filters), [all, filters]);
  // Only what still exists counts as selected (a deleted item drops out).
  const selectedItems = useMemo(() => (all ?? []).filter((i) => selected.has(itemKey(i))), [all, selected]);
  const files = selectedItems.filter((i) => i.downloadUrl);

  const toggle = (item: LibraryItem) =>
    setSelected((prev) => {
      const next = new Set(prev);
      const key = itemKey(item);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  async function downloadSelected() {
    if (!files.length) {
      toast({
        title: 'Download Unavailable',
        description: 'Only rendered videos (ready or published) can be downloaded. Templates and unrendered videos have no file.',
        variant: 'destructive',
      });
      return;
    }
    setDownloading(true);
    try {
      await downloadSequentially(files.map((f) => f.downloadUrl!));
    } finally {
      setDownloading(false);
    }
    const skipped = selectedItems.length - files.length;
    toast({
      title: 'Download started',
      description: `${files.length} ${files.length === 1 ? 'file' : 'files'}${skipped ? `; ${skipped} without a file skipped` : ''}.`,
    });
  }

  function confirmDelete(item: LibraryItem) {
    remove.mutate(item, {
      onSuccess: () => {
        toast({ title: 'Success', description: LIBRARY_MESSAGES.deleted });
        setToDelete(null);
        setSelected((prev) => new Set([...prev].filter((k) => k !== itemKey(item))));
      },
      // Spec section 8: library mutations go straight to sign-in when the session is gone.
      onError: (error) => notifyMutationError(error, { fallback: LIBRARY_MESSAGES.deleteFailed, on401: 'redirect' }),
    });
  }

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Content Library</h1>
        <p className="text-sm text-muted-foreground">Your videos and templates in one place.</p>
      </div>
      {isAuthenticated && (
        <Button variant="outline" onClick={() => toast({ title: 'Coming Soon', description: LIBRARY_MESSAGES.uploadComingSoon })}>
          <Upload /> Upload
        </Button>
      )}
    </div>
  );

  if (!isAuthenticated) {
    return (
      <div className="mx-auto grid w-full max-w-7xl gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
        {header}
        <LibrarySignedOut />
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
      {header}
      <LibraryStats data={library.data} />
      <LibraryToolbar filters={filters} onChange={setFilters} view={view} onViewChange={setView} counts={library.data?.counts} />
      {selectedItems.length > 0 && (
        <SelectionBar
          count={selectedItems.length}
          downloadable={files.length}
          downloading={downloading}
          onDownload={() => void downloadSelected()}
          onClear={() => setSelected(new Set())}
        />
      )}

      {library.isLoading ? (
        <LibraryLoading />
      ) : library.isError ? (
        <LibraryError onRetry={() => void library.refetch()} retrying={library.isFetching} />
      ) : visible.length === 0 ? (
        <LibraryEmpty filtered={isFiltered(filters) && Boolean(all?.length)} onClearFilters={() => setFilters({ ...DEFAULT_FILTERS, sort: filters.sort })} />
      ) : view === 'grid' ? (
        <LibraryGrid items={visible} selected={selected} onToggle={toggle} onDelete={setToDelete} />
      ) : (
        <LibraryList items={visible} selected={selected} onToggle={toggle} onDelete={setToDelete} />
      )}

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={`Delete this ${toDelete?.type ?? 'item'}?`}
        description={`“${toDelete?.name ?? ''}” — this ${toDelete?.type === 'video' ? 'video and its rendered files' : (toDelete?.type ?? 'item')} will be deleted for good.`}
        pending={remove.isPending}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
