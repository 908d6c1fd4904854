import { PLATFORM_LABELS } from '@reelforge/contracts';
import { OAuthFlowError } from '../kit/oauth.ts';
import { metaClient, metaHosts } from '../meta/graph.ts';
import { metaIdentity } from '../meta/identity.ts';
import { metaOAuth } from '../meta/oauth.ts';
import { instagramReconcile } from './reconcile.ts';
import type { PlatformModule } from '../types.ts';
import { instagramPublisher } from './publisher.ts';

export const instagram: PlatformModule = {
  id: 'instagram',
  label: PLATFORM_LABELS.instagram,
  // Reels: 3 s to 15 min, 9:16 recommended. Meta's pages give 300 MB and 1 GB as the size cap: the
  // larger is kept so a video Instagram takes is never refused here; its own refusal still shows.
  limits: { minDurationSec: 3, maxDurationSec: 900, maxBytes: 1024 ** 3, aspects: ['9:16'] },
  create(config, tuning) {
    const hosts = metaHosts(config);
    const client = metaClient(config);
    return {
      requiredScopes: ['instagram_content_publish'],
      reconcile: (r) => instagramReconcile(hosts, r),
      identity: (token, hint) => metaIdentity(hosts, 'instagram', token, hint),
      publisher: instagramPublisher(hosts, client, tuning),
      oauth: client
        ? metaOAuth(
            hosts,
            client,
            'instagram_basic,instagram_content_publish,pages_show_list,pages_read_engagement',
            (user, pages) => {
              // The professional account linked to one of the creator's Pages publishes with the user token.
              const ig = pages.map((p) => p.instagram).find((x) => x?.id);
              if (!ig)
                throw new OAuthFlowError(
                  'No Instagram professional account is linked to a Facebook Page you manage. Link one in Instagram settings, then connect again.',
                );
              return { ...user, refreshToken: null, platformUserId: ig.id, platformUsername: ig.username };
            },
          )
        : null,
    };
  },
};
