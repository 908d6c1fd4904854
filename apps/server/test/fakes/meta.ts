import { DROP, FakeServer, json, nextId, numericId, type FakeReq, type FakeRes } from './base.ts';
import { FakeTokens } from './tokens.ts';

const V = '(v\\d+\\.\\d+)';
const graphErr = (status: number, code: number, message: string, extra: Record<string, unknown> = {}) =>
  json(status, {
    error: {
      message,
      type: code === 190 ? 'OAuthException' : 'GraphMethodException',
      code,
      fbtrace_id: nextId('trace'),
      ...extra,
    },
  });

interface Container {
  id: string;
  igUser: string;
  caption: string;
  bytes?: Buffer;
  polls: number;
  published?: string;
}

interface UploadSession {
  id: string;
  length: number;
  parts: Buffer[];
  offset: number;
  handle?: string;
}

interface PageVideo {
  id: string;
  page: string;
  title: string;
  description: string;
  bytes: Buffer;
  polls: number;
}

export interface MetaFakeOptions {
  appId: string;
  appSecret: string;
  igUserId: string;
  pageId: string;
  /** Status reads answered IN_PROGRESS / processing before the final state. */
  processingPolls: number;
  /** IG processing ends ERROR with this status text. */
  igProcessingError?: string;
  /** IG containers end EXPIRED (left unpublished past their 24 h) instead of FINISHED. */
  igContainerExpired?: boolean;
  /** The Facebook resumable upload drops the connection once after this many bytes. */
  dropFacebookUploadAfter?: number;
}

/**
 * Meta Graph API for Instagram Reels (resumable container + rupload) and Facebook Page posts
 * (feed, Resumable Upload API + graph-video /videos). One server plays graph, graph-video and rupload.
 */
export class MetaFake extends FakeServer {
  readonly tokens = new FakeTokens('meta', false);
  readonly opts: MetaFakeOptions = {
    appId: '1234567890',
    appSecret: 'meta-secret',
    igUserId: '17841400000000001',
    pageId: '100000000000001',
    processingPolls: 2,
  };
  readonly containers = new Map<string, Container>();
  readonly igMedia = new Map<string, { id: string; containerId: string; caption: string }>();
  readonly uploads = new Map<string, UploadSession>();
  readonly pageVideos = new Map<string, PageVideo>();
  readonly pagePosts = new Map<string, { id: string; message: string }>();
  /** Comments added under IG media, Page videos and Page posts. */
  readonly comments: { objectId: string; message: string }[] = [];
  private dropped = false;

  constructor() {
    super();
    this.route('GET', new RegExp(`^/${V}/oauth/access_token$`), 'oauth.exchange', (r) => this.exchange(r));
    this.route('POST', new RegExp(`^/ig-api-upload/${V}/(\\d+)$`), 'ig.rupload', (r, m) => this.rupload(r, m[2]!));
    this.route('POST', new RegExp(`^/${V}/(\\d+)/media$`), 'ig.container', (r, m) =>
      this.authed(r, () => this.container(r, m[2]!)),
    );
    this.route('POST', new RegExp(`^/${V}/(\\d+)/media_publish$`), 'ig.publish', (r, m) =>
      this.authed(r, () => this.igPublish(r, m[2]!)),
    );
    this.route('POST', new RegExp(`^/${V}/(\\d+)/uploads$`), 'fb.upload.start', (r, m) =>
      this.authed(r, () => this.uploadStart(r, m[2]!)),
    );
    this.route('POST', new RegExp(`^/${V}/(upload:[\\w-]+)$`), 'fb.upload.transfer', (r, m) =>
      this.authed(r, () => this.transfer(r, m[2]!), 'OAuth'),
    );
    this.route('POST', new RegExp(`^/${V}/(\\d+)/videos$`), 'fb.videos', (r, m) =>
      this.authed(r, () => this.pageVideo(r, m[2]!)),
    );
    this.route('POST', new RegExp(`^/${V}/(\\d+)/feed$`), 'fb.feed', (r, m) =>
      this.authed(r, () => this.feed(r, m[2]!)),
    );
    this.route('POST', new RegExp(`^/${V}/([\\w-]+)/comments$`), 'comments', (r, m) =>
      this.authed(r, () => this.comment(r, m[2]!)),
    );
    this.route('GET', new RegExp(`^/${V}/(\\d+)/media$`), 'ig.media', (r, m) =>
      this.authed(r, async () =>
        json(200, {
          data: [...this.igMedia.values()]
            .filter(() => m[2] === this.opts.igUserId)
            .reverse()
            .map((x) => ({
              id: x.id,
              caption: x.caption,
              permalink: `https://www.instagram.com/reel/C${x.id.slice(-8)}/`,
            })),
        }),
      ),
    );
    this.route('GET', new RegExp(`^/${V}/me/accounts$`), 'me.accounts', (r) => this.authed(r, () => this.accounts()));
    // The Page's own videos and posts (reconcile looks there for a publish cut off mid-answer).
    this.route('GET', new RegExp(`^/${V}/(\\d+)/(videos|posts)$`), 'page.edge', (r, m) =>
      this.authed(r, async () => {
        if (m[2] !== this.opts.pageId) return graphErr(400, 100, `Object with ID '${m[2]}' does not exist.`);
        const data =
          m[3] === 'videos'
            ? [...this.pageVideos.values()].map((v) => ({
                id: v.id,
                description: v.description,
                permalink_url: `/${v.page}/videos/${v.id}/`,
              }))
            : [...this.pagePosts.values()].map((p) => ({
                id: p.id,
                message: p.message,
                permalink_url: `https://www.facebook.com/${p.id.replace('_', '/posts/')}`,
              }));
        return json(200, { data: data.reverse() });
      }),
    );
    this.route('GET', new RegExp(`^/${V}/([\\w:_-]+)$`), 'node', (r, m) =>
      this.authed(r, () => this.node(r, m[2]!), r.header('authorization')?.startsWith('OAuth') ? 'OAuth' : 'Bearer'),
    );
  }

