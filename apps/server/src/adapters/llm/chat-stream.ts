// Streamed chat completions from any OpenAI-compatible server (OpenAI, vLLM, LM Studio, Ollama's
// /v1...): `stream: true`, read as server-sent events (`data: {chunk}` ... `data: [DONE]`), each
// chunk's choices[0].delta.content yielded as it arrives. Failures are LlmErrors, as elsewhere.
import { guardedFetch, type AddressPolicy } from '../../lib/private-address.ts';
import { errorDetail, httpError, LlmError, type HttpCall } from './llm-http.ts';
import type { ChatMessage } from './json-client.ts';

export interface StreamEndpoint {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  redirect?: 'follow' | 'manual';
  /** A user's own endpoint: connected to only as the address policy allows (see HttpCall.guard). */
  guard?: AddressPolicy;
}

interface Chunk {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
  error?: { message?: unknown };
}

/** Yields the model's text piece by piece; throws LlmError when it cannot start or breaks off. */
export async function* streamChat(
  endpoint: StreamEndpoint,
  messages: ChatMessage[],
  opts: { temperature?: number; maxTokens?: number; signal?: AbortSignal } = {},
): AsyncGenerator<string> {
  const url = `${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const call: HttpCall = { url, apiKey: endpoint.apiKey, timeoutMs: endpoint.timeoutMs, model: endpoint.model };
  const timeout = AbortSignal.timeout(endpoint.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  let res: Pick<Response, 'ok' | 'status' | 'text'> & { body: unknown };
  try {
    const init = {
      method: 'POST',
      headers,
      signal,
      body: JSON.stringify({
        model: endpoint.model,
        messages,
        stream: true,
        temperature: opts.temperature ?? 0.3,
        ...(opts.maxTokens ? { max_tokens: opts.maxTokens } : {}),
      }),
    };
    res = endpoint.guard ? await guardedFetch(url, init, endpoint.guard) : await fetch(url, { ...init, redirect: endpoint.redirect ?? 'follow' });
  } catch (err) {
    throw failure(err, timeout, endpoint, url);
  }
  if (!res.ok) throw httpError(call, { status: res.status, text: await res.text() });
  if (!res.body) throw new LlmError('The language model service sent an empty reply.', 'llm_bad_response');

  const decoder = new TextDecoder();
  let buffer = '';
  let any = false;
  let finished = false;
  try {
    for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(bytes, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        const { piece, finish } = contentOf(data);
        finished ||= finish;
        if (piece) {
          any = true;
          yield piece;
        }
      }
    }
  } catch (err) {
    if (err instanceof LlmError) throw err;
    throw failure(err, timeout, endpoint, url);
  }
  if (!any) throw new LlmError('The language model service sent a reply without any message content.', 'llm_bad_response');
  // Neither [DONE] nor a finish reason: the connection dropped mid-answer.
  if (!finished) throw new LlmError('The language model stopped in the middle of its answer.', 'llm_bad_response');
}

function contentOf(data: string): { piece: string; finish: boolean } {
  let chunk: Chunk;
  try {
    chunk = JSON.parse(data) as Chunk;
  } catch {
    throw new LlmError('The language model service sent a stream chunk that is not JSON.', 'llm_bad_response');
  }
  if (chunk.error) throw new LlmError(`The language model failed while answering${errorDetail(JSON.stringify(chunk))}.`, 'llm_http');
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content;
  return { piece: typeof content === 'string' ? content : '', finish: typeof choice?.finish_reason === 'string' };
}

function failure(err: unknown, timeout: AbortSignal, endpoint: StreamEndpoint, url: string): LlmError {
  if (timeout.aborted) return new LlmError(`The language model did not answer within ${Math.round(endpoint.timeoutMs / 1000)} s.`, 'llm_timeout');
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  const reason = (cause as { code?: string }).code ?? (cause instanceof Error ? cause.message : String(cause));
  return new LlmError(`Could not reach the language model at ${new URL(url).host} (${reason}).`, 'llm_unreachable');
}
