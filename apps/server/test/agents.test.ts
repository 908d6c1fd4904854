import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestEnv } from './support/server.ts';

describe('deep agent health and capabilities report the real state', () => {
  let withWorkers: TestEnv;
  let apiOnly: TestEnv;
  beforeAll(async () => {
    [withWorkers, apiOnly] = await Promise.all([startTestServer({ workers: true }), startTestServer()]);
  });
  afterAll(async () => {
    await Promise.all([withWorkers.close(), apiOnly.close()]);
  });

  it('is healthy only when a render worker is alive', async () => {
    const up = (await withWorkers.app.inject({ url: '/api/deepagent/health' })).json();
    expect(up).toMatchObject({
      healthy: true,
      database: true,
      renderWorker: { online: true, count: 1 },
      ffmpeg: { available: true },
      llm: { provider: 'builtin', configured: false },
      tts: { engine: 'espeak' },
    });
    const down = (await apiOnly.app.inject({ url: '/api/deepagent/health' })).json();
    expect(down).toMatchObject({ healthy: false, renderWorker: { online: false, count: 0 } });
  });

  it('lists the voices and every language the built-in engine speaks, each once', async () => {
    const caps = (await withWorkers.app.inject({ url: '/api/deepagent/capabilities' })).json();
    expect(caps.tts.voices.map((v: { id: string }) => v.id)).toEqual(['voice1', 'voice2', 'voice3', 'voice4', 'voice5', 'voice6']);
    // eSpeak speaks them here: named honestly, never "Natural".
    expect(caps.tts.voices.map((v: { label: string }) => v.label)).toEqual([
      'Basic, offline: Plain (Male)',
      'Basic, offline: Plain (Female)',
      'Basic, offline: Professional (Male)',
      'Basic, offline: Professional (Female)',
      'Basic, offline: Energetic (Male)',
      'Basic, offline: Energetic (Female)',
    ]);
    const codes: string[] = caps.tts.languages.map((l: { code: string }) => l.code);
    expect(codes.length).toBeGreaterThan(50);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['en', 'es', 'fr-fr', 'de', 'cmn']));
    expect(caps.queues.renderVideo).toBeDefined();
  });
});
