import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Presenter } from '../videos/index.ts';
import type { AppContext } from '../../context/index.ts';
import { avatarFiles } from './avatars.files.ts';
import { avatarsRepository } from './avatars.repository.ts';
import { voiceOf } from './voice-sample.ts';

/**
 * The presenter a render shows for the owner's avatar: its image (mouth-open frame, matte) copied
 * into the render's work dir, so deleting the avatar mid-render cannot pull a file from under
 * ffmpeg. Undefined when there is no avatar, it was deleted, or it has no image: the video is
 * then rendered without a presenter.
 */
export async function presenterFor(
  ctx: AppContext,
  userId: string,
  avatarId: string | null | undefined,
  workDir: string,
): Promise<Presenter | undefined> {
  if (!avatarId) return undefined;
  const repo = avatarsRepository(ctx.db);
  const row = await repo.find(userId, avatarId);
  if (!row?.imageKey) return undefined;
  await fsp.mkdir(workDir, { recursive: true });
  const imagePath = path.join(workDir, 'presenter.png');
  if (!(await ctx.storage.copyToFile(row.imageKey, imagePath))) return undefined;
  const mouthOpenPath = path.join(workDir, 'presenter-mouth-open.png');
  const mouthOpen = await ctx.storage.copyToFile(avatarFiles(userId, row.id).mouthOpen, mouthOpenPath);
  // Older avatars have no stored matte: the engine then draws one from the mesh.
  const mattePath = path.join(workDir, 'presenter-matte.png');
  const matte = await ctx.storage.copyToFile(avatarFiles(userId, row.id).matte, mattePath);
  return {
    imagePath,
    mouthOpenImagePath: mouthOpen ? mouthOpenPath : undefined,
    landmarks: row.faceLandmarks ?? undefined,
    mattePath: matte ? mattePath : undefined,
    voiceId: voiceOf(row),
    // The lower third's name bar: the avatar's own name, else the creator's.
    name: (row.name.trim() || (await repo.ownerName(userId))).slice(0, 40) || undefined,
  };
}
