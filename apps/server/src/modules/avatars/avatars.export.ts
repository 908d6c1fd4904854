import { readBuffer } from '../../adapters/storage/storage.ts';
import { voiceLabel } from '@reelforge/contracts';
import { safeFileName } from '../../lib/download-name.ts';
import type { AppContext } from '../../context/index.ts';
import { avatarFiles } from './avatars.files.ts';
import { toAvatar } from './avatars.mapper.ts';
import type { AvatarRow } from './avatars.repository.ts';
import { ttsFor } from '../voice-settings/index.ts';
import { voiceOf, voiceSampleKey } from './voice-sample.ts';
import { zipBuffer } from '../../lib/zip-stream.ts';

const readIfPresent = (ctx: AppContext, key: string | null) => (key ? readBuffer(ctx.storage, key) : null);

export const exportFileName = (name: string) => `${safeFileName(name, 'avatar', 80)} avatar.zip`;

/** The avatar to take elsewhere: its image(s), its voice sample and its details as JSON. */
export async function exportAvatar(ctx: AppContext, row: AvatarRow): Promise<Buffer> {
  const files = avatarFiles(row.userId, row.id);
  const entries: { name: string; data: Buffer }[] = [];
  const image = await readIfPresent(ctx, row.imageKey);
  if (image) entries.push({ name: 'avatar.png', data: image });
  const mouthOpen = await readIfPresent(ctx, row.imageKey ? files.mouthOpen : null);
  if (mouthOpen) entries.push({ name: 'avatar-mouth-open.png', data: mouthOpen });
  // A cloud voice that is down must not block taking the avatar's image and details.
  // The export still has the picture and settings when the voice cannot be synthesized right now.
  const sampleKey = await voiceSampleKey(ctx, row).catch((err) => {
    ctx.logger.warn({ err, avatarId: row.id }, 'voice sample unavailable for export');
    return null;
  });
  const sample = await readIfPresent(ctx, sampleKey);
  if (sample) entries.push({ name: 'voice-sample.wav', data: sample });
  const voiceId = voiceOf(row);
  // Named as the engine that speaks the sample names it: eSpeak's voices are basic, not natural.
  const { engine } = await ttsFor(ctx, row.userId);
  const now = ctx.clock.now();
  const details = {
    ...toAvatar(row),
    imageUrl: undefined,
    voiceSampleUrl: undefined,
    voice: { id: voiceId, label: voiceLabel(voiceId, engine), chosen: row.voiceId !== null },
    files: entries.map((e) => e.name).concat('avatar.json'),
    exportedAt: now.toISOString(),
  };
  entries.push({ name: 'avatar.json', data: Buffer.from(`${JSON.stringify(details, null, 2)}\n`) });
  return zipBuffer(entries, now);
}
