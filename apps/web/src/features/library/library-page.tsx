import { LIBRARY_MESSAGES, UPLOAD_MESSAGES, isPremium, libraryLimits, type LibraryItem, type UpdateLibraryItem } from '@reelforge/contracts';
import { Upload } from 'lucide-react';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api';
import { useUser } from '@/lib/auth';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useDeleteLibraryItem } from './api/delete-item';
import { useMakeClips } from './api/make-clips';
import { useLibrary } from './api/get-library';
import { useUpdateLibraryItem } from './api/update-item';
import { useUploads } from './api/upload';
import { EditDialog } from './components/edit-dialog';
import { MakeClipsDialog, subtitleItems } from './components/make-clips-dialog';
import { LibraryGrid, LibraryList, itemKey } from './components/library-items';
import { LibraryEmpty, LibraryError, LibraryLoading, LibrarySignedOut } from './components/library-states';
import { LibraryStats } from './components/library-stats';
import { DEFAULT_FILTERS, LibraryToolbar, type LibraryFilters, type LibraryView } from './components/library-toolbar';
import { PreviewDialog } from './components/preview-dialog';
import { SelectionBar } from './components/selection-bar';
import { UploadList, UploadZone } from './components/upload-zone';
import { downloadUrl } from './lib/download';
import { useAccessRequired } from './lib/use-access-required';

const isFiltered = (f: LibraryFilters) => f.search.trim() !== '' || f.type !== 'all' || f.category !== 'all' || f.favorites;

