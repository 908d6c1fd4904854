import { DROP, FakeServer, json, nextId, numericId, type FakeReq, type FakeRes } from './base.ts';
import { FakeTokens } from './tokens.ts';

const V = 'v1\\.0';
/** The Threads API answers errors in the Graph API's shape. */
const graphErr = (status: number, code: number, message: string, extra: Record<string, unknown> = {}) =>
  json(status, {
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'THApiException',
      code,
      fbtrace_id: nextId('trace'),
      ...extra,
    },
  });

/** Threads counts characters, an emoji as its UTF-8 bytes (developers.facebook.com/docs/threads/posts). */
const threadsCount = (text: string) =>
  [...text].reduce((n, ch) => n + (/\p{Extended_Pictographic}/u.test(ch) ? Buffer.byteLength(ch) : 1), 0);

interface Container {
  id: string;
  user: string;
  mediaType: 'VIDEO' | 'TEXT';
  text: string;
  videoUrl?: string;
  replyControl: string;
  bytes?: Buffer;
  /** Why the video could not be taken (Threads' error_message codes). */
  error?: string;
  polls: number;
  published?: string;
}

export interface ThreadsPost {
  id: string;
  containerId: string;
  text: string;
  mediaType: 'VIDEO' | 'TEXT';
  bytes?: Buffer;
  replyControl: string;
  shortcode: string;
}

export interface ThreadsFakeOptions {
  clientId: string;
  clientSecret: string;
  userId: string;
  username: string;
  /** Status reads answered IN_PROGRESS before FINISHED. */
  processingPolls: number;
  /** threads_publish publishes, then the connection drops before the answer (the commit point passed). */
  dropAfterPublish: boolean;
  /** Containers end EXPIRED (left unpublished past their 24 h) instead of FINISHED. */
  containerExpired?: boolean;
}

/**
 * Meta's Threads API (graph.threads.net): the authorization-code and long-lived token exchanges,
 * th_refresh_token, /me, media containers (VIDEO fetched from its video_url, as Threads cURLs it;
 * TEXT), container status, threads_publish, the user's threads, permalinks and insights.
 */
export class ThreadsFake extends FakeServer {
  readonly tokens = new FakeTokens('th', false);
  readonly opts: ThreadsFakeOptions = {
    clientId: '990000000000001',
    clientSecret: 'threads-secret',
    userId: '26000000000000001',
    username: 'fake.threads',
    processingPolls: 2,
    dropAfterPublish: false,
  };
  readonly containers = new Map<string, Container>();
  readonly posts = new Map<string, ThreadsPost>();

  constructor() {
    super();
    this.route('POST', /^\/oauth\/access_token$/, 'oauth.code', (r) => this.code(r));
    this.route('GET', /^\/access_token$/, 'oauth.long', (r) => this.longLived(r));
    this.route('GET', /^\/refresh_access_token$/, 'oauth.refresh', (r) => this.refresh(r));
    this.route('GET', new RegExp(`^/${V}/me$`), 'me', (r) => this.authed(r, async () => this.me()));
    this.route('POST', new RegExp(`^/${V}/(\\d+)/threads$`), 'container', (r, m) =>
      this.authed(r, () => this.container(r, m[1]!)),
    );
    this.route('POST', new RegExp(`^/${V}/(\\d+)/threads_publish$`), 'publish', (r, m) =>
      this.authed(r, () => this.publish(r, m[1]!)),
    );
    this.route('GET', new RegExp(`^/${V}/(\\d+)/threads$`), 'threads.list', (r, m) =>
      this.authed(r, async () => this.list(m[1]!)),
    );
    this.route('GET', new RegExp(`^/${V}/(\\d+)/threads_insights$`), 'user.insights', (r, m) =>
      this.authed(r, async () =>
        m[1] === this.opts.userId
          ? json(200, {
              data: [
                {
                  name: 'followers_count',
                  period: 'day',
                  title: 'followers_count',
                  total_value: { value: 321 },
                  id: `${m[1]}/insights/followers_count/day`,
                },
              ],
            })
          : graphErr(400, 100, `Object with ID '${m[1]}' does not exist.`),
      ),
    );
    this.route('GET', new RegExp(`^/${V}/(\\d+)/insights$`), 'post.insights', (r, m) =>
      this.authed(r, async () => this.insights(r, m[1]!)),
    );
    this.route('GET', new RegExp(`^/${V}/(\\d+)$`), 'node', (r, m) => this.authed(r, async () => this.node(r, m[1]!)));
  }

