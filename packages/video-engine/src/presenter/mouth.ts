import { INNER_LOWER, INNER_UPPER, type Rig } from './face-rig.ts';
import type { Pt, Rgba } from './mesh.ts';
import type { MouthShape } from './visemes.ts';

export type Rgb = [number, number, number];

/** Pairs of (outer, inner) lip points whose middles lie on the lips' own colour. */
const LIP_SAMPLES = [[0, 13], [37, 82], [267, 312], [17, 14], [84, 87], [314, 317]] as const;

/**
 * The photo's lip colour (a small average around the middle of each lip), which the inside of
 * the mouth is shaded from, so the rim is the same red as the lips it continues.
 */
export function lipColour(source: Rgba, landmarks: number[]): Rgb {
  const sum: Rgb = [0, 0, 0];
  let n = 0;
  for (const [a, b] of LIP_SAMPLES) {
    const x = Math.round((landmarks[2 * a]! + landmarks[2 * b]!) / 2);
    const y = Math.round((landmarks[2 * a + 1]! + landmarks[2 * b + 1]!) / 2);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const px = Math.min(source.width - 1, Math.max(0, x + dx));
        const py = Math.min(source.height - 1, Math.max(0, y + dy));
        const o = (py * source.width + px) * 4;
        sum[0] += source.data[o]!;
        sum[1] += source.data[o + 1]!;
        sum[2] += source.data[o + 2]!;
        n++;
      }
    }
  }
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
const smooth = (a: number, b: number, v: number) => {
  const t = clamp01((v - a) / (b - a || 1e-6));
  return t * t * (3 - 2 * t);
};

/** Height of a left-to-right polyline at x (its ends held flat beyond them). */
function yAt(line: Pt[], x: number): number {
  for (let i = 0; i + 1 < line.length; i++) {
    const [p, q] = [line[i]!, line[i + 1]!];
    if ((x >= p[0] && x <= q[0]) || (x <= p[0] && x >= q[0])) return q[0] === p[0] ? p[1] : p[1] + ((x - p[0]) / (q[0] - p[0])) * (q[1] - p[1]);
  }
  return x < line[0]![0] ? line[0]![1] : line[line.length - 1]![1];
}

