import path from 'node:path';
import { z } from 'zod';

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
  ADMIN_EMAILS: csv,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(8 * 1024 * 1024),
  RUN_WORKERS: bool.default(true),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  RENDER_STALE_SECONDS: z.coerce.number().int().min(1).default(90),
  PUBLIC_URL: optionalUrl,
  FFMPEG_PATH: z.string().optional(),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  OPENAI_API_KEY: z.string().optional(),
  ELEVENLABS_API_KEY: z.string().optional(),
  TOKEN_ENCRYPTION_KEY: z.string().optional(),
});

export type Env = z.input<typeof envSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    isProduction: c.NODE_ENV === 'production',
  };
}

export type Config = ReturnType<typeof loadConfig>;
