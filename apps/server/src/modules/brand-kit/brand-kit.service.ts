import { BRAND_KIT_MESSAGES, EMPTY_BRAND_KIT, type BrandKit, type BrandKitUpdate } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { randomToken } from '../../lib/crypto.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { brandKitRepository, type BrandKitRow } from './brand-kit.repository.ts';
import { normaliseLogo } from './brand-kit.logo.ts';

export const LOGO_URL = '/api/settings/brand-kit/logo';

/** The row as the API shows it; the logo URL carries the key's token so a new logo is refetched. */
export function toBrandKit(row: BrandKitRow | null): BrandKit {
  if (!row) return EMPTY_BRAND_KIT;
  const version = row.logoKey?.split('/').pop()?.replace(/\.png$/, '');
  return {
    logoCorner: row.logoCorner,
    logoOpacity: row.logoOpacity,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    captionStyle: row.captionStyle,
    font: row.font,
    music: row.music,
    logoUrl: row.logoKey ? `${LOGO_URL}?v=${version}` : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function brandKitService(ctx: AppContext) {
  const repo = brandKitRepository(ctx.db);

  return {
    get: async (user: UserRow) => toBrandKit(await repo.find(user.id)),

    save: async (user: UserRow, input: BrandKitUpdate) => toBrandKit(await repo.upsert(user.id, input)),

    /** A new logo replaces the old one; the old file goes once the row points at the new one. */
    async setLogo(user: UserRow, bytes: Buffer): Promise<BrandKit> {
      const png = await normaliseLogo(bytes);
      const key = `brand/${user.id}/${randomToken(12)}.png`;
      await ctx.storage.put(key, png);
      const { row, previous } = await repo.setLogo(user.id, key);
      if (previous && previous !== key) await ctx.storage.delete(previous);
      return toBrandKit(row);
    },

    async removeLogo(user: UserRow): Promise<BrandKit> {
      const { row, previous } = await repo.setLogo(user.id, null);
      if (previous) await ctx.storage.delete(previous);
      return toBrandKit(row);
    },

    /** The owner's own logo file; a user never reaches another's (the key comes from their row). */
    async logoKey(user: UserRow): Promise<string> {
      const key = (await repo.find(user.id))?.logoKey;
      if (!key) throw notFound(BRAND_KIT_MESSAGES.noLogo);
      return key;
    },
  };
}
