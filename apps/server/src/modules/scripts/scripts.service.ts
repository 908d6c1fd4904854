import {
  requestSeconds,
  type ActiveWriter,
  type ScriptRequestParsed,
  type ScriptResponse,
  type UserLlm,
} from '@reelforge/contracts';
import { notesLead, researchFacts, traceSources, withSources, withVisualQueries, writeFromResearch, writeIdeasOffline, writeOffline } from '@reelforge/script-writer';
import { LlmError } from '../../adapters/llm/llm-http.ts';
import { writeIdeasWithLlm, type IdeasRequest, type TopicIdea } from '../../adapters/llm/ideas-writer.ts';
import { writeScriptWithLlm, type ScriptSources } from '../../adapters/llm/script-writer.ts';
import { describeWriter, type WriterResolver } from '../../adapters/llm/writer-resolver.ts';
import { ResearchError, type ResearchArticle } from '../../adapters/research/index.ts';
import type { AppContext } from '../../context/index.ts';
import { userLlmStore } from '../llm-settings/index.ts';
import { writeFromLink } from './from-link.ts';

export interface GenerateOptions {
  /** The user's own OpenAI-compatible endpoint (Settings): used for this call only. */
  userLlm?: UserLlm | null;
}

/** What research found for a topic: the articles, or why there are none (a sentence for the notice). */
interface Findings {
  articles: ResearchArticle[];
  missing?: string;
}

/** Facts at most in a model's prompt. */
const PROMPT_FACTS = 12;

export function scriptsService(ctx: AppContext, resolver: WriterResolver = ctx.writers) {
  /** The topic looked up in the video's language; research never fails a script, it only goes missing. */
  async function research(input: ScriptRequestParsed): Promise<Findings> {
    if (!ctx.research.enabled) {
      return { articles: [], missing: 'Research is off on this server (WIKIPEDIA_URL is empty), so no article informed this script.' };
    }
    try {
      const articles = await ctx.research.lookUp(input.topic, { language: input.language, signal: ctx.shutdown });
      if (articles.length) return { articles };
      return {
        articles,
        missing: `Wikipedia (${ctx.research.host(input.language)}) has no article that matches this topic, so no article informed this script.`,
      };
    } catch (err) {
      if (!(err instanceof ResearchError)) throw err;
      ctx.logger.warn({ err: err.message, code: err.code }, 'research failed; writing without it');
      return { articles: [], missing: `${err.message} So no article informed this script.` };
    }
  }

  function builtin(input: ScriptRequestParsed, found: Findings, extraNotice?: string): ScriptResponse {
    let missing = found.missing;
    if (found.articles.length) {
      const researched = writeFromResearch(input, found.articles);
      if (researched) {
        const notice = [extraNotice, researched.notice].filter(Boolean).join(' ');
        return {
          ...researched.result,
          description: withSources(researched.result.description, found.articles, researched.language),
          engine: 'builtin',
          writer: { kind: 'builtin' },
          targetSeconds: researched.targetSeconds,
          language: researched.language,
          ...(notice ? { notice } : {}),
        };
      }
      const titles = found.articles.map((a) => `“${a.title}”`).join(' and ');
      missing = `The Wikipedia article ${titles} holds fewer than three facts about this topic, so no article informed this script.`;
    }
    const written = writeOffline(input);
    const notice = [extraNotice, missing, written.notice].filter(Boolean).join(' ');
    return {
      ...written.result,
      engine: 'builtin',
      writer: { kind: 'builtin' },
      targetSeconds: written.targetSeconds,
      language: written.language,
      ...(notice ? { notice } : {}),
    };
  }

  /** Whoever wrote it, every scene reaches the renderer with English nouns from its own sentence to search for. */
  async function generate(input: ScriptRequestParsed, opts: GenerateOptions = {}): Promise<ScriptResponse> {
    const out = await write(input, opts);
    return { ...out, scenes: withVisualQueries(out.scenes, { language: out.language, topic: input.topic }) };
  }

  async function write(input: ScriptRequestParsed, opts: GenerateOptions = {}): Promise<ScriptResponse> {
    const seconds = requestSeconds(input);
    const resolved = await resolver.resolve({ userLlm: opts.userLlm });
    if (input.sourceUrl) return writeFromLink(ctx, resolver, { ...input, sourceUrl: input.sourceUrl }, resolved);
    const { writer, client, host } = resolved;
    // Without a model, the creator's own notes are the script's substance: nothing to look up.
    if (!client && notesLead(input.additionalInstructions)) return builtin(input, { articles: [] });
    const found = await research(input);
    if (!client) return builtin(input, found);
    // The model writes from numbered sources when research found facts, and the description cites them.
    const facts = researchFacts(input.topic, found.articles, PROMPT_FACTS);
    const cited = found.articles.filter((a) => facts.some((f) => f.article === a));
    const sources: ScriptSources | undefined = facts.length
      ? { facts: facts.map(({ n, text }) => ({ n, text })), articles: cited.map(({ title, url }) => ({ title, url })) }
      : undefined;
    try {
      const result = await writeScriptWithLlm(client, input, seconds, sources);
      const titles = cited.map((a) => `“${a.title}”`).join(' and ');
      return {
        ...result,
        scenes: traceSources(result.scenes, facts),
        description: withSources(result.description, cited, input.language.toLowerCase().split('-')[0] ?? 'en'),
        engine: 'llm',
        writer,
        targetSeconds: seconds,
        language: input.language,
        ...(facts.length ? { notice: `The model wrote from ${facts.length} facts of the Wikipedia article ${titles}, cited in the description.` } : {}),
      };
    } catch (err) {
      // A local Ollama found by probing may have been stopped since: the built-in writer answers
      // rather than an error (a configured model or the user's own endpoint still fails loudly).
      if (writer.kind === 'ollama' && err instanceof LlmError && err.code === 'llm_unreachable') {
        resolver.forgetOllama();
        return builtin(input, found, `Ollama at ${host} stopped answering, so the built-in writer wrote this script.`);
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
