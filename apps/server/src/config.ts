import path from 'node:path';
import { z } from 'zod';
import { parseVoiceMap } from '@reelforge/video-engine';
import { decodeTokenKey } from './lib/token-key.ts';
import { scratchDirOf } from './lib/scratch-dir.ts';

// The only reader of process.env. Fails fast with every problem listed.
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
const optionalUrl = z.url().optional().or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a server remembers whose a session is (ADR 0026); 0 asks Postgres every request. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** Memory for finished video-list pages, reused while the user's videos are unchanged; 0 = off. */
  LIST_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** Page views and product events older than this are deleted by the daily retention job. */
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).default(400),
  ADMIN_EMAILS: csv,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Requests per minute one API token may make (ADR 0031), REST and MCP together. */
  API_TOKEN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(8 * 1024 * 1024),
  RUN_WORKERS: bool.default(true),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Slots per worker for videos over 10 minutes (their own lane, so short ones never wait on them). */
  RENDER_LONG_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  RENDER_STALE_SECONDS: z.coerce.number().int().min(1).default(90),
  /**
   * A render offers its work to idle workers: a cached render's segments to any machine through the
   * storage (ADR 0046), an uncached long render's passes to workers that see its DATA_DIR (ADR 0027).
   */
  RENDER_SHARE_PASSES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Storage kept for rendered scenes (their narration and encoded segments, under render-cache/)
   * so a re-render encodes only scenes that changed; least recently used go first. On by default
   * (ADR 0048): about 5 MB a minute of 1080p motion graphics, so hours of recent video. 0: renders are
   * not cached and encode in passes as before (ADR 0027).
   */
  RENDER_CACHE_MAX_MB: z.coerce.number().int().min(0).default(2048),
  /** Shots per encoding pass (default: the engine's; all in one pass up to 24 shots, else 6). */
  RENDER_SHOTS_PER_PASS: z.coerce.number().int().min(1).max(100).optional(),
  PUBLIC_URL: optionalUrl,
  /**
   * Which proxies may set X-Forwarded-For: a hop count ("1") or comma-separated addresses/CIDRs
   * ("10.0.0.0/8,127.0.0.1"). Unset: none, so per-IP limits see the real peer and can't be dodged.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^\d{1,2}$/.test(v) || v.split(',').every((p) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p.trim())), {
      message: 'must be a hop count such as 1, or comma-separated IP addresses/CIDRs',
    }),
  /** The built-in payment sandbox (test cards, nothing charged): opt-in, refused in production. */
  BILLING_SANDBOX: bool.default(false),
  /** Stripe's secret key (sk_live_/sk_test_/rk_): set, Premium is bought with Stripe Checkout. */
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  /** The recurring Price (price_...) Checkout subscribes to; required with STRIPE_SECRET_KEY. */
  STRIPE_PRICE_ID: z.string().trim().optional(),
  /** The webhook endpoint's signing secret (whsec_...); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  /** Stripe's API host (tests point it at a local fake). */
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  /** Serve the OpenAPI docs at /api/docs in production too (always on in development). */
  API_DOCS: bool.default(false),
  /** Outgoing mail (password resets): smtp://user:pass@host:587 or smtps://...:465. Unset: DATA_DIR/outbox. */
  SMTP_URL: z.string().trim().optional().refine((v) => !v || /^smtps?:\/\/[^\s]+$/.test(v), 'must be smtp://user:pass@host:port or smtps://...'),
  SMTP_FROM: z.string().trim().default('Reelforge <no-reply@localhost>'),
  FFMPEG_PATH: z.string().optional(),
  // Where files live: DATA_DIR/storage, or an S3-compatible bucket shared by every machine.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Folder inside the bucket for this installation's files (optional). */
  S3_PREFIX: z.string().optional(),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** A local Ollama, used when LLM_BASE_URL is not set; empty turns the probe off. */
  OLLAMA_URL: z
    .string()
    .trim()
    .default('http://127.0.0.1:11434')
    .refine((v) => v === '' || URL.canParse(v), 'must be a URL such as http://127.0.0.1:11434, or empty'),
  /** Local models on a CPU write a long script slowly: a longer wait than a cloud API gets. */
  OLLAMA_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
  /**
   * The MediaWiki Action API the writers research a topic in; `{lang}` is the video's base language
   * ("de" for de-AT). Empty turns research off.
   */
  WIKIPEDIA_URL: z
    .string()
    .trim()
    .default('https://{lang}.wikipedia.org/w/api.php')
    .refine((v) => v === '' || URL.canParse(v.replaceAll('{lang}', 'en')), 'must be a URL such as https://{lang}.wikipedia.org/w/api.php, or empty'),
  /** How long one research lookup (search, then extracts) may take before the writer goes on without it. */
  RESEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * Whether a user's own model (Settings) may live on this server's private network (loopback,
   * LAN, link-local). Off: users cannot make the server reach inside the network it runs in.
   */
  USER_LLM_PRIVATE_HOSTS: bool,
  /** Scripts from a link: whether the page may live on this server's private network (as for users' models). */
  SOURCE_PRIVATE_HOSTS: bool,
  /** How long reading a linked page (every redirect included) may take. */
  SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The largest linked page read, in bytes; a larger one is refused in words. */
  SOURCE_MAX_BYTES: z.coerce.number().int().min(10_000).max(50_000_000).default(2_000_000),
  /**
   * A LibreTranslate-compatible server (POST /translate) that translates videos into other
   * languages without a model; unset: translations use a language model (the creator's or the server's).
   */
  TRANSLATE_URL: optionalUrl,
  TRANSLATE_API_KEY: z.string().optional(),
  /** How long one translation request (every scene of one language) may take. */
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** Whether TRANSLATE_URL may be on this server's private network (a self-hosted LibreTranslate on localhost or the LAN). */
  TRANSLATE_PRIVATE_HOSTS: bool,
  OPENAI_API_KEY: z.string().optional(),
  /** An OpenAI-compatible speech server (/audio/speech): OpenAI, Kokoro-FastAPI, LocalAI... */
  TTS_BASE_URL: optionalUrl,
  /** Its key (falls back to OPENAI_API_KEY); local servers need none. */
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().optional(),
  /** voice1..voice6 mapped to the server's voice names: "voice1=am_adam,voice2=af_bella" or JSON. */
  TTS_VOICES: z
    .string()
    .optional()
    .refine((v) => {
      try {
        parseVoiceMap(v);
        return true;
      } catch {
        return false;
      }
    }, 'must be "voice1=name,voice2=name" or a JSON object of voice1..voice6 to names'),
  /**
   * Clips from a long video: an OpenAI-compatible speech-to-text server (/audio/transcriptions with
   * verbose_json and word timestamps): OpenAI, whisper.cpp's server, faster-whisper servers.
   * Unset: clips need a transcript (SRT/VTT) uploaded with the video.
   */
  TRANSCRIBE_BASE_URL: optionalUrl,
  /** Its key (local servers need none). */
  TRANSCRIBE_API_KEY: z.string().optional(),
  /** The model it is asked for (default whisper-1). */
  TRANSCRIBE_MODEL: z.string().trim().optional(),
  /** How long one piece of audio may take to be transcribed. */
  TRANSCRIBE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(300_000),
  /** The provider's upload limit in bytes; longer audio goes up in pieces cut at pauses (OpenAI: 25 MB). */
  TRANSCRIBE_MAX_BYTES: z.coerce.number().int().min(65_536).default(24 * 1024 * 1024),
  // Scene visuals (ADR 0015): stock footage and photos, AI images, and the on-disk media cache.
  PEXELS_API_KEY: z.string().optional(),
  PEXELS_API_URL: optionalUrl,
  PIXABAY_API_KEY: z.string().optional(),
  PIXABAY_API_URL: optionalUrl,
  IMAGES_BASE_URL: optionalUrl,
  IMAGES_API_KEY: z.string().optional(),
  IMAGES_MODEL: z.string().optional(),
  MEDIA_CACHE_MAX_MB: z.coerce.number().int().min(50).default(2048),
  MEDIA_TIMEOUT_MS: z.coerce.number().int().min(500).default(30_000),
  /** Stock previews the server proxies: whether their addresses may be on this server's private network (as for users' models). */
  STOCK_PRIVATE_HOSTS: bool,
  ELEVENLABS_API_KEY: z.string().optional(),
  ELEVENLABS_BASE_URL: optionalUrl,
  /** 32 bytes, base64 or hex. Unset: generated once into DATA_DIR/secrets/token.key (0600) and reused. */
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine((v) => !v?.trim() || decodeTokenKey(v) !== null, 'must be 32 bytes, base64 (44 chars) or hex (64 chars)'),
  /** Webhooks (ADR 0032): let endpoints live on this server's private network (loopback, LAN), over http too. */
  WEBHOOK_PRIVATE_HOSTS: bool,
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Attempts per delivery; retries wait base x 4^n (capped at 6 h): 30 s ... about 21 h in all by default. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(9),
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  // Publishing: workers per process, when a silent publish counts as dead, automatic retries.
  PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  PUBLISH_STALE_SECONDS: z.coerce.number().int().min(3).default(120),
  PUBLISH_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(3),
  /** Wait between a platform's processing-status polls. */
  PUBLISH_POLL_INTERVAL_MS: z.coerce.number().int().min(1).default(5_000),
  /** How often each user's platform statistics (views, likes, followers...) are collected; 0 = never on its own. */
  METRICS_SYNC_INTERVAL_SECONDS: z.coerce.number().int().refine((n) => n === 0 || n >= 60, 'must be 0 (off) or at least 60').default(3600),
  /** Statistics older than this many days keep one snapshot per post (and account) per UTC day. */
  METRICS_DETAIL_DAYS: z.coerce.number().int().min(1).default(14),
  // Platform hosts (defaults are the real ones, each written once in adapters/platforms/<platform>/;
  // tests point them at local fakes). The *_AUTH/WEB/ACCOUNTS hosts serve the OAuth consent pages.
  TIKTOK_API_URL: optionalUrl,
  TIKTOK_AUTH_URL: optionalUrl,
  YOUTUBE_API_URL: optionalUrl,
  YOUTUBE_ANALYTICS_URL: optionalUrl,
  GOOGLE_OAUTH_URL: optionalUrl,
  GOOGLE_ACCOUNTS_URL: optionalUrl,
  META_GRAPH_URL: optionalUrl,
  META_GRAPH_VIDEO_URL: optionalUrl,
  META_RUPLOAD_URL: optionalUrl,
  META_WEB_URL: optionalUrl,
  META_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/).optional(),
  X_API_URL: optionalUrl,
  X_WEB_URL: optionalUrl,
  LINKEDIN_API_URL: optionalUrl,
  LINKEDIN_OAUTH_URL: optionalUrl,
  /** Where Bluesky sign-ins go when the creator names no server of their own (default https://bsky.social). */
  BLUESKY_SERVICE_URL: optionalUrl,
  /** Bluesky's video service (default https://video.bsky.app). */
  BLUESKY_VIDEO_URL: optionalUrl,
  /** Whether the Mastodon instance or Bluesky server a creator types may be on this server's private network. */
  SOCIAL_PRIVATE_HOSTS: bool,
  LINKEDIN_VERSION: z.string().regex(/^\d{6}$/).optional(),
  THREADS_API_URL: optionalUrl,
  THREADS_WEB_URL: optionalUrl,
  PINTEREST_API_URL: optionalUrl,
  PINTEREST_WEB_URL: optionalUrl,
  // OAuth apps (both halves needed): token refresh, and the "connect with ..." flow.
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  META_APP_ID: z.string().optional(),
  META_APP_SECRET: z.string().optional(),
  X_CLIENT_ID: z.string().optional(),
  X_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  // Threads has its own app id and secret (Meta app dashboard -> Threads use case), not META_APP_ID's.
  THREADS_CLIENT_ID: z.string().optional(),
  THREADS_CLIENT_SECRET: z.string().optional(),
  PINTEREST_CLIENT_ID: z.string().optional(),
  PINTEREST_CLIENT_SECRET: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

