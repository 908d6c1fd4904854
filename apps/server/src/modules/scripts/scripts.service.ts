import { targetSeconds, type ScriptEngine, type ScriptRequestParsed, type ScriptResponse } from '@reelforge/contracts';
import type { LlmClient } from '../../adapters/llm/openai-compatible.ts';
import { llmFromConfig, writeScriptWithLlm } from '../../adapters/llm/script-writer.ts';
import type { AppContext } from '../../lib/context.ts';
import { writeOffline } from './offline-writer.ts';

/** Which writer answers: the configured language model, or the built-in writer without one. */
export function scriptEngine(config: AppContext['config']): ScriptEngine {
  return config.LLM_BASE_URL ? 'llm' : 'builtin';
}

export function scriptsService(ctx: AppContext, llm: LlmClient | null = llmFromConfig(ctx.config)) {
  return {
    engine: (): ScriptEngine => (llm ? 'llm' : 'builtin'),

    async generate(input: ScriptRequestParsed): Promise<ScriptResponse> {
      const seconds = targetSeconds(input.duration, input.durationMinutes);
      if (llm) {
        const result = await writeScriptWithLlm(llm, input, seconds);
        return { ...result, engine: 'llm', targetSeconds: seconds, language: input.language };
      }
      const written = writeOffline(input);
      return {
        ...written.result,
        engine: 'builtin',
        targetSeconds: written.targetSeconds,
        language: written.language,
        ...(written.notice ? { notice: written.notice } : {}),
      };
    },
  };
}
