// What the rest of the server uses from the platforms; the folders' insides stay behind this.
export { createPlatforms, PLATFORM_MODULES, type Platforms } from './registry.ts';
export * from './types.ts';
export * from './kit/publish.ts';
export { OAuthFlowError, PlatformUnreachable, TokenRefused, scopeList } from './kit/oauth.ts';
export { DEFAULT_PUBLISHER_TUNING, type PublisherTuning } from './kit/session.ts';
