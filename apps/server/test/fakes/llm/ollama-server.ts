// A fake Ollama on 127.0.0.1: /api/version, /api/tags, /api/chat (with `format` as a JSON schema
// or "json", streaming NDJSON unless `stream: false`, as the real server does).
import http from 'node:http';
import { fakeScript, type PromptMessage } from './fake-writer.ts';
import { listen, readJson, sendJson } from './http.ts';

export interface FakeOllamaModel {
  name: string;
  family?: string;
}

export interface OllamaChatBody {
  model?: string;
  messages?: PromptMessage[];
  stream?: boolean;
  format?: unknown;
  options?: { temperature?: number; seed?: number; num_ctx?: number };
}

export interface FakeOllamaOptions {
  models?: FakeOllamaModel[];
  version?: string;
  /** Replace the fake model's answer (message content) for every call. */
  reply?: (body: OllamaChatBody) => string;
  port?: number;
}

export const DEFAULT_OLLAMA_MODELS: FakeOllamaModel[] = [
  { name: 'nomic-embed-text:latest', family: 'nomic-bert' },
  { name: 'llama3.2:latest', family: 'llama' },
  { name: 'qwen2.5:7b', family: 'qwen2' },
];

export async function startFakeOllama(opts: FakeOllamaOptions = {}) {
  let models = opts.models ?? DEFAULT_OLLAMA_MODELS;
  const calls: { path: string; body: OllamaChatBody }[] = [];
  const tagRequests: string[] = [];

  const tag = (m: FakeOllamaModel) => ({
    name: m.name,
    model: m.name,
    modified_at: '2025-01-01T00:00:00Z',
    size: 2_019_393_189,
    digest: 'a80c4f17acd55265feec403c7aef86be0c25983ab279d83f3bcd3abbcb5b8b72',
    details: { parent_model: '', format: 'gguf', family: m.family ?? 'llama', families: [m.family ?? 'llama'], parameter_size: '3.2B', quantization_level: 'Q4_K_M' },
  });

  const server = http.createServer(async (req, res) => {
    const path = req.url ?? '';
    if (req.method === 'GET' && path === '/api/version') return sendJson(res, 200, { version: opts.version ?? '0.6.2' });
    if (req.method === 'GET' && path === '/api/tags') {
      tagRequests.push(path);
      return sendJson(res, 200, { models: models.map(tag) });
    }
    if (req.method !== 'POST' || path !== '/api/chat') return sendJson(res, 404, '404 page not found');
    const raw = await readJson(req);
    if (typeof raw !== 'object' || !raw) return sendJson(res, 400, { error: 'invalid character in request body' });
    const body = raw as OllamaChatBody;
    calls.push({ path, body });
    if (!models.some((m) => m.name === body.model || m.name === `${body.model}:latest`)) {
      return sendJson(res, 404, { error: `model "${body.model}" not found, try pulling it first` });
    }
    const content = opts.reply ? opts.reply(body) : JSON.stringify(fakeScript(body.messages ?? [], body.options?.seed ?? 0));
    const done = { model: body.model, created_at: new Date().toISOString(), done: true, done_reason: 'stop', total_duration: 1, eval_count: 1 };
    if (body.stream === false) return sendJson(res, 200, { ...done, message: { role: 'assistant', content } });
    // Ollama streams by default: one JSON object per line, the last with done: true.
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    for (const piece of content.match(/[\s\S]{1,16}/g) ?? []) {
      res.write(`${JSON.stringify({ model: body.model, created_at: done.created_at, message: { role: 'assistant', content: piece }, done: false })}\n`);
    }
    res.end(`${JSON.stringify({ ...done, message: { role: 'assistant', content: '' } })}\n`);
  });
  const { port, close } = await listen(server, opts.port);
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    tagRequests,
    setModels(next: FakeOllamaModel[]) {
      models = next;
    },
    close,
  };
}
