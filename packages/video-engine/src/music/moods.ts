/**
 * The built-in beds as recipes: tempo, a four-chord progression (one chord per bar) and which
 * instruments play what. Written for this project and generated at render time, so they carry
 * no third-party licence (see ASSETS.md). Each loop is 16 bars: an 8-bar "A" and an 8-bar "B"
 * where the arpeggio fills in (and drums join, for the moods that have them), so a minute of
 * video hears the bed develop instead of one bar repeating.
 */
export const MUSIC_MOODS = ['calm', 'upbeat', 'inspiring', 'dramatic'] as const;
export type MusicMood = (typeof MUSIC_MOODS)[number];

export interface Chord {
  /** MIDI note of the bass. */
  bass: number;
  /** MIDI notes of the pad voicing; the arpeggio walks them an octave up. */
  notes: number[];
}

export interface Recipe {
  bpm: number;
  chords: Chord[];
  pad: { gain: number; brightness: number };
  /** Chord-tone index per step (-1 = rest); A plays `sparse`, B plays `full`. */
  arp: { stepsPerBeat: 2 | 4; sparse: number[]; full: number[]; octave: number; gain: number; decay: number };
  /** Steps (in 8ths of a bar) where the bass plays the root. */
  bass: { steps: number[]; gain: number };
  /** 16th-note steps per bar; drums play only in B unless `always`. */
  drums?: { kick: number[]; clap: number[]; hat: number[]; gain: number; always?: boolean };
  /** A long low hit on each chord change (cinematic). */
  hits?: number;
  reverb: { send: number; size: number };
}

const C = (bass: number, ...notes: number[]): Chord => ({ bass, notes });

export const RECIPES: Record<MusicMood, Recipe> = {
  // C major, Cmaj7 - Am7 - Fmaj7 - G6: slow, open, no drums.
  calm: {
    bpm: 72,
    chords: [C(36, 55, 59, 64), C(33, 55, 60, 64), C(29, 57, 60, 64), C(31, 55, 59, 64)],
    pad: { gain: 0.22, brightness: 0.45 },
    arp: {
      stepsPerBeat: 2,
      sparse: [0, -1, 2, -1, 1, -1, -1, -1],
      full: [0, 2, 1, 2, 0, 2, 1, 3],
      octave: 12,
      gain: 0.35,
      decay: 0.997,
    },
    bass: { steps: [0], gain: 0.16 },
    reverb: { send: 0.45, size: 0.9 },
  },
  // G major, Em - C - G - D: 16th plucks, four-to-the-floor-ish pop groove in B.
  upbeat: {
    bpm: 112,
    chords: [C(40, 59, 64, 67), C(36, 60, 64, 67), C(43, 59, 62, 67), C(38, 57, 62, 66)],
    pad: { gain: 0.14, brightness: 0.55 },
    arp: {
      stepsPerBeat: 4,
      sparse: [0, -1, 1, -1, 2, -1, 1, -1, 0, -1, 1, -1, 2, -1, 1, -1],
      full: [0, 1, 2, 1, 0, 1, 2, 1, 0, 1, 2, 3, 2, 1, 0, 1],
      octave: 12,
      gain: 0.3,
      decay: 0.994,
    },
    bass: { steps: [0, 2, 3, 4, 6, 7], gain: 0.17 },
    drums: { kick: [0, 6, 8, 14], clap: [4, 12], hat: [2, 6, 10, 14], gain: 0.3, always: true },
    reverb: { send: 0.3, size: 0.6 },
  },
  // D major, D - A - Bm - G: rising piano-like arpeggio, kick and claps join in B.
  inspiring: {
    bpm: 92,
    chords: [C(38, 57, 62, 66), C(33, 57, 61, 64), C(35, 54, 59, 62), C(31, 55, 59, 62)],
    pad: { gain: 0.18, brightness: 0.5 },
    arp: {
      stepsPerBeat: 2,
      sparse: [0, 1, 2, -1, 0, 1, 2, -1],
      full: [0, 1, 2, 3, 0, 1, 2, 3],
      octave: 12,
      gain: 0.34,
      decay: 0.996,
    },
    bass: { steps: [0, 4], gain: 0.17 },
    drums: { kick: [0, 8], clap: [4, 12], hat: [], gain: 0.26 },
    reverb: { send: 0.4, size: 0.8 },
  },
  // D minor, Dm - Bb - F - C: low pulsing ostinato, big hits on each chord.
  dramatic: {
    bpm: 76,
    chords: [C(38, 50, 57, 62, 65), C(34, 50, 58, 62, 65), C(41, 53, 57, 60, 65), C(36, 52, 55, 60, 64)],
    pad: { gain: 0.24, brightness: 0.65 },
    arp: {
      stepsPerBeat: 4,
      sparse: [0, -1, 0, -1, 0, -1, 0, -1, 0, -1, 0, -1, 0, -1, 0, -1],
      full: [0, 0, 2, 0, 0, 2, 0, 1, 0, 0, 2, 0, 0, 2, 1, 2],
      octave: 0,
      gain: 0.3,
      decay: 0.99,
    },
    bass: { steps: [0, 1, 2, 3, 4, 5, 6, 7], gain: 0.15 },
    hits: 0.35,
    reverb: { send: 0.5, size: 0.95 },
  },
};
