import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EspeakReference, parseSubtitles, wordsForCues } from '@reelforge/video-engine';
import type { AppContext } from '../../context/index.ts';
import { createTranscriber, DEFAULT_TRANSCRIBE_MODEL, type SpeechAudio } from '../../adapters/transcribe/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { CLIPS_MESSAGES } from '@reelforge/contracts';
import { sentencesOf } from './sentences.ts';
import type { TimedTranscript } from './moments.ts';

/**
 * The recording's timed transcript: from the creator's subtitle file (each cue's words placed by
 * aligning an eSpeak rendering of it with the recording), else from the transcription service.
 */
export async function transcriptFor(
  ctx: AppContext,
  audio: SpeechAudio,
  opts: { subtitlesKey?: string; language?: string; workDir: string; signal?: AbortSignal },
): Promise<TimedTranscript> {
  const durationMs = Math.round((audio.samples.length / audio.sampleRate) * 1000);
  if (opts.subtitlesKey) {
    const file = path.join(opts.workDir, 'subtitles.txt');
    if (!(await ctx.storage.copyToFile(opts.subtitlesKey, file))) throw badRequest(CLIPS_MESSAGES.transcriptNotSubtitles);
    let cues;
    try {
      cues = parseSubtitles(await readFile(file, 'utf8'));
    } catch {
      throw badRequest(CLIPS_MESSAGES.transcriptNotSubtitles);
    }
    const reference = new EspeakReference();
    try {
      const words = await wordsForCues(audio, cues, reference, { language: opts.language ?? 'en', workDir: opts.workDir, signal: opts.signal });
      return { words, sentences: sentencesOf(words, cues, durationMs), durationMs };
    } finally {
      await reference.dispose();
    }
  }
  const c = ctx.config;
  if (!c.TRANSCRIBE_BASE_URL) throw badRequest(CLIPS_MESSAGES.noTranscript, 'clips_no_transcript');
  const transcriber = createTranscriber({
    baseUrl: c.TRANSCRIBE_BASE_URL,
    apiKey: c.TRANSCRIBE_API_KEY || undefined,
    model: c.TRANSCRIBE_MODEL || DEFAULT_TRANSCRIBE_MODEL,
    timeoutMs: c.TRANSCRIBE_TIMEOUT_MS,
    maxBytes: c.TRANSCRIBE_MAX_BYTES,
    // The operator's own service (often whisper.cpp on the same machine): private addresses allowed.
    policy: { allowPrivate: true },
  });
  const t = await transcriber.transcribe(audio, { language: opts.language, signal: opts.signal });
  return { words: t.words, sentences: sentencesOf(t.words, t.segments, durationMs), durationMs };
}
