import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StockPick } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';

type Keys = Pick<AppContext, 'tokenKey'>;

/**
 * Signatures over what the server offered: a stock pick (provider, id, kind, url, credit and
 * thumbnail) and the preview images it proxies. The key is derived from the token key every
 * process already shares (ADR 0011), so a pick signed by one process verifies in another.
 */
const keyOf = (ctx: Keys) => createHmac('sha256', ctx.tokenKey()).update('reelforge storyboard signatures v1').digest();

const mac = (ctx: Keys, parts: string[]) => createHmac('sha256', keyOf(ctx)).update(parts.join('\n')).digest('base64url');

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

type Signed = Omit<StockPick, 'signature' | 'width' | 'height'>;
const pickParts = (p: Signed) => ['pick', p.provider, p.id, p.kind, p.url, p.credit, p.thumbnailUrl ?? ''];

export const signPick = (ctx: Keys, pick: Signed) => mac(ctx, pickParts(pick));
export const pickIsSigned = (ctx: Keys, pick: StockPick) => same(mac(ctx, pickParts(pick)), pick.signature);

export const signThumbnail = (ctx: Keys, url: string) => mac(ctx, ['thumbnail', url]);
export const thumbnailIsSigned = (ctx: Keys, url: string, signature: string) =>
  same(mac(ctx, ['thumbnail', url]), signature);
