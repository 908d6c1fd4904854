import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resample } from '../../src/audio/pcm.ts';
import { FakeSpeaker, type SpokenClip } from './espeak-speaker.ts';

export interface ElevenLabsRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: { text?: string; model_id?: string };
}

export interface FakeElevenLabsServer {
  /** Origin only, as the adapter's baseUrl expects (it adds /v1/...). */
  baseUrl: string;
  requests: ElevenLabsRequest[];
  /** Every clip served, at the rate it was served, with the true word timings inside it. */
  served: SpokenClip[];
  close(): Promise<void>;
}

/**
 * ElevenLabs' `POST /v1/text-to-speech/{voice_id}/with-timestamps?output_format=pcm_<rate>` on
 * 127.0.0.1: checks `xi-api-key`, answers `{ audio_base64, alignment, normalized_alignment }`
 * where the alignment times every character (spaces included) from where the speaker really
 * said each word.
 */
export async function startFakeElevenLabsServer(opts: { apiKey: string }): Promise<FakeElevenLabsServer> {
  const speaker = new FakeSpeaker();
  const requests: ElevenLabsRequest[] = [];
  const served: SpokenClip[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const reply = (status: number, detail: object) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ detail }));
        };
        const url = new URL(req.url ?? '/', 'http://x');
        let body: ElevenLabsRequest['body'];
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ElevenLabsRequest['body'];
        } catch {
          return reply(400, { status: 'invalid_json', message: 'body is not JSON' });
        }
        requests.push({ url: req.url ?? '', headers: req.headers, body });
        const m = /^\/v1\/text-to-speech\/([^/]+)\/with-timestamps$/.exec(url.pathname);
        if (req.method !== 'POST' || !m) return reply(404, { status: 'not_found', message: 'Not Found' });
        if (req.headers['xi-api-key'] !== opts.apiKey) {
          return reply(401, { status: 'invalid_api_key', message: 'Invalid API key' });
        }
        const format = /^pcm_(16000|22050|24000|44100)$/.exec(url.searchParams.get('output_format') ?? 'mp3_44100_128');
        if (!format) return reply(422, { status: 'invalid_output_format', message: 'this fake serves PCM only' });
        if (!body.text) return reply(422, { status: 'invalid_text', message: 'text is required' });
        const rate = Number(format[1]);
        const spoken = await speaker.speak(body.text);
        const clip: SpokenClip = {
          ...spoken,
          sampleRate: rate,
          samples: resample(spoken.samples, spoken.sampleRate, rate),
        };
        served.push(clip);
        const alignment = characterAlignment(body.text, clip);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            audio_base64: Buffer.from(clip.samples.buffer, clip.samples.byteOffset, clip.samples.byteLength).toString(
              'base64',
            ),
            alignment,
            normalized_alignment: alignment,
          }),
        );
      })().catch((err: unknown) => {
        res.writeHead(500);
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    served,
    close: async () => {
      await new Promise((r) => server.close(r));
      await speaker.close();
    },
  };
}

/** Each word's span shared evenly by its characters; a space lasts from one word's end to the next's start. */
function characterAlignment(text: string, clip: SpokenClip) {
  const characters: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const chars = [...text];
  let wi = -1;
  let inWord = false;
  let wordChars: number[] = [];
  const flush = () => {
    const w = clip.words[wi];
    if (!w) return;
    const step = (w.endMs - w.startMs) / Math.max(1, wordChars.length);
    wordChars.forEach((ci, k) => {
      starts[ci] = (w.startMs + k * step) / 1000;
      ends[ci] = (w.startMs + (k + 1) * step) / 1000;
    });
    wordChars = [];
  };
  chars.forEach((c, i) => {
    characters.push(c);
    if (/\s/u.test(c)) {
      if (inWord) flush();
      inWord = false;
      starts[i] = (clip.words[wi]?.endMs ?? 0) / 1000;
      ends[i] = (clip.words[wi + 1]?.startMs ?? clip.words[wi]?.endMs ?? 0) / 1000;
    } else {
      if (!inWord) wi++;
      inWord = true;
      wordChars.push(i);
    }
  });
  if (inWord) flush();
  return { characters, character_start_times_seconds: starts, character_end_times_seconds: ends };
}
