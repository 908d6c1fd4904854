import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { DROP, FakeServer, json, type FakeReq, type FakeRes } from './base.ts';

export interface FakeClip {
  /** Served at /files/{name}. */
  name: string;
  path: string;
  width: number;
  height: number;
  /** Seconds (videos only). */
  duration?: number;
  author: string;
}

export interface StockMediaOptions {
  /** The server's keys (in `env`). */
  pexelsKey?: string;
  pixabayKey?: string;
  /** Creators' own keys, also accepted (not in `env`: tests save them through Settings). */
  userPexelsKeys?: string[];
  userPixabayKeys?: string[];
  imagesKey?: string;
  /** Pexels videos: each offers its renditions (hd first, like the real API lists them unordered). */
  pexelsVideos?: FakeClip[][];
  pexelsPhotos?: FakeClip[];
  pixabayVideos?: FakeClip[][];
  pixabayImages?: FakeClip[];
  /** The picture the images endpoint "generates" (returned as b64_json). */
  generated?: string;
}

const RATE = { limit: 20_000, window: 3600 };

/**
 * Pexels (/videos/search, /v1/search), Pixabay (/api/videos/, /api/) and an OpenAI-compatible
 * images endpoint (/v1/images/generations) in one local server, speaking their documented JSON
 * shapes and rate-limit headers, plus the file downloads their links point at (/files/{name}).
 * Searches answer with every configured item whatever the query; `queries` records what was asked.
 */
export class StockMediaFake extends FakeServer {
  /** Every search, with the key it carried (Pexels' Authorization header, Pixabay's `key`). */
  readonly queries: { route: string; params: Record<string, string>; key?: string }[] = [];
  readonly downloads: Record<string, number> = {};
  private remaining = RATE.limit;

  constructor(readonly opts: StockMediaOptions) {
    super();
    this.route('GET', /^\/videos\/search$/, 'pexels-videos', async (req) => this.pexels(req, () => this.pexelsVideos(req)));
    this.route('GET', /^\/v1\/search$/, 'pexels-photos', async (req) => this.pexels(req, () => this.pexelsPhotos(req)));
    this.route('GET', /^\/api\/videos\/?$/, 'pixabay-videos', async (req) => this.pixabay(req, () => this.pixabayVideos()));
    this.route('GET', /^\/api\/?$/, 'pixabay-images', async (req) => this.pixabay(req, () => this.pixabayImages()));
    this.route('POST', /^\/v1\/images\/generations$/, 'images', async (req) => this.generate(req));
    this.route('GET', /^\/files\/([\w.-]+)$/, 'file', async (_req, m) => this.file(m[1] ?? ''));
  }

  /** Env for a Reelforge server using every provider here. */
  get env(): Record<string, string> {
    const env: Record<string, string> = {};
    // The addresses whenever anyone's key is accepted here; the keys only when the server has its own.
    if (this.opts.pexelsKey || this.opts.userPexelsKeys?.length) env.PEXELS_API_URL = this.url;
    if (this.opts.pixabayKey || this.opts.userPixabayKeys?.length) env.PIXABAY_API_URL = `${this.url}/api`;
    if (this.opts.pexelsKey) env.PEXELS_API_KEY = this.opts.pexelsKey;
    // Its previews are served from 127.0.0.1, which the address policy otherwise refuses.
    if (env.PEXELS_API_URL || env.PIXABAY_API_URL) env.STOCK_PRIVATE_HOSTS = 'true';
    if (this.opts.pixabayKey) env.PIXABAY_API_KEY = this.opts.pixabayKey;
    if (this.opts.generated) {
      Object.assign(env, { IMAGES_BASE_URL: `${this.url}/v1`, IMAGES_API_KEY: this.opts.imagesKey ?? '', IMAGES_MODEL: 'fake-image-1' });
    }
    return env;
  }

  /** Every file served with /files/{name}, for tests that count downloads. */
  private all(): FakeClip[] {
    const o = this.opts;
    return [...(o.pexelsVideos ?? []).flat(), ...(o.pexelsPhotos ?? []), ...(o.pixabayVideos ?? []).flat(), ...(o.pixabayImages ?? [])];
  }

