import { DROP, FakeServer, json, nextId, numericId, readRecord, type FakeReq, type FakeRes } from './base.ts';
import { FakeTokens } from './tokens.ts';
import { parseMultipart } from './x.ts';

/** Pinterest API v5 errors are `{code, message}`. */
const err = (status: number, code: number, message: string) => json(status, { code, message });

interface Media {
  id: string;
  /** The one-time form fields the upload must carry back. */
  params: Record<string, string>;
  bytes?: Buffer;
  polls: number;
}

export interface Pin {
  id: string;
  boardId: string;
  title: string;
  description: string;
  link?: string;
  mediaId: string;
  bytes: Buffer;
  coverKeyFrame?: number;
  createdAt: string;
}

export interface PinterestFakeOptions {
  clientId: string;
  clientSecret: string;
  userId: string;
  username: string;
  /** Status reads answered `processing` after the upload before `succeeded`. */
  processingPolls: number;
  /** The uploaded video fails processing. */
  processingFails: boolean;
  /** POST /v5/pins creates the Pin, then the connection drops before the answer (past the commit point). */
  dropAfterPin: boolean;
}

/**
 * Pinterest API v5: OAuth token (authorization_code, refresh_token; Basic client auth), the user
 * account, boards and their Pins, video media (register -> multipart upload of the returned form
 * to upload_url, as to S3 -> status) and Pins with a `video_id` media source.
 */
export class PinterestFake extends FakeServer {
  readonly tokens = new FakeTokens('pin', false);
  readonly opts: PinterestFakeOptions = {
    clientId: '1500001',
    clientSecret: 'pinterest-secret',
    userId: '900000000000000001',
    username: 'fakepinner',
    processingPolls: 2,
    processingFails: false,
    dropAfterPin: false,
  };
  readonly boards = [
    { id: '549755885175', name: 'Reels', privacy: 'PUBLIC' },
    { id: '549755885176', name: 'Drafts', privacy: 'SECRET' },
  ];
  readonly media = new Map<string, Media>();
  readonly pins = new Map<string, Pin>();

  constructor() {
    super();
    this.route('POST', /^\/v5\/oauth\/token$/, 'oauth.token', (r) => this.token(r));
    this.route('GET', /^\/v5\/user_account$/, 'user_account', (r) => this.authed(r, async () => this.account()));
    this.route('GET', /^\/v5\/boards$/, 'boards', (r) => this.authed(r, async () => this.boardList(r)));
    this.route('GET', /^\/v5\/boards\/(\w+)\/pins$/, 'board.pins', (r, m) =>
      this.authed(r, async () => this.boardPins(m[1]!)),
    );
    this.route('POST', /^\/v5\/media$/, 'media.register', (r) => this.authed(r, () => this.register(r)));
    this.route('POST', /^\/upload\/(\w+)$/, 'media.upload', (r, m) => this.upload(r, m[1]!));
    this.route('GET', /^\/v5\/media\/(\w+)$/, 'media.status', (r, m) =>
      this.authed(r, async () => this.mediaStatus(m[1]!)),
    );
    this.route('POST', /^\/v5\/pins$/, 'pins.create', (r) => this.authed(r, () => this.createPin(r)));
    this.route('GET', /^\/v5\/pins\/(\w+)$/, 'pins.get', (r, m) => this.authed(r, async () => this.getPin(r, m[1]!)));
  }

  private async authed(r: FakeReq, next: () => Promise<FakeRes | typeof DROP>): Promise<FakeRes | typeof DROP> {
    const state = this.tokens.check(r.token());
    if (state === 'ok') return next();
    await r.body();
    return err(
      401,
      2,
      state === 'expired' ? 'Authentication failed. Access token has expired.' : 'Authentication failed.',
    );
  }

