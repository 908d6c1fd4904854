import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { MediaCache } from '../src/adapters/media/cache.ts';
import { mediaProviders, resolveSceneVisuals, type ResolveInput } from '../src/adapters/media/resolve.ts';
import { pickRendition } from '../src/adapters/media/types.ts';
import { EMOJI_CREDIT } from '@reelforge/video-engine';
import { needsAttribution, withoutAppendedCredits } from '../src/modules/videos/credits.ts';
import { StockMediaFake } from './fakes/stock-media.ts';
import { colourClip, colourImage } from './fakes/media-files.ts';
import { silentLogger } from './support/server.ts';

const root = mkdtempSync(join(tmpdir(), 'media-sources-'));
let fake: StockMediaFake;
let files: Record<string, ReturnType<typeof colourClip>>;

beforeAll(async () => {
  files = {
    hd: colourClip(root, 'pexels-hd.mp4', [220, 30, 30], [1080, 1920], 2, 'Ann Author'),
    sd: colourClip(root, 'pexels-sd.mp4', [220, 30, 30], [540, 960], 2, 'Ann Author'),
    uhd: colourClip(root, 'pexels-uhd.mp4', [220, 30, 30], [2160, 3840], 1, 'Ann Author'),
    second: colourClip(root, 'pexels-2.mp4', [30, 200, 60], [1080, 1920], 2, 'Bo Author'),
    pixabay: colourClip(root, 'pixabay-large.mp4', [40, 70, 230], [1080, 1920], 2, 'Cy Author'),
    photo: colourImage(root, 'pexels-photo.jpg', [240, 220, 20], [1080, 1920], 'Di Photographer'),
    generated: colourImage(root, 'generated.png', [200, 40, 200], [256, 448]),
  };
  fake = await new StockMediaFake({
    pexelsKey: 'pexels-key',
    pixabayKey: 'pixabay-key',
    imagesKey: 'images-key',
    pexelsVideos: [[files.sd!, files.uhd!, files.hd!], [files.second!]],
    pexelsPhotos: [files.photo!],
    pixabayVideos: [[files.pixabay!]],
    generated: files.generated!.path,
  }).start();
});
afterAll(async () => {
  await fake.stop();
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => expect(fake.errors).toEqual([]));

let n = 0;
/** A fresh data dir (own cache) unless one is given; providers from the fake's env. */
function setup(env: Record<string, string> = fake.env, dataDir = join(root, `data-${n++}`)) {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', MEDIA_TIMEOUT_MS: '1000', ...env });
  return { config, logger: silentLogger, providers: mediaProviders(config), cache: new MediaCache(join(dataDir, 'media-cache'), 500 * 1024 * 1024) };
}

// Long enough for two shots after the title card (about 10 s spoken): the resolver asks for one picture per shot.
const scene = {
  text: 'Morning light spills over a quiet city long before anyone wakes up, and the streets wait calmly for the day to start again.',
  visualQuery: 'city sunrise',
};
const input = (over: Partial<ResolveInput> = {}): ResolveInput => ({
  scenes: [scene],
  source: 'auto',
  width: 1080,
  height: 1920,
  workDir: join(root, `work-${n++}`),
  signal: new AbortController().signal,
  ...over,
});

describe('stock footage for a scene', () => {
  it('searches Pexels with the visual query in the frame orientation and downloads the rendition at the output size', async () => {
    const before = { ...fake.downloads };
    const got = await resolveSceneVisuals(setup(), input());
    expect(fake.queries.at(-1)).toMatchObject({ route: '/videos/search', params: { query: 'city sunrise', orientation: 'portrait' } });
    expect(got[0]?.map((v) => v.kind)).toEqual(['video', 'video']);
    expect(got[0]?.[0]?.credit).toBe('Video by Ann Author on Pexels (https://www.pexels.com/video/fake-1000/), Pexels License');
    // 1080x1920, not the smaller SD nor the 4K one.
    expect((fake.downloads['pexels-hd.mp4'] ?? 0) - (before['pexels-hd.mp4'] ?? 0)).toBe(1);
    expect(fake.downloads['pexels-sd.mp4'] ?? 0).toBe(before['pexels-sd.mp4'] ?? 0);
    expect(fake.downloads['pexels-uhd.mp4'] ?? 0).toBe(before['pexels-uhd.mp4'] ?? 0);
  });

  it('never downloads a cached clip twice, even for concurrent renders', async () => {
    const deps = setup();
    const before = fake.downloads['pexels-hd.mp4'] ?? 0;
    const [a, b] = await Promise.all([resolveSceneVisuals(deps, input()), resolveSceneVisuals(deps, input())]);
    const again = await resolveSceneVisuals(deps, input());
    expect((fake.downloads['pexels-hd.mp4'] ?? 0) - before).toBe(1);
    expect(deps.cache.downloads).toBe(2);
    // Each render has its own link to the file, outside the cache.
    for (const r of [a, b, again]) expect(r[0]?.[0]?.path).toContain('/media/');
  });

  it('falls through to Pixabay when Pexels answers 429, 500 or does not answer in time', async () => {
    for (const action of [
      // A reset already past: no cooling-off, so the next case really asks Pexels again (the
      // cooling-off itself is the next test's subject).
      { status: 429, headers: { 'X-Ratelimit-Remaining': '0', 'X-Ratelimit-Reset': String(Math.floor(Date.now() / 1000) - 1) }, body: { error: 'Too many requests' } },
      { status: 500, body: { error: 'boom' } },
      { hang: true as const },
    ]) {
      fake.fail('pexels-videos', action);
      const got = await resolveSceneVisuals(setup(), input());
      expect(got[0]?.[0]?.credit).toMatch(/^Video by Cy Author on Pixabay/);
    }
  });

  it('skips a rate-limited provider until its reset, then asks it again', async () => {
    const deps = setup();
    // Pexels' reset is a UNIX time in seconds; far enough ahead that a slow machine stays inside it.
    const reset = Math.floor(Date.now() / 1000) + 8;
    fake.fail('pexels-videos', { status: 429, headers: { 'X-Ratelimit-Reset': String(reset) }, body: {} });
    await resolveSceneVisuals(deps, input());
    const asked = fake.count('pexels-videos');
    const got = await resolveSceneVisuals(deps, input());
    expect(Date.now()).toBeLessThan(reset * 1000);
    expect(fake.count('pexels-videos')).toBe(asked);
    expect(got[0]?.[0]?.credit).toMatch(/Pixabay/);
    await new Promise((r) => setTimeout(r, reset * 1000 - Date.now() + 100));
    await resolveSceneVisuals(deps, input());
    expect(fake.count('pexels-videos')).toBe(asked + 1);
  }, 60_000);

  it('falls through stock to AI images, and to motion graphics when nothing answers', async () => {
    fake.fail('pexels-videos', { status: 500, body: {} }).fail('pixabay-videos', { status: 503, body: 'down' });
    const ai = await resolveSceneVisuals(setup(), input());
    expect(ai[0]).toEqual([expect.objectContaining({ kind: 'image', credit: 'AI-generated image (fake-image-1)' })]);
    expect(fake.queries.at(-1)).toMatchObject({ route: 'images', params: { model: 'fake-image-1', size: '1024x1536' } });

    fake.fail('pexels-videos', { status: 500, body: {} }).fail('pixabay-videos', { status: 500, body: {} }).fail('images', { status: 500, body: {} });
    const none = await resolveSceneVisuals(setup(), input());
    expect(none).toEqual([undefined]);
  });

  it('skips a file ffmpeg cannot read and takes the next hit', async () => {
    const broken = join(root, 'broken.mp4');
    writeFileSync(broken, 'this is not a video');
    const own = await new StockMediaFake({
      pexelsKey: 'k',
      pexelsVideos: [[{ ...files.hd!, name: 'broken.mp4', path: broken }], [files.second!]],
    }).start();
    try {
      const got = await resolveSceneVisuals(setup(own.env), input());
      expect(got[0]?.map((v) => v.credit)).toEqual(['Video by Bo Author on Pexels (https://www.pexels.com/video/fake-1001/), Pexels License']);
      expect(own.errors).toEqual([]);
    } finally {
      await own.stop();
    }
  });

  it('follows the chosen source: Stock never generates, AI images never searches stock, Motion graphics and My media ask nobody', async () => {
    const counts = () => ['pexels-videos', 'pixabay-videos', 'images'].map((r) => fake.count(r));
    const [pexels, pixabay, images] = counts();
    fake.fail('pexels-videos', { status: 500, body: {} }).fail('pixabay-videos', { status: 500, body: {} });
    expect(await resolveSceneVisuals(setup(), input({ source: 'stock' }))).toEqual([undefined]);
    expect(counts()).toEqual([pexels! + 1, pixabay! + 1, images]);

    const mark = fake.queries.length;
    const ai = await resolveSceneVisuals(setup(), input({ source: 'ai' }));
    expect(ai[0]?.[0]?.kind).toBe('image');
    expect(fake.queries.slice(mark).map((q) => q.route)).toEqual(['images']);

    const quiet = fake.queries.length;
    expect(await resolveSceneVisuals(setup(), input({ source: 'motion' }))).toEqual([undefined]);
    expect(await resolveSceneVisuals(setup(), input({ source: 'library' }))).toEqual([undefined]);
    expect(fake.queries.length).toBe(quiet);
  });

  it('takes Pexels photos when its videos are too few, cropped to the frame by Pexels', async () => {
    const own = await new StockMediaFake({ pexelsKey: 'k', pexelsPhotos: [files.photo!] }).start();
    try {
      const got = await resolveSceneVisuals(setup(own.env), input());
      expect(got[0]?.[0]).toMatchObject({ kind: 'image', credit: expect.stringMatching(/^Photo by Di Photographer on Pexels/) });
      expect(own.queries.map((q) => q.route)).toEqual(['/videos/search', '/v1/search']);
    } finally {
      await own.stop();
    }
  });
});

describe('the media cache', () => {
  it('keeps under its cap by removing the least recently used files', async () => {
    const dir = join(root, 'lru');
    const size = statSync(files.second!.path).size;
    const capped = new MediaCache(dir, Math.floor(size * 2.5));
    const opts = { signal: new AbortController().signal, timeoutMs: 1000 };
    const link = `${fake.url}/files/pexels-2.mp4`;
    await capped.get('a', 'mp4', { url: link }, opts);
    await new Promise((r) => setTimeout(r, 20));
    await capped.get('b', 'mp4', { url: link }, opts);
    await new Promise((r) => setTimeout(r, 20));
    // A hit makes "a" recent again, so "b" is the one to go.
    await capped.get('a', 'mp4', { url: link }, opts);
    await new Promise((r) => setTimeout(r, 20));
    await capped.get('c', 'mp4', { url: link }, opts);
    expect(readdirSync(dir).sort()).toEqual(['a.mp4', 'c.mp4']);
  });
});

describe('rendition choice and credits', () => {
  it('prefers the smallest rendition covering the frame, else the largest', () => {
    const list = [
      { width: 540, height: 960 },
      { width: 2160, height: 3840 },
      { width: 1080, height: 1920 },
    ];
    expect(pickRendition(list, 1080, 1920)).toEqual({ width: 1080, height: 1920 });
    expect(pickRendition(list.slice(0, 1), 1080, 1920)).toEqual({ width: 540, height: 960 });
  });

  it('takes the credits earlier renders appended out of the description, and keeps the creator text', () => {
    const appended = `My video.\n\nFootage and images:\n- Video by A on Pexels\n\n${EMOJI_CREDIT}`;
    expect(withoutAppendedCredits(appended)).toBe('My video.');
    expect(withoutAppendedCredits(EMOJI_CREDIT)).toBe('');
    expect(withoutAppendedCredits('Untouched\n\n\nspacing')).toBe('Untouched\n\n\nspacing');
    expect(withoutAppendedCredits(null)).toBeNull();
  });

  it('knows which licences ask for attribution wherever the work is shown', () => {
    expect(needsAttribution(EMOJI_CREDIT)).toBe(true);
    expect(needsAttribution('Photo by A on Wikimedia, CC BY-SA 4.0')).toBe(true);
    expect(needsAttribution('Video by A on Pexels (https://www.pexels.com/video/1/), Pexels License')).toBe(false);
    expect(needsAttribution('AI-generated image (flux)')).toBe(false);
  });
});
