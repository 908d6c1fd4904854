import type { Box } from './face.ts';
import { clamp255, type RawImage } from './pixels.ts';
import type { AvatarStyle } from './styles.ts';

const INTERIOR: Record<AvatarStyle, { fill: [number, number, number]; rim: [number, number, number] }> = {
  realistic: { fill: [44, 14, 18], rim: [92, 36, 38] },
  professional: { fill: [40, 30, 33], rim: [82, 64, 66] },
  casual: { fill: [52, 16, 14], rim: [110, 44, 34] },
  cartoon: { fill: [60, 14, 20], rim: [26, 18, 28] },
  anime: { fill: [110, 40, 60], rim: [52, 40, 96] },
};

const smoothstep = (e0: number, e1: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
};

/**
 * The "mouth open" frame of a photo avatar: a 2D jaw drop. Everything below the mouth line moves
 * down by a few pixels (fading out below the chin, and sideways beyond the jaw), and the gap that
 * opens between the lips is painted as a dark mouth interior in the style's colours. Only the
 * lower face changes, so alternating the two frames does not flicker.
 */
export function openMouth(img: RawImage, face: Box, mouth: Box, style: AvatarStyle): RawImage {
  const { data, width, height, channels } = img;
  const out = Buffer.from(data);
  const cx = mouth.x + mouth.w / 2;
  const line = mouth.y + mouth.h / 2;
  const drop = Math.max(3, face.h * 0.06);
  const chin = face.y + face.h;
  const fadeEnd = chin + face.h * 0.35;
  const jawHalf = face.w * 0.32;
  const jawFade = face.w * 0.58;
  const openHalf = mouth.w * 0.48;
  const look = INTERIOR[style];
  const y0 = Math.max(0, Math.floor(line - 2));
  const y1 = Math.min(height - 1, Math.ceil(fadeEnd + drop));
  const x0 = Math.max(0, Math.floor(cx - jawFade));
  const x1 = Math.min(width - 1, Math.ceil(cx + jawFade));

  for (let x = x0; x <= x1; x++) {
    const dx = Math.abs(x - cx);
    const fx = 1 - smoothstep(jawHalf, jawFade, dx);
    if (fx <= 0) continue;
    // Opening height at this column: an ellipse across the mouth width.
    const u = dx / openHalf;
    const gap = u < 1 ? drop * Math.sqrt(1 - u * u) : 0;
    // Over the opening the drop happens within the gap (painted over); beside it the skin
    // stretches over a longer run, so there is no tear.
    const w = gap / drop;
    const ramp = Math.max(1, w * gap + (1 - w) * face.h * 0.22);
    for (let y = y0; y <= y1; y++) {
      if (y < line) continue;
      const fy = 1 - smoothstep(chin, fadeEnd, y);
      const d = drop * fx * fy * Math.min(1, (y - line) / ramp);
      // Inverse map: the pixel shown here comes from d pixels above.
      const sy = y - d;
      const syc = Math.max(0, Math.min(height - 1, sy));
      const ya = Math.floor(syc);
      const yb = Math.min(height - 1, ya + 1);
      const t = syc - ya;
      const o = (y * width + x) * channels;
      const a = (ya * width + x) * channels;
      const b = (yb * width + x) * channels;
      for (let c = 0; c < 3; c++) out[o + c] = clamp255(data[a + c]! * (1 - t) + data[b + c]! * t);
      // The opening between the lips: dark interior with a slightly lighter rim, anti-aliased.
      if (gap > 0) {
        const rel = (y - line) / gap; // 0 at the upper lip, 1 at the lowered lower lip
        if (rel < 1.0) {
          const edge = Math.min(1, (1 - rel) * gap * 0.8, (dx < openHalf ? (openHalf - dx) / 2 : 0));
          const rimMix = smoothstep(0.55, 1, Math.max(rel, dx / openHalf));
          const alpha = Math.max(0, Math.min(1, edge));
          for (let c = 0; c < 3; c++) {
            const interior = look.fill[c]! * (1 - rimMix) + look.rim[c]! * rimMix;
            out[o + c] = clamp255(out[o + c]! * (1 - alpha) + interior * alpha);
          }
        }
      }
    }
  }
  return { data: out, width, height, channels };
}
