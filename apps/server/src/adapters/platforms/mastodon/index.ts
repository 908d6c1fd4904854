import { PLATFORM_LABELS } from '@reelforge/contracts';
import { creatorServerPolicy } from '../kit/settings.ts';
import type { PlatformModule } from '../types.ts';
import { OAuthFlowError } from '../kit/oauth.ts';
import { mastodonConnect, mastodonIdentity } from './account.ts';
import { mastodonPublisher } from './publisher.ts';
import { mastodonReconcile } from './reconcile.ts';

/**
 * Any Mastodon instance: the creator types its address and an access token made there, so there
 * is no host in the config; every call goes to the connection's server under the address policy.
 */
export const mastodon: PlatformModule = {
  id: 'mastodon',
  label: PLATFORM_LABELS.mastodon,
  // mastodon.social's defaults (an instance may set others): videos up to 99 MB, mp4/webm/mov.
  limits: { maxBytes: 99 * 1024 ** 2, containers: ['mp4', 'webm', 'mov'] },
  create(config, tuning) {
    const policy = creatorServerPolicy(config);
    return {
      requiredScopes: ['write:media', 'write:statuses'],
      publisher: mastodonPublisher(policy, tuning),
      oauth: null,
      connect: (typed) => mastodonConnect(typed, policy),
      identity: async (token, hint) => {
        if (!hint?.serverUrl) throw new OAuthFlowError('the connection has no Mastodon server address');
        return mastodonIdentity(hint.serverUrl, token, policy);
      },
      reconcile: (r) => mastodonReconcile(r, policy),
    };
  },
};
