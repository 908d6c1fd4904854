import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { wavHeader } from '../../src/tts/wav.ts';
import { FakeSpeaker, type SpokenClip } from './espeak-speaker.ts';

export interface SpeechRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; input?: string; voice?: string; response_format?: string };
}

export interface FakeOpenAiSpeechServer {
  /** Ends in /v1, as the adapter's baseUrl expects. */
  baseUrl: string;
  requests: SpeechRequest[];
  /** Every clip served, in order, with the true word timings inside it. */
  served: SpokenClip[];
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible speech server on 127.0.0.1: `POST /v1/audio/speech` with a JSON body
 * returns a real WAV (eSpeak at another rate and voice; see FakeSpeaker). `requireKey` makes it
 * answer 401 like OpenAI unless the Bearer token matches; without it, it takes no key, like
 * Kokoro-FastAPI or LocalAI.
 */
export async function startFakeOpenAiSpeechServer(opts: { requireKey?: string } = {}): Promise<FakeOpenAiSpeechServer> {
  const speaker = new FakeSpeaker();
  const requests: SpeechRequest[] = [];
  const served: SpokenClip[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const reply = (status: number, message: string) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }));
        };
        let body: SpeechRequest['body'];
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SpeechRequest['body'];
        } catch {
          return reply(400, 'body is not JSON');
        }
        requests.push({ url: req.url ?? '', headers: req.headers, body });
        if (req.method !== 'POST' || req.url !== '/v1/audio/speech') return reply(404, 'not found');
        if (opts.requireKey && req.headers.authorization !== `Bearer ${opts.requireKey}`) {
          return reply(401, 'Incorrect API key provided');
        }
        if (!body.input || !body.voice || !body.model) return reply(400, 'model, input and voice are required');
        const clip = await speaker.speak(body.input);
        served.push(clip);
        const pcm = Buffer.from(clip.samples.buffer, clip.samples.byteOffset, clip.samples.byteLength);
        res.writeHead(200, { 'content-type': 'audio/wav' });
        // Written in odd-sized pieces, as a streaming server would.
        const wav = Buffer.concat([wavHeader(pcm.length, clip.sampleRate), pcm]);
        res.write(wav.subarray(0, 1001));
        res.end(wav.subarray(1001));
      })().catch((err: unknown) => {
        res.writeHead(500);
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    served,
    close: async () => {
      await new Promise((r) => server.close(r));
      await speaker.close();
    },
  };
}
