import type { VideoSummary } from '@reelforge/contracts';
import { Film } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const NONE = 'none';

const duration = (s: number | null) =>
  s === null ? '' : `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

interface Props {
  id: string;
  value: string | null;
  onChange: (videoId: string | null, video: VideoSummary | null) => void;
  videos: VideoSummary[];
  /** A video the post already has that is no longer in the ready list (kept so it stays visible). */
  current?: { id: string; title: string } | null;
  isLoading: boolean;
  isError: boolean;
}

/** An optional rendered video to publish with the post (PLATFORMS_NEEDING_VIDEO need one). */
export function VideoPicker({ id, value, onChange, videos, current, isLoading, isError }: Props) {
  const extra = current && !videos.some((v) => v.id === current.id) ? current : null;
  return (
    <Select
      value={value ?? NONE}
      onValueChange={(v) => onChange(v === NONE ? null : v, videos.find((x) => x.id === v) ?? null)}
    >
      <SelectTrigger id={id} className="h-auto min-h-9 w-full">
        <SelectValue placeholder="No video" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>
          <span className="text-muted-foreground">No video (text post)</span>
        </SelectItem>
        {extra && (
          <SelectItem value={extra.id}>
            <Film className="size-4 text-muted-foreground" /> {extra.title}
          </SelectItem>
        )}
        {videos.map((v) => (
          <SelectItem key={v.id} value={v.id}>
            {v.thumbnailUrl ? (
              <img src={v.thumbnailUrl} alt="" className="h-6 w-10 rounded object-cover" />
            ) : (
              <Film className="size-4 text-muted-foreground" />
            )}
            <span className="truncate">{v.title}</span>
            {v.duration !== null && <span className="text-xs text-muted-foreground tabular-nums">{duration(v.duration)}</span>}
          </SelectItem>
        ))}
        {!isLoading && videos.length === 0 && (
          <p className="px-2 py-2 text-xs text-muted-foreground">
            {isError ? "Your videos couldn't be loaded." : 'No rendered videos yet. Generate one in the Video Studio.'}
          </p>
        )}
      </SelectContent>
    </Select>
  );
}
