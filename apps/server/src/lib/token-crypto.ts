import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { decodeTokenKey, TOKEN_KEY_BYTES } from './token-key.ts';

/**
 * Platform tokens at rest: AES-256-GCM, a fresh 12-byte IV per value, and the row it belongs to
 * as additional data (a token copied into another row does not decrypt). Stored as
 * `v1.<key id>.<base64url(iv | tag | ciphertext)>`; the key id says which key sealed it.
 */
const VERSION = 'v1';
const KEY_BYTES = TOKEN_KEY_BYTES;

/** What the key is made from: the configured key (decoded once by config) and the data dir. */
export interface TokenKeySource {
  tokenKey: Buffer | null;
  dataDir: string;
}

export class TokenDecryptError extends Error {
  override readonly name = 'TokenDecryptError';
}

export interface TokenCipher {
  encrypt(plain: string, context: string): string;
  /** Throws TokenDecryptError when the value was sealed with another key or for another row. */
  decrypt(sealed: string, context: string): string;
  keyId: string;
}

export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== KEY_BYTES) throw new Error('token key must be 32 bytes');
  const keyId = createHash('sha256').update(key).digest('base64url').slice(0, 8);
  return {
    keyId,
    encrypt(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${keyId}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(sealed, context) {
      const [version, id, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new TokenDecryptError('The stored token is not in a known format.');
      if (id !== keyId) {
        throw new TokenDecryptError(
          'The stored token was encrypted with a different key (TOKEN_ENCRYPTION_KEY changed).',
        );
      }
      const raw = Buffer.from(payload, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        throw new TokenDecryptError('The stored token could not be decrypted.');
      }
    },
  };
}

export const tokenKeyPath = (dataDir: string) => path.join(dataDir, 'secrets', 'token.key');

/**
 * The key from TOKEN_ENCRYPTION_KEY, else from DATA_DIR/secrets/token.key, created on first use
 * (0600, in a 0700 directory). Creation links a finished temp file into place, so processes
 * starting together agree on one key. Every process sharing tokens needs the same key.
 */
export function loadTokenKey(config: TokenKeySource): Buffer {
  if (config.tokenKey) return config.tokenKey;
  const file = tokenKeyPath(config.dataDir);
  const read = () => {
    const key = decodeTokenKey(fs.readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a 32-byte key; restore it or set TOKEN_ENCRYPTION_KEY`);
    return key;
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(tmp, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return read();
}
