import { createHash, randomBytes } from 'node:crypto';
import type { PlayResponse } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { videosService } from '../videos/index.ts';
import { metricsRepository } from './metrics.repository.ts';

/** sha256 of the day's salt, the IP and the user agent: the same visitor within a day, no one after it. */
export const visitorHash = (salt: string, ip: string, userAgent: string) =>
  createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex');

/**
 * Public watch-page plays (ADR 0022): counted when the video starts playing, once per visitor,
 * video and UTC day, without cookies. The salt lives in the database so every server agrees.
 */
export function playsService(ctx: AppContext) {
  const repo = metricsRepository(ctx.db);
  const videos = videosService(ctx);
  return {
    async play(videoId: string, ip: string, userAgent: string): Promise<PlayResponse> {
      await videos.getPublic(videoId); // 404 unless the video is published
      const day = ctx.clock.now().toISOString().slice(0, 10);
      const salt = await repo.saltFor(day, randomBytes(32).toString('base64'));
      return { counted: await repo.recordPlay(videoId, day, visitorHash(salt, ip, userAgent)) };
    },
  };
}
