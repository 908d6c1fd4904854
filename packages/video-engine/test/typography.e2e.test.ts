import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, type RenderResult, type RenderSpecInput } from '../src/index.ts';
import { familyFor, prepareFontsDir } from '../src/fonts/registry.ts';
import { safeAreaFor } from '../src/platforms.ts';
import { titleCardGeometry } from '../src/visuals/kinetic.ts';
import { frameLayout, shotBoxes, type Rect } from '../src/visuals/layout.ts';
import { contrastRatio, logoBox, prepareLogo } from '../src/visuals/logo.ts';
import { placePresenter } from '../src/visuals/presenter-layout.ts';
import { themeFor } from '../src/visuals/themes.ts';
import { FFMPEG, frameAt as frame, frameSpec, scratchDir } from './support/frames.ts';

const root = scratchDir('typo-e2e-');

/** Caption ink: white words and the gold spoken word (karaoke), not their black outline. */
const isInk = (r: number, g: number, b: number) => (r > 225 && g > 225 && b > 225) || (r > 225 && g > 180 && b < 90);

/** Bounding box and tallest run of rows holding caption ink inside `area`. */
function inkIn(rgb: Buffer, w: number, area: Rect): { box?: Rect; tallestRun: number } {
  let x0 = Infinity;
  let x1 = -1;
  let y0 = Infinity;
  let y1 = -1;
  let run = 0;
  let tallest = 0;
  for (let y = area.y; y < area.y + area.h; y++) {
    let count = 0;
    for (let x = area.x; x < area.x + area.w; x++) {
      const i = (y * w + x) * 3;
      if (!isInk(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0)) continue;
      count++;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
    run = count >= 2 ? run + 1 : 0;
    tallest = Math.max(tallest, run);
  }
  return { box: x1 < 0 ? undefined : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 }, tallestRun: tallest };
}

/** Middle of the first spoken word matching `re`, in seconds. */
function whenSaid(result: RenderResult, re: RegExp): number {
  const w = result.words.find((x) => re.test(x.word));
  if (!w) throw new Error(`"${re}" not spoken: ${result.words.map((x) => x.word).join(' ')}`);
  return (w.startMs + w.endMs) / 2000;
}

const LONG = 'Supercalifragilisticexpialidociousnesses';

describe('typography (real renders, measured on frames)', () => {
  const W = 720;
  const H = 1280;
  const captions = join(root, 'captions.mp4');
  let result: RenderResult;
  const base = (extra: Partial<RenderSpecInput>): RenderSpecInput => frameSpec({ width: W, height: H, platform: 'tiktok' }, { scenes: [{ text: 'x' }], ...extra });

  beforeAll(async () => {
    expect(LONG).toHaveLength(40);
    result = await render(base({ scenes: [{ text: `HELLO THERE. Say ${LONG} now.`, keywords: [LONG] }] }), captions, {
      ffmpegPath: FFMPEG,
      tmpDir: root,
    });
  }, 180_000);

  it('draws captions with a cap height of at least 55 px per 1080 px of the short side', () => {
    const band = frameLayout(W, H, safeAreaFor('tiktok', W, H), { enabled: true, position: 'bottom' }).captionBand!;
    const rgb = frame(captions, whenSaid(result, /^THERE/i));
    // "HELLO THERE." has only capitals: the tallest run of inked rows is the cap height.
    const { tallestRun, box } = inkIn(rgb, W, band);
    expect(box, 'caption ink in the band').toBeDefined();
    expect(tallestRun).toBeGreaterThanOrEqual((55 * Math.min(W, H)) / 1080);
    // One row: the line is not wrapped into a third row either.
    expect(box!.h).toBeLessThan(tallestRun * 2.6);
  });

  it('shrinks a 40-letter word into the safe area instead of cutting it or running off the frame', () => {
    const safe = safeAreaFor('tiktok', W, H);
    const rgb = frame(captions, whenSaid(result, /^Supercali/i));
    const band = frameLayout(W, H, safe, { enabled: true, position: 'bottom' }).captionBand!;
    const { box } = inkIn(rgb, W, { x: 0, y: band.y, w: W, h: band.h });
    expect(box, 'the long word is on screen').toBeDefined();
    const left = safe.left * W;
    const right = W * (1 - safe.right);
    expect(box!.x).toBeGreaterThanOrEqual(left);
    expect(box!.x + box!.w).toBeLessThanOrEqual(right);
    // Whole and centred (a cut word would hug one edge), and still a good part of the row.
    expect(Math.abs(box!.x - left - (right - (box!.x + box!.w)))).toBeLessThan(W * 0.05);
    expect(box!.w).toBeGreaterThan((right - left) * 0.6);
    // Nothing of the word (caption or keyword card) is drawn outside the safe columns.
    const outside = [
      { x: 0, y: 0, w: Math.floor(left), h: H },
      { x: Math.ceil(right), y: 0, w: W - Math.ceil(right), h: H },
    ];
    for (const area of outside) expect(inkIn(rgb, W, area).box).toBeUndefined();
  });
});

