import {
  MSG,
  PLATFORM_LABELS,
  PLATFORMS,
  SOCIAL_MESSAGES,
  TYPED_CONNECT,
  type ConnectSocialData,
  type Platform,
} from '@reelforge/contracts';
import { ExternalLink, Eye, EyeOff, Link2, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSelectField } from '@/components/ui/select-field';
import { toast } from '@/hooks/use-toast';
import { contractResolver, requiredMark, toastInvalidForm } from '@/lib/forms';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { pageNavigation } from '@/lib/page-navigation';
import { oauthStartUrl } from '../api/get-connections';
import { connectSocialSchema, useConnectAccount } from '../api/mutations';
import { PlatformMark } from '@/components/platform-mark';

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

interface ConnectFormValues {
  platform: Platform | '';
  accessToken: string;
  platformUserId: string;
  platformUsername: string;
  serverUrl: string;
}

const EMPTY: ConnectFormValues = {
  platform: '',
  accessToken: '',
  platformUserId: '',
  platformUsername: '',
  serverUrl: '',
};

/** Where a creator makes what these networks take instead of a sign-in. */
const TYPED_HINTS: Partial<
  Record<Platform, { secret: string; secretHint: string; server: string; serverHint: string }>
> = {
  mastodon: {
    secret: 'Access Token',
    secretHint:
      'On your server: Preferences → Development → New application (write:media, write:statuses). Stored encrypted.',
    server: 'Server',
    serverHint: 'The address of your Mastodon server.',
  },
  bluesky: {
    secret: 'App Password',
    secretHint: 'In Bluesky: Settings → Privacy and security → App passwords. Never your main password.',
    server: 'Server',
    serverHint: 'Only for accounts on their own server; empty means bsky.social.',
  },
};

const connectResolver = contractResolver<ConnectFormValues, ConnectSocialData>(connectSocialSchema, (form) => ({
  ...form,
  platform: form.platform || undefined,
}));

export function ConnectForm({ connected, oauth, reconnect, onCancelReconnect, onConnected }: Props) {
  const form = useForm<ConnectFormValues, unknown, ConnectSocialData>({
    defaultValues: { ...EMPTY, platform: reconnect ?? '' },
    resolver: connectResolver,
  });
  const { errors } = form.formState;
  const [platform, accessToken, handle, server] = form.watch([
    'platform',
    'accessToken',
    'platformUsername',
    'serverUrl',
  ]);
  const [showToken, setShowToken] = useState(false);
  const connect = useConnectAccount();

  const available = reconnect ? [reconnect] : PLATFORMS.filter((p) => !connected.includes(p));
  // Spec section 5: the button waits until a platform and a token are there.
  const typed = platform ? TYPED_CONNECT[platform] : undefined;
  const words = platform ? TYPED_HINTS[platform] : undefined;
  const ready =
    Boolean(platform) &&
    accessToken.trim().length > 0 &&
    (!typed?.needsHandle || handle.trim().length > 0) &&
    (typed?.server !== 'required' || server.trim().length > 0);
  const idHint = platform ? SOCIAL_MESSAGES.accountIdRequired[platform] : undefined;

  if (available.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
        Every platform is connected. Disconnect one to connect a different account.
      </p>
    );
  }

  const submit = form.handleSubmit(
    (input) =>
      connect.mutate(input, {
        onSuccess: (c) => {
          toast({
            title: 'Account Connected',
            description: `${PLATFORM_LABELS[c.platform]} is connected. Posts can now publish there.`,
          });
          form.reset(EMPTY);
          onConnected?.(c.platform);
        },
        onError: (error) =>
          notifyMutationError(error, {
            title: 'Connection Failed',
            fallback: 'Failed to connect social media account',
          }),
      }),
    (invalid) => toastInvalidForm(invalid, MSG.connectRequired, 'Connection Failed'),
  );

  // With a platform sign-in on this server it is the way to connect; pasting a token is for experts.
  const withOAuth = Boolean(platform) && oauth.includes(platform as Platform);
  const serverField = typed && words && (
    <FormField
      label={words.server}
      required={typed.server === 'required'}
      error={errors.serverUrl?.message}
      hint={words.serverHint}
    >
      {(control) => (
        <Input
          {...control}
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={platform === 'bluesky' ? 'https://bsky.social' : 'mastodon.social'}
          maxLength={300}
          {...form.register('serverUrl')}
        />
      )}
    </FormField>
  );
  const tokenFields = (
    <>
      {typed?.server === 'required' && serverField}
      {typed?.needsHandle && (
        <FormField label="Handle" required error={errors.platformUsername?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              spellCheck={false}
              placeholder="you.bsky.social"
              maxLength={200}
              {...form.register('platformUsername')}
            />
          )}
        </FormField>
      )}
      <FormField
        label={words?.secret ?? 'Access Token'}
        required
        error={requiredMark(MSG.connectRequired)(errors.accessToken?.message)}
        hint={words?.secretHint ?? 'Stored encrypted and never shown again.'}
      >
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              type={showToken ? 'text' : 'password'}
              autoComplete="off"
              spellCheck={false}
              placeholder={words ? undefined : "Paste the token from the platform's developer tools"}
              className="pr-10 font-mono"
              {...form.register('accessToken')}
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
        )}
      </FormField>

      {typed?.server === 'optional' && serverField}

      {!typed && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="User ID" required={false} error={errors.platformUserId?.message} hint={idHint}>
            <Input maxLength={200} {...form.register('platformUserId')} />
          </FormField>
          <FormField label="Username" required={false} error={errors.platformUsername?.message}>
            <Input maxLength={200} placeholder="@yourhandle" {...form.register('platformUsername')} />
          </FormField>
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {reconnect && !withOAuth && (
          <Button type="button" variant="outline" onClick={onCancelReconnect}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={!ready || connect.isPending}>
          {connect.isPending ? <Loader2 className="animate-spin" /> : <Link2 />}
          {connect.isPending
            ? 'Connecting...'
            : reconnect
              ? `Reconnect ${PLATFORM_LABELS[reconnect]}`
              : 'Connect Account'}
        </Button>
      </div>
    </>
  );

  return (
    <form noValidate aria-label="Connect an account" className="grid gap-4" onSubmit={submit}>
      <FormSelectField
        control={form.control}
        name="platform"
        label="Platform"
        required
        showError={requiredMark(MSG.connectRequired)}
        disabled={Boolean(reconnect)}
        placeholder="Select a platform"
        options={available.map((p) => ({
          value: p,
          label: (
            <>
              <PlatformMark platform={p} size="sm" />
              {PLATFORM_LABELS[p]}
            </>
          ),
        }))}
      />

      {withOAuth && (
        <Button
          type="button"
          variant="gradient"
          className="w-full"
          onClick={() => platform && pageNavigation.go(oauthStartUrl(platform))}
        >
          <ExternalLink /> {reconnect ? 'Reconnect' : 'Connect'} with {platform && PLATFORM_LABELS[platform]}
        </Button>
      )}

      {withOAuth ? (
        <Disclosure summary="Advanced: paste an access token instead" data-testid="token-disclosure">
          <div className="grid gap-4">{tokenFields}</div>
        </Disclosure>
      ) : (
        tokenFields
      )}

      {withOAuth && reconnect && (
        <div className="flex justify-end">
          <Button type="button" variant="outline" onClick={onCancelReconnect}>
            Cancel
          </Button>
        </div>
      )}
    </form>
  );
}
