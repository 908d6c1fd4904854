import { scriptResultSchema, type ScriptRequestParsed } from '@reelforge/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { LlmError } from '../src/adapters/llm/llm-http.ts';
import { createOllamaClient, isEmbeddingModel, pickOllamaModel, probeOllama } from '../src/adapters/llm/ollama.ts';
import { writeScriptWithLlm } from '../src/adapters/llm/script-writer.ts';
import { createWriterResolver, describeWriter, type WriterConfig } from '../src/adapters/llm/writer-resolver.ts';
import { startFakeOllama, startFakeOpenAi } from './fakes/llm/index.ts';

const input: ScriptRequestParsed = {
  topic: 'Why sleep matters for athletes',
  duration: '30-60 seconds',
  platform: 'youtube',
  tone: 'professional',
  language: 'en',
  additionalInstructions: 'Mention our app FocusFlow.',
};

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c()));
});
async function ollama(opts: Parameters<typeof startFakeOllama>[0] = {}) {
  const fake = await startFakeOllama(opts);
  closers.push(fake.close);
  return fake;
}

const config = (over: Partial<WriterConfig>): WriterConfig => ({
  LLM_TIMEOUT_MS: 5000,
  OLLAMA_TIMEOUT_MS: 5000,
  OLLAMA_URL: '',
  ...over,
});

describe('Ollama adapter against the fake server', () => {
  it('writes through /api/chat with stream off, the JSON schema as format and a sized context', async () => {
    const fake = await ollama();
    const client = createOllamaClient({ baseUrl: fake.url, model: 'llama3.2:latest', timeoutMs: 5000, version: '0.6.2' });
    const result = await writeScriptWithLlm(client, input, 60);
    expect(scriptResultSchema.parse(result)).toEqual(result);
    expect(result.script).toContain('FocusFlow');
    const body = fake.calls[0]?.body;
    expect(body?.stream).toBe(false);
    expect(body?.model).toBe('llama3.2:latest');
    expect(body?.format).toMatchObject({ type: 'object', required: ['title', 'description', 'hooks', 'hashtags', 'scenes'] });
    expect(body?.options?.temperature).toBe(0.7);
    expect(body?.options?.num_ctx).toBeGreaterThanOrEqual(4096);
    // A 10-minute script needs a larger window than Ollama's default.
    await writeScriptWithLlm(client, { ...input, duration: '3+ minutes', durationMinutes: 10 }, 600);
    expect(fake.calls[1]?.body.options?.num_ctx).toBeGreaterThanOrEqual(8192);
  });

  it('uses plain JSON mode on servers older than 0.5', async () => {
    const fake = await ollama({ version: '0.4.7' });
    const client = createOllamaClient({ baseUrl: fake.url, model: 'llama3.2', timeoutMs: 5000, version: '0.4.7' });
    await writeScriptWithLlm(client, input, 30);
    expect(fake.calls[0]?.body.format).toBe('json');
  });

  it('names a missing model in its error', async () => {
    const fake = await ollama();
    const client = createOllamaClient({ baseUrl: fake.url, model: 'mistral', timeoutMs: 5000 });
    const err = await writeScriptWithLlm(client, input, 30).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).message).toMatch(/does not know the model "mistral" \(model "mistral" not found, try pulling it first\)\.$/);
  });
});