describe('emoji in a title (real renders)', () => {
  const W = 360;
  const H = 640;
  const spec = (title: string): RenderSpecInput =>
    frameSpec({ width: W, height: H, platform: 'tiktok' }, { title, scenes: [{ text: 'Wake up with the light and drink a glass of water first.' }] });
  const withEmoji = join(root, 'emoji.mp4');
  const plain = join(root, 'plain.mp4');

  beforeAll(async () => {
    await render(spec('Morning 🌅 habits'), withEmoji, { ffmpegPath: FFMPEG, tmpDir: root });
    await render(spec('Morning habits'), plain, { ffmpegPath: FFMPEG, tmpDir: root });
  }, 180_000);

  const frameLayoutHere = () => frameLayout(W, H, safeAreaFor('tiktok', W, H), { enabled: true, position: 'bottom' });

  it('draws the emoji from Twemoji in the title card, in colour', () => {
    const box = shotBoxes(frameLayoutHere().stage, 'title').emoji;
    const rgb = frame(withEmoji, 1.2);
    const near = (r: number, g: number, b: number, hex: string) => {
      const n = parseInt(hex.slice(1), 16);
      return Math.abs(r - (n >> 16)) < 40 && Math.abs(g - ((n >> 8) & 255)) < 40 && Math.abs(b - (n & 255)) < 40;
    };
    let sun = 0;
    let sea = 0;
    for (let y = box.y; y < box.y + box.h; y++) {
      for (let x = box.x; x < box.x + box.w; x++) {
        const i = (y * W + x) * 3;
        const [r, g, b] = [rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0];
        if (near(r, g, b, '#FFCC4D')) sun++;
        if (near(r, g, b, '#3B88C3')) sea++;
      }
    }
    // 🌅's yellow sun and blue sea (Twemoji 1f305) cover a good part of the box.
    expect(sun).toBeGreaterThan(box.w * box.h * 0.03);
    expect(sea).toBeGreaterThan(box.w * box.h * 0.03);
    // The same box of the title without an emoji has neither.
    const bare = frame(plain, 1.2);
    let bareSun = 0;
    for (let y = box.y; y < box.y + box.h; y++) {
      for (let x = box.x; x < box.x + box.w; x++) {
        const i = (y * W + x) * 3;
        if (near(bare[i] ?? 0, bare[i + 1] ?? 0, bare[i + 2] ?? 0, '#FFCC4D')) bareSun++;
      }
    }
    expect(bareSun).toBeLessThan(sun / 10);
  });

  it('sets the title text without a tofu box: the card matches the title without the emoji', () => {
    const box = shotBoxes(frameLayoutHere().stage, 'title').text;
    const card = titleCardGeometry('Morning 🌅 habits', box, frameLayoutHere(), 'noto-sans').rect;
    expect(card).toEqual(titleCardGeometry('Morning habits', box, frameLayoutHere(), 'noto-sans').rect);
    const a = frame(withEmoji, 1.2);
    const b = frame(plain, 1.2);
    let diff = 0;
    let n = 0;
    let ink = 0;
    for (let y = Math.floor(card.y); y < card.y + card.h; y++) {
      for (let x = Math.floor(card.x); x < card.x + card.w; x++) {
        const i = (y * W + x) * 3;
        for (let c = 0; c < 3; c++) diff += Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0));
        if ((a[i] ?? 0) > 225 && (a[i + 1] ?? 0) > 225 && (a[i + 2] ?? 0) > 225) ink++;
        n += 3;
      }
    }
    // The card carries its white title text, and a tofu box (or any extra glyph) would differ.
    expect(ink).toBeGreaterThan(100);
    expect(diff / n).toBeLessThan(2);
  });

  it('the measure sees tofu: the same title with the emoji handed to a font that lacks it differs from the plain one', async () => {
    // The display face has no 🌅: libass draws its missing-glyph box there and the words move.
    const card = titleCardGeometry('Morning habits', shotBoxes(frameLayoutHere().stage, 'title').text, frameLayoutHere(), 'noto-sans');
    const fonts = await prepareFontsDir(join(root, 'tofu-fonts'), 'noto-sans', ['Morning habits']);
    const draw = (text: string, name: string) => {
      const ass = join(root, `${name}.ass`);
      writeFileSync(
        ass,
        [
          '[Script Info]',
          'ScriptType: v4.00+',
          `PlayResX: ${W}`,
          `PlayResY: ${H}`,
          '',
          '[V4+ Styles]',
          'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
          `Style: T,${familyFor('noto-sans')},${card.size},&H00FFFFFF,&H00FFFFFF,&H00000000,&H00000000,-1,0,0,0,100,100,0,0,1,0,0,5,0,0,0,1`,
          '',
          '[Events]',
          'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
          `Dialogue: 0,0:00:00.00,0:00:01.00,T,,0,0,0,,{\\an5\\pos(${Math.round(card.rect.x + card.rect.w / 2)},${Math.round(card.rect.y + card.rect.h / 2)})}${text}`,
          '',
        ].join('\n'),
      );
      return execFileSync(
        FFMPEG,
        ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `color=c=black:s=${W}x${H}:d=1`, '-vf', `ass=${ass}:fontsdir=${fonts}`, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
        { maxBuffer: 64 << 20 },
      );
    };
    const tofu = draw('Morning 🌅 habits', 'tofu');
    const plain = draw('Morning habits', 'plain');
    let diff = 0;
    let n = 0;
    for (let y = Math.floor(card.rect.y); y < card.rect.y + card.rect.h; y++) {
      for (let x = Math.floor(card.rect.x); x < card.rect.x + card.rect.w; x++) {
        const i = (y * W + x) * 3;
        for (let c = 0; c < 3; c++) diff += Math.abs((tofu[i + c] ?? 0) - (plain[i + c] ?? 0));
        n += 3;
      }
    }
    // Far past the bound the engine's own render keeps (2): the check above would catch tofu.
    expect(diff / n).toBeGreaterThan(8);
  });
});

