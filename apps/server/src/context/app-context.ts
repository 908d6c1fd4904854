import type { Mailer } from '../adapters/mail/mailer.ts';
import type { Platforms } from '../adapters/platforms/index.ts';
import type { JobQueue } from '../adapters/queue/queue.ts';
import type { Research } from '../adapters/research/index.ts';
import type { Storage } from '../adapters/storage/storage.ts';
import type { TtsSettings } from '../adapters/tts/settings.ts';
import type { WriterResolver } from '../adapters/llm/writer-resolver.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import type { UserCaches } from '../lib/session-cache.ts';
import type { TokenCipher } from '../lib/token-crypto.ts';
import type { VersionedCaches } from '../lib/versioned-cache.ts';
import type { Memo } from './memo.ts';
import type { Wiring } from './wiring.ts';

/**
 * Everything a module needs from the outside world, built once by createContext (in runtime.ts,
 * the worker and the tests alike). Interfaces, not libraries: each can be swapped without
 * touching modules, and two contexts in one process share nothing.
 */
export interface AppContext {
  config: Config;
  db: Db;
  storage: Storage;
  /** null only in processes that never queue work (none today; kept explicit for callers). */
  queue: JobQueue | null;
  logger: Logger;
  clock: Clock;
  /** Which voice engine speaks, with its credentials (decided once from config). */
  tts: TtsSettings;
  /** The publishing platforms this server knows (ADR 0021's registry). */
  platforms: Platforms;
  /** Seals stored secrets (platform tokens, model keys, webhook secrets) with the server's key. */
  cipher: TokenCipher;
  /** The server's token key, from which purpose-bound signing keys are derived. */
  tokenKey(): Buffer;
  mailer: Mailer;
  /** Which script model writes (the server's, or a local Ollama found by a cached probe). */
  writers: WriterResolver;
  /** Where scripts look their topic up (Wikipedia's Action API; WIKIPEDIA_URL, empty = off). */
  research: Research;
  /** Who a session or API token belongs to, remembered briefly (ADR 0026). */
  users: UserCaches;
  /** Serialized list pages by purpose (ADR 0026). */
  lists: VersionedCaches;
  /** Once-per-context work (seeding) and throttles (housekeeping). */
  memo: Memo;
  /** Capabilities modules provide to the modules below them (wired by src/composition.ts). */
  wiring: Wiring;
  /** Aborted when this process starts to stop: long work hands itself back to the queue. */
  shutdown: AbortSignal;
}
