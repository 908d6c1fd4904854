import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links to one stored file, for platforms that fetch a video themselves instead
 * of taking its bytes (Threads' `video_url`). The link names the storage key and its expiry; the
 * signature, derived from the token key every process shares, covers both, so neither can be
 * changed and a link stops working once it expires.
 */
const keyOf = (tokenKey: Buffer) => createHmac('sha256', tokenKey).update('reelforge media links v1').digest();

const mac = (tokenKey: Buffer, body: string) => createHmac('sha256', keyOf(tokenKey)).update(body).digest('base64url');

/** How long a publish's link works: Threads fetches within minutes; a retried publish signs a new one. */
export const MEDIA_LINK_TTL_SECONDS = 2 * 60 * 60;

/** The token a link carries: `<base64url(json {k, exp})>.<signature>`. */
export function signMediaLink(
  tokenKey: Buffer,
  storageKey: string,
  nowMs: number,
  ttlSeconds = MEDIA_LINK_TTL_SECONDS,
) {
  const body = Buffer.from(JSON.stringify({ k: storageKey, exp: Math.floor(nowMs / 1000) + ttlSeconds })).toString(
    'base64url',
  );
  return `${body}.${mac(tokenKey, body)}`;
}

export type MediaLinkCheck = { ok: true; storageKey: string } | { ok: false; why: 'forged' | 'expired' };

/** 'forged' (not ours, or changed) before 'expired' (ours, but past its time). */
export function checkMediaLink(tokenKey: Buffer, token: string, nowMs: number): MediaLinkCheck {
  const [body, sig] = token.split('.');
  if (!body || !sig) return { ok: false, why: 'forged' };
  const want = Buffer.from(mac(tokenKey, body));
  const got = Buffer.from(sig);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, why: 'forged' };
  let payload: { k?: unknown; exp?: unknown };
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof payload;
  } catch {
    return { ok: false, why: 'forged' };
  }
  if (typeof payload.k !== 'string' || typeof payload.exp !== 'number') return { ok: false, why: 'forged' };
  if (payload.exp * 1000 <= nowMs) return { ok: false, why: 'expired' };
  return { ok: true, storageKey: payload.k };
}

/** Where the media module serves a link's file (modules/media). */
export const MEDIA_LINK_PATH = '/api/media-links/';

/** The full public address of a new link to `storageKey` on the site at `publicUrl`. */
export const mediaLinkUrl = (publicUrl: string, tokenKey: Buffer, storageKey: string, nowMs: number) =>
  `${publicUrl.replace(/\/+$/, '')}${MEDIA_LINK_PATH}${signMediaLink(tokenKey, storageKey, nowMs)}`;
