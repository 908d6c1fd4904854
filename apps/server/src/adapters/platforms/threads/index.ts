import { clientOf, hostOr } from '../kit/settings.ts';
import type { PlatformConfig, PlatformModule } from '../types.ts';
import { THREADS_SCOPES, threadsIdentity, threadsOAuth, type ThreadsHosts } from './oauth.ts';
import { threadsPublisher } from './publisher.ts';
import { threadsReconcile } from './reconcile.ts';

export { threadsMetrics } from './metrics.ts';
export { threadsRefresh } from './oauth.ts';
export { THREADS_REPLY_CONTROLS, THREADS_TEXT_LIMIT, threadsLength } from './publisher.ts';

/** The real hosts unless the config points elsewhere (tests: local fakes). */
export const threadsHosts = (config: PlatformConfig): ThreadsHosts => ({
  api: hostOr(config.THREADS_API_URL, 'https://graph.threads.net'),
  web: hostOr(config.THREADS_WEB_URL, 'https://threads.net'),
});

export const threads: PlatformModule = {
  id: 'threads',
  label: 'Threads',
  // Threads media specs: MOV or MP4, at most 1 GB and 5 min, 23-60 fps; 9:16 recommended.
  limits: { maxDurationSec: 300, maxBytes: 1024 ** 3, aspects: ['9:16'], containers: ['mp4', 'mov'] },
  create(config, tuning) {
    const hosts = threadsHosts(config);
    const client = clientOf(config.THREADS_CLIENT_ID, config.THREADS_CLIENT_SECRET);
    return {
      requiredScopes: ['threads_basic', 'threads_content_publish'],
      publisher: threadsPublisher(hosts, tuning),
      reconcile: (r) => threadsReconcile(hosts, r),
      identity: (token) => threadsIdentity(hosts, token),
      oauth: client ? threadsOAuth(hosts, client) : null,
    };
  },
};

export { THREADS_SCOPES };
