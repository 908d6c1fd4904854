import { createHash } from 'node:crypto';
import { FakeServer, json, readRecord, type FakeReq, type FakeRes } from './base.ts';
import { FakeTokens } from './tokens.ts';

const lerr = (status: number, message: string, code?: string, serviceErrorCode?: number) =>
  json(status, { status, message, ...(code ? { code } : {}), ...(serviceErrorCode ? { serviceErrorCode } : {}) });

interface Video {
  urn: string;
  owner: string;
  size: number;
  parts: { first: number; last: number; bytes?: Buffer; etag?: string }[];
  status: 'WAITING_UPLOAD' | 'PROCESSING' | 'AVAILABLE' | 'PROCESSING_FAILED';
  polls: number;
}

export interface LinkedInFakeOptions {
  clientId: string;
  clientSecret: string;
  /** Upload part size (LinkedIn uses 4 MiB). */
  partSize: number;
  processingPolls: number;
  processingFailure?: string;
  /** The member id the OpenID userinfo endpoint reports. */
  memberId: string;
}

/** LinkedIn Videos API (initialize/parts/finalize/status), Posts API, and the partner refresh grant. */
export class LinkedInFake extends FakeServer {
  readonly tokens = new FakeTokens('li', true);
  readonly opts: LinkedInFakeOptions = {
    clientId: 'li-client',
    clientSecret: 'li-secret',
    partSize: 4 * 1024 * 1024,
    processingPolls: 2,
    memberId: 'fakeMember01',
  };
  readonly videos = new Map<string, Video>();
  readonly posts: { urn: string; author: string; commentary: string; media?: string }[] = [];

  constructor() {
    super();
    this.route('POST', /^\/oauth\/v2\/accessToken$/, 'oauth.token', (r) => this.token(r));
    this.route('POST', /^\/rest\/videos$/, 'videos.action', (r) => this.rest(r, () => this.videoAction(r)));
    this.route('PUT', /^\/upload\/(\d+)\/(\d+)$/, 'videos.part', (r, m) => this.part(r, m[1]!, Number(m[2])));
    this.route('GET', /^\/rest\/videos\/([^/]+)$/, 'videos.get', (r, m) =>
      this.rest(r, () => this.getVideo(decodeURIComponent(m[1]!))),
    );
    this.route('GET', /^\/v2\/userinfo$/, 'userinfo', async (r) =>
      this.tokens.check(r.token()) === 'ok'
        ? json(200, {
            sub: this.opts.memberId,
            name: 'Fake Member',
            given_name: 'Fake',
            family_name: 'Member',
            picture: 'https://media.licdn.example/fake-member.jpg',
          })
        : lerr(401, 'Invalid access token', 'INVALID_ACCESS_TOKEN', 65600),
    );
    this.route('POST', /^\/rest\/posts$/, 'posts.create', (r) => this.rest(r, () => this.post(r)));
    // Find posts by author (q=author), newest first.
    this.route('GET', /^\/rest\/posts$/, 'posts.byAuthor', (r) =>
      this.rest(r, async () => {
        const q = r.url.searchParams;
        if (q.get('q') !== 'author' || !q.get('author')) return lerr(400, 'The finder q=author needs an author.', 'ILLEGAL_ARGUMENT');
        const elements = this.posts
          .filter((p) => p.author === q.get('author'))
          .reverse()
          .slice(0, Number(q.get('count') ?? 10))
          .map((p) => ({ id: p.urn, author: p.author, commentary: p.commentary, ...(p.media ? { content: { media: { id: p.media } } } : {}) }));
        return json(200, { elements, paging: { start: 0, count: elements.length } });
      }),
    );
  }

  uploadedBytes(urn: string): Buffer {
    return Buffer.concat(this.videos.get(urn)?.parts.map((p) => p.bytes ?? Buffer.alloc(0)) ?? []);
  }

  private async rest(r: FakeReq, next: () => Promise<FakeRes>): Promise<FakeRes> {
    const state = this.tokens.check(r.token());
    if (state !== 'ok') {
      await r.body();
      return state === 'expired'
        ? lerr(401, 'The token used in the request has expired', 'EXPIRED_ACCESS_TOKEN', 65601)
        : lerr(401, 'Invalid access token', 'INVALID_ACCESS_TOKEN', 65600);
    }
    if (!/^\d{6}$/.test(r.header('linkedin-version') ?? '')) {
      await r.body();
      return lerr(
        400,
        'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
        'VERSION_MISSING',
      );
    }
    if (r.header('x-restli-protocol-version') !== '2.0.0') {
      await r.body();
      return lerr(400, 'X-Restli-Protocol-Version 2.0.0 is required for this resource.', 'ILLEGAL_ARGUMENT');
    }
    return next();
  }