function trustProxy(value: string | undefined): false | string | ((addr: string, hop: number) => boolean) {
  if (!value) return false;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_addr, hop) => hop < hops;
}

const checkedEnv = envSchema.superRefine((c, ctx) => {
  if (c.STORAGE_DRIVER === 's3' && !c.S3_BUCKET?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
  }
  for (const key of ['STRIPE_PRICE_ID', 'STRIPE_WEBHOOK_SECRET'] as const) {
    if (c.STRIPE_SECRET_KEY && !c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STRIPE_SECRET_KEY is set' });
  }
});

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = checkedEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // The sandbox's public test card makes anyone Premium: never where real users are.
  if (c.BILLING_SANDBOX && c.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  BILLING_SANDBOX: the payment sandbox cannot run with NODE_ENV=production');
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    /** This process's scratch space under DATA_DIR/tmp, emptied at start (lib/scratch-dir.ts). */
    scratchDir: scratchDirOf(dataDir),
    /** TOKEN_ENCRYPTION_KEY's bytes (validated above); null means the key file under DATA_DIR. */
    tokenKey: c.TOKEN_ENCRYPTION_KEY?.trim() ? decodeTokenKey(c.TOKEN_ENCRYPTION_KEY) : null,
    isProduction: c.NODE_ENV === 'production',
    /** Fastify's trustProxy: none, the nearest N hops, or the proxies' addresses. */
    trustProxy: trustProxy(c.TRUST_PROXY),
  };
}

export type Config = ReturnType<typeof loadConfig>;
