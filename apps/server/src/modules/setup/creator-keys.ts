// The seam to the creator's own Stock media and Speech keys (Settings -> Stock media, Speech).
// The card names what serves, never the keys: only keys that still open count, as for renders.
import type { StockProvider } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { stockKeysFor } from '../media-settings/index.ts';
import { userSpeechFor } from '../speech-settings/index.ts';

/** A creator's own speech service, as far as the card names it. */
export type OwnSpeech =
  | { kind: 'openai-compatible'; host: string; model?: string }
  | { kind: 'elevenlabs' };

export interface CreatorKeys {
  /** Stock providers the creator saved a key for. */
  stock: StockProvider[];
  /** The creator's own speech service, or null. */
  speech: OwnSpeech | null;
}

export type CreatorKeysReader = (ctx: AppContext, userId: string) => Promise<CreatorKeys>;

/** The documented default: this creator saved no keys of their own. */
export const noCreatorKeys: CreatorKeysReader = async () => ({ stock: [], speech: null });

/** What the card reads: the keys that would serve this creator's next render. */
export const creatorKeysOf: CreatorKeysReader = async (ctx, userId) => {
  const [stock, speech] = await Promise.all([stockKeysFor(ctx, userId), userSpeechFor(ctx, userId)]);
  return {
    stock: (Object.keys(stock) as StockProvider[]).filter((p) => stock[p]),
    speech: !speech
      ? null
      : speech.provider === 'elevenlabs'
        ? { kind: 'elevenlabs' }
        : { kind: 'openai-compatible', host: new URL(speech.baseUrl).host, ...(speech.model ? { model: speech.model } : {}) },
  };
};
