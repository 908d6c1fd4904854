import { describe, expect, it } from 'vitest';
import { PLATFORMS, PLATFORMS_NEEDING_VIDEO } from '@reelforge/contracts';
import { createPlatforms, PLATFORM_MODULES, postText, PublishError } from '../src/adapters/platforms/index.ts';
import { fallbackMessage, waitFromHeaders } from '../src/adapters/platforms/kit/answer.ts';
import type { ApiResponse } from '../src/adapters/platforms/kit/http.ts';
import { tokenAnswer } from '../src/adapters/platforms/kit/tokens.ts';
import { linkedinHosts } from '../src/adapters/platforms/linkedin/index.ts';
import { linkedinCommentary } from '../src/adapters/platforms/linkedin/publisher.ts';
import { metaHosts } from '../src/adapters/platforms/meta/graph.ts';
import { tiktokHosts } from '../src/adapters/platforms/tiktok/index.ts';
import { xHosts } from '../src/adapters/platforms/twitter/index.ts';
import { youtubeHosts } from '../src/adapters/platforms/youtube/index.ts';

const res = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers: new Headers(headers),
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('platform configuration', () => {
  it('defaults every host to the real platform and takes overrides from the config', () => {
    expect(tiktokHosts({})).toEqual({ api: 'https://open.tiktokapis.com', auth: 'https://www.tiktok.com' });
    expect(youtubeHosts({})).toEqual({
      api: 'https://www.googleapis.com',
      oauth: 'https://oauth2.googleapis.com',
      accounts: 'https://accounts.google.com',
    });
    expect(metaHosts({})).toEqual({
      graph: 'https://graph.facebook.com',
      graphVideo: 'https://graph-video.facebook.com',
      rupload: 'https://rupload.facebook.com',
      web: 'https://www.facebook.com',
      version: 'v24.0',
    });
    expect(xHosts({})).toEqual({ api: 'https://api.x.com', web: 'https://x.com' });
    expect(linkedinHosts({})).toEqual({
      api: 'https://api.linkedin.com',
      oauth: 'https://www.linkedin.com',
      version: '202609',
    });
    expect(xHosts({ X_API_URL: 'http://127.0.0.1:9/' }).api).toBe('http://127.0.0.1:9');
    expect(metaHosts({ META_GRAPH_VERSION: 'v25.0' }).version).toBe('v25.0');
  });

  it('counts an OAuth app as configured only with id and secret', () => {
    const platforms = createPlatforms({ X_CLIENT_ID: 'id', TIKTOK_CLIENT_KEY: 'k', TIKTOK_CLIENT_SECRET: 's' });
    expect(platforms.all.filter((p) => p.oauth).map((p) => p.id)).toEqual(['tiktok']);
    const url = new URL(platforms.get('tiktok')!.oauth!.authorizeUrl({ redirectUri: 'http://r/cb', state: 'st' }));
    expect(url.origin).toBe('https://www.tiktok.com');
    expect(url.searchParams.get('client_key')).toBe('k');
  });

  it('registers the product platforms in product order; X, LinkedIn, Facebook, Mastodon, Bluesky and Threads post without a video', () => {
    const platforms = createPlatforms({});
    expect(PLATFORM_MODULES.map((m) => m.id)).toEqual([...PLATFORMS]);
    expect(platforms.all.map((p) => p.id)).toEqual([...PLATFORMS]);
    const textOnly = platforms.all
      .filter((p) => !p.publisher.needsVideo)
      .map((p) => p.id)
      .sort();
    expect(textOnly).toEqual(['bluesky', 'facebook', 'linkedin', 'mastodon', 'threads', 'twitter']);
    // The scheduler's form and the posts service refuse the same platforms the publishers would.
    expect(platforms.all.filter((p) => p.publisher.needsVideo).map((p) => p.id)).toEqual([...PLATFORMS_NEEDING_VIDEO]);
    for (const p of platforms.all) expect(p.publisher.platform).toBe(p.id);
    expect(platforms.get('myspace')).toBeUndefined();
  });
});

