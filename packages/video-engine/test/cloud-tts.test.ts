import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ElevenLabsTtsEngine, OpenAiTtsEngine, createTtsEngine } from '../src/index.ts';
import { readWav } from './helpers.ts';

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

const seen: Seen[] = [];
let server: Server;
let base = '';
const workDir = mkdtempSync(join(tmpdir(), 'cloud-tts-test-'));

/** 0.5 s of 24 kHz tone framed by 0.1 s of silence on each side. */
function pcm(): Buffer {
  const s = new Int16Array(24000 * 0.7);
  for (let i = 2400; i < 2400 + 12000; i++) s[i] = Math.round(8000 * Math.sin(i / 5));
  return Buffer.from(s.buffer);
}

// Fakes that speak the two APIs' real request/response shapes.
beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') as Record<string, unknown> });
      if (req.url === '/v1/audio/speech') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        // Odd-sized writes exercise sample reassembly across network chunks.
        const body = pcm();
        res.write(body.subarray(0, 1001));
        res.end(body.subarray(1001));
      } else if (req.url?.startsWith('/v1/text-to-speech/')) {
        const text = String(JSON.parse(raw).text);
        const chars = [...text];
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            audio_base64: pcm().toString('base64'),
            alignment: {
              characters: chars,
              character_start_times_seconds: chars.map((_, i) => 0.1 + i * 0.05),
              character_end_times_seconds: chars.map((_, i) => 0.15 + i * 0.05),
            },
          }),
        );
      } else {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end('{"error":"bad key"}');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(workDir, { recursive: true, force: true });
});

describe('OpenAI adapter', () => {
  it('requests raw PCM for the mapped voice and estimates word times inside the speech', async () => {
    const engine = new OpenAiTtsEngine({ apiKey: 'sk-test', baseUrl: `${base}/v1` });
    const r = await engine.synthesize('Hello big world.', { voiceId: 'voice3', language: 'en', workDir });
    const req = seen.at(-1);
    expect(req?.headers.authorization).toBe('Bearer sk-test');
    expect(req?.body).toMatchObject({ input: 'Hello big world.', voice: 'onyx', response_format: 'pcm' });
    expect(r.sampleRate).toBe(24000);
    expect(r.durationMs).toBe(700);
    if (!('wavPath' in r)) throw new Error('expected wav');
    const { samples } = readWav(r.wavPath);
    expect(samples.length).toBe(24000 * 0.7);
    expect(samples[2400 + 10]).toBe(Math.round(8000 * Math.sin(2410 / 5)));
    expect(r.words.map((w) => w.word)).toEqual(['Hello', 'big', 'world.']);
    expect(r.words[0]?.startMs).toBeGreaterThanOrEqual(99);
    expect(r.words.at(-1)?.endMs).toBeLessThanOrEqual(601);
  });

  it('reports API errors with status and body', async () => {
    const engine = new OpenAiTtsEngine({ apiKey: 'k', baseUrl: `${base}/nope` });
    await expect(engine.synthesize('Hi.', { voiceId: 'voice1', language: 'en', workDir })).rejects.toThrow(
      /401: {"error":"bad key"}/,
    );
  });
});

describe('ElevenLabs adapter', () => {
  it('uses with-timestamps and turns character alignment into word times', async () => {
    const engine = new ElevenLabsTtsEngine({ apiKey: 'xi-test', baseUrl: base, voices: { voice2: 'my-voice' } });
    const r = await engine.synthesize('Hi you', { voiceId: 'voice2', language: 'en', workDir });
    const req = seen.at(-1);
    expect(req?.url).toBe('/v1/text-to-speech/my-voice/with-timestamps?output_format=pcm_24000');
    expect(req?.headers['xi-api-key']).toBe('xi-test');
    expect(req?.body).toMatchObject({ text: 'Hi you', model_id: 'eleven_multilingual_v2' });
    expect(r.words).toEqual([
      { word: 'Hi', startMs: 100, endMs: 200 },
      { word: 'you', startMs: 250, endMs: 400 },
    ]);
    expect(r.durationMs).toBe(700);
  });
});

describe('createTtsEngine', () => {
  it('needs keys for cloud engines', () => {
    expect(() => createTtsEngine('openai')).toThrow(/API key/);
    expect(() => createTtsEngine('elevenlabs')).toThrow(/API key/);
    expect(createTtsEngine('espeak').name).toBe('espeak');
    expect(createTtsEngine('openai', { openaiApiKey: 'k' }).name).toBe('openai');
  });
});