  private async token(r: FakeReq): Promise<FakeRes> {
    const basic = r.header('authorization')?.replace(/^Basic /, '');
    const [id, secret] = Buffer.from(basic ?? '', 'base64')
      .toString('utf8')
      .split(':');
    if (id !== this.opts.clientId || secret !== this.opts.clientSecret) return err(401, 2, 'Authentication failed.');
    const p = await r.params();
    const scope = 'boards:read,pins:read,pins:write,user_accounts:read';
    if (p.get('grant_type') === 'authorization_code') {
      const pair = this.tokens.redeem(p.get('code'), p.get('redirect_uri'));
      if (!pair) return err(400, 1, 'Invalid authorization code.');
      return json(200, {
        access_token: pair.accessToken,
        refresh_token: pair.refreshToken,
        response_type: 'authorization_code',
        token_type: 'bearer',
        expires_in: 2592000,
        refresh_token_expires_in: 31536000,
        scope,
      });
    }
    if (p.get('grant_type') === 'refresh_token') {
      const pair = this.tokens.grant(p.get('refresh_token'));
      if (!pair) return err(400, 1, 'Invalid refresh token.');
      return json(200, {
        access_token: pair.accessToken,
        response_type: 'refresh_token',
        token_type: 'bearer',
        expires_in: 2592000,
        scope,
      });
    }
    return err(400, 1, `Invalid grant_type: ${p.get('grant_type') ?? 'missing'}`);
  }

  private account(): FakeRes {
    return json(200, {
      account_type: 'BUSINESS',
      id: this.opts.userId,
      username: this.opts.username,
      profile_image: 'https://i.pinimg.com/fake-pinner.jpg',
      website_url: '',
      follower_count: 1234,
      following_count: 56,
      pin_count: this.pins.size,
    });
  }

  private boardList(r: FakeReq): FakeRes {
    const size = Number(r.query.get('page_size') ?? '25');
    const start = Number(r.query.get('bookmark') ?? '0');
    const items = this.boards.slice(start, start + size);
    const more = start + size < this.boards.length;
    return json(200, {
      items: items.map((b) => ({ ...b, description: '', owner: { username: this.opts.username } })),
      bookmark: more ? String(start + size) : null,
    });
  }

  private pinJson(p: Pin) {
    return {
      id: p.id,
      board_id: p.boardId,
      title: p.title,
      description: p.description,
      link: p.link ?? null,
      created_at: p.createdAt,
      media: { media_type: 'video', cover_image_url: `https://i.pinimg.com/covers/${p.id}.jpg`, duration: 15000 },
    };
  }

  private boardPins(boardId: string): FakeRes {
    if (!this.boards.some((b) => b.id === boardId)) return err(404, 3, 'Board not found.');
    const items = [...this.pins.values()]
      .filter((p) => p.boardId === boardId)
      .reverse()
      .map((p) => this.pinJson(p));
    return json(200, { items, bookmark: null });
  }

  private async register(r: FakeReq): Promise<FakeRes> {
    const body = readRecord(await r.json());
    if (body.media_type !== 'video') return err(400, 1, "Invalid request: media_type must be 'video'.");
    const id = numericId('5');
    const params = {
      'x-amz-date': '20261127T100000Z',
      'x-amz-signature': nextId('sig'),
      'x-amz-security-token': nextId('tok'),
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      key: `uploads/${id}/video.mp4`,
      policy: Buffer.from(`{"media":"${id}"}`).toString('base64'),
      'x-amz-credential': 'AKIAFAKE/20261127/us-east-1/s3/aws4_request',
      'Content-Type': 'multipart/form-data',
    };
    this.media.set(id, { id, params, polls: 0 });
    return json(201, {
      media_id: id,
      media_type: 'video',
      upload_url: `${this.url}/upload/${id}`,
      upload_parameters: params,
    });
  }

