// Settings -> Speech's Test: one short sentence spoken with the creator's settings, answered in
// the provider's words. Redirects are reported, not followed: only the typed address was checked.
import type { KeyTestResult } from '@reelforge/contracts';
import { failureOf, unreachable } from '../../lib/provider-answer.ts';
import type { AddressPolicy } from '../../lib/private-address.ts';
import { policyFetch, type UserSpeech } from './settings.ts';

const SENTENCE = 'This is a test of your voice settings.';
// The engine's own defaults (packages/video-engine tts/openai.ts and elevenlabs.ts) for voice1.
const OPENAI_DEFAULTS = { model: 'gpt-4o-mini-tts', voice: 'echo' };
const ELEVENLABS_DEFAULTS = { model: 'eleven_multilingual_v2', voice: 'ErXwobaYiN019PkySvjV', baseUrl: 'https://api.elevenlabs.io' };

export async function testSpeech(speech: UserSpeech, opts: { elevenLabsBaseUrl?: string; timeoutMs: number; policy: AddressPolicy }): Promise<KeyTestResult> {
  const openai = speech.provider === 'openai';
  const name = openai ? 'The speech server' : 'ElevenLabs';
  const url = openai
    ? `${speech.baseUrl.replace(/\/+$/, '')}/audio/speech`
    : `${(opts.elevenLabsBaseUrl ?? ELEVENLABS_DEFAULTS.baseUrl).replace(/\/$/, '')}/v1/text-to-speech/${encodeURIComponent(
        speech.voices?.voice1 ?? ELEVENLABS_DEFAULTS.voice,
      )}/with-timestamps?output_format=pcm_24000`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (openai && speech.apiKey) headers.authorization = `Bearer ${speech.apiKey}`;
  if (!openai) headers['xi-api-key'] = speech.apiKey;
  const body = openai
    ? { model: speech.model || OPENAI_DEFAULTS.model, input: SENTENCE, voice: speech.voices?.voice1 ?? OPENAI_DEFAULTS.voice, response_format: 'wav' }
    : { text: SENTENCE, model_id: speech.model || ELEVENLABS_DEFAULTS.model };
  const host = new URL(url).host;
  try {
    // The creator's own address through the policy; ElevenLabs' is the operator's (ELEVENLABS_BASE_URL).
    const send = openai ? policyFetch(opts.policy) : fetch;
    const res = await send(url, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(opts.timeoutMs), redirect: 'manual' });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      return { ok: false, message: `${name} at ${host} redirected elsewhere (${res.status}); enter the final address.` };
    }
    if (!res.ok) return { ok: false, message: await failureOf(`${name} at ${host}`, res) };
    const bytes = (await res.arrayBuffer()).byteLength;
    if (bytes < 100) return { ok: false, message: `${name} at ${host} answered, but with no audio.` };
    return { ok: true, message: `${name} at ${host} spoke the test sentence (${Math.round(bytes / 1024)} KB of audio).` };
  } catch (err) {
    return { ok: false, message: unreachable(name, host, err, opts.timeoutMs) };
  }
}
