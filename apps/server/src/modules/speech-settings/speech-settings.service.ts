import {
  PROVIDER_KEYS_MESSAGES,
  type KeyTestResult,
  type SpeechSettingsResponse,
  type SpeechSettingsUpdateParsed,
} from '@reelforge/contracts';
import type { UserSpeech } from '../../adapters/tts/settings.ts';
import { testSpeech } from '../../adapters/tts/speech-test.ts';
import type { AppContext } from '../../context/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../auth/index.ts';
import type { SpeechSettingsRow } from './speech-settings.repository.ts';
import { userSpeechStore, voicesOf } from './user-speech.ts';

/** A speech test is interactive: it waits at most this long. */
const TEST_TIMEOUT_MS = 20_000;

/** A saved key follows its provider and address: it is reused only for the same provider, scheme, host and port. */
function sameTarget(row: SpeechSettingsRow, input: SpeechSettingsUpdateParsed): boolean {
  if (row.provider !== input.provider) return false;
  if (input.provider === 'elevenlabs') return true;
  return row.baseUrl !== null && new URL(row.baseUrl).origin === new URL(input.baseUrl).origin;
}

export function speechSettingsService(ctx: AppContext) {
  const store = userSpeechStore(ctx);
  const server = { openai: ctx.tts.available.includes('openai'), elevenlabs: ctx.tts.available.includes('elevenlabs') };

  // "yours" only when the saved settings would narrate now: a key that no longer opens, or an address
  // the operator has since closed, leaves the server's speech narrating (userSpeechFor logs why).
  const view = async (row: SpeechSettingsRow | null): Promise<SpeechSettingsResponse> => ({
    settings: row
      ? {
          provider: row.provider,
          baseUrl: row.baseUrl,
          model: row.model,
          voices: voicesOf(row),
          apiKey: { set: row.apiKeyEnc !== null, last4: row.apiKeyEnc ? row.apiKeyLast4 : null },
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
    server,
    active: row && (await store.serves(row)) ? 'yours' : ctx.tts.engine === 'espeak' ? 'built-in' : 'server',
  });

  /** The sealed key to store: the one typed ('' none), else the saved one if saved for this provider and address. */
  function keyToStore(userId: string, row: SpeechSettingsRow | null, input: SpeechSettingsUpdateParsed): Pick<SpeechSettingsRow, 'apiKeyEnc' | 'apiKeyLast4'> {
    const none = { apiKeyEnc: null, apiKeyLast4: null };
    if (input.apiKey !== undefined) return input.apiKey ? store.seal(userId, input.apiKey) : none;
    return row && sameTarget(row, input) ? { apiKeyEnc: row.apiKeyEnc, apiKeyLast4: row.apiKeyLast4 } : none;
  }

  return {
    get: async (user: UserRow) => view(await store.repo.find(user.id)),

    /** Omitted key: the saved one stays (same provider and address) or is dropped; '' removes it. */
    async save(user: UserRow, input: SpeechSettingsUpdateParsed): Promise<SpeechSettingsResponse> {
      if (input.provider === 'openai') await store.checkAddress(input.baseUrl);
      const current = await store.repo.find(user.id);
      const key = keyToStore(user.id, current, input);
      if (input.provider === 'elevenlabs' && !key.apiKeyEnc) throw badRequest(PROVIDER_KEYS_MESSAGES.elevenLabsKey);
      return view(
        await store.repo.upsert({
          userId: user.id,
          provider: input.provider,
          baseUrl: input.provider === 'openai' ? input.baseUrl : null,
          model: input.model || null,
          voices: input.voices ?? {},
          ...key,
        }),
      );
    },

    async remove(user: UserRow): Promise<SpeechSettingsResponse> {
      await store.repo.delete(user.id);
      return view(null);
    },

    /** Speaks one sentence with the form's settings (else the saved ones): 200 with the provider's words. */
    async test(user: UserRow, input: SpeechSettingsUpdateParsed | undefined): Promise<KeyTestResult> {
      const current = await store.repo.find(user.id);
      let target: UserSpeech;
      try {
        if (input) {
          const typed = input.apiKey?.trim();
          const saved = input.apiKey === undefined && current && sameTarget(current, input) && current.apiKeyEnc ? store.open(current).apiKey : undefined;
          const apiKey = typed || saved;
          const common = { ...(input.model ? { model: input.model } : {}), ...(input.voices ? { voices: input.voices } : {}) };
          if (input.provider === 'elevenlabs') {
            if (!apiKey) throw badRequest(PROVIDER_KEYS_MESSAGES.elevenLabsKey);
            target = { provider: 'elevenlabs', apiKey, ...common };
          } else {
            target = { provider: 'openai', baseUrl: input.baseUrl, ...(apiKey ? { apiKey } : {}), ...common };
          }
        } else if (current) {
          target = store.open(current);
        } else {
          throw badRequest(PROVIDER_KEYS_MESSAGES.nothingToTestSpeech, 'nothing_to_test');
        }
      } catch (err) {
        // A saved key that no longer opens is this test's answer, not an error page.
        if (err instanceof AppError && err.code === 'provider_key_unreadable') return { ok: false, message: err.message };
        throw err;
      }
      if (target.provider === 'openai') await store.checkAddress(target.baseUrl);
      return testSpeech(target, { elevenLabsBaseUrl: ctx.config.ELEVENLABS_BASE_URL, timeoutMs: TEST_TIMEOUT_MS, policy: { allowPrivate: ctx.config.USER_LLM_PRIVATE_HOSTS } });
    },
  };
}