  /** The pre-signed S3 form: every field back as given, the file last; 204 on success. */
  private async upload(r: FakeReq, id: string): Promise<FakeRes> {
    const m = this.media.get(id);
    const parts = parseMultipart(await r.body(), r.header('content-type') ?? '');
    if (!m)
      return {
        status: 403,
        headers: { 'content-type': 'application/xml' },
        body: '<Error><Code>AccessDenied</Code><Message>Invalid according to Policy</Message></Error>',
      };
    const names = [...parts.keys()];
    for (const [k, v] of Object.entries(m.params)) {
      if (parts.get(k)?.toString('utf8') !== v)
        return {
          status: 403,
          headers: { 'content-type': 'application/xml' },
          body: `<Error><Code>AccessDenied</Code><Message>Invalid according to Policy: Policy Condition failed: ["eq", "$${k}", "${v}"]</Message></Error>`,
        };
    }
    if (names.at(-1) !== 'file' || !parts.get('file')?.length)
      return {
        status: 400,
        headers: { 'content-type': 'application/xml' },
        body: '<Error><Code>InvalidArgument</Code><Message>POST requires exactly one file upload per request, as the last field.</Message></Error>',
      };
    m.bytes = parts.get('file');
    return { status: 204 };
  }

  private mediaStatus(id: string): FakeRes {
    const m = this.media.get(id);
    if (!m) return err(404, 3, 'Media not found.');
    let status = 'registered';
    if (m.bytes) {
      m.polls++;
      status = this.processed(m);
    }
    return json(200, { media_id: id, media_type: 'video', status });
  }

  private async createPin(r: FakeReq): Promise<FakeRes | typeof DROP> {
    const body = readRecord(await r.json());
    const source = readRecord(body.media_source);
    const boardId = typeof body.board_id === 'string' ? body.board_id : '';
    const title = typeof body.title === 'string' ? body.title : '';
    const description = typeof body.description === 'string' ? body.description : '';
    if (!this.boards.some((b) => b.id === boardId)) return err(404, 3, 'Board not found.');
    if ([...title].length > 100) return err(400, 1, 'Invalid request: title must be 100 characters or fewer.');
    if ([...description].length > 500)
      return err(400, 1, 'Invalid request: description must be 500 characters or fewer.');
    const link = typeof body.link === 'string' ? body.link : undefined;
    if (link !== undefined && !/^https?:\/\//.test(link))
      return err(400, 1, 'Invalid request: link must be a valid URL.');
    if (source.source_type !== 'video_id')
      return err(400, 1, "Invalid request: media_source.source_type must be 'video_id' for a video Pin.");
    const m = this.media.get(String(source.media_id ?? ''));
    if (!m?.bytes) return err(400, 1, 'Invalid request: media_id does not refer to an uploaded video.');
    const status = this.processed(m);
    if (status !== 'succeeded') return err(400, 1, `Invalid request: the video is ${status}, not yet succeeded.`);
    if (source.cover_image_url === undefined && typeof source.cover_image_key_frame_time !== 'number')
      return err(400, 1, 'Invalid request: a video Pin needs cover_image_url or cover_image_key_frame_time.');
    const id = numericId('9');
    const pin: Pin = {
      id,
      boardId,
      title,
      description,
      link,
      mediaId: m.id,
      bytes: m.bytes,
      coverKeyFrame:
        typeof source.cover_image_key_frame_time === 'number' ? source.cover_image_key_frame_time : undefined,
      createdAt: '2026-11-27T10:00:00',
    };
    this.pins.set(id, pin);
    if (this.opts.dropAfterPin) {
      this.opts.dropAfterPin = false;
      return DROP;
    }
    return json(201, this.pinJson(pin));
  }

  /** An uploaded video's processing state, without counting a poll. */
  private processed(m: Media): string {
    return m.polls <= this.opts.processingPolls ? 'processing' : this.opts.processingFails ? 'failed' : 'succeeded';
  }

  private getPin(r: FakeReq, id: string): FakeRes {
    const p = this.pins.get(id);
    if (!p) return err(404, 3, 'Pin not found.');
    const metrics =
      r.query.get('pin_metrics') === 'true'
        ? {
            pin_metrics: {
              '90d': { pin_click: 7, impression: 640, clickthrough: 3 },
              lifetime_metrics: { pin_click: 9, impression: 800, clickthrough: 4, reaction: 31, comment: 5, save: 12 },
            },
          }
        : {};
    return json(200, { ...this.pinJson(p), ...metrics });
  }
}
