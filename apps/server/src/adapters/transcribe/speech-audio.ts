import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { readWav16, runFfmpeg } from '@reelforge/video-engine';
import type { SpeechAudio } from './transcriber.ts';

/** What speech recognisers are trained on: one channel at 16 kHz (also the smallest upload). */
export const SPEECH_SAMPLE_RATE = 16_000;

/** ffmpeg arguments that take a recording's first audio stream as 16 kHz mono 16-bit WAV. */
export function speechAudioArgs(input: string, output: string): string[] {
  return ['-hide_banner', '-nostdin', '-y', '-i', input, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(SPEECH_SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 'wav', output];
}

/** The recording's speech track, in memory (16 kHz mono is about 115 MB per hour). */
export async function extractSpeech(ffmpeg: string, input: string, scratchDir: string, signal?: AbortSignal): Promise<SpeechAudio> {
  const dir = await mkdtemp(path.join(scratchDir, 'speech-'));
  try {
    const out = path.join(dir, 'speech.wav');
    await runFfmpeg(ffmpeg, speechAudioArgs(input, out), { signal });
    return readWav16(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
