import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError, unauthorized } from '../lib/errors.ts';
import type { App } from './index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers signed-out visitors too; every other /api route needs a session (checked first). */
    public?: boolean;
  }
}

/** Postgres text cannot hold U+0000; such input is refused with words instead of a 500. */
export const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';
/**
 * Half of a surrogate pair (an emoji cut mid-character, or a lone \ud800 escape) is not text:
 * Postgres refuses it in JSON columns, and elsewhere it would turn into a replacement mark.
 */
export const BROKEN_TEXT_MESSAGE = 'Text must be valid Unicode: it contains half of a character (such as an emoji cut in two).';

const LONE_SURROGATE = /\p{Cs}/u;

/** The first thing in input (values and keys, at any depth) that the database cannot store as text. */
export function textProblem(input: unknown): AppError | null {
  const pending: unknown[] = [input];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return new AppError(400, NUL_MESSAGE, 'nul_character');
      if (LONE_SURROGATE.test(value)) return new AppError(400, BROKEN_TEXT_MESSAGE, 'malformed_text');
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      // A loop, not recursion: a body nested thousands deep must not overflow the stack.
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) pending.push(key, v);
    }
  }
  return null;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origins this server answers as (its Host, and PUBLIC_URL when set). */
function sameOrigin(req: FastifyRequest, origin: string, config: Config): boolean {
  try {
    const o = new URL(origin);
    if (config.PUBLIC_URL && o.origin === new URL(config.PUBLIC_URL).origin) return true;
    // Through URL on both sides, so a default port written out ("host:80") still matches.
    return Boolean(req.headers.host) && o.host === new URL(`${o.protocol}//${req.headers.host}`).host;
  } catch {
    return false;
  }
}

/**
 * Checks every API request passes before its body is validated: a session where one is needed
 * (a signed-out caller learns nothing about what a valid request looks like, checked before the
 * body is even parsed), a same-origin
 * Origin on state-changing calls (cross-site forms can't act with a visitor's cookie), and no
 * NUL characters or broken surrogates anywhere in the input.
 */
export function requestGuards(app: App, config: Config) {
  const guarded = (req: FastifyRequest) => req.url.startsWith('/api/') && Boolean(req.routeOptions.url);
  // Before the body is parsed: a signed-out caller's malformed JSON is a 401 like any other.
  app.addHook('preParsing', async (req) => {
    if (!guarded(req)) return;
    // The docs UI is a plugin's routes: served to whoever the docs are enabled for.
    const open = req.routeOptions.config.public || req.routeOptions.url!.startsWith('/api/docs');
    if (!open && !req.user) throw unauthorized();
  });
  app.addHook('preValidation', async (req) => {
    if (!guarded(req)) return;
    const origin = req.headers.origin;
    // A bearer token is never sent by a browser on its own, so a cross-site page cannot use it.
    if (STATE_CHANGING.has(req.method) && origin && !req.apiToken && !sameOrigin(req, origin, config)) {
      throw new AppError(403, 'Requests from other sites are not accepted.', 'cross_origin');
    }
    const problem = textProblem(req.body) ?? textProblem(req.query) ?? textProblem(req.params);
    if (problem) throw problem;
  });
}
