import type { CaptionLine } from './group.ts';

function clock(ms: number, sep: ',' | '.'): string {
  const t = Math.max(0, Math.round(ms));
  const h = Math.floor(t / 3_600_000);
  const m = Math.floor((t % 3_600_000) / 60_000);
  const s = Math.floor((t % 60_000) / 1000);
  const frac = t % 1000;
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(h)}:${p(m)}:${p(s)}${sep}${p(frac, 3)}`;
}

export const srtTime = (ms: number) => clock(ms, ',');
export const vttTime = (ms: number) => clock(ms, '.');

// Sidecar cues span exactly the spoken words (no display hold) so they line up with the audio.
export function buildSrt(lines: CaptionLine[]): string {
  return lines.map((l, i) => `${i + 1}\n${srtTime(l.startMs)} --> ${srtTime(l.endMs)}\n${l.text}\n`).join('\n');
}

export function buildVtt(lines: CaptionLine[]): string {
  const cues = lines.map((l) => `${vttTime(l.startMs)} --> ${vttTime(l.endMs)}\n${escapeVtt(l.text)}\n`);
  return ['WEBVTT\n', ...cues].join('\n');
}

// "-->" and markup characters would break or be interpreted by WebVTT parsers.
function escapeVtt(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/-->/g, '--&gt;');
}
