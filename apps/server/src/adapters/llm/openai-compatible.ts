// A client for any OpenAI-compatible chat-completions API (OpenAI, vLLM, LM Studio, OpenRouter,
// LocalAI, Ollama's /v1) over plain fetch. Structured output is asked for as a JSON schema; servers
// that refuse `json_schema` are asked again with `json_object`, then with no response_format.
import { jsonClient, type ChatRequest, type LlmClient } from './json-client.ts';
import type { AddressPolicy } from '../../lib/private-address.ts';
import { httpError, LlmError, parseBody, send } from './llm-http.ts';

export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** 'manual' for an address a user typed: a redirect is reported, not followed. */
  redirect?: 'follow' | 'manual';
  /** An address a user typed: connected to only as the address policy allows. */
  guard?: AddressPolicy;
}

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';

type FormatMode = 'json_schema' | 'json_object' | 'none';
const NEXT_MODE: Record<FormatMode, FormatMode | null> = { json_schema: 'json_object', json_object: 'none', none: null };

/** A 400/422 that complains about the response format (the wording differs per server). */
const refusesFormat = (status: number, text: string) =>
  (status === 400 || status === 422) && /response_format|json_schema|json_object|structured|schema/i.test(text);

function responseFormat(mode: FormatMode, req: ChatRequest) {
  if (mode === 'json_schema') {
    return { response_format: { type: 'json_schema', json_schema: { name: req.jsonSchema.name, strict: true, schema: req.jsonSchema.schema } } };
  }
  return mode === 'json_object' ? { response_format: { type: 'json_object' } } : {};
}

interface Completion {
  choices?: { message?: { content?: unknown; refusal?: unknown } }[];
}

export function createLlmClient(opts: LlmOptions): LlmClient {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  // Remembered per client: a server that refused json_schema once is not asked again.
  let mode: FormatMode = 'json_schema';

  async function chat(req: ChatRequest): Promise<string> {
    const call = {
      url,
      apiKey: opts.apiKey,
      timeoutMs: opts.timeoutMs,
      model: opts.model,
      redirect: opts.redirect,
      guard: opts.guard,
      body: {
        model: opts.model,
        messages: req.messages,
        temperature: req.temperature,
        ...(req.seed !== undefined ? { seed: req.seed } : {}),
        ...responseFormat(mode, req),
      },
    };
    const answer = await send(call);
    if (answer.status < 200 || answer.status >= 300) {
      const next = NEXT_MODE[mode];
      if (next && refusesFormat(answer.status, answer.text)) {
        mode = next;
        return chat(req);
      }
      throw httpError(call, answer);
    }
    const message = parseBody<Completion>(answer, 'a reply').choices?.[0]?.message;
    if (typeof message?.refusal === 'string' && message.refusal.trim()) {
      throw new LlmError(`The language model declined to write this script: ${message.refusal.trim()}`, 'llm_bad_response');
    }
    const content = message?.content;
    if (typeof content !== 'string' || !content.trim()) {
      throw new LlmError('The language model service sent a reply without any message content.', 'llm_bad_response');
    }
    return content;
  }

  return jsonClient(opts.model, chat);
}
