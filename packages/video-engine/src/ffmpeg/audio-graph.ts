import type { RenderPlan } from '../plan.ts';
import { chain, filter } from './escape.ts';

/** Audio filtergraph ending in [aout]: narration, plus music ducked under it when given. */
export function buildAudioGraph(plan: RenderPlan, narrationInput: number, musicInput?: number): string | undefined {
  const music = plan.audio.music;
  if (!music || musicInput === undefined) return undefined;
  const fmt = filter('aformat', {
    sample_fmts: 'fltp',
    sample_rates: plan.encoder.sampleRate,
    channel_layouts: 'stereo',
  });
  const parts = [chain([`${musicInput}:a`], [fmt, filter('volume', { volume: music.volume })], ['music'])];
  if (plan.audio.duck) {
    parts.push(chain([`${narrationInput}:a`], [fmt, filter('asplit', { outputs: 2 })], ['voice', 'key']));
    // The voice keys a compressor on the music: music drops ~12 dB while someone speaks.
    parts.push(
      chain(
        ['music', 'key'],
        [filter('sidechaincompress', { threshold: 0.02, ratio: 8, attack: 20, release: 400 })],
        ['ducked'],
      ),
    );
  } else {
    parts.push(chain([`${narrationInput}:a`], [fmt], ['voice']));
  }
  // amix divides by its input count; volume=2 restores the voice's level.
  parts.push(
    chain(
      ['voice', plan.audio.duck ? 'ducked' : 'music'],
      [filter('amix', { inputs: 2, duration: 'first', dropout_transition: 0 }), filter('volume', { volume: 2 })],
      ['aout'],
    ),
  );
  return parts.join(';');
}
