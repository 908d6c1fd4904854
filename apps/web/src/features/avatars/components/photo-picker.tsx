import { ImagePlus, TriangleAlert, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { checkPhoto, readAsDataUrl } from '../lib/read-photo';

export interface Photo {
  name: string;
  size: number;
  dataUrl: string;
  width: number;
  height: number;
}

const RECOMMENDED_SIDE = 512;
const fail = (title: string, description: string) => toast({ title, description, variant: 'destructive' });
const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Natural size of an image the browser can show; 0 x 0 when it cannot (the server decides then). */
const measure = (src: string) =>
  new Promise<{ width: number; height: number }>((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve({ width: 0, height: 0 });
    img.src = src;
  });

/** The optional photo: click or drop an image; shows it with its size and the 512x512 hint. */
export function PhotoPicker({
  value,
  onChange,
  disabled,
}: {
  value: Photo | null;
  onChange: (photo: Photo | null) => void;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  async function take(file: File | undefined) {
    if (!file) return;
    const check = checkPhoto(file);
    if (!check.ok) return fail(check.title, check.description);
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      return fail('File Read Error', 'Failed to read the selected file');
    }
    onChange({ name: file.name, size: file.size, dataUrl, ...(await measure(dataUrl)) });
  }

  const small = value && value.width > 0 && Math.min(value.width, value.height) < RECOMMENDED_SIDE;
  const input = (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      className="sr-only"
      tabIndex={-1}
      aria-label="Avatar photo file"
      data-testid="avatar-photo-input"
      disabled={disabled}
      onChange={(e) => {
        void take(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );

  if (value) {
    return (
      <div className="flex items-center gap-4 rounded-xl border bg-muted/40 p-3" data-testid="avatar-photo-selected">
        <img src={value.dataUrl} alt="Selected photo" className="size-20 shrink-0 rounded-lg object-cover shadow-sm" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="truncate font-medium" title={value.name}>
            {value.name}
          </p>
          <p className="text-muted-foreground">
            {value.width > 0 ? `${value.width} x ${value.height} px · ` : ''}
            {formatSize(value.size)}
          </p>
          {small ? (
            <p className="mt-1 flex items-center gap-1 text-xs text-amber-700">
              <TriangleAlert className="size-3.5" /> Under 512x512: the avatar may look soft.
            </p>
          ) : (
            <p className="mt-1 text-xs text-muted-foreground">Cropped square around your face.</p>
          )}
        </div>
        <div className="flex shrink-0 flex-col gap-1">
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
          >
            Change
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label="Remove photo"
          >
            <X /> Remove
          </Button>
        </div>
        {input}
      </div>
    );
  }

  return (
    <div>
      <button
        type="button"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void take(e.dataTransfer.files[0]);
        }}
        className={cn(
          'flex w-full cursor-pointer flex-col items-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-5 text-center transition outline-none hover:border-violet-400 hover:bg-violet-50/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60',
          dragging && 'border-violet-500 bg-violet-50',
        )}
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-violet-100 text-violet-700">
          <ImagePlus className="size-5" />
        </span>
        <span className="text-sm font-medium">Upload a photo or drop it here</span>
        <span className="text-xs text-muted-foreground">
          An image file up to 5 MB; square 512x512 or larger recommended. No photo? We draw a portrait.
        </span>
      </button>
      {input}
    </div>
  );
}
