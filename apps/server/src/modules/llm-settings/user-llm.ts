// The sealed side of a user's own model: sealing the key, reading the settings back with the key
// opened. Kept apart from the settings service so the scripts service can read a user's model
// without depending on the settings service (which asks the scripts service who writes).
import type { UserLlm } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isPrivateHost } from '../../lib/private-address.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import { llmSettingsRepository, type LlmSettingsRow } from './llm-settings.repository.ts';

/** The row a key belongs to, sealed into its ciphertext: a key copied to another user's row won't open. */
const keyContext = (userId: string) => `${userId}:llm:api-key`;

export const KEY_UNREADABLE =
  'Your saved API key can no longer be read (the server’s encryption key changed). Enter it again in Settings → Language model.';

export const privateAddress = (host: string) =>
  `The address ${host} is on a private network, which this server does not connect to for your own model. Use a public address, or ask the server’s operator to allow private addresses (USER_LLM_PRIVATE_HOSTS=true).`;

export function userLlmStore(ctx: AppContext) {
  const repo = llmSettingsRepository(ctx.db);

  /** Refuses (400) an address inside the server's own network unless the operator allows it. */
  async function checkAddress(baseUrl: string): Promise<void> {
    if (ctx.config.USER_LLM_PRIVATE_HOSTS) return;
    const { hostname, host } = new URL(baseUrl);
    if (await isPrivateHost(hostname)) throw badRequest(privateAddress(host), 'llm_private_address');
  }

  /** The settings with the key opened; a key that no longer opens is a 409 the user can fix. */
  function open(row: LlmSettingsRow): UserLlm {
    let apiKey: string | undefined;
    if (row.apiKeyEnc) {
      try {
        apiKey = ctx.cipher.decrypt(row.apiKeyEnc, keyContext(row.userId));
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
    checkAddress,
    seal: (userId: string, apiKey: string) => ctx.cipher.encrypt(apiKey, keyContext(userId)),

    /** The user's own model for their scripts, or null when they have none. */
    async forUser(userId: string): Promise<UserLlm | null> {
      const row = await repo.find(userId);
      if (!row) return null;
      // Checked at each use too: the name may resolve elsewhere now, or the operator changed the rule.
      await checkAddress(row.baseUrl);
      return open(row);
    },
  };
}
