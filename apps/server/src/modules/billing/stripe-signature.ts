import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default: an event signed more than five minutes away from now is refused (replays). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>...]` over `${t}.${raw body}`. */
export function signStripePayload(payload: Buffer | string, secret: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * Stripe's documented check: HMAC-SHA256 of `t.body` with the endpoint secret must equal one of
 * the v1 signatures (several during a secret roll), compared in constant time, and t must be
 * within the tolerance. Any other scheme (v0 is a test-mode leftover) is ignored.
 */
export function verifyStripeSignature(
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds: number,
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header || header.length > 2000) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > tolerance) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex'));
  return signatures.some((s) => timingSafeEqual(Buffer.from(s), expected));
}
