import { randomUUID } from 'node:crypto';
import {
  AVATAR_DEFAULTS,
  AVATAR_MESSAGES,
  VOICE_IDS,
  type SynthesizeAvatarData,
  type SynthesizeAvatarResponse,
  type VoiceId,
} from '@reelforge/contracts';
import { meshMattePng } from '@reelforge/video-engine';
import { z } from 'zod';
import { synthesizeAvatar } from '../../adapters/avatar/index.ts';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserRow } from '../auth/index.ts';
import { readBuffer } from '../../adapters/storage/storage.ts';
import { avatarFiles, avatarUrls, exists } from './avatars.files.ts';
import { avatarsRepository } from './avatars.repository.ts';

/** An unclaimed synthesis can be saved for this long; the sweep removes it an hour later. */
export const PENDING_CLAIM_MS = 24 * 3600_000;
export const PENDING_SWEEP_MS = PENDING_CLAIM_MS + 3600_000;
const SWEEP_EVERY_MS = 10 * 60_000;

const pendingSchema = z.object({
  avatarId: z.string(),
  userId: z.string(),
  name: z.string(),
  style: z.string(),
  voiceId: z.enum(VOICE_IDS),
  gender: z.string().nullable(),
  age: z.number(),
  language: z.string(),
  source: z.enum(['photo', 'generated']),
  /** Older pending files have none. */
  landmarks: z.array(z.number()).optional(),
  createdAt: z.string(),
});
export type PendingSynthesis = z.infer<typeof pendingSchema>;

/** The voice an avatar speaks with when none was chosen: the first preset (voice1/voice2) matching the gender. */
export const defaultVoiceFor = (gender: string | null | undefined): VoiceId =>
  (gender ?? '').trim().toLowerCase() === 'female' ? 'voice2' : 'voice1';

/** `data:<mime>[;param=value];base64,<payload>` -> bytes. The mime is not trusted; content decides. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const head = comma > 0 ? dataUrl.slice(0, comma + 1) : '';
  if (!/^data:[\w.+-]+\/[\w.+-]+(;[\w.+-]+=[^;,]*)*;base64,$/i.test(head))
    throw badRequest(AVATAR_MESSAGES.notDataUrl, 'not_data_url');
  const payload = dataUrl.slice(comma + 1).replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw badRequest(AVATAR_MESSAGES.badBase64, 'bad_base64');
  }
  return Buffer.from(payload, 'base64');
}

export async function synthesize(
  ctx: AppContext,
  user: UserRow,
  input: SynthesizeAvatarData,
): Promise<SynthesizeAvatarResponse> {
  const image = input.customImage ? decodeDataUrl(input.customImage) : null;
  const age = input.age ?? AVATAR_DEFAULTS.age;
  // Throws AvatarInputError (413/415/422 with a message for people) when the photo is unusable.
  const avatar = await synthesizeAvatar({ image, style: input.style, name: input.name, gender: input.gender, age });
  const avatarId = randomUUID();
  const files = avatarFiles(user.id, avatarId);
  const voiceId = input.voiceType ?? defaultVoiceFor(input.gender);
  await ctx.storage.put(files.image, avatar.png);
  if (avatar.mouthOpenPng) await ctx.storage.put(files.mouthOpen, avatar.mouthOpenPng);
  // Where the face mesh is computed, the cut-out's matte is too (no segmentation model ships: see the engine's matte.ts).
  if (avatar.meta.landmarks) await ctx.storage.put(files.matte, await meshMattePng(avatar.png, avatar.meta.landmarks));
  const pending: PendingSynthesis = {
    avatarId,
    userId: user.id,
    name: input.name,
    style: avatar.meta.style,
    voiceId,
    gender: input.gender ?? null,
    age,
    language: input.language ?? AVATAR_DEFAULTS.language,
    source: avatar.meta.source,
    landmarks: avatar.meta.landmarks,
    createdAt: ctx.clock.now().toISOString(),
  };
  // Written last: a pending marker always has its image next to it.
  await ctx.storage.put(files.pending, Buffer.from(JSON.stringify(pending)));
  maybeSweep(ctx);
  const urls = avatarUrls(avatarId);
  return {
    success: true,
    data: {
      image_url: urls.image,
      mouth_open_url: avatar.mouthOpenPng ? urls.mouthOpen : null,
      voice_id: voiceId,
      avatar_id: avatarId,
      style: avatar.meta.style,
      source: avatar.meta.source,
    },
  };
}

/** The caller's own unclaimed synthesis, if it exists and may still be saved. */
export async function readPending(
  ctx: AppContext,
  userId: string,
  avatarId: string,
): Promise<PendingSynthesis | null> {
  if (!isUuid(avatarId)) return null;
  const files = avatarFiles(userId, avatarId);
  let parsed: PendingSynthesis;
  try {
    const raw = await readBuffer(ctx.storage, files.pending);
    if (!raw) return null;
    parsed = pendingSchema.parse(JSON.parse(raw.toString('utf8')));
  } catch {
    return null;
  }
  if (parsed.userId !== userId || parsed.avatarId !== avatarId) return null;
  if (nowMs(ctx.clock) - Date.parse(parsed.createdAt) > PENDING_CLAIM_MS) return null;
  if (!(await exists(ctx, files.image))) return null;
  return parsed;
}

export const hasPending = async (ctx: AppContext, userId: string, avatarId: string) =>
  isUuid(avatarId) && exists(ctx, avatarFiles(userId, avatarId).pending);

/**
 * Removes syntheses nobody saved (older than PENDING_SWEEP_MS, no avatar row with their id).
 * Runs at most every 10 minutes, started by a synthesis request; callable directly (tests, jobs).
 */
export async function sweepPendingAvatars(ctx: AppContext, now = nowMs(ctx.clock)): Promise<{ removed: number }> {
  const stale: { userId: string; avatarId: string }[] = [];
  for (const key of await ctx.storage.list('avatars/')) {
    const [, userId, avatarId] = key.split('/');
    if (!userId || !avatarId || !isUuid(userId) || !isUuid(avatarId)) continue;
    if (key !== avatarFiles(userId, avatarId).pending) continue;
    const stat = await ctx.storage.stat(key);
    if (stat && now - stat.modifiedAt.getTime() > PENDING_SWEEP_MS) stale.push({ userId, avatarId });
  }
  if (!stale.length) return { removed: 0 };
  const claimed = await avatarsRepository(ctx.db).existing(stale.map((s) => s.avatarId));
  let removed = 0;
  for (const s of stale) {
    const files = avatarFiles(s.userId, s.avatarId);
    if (claimed.has(s.avatarId)) {
      // Saved, but the marker was left behind (crash between insert and unlink): keep the files.
      await ctx.storage.delete(files.pending);
      continue;
    }
    await ctx.storage.deletePrefix(files.dir);
    removed++;
  }
  return { removed };
}

function maybeSweep(ctx: AppContext) {
  const now = nowMs(ctx.clock);
  if (!ctx.memo.due('avatars:unclaimed-sweep', SWEEP_EVERY_MS, now)) return;
  // Housekeeping must never fail the request that triggered it.
  void sweepPendingAvatars(ctx, now).catch((err) => ctx.logger.warn({ err }, 'unclaimed avatar sweep failed'));
}
