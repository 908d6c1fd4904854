import { FakeServer, json, readRecord, type FakeReq, type FakeRes } from './base.ts';
import { FakeTokens } from './tokens.ts';

const MAX_SEGMENT = 5 * 1024 * 1024;
const problem = (status: number, title: string, detail: string) =>
  json(status, {
    title,
    detail,
    type: `https://api.twitter.com/2/problems/${title.toLowerCase().replace(/\s+/g, '-')}`,
    status,
  });

interface Media {
  id: string;
  total: number;
  segments: Map<number, Buffer>;
  finalized: boolean;
  polls: number;
  state?: 'pending' | 'in_progress' | 'succeeded' | 'failed';
}

export interface XFakeOptions {
  clientId: string;
  clientSecret: string;
  /** STATUS reads answered in_progress before the final state. */
  processingPolls: number;
  /** Processing ends failed with this message. */
  processingError?: string;
}

/** Minimal multipart/form-data parser: fields as text, files as bytes. */
export function parseMultipart(body: Buffer, contentType: string): Map<string, Buffer> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const out = new Map<string, Buffer>();
  if (!boundary) return out;
  const delim = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let pos = body.indexOf(delim);
  while (pos !== -1) {
    const start = pos + delim.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delim, start);
    if (next === -1) break;
    const part = body.subarray(start + 2, next - 2); // skip CRLF after the delimiter and before the next
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const name = /name="([^"]+)"/.exec(headers)?.[1];
    if (name) out.set(name, part.subarray(headerEnd + 4));
    pos = next;
  }
  return out;
}

/** X API v2: media upload initialize/append/finalize/STATUS, POST /2/tweets, OAuth 2 refresh. */
export class XFake extends FakeServer {
  readonly tokens = new FakeTokens('x', true);
  readonly opts: XFakeOptions = { clientId: 'x-client', clientSecret: 'x-secret', processingPolls: 2 };
  readonly media = new Map<string, Media>();
  readonly tweets: { id: string; text: string; mediaIds: string[]; at: Date }[] = [];

  constructor() {
    super();
    this.route('POST', /^\/2\/oauth2\/token$/, 'oauth.token', (r) => this.token(r));
    this.route('POST', /^\/2\/media\/upload\/initialize$/, 'media.initialize', (r) =>
      this.authed(r, () => this.initialize(r)),
    );
    this.route('POST', /^\/2\/media\/upload\/(\d+)\/append$/, 'media.append', (r, m) =>
      this.authed(r, () => this.append(r, m[1]!)),
    );
    this.route('POST', /^\/2\/media\/upload\/(\d+)\/finalize$/, 'media.finalize', (r, m) =>
      this.authed(r, () => this.finalize(r, m[1]!)),
    );
    this.route('GET', /^\/2\/media\/upload$/, 'media.status', (r) => this.authed(r, () => this.status(r)));
    this.route('GET', /^\/2\/users\/me$/, 'users.me', (r) =>
      this.authed(r, async () =>
        json(200, {
          data: {
            id: '1500000000000000001',
            name: 'Fake Creator',
            username: 'fakecreator',
            profile_image_url: 'https://pbs.twimg.example/profile_images/fake_normal.jpg',
          },
        }),
      ),
    );
    // The account's timeline, newest first (reconcile finds a post whose answer was lost by its text).
    this.route('GET', /^\/2\/users\/(\d+)\/tweets$/, 'users.tweets', (r) =>
      this.authed(r, async () => {
        const since = r.query.get('start_time');
        const max = Math.min(Number(r.query.get('max_results') ?? 10), 100);
        const list = this.tweets
          .filter((t) => !since || t.at.getTime() >= Date.parse(since))
          .reverse()
          .slice(0, max)
          .map((t) => ({ id: t.id, text: t.text, created_at: t.at.toISOString(), edit_history_tweet_ids: [t.id] }));
        return json(
          200,
          list.length ? { data: list, meta: { result_count: list.length } } : { meta: { result_count: 0 } },
        );
      }),
    );
    this.route('POST', /^\/2\/tweets$/, 'tweets.create', (r) => this.authed(r, () => this.tweet(r)));
  }

