import { randomUUID } from 'node:crypto';
import type { Platform } from '@reelforge/contracts';
import { eq } from 'drizzle-orm';
import { users, videos } from '../../src/db/schema.ts';
import type { AppContext } from '../../src/context/index.ts';
import type { FakePlatforms } from './index.ts';

type InjectApp = {
  inject(opts: {
    method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  }): Promise<{ statusCode: number; body: string; headers: Record<string, unknown>; json(): unknown }>;
};

export async function makePremium(ctx: AppContext, userId: string) {
  await ctx.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, userId));
}

/** A rendered (ready) video of the user's own: a file in storage plus its row. */
export async function readyVideo(ctx: AppContext, userId: string, bytes = 256 * 1024, title = 'Rendered video') {
  const id = randomUUID();
  const key = `videos/${userId}/${id}/video.mp4`;
  const buf = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 4096) buf.writeUInt32BE(i / 4096, i);
  await ctx.storage.put(key, buf);
  await ctx.db.insert(videos).values({ id, userId, title, status: 'ready', videoKey: key, duration: 15 });
  return id;
}

/** Account ids the fakes expect for the platforms that publish to an account id. */
export function accountId(fakes: FakePlatforms, platform: Platform): string | undefined {
  if (platform === 'instagram') return fakes.meta.opts.igUserId;
  if (platform === 'facebook') return fakes.meta.opts.pageId;
  if (platform === 'linkedin') return fakes.linkedin.opts.memberId;
  if (platform === 'threads') return fakes.threads.opts.userId;
  if (platform === 'pinterest') return fakes.pinterest.opts.userId;
  return undefined;
}

export function fakeTokens(fakes: FakePlatforms, platform: Platform) {
  // Bluesky connects with a handle and an app password; the session's tokens are made by the fake.
  if (platform === 'bluesky') return { accessToken: fakes.bluesky.accounts[0]!.appPassword, refreshToken: '' };
  const source = {
    tiktok: fakes.tiktok.tokens,
    youtube: fakes.youtube.tokens,
    instagram: fakes.meta.tokens,
    facebook: fakes.meta.tokens,
    twitter: fakes.x.tokens,
    linkedin: fakes.linkedin.tokens,
    mastodon: fakes.mastodon.tokens,
    threads: fakes.threads.tokens,
    pinterest: fakes.pinterest.tokens,
  }[platform];
  return source.issue();
}

/** Connects `platform` for the signed-in user with fresh tokens the fake accepts. */
export async function connectFake(app: InjectApp, cookie: string, fakes: FakePlatforms, platform: Platform) {
  const t = fakeTokens(fakes, platform);
  const res = await app.inject({
    method: 'POST',
    url: '/api/social-media/connect',
    headers: { cookie },
    payload: {
      platform,
      accessToken: t.accessToken,
      refreshToken: t.refreshToken || undefined,
      expiresIn: 3600,
      platformUserId: accountId(fakes, platform),
      platformUsername: platform === 'bluesky' ? fakes.bluesky.accounts[0]!.handle : `${platform}-user`,
      serverUrl: platform === 'mastodon' ? fakes.mastodon.url : undefined,
    },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`connect ${platform}: ${res.statusCode} ${res.body}`);
  return { ...t, connection: res.json() as { id: string } };
}

/** What each fake made public, keyed by the text it carries (title, caption, commentary...). */
export function publishedTexts(fakes: FakePlatforms): Record<Platform, string[]> {
  return {
    tiktok: [...fakes.tiktok.publishes.values()].filter((p) => p.chunks.length === p.count).map((p) => p.title),
    youtube: [...fakes.youtube.videos.values()].map((v) => String(v.snippet.title ?? '')),
    instagram: [...fakes.meta.igMedia.values()].map((m) => m.caption),
    facebook: [
      ...[...fakes.meta.pageVideos.values()].map((v) => `${v.title}\n${v.description}`),
      ...[...fakes.meta.pagePosts.values()].map((p) => p.message),
    ],
    twitter: fakes.x.tweets.map((t) => t.text),
    linkedin: fakes.linkedin.posts.map((p) => p.commentary),
    mastodon: fakes.mastodon.statuses.map((s) => s.text),
    bluesky: fakes.bluesky.posts.map((p) => String(p.record.text ?? '')),
    threads: [...fakes.threads.posts.values()].map((p) => p.text),
    pinterest: [...fakes.pinterest.pins.values()].map((p) => `${p.title}\n${p.description}`),
  };
}

/** How many times each marker was published on each platform. */
export function publishCounts(fakes: FakePlatforms, markers: string[]) {
  const texts = publishedTexts(fakes);
  const counts = new Map<string, number>();
  for (const [platform, list] of Object.entries(texts)) {
    for (const marker of markers) {
      const n = list.filter((t) => t.includes(marker)).length;
      if (n) counts.set(`${platform}:${marker}`, (counts.get(`${platform}:${marker}`) ?? 0) + n);
    }
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const duplicates = [...counts.values()].reduce((a, n) => a + Math.max(0, n - 1), 0);
  return { counts, total, duplicates };
}

/** Wraps app.inject and keeps every response body, to prove no token ever comes back. */
export function recordingApp<A extends InjectApp>(app: A) {
  const bodies: string[] = [];
  const wrapped = {
    async inject(opts: Parameters<InjectApp['inject']>[0]) {
      const res = await app.inject(opts);
      bodies.push(res.body, JSON.stringify(res.headers));
      return res;
    },
  };
  return { app: wrapped, bodies };
}
