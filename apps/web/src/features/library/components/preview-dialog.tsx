import type { LibraryItem } from '@reelforge/contracts';
import { useQuery } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDuration, formatSizeMb } from '../lib/format';

/** A script's opening, not the whole file: previews stay light whatever the upload weighs. */
const SCRIPT_PREVIEW_BYTES = 64 * 1024;

function ScriptText({ url }: { url: string }) {
  const text = useQuery({
    queryKey: [url, 'preview-text'],
    queryFn: async () => {
      const res = await fetch(url, { credentials: 'include', headers: { Range: `bytes=0-${SCRIPT_PREVIEW_BYTES - 1}` } });
      if (!res.ok) throw new Error(`${res.status}`);
      // A cut can land inside a character: the decoder drops the broken tail instead of failing.
      return new TextDecoder('utf-8').decode(await res.arrayBuffer());
    },
  });
  if (text.isLoading) return <Spinner className="mx-auto my-8" />;
  if (text.isError) return <p className="text-sm text-red-600">The script could not be loaded. Please try again.</p>;
  return (
    <pre data-testid="script-preview" className="max-h-[60vh] overflow-auto rounded-lg bg-muted p-4 text-sm leading-relaxed whitespace-pre-wrap">
      {text.data}
    </pre>
  );
}

function Body({ item }: { item: LibraryItem }) {
  const url = item.previewUrl!;
  if (item.type === 'image') return <img src={url} alt={item.name} className="mx-auto max-h-[65vh] rounded-lg object-contain" />;
  if (item.type === 'video') return <video src={url} controls playsInline poster={item.thumbnailUrl ?? undefined} className="mx-auto max-h-[65vh] w-full rounded-lg bg-black" />;
  if (item.type === 'audio')
    return (
      <div className="grid gap-3">
        {item.thumbnailUrl && <img src={item.thumbnailUrl} alt="" className="w-full rounded-lg bg-emerald-50" />}
        <audio src={url} controls className="w-full" aria-label={`Play ${item.name}`} />
      </div>
    );
  return <ScriptText url={url} />;
}

/** The item itself: picture, player or text, with what the server measured. */
export function PreviewDialog({ item, onClose }: { item: LibraryItem | null; onClose: () => void }) {
  const facts = item
    ? [
        item.width && item.height ? `${item.width}×${item.height}` : null,
        item.duration !== null ? formatDuration(item.duration) : null,
        formatSizeMb(item.size),
      ].filter(Boolean)
    : [];
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="truncate pr-6">{item?.name}</DialogTitle>
          <DialogDescription>{facts.join(' · ')}</DialogDescription>
        </DialogHeader>
        {item?.previewUrl && <Body item={item} />}
      </DialogContent>
    </Dialog>
  );
}
