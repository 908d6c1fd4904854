import { createHash, randomBytes } from 'node:crypto';
import { DROP, FakeServer, json, type FakeReq, type FakeRes } from './base.ts';

export interface BlueskyAccount {
  did: string;
  handle: string;
  appPassword: string;
}

interface Job {
  jobId: string;
  did: string;
  bytes: Buffer;
  pendingReads: number;
  blob: { $type: 'blob'; ref: { $link: string }; mimeType: string; size: number };
}

export interface BlueskyPost {
  did: string;
  rkey: string;
  record: Record<string, unknown>;
}

const graphemes = (s: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(s)].length;
const xrpcError = (status: number, error: string, message: string) => json(status, { error, message });

/** A JWT-shaped token with iat/exp (unsigned: only the shape and lifetime matter to a client). */
function jwt(sub: string, scope: string, lifetimeSec: number) {
  const iat = Math.floor(Date.now() / 1000);
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'ES256K', typ: 'at+jwt' })}.${part({ scope, sub, iat, exp: iat + lifetimeSec, jti: randomBytes(6).toString('hex') })}.fakesig`;
}

/**
 * A Bluesky PDS and the video service in one local server, speaking XRPC (docs.bsky.app):
 * createSession / refreshSession / getSession, getServiceAuth, resolveHandle, getProfile,
 * createRecord / getRecord, and app.bsky.video getUploadLimits / uploadVideo / getJobStatus.
 * Errors are {error, message}; an expired access token is a 400 ExpiredToken, as on the real PDS.
 */
export class BlueskyFake extends FakeServer {
  readonly accounts: BlueskyAccount[] = [
    { did: 'did:plc:creator7xq2', handle: 'creator.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' },
    { did: 'did:plc:friend3k9m', handle: 'friend.bsky.social', appPassword: 'zzzz-zzzz-zzzz-zzzz' },
  ];
  /** access/refresh JWT -> did; expired access tokens stay known so they answer ExpiredToken. */
  private access = new Map<string, { did: string; expired: boolean }>();
  private refresh = new Map<string, string>();
  private serviceTokens = new Map<string, { did: string; aud: string; lxm: string }>();
  readonly jobs = new Map<string, Job>();
  readonly posts: BlueskyPost[] = [];
  refreshes = 0;
  processingPolls = 2;
  /** What getUploadLimits reports. */
  uploadLimits: Record<string, unknown> = { canUpload: true, remainingDailyVideos: 25, remainingDailyBytes: 10_000_000_000 };
  /** What getPosts reports for every post, and getProfile's followers. */
  counts = { likes: 21, replies: 2, reposts: 5, quotes: 1, followers: 140 };
  /** The next post is created, then the connection is cut before the answer (a lost answer). */
  dropNextRecordAnswer = false;

  constructor() {
    super();
    const x = (name: string) => new RegExp(`^/xrpc/${name.replace(/\./g, '\\.')}$`);
    this.route('POST', x('com.atproto.server.createSession'), 'createSession', (r) => this.createSession(r));
    this.route('POST', x('com.atproto.server.refreshSession'), 'refreshSession', async (r) => this.refreshSession(r));
    this.route('GET', x('com.atproto.server.getSession'), 'getSession', async (r) => this.authed(r, (did) => this.session(did)));
    this.route('GET', x('com.atproto.server.getServiceAuth'), 'getServiceAuth', async (r) => this.authed(r, (did) => this.serviceAuth(r, did)));
    this.route('GET', x('com.atproto.identity.resolveHandle'), 'resolveHandle', async (r) => this.resolveHandle(r));
    this.route('GET', x('app.bsky.actor.getProfile'), 'getProfile', async (r) => this.authed(r, () => this.profile(r)));
    this.route('POST', x('com.atproto.repo.createRecord'), 'createRecord', (r) => this.authedAsync(r, (did) => this.createRecord(r, did)));
    this.route('GET', x('com.atproto.repo.getRecord'), 'getRecord', async (r) => this.getRecord(r));
    this.route('GET', x('app.bsky.feed.getPosts'), 'getPosts', async (r) => this.authed(r, () => this.getPosts(r)));
    this.route('GET', x('app.bsky.video.getUploadLimits'), 'video.limits', async (r) => this.service(r, 'app.bsky.video.getUploadLimits', () => json(200, this.uploadLimits)));
    this.route('POST', x('app.bsky.video.uploadVideo'), 'video.upload', (r) => this.uploadVideo(r));
    this.route('GET', x('app.bsky.video.getJobStatus'), 'video.status', async (r) => this.jobStatus(r));
  }

  /** A session the test starts with (as if the creator had signed in). */
  issue(did = this.accounts[0]!.did) {
    const accessJwt = jwt(did, 'com.atproto.appPass', 7200);
    const refreshJwt = jwt(did, 'com.atproto.refresh', 90 * 86400);
    this.access.set(accessJwt, { did, expired: false });
    this.refresh.set(refreshJwt, did);
    return { accessJwt, refreshJwt };
  }

  expire(accessJwt: string) {
    const t = this.access.get(accessJwt);
    if (t) t.expired = true;
  }

  revokeRefresh(refreshJwt: string) {
    this.refresh.delete(refreshJwt);
  }

  postOf(rkey: string) {
    return this.posts.find((p) => p.rkey === rkey);
  }

  private account(did: string) {
    return this.accounts.find((a) => a.did === did)!;
  }

  private check(r: FakeReq): string | FakeRes {
    const t = this.access.get(r.token() ?? '');
    if (!t) return xrpcError(401, 'AuthenticationRequired', 'Invalid token');
    if (t.expired) return xrpcError(400, 'ExpiredToken', 'Token has expired');
    return t.did;
  }

  private authed(r: FakeReq, next: (did: string) => FakeRes): FakeRes {
    const who = this.check(r);
    return typeof who === 'string' ? next(who) : who;
  }

  private async authedAsync(r: FakeReq, next: (did: string) => Promise<FakeRes | typeof DROP>) {
    const who = this.check(r);
    return typeof who === 'string' ? next(who) : who;
  }

  private didDoc(did: string) {
    return { id: did, service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: this.url }] };
  }

  private session(did: string): FakeRes {
    const a = this.account(did);
    return json(200, { did, handle: a.handle, didDoc: this.didDoc(did), active: true });
  }

  private async createSession(r: FakeReq): Promise<FakeRes> {
    const body = (await r.json()) as { identifier?: unknown; password?: unknown } | undefined;
    const id = String(body?.identifier ?? '').toLowerCase();
    const a = this.accounts.find((x) => x.handle === id || x.did === id);
    if (!a || body?.password !== a.appPassword) return xrpcError(401, 'AuthenticationRequired', 'Invalid identifier or password');
    return json(200, { ...this.issue(a.did), did: a.did, handle: a.handle, didDoc: this.didDoc(a.did), active: true });
  }

  private refreshSession(r: FakeReq): FakeRes {
    const did = this.refresh.get(r.token() ?? '');
    if (!did) return xrpcError(400, 'ExpiredToken', 'Token has been revoked');
    this.refresh.delete(r.token()!);
    this.refreshes++;
    return json(200, { ...this.issue(did), did, handle: this.account(did).handle, active: true });
  }

  private serviceAuth(r: FakeReq, did: string): FakeRes {
    const aud = r.query.get('aud') ?? '';
    const lxm = r.query.get('lxm') ?? '';
    if (!aud.startsWith('did:')) return xrpcError(400, 'InvalidRequest', 'aud must be a DID');
    const token = `svc-${randomBytes(8).toString('hex')}`;
    this.serviceTokens.set(token, { did, aud, lxm });
    return json(200, { token });
  }

  /** Video service calls carry a service token for this method, addressed to the right service. */
  private service(r: FakeReq, lxm: string, next: (did: string) => FakeRes): FakeRes {
    const t = this.serviceTokens.get(r.token() ?? '');
    const host = new URL(this.url).hostname;
    if (!t || t.lxm !== lxm || t.aud !== `did:web:${host}`) return xrpcError(401, 'AuthenticationRequired', 'Invalid service token');
    return next(t.did);
  }

  private resolveHandle(r: FakeReq): FakeRes {
    const a = this.accounts.find((x) => x.handle === r.query.get('handle'));
    return a ? json(200, { did: a.did }) : xrpcError(400, 'InvalidRequest', 'Unable to resolve handle');
  }

  private profile(r: FakeReq): FakeRes {
    const a = this.accounts.find((x) => x.did === r.query.get('actor') || x.handle === r.query.get('actor'));
    if (!a) return xrpcError(400, 'InvalidRequest', 'Profile not found');
    return json(200, { did: a.did, handle: a.handle, avatar: `${this.url}/img/avatar/${a.did}.jpg`, followersCount: this.counts.followers });
  }

  private async uploadVideo(r: FakeReq): Promise<FakeRes> {
    const bytes = await r.body();
    return this.service(r, 'com.atproto.repo.uploadBlob', (did) => {
      if (r.query.get('did') !== did) return xrpcError(400, 'InvalidRequest', 'did does not match the token');
      if (!bytes.length) return xrpcError(400, 'InvalidRequest', 'empty upload');
      const cid = `bafkrei${createHash('sha256').update(bytes).digest('hex').slice(0, 40)}`;
      const jobId = `job-${randomBytes(6).toString('hex')}`;
      const blob = { $type: 'blob' as const, ref: { $link: cid }, mimeType: 'video/mp4', size: bytes.length };
      this.jobs.set(jobId, { jobId, did, bytes, pendingReads: this.processingPolls, blob });
      return json(200, { jobId, did, state: 'JOB_STATE_CREATED' });
    });
  }

  private jobStatus(r: FakeReq): FakeRes {
    const job = this.jobs.get(r.query.get('jobId') ?? '');
    if (!job) return xrpcError(400, 'NotFound', 'Job not found');
    if (job.pendingReads > 0) {
      job.pendingReads--;
      return json(200, { jobStatus: { jobId: job.jobId, did: job.did, state: 'JOB_STATE_ENCODING', progress: 50 } });
    }
    return json(200, { jobStatus: { jobId: job.jobId, did: job.did, state: 'JOB_STATE_COMPLETED', progress: 100, blob: job.blob } });
  }

  private async createRecord(r: FakeReq, did: string): Promise<FakeRes | typeof DROP> {
    const body = (await r.json()) as { repo?: unknown; collection?: unknown; rkey?: unknown; record?: Record<string, unknown> } | undefined;
    if (body?.repo !== did) return xrpcError(400, 'InvalidRequest', 'repo does not match the session');
    if (body.collection !== 'app.bsky.feed.post') return xrpcError(400, 'InvalidRequest', 'unexpected collection');
    const record = body.record ?? {};
    const text = typeof record.text === 'string' ? record.text : '';
    if (graphemes(text) > 300) return xrpcError(400, 'InvalidRequest', 'Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes');
    const embed = record.embed as { $type?: string; video?: { ref?: { $link?: string } } } | undefined;
    if (embed) {
      const cid = embed.video?.ref?.$link;
      const job = [...this.jobs.values()].find((j) => j.blob.ref.$link === cid && j.pendingReads === 0);
      if (embed.$type !== 'app.bsky.embed.video' || !job) return xrpcError(400, 'InvalidRequest', 'Could not find blob');
    }
    const rkey = typeof body.rkey === 'string' ? body.rkey : `auto${this.posts.length}`;
    if (this.postOf(rkey)) return xrpcError(400, 'InvalidRequest', 'Record already exists');
    this.posts.push({ did, rkey, record });
    if (this.dropNextRecordAnswer) {
      this.dropNextRecordAnswer = false;
      return DROP;
    }
    return json(200, { uri: `at://${did}/app.bsky.feed.post/${rkey}`, cid: `bafyrei${rkey}` });
  }

  private getPosts(r: FakeReq): FakeRes {
    const uris = r.query.getAll('uris');
    if (uris.length > 25) return xrpcError(400, 'InvalidRequest', 'uris must not have more than 25 elements');
    const { likes, replies, reposts, quotes } = this.counts;
    const posts = this.posts
      .map((p) => ({ p, uri: `at://${p.did}/app.bsky.feed.post/${p.rkey}` }))
      .filter(({ uri }) => uris.includes(uri))
      .map(({ p, uri }) => ({ uri, cid: `bafyrei${p.rkey}`, record: p.record, likeCount: likes, replyCount: replies, repostCount: reposts, quoteCount: quotes }));
    return json(200, { posts });
  }

  private getRecord(r: FakeReq): FakeRes {
    const post = this.posts.find((p) => p.did === r.query.get('repo') && p.rkey === r.query.get('rkey'));
    if (!post) return xrpcError(400, 'RecordNotFound', `Could not locate record: at://${r.query.get('repo')}/app.bsky.feed.post/${r.query.get('rkey')}`);
    return json(200, { uri: `at://${post.did}/app.bsky.feed.post/${post.rkey}`, cid: `bafyrei${post.rkey}`, value: post.record });
  }
}