  private async token(r: FakeReq): Promise<FakeRes> {
    const p = await r.params();
    if (p.get('client_id') !== this.opts.clientId || p.get('client_secret') !== this.opts.clientSecret) {
      return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    if (p.get('grant_type') === 'authorization_code') {
      const pair = this.tokens.redeem(p.get('code'), p.get('redirect_uri'));
      if (!pair)
        return json(400, {
          error: 'invalid_request',
          error_description: 'Unable to retrieve access token: authorization code not found',
        });
      return json(200, {
        access_token: pair.accessToken,
        expires_in: 5184000,
        scope: 'openid,profile,w_member_social',
      });
    }
    const pair = this.tokens.grant(p.get('refresh_token'));
    if (!pair)
      return json(400, {
        error: 'invalid_request',
        error_description: 'The provided authorization grant or refresh token is invalid, expired or revoked',
      });
    return json(200, {
      access_token: pair.accessToken,
      expires_in: 5184000,
      refresh_token: pair.refreshToken,
      refresh_token_expires_in: 31536000,
      scope: 'w_member_social',
    });
  }

  private async videoAction(r: FakeReq): Promise<FakeRes> {
    const action = r.query.get('action');
    const body = readRecord(await r.json());
    if (action === 'initializeUpload') {
      const req = readRecord(body.initializeUploadRequest);
      const owner = String(req.owner ?? '');
      const size = Number(req.fileSizeBytes);
      if (!/^urn:li:(person|organization):\w+$/.test(owner))
        return lerr(
          422,
          `/initializeUploadRequest/owner: '${owner}' is not a valid person or organization URN`,
          'UNPROCESSABLE_ENTITY',
        );
      if (!Number.isInteger(size) || size <= 0 || size > 500 * 1024 * 1024)
        return lerr(
          422,
          '/initializeUploadRequest/fileSizeBytes must be between 1 and 524288000',
          'UNPROCESSABLE_ENTITY',
        );
      const id = `${Date.now()}${this.videos.size}`;
      const urn = `urn:li:video:${id}`;
      const parts: Video['parts'] = [];
      for (let first = 0, i = 0; first < size; first += this.opts.partSize, i++) {
        parts.push({ first, last: Math.min(first + this.opts.partSize, size) - 1 });
      }
      this.videos.set(urn, { urn, owner, size, parts, status: 'WAITING_UPLOAD', polls: 0 });
      return json(200, {
        value: {
          uploadUrlsExpireAt: Date.now() + 3600_000,
          video: urn,
          uploadInstructions: parts.map((p, i) => ({
            uploadUrl: `${this.url}/upload/${id}/${i}`,
            firstByte: p.first,
            lastByte: p.last,
          })),
          uploadToken: '',
        },
      });
    }
    if (action === 'finalizeUpload') {
      const req = readRecord(body.finalizeUploadRequest);
      const v = this.videos.get(String(req.video ?? ''));
      if (!v) return lerr(404, 'Video not found', 'NOT_FOUND');
      const ids = Array.isArray(req.uploadedPartIds) ? req.uploadedPartIds.map(String) : [];
      if (ids.length !== v.parts.length || v.parts.some((p, i) => !p.etag || p.etag !== ids[i])) {
        return lerr(400, "uploadedPartIds must list every part's ETag in upload order", 'BAD_REQUEST');
      }
      v.status = 'PROCESSING';
      return { status: 200 };
    }
    return lerr(400, `Unsupported action ${action}`, 'BAD_REQUEST');
  }

  private async part(r: FakeReq, id: string, index: number): Promise<FakeRes> {
    const body = await r.body();
    const v = this.videos.get(`urn:li:video:${id}`);
    const p = v?.parts[index];
    if (!v || !p) return lerr(404, 'Upload URL not found or expired', 'NOT_FOUND');
    const expected = p.last - p.first + 1;
    if (body.length !== expected)
      return lerr(
        400,
        `Part ${index} must be ${expected} bytes (bytes ${p.first}-${p.last}); got ${body.length}.`,
        'BAD_REQUEST',
      );
    p.bytes = body;
    p.etag = `/ambry-video/${createHash('md5').update(body).digest('hex')}`;
    return { status: 200, headers: { etag: p.etag } };
  }

  private async getVideo(urn: string): Promise<FakeRes> {
    const v = this.videos.get(urn);
    if (!v) return lerr(404, 'Video not found', 'NOT_FOUND');
    if (v.status === 'PROCESSING') {
      v.polls++;
      if (v.polls > this.opts.processingPolls)
        v.status = this.opts.processingFailure ? 'PROCESSING_FAILED' : 'AVAILABLE';
    }
    return json(200, {
      id: urn,
      owner: v.owner,
      status: v.status,
      ...(v.status === 'PROCESSING_FAILED' ? { processingFailureReason: this.opts.processingFailure } : {}),
    });
  }

  private async post(r: FakeReq): Promise<FakeRes> {
    const b = readRecord(await r.json());
    const author = String(b.author ?? '');
    const commentary = typeof b.commentary === 'string' ? b.commentary : '';
    const dist = readRecord(b.distribution);
    if (!/^urn:li:(person|organization):\w+$/.test(author))
      return lerr(422, `/author: '${author}' is not a valid URN`, 'UNPROCESSABLE_ENTITY');
    if (b.lifecycleState !== 'PUBLISHED' || b.visibility !== 'PUBLIC' || dist.feedDistribution !== 'MAIN_FEED') {
      return lerr(
        422,
        'lifecycleState, visibility and distribution.feedDistribution are required',
        'UNPROCESSABLE_ENTITY',
      );
    }
    const media = readRecord(readRecord(b.content).media).id;
    if (media !== undefined) {
      const v = this.videos.get(String(media));
      if (!v || v.status !== 'AVAILABLE')
        return lerr(400, `The video ${String(media)} is not available for posting`, 'BAD_REQUEST');
      if (v.owner !== author) return lerr(403, 'The video owner must be the post author', 'ACCESS_DENIED');
    }
    const dup = this.posts.find((p) => p.commentary === commentary && p.author === author);
    if (dup) return lerr(422, `Content is a duplicate of ${dup.urn}`, 'DUPLICATE_POST', 0);
    const urn = `urn:li:share:${7_000_000 + this.posts.length}`;
    this.posts.push({ urn, author, commentary, media: media === undefined ? undefined : String(media) });
    return { status: 201, headers: { 'x-restli-id': urn } };
  }
}
