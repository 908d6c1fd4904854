/** '#RRGGBB' as an ASS override colour (&HBBGGRR&). */
export function assColor(hex: string): string {
  const h = hex.replace('#', '');
  return `&H${h.slice(4, 6)}${h.slice(2, 4)}${h.slice(0, 2)}&`.toUpperCase();
}

/** '#RRGGBB' with an alpha byte (00 = opaque) as an ASS style colour (&HAABBGGRR). */
export function assStyleColor(hex: string, alpha = 0): string {
  const h = hex.replace('#', '');
  const a = Math.max(0, Math.min(255, alpha)).toString(16).padStart(2, '0');
  return `&H${a}${h.slice(4, 6)}${h.slice(2, 4)}${h.slice(0, 2)}`.toUpperCase();
}

export interface AssEvent {
  startMs: number;
  endMs: number;
  layer: number;
  style: string;
  text: string;
}

/** Closed rounded rectangle as an ASS drawing (\p1), origin at its top-left. */
export function roundedRect(w: number, h: number, r: number): string {
  const k = Math.round(r * 0.45);
  const W = Math.round(w);
  const H = Math.round(h);
  const R = Math.round(Math.min(r, w / 2, h / 2));
  return [
    `m ${R} 0 l ${W - R} 0`,
    `b ${W - k} 0 ${W} ${k} ${W} ${R}`,
    `l ${W} ${H - R}`,
    `b ${W} ${H - k} ${W - k} ${H} ${W - R} ${H}`,
    `l ${R} ${H}`,
    `b ${k} ${H} 0 ${H - k} 0 ${H - R}`,
    `l 0 ${R}`,
    `b 0 ${k} ${k} 0 ${R} 0`,
  ].join(' ');
}
