import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { VOICE_IDS, type VoiceId } from '@reelforge/contracts';
import { renderVoiceSample } from '@reelforge/video-engine';
import type { AppContext } from '../../context/index.ts';
import { AppError } from '../../lib/errors.ts';
import { ttsFor } from '../voice-settings/index.ts';
import { avatarFiles } from './avatars.files.ts';
import type { AvatarRow } from './avatars.repository.ts';
import { defaultVoiceFor } from './avatars.synthesis.ts';

/**
 * What the avatar says to introduce itself, in a language we have words for. Other languages get
 * the English sentence in an English voice rather than English read with foreign pronunciation.
 */
export function sampleLine(name: string, language: string): { text: string; language: string } {
  const base = language.toLowerCase().split('-')[0];
  if (base === 'es') return { text: `Hola, soy ${name}. Así sonaré en tus vídeos.`, language };
  return {
    text: `Hi, I'm ${name}. This is how I will sound in your videos.`,
    language: base === 'en' ? language : 'en',
  };
}

/** The avatar's TTS voice: the one chosen, else the first preset (voice1/voice2) matching its gender. */
export const voiceOf = (row: Pick<AvatarRow, 'voiceId' | 'gender'>): VoiceId =>
  (VOICE_IDS as readonly string[]).includes(row.voiceId ?? '') ? (row.voiceId as VoiceId) : defaultVoiceFor(row.gender);

const inFlight = new Map<string, Promise<string>>();

/**
 * The storage key of a WAV of the avatar introducing itself, spoken by the same engine and voice
 * preset as its video narration (the owner's preferred engine, see ttsFor). Made once per engine
 * and kept next to the avatar's image.
 */
export async function voiceSampleKey(ctx: AppContext, row: AvatarRow): Promise<string> {
  const tts = await ttsFor(ctx, row.userId);
  const engineName = tts.engine;
  const voiceId = voiceOf(row);
  const line = sampleLine(row.name, row.language);
  const key = avatarFiles(row.userId, row.id).voiceSample(`${engineName}${tts.variant ? `-${tts.variant}` : ''}-${voiceId}`, line.language);
  const running = inFlight.get(key);
  if (running) return running;
  const job = (async () => {
    if (await ctx.storage.stat(key)) return key;
    const workDir = path.join(ctx.config.scratchDir, `voice-sample-${randomUUID()}`);
    await fsp.mkdir(workDir, { recursive: true });
    try {
      // Made exactly like narration (same engine, preset, trimming and -14 LUFS), so Test Voice
      // sounds like the video will.
      const wavPath = path.join(workDir, 'sample.wav');
      await renderVoiceSample(wavPath, {
        text: line.text,
        voiceId,
        language: line.language,
        engine: engineName,
        ttsCredentials: tts.credentials,
        ffmpegPath: ctx.config.FFMPEG_PATH,
        tmpDir: workDir,
      }).catch((err: unknown) => {
        // A cloud voice can be down; that is no server bug (the cause is kept for the logs).
        throw Object.assign(
          new AppError(503, 'The voice sample could not be made right now. Please try again.', 'tts_unavailable'),
          { cause: err },
        );
      });
      await ctx.storage.putFile(key, wavPath);
      return key;
    } finally {
      await fsp.rm(workDir, { recursive: true, force: true });
    }
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}
