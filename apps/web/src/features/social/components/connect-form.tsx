import {
  MSG,
  PLATFORM_LABELS,
  PLATFORMS,
  SOCIAL_MESSAGES,
  connectSocialSchema,
  type Platform,
} from '@reelforge/contracts';
import { ExternalLink, Eye, EyeOff, Link2, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/hooks/use-toast';
import { oauthStartUrl } from '../api/get-connections';
import { useConnectAccount } from '../api/mutations';
import { notifyFailure } from '../lib/notify';
import { PlatformMark } from './platform-mark';

interface Props {
  /** Platforms already connected: not offered (spec section 5). */
  connected: Platform[];
  /** Platforms with a server-side OAuth sign-in. */
  oauth: Platform[];
  /** Reconnecting an inactive connection: that platform, fixed. */
  reconnect?: Platform | null;
  onCancelReconnect?: () => void;
  onConnected?: (platform: Platform) => void;
}

export function ConnectForm({ connected, oauth, reconnect, onCancelReconnect, onConnected }: Props) {
  const id = useId();
  const [platform, setPlatform] = useState<Platform | ''>(reconnect ?? '');
  const [accessToken, setAccessToken] = useState('');
  const [platformUserId, setPlatformUserId] = useState('');
  const [platformUsername, setPlatformUsername] = useState('');
  const [showToken, setShowToken] = useState(false);
  const connect = useConnectAccount();

  const available = reconnect ? [reconnect] : PLATFORMS.filter((p) => !connected.includes(p));
  const ready = Boolean(platform) && accessToken.trim().length > 0;
  const idHint = platform ? SOCIAL_MESSAGES.accountIdRequired[platform] : undefined;

  if (available.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
        Every platform is connected. Disconnect one to connect a different account.
      </p>
    );
  }

  function submit() {
    if (!platform || !accessToken.trim()) {
      toast({ title: 'Missing Fields', description: MSG.connectRequired, variant: 'destructive' });
      return;
    }
    const input = { platform, accessToken, platformUserId, platformUsername };
    // The server's own schema first, so the browser refuses what the server would.
    const parsed = connectSocialSchema.safeParse(input);
    if (!parsed.success) {
      toast({
        title: 'Connection Failed',
        description: parsed.error.issues[0]?.message ?? 'Failed to connect social media account',
        variant: 'destructive',
      });
      return;
    }
    connect.mutate(input, {
      onSuccess: (c) => {
        toast({ title: 'Account Connected', description: `${PLATFORM_LABELS[c.platform]} is connected. Posts can now publish there.` });
        setPlatform('');
        setAccessToken('');
        setPlatformUserId('');
        setPlatformUsername('');
        onConnected?.(c.platform);
      },
      onError: (error) => notifyFailure(error, 'Connection Failed', 'Failed to connect social media account'),
    });
  }

  return (
    <form
      noValidate
      aria-label="Connect an account"
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-platform`}>
          Platform <span className="text-destructive" aria-hidden>*</span>
        </Label>
        <Select value={platform} onValueChange={(v) => setPlatform(v as Platform)} disabled={Boolean(reconnect)}>
          <SelectTrigger id={`${id}-platform`} className="w-full">
            <SelectValue placeholder="Select a platform" />
          </SelectTrigger>
          <SelectContent>
            {available.map((p) => (
              <SelectItem key={p} value={p}>
                <PlatformMark platform={p} className="size-5 rounded text-[9px]" />
                {PLATFORM_LABELS[p]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      {platform && oauth.includes(platform) && (
        <>
          <Button type="button" variant="gradient" className="w-full" onClick={() => window.location.assign(oauthStartUrl(platform))}>
            <ExternalLink /> Connect with {PLATFORM_LABELS[platform]}
          </Button>
          <div className="flex items-center gap-3 text-xs text-muted-foreground">
            <span className="h-px flex-1 bg-border" /> or paste an access token <span className="h-px flex-1 bg-border" />
          </div>
        </>
      )}

      <div className="grid gap-2">
        <Label htmlFor={`${id}-token`}>
          Access Token <span className="text-destructive" aria-hidden>*</span>
        </Label>
        <div className="relative">
          <Input
            id={`${id}-token`}
            type={showToken ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            value={accessToken}
            placeholder="Paste the token from the platform's developer tools"
            className="pr-10 font-mono"
            onChange={(e) => setAccessToken(e.target.value)}
          />
          <button
            type="button"
            aria-label={showToken ? 'Hide token' : 'Show token'}
            onClick={() => setShowToken((s) => !s)}
            className="absolute inset-y-0 right-0 flex w-9 cursor-pointer items-center justify-center text-muted-foreground hover:text-foreground"
          >
            {showToken ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </button>
        </div>
        <p className="text-xs text-muted-foreground">Stored encrypted and never shown again.</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-user-id`}>
            User ID <span className="text-xs font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input id={`${id}-user-id`} value={platformUserId} maxLength={200} onChange={(e) => setPlatformUserId(e.target.value)} />
          {idHint && <p className="text-xs text-amber-700">{idHint}</p>}
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={`${id}-username`}>
            Username <span className="text-xs font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            id={`${id}-username`}
            value={platformUsername}
            maxLength={200}
            placeholder="@yourhandle"
            onChange={(e) => setPlatformUsername(e.target.value)}
          />
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {reconnect && (
          <Button type="button" variant="outline" onClick={onCancelReconnect}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={!ready || connect.isPending}>
          {connect.isPending ? <Loader2 className="animate-spin" /> : <Link2 />}
          {connect.isPending ? 'Connecting...' : reconnect ? `Reconnect ${PLATFORM_LABELS[reconnect]}` : 'Connect Account'}
        </Button>
      </div>
    </form>
  );
}
