// Ollama's native API: /api/tags to find a model, /api/chat to write with it.
//
// Native rather than Ollama's OpenAI-compatible /v1: /api/chat takes `options.num_ctx`, and
// Ollama silently cuts a prompt longer than its default context window (2-4k tokens), which would
// drop most of a long script's instructions; /v1 cannot set it. `format` carries the JSON schema
// (constrained decoding since Ollama 0.5; older servers get plain JSON mode).
import { jsonClient, type ChatRequest, type LlmClient } from './json-client.ts';
import { httpError, LlmError, parseBody, send } from './llm-http.ts';

export interface OllamaModel {
  name: string;
  details?: { family?: string; families?: string[] | null };
}

export interface OllamaProbe {
  /** The server's version, when /api/version answered. */
  version?: string;
  /** Models that can chat, in the server's order (embedding models left out). */
  chatModels: string[];
}

const EMBEDDING_NAME = /embed|minilm|(?:^|[/-])bge|(?:^|[/-])e5-|(?:^|[/-])gte-|paraphrase-|reranker/i;
const EMBEDDING_FAMILY = new Set(['bert', 'nomic-bert', 'xlm-roberta', 'jina-bert', 'jina-bert-v2', 'new']);

/** Embedding models are listed beside chat models but cannot write; tell them apart by name and family. */
export function isEmbeddingModel(m: OllamaModel): boolean {
  const families = [m.details?.family, ...(m.details?.families ?? [])].filter((f): f is string => !!f);
  return EMBEDDING_NAME.test(m.name) || families.some((f) => EMBEDDING_FAMILY.has(f.toLowerCase()));
}

/** LLM_MODEL when Ollama has it ("llama3.2" matches "llama3.2:latest" or another tag), else the first chat model. */
export function pickOllamaModel(chatModels: string[], preferred?: string): string | null {
  const want = preferred?.trim();
  if (want) {
    const bare = (n: string) => n.replace(/:latest$/, '');
    const hit = chatModels.find((n) => n === want || bare(n) === bare(want));
    if (hit) return hit;
    // "qwen2.5" with only "qwen2.5:7b" installed: the user named the model, any tag of it will do.
    const sameName = want.includes(':') ? undefined : chatModels.find((n) => n.split(':')[0] === want);
    if (sameName) return sameName;
  }
  return chatModels[0] ?? null;
}

/** Is an Ollama server there, and which models can chat? null when nothing usable answers. */
export async function probeOllama(baseUrl: string, timeoutMs: number): Promise<OllamaProbe | null> {
  const root = baseUrl.replace(/\/+$/, '');
  try {
    const tags = await send({ url: `${root}/api/tags`, method: 'GET', timeoutMs });
    if (tags.status !== 200) return null;
    const models = parseBody<{ models?: OllamaModel[] }>(tags, 'a model list').models;
    if (!Array.isArray(models)) return null;
    const chatModels = models.filter((m) => typeof m?.name === 'string' && !isEmbeddingModel(m)).map((m) => m.name);
    const version = await send({ url: `${root}/api/version`, method: 'GET', timeoutMs })
      .then((v) => (v.status === 200 ? parseBody<{ version?: unknown }>(v, 'a version').version : undefined))
      .catch(() => undefined);
    return { chatModels, ...(typeof version === 'string' ? { version } : {}) };
  } catch {
    return null;
  }
}

/** JSON-schema `format` arrived in Ollama 0.5.0; an unknown version is assumed recent. */
export function supportsSchemaFormat(version?: string): boolean {
  const m = /^(\d+)\.(\d+)/.exec(version ?? '');
  if (!m) return true;
  return Number(m[1]) > 0 || Number(m[2]) >= 5;
}

/** Prompt plus answer, in tokens (about 3.5 characters each), rounded up to a power of two. */
export function contextWindow(req: ChatRequest): number {
  const promptChars = req.messages.reduce((n, m) => n + m.content.length, 0);
  const needed = promptChars / 3.5 + (req.outputTokens ?? 1024) + 512;
  let size = 4096;
  while (size < needed && size < 131_072) size *= 2;
  return size;
}

export interface OllamaOptions {
  baseUrl: string;
  model: string;
  timeoutMs: number;
  version?: string;
}

export function createOllamaClient(opts: OllamaOptions): LlmClient {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/api/chat`;
  const schemaFormat = supportsSchemaFormat(opts.version);

  async function chat(req: ChatRequest): Promise<string> {
    const call = {
      url,
      timeoutMs: opts.timeoutMs,
      model: opts.model,
      body: {
        model: opts.model,
        messages: req.messages,
        stream: false,
        format: schemaFormat ? req.jsonSchema.schema : 'json',
        options: { temperature: req.temperature, num_ctx: contextWindow(req), ...(req.seed !== undefined ? { seed: req.seed } : {}) },
      },
    };
    const answer = await send(call);
    if (answer.status !== 200) throw httpError(call, answer);
    const content = parseBody<{ message?: { content?: unknown } }>(answer, 'a reply').message?.content;
    if (typeof content !== 'string' || !content.trim()) {
      throw new LlmError('Ollama sent a reply without any message content.', 'llm_bad_response');
    }
    return content;
  }

  return jsonClient(opts.model, chat);
}
