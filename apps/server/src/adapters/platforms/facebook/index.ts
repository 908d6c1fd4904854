import { PLATFORM_LABELS } from '@reelforge/contracts';
import { OAuthFlowError } from '../kit/oauth.ts';
import { metaClient, metaHosts } from '../meta/graph.ts';
import { metaIdentity } from '../meta/identity.ts';
import { metaOAuth } from '../meta/oauth.ts';
import type { PlatformModule } from '../types.ts';
import { facebookPublisher } from './publisher.ts';
import { facebookReconcile } from './reconcile.ts';

export const facebook: PlatformModule = {
  id: 'facebook',
  label: PLATFORM_LABELS.facebook,
  // Page videos (graph-video /videos), not Reels: the 3-90 s, 9:16 Reels rules do not apply, and
  // platform-apis.md records no other cap.
  limits: {},
  create(config, tuning) {
    const hosts = metaHosts(config);
    const client = metaClient(config);
    return {
      requiredScopes: ['pages_manage_posts'],
      identity: (token, hint) => metaIdentity(hosts, 'facebook', token, hint),
      publisher: facebookPublisher(hosts, client, tuning),
      reconcile: (r) => facebookReconcile(hosts, r),
      oauth: client
        ? metaOAuth(hosts, client, 'pages_show_list,pages_read_engagement,pages_manage_posts', (user, pages) => {
            // Reelforge publishes as a Page: its token (which does not expire) is the connection's.
            const page = pages.find((p) => p.id && p.accessToken);
            if (!page)
              throw new OAuthFlowError(
                'No Facebook Page found on this account. Reelforge publishes to a Page you manage.',
              );
            return {
              accessToken: page.accessToken!,
              refreshToken: null,
              expiresIn: null,
              platformUserId: page.id,
              platformUsername: page.name,
              scope: user.scope,
            };
          })
        : null,
    };
  },
};
