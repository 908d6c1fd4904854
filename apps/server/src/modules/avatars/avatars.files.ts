import type { AppContext } from '../../context/index.ts';

/**
 * Where an avatar's files live: one folder per avatar, keyed by the synthesis id (which becomes
 * the avatar's id when it is saved), under its owner's folder, so the path itself says whose it is.
 */
export const avatarFiles = (userId: string, avatarId: string) => {
  const dir = `avatars/${userId}/${avatarId}`;
  return {
    dir,
    image: `${dir}/avatar.png`,
    mouthOpen: `${dir}/mouth-open.png`,
    /** Photo avatars: head and shoulders (grey PNG, white = the presenter), for the cut-out frame. */
    matte: `${dir}/matte.png`,
    /** Present from synthesis until POST /api/avatars claims it. */
    pending: `${dir}/pending.json`,
    voiceSample: (voiceId: string, language: string) => `${dir}/voice-${voiceId}-${language.toLowerCase()}.wav`,
  };
};

export const avatarUrls = (avatarId: string) => ({
  image: `/api/avatars/${avatarId}/image`,
  mouthOpen: `/api/avatars/${avatarId}/image-open`,
  voiceSample: `/api/avatars/${avatarId}/voice-sample`,
});

export async function exists(ctx: AppContext, key: string): Promise<boolean> {
  return (await ctx.storage.stat(key)) !== null;
}

export async function removeAvatarFiles(ctx: AppContext, userId: string, avatarId: string) {
  await ctx.storage.deletePrefix(avatarFiles(userId, avatarId).dir);
}
