import { DROP, json, readRecord, type FakeReq, type FakeRes, type Handler } from './base.ts';
import { LinkedInFake } from './linkedin.ts';
import { MetaFake } from './meta.ts';
import { TikTokFake } from './tiktok.ts';
import { XFake } from './x.ts';
import { YouTubeFake } from './youtube.ts';

// The platforms' statistics endpoints (ADR 0022), as subclasses so the publishing fakes stay as
// they are: each fake reports the numbers a test puts in its `metrics` store, and nothing else.

export interface FakePostNumbers {
  views?: number;
  likes?: number;
  comments?: number;
  shares?: number;
}

/** What one fake platform reports: numbers per published post, the account's followers, revenue. */
export class FakeMetricStore {
  readonly posts = new Map<string, FakePostNumbers>();
  /** Numbers reported for every post the fake published that has none of its own. */
  everyPost: FakePostNumbers | null = null;
  followers: number | null = null;
  /** YouTube Analytics: null answers 403 (the channel did not grant monetary data). */
  revenueUsd: number | null = null;

  constructor(private readonly published: () => Iterable<string>) {}

  numbers(id: string): FakePostNumbers | undefined {
    return this.posts.get(id) ?? ([...this.published()].includes(id) ? (this.everyPost ?? undefined) : undefined);
  }
}

/** Runs `next`, then lets `edit` add fields to its JSON body (only when it answered 200). */
const extend =
  (edit: (body: Record<string, unknown>, req: FakeReq) => void) =>
  (next: Handler): Handler =>
  async (req, m) => {
    const res = await next(req, m);
    if (res === DROP || res.status !== 200) return res;
    const body = readRecord(res.body);
    edit(body, req);
    return { ...res, body };
  };

const unauthorized = (): FakeRes => json(401, { error: { code: 401, message: 'Invalid Credentials' } });

export class TikTokMetricsFake extends TikTokFake {
  readonly metrics = new FakeMetricStore(() =>
    [...this.publishes.values()].flatMap((p) => (p.postId ? [p.postId] : [])),
  );

  constructor() {
    super();
    this.route('POST', /^\/v2\/video\/query\/$/, 'video.query', async (r) => {
      const body = readRecord(await r.json());
      if (this.tokens.check(r.token()) !== 'ok')
        return json(401, {
          error: { code: 'access_token_invalid', message: 'The access token is invalid or not found in the request.' },
        });
      const ids = readRecord(body.filters).video_ids;
      const videos = (Array.isArray(ids) ? ids : []).flatMap((id) => {
        const n = this.metrics.numbers(String(id));
        return n
          ? [
              {
                id: String(id),
                view_count: n.views,
                like_count: n.likes,
                comment_count: n.comments,
                share_count: n.shares,
              },
            ]
          : [];
      });
      return json(200, {
        data: { videos, cursor: 0, has_more: false },
        error: { code: 'ok', message: '', log_id: 'log-metrics' },
      });
    });
    this.wrap(
      'user.info',
      extend((body, req) => {
        const user = readRecord(readRecord(body.data).user);
        if ((req.query.get('fields') ?? '').includes('follower_count') && this.metrics.followers !== null)
          body.data = { ...readRecord(body.data), user: { ...user, follower_count: this.metrics.followers } };
      }),
    );
  }
}

export class YouTubeMetricsFake extends YouTubeFake {
  readonly metrics = new FakeMetricStore(() => this.videos.keys());

  constructor() {
    super();
    const wantsStats = (req: FakeReq) => (req.query.get('part') ?? '').includes('statistics');
    this.wrap(
      'channels.list',
      extend((body, req) => {
        if (!wantsStats(req) || !Array.isArray(body.items) || this.metrics.followers === null) return;
        body.items = body.items.map((i) => ({
          ...readRecord(i),
          statistics: { subscriberCount: String(this.metrics.followers), hiddenSubscriberCount: false },
        }));
      }),
    );
    this.wrap(
      'videos.list',
      extend((body, req) => {
        if (!wantsStats(req) || !Array.isArray(body.items)) return;
        body.items = body.items.map((raw) => {
          const item = readRecord(raw);
          const n = this.metrics.numbers(String(item.id));
          if (!n) return item;
          const s = (v?: number) => (v === undefined ? undefined : String(v));
          return {
            ...item,
            statistics: {
              viewCount: s(n.views),
              likeCount: s(n.likes),
              commentCount: s(n.comments),
              favoriteCount: '0',
            },
          };
        });
      }),
    );
    this.route('GET', /^\/v2\/reports$/, 'analytics.reports', async (r) => {
      if (this.tokens.check(r.token()) !== 'ok') return unauthorized();
      if (this.metrics.revenueUsd === null)
        return json(403, {
          error: { code: 403, message: 'Forbidden', errors: [{ reason: 'forbidden', message: 'Forbidden' }] },
        });
      const ids = (r.query.get('filters') ?? '')
        .replace(/^video==/, '')
        .split(',')
        .filter(Boolean);
      const known = ids.filter((id) => this.metrics.numbers(id));
      return json(200, {
        kind: 'youtubeAnalytics#resultTable',
        columnHeaders: [
          { name: 'video', columnType: 'DIMENSION', dataType: 'STRING' },
          { name: 'estimatedRevenue', columnType: 'METRIC', dataType: 'FLOAT' },
        ],
        rows: known.map((id) => [id, this.metrics.revenueUsd]),
      });
    });
  }
}

