/**
 * Decoding the 32-byte key that seals platform tokens. A leaf (no imports) so config can parse
 * TOKEN_ENCRYPTION_KEY once without depending on the cipher that uses it.
 */
export const TOKEN_KEY_BYTES = 32;

/** The key's bytes from hex (64 chars) or base64/base64url (43-44 chars), else null. */
export function decodeTokenKey(raw: string): Buffer | null {
  const v = raw.trim();
  if (/^[0-9a-f]{64}$/i.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(v)) {
    const b = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return b.length === TOKEN_KEY_BYTES ? b : null;
  }
  return null;
}
