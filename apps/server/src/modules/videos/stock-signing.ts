import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StockPick } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import { nowMs } from '../../lib/clock.ts';

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

/** How long a signed preview link works: long enough for a studio session, short enough that a leaked link dies. */
export const THUMBNAIL_TTL_SECONDS = 6 * 60 * 60;

/**
 * A preview link's signature covers its URL and its expiry (epoch seconds), so neither can be
 * changed and an old link stops working; loading a storyboard signs its previews afresh.
 */
export const signThumbnail = (ctx: Keys, url: string, expires: number) => mac(ctx, ['thumbnail', url, String(expires)]);

/** 'ok', 'forged' (not ours, or changed) or 'expired' (ours, but past its time), checked in that order. */
export function thumbnailCheck(ctx: Keys & Pick<AppContext, 'clock'>, url: string, expires: number, signature: string) {
  if (!same(signThumbnail(ctx, url, expires), signature)) return 'forged';
  return expires * 1000 <= nowMs(ctx.clock) ? 'expired' : 'ok';
}

/** The server's proxy path for a preview, signed to work for THUMBNAIL_TTL_SECONDS from now. */
export function thumbnailPath(ctx: Keys & Pick<AppContext, 'clock'>, url: string): string {
  const exp = Math.floor(nowMs(ctx.clock) / 1000) + THUMBNAIL_TTL_SECONDS;
  return `/api/storyboard/thumbnail?${new URLSearchParams({ url, exp: String(exp), sig: signThumbnail(ctx, url, exp) }).toString()}`;
}

/** The provider URL inside one of our preview paths (signed or not: callers check the pick). */
export function thumbnailSource(path: string): string | null {
  const query = path.startsWith('/api/storyboard/thumbnail?') ? new URLSearchParams(path.slice(path.indexOf('?') + 1)) : null;
  return query?.get('url') ?? null;
}