  private rateHeaders(pexels: boolean): Record<string, string> {
    this.remaining = Math.max(0, this.remaining - 1);
    // Pexels gives the reset as a UNIX timestamp, Pixabay as seconds until the window resets.
    const reset = pexels ? String(Math.floor(Date.now() / 1000) + RATE.window) : String(RATE.window);
    const p = pexels ? 'X-Ratelimit' : 'X-RateLimit';
    return { [`${p}-Limit`]: String(RATE.limit), [`${p}-Remaining`]: String(this.remaining), [`${p}-Reset`]: reset };
  }

  private record(req: FakeReq, route: string, key?: string) {
    this.queries.push({ route, params: Object.fromEntries(req.query), ...(key !== undefined ? { key } : {}) });
  }

  /** The keys searches carried, in order, for one provider. */
  keysSeen(provider: 'pexels' | 'pixabay'): string[] {
    const pexels = provider === 'pexels';
    return this.queries.filter((q) => (q.route.startsWith('/api') ? !pexels : pexels) && q.route !== 'images').map((q) => q.key ?? '');
  }

  private async pexels(req: FakeReq, body: () => unknown): Promise<FakeRes> {
    const key = req.header('authorization') ?? '';
    this.record(req, req.url.pathname, key);
    if (!key || ![this.opts.pexelsKey, ...(this.opts.userPexelsKeys ?? [])].includes(key)) return json(401, { error: 'Unauthorized' });
    return json(200, body(), this.rateHeaders(true));
  }

  private async pixabay(req: FakeReq, body: () => unknown): Promise<FakeRes> {
    const key = req.query.get('key') ?? '';
    this.record(req, req.url.pathname, key);
    // Pixabay answers a wrong key with a plain-text 400.
    if (!key || ![this.opts.pixabayKey, ...(this.opts.userPixabayKeys ?? [])].includes(key)) {
      return { status: 400, body: '[ERROR 400] Invalid or missing API key' };
    }
    return json(200, body(), this.rateHeaders(false));
  }

  private link = (c: FakeClip) => `${this.url}/files/${c.name}`;

  private pexelsVideos(req: FakeReq) {
    const videos = (this.opts.pexelsVideos ?? []).map((files, i) => {
      const main = files[0]!;
      return {
        id: 1000 + i,
        width: main.width,
        height: main.height,
        url: `https://www.pexels.com/video/fake-${1000 + i}/`,
        image: `${this.url}/files/poster-${i}.jpg`,
        duration: main.duration ?? 5,
        user: { id: 50 + i, name: main.author, url: `https://www.pexels.com/@author${i}` },
        video_files: files.map((f, k) => ({
          id: 2000 + i * 10 + k,
          quality: f.height >= 1080 || f.width >= 1080 ? 'hd' : 'sd',
          file_type: 'video/mp4',
          width: f.width,
          height: f.height,
          fps: 25,
          link: this.link(f),
        })),
        video_pictures: [{ id: 1, picture: `${this.url}/files/poster-${i}.jpg`, nr: 0 }],
      };
    });
    const perPage = Number(req.query.get('per_page') ?? 15);
    return { page: 1, per_page: perPage, total_results: videos.length, url: 'https://www.pexels.com/videos/', videos: videos.slice(0, perPage) };
  }

  private pexelsPhotos(req: FakeReq) {
    const photos = (this.opts.pexelsPhotos ?? []).map((p, i) => ({
      id: 3000 + i,
      width: p.width,
      height: p.height,
      url: `https://www.pexels.com/photo/fake-${3000 + i}/`,
      photographer: p.author,
      photographer_url: `https://www.pexels.com/@photographer${i}`,
      photographer_id: 70 + i,
      avg_color: '#808080',
      src: Object.fromEntries(
        ['original', 'large2x', 'large', 'medium', 'small', 'portrait', 'landscape', 'tiny'].map((k) => [k, this.link(p)]),
      ),
      liked: false,
      alt: 'A fake photo',
    }));
    const perPage = Number(req.query.get('per_page') ?? 15);
    return { page: 1, per_page: perPage, total_results: photos.length, photos: photos.slice(0, perPage) };
  }

