import { NARRATION_LANGUAGE_COUNT, NARRATION_LANGUAGES } from '@reelforge/contracts';
import { countLanguages, listLanguages } from '@reelforge/video-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestEnv } from './support/server.ts';
import { as, signedInUser } from './support/users.ts';

// One language figure from one source (issue 27 item 11): the landing and agents pages say
// NARRATION_LANGUAGE_COUNT from contracts; the app says what the engine's voices speak. This fails
// when the two part ways (an eSpeak update adds or drops a language).
let env: TestEnv;
beforeAll(async () => {
  env = await startTestServer();
});
afterAll(() => env.close());

describe('the narration languages', () => {
  it("contracts' list is exactly the base languages the built-in voice speaks", async () => {
    const spoken = await listLanguages();
    const bases = [...new Set(spoken.map((l) => (l.code.split('-')[0] ?? l.code).toLowerCase()))].sort();
    expect(bases).toEqual([...NARRATION_LANGUAGES].sort());
    expect(countLanguages(spoken)).toBe(NARRATION_LANGUAGE_COUNT);
  });

  it('the app counts the same number: capabilities and the Activate All Agents check', async () => {
    const u = await signedInUser(env.app);
    const caps = (await env.app.inject({ url: '/api/deepagent/capabilities', ...as(u) })).json();
    expect(caps.tts.languageCount).toBe(NARRATION_LANGUAGE_COUNT);
    const check = await env.app.inject({ method: 'POST', url: '/api/agents/check', ...as(u) });
    expect(JSON.stringify(check.json())).toContain(`${NARRATION_LANGUAGE_COUNT} languages`);
  });
});
