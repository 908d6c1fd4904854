import { FakeServer, json, nextId, type FakeReq, type FakeRes } from './base.ts';
import { FakeTokens } from './tokens.ts';
import { parseMultipart } from './x.ts';

interface Media {
  id: string;
  bytes: Buffer;
  description: string;
  /** GET /api/v1/media/:id answers 206 this many more times before 200. */
  pendingReads: number;
}

/**
 * A Mastodon instance's client API (docs.joinmastodon.org/methods): POST /api/v2/media (202 while
 * the video is processed), GET /api/v1/media/:id (206 while processing, 200 when ready) and
 * POST /api/v1/statuses. Errors are {error}. Tokens never expire; a revoked one is a 401.
 */
export class MastodonFake extends FakeServer {
  readonly tokens = new FakeTokens('md', false);
  readonly media = new Map<string, Media>();
  readonly statuses: { id: string; text: string; mediaIds: string[] }[] = [];
  /** Processing polls before a video is ready. */
  processingPolls = 2;

  constructor() {
    super();
    this.route('POST', /^\/api\/v2\/media$/, 'media.create', (r) => this.authed(r, () => this.createMedia(r)));
    this.route('GET', /^\/api\/v1\/media\/(\w+)$/, 'media.get', (r, m) => this.authed(r, () => this.getMedia(m[1]!)));
    this.route('POST', /^\/api\/v1\/statuses$/, 'statuses.create', (r) => this.authed(r, () => this.createStatus(r)));
  }

  private async authed(r: FakeReq, next: () => Promise<FakeRes>): Promise<FakeRes> {
    if (this.tokens.check(r.token()) !== 'ok') return json(401, { error: 'The access token is invalid' });
    return next();
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

  private async createStatus(r: FakeReq): Promise<FakeRes> {
    const body = (await r.json()) as { status?: unknown; media_ids?: unknown } | undefined;
    const text = typeof body?.status === 'string' ? body.status : '';
    const mediaIds = Array.isArray(body?.media_ids) ? body.media_ids.map(String) : [];
    if (!text && !mediaIds.length) return json(422, { error: "Validation failed: Text can't be blank" });
    for (const id of mediaIds) {
      const media = this.media.get(id);
      if (!media) return json(422, { error: 'Validation failed: Media is invalid' });
      if (media.pendingReads > 0) return json(422, { error: 'Cannot attach files that have not finished processing' });
    }
    const id = String(100_000 + this.statuses.length);
    this.statuses.push({ id, text, mediaIds });
    return json(200, { id, url: `${this.url}/@creator/${id}`, content: `<p>${text}</p>` });
  }
}
