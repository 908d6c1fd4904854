// The sealed side of a creator's stock keys: sealing, and opening them for that creator's renders
// and searches. Kept apart from the settings service so renders read keys without the HTTP rules.
import type { StockProvider } from '@reelforge/contracts';
import type { StockKeys } from '../../adapters/media/resolve.ts';
import type { AppContext } from '../../context/index.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import { mediaSettingsRepository, type MediaKeysRow, type SealedKey } from './media-settings.repository.ts';

/** The row a key belongs to, sealed into its ciphertext: a key copied to another user's row won't open. */
const keyContext = (userId: string, provider: StockProvider) => `${userId}:${provider}:api-key`;

export const sealedOf = (row: MediaKeysRow | null, provider: StockProvider): string | null =>
  (provider === 'pexels' ? row?.pexelsKeyEnc : row?.pixabayKeyEnc) ?? null;

export function userMediaStore(ctx: AppContext) {
  const repo = mediaSettingsRepository(ctx.db);

  /** A key, opened; null when none is saved or it no longer opens (the server's encryption key changed). */
  function tryOpen(row: MediaKeysRow | null, provider: StockProvider): string | null {
    const sealed = sealedOf(row, provider);
    if (!row || !sealed) return null;
    try {
      return ctx.cipher.decrypt(sealed, keyContext(row.userId, provider));
    } catch (err) {
      if (!(err instanceof TokenDecryptError)) throw err;
      return null;
    }
  }

  function open(row: MediaKeysRow | null, provider: StockProvider): string | null {
    const key = tryOpen(row, provider);
    if (!key && sealedOf(row, provider)) ctx.logger.warn({ userId: row?.userId, provider }, 'a saved stock key no longer opens; the server key serves');
    return key;
  }

  return {
    repo,
    open,
    /** Whether a saved key still opens (the settings answer says whose key serves). */
    opens: (row: MediaKeysRow | null, provider: StockProvider) => tryOpen(row, provider) !== null,
    seal: (userId: string, provider: StockProvider, key: string): SealedKey =>
      key ? { enc: ctx.cipher.encrypt(key, keyContext(userId, provider)), last4: key.slice(-4) } : { enc: null, last4: null },
  };
}

/** One creator's own stock keys, for their renders and searches only. */
export async function stockKeysFor(ctx: AppContext, userId: string): Promise<StockKeys> {
  const store = userMediaStore(ctx);
  const row = await store.repo.find(userId);
  const pexels = store.open(row, 'pexels');
  const pixabay = store.open(row, 'pixabay');
  return { ...(pexels ? { pexels } : {}), ...(pixabay ? { pixabay } : {}) };
}
