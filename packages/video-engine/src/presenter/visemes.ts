import type { PhonemeTiming, WordTiming } from '../tts/types.ts';

/**
 * A mouth shape: `open` is the jaw drop (0 closed .. 1 a wide "ah"), `wide` stretches the corners
 * (1 neutral), `round` purses the lips (0 .. 1, "oo"), `press` squeezes the lips together (m b p).
 */
export interface MouthShape {
  open: number;
  wide: number;
  round: number;
  press: number;
}

export type Viseme =
  | 'rest'
  | 'PP'
  | 'FF'
  | 'TH'
  | 'DD'
  | 'kk'
  | 'CH'
  | 'SS'
  | 'nn'
  | 'RR'
  | 'aa'
  | 'E'
  | 'I'
  | 'O'
  | 'U';

export const VISEMES: Record<Viseme, MouthShape> = {
  rest: { open: 0, wide: 1, round: 0, press: 0 },
  PP: { open: 0, wide: 0.96, round: 0, press: 1 },
  FF: { open: 0.1, wide: 1.02, round: 0, press: 0.3 },
  TH: { open: 0.22, wide: 1.02, round: 0, press: 0 },
  DD: { open: 0.28, wide: 1.04, round: 0, press: 0 },
  kk: { open: 0.34, wide: 1.02, round: 0, press: 0 },
  CH: { open: 0.26, wide: 0.92, round: 0.55, press: 0 },
  SS: { open: 0.14, wide: 1.1, round: 0, press: 0 },
  nn: { open: 0.2, wide: 1.02, round: 0, press: 0 },
  RR: { open: 0.24, wide: 0.94, round: 0.45, press: 0 },
  aa: { open: 1, wide: 1.06, round: 0, press: 0 },
  E: { open: 0.58, wide: 1.12, round: 0, press: 0 },
  I: { open: 0.36, wide: 1.18, round: 0, press: 0 },
  O: { open: 0.78, wide: 0.86, round: 0.7, press: 0 },
  U: { open: 0.32, wide: 0.8, round: 1, press: 0 },
};

/** eSpeak IPA (stress and length marks removed) -> viseme. Longest match wins. */
const TABLE: Array<[string, Viseme]> = [
  ['tʃ', 'CH'], ['dʒ', 'CH'], ['aɪ', 'aa'], ['aʊ', 'aa'], ['eɪ', 'E'], ['oʊ', 'O'], ['əʊ', 'O'], ['ɔɪ', 'O'],
  ['p', 'PP'], ['b', 'PP'], ['m', 'PP'],
  ['f', 'FF'], ['v', 'FF'],
  ['θ', 'TH'], ['ð', 'TH'],
  ['t', 'DD'], ['d', 'DD'], ['l', 'DD'], ['ɾ', 'DD'],
  ['n', 'nn'], ['ŋ', 'kk'], ['k', 'kk'], ['g', 'kk'], ['ɡ', 'kk'], ['h', 'kk'], ['x', 'kk'],
  ['ʃ', 'CH'], ['ʒ', 'CH'],
  ['s', 'SS'], ['z', 'SS'],
  ['r', 'RR'], ['ɹ', 'RR'], ['ɜ', 'RR'], ['ɚ', 'RR'],
  ['a', 'aa'], ['ɑ', 'aa'], ['æ', 'aa'], ['ʌ', 'aa'], ['ɐ', 'aa'],
  ['e', 'E'], ['ɛ', 'E'], ['ə', 'E'],
  ['i', 'I'], ['ɪ', 'I'], ['j', 'I'], ['y', 'I'],
  ['o', 'O'], ['ɔ', 'O'], ['ɒ', 'O'],
  ['u', 'U'], ['ʊ', 'U'], ['w', 'U'],
];

export function visemeOf(phoneme: string): Viseme {
  const p = phoneme.replace(/[ˈˌːˑ'",.\-_0-9]/g, '').toLowerCase();
  if (!p) return 'rest';
  for (const [ipa, v] of TABLE) if (p.startsWith(ipa)) return v;
  return 'DD';
}

/** Phonemes to use: the engine's own, or (none known) one open-close per word as a fallback. */
export function speechSounds(phonemes: PhonemeTiming[], words: WordTiming[]): PhonemeTiming[] {
  if (phonemes.length > 0) return phonemes;
  return words.flatMap((w) => {
    const mid = (w.startMs + w.endMs) / 2;
    return [
      { phoneme: 'a', startMs: w.startMs, endMs: mid },
      { phoneme: 'e', startMs: mid, endMs: w.endMs },
    ];
  });
}

/** Co-articulation: each frame moves this share of the way to the current target (tau ~ 40 ms). */
const followShare = (fps: number) => 1 - Math.exp(-1000 / fps / 40);

/**
 * The mouth shape for every frame. Targets come from the phoneme under the frame's time; the mouth
 * eases towards them, except that closures (m, b, p) snap shut, since lips visibly meet on them.
 */
export function mouthTrack(sounds: PhonemeTiming[], fps: number, frames: number): MouthShape[] {
  const out: MouthShape[] = [];
  const k = followShare(fps);
  let cur = { ...VISEMES.rest };
  let i = 0;
  for (let f = 0; f < frames; f++) {
    const t = ((f + 0.5) * 1000) / fps;
    while (i < sounds.length && sounds[i]!.endMs <= t) i++;
    const s = sounds[i];
    const v: Viseme = s && s.startMs <= t ? visemeOf(s.phoneme) : 'rest';
    const target = VISEMES[v];
    if (v === 'PP') cur = { ...target };
    else {
      cur = {
        open: cur.open + (target.open - cur.open) * k,
        wide: cur.wide + (target.wide - cur.wide) * k,
        round: cur.round + (target.round - cur.round) * k,
        press: cur.press + (target.press - cur.press) * k,
      };
    }
    out.push(cur);
  }
  return out;
}

/** Small deterministic generator, so the same video blinks the same way every render. */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

export const BLINK_MS = 150;

/** Blink start times: every 2-6 s, the first after ~1 s. */
export function blinkTimes(durationMs: number, seed = 7): number[] {
  const r = rng(seed);
  const out: number[] = [];
  for (let t = 800 + r() * 1200; t < durationMs - BLINK_MS; t += 2000 + r() * 4000) out.push(Math.round(t));
  return out;
}

/** Eyelid closure per frame (0 open .. 1 shut): a quick close and a slightly slower opening. */
export function blinkTrack(blinks: number[], fps: number, frames: number): number[] {
  const out = new Array<number>(frames).fill(0);
  for (const b of blinks) {
    const first = Math.floor((b * fps) / 1000);
    const last = Math.ceil(((b + BLINK_MS) * fps) / 1000);
    for (let f = Math.max(0, first); f <= last && f < frames; f++) {
      const u = ((f * 1000) / fps - b) / BLINK_MS;
      if (u < 0 || u > 1) continue;
      const v = u < 0.4 ? u / 0.4 : 1 - (u - 0.4) / 0.6;
      out[f] = Math.max(out[f]!, Math.min(1, v * 1.25));
    }
  }
  return out;
}
