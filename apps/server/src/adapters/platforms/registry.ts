import { bluesky } from './bluesky/index.ts';
import { facebook } from './facebook/index.ts';
import { instagram } from './instagram/index.ts';
import { DEFAULT_PUBLISHER_TUNING, type PublisherTuning } from './kit/session.ts';
import { linkedin } from './linkedin/index.ts';
import { mastodon } from './mastodon/index.ts';
import { pinterest } from './pinterest/index.ts';
import { threads } from './threads/index.ts';
import { tiktok } from './tiktok/index.ts';
import { twitter } from './twitter/index.ts';
import type { PlatformAdapter, PlatformConfig, PlatformModule } from './types.ts';
import { youtube } from './youtube/index.ts';

/**
 * Every platform Reelforge publishes to, in the order the product lists them. Adding one is a
 * folder exporting a PlatformModule and a line here.
 */
export const PLATFORM_MODULES: readonly PlatformModule[] = [tiktok, youtube, instagram, facebook, twitter, linkedin, mastodon, bluesky, threads, pinterest];

/** The platforms built from one config; the publish job and the social service only go through this. */
export interface Platforms {
  readonly all: readonly PlatformAdapter[];
  get(id: string): PlatformAdapter | undefined;
}

export function createPlatforms(
  config: PlatformConfig,
  opts: { modules?: readonly PlatformModule[]; tuning?: Partial<PublisherTuning> } = {},
): Platforms {
  const tuning: PublisherTuning = {
    ...DEFAULT_PUBLISHER_TUNING,
    ...(config.PUBLISH_POLL_INTERVAL_MS ? { pollIntervalMs: config.PUBLISH_POLL_INTERVAL_MS } : {}),
    ...opts.tuning,
  };
  const all = (opts.modules ?? PLATFORM_MODULES).map((m): PlatformAdapter => ({
    id: m.id,
    label: m.label,
    limits: m.limits,
    ...m.create(config, tuning),
  }));
  const byId = new Map(all.map((p) => [p.id, p]));
  if (byId.size !== all.length) throw new Error('Two platform modules share an id.');
  return { all, get: (id) => byId.get(id) };
}