  get published() {
    return this.posts.size;
  }

  permalink(p: ThreadsPost) {
    return `https://www.threads.com/@${this.opts.username}/post/${p.shortcode}`;
  }

  private async authed(r: FakeReq, next: () => Promise<FakeRes | typeof DROP>): Promise<FakeRes | typeof DROP> {
    const state = this.tokens.check(r.token() ?? (await r.params()).get('access_token') ?? undefined);
    if (state === 'ok') return next();
    if (state === 'expired')
      return graphErr(
        400,
        190,
        'Error validating access token: Session has expired on Friday, 20-Nov-26 10:00:00 PST.',
        { error_subcode: 463 },
      );
    return graphErr(400, 190, 'Invalid OAuth access token - Cannot parse access token', { error_subcode: 467 });
  }

  private async code(r: FakeReq): Promise<FakeRes> {
    const p = await r.params();
    if (p.get('client_id') !== this.opts.clientId || p.get('client_secret') !== this.opts.clientSecret)
      return graphErr(400, 101, 'Error validating application. Invalid application ID.');
    if (p.get('grant_type') !== 'authorization_code') return graphErr(400, 100, 'Unsupported grant_type');
    const pair = this.tokens.redeem(p.get('code'), p.get('redirect_uri'));
    if (!pair) return graphErr(400, 100, 'Invalid verification code format.', { error_subcode: 36008 });
    // user_id is a JSON number here, as Threads sends it: larger than a double holds exactly.
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: `{"access_token":"${pair.accessToken}","user_id":${this.opts.userId}}`,
    };
  }

  private async longLived(r: FakeReq): Promise<FakeRes> {
    const q = r.query;
    if (q.get('grant_type') !== 'th_exchange_token') return graphErr(400, 100, 'Unsupported grant_type');
    if (q.get('client_secret') !== this.opts.clientSecret) return graphErr(400, 101, 'Error validating client secret.');
    const token = this.tokens.exchange(q.get('access_token'));
    if (!token)
      return graphErr(400, 190, 'Error validating access token: The session has been invalidated.', {
        error_subcode: 460,
      });
    return json(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
  }

  private async refresh(r: FakeReq): Promise<FakeRes> {
    const q = r.query;
    if (q.get('grant_type') !== 'th_refresh_token') return graphErr(400, 100, 'Unsupported grant_type');
    const token = this.tokens.exchange(q.get('access_token'));
    if (!token)
      return graphErr(400, 190, 'Error validating access token: Session has expired.', { error_subcode: 463 });
    return json(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
  }

  private me(): FakeRes {
    return json(200, {
      id: this.opts.userId,
      username: this.opts.username,
      threads_profile_picture_url: 'https://scontent.example/fake-threads.jpg',
    });
  }

  private async container(r: FakeReq, user: string): Promise<FakeRes> {
    const p = await r.params();
    if (user !== this.opts.userId)
      return graphErr(400, 100, `Object with ID '${user}' does not exist.`, { error_subcode: 33 });
    const mediaType = p.get('media_type');
    const text = p.get('text') ?? '';
    if (mediaType !== 'VIDEO' && mediaType !== 'TEXT')
      return graphErr(400, 100, 'Param media_type must be one of {TEXT, IMAGE, VIDEO, CAROUSEL}');
    if (threadsCount(text) > 500)
      return graphErr(400, 100, 'Invalid parameter', {
        error_subcode: 4279009,
        error_user_msg: 'The text is too long. Threads posts can have up to 500 characters.',
      });
    if (mediaType === 'TEXT' && !text.trim()) return graphErr(400, 100, 'Param text is required for media_type TEXT');
    const replyControl = p.get('reply_control') ?? 'everyone';
    const controls = ['everyone', 'accounts_you_follow', 'mentioned_only', 'parent_post_author_only', 'followers_only'];
    if (!controls.includes(replyControl))
      return graphErr(400, 100, `Param reply_control must be one of {${controls.join(', ').toUpperCase()}}`);
    const id = numericId('1790');
    const c: Container = { id, user, mediaType, text, replyControl, polls: 0 };
    if (mediaType === 'VIDEO') {
      const videoUrl = p.get('video_url');
      if (!videoUrl) return graphErr(400, 100, 'Param video_url is required for media_type VIDEO');
      c.videoUrl = videoUrl;
      // Threads fetches the video from its URL itself; one it cannot download fails the container.
      try {
        const res = await fetch(videoUrl, { signal: AbortSignal.timeout(10_000) });
        if (res.ok) c.bytes = Buffer.from(await res.arrayBuffer());
        else c.error = 'FAILED_DOWNLOADING_VIDEO';
      } catch {
        c.error = 'FAILED_DOWNLOADING_VIDEO';
      }
    }
    this.containers.set(id, c);
    return json(200, { id });
  }

  private status(c: Container): { status: string; error_message?: string } {
    if (c.published) return { status: 'PUBLISHED' };
    if (c.polls <= this.opts.processingPolls && c.mediaType === 'VIDEO') return { status: 'IN_PROGRESS' };
    if (c.error) return { status: 'ERROR', error_message: c.error };
    if (this.opts.containerExpired) return { status: 'EXPIRED' };
    return { status: 'FINISHED' };
  }

  private async publish(r: FakeReq, user: string): Promise<FakeRes | typeof DROP> {
    const p = await r.params();
    const c = this.containers.get(p.get('creation_id') ?? '');
    if (!c || c.user !== user)
      return graphErr(400, 24, 'The requested resource does not exist', { error_subcode: 4279009 });
    if (c.published) return graphErr(400, 10, 'The media has already been published.', { error_subcode: 2207028 });
    const st = this.status(c).status;
    if (st !== 'FINISHED')
      return graphErr(400, 24, 'Media Not Ready For Publishing', {
        error_subcode: 4279001,
        error_user_msg: `The media container is ${st}.`,
      });
    const id = numericId('1800');
    c.published = id;
    const post: ThreadsPost = {
      id,
      containerId: c.id,
      text: c.text,
      mediaType: c.mediaType,
      bytes: c.bytes,
      replyControl: c.replyControl,
      shortcode: `D${id.slice(-9)}`,
    };
    this.posts.set(id, post);
    if (this.opts.dropAfterPublish) {
      this.opts.dropAfterPublish = false;
      return DROP;
    }
    return json(200, { id });
  }

  private list(user: string): FakeRes {
    if (user !== this.opts.userId) return graphErr(400, 100, `Object with ID '${user}' does not exist.`);
    const data = [...this.posts.values()].reverse().map((p) => ({
      id: p.id,
      text: p.text,
      permalink: this.permalink(p),
      timestamp: '2026-11-27T10:00:00+0000',
    }));
    return json(200, { data, paging: { cursors: { before: 'b', after: 'a' } } });
  }

  private insights(r: FakeReq, id: string): FakeRes {
    const post = this.posts.get(id);
    if (!post) return graphErr(400, 100, `Object with ID '${id}' does not exist.`, { error_subcode: 33 });
    const wanted = (r.query.get('metric') ?? '').split(',');
    const values: Record<string, number> = { views: 1200, likes: 87, replies: 9, reposts: 4, quotes: 2, shares: 5 };
    return json(200, {
      data: wanted
        .filter((m) => m in values)
        .map((name) => ({
          name,
          period: 'lifetime',
          values: [{ value: values[name] }],
          id: `${id}/insights/${name}/lifetime`,
        })),
    });
  }

  private node(r: FakeReq, id: string): FakeRes {
    const c = this.containers.get(id);
    if (c) {
      c.polls++;
      return json(200, { id, ...this.status(c) });
    }
    const post = this.posts.get(id);
    if (post) return json(200, { id, permalink: this.permalink(post) });
    return graphErr(400, 100, `Unsupported get request. Object with ID '${id}' does not exist.`, { error_subcode: 33 });
  }
}
