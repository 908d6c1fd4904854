import type { Config } from './config.ts';
import { createContext, type AppContext, type ContextResources } from './context/index.ts';
import { publishingPlatforms } from './modules/posts/index.ts';
import { PUBLISHING_PLATFORMS } from './modules/social/index.ts';

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
  return ctx;
}
