// Who translates for a creator: their own model (Settings -> Language model) first, as their
// key is theirs to spend; else a LibreTranslate server the operator set (TRANSLATE_URL), which
// needs no model; else the server's model (LLM_BASE_URL, or a local Ollama). None: a 400 that
// says what to configure.
import { TRANSLATION_MESSAGES, type Translator } from '@reelforge/contracts';
import { createLibreTranslate, llmTranslator, type TextTranslator } from '../../adapters/translate/index.ts';
import type { AppContext } from '../../context/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { userLlmStore } from '../llm-settings/index.ts';

export async function translatorFor(ctx: AppContext, userId: string): Promise<{ translator: TextTranslator; who: Translator }> {
  const own = await userLlmStore(ctx).forUser(userId);
  if (own) {
    const resolved = await ctx.writers.resolve({ userLlm: own });
    if (resolved.client) return { translator: llmTranslator(resolved.client, resolved.host), who: 'user-llm' };
  }
  const libre = createLibreTranslate(ctx.config);
  if (libre) return { translator: libre, who: 'libretranslate' };
  const server = await ctx.writers.resolve();
  if (server.client) return { translator: llmTranslator(server.client, server.host), who: 'server-llm' };
  throw badRequest(TRANSLATION_MESSAGES.noTranslator, 'no_translator');
}
