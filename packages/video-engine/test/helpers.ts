import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseWavHeader } from '../src/tts/wav.ts';

export function readWav(path: string): { sampleRate: number; samples: Int16Array } {
  const buf = readFileSync(path);
  const info = parseWavHeader(buf.subarray(0, 4096));
  const data = buf.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
  const samples = new Int16Array(data.length / 2);
  Buffer.from(samples.buffer).set(data);
  return { sampleRate: info.sampleRate, samples };
}

/** Median fundamental frequency (Hz) of voiced 40 ms frames, by autocorrelation. */
export function medianPitchHz(samples: Int16Array, sampleRate: number): number {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.ceil(sampleRate / 60);
  const found: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += (samples[start + i] ?? 0) ** 2;
    if (energy / frame < 1000 ** 2) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let c = 0;
      for (let i = 0; i < frame; i++) c += (samples[start + i] ?? 0) * (samples[start + i + lag] ?? 0);
      if (c > best) {
        best = c;
        bestLag = lag;
      }
    }
    if (best / energy > 0.5 && bestLag) found.push(sampleRate / bestLag);
  }
  found.sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)] ?? 0;
}

export function parseSrtCues(srt: string): { startMs: number; endMs: number; text: string }[] {
  const toMs = (t: string) => {
    const m = /(\d+):(\d+):(\d+)[,.](\d+)/.exec(t);
    if (!m) throw new Error(`bad time ${t}`);
    return ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3])) * 1000 + Number(m[4]);
  };
  const cues: { startMs: number; endMs: number; text: string }[] = [];
  for (const block of srt.split(/\n\n+/)) {
    const lines = block.trim().split('\n');
    const timeLine = lines.find((l) => l.includes('-->'));
    if (!timeLine) continue;
    const [a, b] = timeLine.split('-->');
    cues.push({
      startMs: toMs(a ?? ''),
      endMs: toMs(b ?? ''),
      text: lines.slice(lines.indexOf(timeLine) + 1).join('\n'),
    });
  }
  return cues;
}

/** Integrated loudness (LUFS) and true peak (dBTP) of a file's audio, from ffmpeg's ebur128 summary. */
export function measureLoudness(ffmpeg: string, path: string): { integratedLufs: number; truePeakDb: number } {
  const r = spawnSync(
    ffmpeg,
    ['-hide_banner', '-nostats', '-i', path, '-map', '0:a:0', '-af', 'ebur128=peak=true', '-f', 'null', '-'],
    {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    },
  );
  const summary = r.stderr.slice(r.stderr.lastIndexOf('Summary:'));
  const i = /I:\s+(-?[\d.]+) LUFS/.exec(summary);
  const tp = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!i || !tp) throw new Error(`no ebur128 summary for ${path}: ${r.stderr.slice(-400)}`);
  return { integratedLufs: Number(i[1]), truePeakDb: tp[1] === '-inf' ? -Infinity : Number(tp[1]) };
}

/** A file's first audio stream decoded to 16-bit mono at `rate`. */
export function decodeAudio(ffmpeg: string, path: string, rate: number): Int16Array {
  const out = execFileSync(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      path,
      '-map',
      '0:a:0',
      '-ac',
      '1',
      '-ar',
      String(rate),
      '-f',
      's16le',
      '-',
    ],
    { maxBuffer: 512 << 20 },
  );
  const samples = new Int16Array(out.length >> 1);
  Buffer.from(samples.buffer).set(out.subarray(0, samples.length * 2));
  return samples;
}

/**
 * Where `clip` sits inside `whole` (ms), by cross-correlating 1 ms loudness envelopes: an
 * independent way to know where a served clip landed in the narration.
 */
export function locateClipMs(clip: Int16Array, whole: Int16Array, sampleRate: number): number {
  const env = (s: Int16Array) => {
    const step = Math.round(sampleRate / 1000);
    const e = new Float64Array(Math.floor(s.length / step));
    for (let i = 0; i < e.length; i++) {
      let sum = 0;
      for (let k = 0; k < step; k++) sum += Math.abs(s[i * step + k] ?? 0);
      e[i] = sum / step;
    }
    return e;
  };
  const a = env(clip);
  const b = env(whole);
  let best = -Infinity;
  let at = 0;
  for (let off = -a.length + 1; off < b.length; off++) {
    let c = 0;
    for (let i = Math.max(0, -off); i < a.length && i + off < b.length; i++) c += (a[i] ?? 0) * (b[i + off] ?? 0);
    if (c > best) {
      best = c;
      at = off;
    }
  }
  return at;
}
