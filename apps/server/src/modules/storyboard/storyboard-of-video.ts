import { STORYBOARD_MAX_SCENES, storyboardSchema, type Storyboard } from '@reelforge/contracts';
import { sceneKindOf } from '@reelforge/script-writer';
import { renderOptionsSchema } from '../videos/index.ts';
import { scenesForScript } from '../videos/index.ts';
import type { VideoRow } from '../videos/index.ts';

/**
 * The storyboard a video renders with: the saved one, re-fitted to the script when the script was
 * edited since (scenes whose words are unchanged keep their visual), else one made from the script
 * with every visual automatic. Null when the video has no script or too many scenes for a storyboard.
 */
export function storyboardOfVideo(row: Pick<VideoRow, 'storyboard' | 'renderOptions' | 'script'>): Storyboard | null {
  const saved = storyboardSchema.safeParse(row.storyboard ?? undefined);
  const script = row.script?.trim();
  if (!script) return saved.success ? saved.data : null;
  const options = renderOptionsSchema.safeParse(row.renderOptions ?? undefined);
  const known = saved.success ? saved.data.scenes : options.success ? (options.data.scenes ?? []) : [];
  const scenes = scenesForScript(script, known);
  if (scenes.length > STORYBOARD_MAX_SCENES) return null;
  const parsed = storyboardSchema.safeParse({
    scenes: scenes.map((s) => ({
      text: s.text,
      // Older rows' hints were not held to the storyboard's limits: trimmed to them.
      visualQuery: s.visualQuery?.slice(0, 60),
      keywords: s.keywords?.map((k) => k.trim().slice(0, 40)).filter(Boolean).slice(0, 3),
      emoji: s.emoji && s.emoji.length <= 16 ? s.emoji : undefined,
      ...sceneKindOf(s),
      visual: s.visual ?? { kind: 'auto' },
    })),
  });
  return parsed.success ? parsed.data : null;
}
