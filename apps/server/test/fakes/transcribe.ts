import { FakeServer, json, type FakeReq, type FakeRes } from './base.ts';

/** A word of the known recording, where it is on the recording's clock (as eSpeak reports it, punctuation kept). */
export interface KnownWord {
  word: string;
  startMs: number;
  endMs: number;
}

/** The recording this fake "hears": its audio (16-bit mono) and its words. */
export interface KnownSpeech {
  samples: Int16Array;
  sampleRate: number;
  words: KnownWord[];
}

export interface TranscriptionRequest {
  model: string;
  responseFormat: string;
  granularities: string[];
  language?: string;
  fileBytes: number;
  /** Where in the known recording the uploaded audio was found, and how long it is. */
  foundAtMs: number;
  durationMs: number;
}

const HOP_MS = 10;

/**
 * OpenAI's `POST /v1/audio/transcriptions` (multipart: file, model, response_format,
 * timestamp_granularities[], language) as whisper.cpp's and faster-whisper's servers speak it too,
 * answering `verbose_json` with words and segments in seconds on the uploaded file's clock. It
 * knows one recording: an uploaded piece is found in it by its loudness contour, and the words
 * spoken there are answered, as a recogniser that heard them would (punctuation off the words, on
 * the segments' text). Uploads over `maxBytes` get OpenAI's 413.
 */
export class TranscribeFake extends FakeServer {
  readonly requests: TranscriptionRequest[] = [];
  apiKey: string | undefined;
  maxBytes = 25 * 1024 * 1024;

  constructor(private readonly speech: KnownSpeech) {
    super();
    this.route('POST', /^\/v1\/audio\/transcriptions$/, 'transcriptions', (req) => this.transcribe(req));
  }

  /** TRANSCRIBE_BASE_URL for a server using this fake. */
  get baseUrl(): string {
    return `${this.url}/v1`;
  }

  private async transcribe(req: FakeReq): Promise<FakeRes> {
    if (this.apiKey && req.token() !== this.apiKey) return json(401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } });
    const type = req.header('content-type') ?? '';
    const boundary = /boundary=("?)([^";]+)\1/.exec(type)?.[2];
    if (!type.startsWith('multipart/form-data') || !boundary) return json(400, { error: { message: 'Expected multipart/form-data.' } });
    const body = await req.body();
    if (body.length > this.maxBytes) return json(413, { error: { message: `Maximum content size limit (${this.maxBytes}) exceeded.` } });
    const parts = parseMultipart(body, boundary);
    const field = (name: string) => parts.filter((p) => p.name === name).map((p) => p.data.toString('utf8'));
    const file = parts.find((p) => p.name === 'file' && p.filename);
    const model = field('model')[0];
    if (!file) return json(400, { error: { message: "Missing required parameter: 'file'." } });
    if (!model) return json(400, { error: { message: "Missing required parameter: 'model'." } });
    const format = field('response_format')[0] ?? 'json';
    const granularities = field('timestamp_granularities[]');
    const audio = decodeWav16(file.data);
    if (!audio) return json(400, { error: { message: 'Invalid file format. This fake hears 16-bit PCM WAV.' } });
    const durationMs = (audio.samples.length / audio.sampleRate) * 1000;
    const foundAtMs = this.locate(audio.samples, audio.sampleRate);
    this.requests.push({ model, responseFormat: format, granularities, language: field('language')[0], fileBytes: file.data.length, foundAtMs, durationMs });
    // Silence is heard as nothing, wherever its contour would fit.
    // A word belongs to the piece it starts in (pieces are cut in pauses; the last word may run past the end).
    const heard = (isSilent(audio.samples) ? [] : this.speech.words).filter((w) => w.startMs >= foundAtMs - 20 && w.startMs < foundAtMs + durationMs - 20);
    const s = (ms: number) => Math.round(Math.max(0, Math.min(durationMs, ms - foundAtMs))) / 1000;
    const text = heard.map((w) => w.word).join(' ');
    if (format === 'text') return { status: 200, headers: { 'content-type': 'text/plain' }, body: text };
    if (format !== 'verbose_json') return json(200, { text });
    return json(200, {
      task: 'transcribe',
      language: 'english',
      duration: durationMs / 1000,
      text,
      ...(granularities.includes('word') ? { words: heard.map((w) => ({ word: bare(w.word), start: s(w.startMs), end: s(w.endMs) })) } : {}),
      segments: sentences(heard).map((g, id) => ({ id, seek: 0, start: s(g[0]!.startMs), end: s(g[g.length - 1]!.endMs), text: ` ${g.map((w) => w.word).join(' ')}`, tokens: [], temperature: 0, avg_logprob: -0.2, compression_ratio: 1.4, no_speech_prob: 0.01 })),
    });
  }

  /** Where the piece sits in the known recording: the offset whose loudness contour matches best. */
  private locate(samples: Int16Array, sampleRate: number): number {
    const whole = contour(this.speech.samples, this.speech.sampleRate);
    const piece = contour(samples, sampleRate);
    if (piece.length >= whole.length) return 0;
    let best = 0;
    let bestCost = Infinity;
    for (let at = 0; at + piece.length <= whole.length; at++) {
      let cost = 0;
      for (let k = 0; k < piece.length && cost < bestCost; k++) cost += Math.abs((whole[at + k] ?? 0) - (piece[k] ?? 0));
      if (cost < bestCost) {
        bestCost = cost;
        best = at;
      }
    }
    return best * HOP_MS;
  }
}