/** Spec /library: the user's videos, templates and uploads, searchable, selectable, downloadable. */
export function LibraryPage() {
  const { user, isAuthenticated } = useUser();
  const [filters, setFilters] = useState<LibraryFilters>(DEFAULT_FILTERS);
  // Typing refilters on the server once the keystrokes settle, not once per key.
  const search = useDeferredValue(filters.search);
  const library = useLibrary({ ...filters, search }, isAuthenticated);
  const remove = useDeleteLibraryItem();
  const update = useUpdateLibraryItem();
  const uploads = useUploads();
  const fileInput = useRef<HTMLInputElement>(null);
  const [view, setView] = useState<LibraryView>('grid');
  // Selected items are kept whole, so a selection survives filtering and paging.
  const [selected, setSelected] = useState<ReadonlyMap<string, LibraryItem>>(new Map());
  const [toDelete, setToDelete] = useState<LibraryItem | null>(null);
  const [preview, setPreview] = useState<LibraryItem | null>(null);
  const [editing, setEditing] = useState<LibraryItem | null>(null);
  const [clipping, setClipping] = useState<LibraryItem | null>(null);
  const makeClips = useMakeClips();
  useAccessRequired(!isAuthenticated || isUnauthorizedError(library.error));

  const selectedItems = useMemo(() => [...selected.values()], [selected]);
  const files = selectedItems.filter((i) => i.downloadUrl);
  const selectedKeys = useMemo(() => new Set(selected.keys()), [selected]);
  const maxFileBytes = libraryLimits(user && isPremium(user) ? 'premium' : 'free').maxFileBytes;

  const toggle = (item: LibraryItem) =>
    setSelected((prev) => {
      const next = new Map(prev);
      const key = itemKey(item);
      if (!next.delete(key)) next.set(key, item);
      return next;
    });

  function downloadSelected() {
    if (!files.length) {
      toast({
        title: 'Download Unavailable',
        description: 'Only uploads and rendered videos (ready or published) can be downloaded. Templates and unrendered videos have no file.',
        variant: 'destructive',
      });
      return;
    }
    downloadUrl(`/api/library/download?ids=${files.map((f) => encodeURIComponent(f.id)).join(',')}`);
    const skipped = selectedItems.length - files.length;
    toast({
      title: 'Download started',
      description: `${files.length} ${files.length === 1 ? 'file' : 'files'} in one ZIP${skipped ? `; ${skipped} without a file skipped` : ''}.`,
    });
  }

  function save(item: LibraryItem, changes: UpdateLibraryItem, success: string, failure: string, after?: () => void) {
    update.mutate(
      { id: item.id, changes },
      {
        onSuccess: () => {
          notifySuccess(success);
          after?.();
        },
        onError: (error) => notifyMutationError(error, { fallback: failure, on401: 'redirect' }),
      },
    );
  }
  const favorite = (item: LibraryItem) =>
    save(
      item,
      { isFavorite: !item.isFavorite },
      item.isFavorite ? UPLOAD_MESSAGES.favoriteRemoved : UPLOAD_MESSAGES.favoriteAdded,
      UPLOAD_MESSAGES.favoriteFailed,
    );

  function confirmDelete(item: LibraryItem) {
    remove.mutate(item, {
      onSuccess: () => {
        notifySuccess(LIBRARY_MESSAGES.deleted);
        setToDelete(null);
        setSelected((prev) => new Map([...prev].filter(([k]) => k !== itemKey(item))));
      },
      // Spec section 8: library mutations go straight to sign-in when the session is gone.
      onError: (error) => notifyMutationError(error, { fallback: LIBRARY_MESSAGES.deleteFailed, on401: 'redirect' }),
    });
  }

  const header = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Content Library</h1>
        <p className="text-sm text-muted-foreground">Your videos, templates and uploads in one place.</p>
      </div>
      {isAuthenticated && (
        <Button variant="gradient" onClick={() => fileInput.current?.click()}>
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

  const handlers = { onDelete: setToDelete, onPreview: setPreview, onEdit: setEditing, onFavorite: favorite, onMakeClips: setClipping };
  const items = library.items;
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5 p-4 sm:p-6 lg:gap-6 lg:p-8">
      {header}
      <LibraryStats data={library.summary} />
      <UploadZone onFiles={uploads.start} maxFileBytes={maxFileBytes} inputRef={fileInput} />
      <UploadList tasks={uploads.tasks} onDismiss={uploads.dismiss} />
      <LibraryToolbar filters={filters} onChange={setFilters} view={view} onViewChange={setView} counts={library.summary?.counts} />
      {selectedItems.length > 0 && (
        <SelectionBar
          count={selectedItems.length}
          downloadable={files.length}
          downloading={false}
          onDownload={downloadSelected}
          onClear={() => setSelected(new Map())}
        />
      )}

      {library.isLoading ? (
        <LibraryLoading />
      ) : library.isError && !items.length ? (
        <LibraryError onRetry={() => void library.refetch()} retrying={library.isFetching} />
      ) : items.length === 0 ? (
        <LibraryEmpty
          filtered={isFiltered(filters) && Object.values(library.summary?.counts ?? {}).some((n) => n > 0)}
          onClearFilters={() => setFilters({ ...DEFAULT_FILTERS, sort: filters.sort })}
        />
      ) : view === 'grid' ? (
        <LibraryGrid items={items} selected={selectedKeys} onToggle={toggle} handlers={handlers} />
      ) : (
        <LibraryList items={items} selected={selectedKeys} onToggle={toggle} handlers={handlers} />
      )}
      {library.hasNextPage && (
        <Button variant="outline" className="justify-self-center" onClick={() => void library.fetchNextPage()} disabled={library.isFetchingNextPage}>
          {library.isFetchingNextPage ? 'Loading...' : `Load more (${library.summary?.totalEstimated ? 'about ' : ''}${(library.summary?.total ?? 0) - items.length} left)`}
        </Button>
      )}

      <PreviewDialog item={preview} onClose={() => setPreview(null)} />
      <EditDialog
        item={editing}
        pending={update.isPending}
        onClose={() => setEditing(null)}
        onSave={(item, changes) => save(item, changes, UPLOAD_MESSAGES.updated, UPLOAD_MESSAGES.updateFailed, () => setEditing(null))}
      />
      <MakeClipsDialog
        item={clipping}
        subtitles={subtitleItems(items)}
        pending={makeClips.isPending}
        onClose={() => setClipping(null)}
        onMake={(request) =>
          makeClips.mutate(request, {
            onSuccess: ({ videoIds }) => {
              notifySuccess(`${videoIds.length} ${videoIds.length === 1 ? 'clip is' : 'clips are'} being made. They appear in Video Studio when ready.`);
              setClipping(null);
            },
            onError: (error) => notifyMutationError(error, { fallback: 'Clips could not be started. Please try again.', on401: 'redirect' }),
          })
        }
      />
      <ConfirmDeleteDialog
        open={toDelete !== null}
        title={`Delete this ${toDelete?.type ?? 'item'}?`}
        description={`“${toDelete?.name ?? ''}” — this ${toDelete?.origin === 'video' ? 'video and its rendered files' : toDelete?.origin === 'upload' ? 'file' : (toDelete?.type ?? 'item')} will be deleted for good.`}
        pending={remove.isPending}
        onConfirm={() => toDelete && confirmDelete(toDelete)}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
