import { AVATAR_DEFAULTS, AVATAR_MESSAGES, type CreateAvatarData } from '@reelforge/contracts';
import { resolveAvatarStyle } from '../../adapters/avatar/index.ts';
import type { AppContext } from '../../context/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { avatarFiles, exists, removeAvatarFiles } from './avatars.files.ts';
import { toAvatar } from './avatars.mapper.ts';
import { avatarsRepository, isUniqueViolation, type AvatarInsert } from './avatars.repository.ts';
import { hasPending, readPending } from './avatars.synthesis.ts';

/** A field the request left out keeps the synthesis' value; an explicit null clears it. */
const given = <T>(value: T | undefined, fallback: T) => (value === undefined ? fallback : value);

export function avatarsService(ctx: AppContext) {
  const repo = avatarsRepository(ctx.db);

  async function owned(user: UserRow, id: string) {
    const row = await repo.find(user.id, id);
    if (!row) throw notFound(AVATAR_MESSAGES.notFound);
    return row;
  }

  /** The row for POST /api/avatars: from the caller's own synthesis when one is named. */
  async function rowFor(user: UserRow, input: CreateAvatarData): Promise<AvatarInsert> {
    const base = {
      userId: user.id,
      name: input.name.trim(),
      gender: input.gender ?? null,
      age: input.age ?? AVATAR_DEFAULTS.age,
      language: input.language ?? AVATAR_DEFAULTS.language,
    };
    if (!input.deepAgentAvatarId) {
      return { ...base, style: resolveAvatarStyle(input.style), voiceId: input.voiceId ?? null };
    }
    const pending = await readPending(ctx, user.id, input.deepAgentAvatarId);
    if (!pending) {
      if (await repo.find(user.id, input.deepAgentAvatarId))
        throw conflict(AVATAR_MESSAGES.alreadySaved, 'already_saved');
      throw badRequest(AVATAR_MESSAGES.synthesisUnavailable, 'synthesis_unavailable');
    }
    return {
      ...base,
      // The synthesis id becomes the avatar id, so the image_url it returned stays valid.
      id: pending.avatarId,
      // The image was rendered in this look; a different label would misdescribe it.
      style: pending.style,
      voiceId: given(input.voiceId, pending.voiceId),
      gender: given(input.gender, pending.gender),
      age: given(input.age, pending.age) ?? AVATAR_DEFAULTS.age,
      language: given(input.language, pending.language) ?? AVATAR_DEFAULTS.language,
      imageKey: avatarFiles(user.id, pending.avatarId).image,
      deepAgentAvatarId: pending.avatarId,
      faceLandmarks: pending.landmarks ?? null,
    };
  }

  /** A saved avatar's file, or an unsaved synthesis' file: both only for their owner. */
  async function imageKey(user: UserRow, id: string, which: 'image' | 'mouthOpen'): Promise<string> {
    const row = await repo.find(user.id, id);
    if (!row && !(await hasPending(ctx, user.id, id))) throw notFound(AVATAR_MESSAGES.notFound);
    const missing = which === 'image' ? 'This avatar has no image' : 'This avatar has no mouth-open frame';
    if (row && !row.imageKey) throw notFound(missing);
    const files = avatarFiles(user.id, id);
    const key = which === 'image' ? (row?.imageKey ?? files.image) : files.mouthOpen;
    if (!(await exists(ctx, key))) throw notFound(missing);
    return key;
  }

  return {
    owned,
    imageKey,
    list: async (user: UserRow) => (await repo.list(user.id)).map(toAvatar),

    async create(user: UserRow, input: CreateAvatarData) {
      const values = await rowFor(user, input);
      let row;
      try {
        row = await repo.insert(values);
      } catch (err) {
        // The same synthesis saved twice at once: the second insert hits the primary key.
        if (isUniqueViolation(err, 'avatars_pkey')) throw conflict(AVATAR_MESSAGES.alreadySaved, 'already_saved');
        throw err;
      }
      if (values.id) await ctx.storage.delete(avatarFiles(user.id, values.id).pending);
      return toAvatar(row);
    },

    async setDefault(user: UserRow, id: string) {
      const row = await repo.setDefault(user.id, id);
      if (!row) throw notFound(AVATAR_MESSAGES.notFound);
      return toAvatar(row);
    },

    async remove(user: UserRow, id: string) {
      const row = await repo.delete(user.id, id);
      if (!row) throw notFound(AVATAR_MESSAGES.notFound);
      await removeAvatarFiles(ctx, user.id, row.id);
    },
  };
}
