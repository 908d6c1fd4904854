import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { wavHeader } from '../tts/wav.ts';
import { bass, clap, hat, kick, Noise, pad, pluck, wavetable } from './instruments.ts';
import { RECIPES, type MusicMood, type Recipe } from './moods.ts';
import { reverbChannel } from './reverb.ts';

const BARS = 16;
const TAIL_SEC = 4;
/** Bed level before the mix's own music gain and ducking: about -20 dBFS RMS, peaks under -1 dBFS. */
const TARGET_RMS = 0.1;
const PEAK = 0.89;
/** Bumped whenever a recipe or instrument changes, so cached beds are regenerated. */
export const BED_VERSION = 1;

export interface MusicBed {
  sampleRate: number;
  left: Float32Array;
  right: Float32Array;
  /** Loop length in seconds (the bed repeats seamlessly). */
  seconds: number;
}

/** Yields after each bar: the async caller gives the event loop a turn there. */
function* arrange(r: Recipe, sr: number, loop: number) {
  const total = loop + Math.round(TAIL_SEC * sr);
  const dry = new Float32Array(total);
  const arpBus = new Float32Array(total);
  const drums = new Float32Array(total);
  const send = new Float32Array(total);
  const beat = 60 / r.bpm;
  const bar = beat * 4;
  const table = wavetable(10, r.pad.brightness);
  const noise = new Noise(0x51f15eed);
  for (let b = 0; b < BARS; b++) {
    const chord = r.chords[b % r.chords.length]!;
    const t0 = b * bar;
    const partB = b >= BARS / 2;
    for (const n of chord.notes) pad(dry, sr, table, n, t0, bar, r.pad.gain / chord.notes.length);
    for (const s of r.bass.steps) bass(dry, sr, chord.bass, t0 + (s * bar) / 8, bar / 8 - 0.02, r.bass.gain);
    const steps = partB ? r.arp.full : r.arp.sparse;
    const stepSec = beat / r.arp.stepsPerBeat;
    steps.forEach((idx, s) => {
      const note = chord.notes[idx];
      if (idx < 0 || note === undefined) return;
      const accent = s % r.arp.stepsPerBeat === 0 ? 1 : 0.7;
      pluck(arpBus, sr, noise, note + r.arp.octave, t0 + s * stepSec, r.arp.gain * accent, r.arp.decay);
    });
    if (r.hits) kick(drums, sr, t0, r.hits, true);
    const d = r.drums;
    if (d && (partB || d.always)) {
      const sixteenth = beat / 4;
      for (const s of d.kick) kick(drums, sr, t0 + s * sixteenth, d.gain * 0.7);
      for (const s of d.clap) clap(drums, sr, noise, t0 + s * sixteenth, d.gain * 0.6);
      for (const s of d.hat) hat(drums, sr, noise, t0 + s * sixteenth, d.gain * 0.5);
    }
    yield;
  }
  for (let i = 0; i < total; i++) send[i] = (dry[i]! + arpBus[i]!) * r.reverb.send;
  return { dry, arpBus, drums, send, total };
}

/**
 * One loop of a mood's bed, seamless (the tail past the loop's end wraps onto its start), as
 * steps: it yields between bars and stages, each a few tens of milliseconds of work.
 */
function* bedSteps(mood: MusicMood, sampleRate: number): Generator<void, MusicBed> {
  const r = RECIPES[mood];
  const seconds = (BARS * 4 * 60) / r.bpm;
  const loop = Math.round(seconds * sampleRate);
  const { dry, arpBus, drums, send, total } = yield* arrange(r, sampleRate, loop);
  const wetL = reverbChannel(send, sampleRate, r.reverb.size, 0);
  yield;
  const wetR = reverbChannel(send, sampleRate, r.reverb.size, 1);
  yield;
  const left = new Float32Array(loop);
  const right = new Float32Array(loop);
  for (let i = 0; i < total; i++) {
    // The arpeggio sits a little right of centre, its echo a little left.
    const l = dry[i]! + arpBus[i]! * 0.8 + drums[i]! + wetL[i]!;
    const rr = dry[i]! + arpBus[i]! * 1.0 + drums[i]! + wetR[i]!;
    left[i % loop]! += l;
    right[i % loop]! += rr;
  }
  master(left, right);
  return { sampleRate, left, right, seconds: loop / sampleRate };
}

/** Renders one loop of a mood's bed in one go (tests, tools). */
export function synthesizeBed(mood: MusicMood, sampleRate = 44100): MusicBed {
  const steps = bedSteps(mood, sampleRate);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, giving the event loop a turn between steps: a render worker making its first bed
 * keeps answering heartbeats and other jobs instead of freezing for one to three seconds.
 */
export async function synthesizeBedAsync(mood: MusicMood, sampleRate = 44100): Promise<MusicBed> {
  const steps = bedSteps(mood, sampleRate);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** One gain to the target RMS, then a soft clip so no peak passes PEAK. */
function master(left: Float32Array, right: Float32Array) {
  let sum = 0;
  for (let i = 0; i < left.length; i++) sum += left[i]! ** 2 + right[i]! ** 2;
  const rms = Math.sqrt(sum / (2 * left.length)) || 1;
  const gain = TARGET_RMS / rms;
  for (const ch of [left, right]) {
    for (let i = 0; i < ch.length; i++) ch[i] = PEAK * Math.tanh((ch[i]! * gain) / PEAK);
  }
}

export function encodeBedWav(bed: MusicBed): Buffer {
  const n = bed.left.length;
  const data = Buffer.alloc(n * 4);
  for (let i = 0; i < n; i++) {
    data.writeInt16LE(Math.round(bed.left[i]! * 32767), i * 4);
    data.writeInt16LE(Math.round(bed.right[i]! * 32767), i * 4 + 2);
  }
  return Buffer.concat([wavHeader(data.length, bed.sampleRate, 2), data]);
}

/**
 * Path of the mood's bed as a 16-bit stereo WAV in `dir`, generated on first use (one to three
 * seconds, without blocking the event loop) and reused after. Written to a temporary name and
 * renamed, so a reader never sees half a file; two renders asking at once share one synthesis.
 */
export function musicBedPath(mood: MusicMood, dir: string): Promise<string> {
  const path = join(dir, `music-${mood}-v${BED_VERSION}.wav`);
  if (existsSync(path)) return Promise.resolve(path);
  let making = inFlight.get(path);
  if (!making) {
    making = (async () => {
      const wav = encodeBedWav(await synthesizeBedAsync(mood));
      await mkdir(dir, { recursive: true });
      const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, wav);
      await rename(tmp, path);
      return path;
    })().finally(() => inFlight.delete(path));
    inFlight.set(path, making);
  }
  return making;
}

const inFlight = new Map<string, Promise<string>>();
