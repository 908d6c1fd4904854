import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a delivery's timestamp may be from now before it is refused as a replay (Reelforge's own advice). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a `Reelforge-Signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
 * keyed with the whole `whsec_...` secret): the digest compared in constant time, and `t` within
 * the tolerance of now.
 */
export function verifyReelforgeSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!secret || !header) return false;
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string | undefined]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]+$/i.test(v1)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
