import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { assColor } from '../src/captions/ass-util.ts';
import { packageDir } from '../src/fonts/package-dir.ts';
import { emojiShapes, shapeDrawings } from '../src/visuals/scenes/emoji-drawing.ts';
import { resolveFfmpeg } from './support/ffmpeg.ts';

// The emoji ASS drawings rendered by libass (as a render burns them in) against the shipped SVG
// rasterised by sharp (librsvg), which honours the SVG's clip paths.
const FFMPEG = resolveFfmpeg();
const root = mkdtempSync(join(tmpdir(), 'emoji-clip-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const FRAME = 360;
const SIZE = 288;
const AT = (FRAME - SIZE) / 2;
const DIR = packageDir('@twemoji/svg');

/** libass's picture of the SVG's drawings (as the engine converts it) on black. */
function assPicture(svg: string, name: string): Buffer {
  const events = shapeDrawings(emojiShapes(svg), AT, AT, SIZE).map(
    (p) =>
      `Dialogue: 0,0:00:00.00,0:00:01.00,D,,0,0,0,,{\\an7\\pos(0,0)\\bord0\\shad0\\c${assColor(p.fill)}\\p3}${p.drawing}`,
  );
  const ass = [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${FRAME}`,
    `PlayResY: ${FRAME}`,
    'ScaledBorderAndShadow: yes',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    'Style: D,Arial,20,&H00FFFFFF,&H00FFFFFF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,0,0,7,0,0,0,1',
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
  const file = join(root, `${name}.ass`);
  writeFileSync(file, ass);
  return execFileSync(
    FFMPEG,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `color=c=black:s=${FRAME}x${FRAME}:r=1:d=1`,
      '-vf',
      `ass=${name}.ass,format=rgb24`,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ],
    { cwd: root, maxBuffer: 16 << 20 },
  );
}

/** sharp's raster of the SVG on black, in the same square. */
async function svgPicture(svgText: string): Promise<Buffer> {
  const svg = await sharp(Buffer.from(svgText), { density: (72 * SIZE) / 36 })
    .resize(SIZE, SIZE)
    .png()
    .toBuffer();
  return sharp({ create: { width: FRAME, height: FRAME, channels: 3, background: '#000000' } })
    .composite([{ input: svg, left: AT, top: AT }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Share of the emoji's square where the two pictures differ clearly (edges' antialiasing aside). */
function mismatch(a: Buffer, b: Buffer): number {
  let bad = 0;
  for (let y = AT; y < AT + SIZE; y++) {
    for (let x = AT; x < AT + SIZE; x++) {
      const i = (y * FRAME + x) * 3;
      const d = (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!)) / 3;
      if (d > 64) bad++;
    }
  }
  return bad / (SIZE * SIZE);
}

const CLIPPED = readdirSync(DIR).filter(
  (f) => f.endsWith('.svg') && readFileSync(join(DIR, f), 'utf8').includes('<clipPath'),
);

describe('emoji with clip paths drawn as designed (libass frame against the SVG raster)', () => {
  it('finds the shipped emoji that clip', () => {
    expect(CLIPPED.length).toBeGreaterThan(0);
  });

  // Emoji without clip paths calibrate the comparison: the two rasterisers agree on them.
  for (const file of [...CLIPPED, '1f419.svg', '1f600.svg', '1f1eb-1f1f7.svg']) {
    it(file, async () => {
      const svg = readFileSync(join(DIR, file), 'utf8');
      const m = mismatch(assPicture(svg, file.replace('.svg', '')), await svgPicture(svg));
      expect(m, `${(m * 100).toFixed(2)}% of the square differs`).toBeLessThan(0.01);
    });
  }
});

// The shipped clips hardly cut anything (their shapes lie inside them), so these cut for real:
// Twemoji's two forms, a clipped group and a transformed shape with a userSpaceOnUse clip.
const SVG = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36">${body}</svg>`;
const CUTS: Record<string, string> = {
  'group clipped to a diamond': SVG(
    '<defs><clipPath id="a"><path fill="none" d="M4 18 18 4l14 14-14 14z"/></clipPath></defs><g clip-path="url(#a)"><circle cx="18" cy="18" r="16" fill="#ffcb26"/><path fill="#694400" d="M6 16h24v4H6z"/></g><circle cx="30" cy="30" r="5" fill="#4facf0"/>',
  ),
  'transformed shape, clip in its own user space': SVG(
    '<defs><clipPath id="b" clipPathUnits="userSpaceOnUse"><path d="M-18 0h18v36h-18Z"/></clipPath></defs><path fill="#d24248" d="M-18 18a14 14 0 1 0 28 0a14 14 0 1 0 -28 0" clip-path="url(#b)" transform="matrix(1 0 0 -1 22 36)"/>',
  ),
  'nested clips': SVG(
    '<defs><clipPath id="c"><rect x="0" y="0" width="24" height="36"/></clipPath><clipPath id="d"><rect x="0" y="10" width="36" height="26"/></clipPath></defs><g clip-path="url(#c)"><ellipse cx="18" cy="18" rx="15" ry="12" fill="#82ae63" clip-path="url(#d)"/></g>',
  ),
};

describe('clip paths that cut (libass frame against the SVG raster)', () => {
  for (const [name, svg] of Object.entries(CUTS)) {
    it(name, async () => {
      const want = await svgPicture(svg);
      const got = assPicture(svg, name.replace(/\W+/g, '-'));
      if (process.env.EMOJI_DUMP) {
        const pair = await sharp(Buffer.concat([got, want]), { raw: { width: FRAME, height: FRAME * 2, channels: 3 } })
          .png()
          .toBuffer();
        writeFileSync(join(process.env.EMOJI_DUMP, `${name.replace(/\W+/g, '-')}.png`), pair);
      }
      expect(mismatch(got, want), 'drawn as the SVG shows it').toBeLessThan(0.01);
      // Something is drawn (two empty squares would match too).
      let lit = 0;
      for (let i = 0; i < got.length; i += 3) if (got[i]! + got[i + 1]! + got[i + 2]! > 96) lit++;
      expect(lit).toBeGreaterThan(SIZE * SIZE * 0.05);
      // Ignoring the clip would not do: the unclipped shape differs clearly (the check can fail).
      const unclipped = svg.replace(/clip-path="[^"]*"/g, '');
      expect(mismatch(assPicture(unclipped, `${name.replace(/\W+/g, '-')}-bare`), want)).toBeGreaterThan(0.03);
    });
  }

  it('leaves out an emoji whose clip it cannot cut to (not convex) rather than drawing it unclipped', () => {
    const star = SVG(
      '<defs><clipPath id="s"><path d="M18 2l4 12h12l-10 7 4 13-10-8-10 8 4-13-10-7h12z"/></clipPath></defs><circle cx="18" cy="18" r="16" fill="#ffcb26" clip-path="url(#s)"/>',
    );
    expect(() => emojiShapes(star)).toThrow(/clip/);
  });
});
