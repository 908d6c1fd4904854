import { DROP, FakeServer, json, nextId, readRecord, type FakeReq, type FakeRes } from './base.ts';
import { FakeTokens } from './tokens.ts';

const MIB = 1024 * 1024;
const logId = () => nextId('log');
const ok = (data: unknown, status = 200) => json(status, { data, error: { code: 'ok', message: '', log_id: logId() } });
const err = (status: number, code: string, message: string) =>
  json(status, { error: { code, message, log_id: logId() } });

interface Publish {
  id: string;
  size: number;
  chunkSize: number;
  count: number;
  chunks: Buffer[];
  prevStart: number;
  title: string;
  privacy: string;
  /** disable_comment, disable_duet, disable_stitch as sent. */
  disabled: { comment: boolean; duet: boolean; stitch: boolean };
  polls: number;
  postId?: string;
}

export interface TikTokFakeOptions {
  clientKey: string;
  clientSecret: string;
  username: string;
  privacyOptions: string[];
  /** The creator's own interaction settings, as creator_info reports them. */
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
  maxVideoPostDurationSec: number;
  /** Status polls answered with PROCESSING_DOWNLOAD after the upload before the final state. */
  processingPolls: number;
  /** When set, processing ends FAILED with this fail_reason. */
  failReason?: string;
}

/** TikTok Content Posting API: creator info, direct-post init, chunked PUT upload, status fetch, OAuth. */
export class TikTokFake extends FakeServer {
  readonly tokens = new FakeTokens('tt', true);
  readonly publishes = new Map<string, Publish>();
  readonly opts: TikTokFakeOptions = {
    clientKey: 'tt-client',
    clientSecret: 'tt-secret',
    username: 'reelforge.creator',
    privacyOptions: ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'],
    commentDisabled: false,
    duetDisabled: false,
    stitchDisabled: false,
    maxVideoPostDurationSec: 600,
    processingPolls: 2,
  };
  uploadsCompleted = 0;
  postsPublished = 0;

  constructor() {
    super();
    this.route('POST', /^\/v2\/oauth\/token\/$/, 'oauth.token', (r) => this.token(r));
    this.route('POST', /^\/v2\/post\/publish\/creator_info\/query\/$/, 'creator_info', (r) =>
      this.authed(r, () => this.creatorInfo()),
    );
    this.route('POST', /^\/v2\/post\/publish\/video\/init\/$/, 'init', (r) => this.authed(r, () => this.init(r)));
    this.route('GET', /^\/v2\/user\/info\/$/, 'user.info', (r) =>
      this.authed(r, async () =>
        ok({
          user: {
            open_id: 'tt-open-id',
            display_name: 'Creator',
            username: this.opts.username,
            avatar_url: 'https://p16-sign.tiktokcdn.example/fake-avatar.jpeg',
          },
        }),
      ),
    );
    this.route('PUT', /^\/upload\/([^/]+)$/, 'upload', (r, m) => this.upload(r, m[1]!));
    this.route('POST', /^\/v2\/post\/publish\/status\/fetch\/$/, 'status', (r) => this.authed(r, () => this.status(r)));
  }

  uploadedBytes(publishId: string): Buffer {
    return Buffer.concat(this.publishes.get(publishId)?.chunks ?? []);
  }

  private async authed(r: FakeReq, next: () => Promise<FakeRes>): Promise<FakeRes> {
    const state = this.tokens.check(r.token());
    if (state !== 'ok') {
      await r.body();
      return err(
        401,
        'access_token_invalid',
        state === 'expired'
          ? 'The access token is invalid or not found in the request.'
          : 'The access token is invalid or not found in the request.',
      );
    }
    return next();
  }

  private async token(r: FakeReq): Promise<FakeRes> {
    const p = await r.params();
    if (p.get('client_key') !== this.opts.clientKey || p.get('client_secret') !== this.opts.clientSecret) {
      return json(401, {
        error: 'invalid_client',
        error_description: 'Client key or secret is incorrect.',
        log_id: logId(),
      });
    }
    if (p.get('grant_type') === 'authorization_code') {
      const pair = this.tokens.redeem(p.get('code'), p.get('redirect_uri'));
      if (!pair)
        return json(400, {
          error: 'invalid_grant',
          error_description: 'Authorization code is expired or invalid.',
          log_id: logId(),
        });
      return json(200, {
        open_id: 'tt-open-id',
        scope: 'user.info.basic,video.publish,video.upload',
        access_token: pair.accessToken,
        expires_in: 86400,
        refresh_token: pair.refreshToken,
        refresh_expires_in: 31536000,
        token_type: 'Bearer',
      });
    }
    if (p.get('grant_type') !== 'refresh_token')
      return json(400, {
        error: 'unsupported_grant_type',
        error_description: 'Unsupported grant type.',
        log_id: logId(),
      });
    const pair = this.tokens.grant(p.get('refresh_token'));
    if (!pair)
      return json(400, {
        error: 'invalid_grant',
        error_description: 'Refresh token is invalid or expired.',
        log_id: logId(),
      });
    return json(200, {
      open_id: 'tt-open-id',
      scope: 'user.info.basic,video.publish',
      access_token: pair.accessToken,
      expires_in: 86400,
      refresh_token: pair.refreshToken,
      refresh_expires_in: 31536000,
      token_type: 'Bearer',
    });
  }

  private async creatorInfo(): Promise<FakeRes> {
    return ok({
      creator_avatar_url: 'https://example.invalid/a.jpg',
      creator_username: this.opts.username,
      creator_nickname: 'Creator',
      privacy_level_options: this.opts.privacyOptions,
      comment_disabled: this.opts.commentDisabled,
      duet_disabled: this.opts.duetDisabled,
      stitch_disabled: this.opts.stitchDisabled,
      max_video_post_duration_sec: this.opts.maxVideoPostDurationSec,
    });
  }

