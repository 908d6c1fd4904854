import {
  LIBRARY_MESSAGES,
  TEMPLATE_MESSAGES,
  templateBadge,
  type CreateTemplateRecipe,
  type PageParams,
  type Template,
  type TemplateDetail,
  type TemplateFromVideo,
  type UpdateTemplate,
} from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { decodeCursor, toPage } from '../../lib/pagination.ts';
import type { UserRow } from '../auth/index.ts';
import { recipeOfVideo } from './recipe-of-video.ts';
import { STARTER_PACK } from './starter-pack.ts';
import { templatesRepository, type TemplateInsert, type TemplateRow, type TemplateView } from './templates.repository.ts';

export function toTemplate(row: TemplateRow, userId: string): Template {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    thumbnailUrl: row.thumbnailUrl,
    likes: row.likes,
    isPublic: row.isPublic,
    usedCount: row.usedCount,
    createdAt: row.createdAt.toISOString(),
    owned: row.userId === userId,
  };
}

export function toTemplateDetail(row: TemplateView, userId: string): TemplateDetail {
  return {
    ...toTemplate(row, userId),
    structure: row.structure,
    tone: row.tone,
    duration: row.duration,
    platform: row.platform,
    aspect: row.aspect,
    voiceId: row.voiceId,
    captionStyle: row.captionStyle,
    visualSource: row.visualSource,
    music: row.music,
    presenterLayout: row.presenterLayout,
    instructions: row.instructions,
    isStarter: row.starterKey !== null,
    likedByMe: row.likedByMe,
    badge: templateBadge(row.likes),
  };
}

// The starter pack is written once per context (process), before the first read needs it; a
// failure is retried by a later request.
function ensureStarters(ctx: AppContext): Promise<void> {
  return ctx.memo.once('templates:starters', () =>
    templatesRepository(ctx.db).upsertStarters(
      STARTER_PACK.map(({ key: starterKey, ...t }) => ({ ...recipeColumns(t), name: t.name, category: t.category, description: t.description ?? null, starterKey, userId: null, isPublic: true })),
    ),
  );
}

/** The recipe's columns from a request: what it leaves out stays as it is (undefined). */
function recipeColumns(input: UpdateTemplate): Partial<TemplateInsert> {
  const out: Partial<TemplateInsert> = {};
  const keys = ['structure', 'tone', 'duration', 'platform', 'aspect', 'voiceId', 'captionStyle', 'visualSource', 'music', 'presenterLayout', 'instructions'] as const;
  for (const k of keys) if (input[k] !== undefined) Object.assign(out, { [k]: input[k] ?? null });
  return out;
}

export function templatesService(ctx: AppContext) {
  const repo = templatesRepository(ctx.db);

  /** A template the user may see (their own or public); 404 otherwise. */
  async function visible(user: UserRow, id: string): Promise<TemplateView> {
    await ensureStarters(ctx);
    const row = await repo.findView(user.id, id);
    if (!row) throw notFound(LIBRARY_MESSAGES.templateNotFound);
    return row;
  }

  /** Why this user may not change or delete a template they can see but do not own. */
  async function refuseChange(user: UserRow, id: string, verb: 'edit' | 'delete'): Promise<never> {
    const other = await repo.findById(id);
    if (other?.starterKey) throw forbidden(TEMPLATE_MESSAGES.starterLocked, 'starter');
    if (other?.isPublic) throw forbidden(verb === 'edit' ? TEMPLATE_MESSAGES.editOwnOnly : LIBRARY_MESSAGES.notYourTemplate, 'not_owner');
    throw notFound(LIBRARY_MESSAGES.templateNotFound);
  }

  return {
    /** One page of the templates the user can use (starters, their own, everyone's public ones). */
    async list(user: UserRow, { limit, cursor }: PageParams) {
      const after = decodeCursor(cursor);
      await ensureStarters(ctx);
      return toPage(await repo.listViews(user.id, limit, after), limit, (r) => ({ at: r.cursorAt, id: r.id }), (r) => toTemplateDetail(r, user.id));
    },

    get: async (user: UserRow, id: string) => toTemplateDetail(await visible(user, id), user.id),

    /** The recipe a video is made from; counted as used by `markUsed` once the video exists. */
    recipeFor: (user: UserRow, id: string) => visible(user, id),

    markUsed: (id: string, by = 1) => repo.markUsed(id, by),

    async create(user: UserRow, input: CreateTemplateRecipe) {
      const row = await repo.insert({
        ...recipeColumns(input),
        userId: user.id,
        name: input.name,
        description: input.description ?? null,
        category: input.category ?? 'trending',
        isPublic: input.isPublic ?? false,
      });
      return toTemplateDetail({ ...row, likedByMe: false }, user.id);
    },

    /** "Save as template": the video's own settings become the recipe. */
    async createFromVideo(user: UserRow, videoId: string, input: TemplateFromVideo) {
      const { recipe, thumbnailUrl } = await recipeOfVideo(ctx, user, videoId);
      const row = await repo.insert({
        ...recipeColumns({ ...recipe, structure: input.structure, tone: input.tone }),
        userId: user.id,
        name: input.name,
        description: input.description ?? null,
        category: input.category,
        isPublic: input.isPublic ?? false,
        thumbnailUrl,
      });
      return toTemplateDetail({ ...row, likedByMe: false }, user.id);
    },

    async update(user: UserRow, id: string, patch: UpdateTemplate) {
      const { name, description, category, isPublic } = patch;
      const row = await repo.update(user.id, id, {
        ...recipeColumns(patch),
        ...(name !== undefined ? { name } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(category !== undefined ? { category } : {}),
        ...(isPublic !== undefined ? { isPublic } : {}),
      });
      if (!row) return refuseChange(user, id, 'edit');
      return toTemplateDetail((await repo.findView(user.id, id)) ?? { ...row, likedByMe: false }, user.id);
    },

    /** Only the maker deletes; someone else's public template or a starter is visible but not theirs to delete. */
    async remove(user: UserRow, id: string) {
      const row = await repo.delete(user.id, id);
      if (row) return;
      await refuseChange(user, id, 'delete');
    },

    async like(user: UserRow, id: string) {
      const row = await visible(user, id);
      if (!row.isPublic) throw badRequest(TEMPLATE_MESSAGES.likePublicOnly, 'not_public');
      if ((await repo.like(user.id, id)) === null) throw conflict(TEMPLATE_MESSAGES.alreadyLiked, 'already_liked');
      return toTemplateDetail((await repo.findView(user.id, id))!, user.id);
    },

    async unlike(user: UserRow, id: string) {
      await visible(user, id);
      if ((await repo.unlike(user.id, id)) === null) throw conflict(TEMPLATE_MESSAGES.notLiked, 'not_liked');
      return toTemplateDetail((await repo.findView(user.id, id))!, user.id);
    },
  };
}
