import { DROP, FakeServer, json, nextId, readRecord, type FakeReq, type FakeRes } from './base.ts';
import { FakeTokens } from './tokens.ts';

const UNIT = 256 * 1024;
const gerr = (status: number, reason: string, message: string, statusText: string) =>
  json(status, {
    error: { code: status, message, errors: [{ message, domain: 'youtube.video', reason }], status: statusText },
  });

interface UploadSession {
  id: string;
  total: number;
  stored: Buffer[];
  storedBytes: number;
  metadata: Record<string, unknown>;
  videoId?: string;
}

interface Video {
  id: string;
  snippet: Record<string, unknown>;
  status: Record<string, unknown>;
  polls: number;
}

export interface YouTubeFakeOptions {
  clientId: string;
  clientSecret: string;
  /** Status reads answered 'uploaded' before the final state. */
  processingPolls: number;
  /** The nth chunk PUT (1-based) reads half its bytes, keeps whole 256 KiB units, then drops the connection. */
  dropOnChunk?: number;
  /** Processing ends 'rejected' with this reason. */
  rejectWith?: string;
  /** What tokeninfo reports as granted. */
  grantedScopes: string[];
}

/** YouTube Data API v3 resumable uploads (308 / Range / bytes *\/total), video status, Google OAuth. */
export class YouTubeFake extends FakeServer {
  readonly tokens = new FakeTokens('yt', false);
  readonly sessions = new Map<string, UploadSession>();
  readonly videos = new Map<string, Video>();
  readonly opts: YouTubeFakeOptions = {
    clientId: 'g-client',
    clientSecret: 'g-secret',
    processingPolls: 1,
    grantedScopes: [
      'https://www.googleapis.com/auth/youtube.upload',
      'https://www.googleapis.com/auth/youtube.readonly',
    ],
  };
  videosCreated = 0;
  /** commentThreads.insert calls that were accepted. */
  readonly comments: { videoId: string; text: string }[] = [];
  /** Status queries (Content-Range "bytes \*\/total") received. */
  statusQueries = 0;
  private chunkPuts = 0;

  constructor() {
    super();
    this.route('POST', /^\/token$/, 'oauth.token', (r) => this.token(r));
    this.route('POST', /^\/upload\/youtube\/v3\/videos$/, 'upload.start', (r) =>
      this.authed(r, () => this.startSession(r)),
    );
    this.route('PUT', /^\/upload\/youtube\/v3\/videos$/, 'upload.put', (r) => this.authed(r, () => this.put(r)));
    this.route('GET', /^\/youtube\/v3\/channels$/, 'channels.list', (r) =>
      this.authed(r, async () =>
        r.query.get('mine') === 'true'
          ? json(200, {
              kind: 'youtube#channelListResponse',
              items: [
                {
                  id: 'UCfakechannel0000000001',
                  snippet: {
                    title: 'Fake Channel',
                    customUrl: '@fakechannel',
                    thumbnails: {
                      default: { url: 'https://yt3.ggpht.example/fake-channel=s88', width: 88, height: 88 },
                    },
                  },
                },
              ],
            })
          : gerr(400, 'missingParameter', 'No filter selected.', 'INVALID_ARGUMENT'),
      ),
    );
    // Google's tokeninfo: scopes and seconds left of an access token; 400 invalid_token otherwise.
    this.route('GET', /^\/tokeninfo$/, 'tokeninfo', async (r) =>
      this.tokens.check(r.query.get('access_token') ?? undefined) === 'ok'
        ? json(200, {
            azp: this.opts.clientId,
            aud: this.opts.clientId,
            scope: this.opts.grantedScopes.join(' '),
            expires_in: '3599',
            access_type: 'offline',
          })
        : json(400, { error: 'invalid_token', error_description: 'Invalid Value' }),
    );
    this.route('GET', /^\/youtube\/v3\/videos$/, 'videos.list', (r) => this.authed(r, () => this.list(r)));
    this.route('POST', /^\/youtube\/v3\/commentThreads$/, 'comments.insert', (r) => this.authed(r, () => this.comment(r)));
  }