  get igPublished() {
    return this.igMedia.size;
  }

  private async authed(
    r: FakeReq,
    next: () => Promise<FakeRes | typeof DROP>,
    scheme = 'Bearer',
  ): Promise<FakeRes | typeof DROP> {
    const state = this.tokens.check(r.token(scheme) ?? (await r.params()).get('access_token') ?? undefined);
    if (state === 'ok') return next();
    await r.body();
    if (state === 'expired') {
      return graphErr(
        400,
        190,
        'Error validating access token: Session has expired on Friday, 20-Nov-26 10:00:00 PST.',
        { error_subcode: 463 },
      );
    }
    return graphErr(400, 190, 'Invalid OAuth access token - Cannot parse access token', { error_subcode: 467 });
  }

  private async exchange(r: FakeReq): Promise<FakeRes> {
    const q = r.query;
    if (q.get('client_id') !== this.opts.appId || q.get('client_secret') !== this.opts.appSecret) {
      return graphErr(400, 1, 'Error validating client secret.');
    }
    if (q.has('code')) {
      const pair = this.tokens.redeem(q.get('code'), q.get('redirect_uri'));
      if (!pair) return graphErr(400, 100, 'Invalid verification code format.', { error_subcode: 36008 });
      return json(200, { access_token: pair.accessToken, token_type: 'bearer', expires_in: 5183 });
    }
    if (q.get('grant_type') !== 'fb_exchange_token') return graphErr(400, 100, 'Unsupported grant_type');
    const token = this.tokens.exchange(q.get('fb_exchange_token'));
    if (!token)
      return graphErr(400, 190, 'Error validating access token: The session has been invalidated.', {
        error_subcode: 460,
      });
    return json(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
  }

  /** The Pages the user manages, each with a Page token and its linked Instagram professional account. */
  private async accounts(): Promise<FakeRes> {
    return json(200, {
      data: [
        {
          id: this.opts.pageId,
          name: 'Fake Page',
          access_token: this.tokens.issue().accessToken,
          instagram_business_account: { id: this.opts.igUserId, username: 'fake.ig' },
        },
      ],
      paging: { cursors: { before: 'b', after: 'a' } },
    });
  }

  private async container(r: FakeReq, igUser: string): Promise<FakeRes> {
    const p = await r.params();
    if (igUser !== this.opts.igUserId)
      return graphErr(400, 100, `Unsupported post request. Object with ID '${igUser}' does not exist.`, {
        error_subcode: 33,
      });
    if (p.get('media_type') !== 'REELS') return graphErr(400, 100, 'The parameter media_type must be REELS for video.');
    if (p.get('upload_type') !== 'resumable') return graphErr(400, 100, 'Provide video_url or upload_type=resumable.');
    const caption = p.get('caption') ?? '';
    if (caption.length > 2200) return graphErr(400, 100, 'The caption is too long.', { error_subcode: 2207008 });
    const id = numericId('1800');
    this.containers.set(id, { id, igUser, caption, polls: 0 });
    return json(200, { id, uri: `${this.url}/ig-api-upload/v24.0/${id}` });
  }

  private async rupload(r: FakeReq, id: string): Promise<FakeRes> {
    const body = await r.body();
    if (this.tokens.check(r.token('OAuth')) !== 'ok') {
      return json(401, { debug_info: { retriable: false, type: 'AuthError', message: 'Invalid OAuth access token.' } });
    }
    const c = this.containers.get(id);
    if (!c)
      return json(400, {
        debug_info: { retriable: false, type: 'ProcessingFailedError', message: 'Container not found.' },
      });
    const size = Number(r.header('file_size'));
    if (r.header('offset') !== '0')
      return json(400, {
        debug_info: { retriable: false, type: 'BadRequest', message: 'offset must be 0 for a new upload.' },
      });
    if (!Number.isInteger(size) || size !== body.length || Number(r.header('content-length')) !== size) {
      return json(400, {
        debug_info: {
          retriable: false,
          type: 'BadRequest',
          message: `file_size ${size} does not match the ${body.length} bytes received.`,
        },
      });
    }
    c.bytes = body;
    return json(200, { success: true, message: 'Upload successful.' });
  }

  private async igPublish(r: FakeReq, igUser: string): Promise<FakeRes> {
    const p = await r.params();
    const c = this.containers.get(p.get('creation_id') ?? '');
    if (!c || c.igUser !== igUser)
      return graphErr(400, 100, 'Invalid parameter', { error_user_msg: 'The media container does not exist.' });
    if (c.published) return graphErr(400, 9007, 'The media has already been published.', { error_subcode: 2207028 });
    if (!c.bytes || c.polls <= this.opts.processingPolls) {
      return graphErr(400, 9007, 'Media ID is not available', {
        error_subcode: 2207027,
        error_user_msg: 'The media is not ready for publishing, please wait for a moment',
      });
    }
    const id = numericId('1790');
    c.published = id;
    this.igMedia.set(id, { id, containerId: c.id, caption: c.caption });
    return json(200, { id });
  }

  private async uploadStart(r: FakeReq, appId: string): Promise<FakeRes> {
    const p = await r.params();
    if (appId !== this.opts.appId)
      return graphErr(400, 100, `Unsupported post request. Object with ID '${appId}' does not exist.`);
    const length = Number(p.get('file_length'));
    if (!p.get('file_name') || !Number.isInteger(length) || length <= 0)
      return graphErr(400, 100, 'file_name and file_length are required.');
    if (p.get('file_type') !== 'video/mp4')
      return graphErr(
        400,
        100,
        'file_type must be one of application/pdf, image/jpeg, image/jpg, image/png, video/mp4.',
      );
    const id = `upload:${nextId('MTpz')}`;
    this.uploads.set(id, { id, length, parts: [], offset: 0 });
    return json(200, { id });
  }

  private async transfer(r: FakeReq, id: string): Promise<FakeRes | typeof DROP> {
    const s = this.uploads.get(id);
    if (!s) return (await r.body(), graphErr(400, 100, 'Upload session not found.'));
    const offset = Number(r.header('file_offset'));
    if (offset !== s.offset)
      return (
        await r.body(),
        graphErr(400, 100, `file_offset ${offset} does not match the session offset ${s.offset}.`)
      );
    const expected = s.length - offset;
    const drop = this.opts.dropFacebookUploadAfter;
    if (drop !== undefined && !this.dropped && drop < expected) {
      this.dropped = true;
      const got = await r.readSome(drop);
      s.parts.push(got);
      s.offset += got.length;
      return DROP;
    }
    const body = await r.body();
    if (body.length !== expected)
      return graphErr(400, 100, `Expected ${expected} bytes from offset ${offset}, got ${body.length}.`);
    s.parts.push(body);
    s.offset = s.length;
    s.handle = `4:${Buffer.from(id).toString('base64url')}`;
    return json(200, { h: s.handle });
  }

  private async pageVideo(r: FakeReq, page: string): Promise<FakeRes> {
    const p = await r.params();
    if (page !== this.opts.pageId) return graphErr(400, 100, `Object with ID '${page}' does not exist.`);
    const s = [...this.uploads.values()].find((u) => u.handle && u.handle === p.get('fbuploader_video_file_chunk'));
    if (!s)
      return graphErr(400, 100, 'Invalid parameter', {
        error_user_msg: 'The uploaded file handle is invalid or expired.',
      });
    const id = numericId('1200');
    this.pageVideos.set(id, {
      id,
      page,
      title: p.get('title') ?? '',
      description: p.get('description') ?? '',
      bytes: Buffer.concat(s.parts),
      polls: 0,
    });
    return json(200, { id });
  }

  private async comment(r: FakeReq, objectId: string): Promise<FakeRes> {
    const message = (await r.params()).get('message') ?? '';
    const known = this.igMedia.has(objectId) || this.pageVideos.has(objectId) || this.pagePosts.has(objectId);
    if (!known) return graphErr(400, 100, `Object with ID '${objectId}' does not exist.`);
    if (!message.trim()) return graphErr(400, 100, '(#100) The parameter message is required');
    this.comments.push({ objectId, message });
    return json(200, { id: `${objectId}_c${this.comments.length}` });
  }

  private async feed(r: FakeReq, page: string): Promise<FakeRes> {
    const p = await r.params();
    if (page !== this.opts.pageId) return graphErr(400, 100, `Object with ID '${page}' does not exist.`);
    const message = p.get('message') ?? '';
    if (!message.trim())
      return graphErr(400, 100, 'Invalid parameter', {
        error_user_msg: 'The post is empty. Please enter a message to share.',
      });
    if ([...this.pagePosts.values()].some((x) => x.message === message)) {
      return graphErr(400, 506, 'Duplicate status message', {
        error_user_msg: 'This status update is identical to the last one you posted. Try posting something different.',
      });
    }
    const id = `${page}_${this.pagePosts.size + 1000}`;
    this.pagePosts.set(id, { id, message });
    return json(200, { id });
  }

  private async node(r: FakeReq, id: string): Promise<FakeRes> {
    const fields = (r.query.get('fields') ?? '').split(',');
    const c = this.containers.get(id);
    if (c) {
      if (!c.bytes) return json(200, { id, status_code: 'IN_PROGRESS', status: 'In Progress: waiting for the upload' });
      c.polls++;
      if (c.published) return json(200, { id, status_code: 'PUBLISHED', status: 'Published' });
      if (c.polls <= this.opts.processingPolls)
        return json(200, { id, status_code: 'IN_PROGRESS', status: 'In Progress: processing' });
      if (this.opts.igProcessingError)
        return json(200, { id, status_code: 'ERROR', status: this.opts.igProcessingError });
      if (this.opts.igContainerExpired) return json(200, { id, status_code: 'EXPIRED', status: 'Expired' });
      return json(200, { id, status_code: 'FINISHED', status: 'Finished: Media container is ready to be published.' });
    }
    if (this.igMedia.has(id)) return json(200, { id, permalink: `https://www.instagram.com/reel/C${id.slice(-8)}/` });
    const s = this.uploads.get(id);
    if (s) return json(200, { id, file_offset: s.offset });
    const v = this.pageVideos.get(id);
    if (v) {
      v.polls++;
      const ready = v.polls > this.opts.processingPolls;
      return json(200, {
        id,
        ...(fields.includes('status')
          ? {
              status: {
                video_status: ready ? 'ready' : 'processing',
                processing_phase: { status: ready ? 'complete' : 'in_progress' },
              },
            }
          : {}),
        ...(fields.includes('permalink_url') ? { permalink_url: `/${v.page}/videos/${id}/` } : {}),
      });
    }
    // The Page and the professional account themselves (who a Page or IG token acts for).
    if (id === this.opts.pageId)
      return json(200, { id, name: 'Fake Page', picture: { data: { url: 'https://scontent.example/fake-page.jpg' } } });
    if (id === this.opts.igUserId)
      return json(200, { id, username: 'fake.ig', profile_picture_url: 'https://scontent.example/fake-ig.jpg' });
    const post = this.pagePosts.get(id);
    if (post) return json(200, { id, permalink_url: `https://www.facebook.com/${id.replace('_', '/posts/')}` });
    return graphErr(400, 100, `Unsupported get request. Object with ID '${id}' does not exist.`, { error_subcode: 33 });
  }
}
