import {
  LLM_SETTINGS_MESSAGES,
  type LlmSettingsResponse,
  type LlmSettingsUpdateParsed,
  type LlmTestRequest,
  type LlmTestResult,
  type UserLlm,
} from '@reelforge/contracts';
import { CONNECTION_TEST_TIMEOUT_MS, testLlmConnection } from '../../adapters/llm/connection-test.ts';
import type { AppContext } from '../../context/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { describeWriter } from '../../adapters/llm/writer-resolver.ts';
import type { LlmSettingsRow } from './llm-settings.repository.ts';
import { userLlmStore } from './user-llm.ts';

/** A stored key follows its address: it is reused only for the same scheme, host and port. */
const sameOrigin = (a: string, b: string) => new URL(a).origin === new URL(b).origin;

export function llmSettingsService(ctx: AppContext) {
  const store = userLlmStore(ctx);

  async function view(row: LlmSettingsRow | null): Promise<LlmSettingsResponse> {
    // Describing the writer needs no key: the resolver only names the model and the host.
    const writer = describeWriter(await ctx.writers.resolve({ userLlm: row ? { baseUrl: row.baseUrl, model: row.model } : null }));
    return {
      settings: row
        ? {
            baseUrl: row.baseUrl,
            model: row.model,
            hasApiKey: row.apiKeyEnc !== null,
            updatedAt: row.updatedAt.toISOString(),
          }
        : null,
      writer,
    };
  }

  /** The key to try for `baseUrl` when the form sent none: the saved one, if it was saved for that address. */
  function savedKeyFor(row: LlmSettingsRow | null, baseUrl: string): string | undefined {
    return row && sameOrigin(row.baseUrl, baseUrl) ? store.open(row).apiKey : undefined;
  }

  return {
    get: async (user: UserRow) => view(await store.repo.find(user.id)),

    /** Omitted key: the saved one stays (same address) or is dropped (new address); '' removes it. */
    async save(user: UserRow, input: LlmSettingsUpdateParsed): Promise<LlmSettingsResponse> {
      await store.checkAddress(input.baseUrl);
      const current = await store.repo.find(user.id);
      const apiKeyEnc =
        input.apiKey === undefined
          ? current && sameOrigin(current.baseUrl, input.baseUrl)
            ? current.apiKeyEnc
            : null
          : input.apiKey
            ? store.seal(user.id, input.apiKey)
            : null;
      return view(await store.repo.upsert({ userId: user.id, baseUrl: input.baseUrl, model: input.model, apiKeyEnc }));
    },

    async remove(user: UserRow): Promise<LlmSettingsResponse> {
      await store.repo.delete(user.id);
      return view(null);
    },

    /** Tries the form's values (or the saved settings): 200 with ok true/false, the failure in words. */
    async test(user: UserRow, input: LlmTestRequest): Promise<LlmTestResult> {
      const current = await store.repo.find(user.id);
      let target: UserLlm;
      try {
        if (input.baseUrl && input.model) {
          const apiKey = input.apiKey === undefined ? savedKeyFor(current, input.baseUrl) : input.apiKey || undefined;
          target = { baseUrl: input.baseUrl, model: input.model, ...(apiKey ? { apiKey } : {}) };
        } else if (current) {
          target = store.open(current);
        } else {
          throw badRequest(LLM_SETTINGS_MESSAGES.nothingToTest);
        }
      } catch (err) {
        // A saved key that no longer opens is this test's answer, not an error page.
        if (err instanceof AppError && err.code === 'llm_key_unreadable') return { ok: false, message: err.message };
        throw err;
      }
      await store.checkAddress(target.baseUrl);
      return testLlmConnection(target, { allowPrivate: ctx.config.USER_LLM_PRIVATE_HOSTS }, Math.min(ctx.config.LLM_TIMEOUT_MS, CONNECTION_TEST_TIMEOUT_MS));
    },
  };
}
