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