const isSilent = (samples: Int16Array) => samples.every((v) => Math.abs(v) < 160);

const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

function sentences(words: KnownWord[]): KnownWord[][] {
  const out: KnownWord[][] = [];
  let cur: KnownWord[] = [];
  for (const w of words) {
    cur.push(w);
    if (/[.!?]["')]*$/.test(w.word)) {
      out.push(cur);
      cur = [];
    }
  }
  if (cur.length) out.push(cur);
  return out;
}

/** Loudness per 10 ms, scaled by the whole's mean, so a quieter or re-encoded copy still matches. */
function contour(samples: Int16Array, sampleRate: number): Float32Array {
  const hop = Math.round((HOP_MS / 1000) * sampleRate);
  const out = new Float32Array(Math.floor(samples.length / hop));
  let total = 0;
  for (let f = 0; f < out.length; f++) {
    let sum = 0;
    for (let i = f * hop; i < (f + 1) * hop; i++) sum += Math.abs(samples[i] ?? 0);
    out[f] = sum / hop;
    total += out[f]!;
  }
  const mean = total / Math.max(1, out.length) || 1;
  for (let f = 0; f < out.length; f++) out[f]! /= mean;
  return out;
}

interface Part {
  name: string;
  filename?: string;
  data: Buffer;
}

function parseMultipart(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const raw = body.subarray(start + 2, next - 2); // after CRLF, before CRLF
    const split = raw.indexOf('\r\n\r\n');
    const head = raw.subarray(0, split).toString('utf8');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name !== undefined) parts.push({ name, filename: /filename="([^"]*)"/.exec(head)?.[1], data: raw.subarray(split + 4) });
    at = next;
  }
  return parts;
}

function decodeWav16(buf: Buffer): { samples: Int16Array; sampleRate: number } | null {
  if (buf.subarray(0, 4).toString() !== 'RIFF' || buf.subarray(8, 12).toString() !== 'WAVE') return null;
  let pos = 12;
  let sampleRate = 0;
  let bits = 0;
  let channels = 0;
  while (pos + 8 <= buf.length) {
    const id = buf.subarray(pos, pos + 4).toString();
    const size = buf.readUInt32LE(pos + 4);
    if (id === 'fmt ') {
      channels = buf.readUInt16LE(pos + 10);
      sampleRate = buf.readUInt32LE(pos + 12);
      bits = buf.readUInt16LE(pos + 22);
    } else if (id === 'data') {
      if (bits !== 16 || channels !== 1) return null;
      const data = buf.subarray(pos + 8, Math.min(buf.length, pos + 8 + size));
      const copy = Buffer.from(data);
      return { samples: new Int16Array(copy.buffer, copy.byteOffset, copy.length >> 1), sampleRate };
    }
    pos += 8 + size + (size & 1);
  }
  return null;
}
