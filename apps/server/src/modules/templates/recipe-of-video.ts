import { ALL_EXPANSION, type TemplatePlatform, type TemplateRecipe } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { durationOption } from '../videos/index.ts';
import { renderOptionsSchema } from '../videos/index.ts';
import { videoRecords } from '../videos/index.ts';

/** A video posted everywhere the script form's "all" covers was made for "all". */
function platformOf(platforms: readonly string[]): TemplatePlatform | null {
  if (platforms.length > 1 && ALL_EXPANSION.every((p) => platforms.includes(p))) return 'all';
  const first = platforms[0];
  return first === 'tiktok' || first === 'youtube' || first === 'instagram' || first === 'facebook' ? first : null;
}

/**
 * "Save as template": what the user's own video was made with. A video that was never rendered
 * gives only its platform; the rest stays at the defaults.
 */
export async function recipeOfVideo(ctx: AppContext, user: UserRow, videoId: string) {
  const row = await videoRecords(ctx).find(user.id, videoId);
  if (!row) throw notFound('Video not found');
  const parsed = renderOptionsSchema.safeParse(row.renderOptions ?? undefined);
  const options = parsed.success ? parsed.data : null;
  const recipe: Partial<TemplateRecipe> = {
    ...(platformOf(row.platforms) ? { platform: platformOf(row.platforms)! } : {}),
    ...(options
      ? {
          duration: durationOption(options.targetSeconds).duration,
          aspect: options.style.aspect ?? null,
          captionStyle: options.style.captionStyle ?? null,
          music: options.style.music ?? null,
          visualSource: options.visualSource,
          voiceId: options.voiceId,
          presenterLayout: options.avatarId ? options.presenterLayout : null,
        }
      : {}),
  };
  return { recipe, thumbnailUrl: row.thumbnailKey ? `/api/videos/${row.id}/thumbnail` : null };
}
