import type { AssistantAction } from '@reelforge/contracts';
import { Check, ExternalLink, Link2, RotateCcw, Sparkles } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { useRetryPostFromChat } from '../api/actions';

function RetryButton({ action }: { action: Extract<AssistantAction, { kind: 'retry-post' }> }) {
  const retry = useRetryPostFromChat();
  return (
    <span className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant="outline"
        className="h-8 rounded-full"
        disabled={retry.isPending || retry.isSuccess}
        onClick={() => retry.mutate(action.postId)}
      >
        {retry.isSuccess ? <Check /> : <RotateCcw className={retry.isPending ? 'animate-spin' : undefined} />}
        {action.label}
      </Button>
      {retry.isError && (
        <span role="alert" className="text-xs text-destructive">
          {errorMessage(retry.error, 'Failed to update post')}
        </span>
      )}
    </span>
  );
}

const ICONS = { 'open-video': ExternalLink, reconnect: Link2, upgrade: Sparkles } as const;
const target = (a: Exclude<AssistantAction, { kind: 'retry-post' }>) =>
  a.kind === 'open-video' ? `/video-studio?video=${encodeURIComponent(a.videoId)}` : a.kind === 'reconnect' ? '/video-studio' : '/subscribe';

/** The buttons under an answer: each acts on the user's own post, video or connection. */
export function ReplyActions({ actions }: { actions: AssistantAction[] }) {
  const [, navigate] = useLocation();
  if (!actions.length) return null;
  return (
    <div className="flex max-w-[85%] flex-wrap gap-2">
      {actions.map((a) => {
        if (a.kind === 'retry-post') return <RetryButton key={`${a.kind}-${a.postId}`} action={a} />;
        const Icon = ICONS[a.kind];
        return (
          <Button key={`${a.kind}-${a.label}`} size="sm" variant="outline" className="h-8 rounded-full" onClick={() => navigate(target(a))}>
            <Icon /> {a.label}
          </Button>
        );
      })}
    </div>
  );
}
