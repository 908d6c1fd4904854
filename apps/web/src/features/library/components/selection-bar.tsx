import { Download, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface Props {
  count: number;
  downloadable: number;
  downloading: boolean;
  onDownload: () => void;
  onClear: () => void;
}

/** Appears once something is selected: bulk Download and Clear Selection. */
export function SelectionBar({ count, downloadable, downloading, onDownload, onClear }: Props) {
  return (
    <div
      className="sticky top-16 z-20 flex flex-wrap items-center gap-3 rounded-xl border border-primary/30 bg-accent/95 px-4 py-2.5 shadow-sm backdrop-blur"
      role="region"
      aria-label="Selection"
    >
      <p className="flex-1 text-sm font-medium text-accent-foreground" data-testid="selection-count">
        {count} selected
        <span className="ml-2 font-normal text-muted-foreground">
          {downloadable === count ? '' : `${downloadable || 'none'} with a file to download`}
        </span>
      </p>
      <Button size="sm" variant="gradient" onClick={onDownload} disabled={downloading}>
        <Download /> {downloading ? 'Downloading...' : 'Download'}
      </Button>
      <Button size="sm" variant="outline" onClick={onClear}>
        <X /> Clear Selection
      </Button>
    </div>
  );
}
