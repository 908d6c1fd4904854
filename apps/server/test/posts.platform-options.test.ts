import { POST_MESSAGES, SOCIAL_MESSAGES, type ScheduledPost, type TiktokCreatorInfo } from '@reelforge/contracts';
import { EMOJI_CREDIT } from '@reelforge/video-engine';
import { eq } from 'drizzle-orm';
import { videos } from '../src/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlatforms, type FakePlatforms } from './fakes/index.ts';
import { connectFake, makePremium, readyVideo } from './fakes/scheduling.ts';
import { waitFor } from './support/wait.ts';
import { startTestServer, type TestEnv } from './support/server.ts';
import { signedInUser } from './support/users.ts';

let env: TestEnv;
let fakes: FakePlatforms;
beforeAll(async () => {
  fakes = await startFakePlatforms();
  env = await startTestServer({ workers: true, env: { ...fakes.env, PUBLISH_POLL_INTERVAL_MS: '20' } });
});
afterAll(async () => {
  await env.close();
  await fakes.stop();
});

const soon = (ms = 3600_000) => new Date(Date.now() + ms).toISOString();
type Msg = { message: string };

async function creator() {
  const u = await signedInUser(env.app);
  await makePremium(env.ctx, u.id);
  const video = await readyVideo(env.ctx, u.id, 200 * 1024);
  const post = (payload: object) =>
    env.app.inject({
      method: 'POST',
      url: '/api/scheduled-posts',
      headers: { cookie: u.cookie },
      payload: { title: 'Launch day', scheduledTime: soon(), videoId: video, ...payload },
    });
  return { ...u, video, post };
}

