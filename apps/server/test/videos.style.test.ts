import {
  CAPTION_STYLE_CHOICES,
  MUSIC_CHOICES,
  MUSIC_FOR_TONE,
  VIDEO_ASPECTS,
  VIDEO_FONTS,
  VIDEO_THEMES,
} from '@reelforge/contracts';
import {
  ASPECTS,
  CAPTION_STYLES,
  FONT_CHOICES,
  MUSIC_MOODS,
  probeMedia,
  resolveFfmpeg,
  resolveFfprobe,
  THEME_NAMES,
} from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';
import { untilRendered } from './support/wait.ts';

// Issue 11: the creator chooses how the video looks and sounds, and the render honours it.
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer({ workers: true });
});
afterAll(() => env.close());

const SCRIPT = 'Square videos fill the feed. Bold boxed captions read without sound.';

describe('video style choices', () => {
  it('are the engine’s own lists', () => {
    expect([...VIDEO_ASPECTS]).toEqual([...ASPECTS]);
    expect([...VIDEO_THEMES]).toEqual([...THEME_NAMES]);
    expect([...VIDEO_FONTS]).toEqual([...FONT_CHOICES]);
    expect(MUSIC_CHOICES.filter((m) => m !== 'none')).toEqual([...MUSIC_MOODS]);
    for (const s of CAPTION_STYLE_CHOICES) expect(CAPTION_STYLES).toContain(s);
  });

  it('refuses an unknown choice with a message', async () => {
    const u = await signedInUser(env.app);
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: { topic: 'x', platform: 'tiktok', duration: 15, script: SCRIPT, style: { aspect: '3:2' } },
      headers: { cookie: u.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/aspect/i);
  });

  it('renders the chosen aspect, and keeps the choices for a re-render', async () => {
    const u = await signedInUser(env.app);
    const headers = { cookie: u.cookie };
    const res = await env.app.inject({
      method: 'POST',
      url: '/api/deepagent/complete-video',
      payload: {
        topic: 'Square video',
        platform: 'tiktok',
        duration: 15,
        script: SCRIPT,
        tone: 'funny-entertaining',
        style: { aspect: '1:1', captionStyle: 'boxed', theme: 'paper', font: 'montserrat' },
      },
      headers,
    });
    expect(res.statusCode).toBe(202);
    const id = res.json().videoId as string;
    const video = await untilRendered(env.app, id, headers);
    expect(video.status).toBe('ready');
    const [row] = await env.ctx.db.select().from(videos).where(eq(videos.id, id));
    // Music the creator left unchosen follows the tone.
    expect(row!.renderOptions).toMatchObject({
      style: { aspect: '1:1', captionStyle: 'boxed', theme: 'paper', font: 'montserrat', music: MUSIC_FOR_TONE['funny-entertaining'] },
    });
    const ffmpegPath = resolveFfmpeg();
    const info = await probeMedia(env.files.path(row!.videoKey!), { ffmpegPath, ffprobePath: resolveFfprobe(ffmpegPath) });
    expect(info.video).toMatchObject({ width: 1080, height: 1080 });

    const again = await env.app.inject({ method: 'POST', url: `/api/videos/${id}/render`, headers });
    expect(again.statusCode).toBe(202);
    const [queued] = await env.ctx.db.select().from(videos).where(eq(videos.id, id));
    expect(queued!.renderOptions).toMatchObject({ style: { aspect: '1:1', captionStyle: 'boxed' } });
  });
});