export class MetaMetricsFake extends MetaFake {
  readonly igMetrics = new FakeMetricStore(() => this.igMedia.keys());
  readonly fbMetrics = new FakeMetricStore(() => [...this.pageVideos.keys(), ...this.pagePosts.keys()]);

  constructor() {
    super();
    const V = 'v\\d+\\.\\d+';
    const authed = (r: FakeReq) => this.tokens.check(r.token()) === 'ok';
    const graphErr = (message: string) => json(400, { error: { message, type: 'OAuthException', code: 100 } });
    const value = (name: string, v: number) => ({ name, period: 'lifetime', values: [{ value: v }] });
    this.route('GET', new RegExp(`^/${V}/(\\d+)/insights$`), 'ig.insights', async (r, m) => {
      if (!authed(r)) return unauthorized();
      const n = this.igMetrics.numbers(m[1]!);
      if (!n) return graphErr('Unsupported get request.');
      const wanted = (r.query.get('metric') ?? '').split(',');
      const data = wanted.flatMap((k) => {
        const v = n[k as keyof FakePostNumbers];
        return v === undefined ? [] : [value(k, v)];
      });
      return json(200, { data });
    });
    this.route('GET', new RegExp(`^/${V}/(\\d+)/video_insights$`), 'fb.video_insights', async (r, m) => {
      if (!authed(r)) return unauthorized();
      const n = this.fbMetrics.numbers(m[1]!);
      if (!n) return graphErr('Unsupported get request.');
      return json(200, { data: n.views === undefined ? [] : [value('total_video_views', n.views)] });
    });
    this.wrap('node', (next) => async (r, m) => {
      const fields = r.query.get('fields') ?? '';
      const id = m[2] ?? ''; // group 1 is the Graph version
      if (fields.includes('followers_count')) {
        const followers =
          id === this.opts.igUserId
            ? this.igMetrics.followers
            : id === this.opts.pageId
              ? this.fbMetrics.followers
              : null;
        if (!authed(r)) return unauthorized();
        return json(200, followers === null ? { id } : { id, followers_count: followers });
      }
      if (fields.includes('likes.summary')) {
        if (!authed(r)) return unauthorized();
        const n = this.fbMetrics.numbers(id);
        if (!n) return graphErr('Unsupported get request.');
        return json(200, {
          id,
          ...(n.likes === undefined ? {} : { likes: { data: [], summary: { total_count: n.likes } } }),
          ...(n.comments === undefined ? {} : { comments: { data: [], summary: { total_count: n.comments } } }),
          ...(n.shares === undefined || !id.includes('_') ? {} : { shares: { count: n.shares } }),
        });
      }
      return next(r, m);
    });
  }
}

export class XMetricsFake extends XFake {
  readonly metrics = new FakeMetricStore(() => this.tweets.map((t) => t.id));

  constructor() {
    super();
    this.route('GET', /^\/2\/tweets$/, 'tweets.lookup', async (r) => {
      if (this.tokens.check(r.token()) !== 'ok')
        return json(401, { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' });
      const ids = (r.query.get('ids') ?? '').split(',').filter(Boolean);
      const data = ids.flatMap((id) => {
        const n = this.metrics.numbers(id);
        return n
          ? [
              {
                id,
                text: this.tweets.find((t) => t.id === id)?.text ?? '',
                public_metrics: {
                  impression_count: n.views,
                  like_count: n.likes,
                  reply_count: n.comments,
                  retweet_count: n.shares,
                  quote_count: 0,
                },
              },
            ]
          : [];
      });
      return json(200, { data });
    });
    this.wrap(
      'users.me',
      extend((body, req) => {
        if ((req.query.get('user.fields') ?? '').includes('public_metrics') && this.metrics.followers !== null)
          body.data = {
            ...readRecord(body.data),
            public_metrics: {
              followers_count: this.metrics.followers,
              following_count: 0,
              tweet_count: this.tweets.length,
            },
          };
      }),
    );
  }
}

export class LinkedInMetricsFake extends LinkedInFake {
  readonly metrics = new FakeMetricStore(() => this.posts.map((p) => p.urn));

  constructor() {
    super();
    const authed = (r: FakeReq) => this.tokens.check(r.token()) === 'ok';
    this.route('GET', /^\/rest\/socialActions\/([^/]+)$/, 'socialActions', async (r, m) => {
      if (!authed(r)) return json(401, { status: 401, message: 'Invalid access token' });
      const urn = decodeURIComponent(m[1]!);
      const n = this.metrics.numbers(urn);
      if (!n) return json(404, { status: 404, message: `Not found: ${urn}` });
      return json(200, {
        target: urn,
        likesSummary: { totalLikes: n.likes ?? 0, likedByCurrentUser: false },
        commentsSummary: { aggregatedTotalComments: n.comments ?? 0, totalFirstLevelComments: n.comments ?? 0 },
      });
    });
    this.route('GET', /^\/rest\/memberFollowersCount$/, 'memberFollowersCount', async (r) => {
      if (!authed(r)) return json(401, { status: 401, message: 'Invalid access token' });
      return json(200, {
        elements: this.metrics.followers === null ? [] : [{ memberFollowersCount: this.metrics.followers }],
      });
    });
  }
}
