import { scriptResultSchema, type ScriptRequestParsed } from '@reelforge/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { extractJson } from '../src/adapters/llm/json-client.ts';
import { LlmError } from '../src/adapters/llm/llm-http.ts';
import { createLlmClient } from '../src/adapters/llm/openai-compatible.ts';
import { REGENERATE_TEMPERATURE, scriptMessages, writeScriptWithLlm } from '../src/adapters/llm/script-writer.ts';
import { completion, goodScript, startFakeOpenAi } from './fakes/llm/index.ts';

const input: ScriptRequestParsed = {
  topic: 'How to start a vegetable garden on a balcony',
  duration: '15-30 seconds',
  platform: 'tiktok',
  tone: 'engaging-educational',
  language: 'es',
  additionalInstructions: 'Mention tomatoes.',
};

let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const client = (url: string, extra: { apiKey?: string; timeoutMs?: number; model?: string } = {}) =>
  createLlmClient({ baseUrl: url, model: extra.model ?? 'fake-gpt', timeoutMs: extra.timeoutMs ?? 5000, apiKey: extra.apiKey });

async function failure(p: Promise<unknown>): Promise<LlmError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof LlmError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

/** goodScript as the contract keeps it: the empty emoji dropped, the script joined from the scenes. */
const expected = {
  ...goodScript,
  scenes: goodScript.scenes.map(({ emoji, ...s }) => (emoji ? { ...s, emoji } : s)),
  script: goodScript.scenes.map((s) => s.text).join('\n\n'),
};

