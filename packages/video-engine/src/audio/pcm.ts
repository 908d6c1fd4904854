import { closeSync, openSync, readSync, rmSync } from 'node:fs';
import { parseWavHeader } from '../tts/wav.ts';
import type { SynthesizedAudio } from '../tts/types.ts';

/** Reads a 16-bit mono WAV whole (one scene or one sample: seconds, not hours). */
export function readWav16(path: string): { sampleRate: number; samples: Int16Array } {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const headLen = readSync(fd, head, 0, head.length, 0);
    const info = parseWavHeader(head.subarray(0, headLen));
    if (info.bitsPerSample !== 16 || info.channels !== 1) {
      throw new Error(`TTS audio must be 16-bit mono, got ${info.bitsPerSample}-bit x${info.channels}`);
    }
    const samples = new Int16Array(Math.floor(info.dataBytes / 2));
    const bytes = Buffer.from(samples.buffer);
    let got = 0;
    while (got < bytes.length) {
      const n = readSync(fd, bytes, got, bytes.length - got, info.dataOffset + got);
      if (n <= 0) break;
      got += n;
    }
    return { sampleRate: info.sampleRate, samples: got === bytes.length ? samples : samples.subarray(0, got >> 1) };
  } finally {
    closeSync(fd);
  }
}

/** The samples of an engine's result; its file (if any) is removed once read. */
export function takeSamples(audio: SynthesizedAudio): Int16Array {
  if ('pcm' in audio) return audio.pcm;
  try {
    return readWav16(audio.wavPath).samples;
  } finally {
    rmSync(audio.wavPath, { force: true });
  }
}

/**
 * Decodes a WAV held in memory (PCM 8/16/24/32-bit or 32-bit float, any channel count) to
 * 16-bit mono. Streaming servers write 0 or 0xFFFFFFFF as the data length: the rest of the
 * buffer is taken as data then.
 */
export function decodeWav(buf: Buffer): { sampleRate: number; samples: Int16Array } {
  const info = parseWavHeader(buf.subarray(0, Math.min(buf.length, 65536)), true);
  const { channels, bitsPerSample: bits } = info;
  const bytesPer = bits / 8;
  const avail = buf.length - info.dataOffset;
  const dataBytes = info.dataBytes > 0 && info.dataBytes <= avail ? info.dataBytes : avail;
  const frames = Math.floor(dataBytes / (bytesPer * channels));
  const out = new Int16Array(frames);
  const read = (pos: number): number => {
    if (info.format === 3 && bits === 32) return buf.readFloatLE(pos);
    if (info.format === 3 && bits === 64) return buf.readDoubleLE(pos);
    if (bits === 16) return buf.readInt16LE(pos) / 32768;
    if (bits === 8) return (buf.readUInt8(pos) - 128) / 128;
    if (bits === 24) return buf.readIntLE(pos, 3) / 8388608;
    if (bits === 32) return buf.readInt32LE(pos) / 2147483648;
    throw new Error(`unsupported WAV sample format (${bits}-bit, format ${info.format})`);
  };
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += read(info.dataOffset + (f * channels + c) * bytesPer);
    const v = (sum / channels) * 32767;
    out[f] = v > 32767 ? 32767 : v < -32768 ? -32768 : Math.round(v);
  }
  return { sampleRate: info.sampleRate, samples: out };
}

/** Band-limited enough for speech: linear interpolation after a short averaging when shrinking. */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return samples;
  const ratio = from / to;
  const out = new Int16Array(Math.floor(samples.length / ratio));
  // Going down, average over the source span first so highs fold back less.
  const span = ratio > 1 ? Math.ceil(ratio) : 1;
  for (let i = 0; i < out.length; i++) {
    const x = i * ratio;
    const k = Math.floor(x);
    const t = x - k;
    let a = 0;
    let b = 0;
    for (let s = 0; s < span; s++) {
      a += samples[Math.min(samples.length - 1, k + s)] ?? 0;
      b += samples[Math.min(samples.length - 1, k + 1 + s)] ?? 0;
    }
    out[i] = Math.round(((1 - t) * a + t * b) / span);
  }
  return out;
}
