// A client for OpenAI-compatible speech-to-text (`POST {base}/audio/transcriptions`, multipart):
// OpenAI, whisper.cpp's server, faster-whisper servers. Long recordings go up in pieces cut at
// pauses, each under the provider's upload limit, and come back on the recording's clock.
import { Blob } from 'node:buffer';
import { FormData } from 'undici';
import { chunkAtPauses, wavHeader } from '@reelforge/video-engine';
import { AppError } from '../../lib/errors.ts';
import { guardedFetch, privateAddressCause, type AddressPolicy } from '../../lib/private-address.ts';
import { joinTranscripts, shiftTranscript, type Transcript } from './transcript.ts';
import { parseVerboseJson } from './verbose-json.ts';

export const DEFAULT_TRANSCRIBE_MODEL = 'whisper-1';
/** OpenAI refuses uploads over 25 MB; a little under it leaves room for the form around the file. */
export const DEFAULT_TRANSCRIBE_MAX_BYTES = 24 * 1024 * 1024;

export type TranscribeErrorCode = 'transcribe_unreachable' | 'transcribe_timeout' | 'transcribe_http' | 'transcribe_bad_response';

/** The transcription service gave no usable answer: 504 for a timeout, 502 otherwise. */
export class TranscribeError extends AppError {
  constructor(message: string, code: TranscribeErrorCode) {
    super(code === 'transcribe_timeout' ? 504 : 502, message, code);
  }
}

export interface TranscriberConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per piece sent. */
  timeoutMs: number;
  /** The largest upload the provider takes, in bytes (the WAV header included). */
  maxBytes: number;
  policy: AddressPolicy;
}

export interface SpeechAudio {
  /** 16-bit mono. */
  samples: Int16Array;
  sampleRate: number;
}

export interface Transcriber {
  readonly model: string;
  transcribe(audio: SpeechAudio, opts?: { language?: string; signal?: AbortSignal }): Promise<Transcript>;
}

const WAV_HEADER_BYTES = 44;

export function createTranscriber(cfg: TranscriberConfig): Transcriber {
  const url = `${cfg.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  const host = new URL(url).host;
  const maxSamples = Math.floor((cfg.maxBytes - WAV_HEADER_BYTES) / 2);

  async function piece(samples: Int16Array, sampleRate: number, language: string | undefined, signal?: AbortSignal): Promise<Transcript> {
    const pcm = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
    const form = new FormData();
    form.append('file', new Blob([wavHeader(pcm.length, sampleRate), pcm], { type: 'audio/wav' }), 'audio.wav');
    form.append('model', cfg.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    form.append('timestamp_granularities[]', 'segment');
    if (language) form.append('language', language);
    const timeout = AbortSignal.timeout(cfg.timeoutMs);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cfg.apiKey) headers.authorization = `Bearer ${cfg.apiKey}`;
    let status: number;
    let text: string;
    try {
      const res = await guardedFetch(url, { method: 'POST', body: form, headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout }, cfg.policy);
      status = res.status;
      text = await res.text();
    } catch (err) {
      signal?.throwIfAborted();
      if (privateAddressCause(err)) throw new TranscribeError(`The transcription service at ${host} is on a private network, which this server does not connect to.`, 'transcribe_unreachable');
      if (timeout.aborted) throw new TranscribeError(`The transcription service at ${host} did not answer within ${Math.round(cfg.timeoutMs / 1000)} s.`, 'transcribe_timeout');
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const reason = (cause as { code?: string }).code ?? (cause instanceof Error ? cause.message : String(cause));
      throw new TranscribeError(`Could not reach the transcription service at ${host} (${reason}).`, 'transcribe_unreachable');
    }
    if (status < 200 || status >= 300) throw new TranscribeError(refusal(host, status, text, cfg.model), 'transcribe_http');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new TranscribeError(`The transcription service at ${host} sent an answer that is not JSON (is it an OpenAI-compatible /audio/transcriptions?).`, 'transcribe_bad_response');
    }
    const pieceMs = Math.round((samples.length / sampleRate) * 1000);
    const transcript = parseVerboseJson(body, pieceMs);
    if (!transcript) throw new TranscribeError(`The transcription service at ${host} did not answer in verbose_json.`, 'transcribe_bad_response');
    if (!transcript.words.length && transcript.text.trim())
      throw new TranscribeError(`The transcription service at ${host} gave no word timestamps (timestamp_granularities[]=word); clips need them.`, 'transcribe_bad_response');
    return transcript;
  }

  return {
    model: cfg.model,
    async transcribe(audio, opts = {}) {
      const language = opts.language?.split(/[-_]/)[0]?.toLowerCase() || undefined;
      const pieces: Transcript[] = [];
      for (const span of chunkAtPauses(audio.samples, audio.sampleRate, maxSamples)) {
        const heard = await piece(audio.samples.subarray(span.start, span.end), audio.sampleRate, language, opts.signal);
        pieces.push(shiftTranscript(heard, (span.start / audio.sampleRate) * 1000));
      }
      return joinTranscripts(pieces, Math.round((audio.samples.length / audio.sampleRate) * 1000));
    },
  };
}

function refusal(host: string, status: number, body: string, model: string): string {
  let detail = '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const e = parsed.error;
    detail = String((typeof e === 'object' && e ? e.message : e) ?? parsed.message ?? '');
  } catch {
    detail = body;
  }
  detail = detail.replace(/\s+/g, ' ').trim().slice(0, 200);
  const why = detail ? ` (${detail})` : '';
  if (status === 401 || status === 403) return `The transcription service at ${host} did not accept the API key (TRANSCRIBE_API_KEY)${why}.`;
  if (status === 404) return `The transcription service at ${host} does not know the model "${model}" or /audio/transcriptions${why}.`;
  if (status === 413) return `The transcription service at ${host} refused a piece of audio as too large${why}; lower TRANSCRIBE_MAX_BYTES.`;
  if (status === 429) return `The transcription service at ${host} is busy or its usage limit is reached${why}. Please try again later.`;
  if (status >= 500) return `The transcription service at ${host} failed on its side${why}. Please try again.`;
  return `The transcription service at ${host} refused the request (${status})${why}.`;
}