describe('OpenAI-compatible adapter against the fake server', () => {
  it('asks for a JSON-schema answer and returns the model scenes, validated', async () => {
    fake = await startFakeOpenAi({ replies: [completion(JSON.stringify(goodScript))], apiKey: 'sk-test' });
    const result = await writeScriptWithLlm(client(fake.url, { apiKey: 'sk-test', model: 'test-model' }), input, 30);
    expect(result).toEqual(expected);
    expect(scriptResultSchema.parse(result)).toEqual(result);
    const call = fake.calls[0];
    expect(fake.calls).toHaveLength(1);
    expect(call?.path).toBe('/v1/chat/completions');
    expect(call?.body.model).toBe('test-model');
    expect(call?.body.temperature).toBe(0.7);
    expect(call?.body.response_format?.type).toBe('json_schema');
    expect(call?.body.response_format?.json_schema?.name).toBe('video_script');
    expect(JSON.stringify(call?.body.response_format?.json_schema?.schema)).toContain('visualQuery');
    const prompt = call?.body.messages?.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toContain(input.topic);
    expect(prompt).toContain('about 75 words'); // 30 s at 2.5 words a second
    expect(prompt).toContain('Spanish (es)');
    expect(prompt).toContain('Mention tomatoes.');
    expect(prompt).toMatch(/exactly 3/);
  });

  it("follows the creator's instructions: they reach the model and come back in its scenes", async () => {
    fake = await startFakeOpenAi();
    const result = await writeScriptWithLlm(
      client(fake.url),
      { ...input, language: 'en', additionalInstructions: 'Mention our app FocusFlow.' },
      30,
    );
    const prompt = fake.calls[0]?.body.messages?.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toMatch(/Instructions from the creator \(these come first; follow every one\):\n"""\nMention our app FocusFlow\.\n"""/);
    expect(result.script).toContain('FocusFlow');
    expect(result.scenes.some((s) => s.text.includes('Mention our app FocusFlow.'))).toBe(true);
  });

  it('regenerates with the previous script, hotter, and gets a different script', async () => {
    fake = await startFakeOpenAi();
    const first = await writeScriptWithLlm(client(fake.url), input, 30);
    const second = await writeScriptWithLlm(client(fake.url), { ...input, previousScript: first.script, variation: 1 }, 30);
    expect(second.script).not.toBe(first.script);
    const body = fake.calls[1]?.body;
    expect(body?.temperature).toBe(REGENERATE_TEMPERATURE);
    expect(body?.seed).toBe(1);
    expect(body?.messages?.at(-1)?.content).toContain('Write a different script');
    expect(body?.messages?.at(-1)?.content).toContain(first.script);
    expect(fake.calls[0]?.body.seed).toBeUndefined();
  });

  it('sends no Authorization header when no key is set', async () => {
    fake = await startFakeOpenAi({ replies: [completion(JSON.stringify(goodScript))] });
    await writeScriptWithLlm(client(fake.url), input, 30);
    expect(fake.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('accepts a fenced reply and tidies hashtags, keywords and long visual queries', async () => {
    const loose = {
      ...goodScript,
      hashtags: ['balcony garden', '#gardening', 'tomatoes', 'herbs', 'diy'],
      scenes: [{ text: 'Grow tomatoes.', visualQuery: 'tomato plant on a sunny city balcony', keywords: 'tomatoes, sun, pots, water', emoji: null }],
    };
    fake = await startFakeOpenAi({ replies: [completion('<think>plan</think>```json\n' + JSON.stringify(loose) + '\n```')] });
    const result = await writeScriptWithLlm(client(fake.url), input, 30);
    expect(result.hashtags).toEqual(['#balconygarden', '#gardening', '#tomatoes', '#herbs', '#diy']);
    expect(result.scenes).toEqual([{ text: 'Grow tomatoes.', visualQuery: 'tomato plant on a sunny', keywords: ['tomatoes', 'sun', 'pots'] }]);
    expect(fake.calls).toHaveLength(1);
  });

  it('repairs invalid JSON with one more call that shows the model its bad output', async () => {
    fake = await startFakeOpenAi({ replies: [completion('{"title": "Oops", "scenes": '), completion(JSON.stringify(goodScript))] });
    const result = await writeScriptWithLlm(client(fake.url), input, 30);
    expect(result).toEqual(expected);
    expect(fake.calls).toHaveLength(2);
    const repair = fake.calls[1]?.body.messages ?? [];
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"title": "Oops", "scenes": ' });
    expect(repair.at(-1)?.role).toBe('user');
    expect(repair.at(-1)?.content).toContain('not valid JSON');
  });

  it('repairs a reply of the wrong shape, naming what is wrong', async () => {
    const noScenes = { ...goodScript, scenes: [{ text: 'Only text.' }] };
    fake = await startFakeOpenAi({ replies: [completion(JSON.stringify(noScenes)), completion(JSON.stringify(goodScript))] });
    const result = await writeScriptWithLlm(client(fake.url), input, 30);
    expect(result.scenes).toHaveLength(2);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.body.messages?.at(-1)?.content).toContain('scenes.0.visualQuery');
  });

  it('gives up with a clear error after one failed repair', async () => {
    fake = await startFakeOpenAi({ replies: [completion('Sure! Here is your script: tomatoes are great.')] });
    const err = await failure(writeScriptWithLlm(client(fake.url), input, 30));
    expect(fake.calls).toHaveLength(2);
    expect(err.status).toBe(502);
    expect(err.code).toBe('llm_invalid_output');
    expect(err.message).toMatch(/^The language model returned an unusable answer twice: it is not valid JSON/);
  });

  it('says in words what a refusal means, with the provider message, without retrying', async () => {
    fake = await startFakeOpenAi({ apiKey: 'right' });
    const key = await failure(writeScriptWithLlm(client(fake.url, { apiKey: 'bad' }), input, 30));
    expect(fake.calls).toHaveLength(1);
    expect(key.status).toBe(502);
    expect(key.message).toMatch(/^The language model service at 127\.0\.0\.1:\d+ did not accept the API key \(Incorrect API key provided\)\.$/);
    const model = await failure(writeScriptWithLlm(client(fake.url, { apiKey: 'right', model: 'gpt-nope' }), input, 30));
    expect(model.message).toMatch(/does not know the model "gpt-nope" \(The model `gpt-nope` does not exist\)\.$/);
    // The fake's port (e.g. 127.0.0.1:40123) is not a status code: leave it out of the check.
    expect(`${key.message} ${model.message}`.replace(/127\.0\.0\.1:\d+/g, 'HOST')).not.toMatch(/HTTP|40\d/);
  });

  it('falls back to json_object, then to no response_format, for servers that refuse them', async () => {
    fake = await startFakeOpenAi({ formats: ['json_object'] });
    await writeScriptWithLlm(client(fake.url), input, 30);
    expect(fake.calls.map((c) => c.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    await fake.close();
    fake = await startFakeOpenAi({ formats: [] });
    const llm = client(fake.url);
    const result = await writeScriptWithLlm(llm, input, 30);
    expect(result.scenes.length).toBeGreaterThan(1);
    expect(fake.calls.map((c) => c.body.response_format?.type)).toEqual(['json_schema', 'json_object', undefined]);
    // The client remembers: the next call goes straight to what worked.
    await writeScriptWithLlm(llm, input, 30);
    expect(fake.calls.at(-1)?.body.response_format).toBeUndefined();
    expect(fake.calls).toHaveLength(4);
  });

  it('times out with a clear message when the server never answers', async () => {
    fake = await startFakeOpenAi({ replies: [{ hang: true }] });
    const err = await failure(writeScriptWithLlm(client(fake.url, { timeoutMs: 300 }), input, 30));
    expect(err.status).toBe(504);
    expect(err.code).toBe('llm_timeout');
    expect(err.message).toBe('The language model did not answer within 0.3 s.');
    expect(fake.calls).toHaveLength(1);
  });

  it('says so when nothing listens at the address', async () => {
    fake = await startFakeOpenAi();
    const url = fake.url;
    await fake.close();
    fake = undefined;
    const err = await failure(writeScriptWithLlm(client(url), input, 30));
    expect(err.status).toBe(502);
    expect(err.code).toBe('llm_unreachable');
    expect(err.message).toMatch(/^Could not reach the language model at 127\.0\.0\.1:\d+ \(ECONNREFUSED\)\.$/);
  });

  it('rejects a reply with no message content', async () => {
    fake = await startFakeOpenAi({ replies: [{ body: { choices: [] } }] });
    const err = await failure(writeScriptWithLlm(client(fake.url), input, 30));
    expect(err.code).toBe('llm_bad_response');
  });
});

describe('prompt and parsing', () => {
  it('sizes long scripts in minutes, words and scenes', () => {
    const text = scriptMessages({ ...input, duration: '3+ minutes', durationMinutes: 10, language: 'en' }, 600)
      .map((m) => m.content)
      .join('\n');
    expect(text).toContain('10 minutes');
    expect(text).toContain('about 1500 words');
    expect(text).toContain('in about 30 scenes');
    expect(text).toContain('English (en)');
  });

  it('asks for English visual queries whatever the script language', () => {
    const text = scriptMessages(input, 30).map((m) => m.content).join('\n');
    expect(text).toContain('Spanish (es), except "visualQuery", which is English');
  });

  it('finds the JSON object in a chatty reply', () => {
    expect(extractJson('Here you go: {"a": 1} Enjoy!')).toEqual({ a: 1 });
    expect(extractJson('<think>{"no": 1}</think>{"a": 2}')).toEqual({ a: 2 });
    expect(() => extractJson('no json here')).toThrow();
  });
});