  uploadedBytes(videoId: string): Buffer {
    const s = [...this.sessions.values()].find((x) => x.videoId === videoId);
    return Buffer.concat(s?.stored ?? []);
  }

  private async authed(r: FakeReq, next: () => Promise<FakeRes | typeof DROP>): Promise<FakeRes | typeof DROP> {
    if (this.tokens.check(r.token()) !== 'ok') {
      await r.body();
      return gerr(
        401,
        'authError',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        'UNAUTHENTICATED',
      );
    }
    return next();
  }

  private async token(r: FakeReq): Promise<FakeRes> {
    const p = await r.params();
    if (p.get('client_id') !== this.opts.clientId || p.get('client_secret') !== this.opts.clientSecret) {
      return json(401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    if (p.get('grant_type') === 'authorization_code') {
      const pair = this.tokens.redeem(p.get('code'), p.get('redirect_uri'), p.get('code_verifier'));
      if (!pair) return json(400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      return json(200, {
        access_token: pair.accessToken,
        refresh_token: pair.refreshToken,
        expires_in: 3599,
        scope: 'https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly',
        token_type: 'Bearer',
      });
    }
    const pair = this.tokens.grant(p.get('refresh_token'));
    if (!pair || p.get('grant_type') !== 'refresh_token')
      return json(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    // Google keeps the refresh token: none in the answer.
    return json(200, {
      access_token: pair.accessToken,
      expires_in: 3599,
      scope: 'https://www.googleapis.com/auth/youtube.upload',
      token_type: 'Bearer',
    });
  }

  private async startSession(r: FakeReq): Promise<FakeRes> {
    const q = r.query;
    if (q.get('uploadType') !== 'resumable')
      return (await r.body(), gerr(400, 'invalidParameter', "Invalid value for 'uploadType'.", 'INVALID_ARGUMENT'));
    const parts = (q.get('part') ?? '').split(',');
    if (!parts.includes('snippet') || !parts.includes('status'))
      return (
        await r.body(),
        gerr(400, 'invalidPart', "The 'part' parameter must include snippet and status.", 'INVALID_ARGUMENT')
      );
    const total = Number(r.header('x-upload-content-length'));
    if (!Number.isInteger(total) || total <= 0)
      return (await r.body(), gerr(400, 'badContent', 'X-Upload-Content-Length is required.', 'INVALID_ARGUMENT'));
    if (!(r.header('x-upload-content-type') ?? '').startsWith('video/'))
      return (
        await r.body(),
        gerr(400, 'invalidContentType', 'X-Upload-Content-Type must be a video type.', 'INVALID_ARGUMENT')
      );
    const body = readRecord(await r.json());
    const snippet = readRecord(body.snippet);
    const title = typeof snippet.title === 'string' ? snippet.title : '';
    if (!title.trim())
      return gerr(
        400,
        'invalidTitle',
        'The request metadata specifies an invalid or empty video title.',
        'INVALID_ARGUMENT',
      );
    if (title.length > 100 || /[<>]/.test(title))
      return gerr(400, 'invalidTitle', 'The request metadata specifies an invalid video title.', 'INVALID_ARGUMENT');
    const id = nextId('yt-up-');
    this.sessions.set(id, { id, total, stored: [], storedBytes: 0, metadata: body });
    return {
      status: 200,
      headers: { location: `${this.url}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}` },
    };
  }

  private resource(s: UploadSession): FakeRes {
    const v = this.videos.get(s.videoId!)!;
    return json(200, { kind: 'youtube#video', id: v.id, snippet: v.snippet, status: v.status });
  }

  private incomplete(s: UploadSession): FakeRes {
    return s.storedBytes > 0 ? { status: 308, headers: { range: `bytes=0-${s.storedBytes - 1}` } } : { status: 308 };
  }

  private async put(r: FakeReq): Promise<FakeRes | typeof DROP> {
    const s = this.sessions.get(r.query.get('upload_id') ?? '');
    if (!s)
      return (await r.body(), gerr(404, 'notFound', 'The upload session was not found or has expired.', 'NOT_FOUND'));
    const range = r.header('content-range') ?? '';
    const query = /^bytes \*\/(\d+)$/.exec(range);
    if (query) {
      this.statusQueries++;
      await r.body();
      return s.videoId ? this.resource(s) : this.incomplete(s);
    }
    const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (!m)
      return (await r.body(), gerr(400, 'badRequest', 'Content-Range is missing or malformed.', 'INVALID_ARGUMENT'));
    const [start, end, total] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const len = end - start + 1;
    if (s.videoId) return (await r.body(), this.resource(s)); // finished: same answer again, no second video
    if (total !== s.total)
      return (
        await r.body(),
        gerr(
          400,
          'badRequest',
          `Content-Range total ${total} differs from X-Upload-Content-Length ${s.total}.`,
          'INVALID_ARGUMENT',
        )
      );
    if (start !== s.storedBytes)
      return (
        await r.body(),
        gerr(
          400,
          'badRequest',
          `Content-Range starts at ${start} but ${s.storedBytes} bytes are stored.`,
          'INVALID_ARGUMENT',
        )
      );
    const final = end === total - 1;
    if (!final && len % UNIT !== 0) {
      await r.body();
      return gerr(
        400,
        'badRequest',
        `Invalid request. The number of bytes uploaded is required to be a multiple of ${UNIT} bytes, except for the final request. The received request contained ${len} bytes.`,
        'INVALID_ARGUMENT',
      );
    }
    this.chunkPuts++;
    if (this.opts.dropOnChunk === this.chunkPuts) {
      const half = await r.readSome(Math.floor(len / 2));
      const keep = Math.floor(half.length / UNIT) * UNIT;
      if (keep > 0) {
        s.stored.push(half.subarray(0, keep));
        s.storedBytes += keep;
      }
      return DROP;
    }
    const body = await r.body();
    if (body.length !== len || Number(r.header('content-length')) !== len) {
      return gerr(400, 'badRequest', `Content-Range says ${len} bytes but ${body.length} arrived.`, 'INVALID_ARGUMENT');
    }
    s.stored.push(body);
    s.storedBytes += len;
    if (!final) return this.incomplete(s);
    const id = nextId('vid').slice(0, 11);
    const snippet = readRecord(s.metadata.snippet);
    this.videos.set(id, {
      id,
      snippet,
      status: { uploadStatus: 'uploaded', ...readRecord(s.metadata.status) },
      polls: 0,
    });
    s.videoId = id;
    this.videosCreated++;
    return { ...this.resource(s), status: 201 };
  }

  /** commentThreads.insert needs the youtube.force-ssl scope; youtube.upload alone is refused. */
  private async comment(r: FakeReq): Promise<FakeRes> {
    const body = readRecord(await r.json());
    if (!this.opts.grantedScopes.includes('https://www.googleapis.com/auth/youtube.force-ssl'))
      return gerr(403, 'insufficientPermissions', 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED');
    const snippet = readRecord(body.snippet);
    const videoId = String(snippet.videoId ?? '');
    const text = String(readRecord(readRecord(snippet.topLevelComment).snippet).textOriginal ?? '');
    if (!this.videos.has(videoId)) return gerr(404, 'videoNotFound', 'The video identified by videoId could not be found.', 'NOT_FOUND');
    this.comments.push({ videoId, text });
    return json(200, { kind: 'youtube#commentThread', id: `c${this.comments.length}`, snippet: { videoId } });
  }

  private async list(r: FakeReq): Promise<FakeRes> {
    const v = this.videos.get(r.query.get('id') ?? '');
    if (!v) return json(200, { kind: 'youtube#videoListResponse', items: [] });
    v.polls++;
    if (v.polls > this.opts.processingPolls) {
      v.status = this.opts.rejectWith
        ? { ...v.status, uploadStatus: 'rejected', rejectionReason: this.opts.rejectWith }
        : { ...v.status, uploadStatus: 'processed' };
    }
    return json(200, {
      kind: 'youtube#videoListResponse',
      items: [
        {
          id: v.id,
          status: v.status,
          processingDetails: { processingStatus: v.polls > this.opts.processingPolls ? 'succeeded' : 'processing' },
        },
      ],
    });
  }
}
