import { rm, stat } from 'node:fs/promises';
import type { AudioPlan } from '../plan.ts';
import { mixAudioGraph } from '../ffmpeg/audio-graph.ts';
import { chain, filter } from '../ffmpeg/escape.ts';

/**
 * Where every mix lands: -14 LUFS integrated (what YouTube, TikTok, Instagram and Spotify play
 * at), true peak -1.5 dBTP so AAC's few tenths of a dB of overshoot stay under -1 dBTP.
 */
export const LOUDNESS_TARGET = { integratedLufs: -14, truePeakDb: -1.5, lra: 11 } as const;

/** A loudness measurement in loudnorm's terms (its print_format=json; the clips path uses loudnorm). */
export interface LoudnormMeasurement {
  inputI: number;
  inputTp: number;
  inputLra: number;
  inputThresh: number;
  targetOffset: number;
}

export interface LoudnessReport {
  /** Integrated loudness of the mix as it came (after the voice's compressor), LUFS. */
  rawI: number;
  /** Gain applied before the peak limiter, from `raw`. */
  gainDb: number;
  /** The levelled mix as ebur128 read it; targetOffset is the final linear gain applied to it. */
  measured: LoudnormMeasurement;
  /** 'linear': one gain after the limiter for the whole mix. */
  normalization: string;
  outputI: number;
  outputTp: number;
}

/**
 * Speech from a synthesizer peaks far above its loudness (peak-to-loudness ~18-20 dB); -14 LUFS
 * under a -1.5 dBTP ceiling needs at most 12.5 dB. A gentle compressor on the voice brings the
 * peaks in so the last pass can stay one linear gain instead of a pumping limiter.
 */
const VOICE_CHAIN = [
  filter('highpass', { f: 70 }),
  filter('acompressor', { threshold: 0.1, ratio: 3, attack: 5, release: 120, knee: 4 }),
];

/** The mix (voice, plus music ducked under it) ending in [mix], before normalisation. */
function mixGraph(audio: AudioPlan, sampleRate: number): string {
  if (!audio.music) return chain(['0:a'], VOICE_CHAIN, ['mix']);
  const voice = chain(['0:a'], VOICE_CHAIN, ['voiced']);
  const rest = mixAudioGraph(audio, sampleRate, 'voiced', 1) ?? '';
  return `${voice};${rest.replace(/\[aout\]$/, '[mix]')}`;
}

function inputs(audio: AudioPlan): string[] {
  const args = ['-i', audio.narrationPath];
  // Music loops for as long as the narration runs; amix stops at the narration's end.
  if (audio.music) args.push('-stream_loop', '-1', '-i', audio.music.path);
  return args;
}

const BASE = ['-hide_banner', '-nostdin', '-y', '-nostats'];

/**
 * Peaks are held this far under the true-peak target before the final gain: sample peaks
 * under-read true peaks by up to ~1 dB, and the final gain may only lift the measured true
 * peak up to the ceiling.
 */
const LIMIT_MARGIN_DB = 2;

/**
 * Brings the mix to about the target loudness with one gain and caps its peaks, so what
 * follows can always be a single linear gain. Without this, speech whose peaks sit more than
 * 12.5 dB over its loudness could not reach the target under the true-peak ceiling (loudnorm
 * fell back to its dynamic mode there, landing short clips 2-3 LU under the target).
 */
export function levelChain(gainDb: number): string[] {
  const limit = 10 ** ((LOUDNESS_TARGET.truePeakDb - LIMIT_MARGIN_DB) / 20);
  return [
    filter('volume', { volume: `${gainDb.toFixed(2)}dB` }),
    filter('alimiter', { limit: limit.toFixed(4), attack: 5, release: 60, level: 'false' }),
  ];
}

/**
 * The mix brought to the output rate before anything is levelled: synthetic voices come at
 * 22.05 kHz, where a limiter holding samples at -3.5 dBFS still let true peaks reach -0.4 dBTP
 * (and the old 192 kHz loudnorm pass then clipped them at 0 dBFS once back at 44.1 kHz).
 */
function graphTo(audio: AudioPlan, sampleRate: number, tail: string[]): string {
  return `${mixGraph(audio, sampleRate)};${chain(['mix'], [filter('aresample', { out_sample_rate: sampleRate }), ...tail], ['out'])}`;
}

/**
 * ebur128 with its true-peak meter (4x oversampled): integrated loudness and true peak in one
 * reading, a fraction of loudnorm's cost (it always works at 192 kHz). framelog=40 (verbose)
 * keeps the per-frame lines out of an info-level log; the summary stays.
 */
const METER = filter('ebur128', { framelog: 40, peak: 'true' });

/**
 * The mix as it comes (voice chain, music ducked under it, at the output rate), metered and
 * written once as float PCM: the levelling readings and the last pass then start from it
 * instead of decoding, compressing and mixing the sources again each time (with music, each
 * of those readings cost twice what the levelling itself does).
 */
