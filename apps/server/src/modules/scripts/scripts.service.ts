import {
  targetSeconds,
  type ActiveWriter,
  type ScriptRequestParsed,
  type ScriptResponse,
  type UserLlm,
} from '@reelforge/contracts';
import { writeIdeasOffline, writeOffline } from '@reelforge/script-writer';
import { LlmError } from '../../adapters/llm/llm-http.ts';
import { writeIdeasWithLlm, type IdeasRequest, type TopicIdea } from '../../adapters/llm/ideas-writer.ts';
import { writeScriptWithLlm } from '../../adapters/llm/script-writer.ts';
import { describeWriter, type WriterResolver } from '../../adapters/llm/writer-resolver.ts';
import type { AppContext } from '../../context/index.ts';
import { userLlmStore } from '../llm-settings/index.ts';

export interface GenerateOptions {
  /** The user's own OpenAI-compatible endpoint (Settings): used for this call only. */
  userLlm?: UserLlm | null;
}

export function scriptsService(ctx: AppContext, resolver: WriterResolver = ctx.writers) {
  function builtin(input: ScriptRequestParsed, extraNotice?: string): ScriptResponse {
    const written = writeOffline(input);
    const notice = [extraNotice, written.notice].filter(Boolean).join(' ');
    return {
      ...written.result,
      engine: 'builtin',
      writer: { kind: 'builtin' },
      targetSeconds: written.targetSeconds,
      language: written.language,
      ...(notice ? { notice } : {}),
    };
  }

  async function generate(input: ScriptRequestParsed, opts: GenerateOptions = {}): Promise<ScriptResponse> {
    const seconds = targetSeconds(input.duration, input.durationMinutes);
    const { writer, client, host } = await resolver.resolve({ userLlm: opts.userLlm });
    if (!client) return builtin(input);
    try {
      const result = await writeScriptWithLlm(client, input, seconds);
      return { ...result, engine: 'llm', writer, targetSeconds: seconds, language: input.language };
    } catch (err) {
      // A local Ollama found by probing may have been stopped since: the built-in writer answers
      // rather than an error (a configured model or the user's own endpoint still fails loudly).
      if (writer.kind === 'ollama' && err instanceof LlmError && err.code === 'llm_unreachable') {
        resolver.forgetOllama();
        return builtin(input, `Ollama at ${host} stopped answering, so the built-in writer wrote this script.`);
      }
      throw err;
    }
  }

  return {
    /** Who would write a script now (for /api/deepagent/capabilities); `refresh` probes Ollama again. */
    async activeWriter(opts: { refresh?: boolean; userLlm?: UserLlm | null } = {}): Promise<ActiveWriter> {
      return describeWriter(await resolver.resolve(opts));
    },

    /** The writer for this user: their own model (Settings) when they saved one. */
    async activeWriterFor(userId: string | null, opts: { refresh?: boolean } = {}): Promise<ActiveWriter> {
      const own = userId ? await userLlmStore(ctx).repo.find(userId) : null;
      // Naming the writer needs no key, so a key that no longer opens does not hide the user's model.
      return describeWriter(
        await resolver.resolve({ ...opts, userLlm: own ? { baseUrl: own.baseUrl, model: own.model } : null }),
      );
    },

    /** A script for this user: written by their own model when they saved one, else as for everyone. */
    async generateFor(userId: string, input: ScriptRequestParsed): Promise<ScriptResponse> {
      return generate(input, { userLlm: await userLlmStore(ctx).forUser(userId) });
    },

    /** Topic ideas for a niche, one per structure, from the same writer that writes this user's scripts. */
    async ideasFor(userId: string, req: IdeasRequest): Promise<{ ideas: TopicIdea[]; writer: ScriptResponse['writer'] }> {
      const { writer, client, host } = await resolver.resolve({ userLlm: await userLlmStore(ctx).forUser(userId) });
      if (!client) return { ideas: writeIdeasOffline(req), writer: { kind: 'builtin' } };
      try {
        const ideas = await writeIdeasWithLlm(client, req);
        // A model that gave fewer ideas than asked: the built-in frames fill the rest.
        const rest = writeIdeasOffline({ ...req, structures: req.structures.slice(ideas.length) });
        return { ideas: [...ideas.slice(0, req.structures.length), ...rest], writer };
      } catch (err) {
        if (writer.kind === 'ollama' && err instanceof LlmError && err.code === 'llm_unreachable') {
          resolver.forgetOllama();
          ctx.logger.warn({ host }, 'Ollama stopped answering; the built-in writer gave the ideas');
          return { ideas: writeIdeasOffline(req), writer: { kind: 'builtin' } };
        }
        throw err;
      }
    },

    /** The model that would write for this user now (their own first); PaulinaAI streams with it. */
    async modelFor(userId: string) {
      return resolver.resolve({ userLlm: await userLlmStore(ctx).forUser(userId) });
    },

    generate,
  };
}
