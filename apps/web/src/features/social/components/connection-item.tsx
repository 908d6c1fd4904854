import { PLATFORM_LABELS, type SocialConnection } from '@reelforge/contracts';
import { AlertCircle, Loader2, RefreshCw, Unplug } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PlatformMark } from '@/components/platform-mark';

interface Props {
  connection: SocialConnection;
  disconnecting: boolean;
  onDisconnect: () => void;
  onReconnect: () => void;
}

export function ConnectionItem({ connection: c, disconnecting, onDisconnect, onReconnect }: Props) {
  const label = PLATFORM_LABELS[c.platform];
  const who = c.platformUsername ? `@${c.platformUsername.replace(/^@/, '')}` : c.platformUserId ? `ID ${c.platformUserId}` : null;
  return (
    <li className="rounded-lg border bg-card p-3" data-testid="social-connection" data-platform={c.platform}>
      <div className="flex items-center gap-3">
        <PlatformMark platform={c.platform} size="xl" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-sm font-medium">{label}</p>
            {c.isActive ? (
              <Badge variant="success" data-testid="connection-state">
                Active
              </Badge>
            ) : (
              <Badge className="border-transparent bg-red-100 text-red-800" data-testid="connection-state">
                Inactive
              </Badge>
            )}
          </div>
          <p className="truncate text-xs text-muted-foreground">{who ?? 'Connected with an access token'}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {!c.isActive && (
            <Button size="sm" variant="outline" onClick={onReconnect}>
              <RefreshCw /> Reconnect
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={`Disconnect ${label}`}
            disabled={disconnecting}
            onClick={onDisconnect}
          >
            {disconnecting ? <Loader2 className="animate-spin" /> : <Unplug />}
            <span className="hidden sm:inline">Disconnect</span>
          </Button>
        </div>
      </div>
      {!c.isActive && c.lastError && (
        <p className="mt-2 flex items-start gap-1.5 rounded-md bg-red-50 px-2.5 py-1.5 text-xs text-red-800" data-testid="connection-error">
          <AlertCircle className="mt-px size-3.5 shrink-0" />
          {c.lastError}
        </p>
      )}
    </li>
  );
}
