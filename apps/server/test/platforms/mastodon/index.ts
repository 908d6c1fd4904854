import { hostOr } from '../../../src/adapters/platforms/kit/settings.ts';
import type { PlatformModule } from '../../../src/adapters/platforms/types.ts';
import { mastodonPublisher } from './publisher.ts';

/**
 * A seventh platform, written the way a production one is: this folder plus one registry line.
 * A production module reads its host from the Config (MASTODON_URL, say); this one is handed the
 * local fake's address so the production Config stays untouched by the test.
 */
export function mastodon(instance: string): PlatformModule {
  return {
    id: 'mastodon',
    label: 'Mastodon',
    limits: {},
    create(_config, tuning) {
      return {
        publisher: mastodonPublisher(hostOr(instance, 'https://mastodon.social'), 'Mastodon', tuning),
        oauth: null,
      };
    },
  };
}
