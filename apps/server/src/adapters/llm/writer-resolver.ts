// Which language model writes a script: the user's own endpoint (Settings) for that user's calls,
// else the server's LLM_BASE_URL, else a local Ollama found by probing OLLAMA_URL, else none (the
// built-in writer). The Ollama probe is cached briefly so a request never waits on it twice.
import type { ActiveWriter, UserLlm, Writer } from '@reelforge/contracts';
import type { Config } from '../../config.ts';
import type { StreamEndpoint } from './chat-stream.ts';
import type { LlmClient } from './json-client.ts';
import { createOllamaClient, pickOllamaModel, probeOllama, type OllamaProbe } from './ollama.ts';
import { createLlmClient, DEFAULT_LLM_MODEL } from './openai-compatible.ts';

/** How long a probe result (found or not) is trusted before Ollama is asked again. */
export const OLLAMA_PROBE_TTL_MS = 30_000;
/** A local server answers /api/tags in milliseconds; anything slower is not a usable Ollama. */
const PROBE_TIMEOUT_MS = 1_500;

export interface ResolvedWriter {
  writer: Writer;
  /** null: no model, the built-in writer answers. */
  client: LlmClient | null;
  host?: string;
  /** The same model for streamed plain-text chat (PaulinaAI), over the OpenAI-compatible protocol. */
  endpoint?: StreamEndpoint;
}

export type WriterConfig = Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS' | 'OLLAMA_URL' | 'OLLAMA_TIMEOUT_MS'> &
  Partial<Pick<Config, 'USER_LLM_PRIVATE_HOSTS'>>;

const BUILTIN: ResolvedWriter = { writer: { kind: 'builtin' }, client: null };
const hostOf = (url: string) => new URL(url).host;

export function createWriterResolver(config: WriterConfig) {
  let probe: { at: number; result: Promise<OllamaProbe | null> } | null = null;

  function probeOnce(refresh: boolean): Promise<OllamaProbe | null> {
    if (!config.OLLAMA_URL) return Promise.resolve(null);
    // The probe's age is elapsed time, not a date: the monotonic timer.
    if (refresh || !probe || performance.now() - probe.at > OLLAMA_PROBE_TTL_MS) {
      probe = { at: performance.now(), result: probeOllama(config.OLLAMA_URL, PROBE_TIMEOUT_MS) };
    }
    return probe.result;
  }

  async function serverWriter(refresh: boolean): Promise<ResolvedWriter> {
    if (config.LLM_BASE_URL) {
      const model = config.LLM_MODEL || DEFAULT_LLM_MODEL;
      const endpoint = { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY || undefined, model, timeoutMs: config.LLM_TIMEOUT_MS };
      return {
        endpoint,
        writer: { kind: 'openai-compatible', model },
        client: createLlmClient({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY || undefined, model, timeoutMs: config.LLM_TIMEOUT_MS }),
        host: hostOf(config.LLM_BASE_URL),
      };
    }
    const found = await probeOnce(refresh);
    const model = found && pickOllamaModel(found.chatModels, config.LLM_MODEL);
    if (!found || !model || !config.OLLAMA_URL) return BUILTIN;
    return {
      writer: { kind: 'ollama', model },
      client: createOllamaClient({ baseUrl: config.OLLAMA_URL, model, timeoutMs: config.OLLAMA_TIMEOUT_MS, version: found.version }),
      host: hostOf(config.OLLAMA_URL),
      // Ollama speaks the OpenAI protocol under /v1, streaming included.
      endpoint: { baseUrl: `${config.OLLAMA_URL.replace(/\/+$/, '')}/v1`, model, timeoutMs: config.OLLAMA_TIMEOUT_MS },
    };
  }

  return {
    /** The writer for one call: a user's own endpoint wins, for that call only. */
    async resolve(opts: { userLlm?: UserLlm | null; refresh?: boolean } = {}): Promise<ResolvedWriter> {
      const own = opts.userLlm;
      if (own) {
        const guard = { allowPrivate: !!config.USER_LLM_PRIVATE_HOSTS };
        return {
          writer: { kind: 'user', model: own.model },
          // The user's address was checked before this call; where it redirects to was not.
          client: createLlmClient({
            baseUrl: own.baseUrl,
            apiKey: own.apiKey || undefined,
            model: own.model,
            timeoutMs: config.LLM_TIMEOUT_MS,
            redirect: 'manual',
            guard,
          }),
          host: hostOf(own.baseUrl),
          endpoint: { baseUrl: own.baseUrl, apiKey: own.apiKey || undefined, model: own.model, timeoutMs: config.LLM_TIMEOUT_MS, redirect: 'manual', guard },
        };
      }
      return serverWriter(!!opts.refresh);
    },

    /** Ollama went away since the probe: forget it, so the next call probes again. */
    forgetOllama() {
      probe = null;
    },

    /** Probes Ollama now (at start, and when capabilities are asked with refresh). */
    warmUp: () => probeOnce(true).then(() => undefined),
  };
}

export type WriterResolver = ReturnType<typeof createWriterResolver>;

/** The writer in words, for capabilities and the script step. */
export function describeWriter(resolved: ResolvedWriter): ActiveWriter {
  const { writer, host } = resolved;
  const label =
    writer.kind === 'builtin'
      ? 'Built-in writer (no language model)'
      : `${writer.kind === 'ollama' ? 'Ollama' : writer.kind === 'user' ? 'Your model' : 'Language model'} (${writer.model ?? 'default model'})`;
  return { ...writer, label, ...(host ? { host } : {}) };
}