  uploadedBytes(mediaId: string): Buffer {
    const m = this.media.get(mediaId);
    return m ? Buffer.concat([...m.segments.entries()].sort((a, b) => a[0] - b[0]).map(([, b]) => b)) : Buffer.alloc(0);
  }

  private async authed(r: FakeReq, next: () => Promise<FakeRes>): Promise<FakeRes> {
    if (this.tokens.check(r.token()) !== 'ok') {
      await r.body();
      return problem(401, 'Unauthorized', 'Unauthorized');
    }
    return next();
  }

  private async token(r: FakeReq): Promise<FakeRes> {
    const p = await r.params();
    const basic = `Basic ${Buffer.from(`${this.opts.clientId}:${this.opts.clientSecret}`).toString('base64')}`;
    if (r.header('authorization') !== basic)
      return json(401, { error: 'unauthorized_client', error_description: 'Missing valid authorization header' });
    if (p.get('grant_type') === 'authorization_code') {
      const pair = this.tokens.redeem(p.get('code'), p.get('redirect_uri'), p.get('code_verifier'));
      if (!pair)
        return json(400, {
          error: 'invalid_request',
          error_description: 'Value passed for the authorization code was invalid.',
        });
      return json(200, {
        token_type: 'bearer',
        expires_in: 7200,
        access_token: pair.accessToken,
        scope: 'tweet.write users.read tweet.read media.write offline.access',
        refresh_token: pair.refreshToken,
      });
    }
    if (p.get('grant_type') !== 'refresh_token')
      return json(400, { error: 'invalid_request', error_description: 'Missing required parameter [grant_type].' });
    const pair = this.tokens.grant(p.get('refresh_token'));
    if (!pair)
      return json(400, { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' });
    return json(200, {
      token_type: 'bearer',
      expires_in: 7200,
      access_token: pair.accessToken,
      scope: 'tweet.write users.read tweet.read media.write offline.access',
      refresh_token: pair.refreshToken,
    });
  }

  private async initialize(r: FakeReq): Promise<FakeRes> {
    const b = readRecord(await r.json());
    const total = Number(b.total_bytes);
    if (b.media_type !== 'video/mp4')
      return problem(400, 'Invalid Request', 'One or more parameters to your request was invalid: media_type.');
    if (!Number.isInteger(total) || total <= 0 || total > 512 * 1024 * 1024)
      return problem(400, 'Invalid Request', 'total_bytes must be between 1 and 536870912.');
    if (b.media_category !== 'tweet_video')
      return problem(400, 'Invalid Request', 'media_category must be tweet_video for a video.');
    const id = `18${String(Date.now()).slice(-9)}${String(this.media.size).padStart(6, '0')}`;
    this.media.set(id, { id, total, segments: new Map(), finalized: false, polls: 0 });
    return json(200, { data: { id, media_key: `7_${id}`, expires_after_secs: 86400 } });
  }

  private async append(r: FakeReq, id: string): Promise<FakeRes> {
    const m = this.media.get(id);
    const parts = parseMultipart(await r.body(), r.header('content-type') ?? '');
    if (!m) return problem(400, 'Invalid Request', `media_id ${id} was not found.`);
    if (m.finalized) return problem(400, 'Invalid Request', 'The media is already finalized.');
    const index = Number(parts.get('segment_index')?.toString());
    const media = parts.get('media');
    if (!Number.isInteger(index) || index < 0 || index > 999)
      return problem(400, 'Invalid Request', 'segment_index must be an integer from 0 to 999.');
    if (!media?.length) return problem(400, 'Invalid Request', 'The media field is required.');
    if (media.length > MAX_SEGMENT)
      return problem(
        400,
        'Invalid Request',
        `Segment ${index} is ${media.length} bytes; a segment may be at most 5 MB.`,
      );
    m.segments.set(index, media);
    return json(200, { data: { expires_at: Math.floor(Date.now() / 1000) + 86400 } });
  }

  private async finalize(r: FakeReq, id: string): Promise<FakeRes> {
    await r.body();
    const m = this.media.get(id);
    if (!m) return problem(400, 'Invalid Request', `media_id ${id} was not found.`);
    if (m.finalized) return problem(400, 'Invalid Request', 'The media is already finalized.');
    const indexes = [...m.segments.keys()].sort((a, b) => a - b);
    if (indexes.some((v, i) => v !== i))
      return problem(400, 'Invalid Request', 'Segments are missing: segment indexes must run from 0 without gaps.');
    const size = this.uploadedBytes(id).length;
    if (size !== m.total)
      return problem(400, 'Invalid Request', `File size ${size} does not match total_bytes ${m.total}.`);
    m.finalized = true;
    m.state = 'pending';
    return json(200, {
      data: {
        id,
        media_key: `7_${id}`,
        size,
        expires_after_secs: 86400,
        processing_info: { state: 'pending', check_after_secs: 1 },
      },
    });
  }

  private async status(r: FakeReq): Promise<FakeRes> {
    if (r.query.get('command') !== 'STATUS') return problem(400, 'Invalid Request', 'command must be STATUS.');
    const m = this.media.get(r.query.get('media_id') ?? '');
    if (!m?.finalized) return problem(400, 'Invalid Request', 'media_id was not found or not finalized.');
    m.polls++;
    if (m.polls <= this.opts.processingPolls) {
      m.state = 'in_progress';
      return json(200, {
        data: {
          id: m.id,
          media_key: `7_${m.id}`,
          processing_info: { state: 'in_progress', check_after_secs: 2, progress_percent: Math.min(99, m.polls * 40) },
        },
      });
    }
    if (this.opts.processingError) {
      m.state = 'failed';
      return json(200, {
        data: {
          id: m.id,
          processing_info: {
            state: 'failed',
            progress_percent: 100,
            error: { code: 1, name: 'InvalidMedia', message: this.opts.processingError },
          },
        },
      });
    }
    m.state = 'succeeded';
    return json(200, {
      data: { id: m.id, media_key: `7_${m.id}`, processing_info: { state: 'succeeded', progress_percent: 100 } },
    });
  }

  private async tweet(r: FakeReq): Promise<FakeRes> {
    const b = readRecord(await r.json());
    const text = typeof b.text === 'string' ? b.text : '';
    const mediaIds = readRecord(b.media).media_ids;
    const ids = Array.isArray(mediaIds) ? mediaIds.map(String) : [];
    if (!text && !ids.length)
      return problem(
        400,
        'Invalid Request',
        'One or more parameters to your request was invalid: text or media is required.',
      );
    if (text.length > 280)
      return problem(
        400,
        'Invalid Request',
        'Your Tweet text is too long. For more information on how Twitter counts characters, please see https://developer.twitter.com/en/docs/counting-characters',
      );
    for (const id of ids) {
      if (this.media.get(id)?.state !== 'succeeded')
        return problem(400, 'Invalid Request', `Your media IDs are invalid: ${id} is not ready.`);
    }
    if (this.tweets.some((t) => t.text === text))
      return problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
    const id = `19${String(Date.now()).slice(-9)}${String(this.tweets.length).padStart(6, '0')}`;
    this.tweets.push({ id, text, mediaIds: ids, at: new Date() });
    return json(201, { data: { id, text, edit_history_tweet_ids: [id] } });
  }
}

export const xRateLimitHeaders = (resetEpochSec: number) => ({
  'x-rate-limit-limit': '100',
  'x-rate-limit-remaining': '0',
  'x-rate-limit-reset': String(resetEpochSec),
});
