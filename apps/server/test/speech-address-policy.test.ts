import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTtsEngine } from '@reelforge/video-engine';
import { ttsSettings, withUserSpeech } from '../src/adapters/tts/settings.ts';
import type { AddressPolicy, Resolver } from '../src/lib/private-address.ts';

// Issue 27 item 3: a creator's own speech server is reached at render time through the address
// policy's pinned connection (the engine takes the server's fetch), not the engine's own fetch.
// The name below resolves only through the policy's resolver: reaching it proves the engine used it.
const NAME = 'speech.creator.test';
let server: http.Server;
let port: number;
let asked = 0;
const dir = mkdtempSync(join(tmpdir(), 'speech-policy-'));

/** A short WAV: 0.2 s of a quiet tone, 24 kHz mono 16-bit, as an OpenAI-compatible server answers. */
function wav(): Buffer {
  const samples = 4800;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(3000 * Math.sin(i / 8)), i * 2);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(24000, 24);
  h.writeUInt32LE(48000, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    asked++;
    if (req.url === '/moved/v1/audio/speech') return res.writeHead(307, { location: '/v1/audio/speech' }).end();
    res.writeHead(200, { 'content-type': 'audio/wav' }).end(wav());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

function narrator(policy: AddressPolicy, path = '/v1') {
  const own = { provider: 'openai' as const, baseUrl: `http://${NAME}:${port}${path}` };
  const tts = withUserSpeech(ttsSettings({}), own, undefined, policy);
  expect(tts.engine).toBe('openai');
  return createTtsEngine('openai', tts.credentials);
}

const say = (policy: AddressPolicy, path?: string) =>
  narrator(policy, path).synthesize('Hello there.', { voiceId: 'voice1', language: 'en', workDir: dir });

describe("a creator's own speech server at render time", () => {
  it('is reached through the policy’s own lookup, the address it checked pinned', async () => {
    const before = asked;
    const result = await say({ allowPrivate: true, resolve: toLoopback });
    expect(result.durationMs).toBeGreaterThan(0);
    expect(asked).toBe(before + 1);
  });

  it('is refused when its name resolves to a private address, before anything is sent', async () => {
    const before = asked;
    await expect(say({ allowPrivate: false, resolve: toLoopback })).rejects.toThrow();
    expect(asked).toBe(before);
  });

  it('does not follow a redirect (only the typed address was checked)', async () => {
    await expect(say({ allowPrivate: true, resolve: toLoopback }, '/moved/v1')).rejects.toThrow(/speech server 307/);
  });
});
