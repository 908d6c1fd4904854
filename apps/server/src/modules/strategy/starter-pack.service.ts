import {
  ALL_EXPANSION,
  STARTER_PACK_SCRIPTS,
  scriptRequestSchema,
  starterPackSchema,
  type CreateTemplateRecipe,
  type ScriptStructure,
  type StarterPack,
  type TemplateCategory,
} from '@reelforge/contracts';
import { titleCase } from '@reelforge/script-writer';
import type { AppContext } from '../../context/index.ts';
import type { UserRow } from '../auth/index.ts';
import { scriptsService } from '../scripts/index.ts';
import { templatesService } from '../templates/index.ts';
import { videosService } from '../videos/index.ts';
import { recordRun } from './record-run.ts';
import { strategyRepository, type StrategyRunRow } from './strategy.repository.ts';
import { clip } from '../../lib/text.ts';

type StoredPack = Omit<StarterPack, 'id' | 'createdAt'>;

/** The three recipes of a pack: a countdown for TikTok, a how-to for YouTube, myths for Instagram. */
const PACK_TEMPLATES: {
  structure: ScriptStructure;
  name: (niche: string) => string;
  description: (niche: string) => string;
  category: TemplateCategory;
  recipe: Omit<CreateTemplateRecipe, 'name' | 'structure'>;
}[] = [
  {
    structure: 'listicle',
    name: (n) => `${n}: top tips countdown`,
    description: (n) => `Numbered tips about ${n}, one per scene, for vertical feeds.`,
    category: 'trending',
    recipe: { tone: 'engaging-educational', duration: '30-60 seconds', platform: 'tiktok', aspect: '9:16', captionStyle: 'pop', music: 'upbeat', visualSource: 'auto' },
  },
  {
    structure: 'tutorial',
    name: (n) => `${n}: step by step`,
    description: (n) => `Teach one thing about ${n} in numbered steps, ending with the result.`,
    category: 'education',
    recipe: { tone: 'casual-friendly', duration: '1-3 minutes', platform: 'youtube', aspect: '16:9', captionStyle: 'boxed', music: 'calm', visualSource: 'auto' },
  },
  {
    structure: 'myth-vs-fact',
    name: (n) => `${n}: myths vs facts`,
    description: (n) => `Common beliefs about ${n}, each answered with what is true.`,
    category: 'entertainment',
    recipe: { tone: 'funny-entertaining', duration: '30-60 seconds', platform: 'instagram', aspect: '4:5', captionStyle: 'karaoke', music: 'upbeat', visualSource: 'auto' },
  },
];

/** Which template each of the five scripts follows. */
const SCRIPT_PLAN = [0, 1, 2, 0, 1].slice(0, STARTER_PACK_SCRIPTS);

function toPack(row: StrategyRunRow): StarterPack {
  return starterPackSchema.parse({ ...(row.result as StoredPack), id: row.id, createdAt: row.createdAt.toISOString() });
}

/** The starter-pack agent: three templates and five draft scripts for a niche the user types. */
export function starterPackService(ctx: AppContext) {
  const repo = strategyRepository(ctx.db);
  const scripts = scriptsService(ctx);

  async function build(user: UserRow, niche: string): Promise<StoredPack> {
    const title = titleCase(niche, 'en');
    const made = [];
    for (const t of PACK_TEMPLATES) {
      const instructions = `Niche: ${niche}. Keep every point about ${niche}.`;
      const detail = await templatesService(ctx).create(user, {
        ...t.recipe,
        name: clip(t.name(title), 120),
        description: t.description(niche),
        category: t.category,
        structure: t.structure,
        instructions,
      });
      made.push({ template: t, detail, instructions });
    }
    const structures = SCRIPT_PLAN.map((i) => PACK_TEMPLATES[i]!.structure);
    const { ideas, writer } = await scripts.ideasFor(user.id, { niche, structures, bestVideos: [], language: 'en' });
    const out: StoredPack['scripts'] = [];
    // One after another, so a model is not asked for five scripts at once.
    for (const [n, i] of SCRIPT_PLAN.entries()) {
      const { template, instructions } = made[i]!;
      const recipe = template.recipe;
      const script = await scripts.generateFor(
        user.id,
        scriptRequestSchema.parse({ topic: ideas[n]!.topic, duration: recipe.duration, platform: recipe.platform, tone: recipe.tone, structure: template.structure, additionalInstructions: instructions }),
      );
      const video = await videosService(ctx).create(user, {
        title: clip(script.title, 200),
        description: [script.description, script.hashtags.join(' ')].filter(Boolean).join('\n\n'),
        script: script.script,
        platforms: ALL_EXPANSION.filter((p) => p === recipe.platform),
      });
      out.push({ videoId: video.id, title: video.title, structure: template.structure });
    }
    return {
      niche,
      writer,
      scripts: out,
      templates: made.map(({ template, detail }) => ({ templateId: detail.id, name: detail.name, structure: template.structure })),
    };
  }

  return {
    async latest(user: UserRow): Promise<StarterPack | null> {
      const row = await repo.latest(user.id, 'starter_pack', 'succeeded');
      return row ? toPack(row) : null;
    },
    async create(user: UserRow, niche: string): Promise<StarterPack> {
      return toPack(await recordRun(ctx, user.id, 'starter_pack', niche, () => build(user, niche)));
    },
  };
}