  private pixabayVideos() {
    const hits = (this.opts.pixabayVideos ?? []).map((files, i) => {
      const sizes = ['large', 'medium', 'small', 'tiny'];
      const videos = Object.fromEntries(
        sizes.map((s, k) => {
          const f = files[k];
          return [s, f ? { url: this.link(f), width: f.width, height: f.height, size: 1000, thumbnail: '' } : { url: '', width: 0, height: 0, size: 0, thumbnail: '' }];
        }),
      );
      return {
        id: 4000 + i,
        pageURL: `https://pixabay.com/videos/id-${4000 + i}/`,
        type: 'film',
        tags: 'fake, clip',
        duration: files[0]?.duration ?? 5,
        videos,
        views: 1,
        downloads: 1,
        likes: 1,
        comments: 0,
        user_id: 90 + i,
        user: files[0]?.author ?? 'someone',
        userImageURL: '',
      };
    });
    return { total: hits.length, totalHits: hits.length, hits };
  }

  private pixabayImages() {
    const hits = (this.opts.pixabayImages ?? []).map((p, i) => ({
      id: 5000 + i,
      pageURL: `https://pixabay.com/photos/id-${5000 + i}/`,
      type: 'photo',
      tags: 'fake',
      previewURL: this.link(p),
      webformatURL: this.link(p),
      largeImageURL: this.link(p),
      imageWidth: p.width,
      imageHeight: p.height,
      user_id: 95 + i,
      user: p.author,
      userImageURL: '',
    }));
    return { total: hits.length, totalHits: hits.length, hits };
  }

  private async generate(req: FakeReq): Promise<FakeRes> {
    const body = (await req.json()) as { prompt?: string; model?: string; size?: string } | undefined;
    this.queries.push({ route: 'images', params: { prompt: body?.prompt ?? '', model: body?.model ?? '', size: body?.size ?? '' } });
    if (this.opts.imagesKey && req.token() !== this.opts.imagesKey) return json(401, { error: { message: 'Incorrect API key' } });
    if (!body?.prompt || !this.opts.generated) return json(400, { error: { message: 'prompt is required' } });
    const b64 = (await readFile(this.opts.generated)).toString('base64');
    return json(200, { created: Math.floor(Date.now() / 1000), data: [{ b64_json: b64 }] });
  }

  private async file(name: string): Promise<FakeRes | typeof DROP> {
    // A Pexels video's poster (its `image`): the clip's first frame, as the real one is.
    const poster = /^poster-(\d+)\.jpg$/.exec(name);
    const posterOf = poster ? this.opts.pexelsVideos?.[Number(poster[1])]?.[0] : undefined;
    if (posterOf) {
      const body = await firstFrameJpeg(posterOf.path);
      return { status: 200, body, headers: { 'content-type': 'image/jpeg', 'content-length': String(body.length) } };
    }
    const clip = this.all().find((c) => c.name === name);
    if (!clip) return json(404, { error: 'Not found' });
    this.downloads[name] = (this.downloads[name] ?? 0) + 1;
    const body = await readFile(clip.path);
    const type = name.endsWith('.mp4') ? 'video/mp4' : name.endsWith('.png') ? 'image/png' : 'image/jpeg';
    return { status: 200, body, headers: { 'content-type': type, 'content-length': String(body.length) } };
  }
}

const run = promisify(execFile);
async function firstFrameJpeg(file: string): Promise<Buffer> {
  const args = ['-hide_banner', '-loglevel', 'error', '-i', file, '-frames:v', '1', '-vf', 'scale=270:-2', '-f', 'image2pipe', '-c:v', 'mjpeg', '-'];
  const { stdout } = await run('ffmpeg', args, { encoding: 'buffer', maxBuffer: 1 << 24 });
  return stdout;
}
