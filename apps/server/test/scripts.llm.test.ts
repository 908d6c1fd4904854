import type { ScriptRequestParsed } from '@reelforge/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createLlmClient, extractJson, LlmError } from '../src/adapters/llm/openai-compatible.ts';
import { scriptMessages, writeScriptWithLlm } from '../src/adapters/llm/script-writer.ts';
import { completion, goodScript, startFakeLlm } from './scripts.fake-llm.ts';

const input: ScriptRequestParsed = {
  topic: 'How to start a vegetable garden on a balcony',
  duration: '15-30 seconds',
  platform: 'tiktok',
  tone: 'engaging-educational',
  language: 'es',
  additionalInstructions: 'Mention tomatoes.',
};

let fake: Awaited<ReturnType<typeof startFakeLlm>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const client = (url: string, extra: { apiKey?: string; timeoutMs?: number } = {}) =>
  createLlmClient({ baseUrl: url, model: 'test-model', timeoutMs: extra.timeoutMs ?? 5000, apiKey: extra.apiKey });

async function failure(p: Promise<unknown>): Promise<LlmError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof LlmError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('LLM adapter against a local OpenAI-compatible server', () => {
  it('sends a JSON-mode chat completion and returns the validated script', async () => {
    fake = await startFakeLlm([completion(JSON.stringify(goodScript))]);
    const result = await writeScriptWithLlm(client(fake.url, { apiKey: 'sk-test' }), input, 30);
    expect(result).toEqual(goodScript);
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0];
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.headers.authorization).toBe('Bearer sk-test');
    expect(call?.body.model).toBe('test-model');
    expect(call?.body.response_format).toEqual({ type: 'json_object' });
    const prompt = call?.body.messages?.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toContain(input.topic);
    expect(prompt).toContain('about 75 words'); // 30 s at 2.5 words a second
    expect(prompt).toContain('Spanish (es)');
    expect(prompt).toContain('Mention tomatoes.');
    expect(prompt).toMatch(/exactly 3/);
  });

  it('sends no Authorization header when no key is set', async () => {
    fake = await startFakeLlm([completion(JSON.stringify(goodScript))]);
    await writeScriptWithLlm(client(fake.url), input, 30);
    expect(fake.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('accepts a fenced reply and tidies hashtags without #', async () => {
    const loose = { ...goodScript, hashtags: ['balcony garden', '#gardening', 'tomatoes', 'herbs', 'diy'] };
    fake = await startFakeLlm([completion('```json\n' + JSON.stringify(loose) + '\n```')]);
    const result = await writeScriptWithLlm(client(fake.url), input, 30);
    expect(result.hashtags).toEqual(['#balconygarden', '#gardening', '#tomatoes', '#herbs', '#diy']);
    expect(fake.calls).toHaveLength(1);
  });

  it('repairs invalid JSON with one more call that shows the model its bad output', async () => {
    fake = await startFakeLlm([completion('{"title": "Oops", "script": '), completion(JSON.stringify(goodScript))]);
    const result = await writeScriptWithLlm(client(fake.url), input, 30);
    expect(result).toEqual(goodScript);
    expect(fake.calls).toHaveLength(2);
    const repair = fake.calls[1]?.body.messages ?? [];
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"title": "Oops", "script": ' });
    expect(repair.at(-1)?.role).toBe('user');
    expect(repair.at(-1)?.content).toContain('not valid JSON');
  });

  it('repairs a reply of the wrong shape, naming what is wrong', async () => {
    const twoHooks = { ...goodScript, hooks: ['Only one.', 'And two.'] };
    fake = await startFakeLlm([completion(JSON.stringify(twoHooks)), completion(JSON.stringify(goodScript))]);
    const result = await writeScriptWithLlm(client(fake.url), input, 30);
    expect(result.hooks).toHaveLength(3);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.body.messages?.at(-1)?.content).toContain('hooks');
  });

  it('gives up with a clear error after one failed repair', async () => {
    fake = await startFakeLlm([completion('Sure! Here is your script: tomatoes are great.')]);
    const err = await failure(writeScriptWithLlm(client(fake.url), input, 30));
    expect(fake.calls).toHaveLength(2);
    expect(err.status).toBe(502);
    expect(err.code).toBe('llm_invalid_output');
    expect(err.message).toMatch(/^The language model returned an unusable answer twice: it is not valid JSON/);
  });

  it('reports an HTTP error with the provider message, without retrying', async () => {
    fake = await startFakeLlm([{ status: 401, body: { error: { message: 'Incorrect API key provided.' } } }]);
    const err = await failure(writeScriptWithLlm(client(fake.url, { apiKey: 'bad' }), input, 30));
    expect(fake.calls).toHaveLength(1);
    expect(err.status).toBe(502);
    expect(err.message).toBe('The language model service answered with HTTP 401: Incorrect API key provided..');
  });

  it('asks again without JSON mode when the server rejects response_format', async () => {
    fake = await startFakeLlm([
      { status: 400, body: { error: { message: "'response_format.type' must be 'json_schema'" } } },
      completion(JSON.stringify(goodScript)),
    ]);
    const result = await writeScriptWithLlm(client(fake.url), input, 30);
    expect(result).toEqual(goodScript);
    expect(fake.calls[0]?.body.response_format).toEqual({ type: 'json_object' });
    expect(fake.calls[1]?.body.response_format).toBeUndefined();
  });

  it('times out with a clear message when the server never answers', async () => {
    fake = await startFakeLlm([{ hang: true }]);
    const err = await failure(writeScriptWithLlm(client(fake.url, { timeoutMs: 300 }), input, 30));
    expect(err.status).toBe(504);
    expect(err.code).toBe('llm_timeout');
    expect(err.message).toBe('The language model did not answer within 0.3 s.');
    expect(fake.calls).toHaveLength(1);
  });

  it('says so when nothing listens at the address', async () => {
    fake = await startFakeLlm([]);
    const url = fake.url;
    await fake.close();
    fake = undefined;
    const err = await failure(writeScriptWithLlm(client(url), input, 30));
    expect(err.status).toBe(502);
    expect(err.code).toBe('llm_unreachable');
    expect(err.message).toMatch(/^Could not reach the language model at 127\.0\.0\.1:\d+ \(ECONNREFUSED\)\.$/);
  });

  it('rejects a reply with no message content', async () => {
    fake = await startFakeLlm([{ body: { choices: [] } }]);
    const err = await failure(writeScriptWithLlm(client(fake.url), input, 30));
    expect(err.code).toBe('llm_bad_response');
  });
});

describe('prompt and parsing', () => {
  it('sizes long scripts in minutes and words', () => {
    const text = scriptMessages({ ...input, duration: '3+ minutes', durationMinutes: 10, language: 'en' }, 600)
      .map((m) => m.content)
      .join('\n');
    expect(text).toContain('10 minutes');
    expect(text).toContain('about 1500 words');
    expect(text).toContain('English (en)');
  });

  it('finds the JSON object in a chatty reply', () => {
    expect(extractJson('Here you go: {"a": 1} Enjoy!')).toEqual({ a: 1 });
    expect(() => extractJson('no json here')).toThrow();
  });
});
