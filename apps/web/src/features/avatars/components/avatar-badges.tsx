import type { Avatar } from '@reelforge/contracts';
import { AudioLines, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useNarrationEngine } from '@/lib/queries/voice-settings';
import { cn } from '@/lib/utils';
import { styleInfo, voiceLabel } from '../lib/display';

export function StyleBadge({ style, className }: { style: string; className?: string }) {
  const info = styleInfo(style);
  return (
    <Badge variant="secondary" className={cn(info.tint, className)} data-testid="style-badge">
      {info.label}
    </Badge>
  );
}

/** Shown when the avatar has a voice of its own (spec: Voice badge if a voice id exists). */
export function VoiceBadge({ voiceId }: { voiceId: Avatar['voiceId'] }) {
  const engine = useNarrationEngine();
  if (!voiceId) return null;
  return (
    <Badge variant="outline" title={voiceLabel(voiceId, engine) ?? undefined} data-testid="voice-badge">
      <AudioLines /> Voice
    </Badge>
  );
}

export function DefaultBadge({ className }: { className?: string }) {
  return (
    <Badge
      className={cn('border-transparent bg-amber-400 text-amber-950 shadow-sm', className)}
      data-testid="default-badge"
    >
      <Star className="fill-current" /> Default
    </Badge>
  );
}
