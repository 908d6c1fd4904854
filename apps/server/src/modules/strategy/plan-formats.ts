// Which format each idea takes: the structures and recipes of the user's own templates first (most
// used first), then the starter templates, so a plan mixes listicles, stories, tutorials and
// myth-vs-fact when the user has no templates of their own.
import { SCRIPT_STRUCTURES, type IdeaFormat, type PlanPlatform, type TemplateDetail, type VideoAspect } from '@reelforge/contracts';

type Recipe = Pick<TemplateDetail, 'id' | 'name' | 'structure' | 'tone' | 'duration' | 'aspect' | 'owned' | 'usedCount' | 'instructions'>;

/** One template per structure where one exists (own before starters), then the user's other templates. */
export function formatSources(templates: Recipe[]): Recipe[] {
  const withRecipe = templates.filter((t) => t.structure);
  const ordered = [...withRecipe].sort((a, b) => Number(b.owned) - Number(a.owned) || b.usedCount - a.usedCount);
  const picked: Recipe[] = [];
  for (const s of SCRIPT_STRUCTURES) {
    const t = ordered.find((x) => x.structure === s);
    if (t) picked.push(t);
  }
  picked.sort((a, b) => Number(b.owned) - Number(a.owned) || b.usedCount - a.usedCount);
  return [...picked, ...ordered.filter((t) => t.owned && !picked.includes(t))];
}

const SHORT_ONLY = new Set<PlanPlatform>(['tiktok', 'instagram', 'facebook']);
/** Frames each platform's feed shows well; the first is used when the template's is not one of them. */
const FEED_ASPECTS: Record<PlanPlatform, VideoAspect[]> = {
  tiktok: ['9:16'],
  youtube: ['9:16'],
  instagram: ['9:16', '4:5', '1:1'],
  facebook: ['9:16', '4:5', '1:1'],
};

/** The template's recipe reshaped for where the idea goes: short platforms get short videos in portrait. */
export function formatFor(source: Recipe | undefined, platform: PlanPlatform): IdeaFormat {
  const structure = source?.structure ?? 'listicle';
  let duration = source?.duration ?? '30-60 seconds';
  if (SHORT_ONLY.has(platform) && (duration === '1-3 minutes' || duration === '3+ minutes')) duration = '30-60 seconds';
  const long = duration === '1-3 minutes' || duration === '3+ minutes';
  const fits = FEED_ASPECTS[platform];
  const aspect = platform === 'youtube' && long ? '16:9' : source?.aspect && fits.includes(source.aspect) ? source.aspect : fits[0]!;
  return {
    structure,
    duration,
    platform,
    aspect,
    tone: source?.tone ?? 'engaging-educational',
    templateId: source?.id ?? null,
    templateName: source?.name ?? null,
  };
}