describe('finding a local Ollama', () => {
  it('lists chat models, leaving embedding models out', async () => {
    const fake = await ollama();
    expect(await probeOllama(fake.url, 1000)).toEqual({ version: '0.6.2', chatModels: ['llama3.2:latest', 'qwen2.5:7b'] });
    expect(isEmbeddingModel({ name: 'mxbai-embed-large:latest' })).toBe(true);
    expect(isEmbeddingModel({ name: 'all-minilm:l6-v2' })).toBe(true);
    expect(isEmbeddingModel({ name: 'bge-m3:latest' })).toBe(true);
    expect(isEmbeddingModel({ name: 'gemma3:4b', details: { family: 'gemma3' } })).toBe(false);
  });

  it('picks LLM_MODEL when Ollama has it, else the first chat model', () => {
    const models = ['llama3.2:latest', 'qwen2.5:7b'];
    expect(pickOllamaModel(models, 'qwen2.5:7b')).toBe('qwen2.5:7b');
    expect(pickOllamaModel(models, 'llama3.2')).toBe('llama3.2:latest');
    expect(pickOllamaModel(models, 'gpt-4o-mini')).toBe('llama3.2:latest');
    expect(pickOllamaModel(models)).toBe('llama3.2:latest');
    expect(pickOllamaModel([], 'llama3.2')).toBeNull();
  });

  it('finds nothing where nothing listens, or where only embedding models are installed', async () => {
    const fake = await ollama({ models: [{ name: 'nomic-embed-text:latest', family: 'nomic-bert' }] });
    const resolver = createWriterResolver(config({ OLLAMA_URL: fake.url }));
    expect((await resolver.resolve()).writer).toEqual({ kind: 'builtin' });
    const gone = await ollama();
    const url = gone.url;
    await gone.close();
    expect(await probeOllama(url, 1000)).toBeNull();
  });
});

describe('choosing the writer', () => {
  it('uses Ollama when nothing else is set, probing once until asked again', async () => {
    const fake = await ollama();
    const resolver = createWriterResolver(config({ OLLAMA_URL: fake.url, LLM_MODEL: 'qwen2.5' }));
    const first = await resolver.resolve();
    expect(first.writer).toEqual({ kind: 'ollama', model: 'qwen2.5:7b' });
    expect(describeWriter(first)).toMatchObject({ label: 'Ollama (qwen2.5:7b)', host: new URL(fake.url).host });
    await resolver.resolve();
    expect(fake.tagRequests).toHaveLength(1); // cached
    fake.setModels([{ name: 'gemma3:4b', family: 'gemma3' }]);
    expect((await resolver.resolve({ refresh: true })).writer).toEqual({ kind: 'ollama', model: 'gemma3:4b' });
    expect(fake.tagRequests).toHaveLength(2);
  });

  it('prefers LLM_BASE_URL over Ollama, and a user endpoint over both, for that call only', async () => {
    const fake = await ollama();
    const server = await startFakeOpenAi({ models: ['server-model'] });
    const own = await startFakeOpenAi({ models: ['my-model'], apiKey: 'sk-mine' });
    closers.push(server.close, own.close);
    // The user's endpoint is on 127.0.0.1 here: allowed, as USER_LLM_PRIVATE_HOSTS=true allows it.
    const resolver = createWriterResolver(
      config({ OLLAMA_URL: fake.url, LLM_BASE_URL: server.url, LLM_MODEL: 'server-model', USER_LLM_PRIVATE_HOSTS: true }),
    );
    expect((await resolver.resolve()).writer).toEqual({ kind: 'openai-compatible', model: 'server-model' });
    const mine = await resolver.resolve({ userLlm: { baseUrl: own.url, apiKey: 'sk-mine', model: 'my-model' } });
    expect(mine.writer).toEqual({ kind: 'user', model: 'my-model' });
    await writeScriptWithLlm(mine.client!, input, 30);
    expect(own.calls).toHaveLength(1);
    await writeScriptWithLlm((await resolver.resolve()).client!, input, 30);
    expect(server.calls).toHaveLength(1);
    expect(own.calls).toHaveLength(1);
    expect(fake.tagRequests).toHaveLength(0); // a configured server never needs the probe
    // Without the operator's allowance the connection itself refuses the private address, whatever
    // was checked before (a name can resolve elsewhere after its check).
    const guarded = await createWriterResolver(config({})).resolve({ userLlm: { baseUrl: own.url, apiKey: 'sk-mine', model: 'my-model' } });
    await expect(writeScriptWithLlm(guarded.client!, input, 30)).rejects.toMatchObject({ code: 'llm_unreachable', message: expect.stringMatching(/is on a private network/) });
    expect(own.calls).toHaveLength(1);
  });

  it('never probes when OLLAMA_URL is empty', async () => {
    const resolver = createWriterResolver(config({}));
    expect(describeWriter(await resolver.resolve())).toEqual({ kind: 'builtin', label: 'Built-in writer (no language model)' });
  });
});