describe('logo contrast plate', () => {
  const W = 360;
  const H = 640;
  const safe = safeAreaFor('tiktok', W, H);
  const work = join(root, 'logo');
  const orange = '#F97316';
  const logoPath = join(work, 'orange.png');
  const video = join(root, 'logo.mp4');

  beforeAll(async () => {
    mkdirSync(work, { recursive: true });
    // An orange disc on transparency, like a brand mark.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="90" fill="${orange}"/></svg>`;
    await sharp(Buffer.from(svg)).png().toFile(logoPath);
  });

  it('backs a logo that shares the brand colour with a contrasting plate, and not one that does not', async () => {
    const logo = { path: logoPath, corner: 'bottom-right' as const, opacity: 1, size: 0.2 };
    const bare = logoBox(logo, { width: 200, height: 200 }, { width: W, height: H, safe });
    const distinct = await prepareLogo(logo, { width: W, height: H, safe }, work, ['#141a3c', '#2563EB']);
    expect([distinct.width, distinct.height]).toEqual([bare.width, bare.height]);
    const plated = await prepareLogo(logo, { width: W, height: H, safe }, work, ['#141a3c', '#F59E0B']);
    expect(plated.width).toBeGreaterThan(bare.width);
    // The plate stays inside the safe area.
    expect(plated.x + plated.width).toBeLessThanOrEqual(W * (1 - safe.right));
    expect(plated.y + plated.height).toBeLessThanOrEqual(H * (1 - safe.bottom));
  });

  it('draws the plate on the frame: the logo reads against it on the orange brand band', async () => {
    const logo = { path: logoPath, corner: 'bottom-right' as const, opacity: 1, size: 0.2 };
    await render(
      {
        width: W,
        height: H,
        fps: 15,
        title: '',
        theme: 'sunrise',
        brandColors: ['#F59E0B', '#F97316'],
        platform: 'tiktok',
        voice: { engine: 'espeak', voiceId: 'voice1', language: 'en' },
        captions: { enabled: false, style: 'karaoke' },
        logo,
        scenes: [{ text: 'Brand marks stay visible.' }],
      },
      video,
      { ffmpegPath: FFMPEG, tmpDir: root },
    );
    const box = logoBox(logo, { width: 200, height: 200 }, { width: W, height: H, safe });
    const pad = (await sharp(join(work, 'logo.png')).metadata()).width! - box.width;
    // The plate grows inward from the corner: the disc sits pad/2 in from the plate's top-left.
    const plate = { x: box.x - pad, y: box.y - pad, w: box.width + pad, h: box.height + pad };
    const rgb = frame(video, 1);
    const mean = (pick: (x: number, y: number) => boolean) => {
      const s = [0, 0, 0];
      let n = 0;
      for (let y = plate.y; y < plate.y + plate.h; y++) {
        for (let x = plate.x; x < plate.x + plate.w; x++) {
          if (!pick(x, y)) continue;
          const i = (y * W + x) * 3;
          for (let c = 0; c < 3; c++) s[c] = (s[c] ?? 0) + (rgb[i + c] ?? 0);
          n++;
        }
      }
      return '#' + s.map((v) => Math.round(v / Math.max(1, n)).toString(16).padStart(2, '0')).join('');
    };
    const cx = plate.x + plate.w / 2;
    const cy = plate.y + plate.h / 2;
    const r = box.width * 0.45;
    const disc = mean((x, y) => Math.hypot(x - cx, y - cy) < r * 0.6);
    // The plate's ring between the disc and the plate's edge.
    const ring = mean((x, y) => {
      const d = Math.hypot(x - cx, y - cy);
      return d > r * 1.08 && d < r * 1.08 + pad * 0.3;
    });
    expect(contrastRatio(disc, ring)).toBeGreaterThan(2.5);
  }, 120_000);
});