export function buildPremixArgs(audio: AudioPlan, sampleRate: number, outPath: string): string[] {
  // Only its integrated loudness is read (the levelling gain): no true-peak meter, whose 4x
  // oversampling was a third of this reading's cost.
  const graph = graphTo(audio, sampleRate, [filter('ebur128', { framelog: 40 })]);
  return [...BASE, '-loglevel', 'info', ...inputs(audio), '-filter_complex', graph, '-map', '[out]', '-c:a', 'pcm_f32le', '-f', 'wav', outPath];
}

/**
 * The premix through `tail` (levelling, and in the last pass the final gain), metered; by
 * default discarded (a reading), else written with `output` (codec, container and path).
 */
export function buildLevelArgs(premixPath: string, tail: string[], output: string[] = ['-f', 'null', '-']): string[] {
  const graph = chain(['0:a'], [...tail, METER], ['out']);
  return [...BASE, '-loglevel', 'info', '-i', premixPath, '-filter_complex', graph, '-map', '[out]', ...output];
}

/** ebur128's summary: integrated loudness, its gate, loudness range and (if metered) true peak. */
export interface Ebur128Summary {
  i: number;
  thresh: number;
  lra: number;
  /** dBTP; -99 when not metered or silent. */
  tp: number;
}

/** Parses ebur128's closing summary (silence reads -70 LUFS, -99 dBTP). */
export function parseEbur128Summary(stderr: string): Ebur128Summary {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const num = (re: RegExp, floor: number) => {
    const v = Number(re.exec(summary)?.[1]);
    return Number.isFinite(v) ? Math.max(floor, v) : floor;
  };
  return {
    i: parseEbur128Integrated(stderr),
    thresh: num(/Threshold:\s+(-?[\d.]+|-?inf) LUFS/, -70),
    lra: num(/LRA:\s+(-?[\d.]+|-?inf|nan) LU\b/, 0),
    tp: num(/True peak:\s+Peak:\s+(-?[\d.]+|-?inf) dBFS/, -99),
  };
}

/** Integrated loudness from ebur128's summary (-70 for silence). */
export function parseEbur128Integrated(stderr: string): number {
  const m = /I:\s+(-?[\d.]+|-?inf|nan) LUFS/.exec(stderr.slice(stderr.lastIndexOf('Summary:')));
  if (!m) throw new Error(`ebur128 printed no summary: ${stderr.slice(-300)}`);
  const v = Number(m[1]);
  return Number.isFinite(v) ? Math.max(-70, v) : -70;
}

/** The last JSON object loudnorm printed to stderr. */
export function parseLoudnormJson(stderr: string): Record<string, string> {
  const start = stderr.lastIndexOf('{');
  const end = stderr.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error(`loudnorm printed no report: ${stderr.slice(-300)}`);
  return JSON.parse(stderr.slice(start, end + 1)) as Record<string, string>;
}

export function toMeasurement(json: Record<string, string>): LoudnormMeasurement {
  const num = (k: string) => {
    const v = Number(json[k]);
    // Silence measures -inf; loudnorm accepts its own floor values back.
    return Number.isFinite(v) ? v : k === 'input_tp' ? -99 : -70;
  };
  return {
    inputI: num('input_i'),
    inputTp: num('input_tp'),
    inputLra: Number.isFinite(Number(json.input_lra)) ? Number(json.input_lra) : 0,
    inputThresh: num('input_thresh'),
    targetOffset: Number.isFinite(Number(json.target_offset)) ? Number(json.target_offset) : 0,
  };
}

export type RunWithStderr = (args: string[]) => Promise<string>;

/** How far under the voice the music sits (before ducking) at the default volume of 0.25. */
export const MUSIC_UNDER_VOICE_LU = 12;
const DEFAULT_MUSIC_VOLUME = 0.25;

/** ebur128 reading of one file on its own (the first `maxSec` seconds), through `chainOf`. */
export function buildSourceMeasureArgs(path: string, chainOf: string[], maxSec: number): string[] {
  const graph = chain(['0:a'], [...chainOf, filter('ebur128', { framelog: 40 })], ['out']);
  return [
    ...BASE,
    '-loglevel',
    'info',
    '-t',
    String(maxSec),
    '-i',
    path,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-f',
    'null',
    '-',
  ];
}

/**
 * A music file's reading, kept for the process's life by path, size and modification time: a
 * worker renders video after video over the same few beds, and every re-render reads it again.
 */
const musicReadings = new Map<string, Promise<number>>();
const MUSIC_READINGS_MAX = 64;

async function musicLoudness(path: string, run: RunWithStderr): Promise<number> {
  const st = await stat(path);
  const key = `${path}\0${st.size}\0${st.mtimeMs}`;
  let reading = musicReadings.get(key);
  if (!reading) {
    if (musicReadings.size >= MUSIC_READINGS_MAX) musicReadings.delete(musicReadings.keys().next().value!);
    reading = run(buildSourceMeasureArgs(path, [], 60)).then(parseEbur128Integrated);
    musicReadings.set(key, reading);
    // A failed reading is not kept: the next render reads again.
    reading.catch(() => musicReadings.delete(key));
  }
  return reading;
}