describe('per-platform choices on a post', () => {
  it('saves each platform’s caption, hashtags and settings, and PATCH replaces them', async () => {
    const u = await creator();
    const platformOptions = {
      tiktok: { privacyLevel: 'SELF_ONLY', allowComments: false, caption: 'TikTok words', hashtags: ['#fyp', 'coffee'] },
      youtube: { visibility: 'unlisted', madeForKids: false, firstComment: 'Chapters below' },
    };
    const res = await u.post({ platforms: ['tiktok', 'youtube'], platformOptions });
    expect(res.statusCode).toBe(201);
    const created = res.json() as ScheduledPost;
    expect(created.platformOptions.tiktok).toMatchObject({ privacyLevel: 'SELF_ONLY', hashtags: ['#fyp', 'coffee'] });
    expect(created.platformOptions.youtube).toMatchObject({ visibility: 'unlisted', firstComment: 'Chapters below' });

    const patched = await env.app.inject({
      method: 'PATCH',
      url: `/api/scheduled-posts/${created.id}`,
      headers: { cookie: u.cookie },
      payload: { platformOptions: { youtube: { visibility: 'private' } } },
    });
    expect(patched.statusCode).toBe(200);
    expect((patched.json() as ScheduledPost).platformOptions).toEqual({ youtube: { visibility: 'private' } });

    const other = await signedInUser(env.app);
    const foreign = await env.app.inject({
      method: 'PATCH',
      url: `/api/scheduled-posts/${created.id}`,
      headers: { cookie: other.cookie },
      payload: { platformOptions: {} },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses, in the platform's words, text a platform would refuse", async () => {
    const u = await creator();
    const long = await u.post({ platforms: ['twitter', 'linkedin'], videoId: null, content: 'x'.repeat(300) });
    expect(long.statusCode).toBe(400);
    expect((long.json() as Msg).message).toBe('Twitter/X posts hold up to 280 characters; this one has 300.');
    // The X-only caption fixes it; LinkedIn still gets the long text (3,000 allowed).
    const fixed = await u.post({
      platforms: ['twitter', 'linkedin'],
      videoId: null,
      content: 'x'.repeat(300),
      platformOptions: { twitter: { caption: 'Short for X' } },
    });
    expect(fixed.statusCode).toBe(201);

    const comment = await u.post({ platforms: ['twitter'], videoId: null, platformOptions: { twitter: { firstComment: 'hi' } } });
    expect(comment.statusCode).toBe(400);
    expect((comment.json() as Msg).message).toContain('Twitter/X does not let apps add a first comment.');
    const tag = await u.post({ platforms: ['tiktok'], platformOptions: { tiktok: { hashtags: ['two words'] } } });
    expect(tag.statusCode).toBe(400);
    expect((tag.json() as Msg).message).toContain('A hashtag is one word');
    const tags = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ');
    const many = await u.post({ platforms: ['instagram'], content: tags });
    expect((many.json() as Msg).message).toBe('Instagram takes up to 30 hashtags; this post has 31.');
  });

  it("reads TikTok's creator info for the form with the creator's own token", async () => {
    const u = await creator();
    const none = await env.app.inject({ url: '/api/social-media/tiktok/creator-info', headers: { cookie: u.cookie } });
    expect(none.statusCode).toBe(400);
    expect((none.json() as Msg).message).toBe(SOCIAL_MESSAGES.tiktokNotConnected);
    await connectFake(env.app, u.cookie, fakes, 'tiktok');
    const res = await env.app.inject({ url: '/api/social-media/tiktok/creator-info', headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json() as TiktokCreatorInfo).toEqual({
      creatorUsername: 'reelforge.creator',
      privacyLevelOptions: fakes.tiktok.opts.privacyOptions,
      commentDisabled: false,
      duetDisabled: false,
      stitchDisabled: false,
      maxVideoPostDurationSec: 600,
    });
    expect((await env.app.inject({ url: '/api/social-media/tiktok/creator-info' })).statusCode).toBe(401);
  });

  it('publishes with the choices: TikTok privacy and toggles, its own caption and hashtags', async () => {
    const u = await creator();
    await connectFake(env.app, u.cookie, fakes, 'tiktok');
    const m = `opt${Date.now().toString(36)}`;
    const res = await u.post({
      platforms: ['tiktok'],
      status: 'ready',
      scheduledTime: soon(300),
      content: `General caption ${m}`,
      platformOptions: {
        tiktok: { privacyLevel: 'MUTUAL_FOLLOW_FRIENDS', allowDuet: false, caption: `For TikTok ${m}`, hashtags: ['coffee'] },
      },
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as ScheduledPost).id;
    await waitFor(async () => {
      const p = (await env.app.inject({ url: `/api/scheduled-posts/${id}`, headers: { cookie: u.cookie } })).json() as ScheduledPost;
      return p.status === 'posted' && p;
    }, 'the post to be published');
    const sent = [...fakes.tiktok.publishes.values()].find((p) => p.title.includes(m))!;
    expect(sent.title).toBe(`For TikTok ${m}\n\n#coffee`);
    expect(sent.privacy).toBe('MUTUAL_FOLLOW_FRIENDS');
    expect(sent.disabled).toEqual({ comment: false, duet: true, stitch: false });
  });

  it('a refused first comment leaves the post posted, with the reason beside its link', async () => {
    const u = await creator();
    await connectFake(env.app, u.cookie, fakes, 'youtube');
    const res = await u.post({
      platforms: ['youtube'],
      status: 'ready',
      scheduledTime: soon(300),
      platformOptions: { youtube: { visibility: 'unlisted', firstComment: 'Chapters in the description' } },
    });
    const id = (res.json() as ScheduledPost).id;
    const done = await waitFor(async () => {
      const p = (await env.app.inject({ url: `/api/scheduled-posts/${id}`, headers: { cookie: u.cookie } })).json() as ScheduledPost;
      return p.status === 'posted' && p;
    }, 'the post to be published');
    expect(done.results[0]).toMatchObject({
      status: 'posted',
      error: null,
      errorDetail: 'The post is live, but the first comment was not added: Request had insufficient authentication scopes.',
    });
    const video = fakes.youtube.videos.get(done.results[0]!.remoteId!);
    expect(video?.status).toMatchObject({ privacyStatus: 'unlisted', selfDeclaredMadeForKids: false });
  });

  it('adds the credits a licence asks to show after the creator’s text, and says so when one does not fit', async () => {
    const u = await creator();
    await connectFake(env.app, u.cookie, fakes, 'tiktok');
    const pexels = 'Video by Ana on Pexels (https://www.pexels.com/video/1/), Pexels License';
    await env.ctx.db.update(videos).set({ credits: [pexels, EMOJI_CREDIT] }).where(eq(videos.id, u.video));
    const publish = async (content: string) => {
      const res = await u.post({ platforms: ['tiktok'], status: 'ready', scheduledTime: soon(300), content, platformOptions: { tiktok: { hashtags: ['coffee'] } } });
      expect(res.statusCode).toBe(201);
      const id = (res.json() as ScheduledPost).id;
      return waitFor(async () => {
        const p = (await env.app.inject({ url: `/api/scheduled-posts/${id}`, headers: { cookie: u.cookie } })).json() as ScheduledPost;
        return p.status === 'posted' && p;
      }, 'the post to be published');
    };
    const m = `cred${Date.now().toString(36)}`;
    const short = await publish(`Morning coffee ${m}`);
    const sent = [...fakes.tiktok.publishes.values()].find((p) => p.title.includes(m))!;
    // Twemoji's CC BY line is owed wherever its graphics are shown; Pexels' licence asks for none.
    expect(sent.title).toBe(`Morning coffee ${m}\n\nCredits:\n${EMOJI_CREDIT}\n\n#coffee`);
    expect(short.results[0]!.errorDetail).toBeNull();

    // Text that leaves no room: the creator's words go whole, the credit is named beside the result.
    const n = `full${Date.now().toString(36)}`;
    const words = `${n} ${'word '.repeat(430)}`.trim().slice(0, 2200 - '\n\n#coffee'.length);
    const full = await publish(words);
    const sentFull = [...fakes.tiktok.publishes.values()].find((p) => p.title.includes(n))!;
    expect(sentFull.title).toBe(`${words}\n\n#coffee`);
    expect(full.results[0]).toMatchObject({ status: 'posted', errorDetail: POST_MESSAGES.creditsLeftOut('tiktok', 2200, [EMOJI_CREDIT]) });
  });
});
