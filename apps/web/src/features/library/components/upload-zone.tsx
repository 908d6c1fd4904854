import { UPLOAD_ACCEPT, formatLimit } from '@reelforge/contracts';
import { CheckCircle2, CloudUpload, Loader2, X, XCircle } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import type { UploadTask } from '../api/upload';

/** Drop files here, or pick them; the hidden input is also what the header's Upload button opens. */
export function UploadZone({ onFiles, maxFileBytes, inputRef }: { onFiles: (files: File[]) => void; maxFileBytes: number; inputRef: React.RefObject<HTMLInputElement | null> }) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setOver(false);
    const files = [...e.dataTransfer.files];
    if (files.length) onFiles(files);
  };
  return (
    <div
      data-testid="upload-dropzone"
      onDragEnter={(e) => {
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => e.preventDefault()}
      onDragLeave={() => {
        depth.current -= 1;
        if (depth.current <= 0) setOver(false);
      }}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-5 text-center text-sm transition sm:flex-row sm:gap-3 sm:text-left',
        over ? 'border-primary bg-accent/70' : 'border-border bg-card/60',
      )}
    >
      <CloudUpload className={cn('size-7 shrink-0', over ? 'text-primary' : 'text-muted-foreground')} />
      <p className="flex-1 text-muted-foreground">
        <span className="font-medium text-foreground">{over ? 'Drop to upload' : 'Drag files here'}</span> — images, videos, audio or text
        scripts, up to {formatLimit(maxFileBytes)} each.
      </p>
      <Button type="button" size="sm" variant="outline" onClick={() => inputRef.current?.click()}>
        Browse files
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        aria-label="Choose files to upload"
        className="hidden"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = ''; // the same file can be picked again
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}

const STATUS_TEXT: Record<UploadTask['status'], string> = {
  uploading: 'Uploading',
  processing: 'Checking the file',
  done: 'Added',
  failed: 'Failed',
};

/** One row per file: name, bar, and what happened. */
export function UploadList({ tasks, onDismiss }: { tasks: UploadTask[]; onDismiss: (id: string) => void }) {
  if (!tasks.length) return null;
  return (
    <ul className="grid gap-2 rounded-xl border bg-card p-3 shadow-xs" aria-label="Uploads">
      {tasks.map((t) => {
        const pct = t.size ? Math.min(100, Math.round((t.sent / t.size) * 100)) : 100;
        return (
          <li key={t.id} data-testid="upload-task" data-status={t.status} className="grid gap-1.5 text-sm">
            <div className="flex items-center gap-2">
              {t.status === 'done' ? (
                <CheckCircle2 className="size-4 shrink-0 text-emerald-600" />
              ) : t.status === 'failed' ? (
                <XCircle className="size-4 shrink-0 text-red-600" />
              ) : (
                <Loader2 className="size-4 shrink-0 animate-spin text-primary" />
              )}
              <span className="min-w-0 flex-1 truncate font-medium">{t.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {STATUS_TEXT[t.status]}
                {t.status === 'uploading' ? ` ${pct}%` : ''}
              </span>
              {(t.status === 'done' || t.status === 'failed') && (
                <button type="button" onClick={() => onDismiss(t.id)} aria-label={`Dismiss ${t.name}`} className="cursor-pointer rounded p-0.5 text-muted-foreground hover:bg-accent">
                  <X className="size-3.5" />
                </button>
              )}
            </div>
            <Progress
              value={t.status === 'failed' ? 100 : pct}
              aria-label={`${t.name} upload progress`}
              indicatorClassName={cn(t.status === 'failed' && 'bg-red-500', t.status === 'done' && 'bg-emerald-500')}
            />
            {t.error && <p className="text-xs text-red-600">{t.error}</p>}
          </li>
        );
      })}
    </ul>
  );
}