/** A smooth curve through the contour's points (Catmull-Rom, 4 steps a segment), so no corners show. */
function curve(points: Pt[]): Pt[] {
  const out: Pt[] = [];
  const n = points.length;
  for (let i = 0; i + 1 < n; i++) {
    const [p0, p1, p2, p3] = [points[Math.max(0, i - 1)]!, points[i]!, points[i + 1]!, points[Math.min(n - 1, i + 2)]!];
    for (let s = 0; s < 4; s++) {
      const t = s / 4;
      const [t2, t3] = [t * t, t * t * t];
      const f = (a: number, b: number, c: number, d: number) => 0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  out.push(points[n - 1]!);
  return out;
}

/** Distance from (x, y) to the polyline's segments [from, to) (all of them by default). */
function distance(line: Pt[], x: number, y: number, from = 0, to = line.length - 1): number {
  let best = Infinity;
  for (let i = from; i < to; i++) {
    const [p, q] = [line[i]!, line[i + 1]!];
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const t = clamp01(((x - p[0]) * dx + (y - p[1]) * dy) / (dx * dx + dy * dy || 1e-9));
    const d = Math.hypot(x - p[0] - t * dx, y - p[1] - t * dy);
    if (d < best) best = d;
  }
  return best;
}

/** The segments of a left-to-right polyline that come within `reach` of column x: [from, to). */
function near(line: Pt[], x: number, reach: number): [number, number] {
  let from = line.length - 1;
  let to = 0;
  for (let i = 0; i + 1 < line.length; i++) {
    const [a, b] = [line[i]![0], line[i + 1]![0]];
    if (Math.max(a, b) >= x - reach && Math.min(a, b) <= x + reach) {
      from = Math.min(from, i);
      to = Math.max(to, i + 1);
    }
  }
  return [from, to];
}

/** The lips' own red in shadow: the photo's lip colour, darker and less washed out. */
const shadowOf = (lip: Rgb): Rgb => [lip[0] * 0.52, lip[1] * 0.28, lip[2] * 0.28];

/**
 * Pressed lips: the photo's lip gap squeezed to a sliver is healed (each pixel near the line
 * becomes the blend of the lips just above and below it) and a soft line of lip shadow is laid
 * along the middle, where closed lips meet.
 */
function seam(line: Pt[], mw: number, img: Rgba, lip: Rgb, press: number): boolean {
  const w = Math.max(2, mw * 0.025);
  const shadow = shadowOf(lip);
  const xs = line.map((p) => p[0]);
  const [left, right] = [Math.min(...xs), Math.max(...xs)];
  const D = img.data;
  const px = (x: number, y: number, c: number) => D[(Math.min(img.height - 1, Math.max(0, y)) * img.width + x) * 4 + c]!;
  for (let x = Math.max(0, Math.floor(left - w)); x <= Math.min(img.width - 1, Math.ceil(right + w)); x++) {
    const yl = yAt(line, x + 0.5);
    const [above, below] = [Math.floor(yl - w - 1), Math.ceil(yl + w + 1)];
    const centre = clamp01(1 - Math.abs(((x + 0.5 - left) / Math.max(1, right - left)) * 2 - 1));
    const [from, to] = near(line, x + 0.5, w + 1);
    for (let y = Math.max(0, above + 1); y < Math.min(img.height, below); y++) {
      const d = distance(line, x + 0.5, y + 0.5, from, to);
      const a = (1 - smooth(w * 0.5, w, d)) * press;
      if (a <= 0) continue;
      const t = (y - above) / (below - above);
      const dark = (1 - smooth(0, w * 0.8, d)) * smooth(0, 0.2, centre) * 0.45;
      const o = (y * img.width + x) * 4;
      for (let c = 0; c < 3; c++) {
        const healed = px(x, above, c) + (px(x, below, c) - px(x, above, c)) * t;
        D[o + c] = D[o + c]! + (healed + (shadow[c]! - healed) * dark - D[o + c]!) * a;
      }
    }
  }
  return true;
}

/** Colours of the inside of a mouth, from the front (by the lips) to the back of the throat. */
const FRONT: Rgb = [98, 34, 38];
const BACK: Rgb = [44, 13, 15];
const TEETH: Rgb = [242, 232, 212];
const TONGUE: Rgb = [168, 72, 76];

/**
 * Sub-samples per pixel side: a small mouth (a corner bubble, a 540 px preview, a small face in
 * its photo) is a few pixels tall, and shading it at pixel centres alone turns its ramps into
 * steps; averaging 2x2 or 4x4 samples keeps them ramps. A large mouth has pixels to spare.
 */
const samplesFor = (mouthWidth: number) => (mouthWidth < 60 ? 4 : mouthWidth < 120 ? 2 : 1);

/**
 * Synthesises the open mouth inside the posed inner lip contour (output pixels): a cavity that is
 * the lips' own colour darkened at the rim and darkest at the back, a soft light band of upper
 * teeth under the upper lip, a hint of tongue low in the middle. Coverage is 0 on the contour and
 * grows over a feather of a few pixels, and every shade is a smooth function of the distance to
 * the lips, so there is no hard edge at any size. Draws nothing (false) when the lips touch.
 *
 * Every width is the face's (mouth width, opening) first; the floors that keep ramps a few pixels
 * wide on a small mouth are capped by its opening, or a 6 px opening would be all teeth band and
 * lip rim (a grey bar in a dark ring) with no cavity at all.
 */
export function paintMouth(rig: Rig, posed: Pt[], scale: number, img: Rgba, lip: Rgb, mouth: MouthShape): boolean {
  const at = (i: number): Pt => {
    const p = posed[rig.slot.get(i)!]!;
    return [p[0] * scale, p[1] * scale];
  };
  const up = curve(INNER_UPPER.map(at));
  const low = curve(INNER_LOWER.map(at));
  let gap = 0;
  for (let j = 0; j < up.length; j++) gap = Math.max(gap, low[j]![1] - up[j]![1]);
  // At rest the mouth is the photo's own (a smile keeps its teeth); the cavity fades in as it opens.
  const strength = smooth(0.02, 0.25, mouth.open * (1 - mouth.press));
  // Pressed lips (m b p) meet along a soft shadow that hides the photo's squeezed lip gap.
  // (Only where the photo's lips were apart: a drawn mouth line stays as drawn.)
  const ownGap = rig.points[rig.slot.get(14)!]![1] - rig.points[rig.slot.get(13)!]![1];
  const healing = mouth.press * smooth(0.06, 0.12, ownGap / rig.mouthWidth);
  if (gap < 0.8 || strength === 0) return healing > 0.05 && seam(up, rig.mouthWidth * scale, img, lip, healing);
  const xs = [...up, ...low].map((p) => p[0]);
  const ys = [...up, ...low].map((p) => p[1]);
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const span = Math.max(1, right - left);
  const mw = rig.mouthWidth * scale;
  const feather = Math.max(Math.min(2, gap * 0.3), mw * 0.03);
  const rim = Math.max(Math.min(4, gap * 0.22), Math.min(gap * 0.28, mw * 0.06));
  const teethH = Math.min(gap * 0.45, mw * 0.14);
  // Ramps stay a few pixels wide on a small presenter, so nothing steps from one pixel to the next.
  const teethIn = Math.max(teethH * 0.2, Math.min(1.5, gap * 0.1));
  const teethOut = Math.max(teethH * 0.55, Math.min(4, gap * 0.25));
  // Teeth need a few pixels of opening to read as teeth: in a slit they are a grey bar.
  const teethShow = smooth(3, 9, gap);
  // A tongue only shows once the mouth is open enough to see the floor of it.
  const tongueShows = smooth(mw * 0.08, mw * 0.22, gap);
  const rimColour = shadowOf(lip);
  const outside = feather * 0.5;
  const D = img.data;
  const x0 = Math.max(0, Math.floor(left - outside));
  const x1 = Math.min(img.width - 1, Math.ceil(right + outside));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - outside));
  const y1 = Math.min(img.height - 1, Math.ceil(Math.max(...ys) + outside));
  // Beyond this distance from the lips every shade has reached its inside value.
  const reach = Math.max(rim, feather, outside) + 1;
  const k = samplesFor(mw);
  const n = k * k;
  const bw = x1 - x0 + 1;
  // Per pixel: the summed coverage and coverage-weighted colour of its samples.
  const acc = new Float32Array(bw * (y1 - y0 + 1) * 4);
  for (let sx = x0 * k; sx < (x1 + 1) * k; sx++) {
    const px = (sx + 0.5) / k;
    const yu = yAt(up, px);
    const yl = yAt(low, px);
    // Distance to a smooth contour: the vertical gap times the cosine of its slope here.
    const cu = 1 / Math.hypot(1, (yAt(up, px + 1) - yAt(up, px - 1)) / 2);
    const cl = 1 / Math.hypot(1, (yAt(low, px + 1) - yAt(low, px - 1)) / 2);
    const centre = clamp01(1 - Math.abs(((px - left) / span) * 2 - 1));
    // The corners, where the lips meet at a point, fade in along the mouth's length too.
    const along = smooth(0, 0.12, centre) * strength;
    if (along <= 0) continue;
    const opening = Math.max(1e-3, yl - yu);
    const teethAcross = smooth(0.12, 0.5, centre) * 0.92 * teethShow;
    const x = Math.floor(sx / k);
    const sy0 = Math.max(y0 * k, Math.floor((yu - outside) * k));
    const sy1 = Math.min((y1 + 1) * k - 1, Math.ceil((yl + outside) * k));
    for (let sy = sy0; sy <= sy1; sy++) {
      const py = (sy + 0.5) / k;
      const inside = py > yu && py < yl && px > left && px < right;
      // Signed: the cover starts half a feather outside the contour, over the lips' inner edge
      // (whose stretched photo pixels would otherwise show as a seam).
      const d = (inside ? 1 : -1) * Math.min(reach, Math.abs(py - yu) * cu, Math.abs(yl - py) * cl);
      const alpha = clamp01((d + outside) / (feather + outside)) * along;
      if (alpha <= 0) continue;
      const depth = smooth(0, rim, Math.max(0, d));
      // (Scalar arithmetic: this runs for every sample of every open-mouth frame.)
      // The inner edge of the lips shades into the cavity instead of stopping at a line.
      const back = depth * Math.sqrt(centre);
      let r = rimColour[0] + (FRONT[0] + (BACK[0] - FRONT[0]) * back - rimColour[0]) * depth;
      let g = rimColour[1] + (FRONT[1] + (BACK[1] - FRONT[1]) * back - rimColour[1]) * depth;
      let b = rimColour[2] + (FRONT[2] + (BACK[2] - FRONT[2]) * back - rimColour[2]) * depth;
      const tongue = (1 - smooth(gap * 0.1, gap * 0.45, yl - py)) * smooth(0.2, 0.65, centre) * tongueShows * 0.7 * depth;
      if (tongue > 0) {
        r += (TONGUE[0] * (0.75 + 0.25 * centre) - r) * tongue;
        g += (TONGUE[1] - g) * tongue;
        b += (TONGUE[2] - b) * tongue;
      }
      // The upper teeth meet the upper lip (no dark line between) and fade softly into the
      // cavity, in its upper part wherever the opening is narrow.
      const below = py - yu;
      const teeth = smooth(0, teethIn, below) * (1 - smooth(teethH * 0.45, teethH * 0.45 + teethOut, below)) * (1 - smooth(0.4, 0.7, below / opening)) * teethAcross;
      if (teeth > 0) {
        const shade = 0.8 + 0.2 * centre;
        r += (TEETH[0] * shade - r) * teeth;
        g += (TEETH[1] * shade - g) * teeth;
        b += (TEETH[2] * shade - b) * teeth;
      }
      const o = ((Math.floor(sy / k) - y0) * bw + x - x0) * 4;
      acc[o] = acc[o]! + alpha;
      acc[o + 1] = acc[o + 1]! + r * alpha;
      acc[o + 2] = acc[o + 2]! + g * alpha;
      acc[o + 3] = acc[o + 3]! + b * alpha;
    }
  }
  // The pixel is the mean of its samples, each the photo blended toward its shade by its coverage.
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const a = ((y - y0) * bw + x - x0) * 4;
      const cover = acc[a]! / n;
      if (cover <= 0) continue;
      const o = (y * img.width + x) * 4;
      D[o] = D[o]! * (1 - cover) + acc[a + 1]! / n;
      D[o + 1] = D[o + 1]! * (1 - cover) + acc[a + 2]! / n;
      D[o + 2] = D[o + 2]! * (1 - cover) + acc[a + 3]! / n;
    }
  }
  return true;
}
