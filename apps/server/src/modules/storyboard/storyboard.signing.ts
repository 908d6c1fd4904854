import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StockPick } from '@reelforge/contracts';
import { loadTokenKey, type TokenKeySource } from '../../lib/token-crypto.ts';

/**
 * Signatures over what the server offered: a stock pick (provider, id, kind, url, credit and
 * thumbnail) and the preview images it proxies. The key is derived from the token key every
 * process already shares (ADR 0011), so a pick signed by one process verifies in another.
 */
const keys = new WeakMap<object, Buffer>();
function keyOf(config: TokenKeySource): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = createHmac('sha256', loadTokenKey(config)).update('reelforge storyboard signatures v1').digest();
    keys.set(config, key);
  }
  return key;
}

const mac = (config: TokenKeySource, parts: string[]) => createHmac('sha256', keyOf(config)).update(parts.join('\n')).digest('base64url');

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

type Signed = Omit<StockPick, 'signature' | 'width' | 'height'>;
const pickParts = (p: Signed) => ['pick', p.provider, p.id, p.kind, p.url, p.credit, p.thumbnailUrl ?? ''];

export const signPick = (config: TokenKeySource, pick: Signed) => mac(config, pickParts(pick));
export const pickIsSigned = (config: TokenKeySource, pick: StockPick) => same(mac(config, pickParts(pick)), pick.signature);

export const signThumbnail = (config: TokenKeySource, url: string) => mac(config, ['thumbnail', url]);
export const thumbnailIsSigned = (config: TokenKeySource, url: string, signature: string) =>
  same(mac(config, ['thumbnail', url]), signature);
