// The sealed side of a creator's own speech: sealing the key, checking the address, opening the
// settings for their narration and voice samples. Kept apart from the settings service so the
// voice settings (who narrates) read it without the HTTP rules.
import { VOICE_IDS, type VoiceId } from '@reelforge/contracts';
import type { UserSpeech } from '../../adapters/tts/settings.ts';
import type { AppContext } from '../../context/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isPrivateHost } from '../../lib/private-address.ts';
import { TokenDecryptError } from '../../lib/token-crypto.ts';
import { speechSettingsRepository, type SpeechSettingsRow } from './speech-settings.repository.ts';

/** The row a key belongs to, sealed into its ciphertext: a key copied to another user's row won't open. */
const keyContext = (userId: string) => `${userId}:speech:api-key`;

export const SPEECH_KEY_UNREADABLE =
  'Your saved speech key can no longer be read (the server’s encryption key changed). Enter it again in Settings → Speech.';

// The same rule and switch as a creator's own model address (USER_LLM_PRIVATE_HOSTS).
export const speechPrivateAddress = (host: string) =>
  `The address ${host} is on a private network, which this server does not connect to for your own speech server. Use a public address, or ask the server’s operator to allow private addresses (USER_LLM_PRIVATE_HOSTS=true).`;

/** The voice map as stored, narrowed to the product's voices. */
export function voicesOf(row: Pick<SpeechSettingsRow, 'voices'>): Partial<Record<VoiceId, string>> {
  return Object.fromEntries(Object.entries(row.voices).filter(([k, v]) => (VOICE_IDS as readonly string[]).includes(k) && typeof v === 'string' && v));
}

export function userSpeechStore(ctx: AppContext) {
  const repo = speechSettingsRepository(ctx.db);

  /** Refuses (400) an address inside the server's own network unless the operator allows it. */
  async function checkAddress(baseUrl: string): Promise<void> {
    if (ctx.config.USER_LLM_PRIVATE_HOSTS) return;
    const { hostname, host } = new URL(baseUrl);
    if (await isPrivateHost(hostname)) throw badRequest(speechPrivateAddress(host), 'speech_private_address');
  }

  /** The settings with the key opened; a key that no longer opens is a 409 the creator can fix. */
  function open(row: SpeechSettingsRow): UserSpeech {
    let apiKey: string | undefined;
    if (row.apiKeyEnc) {
      try {
        apiKey = ctx.cipher.decrypt(row.apiKeyEnc, keyContext(row.userId));
      } catch (err) {
        if (err instanceof TokenDecryptError) throw new AppError(409, SPEECH_KEY_UNREADABLE, 'provider_key_unreadable');
        throw err;
      }
    }
    const common = { ...(row.model ? { model: row.model } : {}), voices: voicesOf(row) };
    if (row.provider === 'elevenlabs') {
      if (!apiKey) throw new AppError(409, SPEECH_KEY_UNREADABLE, 'provider_key_unreadable');
      return { provider: 'elevenlabs', apiKey, ...common };
    }
    return { provider: 'openai', baseUrl: row.baseUrl ?? '', ...(apiKey ? { apiKey } : {}), ...common };
  }

  /** Whether the saved settings would narrate now (key opens, address allowed), without saying why not. */
  async function serves(row: SpeechSettingsRow): Promise<boolean> {
    try {
      const speech = open(row);
      if (speech.provider === 'openai') await checkAddress(speech.baseUrl);
      return true;
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
  }

  return {
    repo,
    open,
    serves,
    checkAddress,
    seal: (userId: string, apiKey: string) => ({ apiKeyEnc: ctx.cipher.encrypt(apiKey, keyContext(userId)), apiKeyLast4: apiKey.slice(-4) }),
  };
}

/**
 * A creator's own speech for their narration and voice samples, or null when they have none or
 * it cannot serve now (key unreadable, address now private): the server's speech narrates then,
 * and the reason is logged.
 */
export async function userSpeechFor(ctx: AppContext, userId: string): Promise<UserSpeech | null> {
  const store = userSpeechStore(ctx);
  const row = await store.repo.find(userId);
  if (!row) return null;
  try {
    const speech = store.open(row);
    // Checked at each use too: the name may resolve elsewhere now, or the operator changed the rule.
    if (speech.provider === 'openai') await store.checkAddress(speech.baseUrl);
    return speech;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    ctx.logger.warn({ userId, reason: err.message }, 'a creator’s own speech cannot serve; the server’s narrates');
    return null;
  }
}