describe('post text', () => {
  it('joins the caption and normalised hashtags, falling back to the title', () => {
    expect(postText({ title: 'T', caption: 'Hello', hashtags: ['#a', 'b c', ' '] })).toBe('Hello\n\n#a #bc');
    expect(postText({ title: 'Title only', caption: '  ' })).toBe('Title only');
  });

  it('escapes LinkedIn little-text markup and writes hashtags as LinkedIn templates', () => {
    expect(linkedinCommentary({ title: 't', caption: 'a_b (c) @d #e', hashtags: ['x'] })).toBe(
      'a\\_b \\(c\\) \\@d \\#e\n\n{hashtag|\\#|x}',
    );
  });
});

describe('rate-limit hints', () => {
  const now = Date.UTC(2026, 0, 1, 0, 0, 0);
  it('reads Retry-After seconds and dates', () => {
    expect(waitFromHeaders(new Headers({ 'retry-after': '30' }), now)).toBe(30_000);
    expect(waitFromHeaders(new Headers({ 'retry-after': new Date(now + 90_000).toUTCString() }), now)).toBe(90_000);
  });
  it("reads X's x-rate-limit-reset epoch", () => {
    expect(waitFromHeaders(new Headers({ 'x-rate-limit-reset': String(now / 1000 + 42) }), now)).toBe(42_000);
  });
  it("reads Meta's estimated_time_to_regain_access (minutes), worst bucket wins", () => {
    const usage = {
      '1': [{ type: 'pages', estimated_time_to_regain_access: 3 }],
      '2': [{ type: 'instagram', estimated_time_to_regain_access: 7 }],
    };
    expect(waitFromHeaders(new Headers({ 'x-business-use-case-usage': JSON.stringify(usage) }), now)).toBe(7 * 60_000);
    expect(waitFromHeaders(new Headers({ 'x-app-usage': 'not json' }), now)).toBeUndefined();
  });
});

describe('token answers', () => {
  const current = { accessToken: 'old', refreshToken: 'keep-me', expiresAt: null, platformUserId: 'u1' };
  const now = 1_000_000;

  it('keeps the stored refresh token when the platform sends none, and takes a rotated one', () => {
    expect(tokenAnswer('youtube', res(200, { access_token: 'new', expires_in: 3599 }), current, now)).toEqual({
      accessToken: 'new',
      refreshToken: 'keep-me',
      expiresAt: new Date(now + 3_599_000),
      platformUserId: 'u1',
    });
    expect(
      tokenAnswer(
        'tiktok',
        res(200, { access_token: 'n', refresh_token: 'rotated', expires_in: 86400, open_id: 'o' }),
        current,
        now,
      ),
    ).toMatchObject({
      refreshToken: 'rotated',
      platformUserId: 'o',
    });
  });

  it('classifies refresh failures', () => {
    const kind = (r: ApiResponse) => {
      try {
        tokenAnswer('twitter', r, current, now);
      } catch (e) {
        return e instanceof PublishError ? [e.kind, e.platformMessage] : ['not a PublishError'];
      }
      return ['no error'];
    };
    expect(kind(res(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }))).toEqual(
      [
        'disconnect',
        'token refresh failed: Token has been expired or revoked. (invalid_grant). Reconnect the account.',
      ],
    );
    expect(kind(res(401, { error: 'invalid_client', error_description: 'Bad client' }))[0]).toBe('config');
    expect(kind(res(503, 'Service Unavailable'))).toEqual([
      'retry',
      'token refresh failed: HTTP 503: Service Unavailable',
    ]);
  });
});

describe('messages', () => {
  it('never passes on an empty body or an HTML page as the platform message', () => {
    expect(fallbackMessage(res(500, {}))).toBe('HTTP 500 with no error message');
    expect(fallbackMessage(res(502, '<html>Bad gateway</html>'))).toBe('HTTP 502 with no error message');
  });
});
