import { connectErrorText, PLATFORM_LABELS, PLATFORMS, type Platform } from '@reelforge/contracts';
import { useEffect, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { useRefreshConnections } from '../api/mutations';

const isPlatform = (v: string | null): v is Platform => PLATFORMS.some((p) => p === v);

/**
 * The OAuth callback returns the browser to `/video-studio?connected=<platform>` or
 * `?connectError=<code>&platform=<platform>`. The page that lands there calls this once: it
 * tells the creator what happened, drops the parameters from the address and says whether to
 * show the connections dialog.
 */
export function useSocialConnectReturn() {
  const refresh = useRefreshConnections();
  const [outcome] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    const connected = params.get('connected');
    const error = params.get('connectError');
    return {
      connected: isPlatform(connected) ? connected : null,
      // Words from the contract's table for the code: the address never puts its own text on screen.
      error: error ? connectErrorText(error, params.get('platform')) : null,
    };
  });

  useEffect(() => {
    if (!outcome.connected && !outcome.error) return;
    if (outcome.connected) {
      toast({
        title: 'Account Connected',
        description: `${PLATFORM_LABELS[outcome.connected]} is connected. Posts can now publish there.`,
      });
      void refresh();
    } else if (outcome.error) {
      toast({ title: 'Connection Failed', description: outcome.error, variant: 'destructive' });
    }
    const url = new URL(window.location.href);
    for (const key of ['connected', 'connectError', 'platform']) url.searchParams.delete(key);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    // Once per landing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { openDialog: Boolean(outcome.connected || outcome.error), ...outcome };
}
