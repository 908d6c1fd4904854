// What every language-model transport shares: the error type, and one POST/GET with a timeout that
// turns every way of failing into a sentence a creator can act on.
import { AppError } from '../../lib/errors.ts';
import { guardedFetch, privateAddressCause, type AddressPolicy } from '../../lib/private-address.ts';

export type LlmErrorCode = 'llm_timeout' | 'llm_unreachable' | 'llm_http' | 'llm_bad_response' | 'llm_invalid_output';

/** The model could not give a usable answer: 504 for a timeout, 502 for everything else (never a 500). */
export class LlmError extends AppError {
  constructor(message: string, code: LlmErrorCode) {
    super(code === 'llm_timeout' ? 504 : 502, message, code);
  }
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

export interface HttpCall {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  apiKey?: string;
  timeoutMs: number;
  /** Names the model in "does not know the model" messages. */
  model?: string;
  /**
   * 'manual': a redirect is the answer, not followed (a user's own endpoint: its address was
   * checked, the one it redirects to was not). Default: followed.
   */
  redirect?: 'follow' | 'manual';
  /**
   * A user's own endpoint: connect only as the address policy allows, to the address it checked
   * (a name that resolves elsewhere after the check cannot lead inside). Redirects are then never followed.
   */
  guard?: AddressPolicy;
}

export interface HttpAnswer {
  status: number;
  text: string;
}

/** Sends the call; network failures and timeouts become LlmErrors, any HTTP status is returned. */
export async function send(call: HttpCall): Promise<HttpAnswer> {
  const signal = AbortSignal.timeout(call.timeoutMs);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.apiKey) headers.authorization = `Bearer ${call.apiKey}`;
  try {
    const init = { method: call.method ?? 'POST', headers, body: call.body === undefined ? undefined : JSON.stringify(call.body), signal };
    const res = call.guard ? await guardedFetch(call.url, init, call.guard) : await fetch(call.url, { ...init, redirect: call.redirect ?? 'follow' });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    const refused = privateAddressCause(err);
    if (refused) throw new LlmError(`The language model at ${new URL(call.url).host} is on a private network, which this server does not connect to.`, 'llm_unreachable');
    if (signal.aborted) throw new LlmError(`The language model did not answer within ${seconds(call.timeoutMs)}.`, 'llm_timeout');
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    const reason = (cause as { code?: string }).code ?? (cause instanceof Error ? cause.message : String(cause));
    throw new LlmError(`Could not reach the language model at ${new URL(call.url).host} (${reason}).`, 'llm_unreachable');
  }
}

/** A refused request in words: what went wrong and what to check, with the provider's own reason. */
export function httpError(call: HttpCall, answer: HttpAnswer): LlmError {
  const host = new URL(call.url).host;
  const detail = errorDetail(answer.text);
  const { status } = answer;
  let message: string;
  if (status === 401 || status === 403) message = `The language model service at ${host} did not accept the API key${detail}.`;
  else if (status === 404)
    message = `The language model service at ${host} does not know ${call.model ? `the model "${call.model}"` : 'this address'}${detail}.`;
  else if (status >= 300 && status < 400)
    message = `The language model service at ${host} answered with a redirect (${status}); enter the address it redirects to instead.`;
  else if (status === 429) message = `The language model service at ${host} is busy or its usage limit is reached${detail}. Please try again later.`;
  else if (status >= 500) message = `The language model service at ${host} failed on its side${detail}. Please try again.`;
  else message = `The language model service at ${host} refused the request${detail}.`;
  return new LlmError(message, 'llm_http');
}

/** ": <the provider's message>" from an error body, kept short; never the request itself. */
export function errorDetail(body: string): string {
  let message = '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const e = parsed.error;
    message = String((typeof e === 'object' && e ? e.message : e) ?? parsed.message ?? '');
  } catch {
    message = body;
  }
  message = message.replace(/\s+/g, ' ').trim().replace(/[.!]+$/, '');
  if (!message) return '';
  return ` (${message.length > 200 ? `${message.slice(0, 197)}...` : message})`;
}

/** Parses a 2xx body; a body that is not JSON is the service's fault, said plainly. */
export function parseBody<T>(answer: HttpAnswer, what: string): T {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    throw new LlmError(`The language model service sent ${what} that is not JSON.`, 'llm_bad_response');
  }
}