  private async init(r: FakeReq): Promise<FakeRes> {
    if (!(r.header('content-type') ?? '').startsWith('application/json'))
      return err(400, 'invalid_param', 'Content-Type must be application/json.');
    const body = readRecord(await r.json());
    const post = readRecord(body.post_info);
    const src = readRecord(body.source_info);
    if (src.source !== 'FILE_UPLOAD')
      return err(400, 'invalid_param', 'source_info.source must be FILE_UPLOAD or PULL_FROM_URL.');
    const size = Number(src.video_size);
    const chunkSize = Number(src.chunk_size);
    const count = Number(src.total_chunk_count);
    if (![size, chunkSize, count].every(Number.isInteger) || size <= 0)
      return err(400, 'invalid_param', 'video_size, chunk_size and total_chunk_count must be positive integers.');
    if (size < 5 * MIB) {
      if (chunkSize !== size || count !== 1)
        return err(400, 'invalid_param', 'A video under 5 MB must be uploaded as one chunk of the whole size.');
    } else {
      if (chunkSize < 5 * MIB || chunkSize > 64_000_000)
        return err(400, 'invalid_param', 'chunk_size must be between 5 MB and 64 MB.');
      if (count !== Math.floor(size / chunkSize) || count < 1 || count > 1000) {
        return err(
          400,
          'invalid_param',
          'total_chunk_count must equal floor(video_size / chunk_size), between 1 and 1000.',
        );
      }
      if (size - (count - 1) * chunkSize > 128_000_000)
        return err(400, 'invalid_param', 'The final chunk may not exceed 128 MB.');
    }
    const privacy = String(post.privacy_level ?? '');
    if (!this.opts.privacyOptions.includes(privacy)) {
      return err(
        400,
        'privacy_level_option_mismatch',
        "privacy_level is not one of the creator's privacy_level_options.",
      );
    }
    const id = nextId('v_pub_file~v2-1.');
    this.publishes.set(id, {
      id,
      size,
      chunkSize,
      count,
      chunks: [],
      prevStart: -1,
      title: String(post.title ?? ''),
      privacy,
      disabled: { comment: post.disable_comment === true, duet: post.disable_duet === true, stitch: post.disable_stitch === true },
      polls: 0,
    });
    return ok({ publish_id: id, upload_url: `${this.url}/upload/${encodeURIComponent(id)}` });
  }

  private async upload(r: FakeReq, rawId: string): Promise<FakeRes | typeof DROP> {
    const p = this.publishes.get(decodeURIComponent(rawId));
    if (!p) return (await r.body(), err(404, 'invalid_params', 'Upload url is invalid or expired.'));
    const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(r.header('content-range') ?? '');
    if (!m) return (await r.body(), err(400, 'invalid_params', 'Content-Range header is missing or malformed.'));
    const [start, end, total] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const received = p.chunks.length;
    const index = start / p.chunkSize;
    const resend = start === p.prevStart && received > 0;
    const expectedIndex = resend ? received - 1 : received;
    const expectedLen = index === p.count - 1 ? p.size - start : p.chunkSize;
    const body = await r.body();
    if (total !== p.size)
      return err(400, 'invalid_params', `Content-Range total ${total} does not match video_size ${p.size}.`);
    if (!Number.isInteger(index) || index !== expectedIndex)
      return err(
        400,
        'invalid_params',
        `Chunks must be uploaded in order; expected byte ${expectedIndex * p.chunkSize}.`,
      );
    if (
      end - start + 1 !== expectedLen ||
      body.length !== expectedLen ||
      Number(r.header('content-length')) !== expectedLen
    ) {
      return err(400, 'invalid_params', `Chunk ${index} must be ${expectedLen} bytes.`);
    }
    if (received === p.count && !resend) return err(400, 'invalid_params', 'The upload is already complete.');
    if (resend) p.chunks[index] = body;
    else p.chunks.push(body);
    p.prevStart = start;
    if (p.chunks.length < p.count) return { status: 206 };
    if (!resend) this.uploadsCompleted++;
    return { status: 201 };
  }

  private async status(r: FakeReq): Promise<FakeRes> {
    const p = this.publishes.get(String(readRecord(await r.json()).publish_id ?? ''));
    if (!p) return err(400, 'invalid_publish_id', 'publish_id does not exist.');
    if (p.chunks.length < p.count)
      return ok({ status: 'PROCESSING_UPLOAD', uploaded_bytes: this.uploadedBytes(p.id).length });
    p.polls++;
    if (p.polls <= this.opts.processingPolls) return ok({ status: 'PROCESSING_DOWNLOAD', uploaded_bytes: p.size });
    if (this.opts.failReason) return ok({ status: 'FAILED', fail_reason: this.opts.failReason });
    if (!p.postId) {
      p.postId = `74${String(Date.now()).padStart(13, '0')}${String(this.postsPublished).padStart(4, '0')}`;
      this.postsPublished++;
    }
    const isPublic = p.privacy !== 'SELF_ONLY';
    // TikTok sends the ids as int64 JSON numbers, beyond what a JS number holds exactly.
    const text = JSON.stringify({
      data: {
        status: 'PUBLISH_COMPLETE',
        publicaly_available_post_id: isPublic ? ['@ID@'] : [],
        uploaded_bytes: p.size,
      },
      error: { code: 'ok', message: '', log_id: logId() },
    }).replace('"@ID@"', p.postId);
    return { status: 200, headers: { 'content-type': 'application/json' }, body: text };
  }
}
