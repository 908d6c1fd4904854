// The sealed side of a user's own model: sealing the key, reading the settings back with the key
// opened. Kept apart from the settings service so the scripts service can read a user's model
// without depending on the settings service (which asks the scripts service who writes).
import type { UserLlm } from '@reelforge/contracts';
import type { AppContext } from '../../lib/context.ts';
import { AppError } from '../../lib/errors.ts';
import { TokenDecryptError, tokenCipher } from '../../lib/token-crypto.ts';
import { llmSettingsRepository, type LlmSettingsRow } from './llm-settings.repository.ts';

/** The row a key belongs to, sealed into its ciphertext: a key copied to another user's row won't open. */
const keyContext = (userId: string) => `${userId}:llm:api-key`;

export const KEY_UNREADABLE =
  'Your saved API key can no longer be read (the server’s encryption key changed). Enter it again in Settings → Language model.';

export function userLlmStore(ctx: AppContext) {
  const repo = llmSettingsRepository(ctx.db);

  /** The settings with the key opened; a key that no longer opens is a 409 the user can fix. */
  function open(row: LlmSettingsRow): UserLlm {
    let apiKey: string | undefined;
    if (row.apiKeyEnc) {
      try {
        apiKey = tokenCipher(ctx.config).decrypt(row.apiKeyEnc, keyContext(row.userId));
      } catch (err) {
        if (err instanceof TokenDecryptError) throw new AppError(409, KEY_UNREADABLE, 'llm_key_unreadable');
        throw err;
      }
    }
    return { baseUrl: row.baseUrl, model: row.model, ...(apiKey ? { apiKey } : {}) };
  }

  return {
    repo,
    open,
    seal: (userId: string, apiKey: string) => tokenCipher(ctx.config).encrypt(apiKey, keyContext(userId)),

    /** The user's own model for their scripts, or null when they have none. */
    async forUser(userId: string): Promise<UserLlm | null> {
      const row = await repo.find(userId);
      return row ? open(row) : null;
    },
  };
}
