// "Test connection" for a user's own OpenAI-compatible endpoint: list its models (cheap, no
// tokens spent); when the list does not show the model (or there is no list), send the smallest
// chat completion the model can answer. Every failure comes back as words, never thrown. Redirects
// are reported, not followed: only the address the user typed was checked.
import type { LlmTestResult, UserLlm } from '@reelforge/contracts';
import type { AddressPolicy } from '../../lib/private-address.ts';
import { httpError, LlmError, parseBody, send } from './llm-http.ts';

/** A connection test is interactive: it waits at most this long per call. */
export const CONNECTION_TEST_TIMEOUT_MS = 10_000;
/** Enough model names to pick from in the form; a provider with hundreds is cut here. */
const MODELS_SHOWN = 50;

interface ModelList {
  data?: { id?: unknown }[];
}

const ok = (status: number) => status >= 200 && status < 300;

export async function testLlmConnection(llm: UserLlm, guard: AddressPolicy, timeoutMs = CONNECTION_TEST_TIMEOUT_MS): Promise<LlmTestResult> {
  const base = llm.baseUrl.replace(/\/+$/, '');
  const host = new URL(base).host;
  const apiKey = llm.apiKey || undefined;
  let models: string[] | undefined;
  try {
    const listCall = { url: `${base}/models`, method: 'GET' as const, apiKey, timeoutMs, redirect: 'manual' as const, guard };
    const listed = await send(listCall);
    // A refused key is the answer; any other refusal (no /models route) leaves the chat to decide.
    if (listed.status === 401 || listed.status === 403) throw httpError(listCall, listed);
    if (ok(listed.status)) {
      const ids = (parseBody<ModelList>(listed, 'a model list').data ?? [])
        .map((m) => m.id)
        .filter((id): id is string => typeof id === 'string');
      if (ids.length) models = ids.slice(0, MODELS_SHOWN);
      if (ids.includes(llm.model)) {
        return { ok: true, message: `Connected to ${host}: the model "${llm.model}" is available.`, models };
      }
    }

    const chatCall = {
      url: `${base}/chat/completions`,
      apiKey,
      timeoutMs,
      model: llm.model,
      redirect: 'manual' as const,
      guard,
      body: {
        model: llm.model,
        messages: [{ role: 'user', content: 'Reply with the word OK.' }],
        max_tokens: 5,
        temperature: 0,
      },
    };
    const chatted = await send(chatCall);
    if (!ok(chatted.status)) throw httpError(chatCall, chatted);
    parseBody(chatted, 'a reply');
    return {
      ok: true,
      message: `Connected to ${host}: the model "${llm.model}" answered.`,
      ...(models ? { models } : {}),
    };
  } catch (err) {
    if (err instanceof LlmError) return { ok: false, message: err.message, ...(models ? { models } : {}) };
    throw err;
  }
}
