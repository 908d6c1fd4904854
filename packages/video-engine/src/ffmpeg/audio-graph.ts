import type { AudioPlan, RenderPlan } from '../plan.ts';
import { chain, filter } from './escape.ts';

/** Audio filtergraph ending in [aout]: narration, plus music ducked under it when given. */
export function buildAudioGraph(plan: RenderPlan, narrationInput: number, musicInput?: number): string | undefined {
  return mixAudioGraph(plan.audio, plan.encoder.sampleRate, `${narrationInput}:a`, musicInput);
}

/** The voice (pad `voicePad`) with the music input mixed under it, ending in [aout]; undefined without music. */
export function mixAudioGraph(
  audio: AudioPlan,
  sampleRate: number,
  voicePad: string,
  musicInput?: number,
): string | undefined {
  const music = audio.music;
  if (!music || musicInput === undefined) return undefined;
  const fmt = filter('aformat', {
    sample_fmts: 'fltp',
    sample_rates: sampleRate,
    channel_layouts: 'stereo',
  });
  const parts = [
    chain([`${musicInput}:a`], [fmt, filter('volume', { volume: music.volume }), ...fades(audio)], ['music']),
  ];
  if (audio.duck) {
    parts.push(chain([voicePad], [fmt, filter('asplit', { outputs: 2 })], ['voice', 'key']));
    // The voice keys a compressor on the music: music drops ~12 dB while someone speaks.
    parts.push(
      chain(
        ['music', 'key'],
        [filter('sidechaincompress', { threshold: 0.02, ratio: 8, attack: 20, release: 400 })],
        ['ducked'],
      ),
    );
  } else {
    parts.push(chain([voicePad], [fmt], ['voice']));
  }
  // amix divides by its input count; volume=2 restores the voice's level.
  parts.push(
    chain(
      ['voice', audio.duck ? 'ducked' : 'music'],
      [filter('amix', { inputs: 2, duration: 'first', dropout_transition: 0 }), filter('volume', { volume: 2 })],
      ['aout'],
    ),
  );
  return parts.join(';');
}

const FADE_IN_SEC = 1;
const FADE_OUT_SEC = 2.5;

/** Music comes in gently and fades out over the video's last seconds instead of stopping dead. */
function fades(audio: AudioPlan): string[] {
  const d = audio.durationSec;
  if (!d) return [];
  const out = Math.min(FADE_OUT_SEC, d / 3);
  return [
    filter('afade', { t: 'in', st: 0, d: Math.min(FADE_IN_SEC, d / 4).toFixed(3) }),
    filter('afade', { t: 'out', st: (d - out).toFixed(3), d: out.toFixed(3) }),
  ];
}