describe('lower-third vs bottom-left (real renders), portrait and landscape', () => {
  const fixtures = join(import.meta.dirname, 'fixtures', 'presenter');
  const ASPECTS = [
    { name: '9:16', W: 360, H: 640, platform: 'tiktok' as const },
    { name: '16:9', W: 640, H: 360, platform: 'youtube' as const },
  ];
  const spec = (a: (typeof ASPECTS)[number], layout: 'lower-third' | 'corner'): RenderSpecInput =>
    frameSpec(
      { width: a.W, height: a.H, platform: a.platform },
      {
        // Sampled while the title card is up: the lower third is on from the first frame.
        title: 'Lower thirds',
        presenter: { imagePath: join(fixtures, 'astronaut-avatar.jpg'), layout, position: 'bottom-left', name: 'Dana Reyes', motion: 'none' },
        scenes: [{ text: 'A lower third names who is talking.' }],
      },
    );
  const video = (a: (typeof ASPECTS)[number], layout: string) => join(root, `${layout}-${a.W}x${a.H}.mp4`);

  beforeAll(async () => {
    for (const a of ASPECTS) {
      for (const layout of ['lower-third', 'corner'] as const) await render(spec(a, layout), video(a, layout), { ffmpegPath: FFMPEG, tmpDir: root });
    }
  }, 300_000);

  for (const a of ASPECTS) {
    it(`${a.name}: a name bar in the accent colour in the frame's lower third, which bottom-left does not draw, and the captions clear of it`, () => {
      const { W, H } = a;
      const frameGeo = frameLayout(W, H, safeAreaFor(a.platform, W, H), { enabled: true, position: 'bottom' });
      const { bar, box, captionBand } = placePresenter('lower-third', 'bottom-left', 0.32, frameGeo);
      if (!bar || !captionBand) throw new Error('no name bar or captions');
      expect(bar.y).toBeGreaterThanOrEqual(H * (2 / 3));
      // The part of the bar right of the presenter.
      const area = { x: box.x + box.w + 2, y: bar.y + 2, w: bar.x + bar.w - (box.x + box.w) - 4, h: bar.h - 4 };
      const accent = themeFor('midnight').accents[0];
      const n = parseInt(accent.slice(1), 16);
      const isAccent = (rgb: Buffer, i: number) =>
        Math.abs((rgb[i] ?? 0) - (n >> 16)) < 40 && Math.abs((rgb[i + 1] ?? 0) - ((n >> 8) & 255)) < 40 && Math.abs((rgb[i + 2] ?? 0) - (n & 255)) < 40;
      const share = (file: string) => {
        const rgb = frame(file, 1.5);
        let hits = 0;
        for (let y = area.y; y < area.y + area.h; y++) for (let x = area.x; x < area.x + area.w; x++) if (isAccent(rgb, (y * W + x) * 3)) hits++;
        return hits / (area.w * area.h);
      };
      expect(share(video(a, 'lower-third'))).toBeGreaterThan(0.5);
      expect(share(video(a, 'corner'))).toBeLessThan(0.1);
      // The name is written on the bar (white text pixels inside it).
      const rgb = frame(video(a, 'lower-third'), 1.5);
      let white = 0;
      for (let y = area.y; y < area.y + area.h; y++) for (let x = area.x; x < area.x + area.w; x++) {
        const i = (y * W + x) * 3;
        if ((rgb[i] ?? 0) > 230 && (rgb[i + 1] ?? 0) > 230 && (rgb[i + 2] ?? 0) > 230) white++;
      }
      expect(white).toBeGreaterThan(30);
      // The captions are drawn in the band above the lower third, and no caption ink falls in
      // the lower third's rows outside the presenter and the bar.
      expect(inkIn(rgb, W, captionBand).box).toBeDefined();
      const inside = (r: Rect, x: number, y: number) => x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
      let stray = 0;
      for (let y = box.y; y < box.y + box.h; y++) for (let x = 0; x < W; x++) {
        const i = (y * W + x) * 3;
        if (!inside(box, x, y) && !inside(bar, x, y) && isInk(rgb[i] ?? 0, rgb[i + 1] ?? 0, rgb[i + 2] ?? 0)) stray++;
      }
      expect(stray).toBeLessThan(10);
    });
  }
});
