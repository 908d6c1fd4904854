import { PLATFORM_LABELS, STRUCTURE_INFO, type PlanIdea } from '@reelforge/contracts';
import { ExternalLink, Loader2, PenLine } from 'lucide-react';
import { Link } from 'wouter';
import { PlatformMark } from '@/components/platform-mark';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/** "Wed, Nov 25" and "8:00 AM", in the zone the plan was made for. */
export function postTimeLabel(iso: string, timeZone: string) {
  const at = new Date(iso);
  return {
    day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(at),
    time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at),
  };
}

interface Props {
  idea: PlanIdea;
  timeZone: string;
  writing: boolean;
  onWrite: () => void;
}

/** One idea of the week: when and where to post it, its format, and "Write script". */
export function IdeaCard({ idea, timeZone, writing, onWrite }: Props) {
  const { format } = idea;
  const when = postTimeLabel(idea.postAt, timeZone);
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-background p-4 sm:flex-row sm:items-start" data-testid="plan-idea">
      <div className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 sm:w-36 sm:flex-col sm:items-start">
        <span className="text-sm font-semibold">{when.day}</span>
        <span className="text-sm tabular-nums">{when.time}</span>
        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <PlatformMark platform={format.platform} size="xs" /> {PLATFORM_LABELS[format.platform]}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{idea.topic}</p>
        <p className="mt-1 text-sm text-muted-foreground">{idea.angle}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge variant="secondary">{STRUCTURE_INFO[format.structure].label}</Badge>
          <Badge variant="outline">{format.duration}</Badge>
          <Badge variant="outline">{format.aspect}</Badge>
          {format.templateName && (
            <Badge variant="outline" className="max-w-full truncate">
              Template: {format.templateName}
            </Badge>
          )}
        </div>
      </div>
      {idea.videoId ? (
        <Button asChild variant="outline" size="sm" className="shrink-0">
          <Link href={`/video-studio?video=${encodeURIComponent(idea.videoId)}`}>
            <ExternalLink /> Open script
          </Link>
        </Button>
      ) : (
        <Button size="sm" className="shrink-0" onClick={onWrite} disabled={writing}>
          {writing ? <Loader2 className="animate-spin" /> : <PenLine />} Write script
        </Button>
      )}
    </li>
  );
}
