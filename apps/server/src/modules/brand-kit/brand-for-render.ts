import fsp from 'node:fs/promises';
import path from 'node:path';
import type { VideoStyle } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { brandKitRepository } from './brand-kit.repository.ts';
import type { RenderBrand } from '../videos/index.ts';


/**
 * The owner's kit as it is when the render runs (a retry follows a change made meanwhile, like
 * the voice). The logo is copied into the render's work dir, since the engine reads local files;
 * the video's "Show logo" switch (style.showLogo, absent = on) leaves it out.
 */
export async function brandForRender(ctx: AppContext, userId: string, style: VideoStyle, workDir: string): Promise<RenderBrand> {
  const kit = await brandKitRepository(ctx.db).find(userId);
  if (!kit) return {};
  const colors = [kit.primaryColor, kit.secondaryColor].filter((c): c is string => Boolean(c));
  let logo: RenderBrand['logo'];
  if (kit.logoKey && style.showLogo !== false) {
    await fsp.mkdir(workDir, { recursive: true });
    const local = path.join(workDir, 'brand-logo.png');
    // A logo removed between the read and the copy just leaves this render without one.
    if (await ctx.storage.copyToFile(kit.logoKey, local)) logo = { path: local, corner: kit.logoCorner, opacity: kit.logoOpacity };
  }
  return {
    ...(colors.length ? { colors } : {}),
    ...(logo ? { logo } : {}),
    ...(kit.captionStyle ? { captionStyle: kit.captionStyle } : {}),
    ...(kit.font ? { font: kit.font } : {}),
    ...(kit.music ? { music: kit.music } : {}),
  };
}
