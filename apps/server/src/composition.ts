import type { Config } from './config.ts';
import { createContext, type AppContext, type ContextResources } from './context/index.ts';
import { presenterFor } from './modules/avatars/index.ts';
import { brandForRender } from './modules/brand-kit/index.ts';
import { libraryMedia } from './modules/library/index.ts';
import { stockKeysFor } from './modules/media-settings/index.ts';
import { publishingPlatforms } from './modules/posts/index.ts';
import { PUBLISHING_PLATFORMS } from './modules/social/index.ts';
import { RENDER_FEEDS } from './modules/videos/index.ts';
import { ttsFor } from './modules/voice-settings/index.ts';

/**
 * The app's context with the modules wired together: where a lower module declares a port (a
 * Port), the module above it provides it here. The web process, the worker, benches and tests
 * all build their context through this.
 */
export function createAppContext(
  config: Config,
  resources: ContextResources,
  overrides: Partial<AppContext> = {},
): AppContext {
  const ctx = createContext(config, resources, overrides);
  ctx.wiring.provide(PUBLISHING_PLATFORMS, publishingPlatforms);
  // What a render reads from the modules that feed it (they depend on videos, not the reverse).
  ctx.wiring.provide(RENDER_FEEDS, { presenter: presenterFor, voice: ttsFor, stockKeys: stockKeysFor, brand: brandForRender, library: libraryMedia });
  return ctx;
}
