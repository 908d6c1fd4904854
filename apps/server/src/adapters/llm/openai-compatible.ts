// A client for any OpenAI-compatible chat-completions API (OpenAI, Ollama's /v1, vLLM, LM Studio,
// OpenRouter) over plain fetch: JSON mode, a timeout, zod-validated output and one repair round.
import type { z } from 'zod';
import { AppError } from '../../lib/errors.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export type LlmErrorCode = 'llm_timeout' | 'llm_unreachable' | 'llm_http' | 'llm_bad_response' | 'llm_invalid_output';

/** The model could not give a usable answer: 504 for a timeout, 502 for everything else. */
export class LlmError extends AppError {
  constructor(message: string, code: LlmErrorCode) {
    super(code === 'llm_timeout' ? 504 : 502, message, code);
  }
}

export interface JsonRequest<S extends z.ZodType> {
  messages: ChatMessage[];
  schema: S;
  /** Tidies harmless deviations (e.g. a hashtag without '#') before validation. */
  normalize?: (value: unknown) => unknown;
  /** One sentence restating the expected shape, used in the repair request. */
  shapeHint: string;
}

export interface LlmClient {
  readonly model: string;
  completeJson<S extends z.ZodType>(req: JsonRequest<S>): Promise<z.infer<S>>;
}

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** Pulls a JSON object out of a reply that may be wrapped in a code fence or a sentence. */
export function extractJson(content: string): unknown {
  let text = content.trim();
  const fence = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
  if (fence?.[1] !== undefined) text = fence[1];
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start > 0 && end > start) text = text.slice(start, end + 1);
  return JSON.parse(text);
}

const describeIssues = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || 'reply'}: ${i.message}`)
    .join('; ');

export function createLlmClient(opts: LlmOptions): LlmClient {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const host = new URL(url).host;
  let jsonMode = true;

  async function chat(messages: ChatMessage[]): Promise<string> {
    const signal = AbortSignal.timeout(opts.timeoutMs);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
    const body = {
      model: opts.model,
      messages,
      temperature: 0.7,
      ...(jsonMode ? { response_format: { type: 'json_object' } } : {}),
    };
    let status: number;
    let text: string;
    try {
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
      status = res.status;
      text = await res.text();
    } catch (err) {
      if (signal.aborted) throw new LlmError(`The language model did not answer within ${seconds(opts.timeoutMs)}.`, 'llm_timeout');
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const reason = (cause as { code?: string }).code ?? (cause instanceof Error ? cause.message : String(cause));
      throw new LlmError(`Could not reach the language model at ${host} (${reason}).`, 'llm_unreachable');
    }
    if (status < 200 || status >= 300) {
      // Some servers (older LM Studio, some proxies) reject JSON mode: ask once more without it.
      if (status === 400 && jsonMode && /response_format|json_object/i.test(text)) {
        jsonMode = false;
        return chat(messages);
      }
      throw new LlmError(`The language model service answered with HTTP ${status}${errorDetail(text)}.`, 'llm_http');
    }
    let content: unknown;
    try {
      const parsed = JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] };
      content = parsed.choices?.[0]?.message?.content;
    } catch {
      content = undefined;
    }
    if (typeof content !== 'string' || !content.trim()) {
      throw new LlmError('The language model service sent a reply without any message content.', 'llm_bad_response');
    }
    return content;
  }

  return {
    model: opts.model,
    async completeJson<S extends z.ZodType>(req: JsonRequest<S>): Promise<z.infer<S>> {
      const messages = [...req.messages];
      let problem = '';
      for (let attempt = 0; attempt < 2; attempt++) {
        const content = await chat(messages);
        let value: unknown;
        try {
          value = extractJson(content);
        } catch (err) {
          problem = `it is not valid JSON (${err instanceof Error ? err.message : String(err)})`;
          messages.push({ role: 'assistant', content }, repairRequest(problem, req.shapeHint));
          continue;
        }
        const checked = req.schema.safeParse(req.normalize ? req.normalize(value) : value);
        if (checked.success) return checked.data;
        problem = `it does not match the required shape (${describeIssues(checked.error)})`;
        messages.push({ role: 'assistant', content }, repairRequest(problem, req.shapeHint));
      }
      throw new LlmError(`The language model returned an unusable answer twice: ${problem}. Please try again.`, 'llm_invalid_output');
    },
  };
}

function repairRequest(problem: string, shapeHint: string): ChatMessage {
  return {
    role: 'user',
    content: `Your reply could not be used because ${problem}. Reply again with only the corrected JSON object and nothing else. ${shapeHint}`,
  };
}

/** ": <the provider's message>" from an error body, kept short; never the request itself. */
function errorDetail(body: string): string {
  let message = '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const e = parsed.error;
    message = String((typeof e === 'object' && e ? e.message : e) ?? parsed.message ?? '');
  } catch {
    message = body;
  }
  message = message.replace(/\s+/g, ' ').trim();
  if (!message) return '';
  return `: ${message.length > 200 ? `${message.slice(0, 197)}...` : message}`;
}
