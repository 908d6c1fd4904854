import { PLATFORM_LABELS, type SocialConnection } from '@reelforge/contracts';
import { useState } from 'react';
import { AlertCircle, Clock, Loader2, RefreshCw, ShieldAlert, Unplug } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PlatformMark } from '@/components/platform-mark';

interface Props {
  connection: SocialConnection;
  disconnecting: boolean;
  onDisconnect: () => void;
  onReconnect: () => void;
}

const DAY = 24 * 3600_000;
/** Tokens that cannot renew themselves are flagged this long before they stop working. */
const WARN_MS = 7 * DAY;

/** "expires in 3 days" / "expired" for a token the platform gave an end date, when it is near. */
function expiryNote(c: SocialConnection, now: number): string | null {
  // Tokens with a refresh token renew on their own when publishing: their expiry is no news.
  if (!c.tokenExpiresAt || !c.isActive || c.canRefresh) return null;
  const left = Date.parse(c.tokenExpiresAt) - now;
  if (left > WARN_MS) return null;
  if (left <= 0) return 'Access has expired';
  const days = Math.floor(left / DAY);
  return `Access expires in ${days < 1 ? 'less than a day' : days === 1 ? '1 day' : `${days} days`}`;
}

export function ConnectionItem({ connection: c, disconnecting, onDisconnect, onReconnect }: Props) {
  const label = PLATFORM_LABELS[c.platform];
  const expiry = expiryNote(c, Date.now());
  const [pictureShown, setPictureShown] = useState(false);
  const needsReconnect = !c.isActive || c.missingScopes.length > 0 || expiry !== null;
  const who = c.platformUsername
    ? `@${c.platformUsername.replace(/^@/, '')}`
    : c.platformUserId
      ? `ID ${c.platformUserId}`
      : null;
  return (
    <li className="rounded-lg border bg-card p-3" data-testid="social-connection" data-platform={c.platform}>
      <div className="flex items-center gap-3">
        <div className="relative shrink-0">
          {c.avatarUrl ? (
            <Avatar className="size-10">
              <AvatarImage
                src={c.avatarUrl}
                alt=""
                referrerPolicy="no-referrer"
                onLoadingStatusChange={(s) => setPictureShown(s === 'loaded')}
              />
              <AvatarFallback className="bg-transparent">
                <PlatformMark platform={c.platform} size="xl" />
              </AvatarFallback>
            </Avatar>
          ) : (
            <PlatformMark platform={c.platform} size="xl" />
          )}
          {/* The platform's mark joins the profile picture only when the picture is what shows. */}
          {pictureShown && (
            <span className="absolute -right-1 -bottom-1 rounded-full bg-card p-px">
              <PlatformMark platform={c.platform} size="sm" />
            </span>
          )}
        </div>
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
          {needsReconnect && (
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
      {c.isActive && c.missingScopes.length > 0 && (
        <p
          className="mt-2 flex items-start gap-1.5 rounded-md bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900"
          data-testid="connection-scopes"
        >
          <ShieldAlert className="mt-px size-3.5 shrink-0" />
          <span>
            {label} did not grant {c.missingScopes.length === 1 ? 'a permission' : 'permissions'} publishing needs:{' '}
            <span className="font-mono break-all">{c.missingScopes.join(', ')}</span>. Reconnect and allow{' '}
            {c.missingScopes.length === 1 ? 'it' : 'them'}.
          </span>
        </p>
      )}
      {expiry && (
        <p
          className="mt-2 flex items-start gap-1.5 rounded-md bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900"
          data-testid="connection-expiry"
        >
          <Clock className="mt-px size-3.5 shrink-0" />
          {expiry}. Reconnect to keep publishing.
        </p>
      )}
      {!c.isActive && c.lastError && (
        <p
          className="mt-2 flex items-start gap-1.5 rounded-md bg-red-50 px-2.5 py-1.5 text-xs text-red-800"
          data-testid="connection-error"
        >
          <AlertCircle className="mt-px size-3.5 shrink-0" />
          {c.lastError}
        </p>
      )}
    </li>
  );
}
