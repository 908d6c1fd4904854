// The seam to the creator's own Stock media and Speech keys (issue 24 item 5, the "keys" module).
// The setup card asks only what is saved, never the keys themselves. Until the keys module is
// merged, nothing is saved for anyone: `noCreatorKeys`. On merge, `creatorKeysOf` below is the one
// line to change, to read the keys module's index (whether a Pexels/Pixabay key is set; the saved
// speech server's host and model, or that an ElevenLabs key is set).
import type { StockProvider } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';

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

/** What the card reads; the lead points this at the keys module when it lands. */
export const creatorKeysOf: CreatorKeysReader = noCreatorKeys;
