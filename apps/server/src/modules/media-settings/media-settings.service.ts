import {
  PROVIDER_KEYS_MESSAGES,
  STOCK_PROVIDERS,
  type KeyTestResult,
  type MediaSettingsResponse,
  type MediaTestRequest,
  type ProviderKeyView,
  type StockProvider,
} from '@reelforge/contracts';
import type { z } from 'zod';
import type { mediaSettingsUpdateSchema } from '@reelforge/contracts';
import { testStockKey } from '../../adapters/media/key-test.ts';
import type { AppContext } from '../../context/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import type { MediaKeysRow } from './media-settings.repository.ts';
import { sealedOf, userMediaStore } from './user-media.ts';

type MediaUpdate = z.output<typeof mediaSettingsUpdateSchema>;
/** A key test is interactive: it waits at most this long. */
const TEST_TIMEOUT_MS = 10_000;

export function mediaSettingsService(ctx: AppContext) {
  const store = userMediaStore(ctx);
  const serverKey = (p: StockProvider) => Boolean(p === 'pexels' ? ctx.config.PEXELS_API_KEY : ctx.config.PIXABAY_API_KEY);
  const baseUrl = (p: StockProvider) => (p === 'pexels' ? ctx.config.PEXELS_API_URL : ctx.config.PIXABAY_API_URL);

  function keyView(row: MediaKeysRow | null, p: StockProvider): ProviderKeyView {
    const set = sealedOf(row, p) !== null;
    const server = serverKey(p);
    return {
      set,
      last4: set ? ((p === 'pexels' ? row?.pexelsLast4 : row?.pixabayLast4) ?? null) : null,
      server,
      // A saved key that no longer opens (the server's encryption key changed) does not serve.
      active: set && store.opens(row, p) ? 'yours' : server ? 'server' : 'none',
    };
  }

  const view = (row: MediaKeysRow | null): MediaSettingsResponse => ({
    pexels: keyView(row, 'pexels'),
    pixabay: keyView(row, 'pixabay'),
    updatedAt: row && (row.pexelsKeyEnc || row.pixabayKeyEnc) ? row.updatedAt.toISOString() : null,
  });

  return {
    get: async (user: UserRow) => view(await store.repo.find(user.id)),

    /** A key given replaces the saved one ('' removes it); a key left out stays. */
    async save(user: UserRow, input: MediaUpdate): Promise<MediaSettingsResponse> {
      const keys = {
        ...(input.pexelsApiKey !== undefined ? { pexels: store.seal(user.id, 'pexels', input.pexelsApiKey) } : {}),
        ...(input.pixabayApiKey !== undefined ? { pixabay: store.seal(user.id, 'pixabay', input.pixabayApiKey) } : {}),
      };
      return view(await store.repo.upsert(user.id, keys));
    },

    async remove(user: UserRow): Promise<MediaSettingsResponse> {
      await store.repo.delete(user.id);
      return view(null);
    },

    /** Tries each key typed (else saved) with one search; ok only when every key tried passed. */
    async test(user: UserRow, input: MediaTestRequest): Promise<KeyTestResult> {
      const row = await store.repo.find(user.id);
      const typed = (p: StockProvider) => (p === 'pexels' ? input.pexelsApiKey : input.pixabayApiKey)?.trim();
      const targets = STOCK_PROVIDERS.filter((p) => !input.provider || input.provider === p).flatMap((p) => {
        const key = typed(p) || store.open(row, p);
        return key ? [{ p, key }] : [];
      });
      if (!targets.length) throw badRequest(PROVIDER_KEYS_MESSAGES.nothingToTestMedia, 'nothing_to_test');
      const results = await Promise.all(
        targets.map(async ({ p, key }) => testStockKey(p, key, { baseUrl: baseUrl(p), timeoutMs: Math.min(ctx.config.MEDIA_TIMEOUT_MS, TEST_TIMEOUT_MS) })),
      );
      return {
        ok: results.every((r) => r.ok),
        // Each message names its provider already.
        message: results.map((r) => r.message).join(' '),
      };
    },
  };
}
