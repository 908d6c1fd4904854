import { DROP, FakeServer, json, nextId, type FakeReq, type FakeRes } from './base.ts';
import { FakeTokens } from './tokens.ts';
import { parseMultipart } from './x.ts';

interface Media {
  id: string;
  bytes: Buffer;
  description: string;
  /** GET /api/v1/media/:id answers 206 this many more times before 200. */
  pendingReads: number;
}

export interface MastodonStatus {
  id: string;
  text: string;
  mediaIds: string[];
  visibility: string;
  spoilerText: string;
  idempotencyKey: string | null;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A Mastodon instance's client API (docs.joinmastodon.org/methods): verify_credentials,
 * GET /api/v2/instance (configuration.statuses.max_characters), POST /api/v2/media (202 while the
 * video is processed), GET /api/v1/media/:id (206 while processing, 200 when ready),
 * POST /api/v1/statuses (Idempotency-Key: the same key answers the status it already made) and
 * GET /api/v1/accounts/:id/statuses. Errors are {error}. Tokens never expire; a revoked one is a 401.
 */
export class MastodonFake extends FakeServer {
  readonly tokens = new FakeTokens('md', false);
  readonly media = new Map<string, Media>();
  readonly statuses: MastodonStatus[] = [];
  readonly account = { id: '109876543210', username: 'creator' };
  /** Processing polls before a video is ready. */
  processingPolls = 2;
  /** The instance's own character limit. */
  maxCharacters = 500;
  /** What the statistics endpoints report for every status, and the account's followers. */
  counts = { favourites: 12, replies: 3, reblogs: 4, followers: 87 };
  /** The next status is created, then the connection is cut before the answer (a lost answer). */
  dropNextStatusAnswer = false;

  constructor() {
    super();
    this.route('GET', /^\/api\/v1\/accounts\/verify_credentials$/, 'accounts.verify', (r) => this.authed(r, async () => this.me()));
    this.route('GET', /^\/api\/v2\/instance$/, 'instance', async () =>
      json(200, { domain: new URL(this.url).host, configuration: { statuses: { max_characters: this.maxCharacters, max_media_attachments: 4 } } }),
    );
    this.route('POST', /^\/api\/v2\/media$/, 'media.create', (r) => this.authed(r, () => this.createMedia(r)));
    this.route('GET', /^\/api\/v1\/media\/(\w+)$/, 'media.get', (r, m) => this.authed(r, () => this.getMedia(m[1]!)));
    this.route('POST', /^\/api\/v1\/statuses$/, 'statuses.create', (r) => this.authed(r, () => this.createStatus(r)));
    this.route('GET', /^\/api\/v1\/statuses\/(\w+)$/, 'statuses.get', (r, m) => this.authed(r, async () => this.getStatus(m[1]!)));
    this.route('GET', /^\/api\/v1\/accounts\/(\w+)\/statuses$/, 'accounts.statuses', (r, m) => this.authed(r, async () => this.listStatuses(m[1]!)));
  }

  private async authed(r: FakeReq, next: () => Promise<FakeRes | typeof DROP>): Promise<FakeRes | typeof DROP> {
    if (this.tokens.check(r.token()) !== 'ok') return json(401, { error: 'The access token is invalid' });
    return next();
  }

  private me(): FakeRes {
    const { id, username } = this.account;
    return json(200, {
      id,
      username,
      acct: username,
      avatar: `${this.url}/avatars/${id}.png`,
      url: `${this.url}/@${username}`,
      followers_count: this.counts.followers,
    });
  }

  private view(s: MastodonStatus) {
    return {
      id: s.id,
      url: `${this.url}/@${this.account.username}/${s.id}`,
      content: `<p>${escape(s.text).replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br />')}</p>`,
      visibility: s.visibility,
      spoiler_text: s.spoilerText,
      media_attachments: s.mediaIds.map((id) => ({ id, type: 'video' })),
      favourites_count: this.counts.favourites,
      replies_count: this.counts.replies,
      reblogs_count: this.counts.reblogs,
    };
  }

  private async createMedia(r: FakeReq): Promise<FakeRes> {
    const parts = parseMultipart(await r.body(), r.header('content-type') ?? '');
    const file = parts.get('file');
    if (!file?.length) return json(422, { error: "Validation failed: File can't be blank" });
    const media: Media = {
      id: nextId(),
      bytes: file,
      description: parts.get('description')?.toString('utf8') ?? '',
      pendingReads: this.processingPolls,
    };
    this.media.set(media.id, media);
    return json(202, { id: media.id, type: 'video', url: null, description: media.description });
  }

  private async getMedia(id: string): Promise<FakeRes> {
    const media = this.media.get(id);
    if (!media) return json(404, { error: 'Record not found' });
    if (media.pendingReads > 0) {
      media.pendingReads--;
      return json(206, { id, type: 'video', url: null });
    }
    return json(200, { id, type: 'video', url: `${this.url}/system/media/${id}.mp4` });
  }

  private async createStatus(r: FakeReq): Promise<FakeRes | typeof DROP> {
    const key = r.header('idempotency-key') ?? null;
    const before = key ? this.statuses.find((s) => s.idempotencyKey === key) : undefined;
    if (before) return json(200, this.view(before));
    const body = (await r.json()) as Record<string, unknown> | undefined;
    const text = typeof body?.status === 'string' ? body.status : '';
    const mediaIds = Array.isArray(body?.media_ids) ? body.media_ids.map(String) : [];
    const spoilerText = typeof body?.spoiler_text === 'string' ? body.spoiler_text : '';
    if (!text && !mediaIds.length) return json(422, { error: "Validation failed: Text can't be blank" });
    // As Mastodon counts: a link is 23 characters, a remote mention its @name.
    const counted = text.replace(/https?:\/\/\S+/g, 'x'.repeat(23)).replace(/(^|\s)(@\w+)@[\w.-]+\w/g, '$1$2');
    if ([...counted].length + [...spoilerText].length > this.maxCharacters)
      return json(422, { error: `Validation failed: Text character limit of ${this.maxCharacters} exceeded` });
    for (const id of mediaIds) {
      const media = this.media.get(id);
      if (!media) return json(422, { error: 'Validation failed: Media is invalid' });
      if (media.pendingReads > 0) return json(422, { error: 'Cannot attach files that have not finished processing' });
    }
    const visibility = typeof body?.visibility === 'string' ? body.visibility : 'public';
    const status: MastodonStatus = { id: String(100_000 + this.statuses.length), text, mediaIds, visibility, spoilerText, idempotencyKey: key };
    this.statuses.push(status);
    if (this.dropNextStatusAnswer) {
      this.dropNextStatusAnswer = false;
      return DROP;
    }
    return json(200, this.view(status));
  }

  private getStatus(id: string): FakeRes {
    const status = this.statuses.find((s) => s.id === id);
    return status ? json(200, this.view(status)) : json(404, { error: 'Record not found' });
  }

  private listStatuses(accountId: string): FakeRes {
    if (accountId !== this.account.id) return json(404, { error: 'Record not found' });
    return json(200, [...this.statuses].reverse().slice(0, 40).map((s) => this.view(s)));
  }
}
