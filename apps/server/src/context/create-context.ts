import { createWriterResolver } from '../adapters/llm/writer-resolver.ts';
import { createMailer } from '../adapters/mail/mailer.ts';
import { createPlatforms } from '../adapters/platforms/index.ts';
import type { JobQueue } from '../adapters/queue/queue.ts';
import { createResearch } from '../adapters/research/index.ts';
import { createStorage } from '../adapters/storage/index.ts';
import { ttsSettings } from '../adapters/tts/settings.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { UserCaches } from '../lib/session-cache.ts';
import { createTokenCipher, loadTokenKey, type TokenCipher } from '../lib/token-crypto.ts';
import { VersionedCaches } from '../lib/versioned-cache.ts';
import type { AppContext } from './app-context.ts';
import { Memo } from './memo.ts';
import { Wiring } from './wiring.ts';

/** What the caller opened itself (connections with a lifecycle) and hands to the context. */
export interface ContextResources {
  db: Db;
  queue: JobQueue | null;
  logger: Logger;
  /** Aborted by the owner when the process stops; a context nobody stops gets one that never fires. */
  shutdown?: AbortSignal;
}

/**
 * The one composition root: every collaborator a module reaches through `ctx` is built here,
 * once, from the config. Tests pass overrides (a fake clock, another storage driver, a platform
 * registry with a seventh platform) instead of assembling a context by hand.
 */
export function createContext(
  config: Config,
  resources: ContextResources,
  overrides: Partial<AppContext> = {},
): AppContext {
  const key = lazy(() => loadTokenKey(config));
  const cipher = lazy(() => createTokenCipher(key()));
  const writers = overrides.writers ?? createWriterResolver(config);
  // With no server model configured, look for a local Ollama now rather than on the first script.
  if (!overrides.writers && !config.LLM_BASE_URL) void writers.warmUp();
  return {
    config,
    db: resources.db,
    queue: resources.queue,
    logger: resources.logger,
    shutdown: resources.shutdown ?? new AbortController().signal,
    storage: createStorage(config),
    clock: systemClock,
    tts: ttsSettings(config),
    platforms: createPlatforms(config),
    // The key file is read (or created) on first use, not at start: a process that never seals
    // anything never touches it, as before.
    cipher: lazyCipher(cipher),
    tokenKey: key,
    mailer: createMailer(config, resources.logger),
    writers,
    research: createResearch(config),
    users: new UserCaches(config.SESSION_CACHE_MS),
    lists: new VersionedCaches(config.LIST_CACHE_MB * 1024 * 1024),
    memo: new Memo(),
    wiring: new Wiring(),
    ...overrides,
  };
}

function lazy<T>(make: () => T): () => T {
  let value: { v: T } | null = null;
  return () => (value ??= { v: make() }).v;
}

function lazyCipher(cipher: () => TokenCipher): TokenCipher {
  return {
    encrypt: (plain, context) => cipher().encrypt(plain, context),
    decrypt: (sealed, context) => cipher().decrypt(sealed, context),
    get keyId() {
      return cipher().keyId;
    },
  };
}