/**
 * Sets the music's gain from measurements instead of a fixed factor: a quiet eSpeak voice and a
 * loud cloud voice, a soft bed and a mastered pop track all end with the music the same distance
 * under the voice (MUSIC_UNDER_VOICE_LU at volume 0.25; each doubling of volume is 6 LU closer).
 * Two short readings (voice, first minute of music) cost a fraction of a loudnorm pass.
 */
export async function levelMusic(audio: AudioPlan, run: RunWithStderr): Promise<AudioPlan> {
  const music = audio.music;
  if (!music) return audio;
  // Side by side: each reading is mostly ffmpeg starting up and decoding.
  const [voiceI, musicI] = await Promise.all([
    run(buildSourceMeasureArgs(audio.narrationPath, VOICE_CHAIN, 36000)).then(parseEbur128Integrated),
    musicLoudness(music.path, run),
  ]);
  if (voiceI <= -69 || musicI <= -69) return audio;
  const under = MUSIC_UNDER_VOICE_LU - 20 * Math.log10(Math.max(0.01, music.volume) / DEFAULT_MUSIC_VOLUME);
  const gainDb = Math.max(-40, Math.min(20, voiceI - under - musicI));
  return { ...audio, music: { ...music, volume: Number((10 ** (gainDb / 20)).toFixed(4)) } };
}

/**
 * Loudness-normalises the mix, audio only: ebur128 readings (loudness and true peak, each a
 * fraction of a loudnorm pass) aim a levelling gain ahead of a peak limiter, then one last
 * pass applies the linear gain that lands the limited mix on the target, held so its true peak
 * stays under the ceiling, and writes the finished mix. This replaced loudnorm's two passes
 * (measure, then apply linearly at 192 kHz), which did the same arithmetic at several times
 * the cost; the video passes then just encode this file, so no frame is encoded twice.
 */
export async function normaliseMix(
  audio: AudioPlan,
  sampleRate: number,
  outPath: string,
  run: RunWithStderr,
  /** Output codec and container arguments (default 16-bit PCM WAV). */
  codec?: string[],
): Promise<LoudnessReport> {
  audio = await levelMusic(audio, run);
  const premix = `${outPath}.premix.wav`;
  try {
    return await levelPremix(premix, await run(buildPremixArgs(audio, sampleRate, premix)), outPath, run, codec);
  } finally {
    await rm(premix, { force: true });
  }
}

/** normaliseMix's readings and last pass, from the premix (`premixLog`: its pass's meter). */
async function levelPremix(
  premix: string,
  premixLog: string,
  outPath: string,
  run: RunWithStderr,
  codec = ['-c:a', 'pcm_s16le', '-f', 'wav'],
): Promise<LoudnessReport> {
  const quick = async (tail: string[]) => parseEbur128Summary(await run(buildLevelArgs(premix, tail)));
  const target = LOUDNESS_TARGET.integratedLufs;
  const rawI = parseEbur128Integrated(premixLog);
  // Silence measures -70: a bounded gain keeps room tone from being raised into a roar.
  const bounded = (g: number) => Math.max(-30, Math.min(30, g));
  let gainDb = bounded(target - rawI);
  let tail = levelChain(gainDb);
  // The limiter takes back loudness in proportion to how hard it works (synthetic speech peaks
  // 18-20 dB over its loudness: 2-3 LU). The final gain stays within the true-peak ceiling only
  // within LIMIT_MARGIN_DB of the target, so the gain is raised again (at most twice),
  // overshooting since more gain means more limiting.
  let levelled = await quick(tail);
  for (let k = 0; k < 2 && rawI > -69 && levelled.i < target - LIMIT_MARGIN_DB + 0.7; k++) {
    gainDb = bounded(gainDb + 1.6 * (target - 0.3 - levelled.i));
    tail = levelChain(gainDb);
    levelled = await quick(tail);
  }
  // One linear gain onto the target, unless that would lift the true peak over its ceiling.
  const offset = levelled.i <= -69 ? 0 : Math.min(target - levelled.i, LOUDNESS_TARGET.truePeakDb - levelled.tp);
  const gain = filter('volume', { volume: `${offset.toFixed(2)}dB` });
  const out = parseEbur128Summary(await run(buildLevelArgs(premix, [...tail, gain], [...codec, outPath])));
  return {
    rawI,
    gainDb,
    measured: { inputI: levelled.i, inputTp: levelled.tp, inputLra: levelled.lra, inputThresh: levelled.thresh, targetOffset: Number(offset.toFixed(2)) },
    normalization: 'linear',
    outputI: out.i,
    outputTp: out.tp,
  };
}
