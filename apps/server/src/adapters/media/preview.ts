import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { type AddressPolicy, guardedFetch, privateAddressCause } from '../../lib/private-address.ts';

/** Provider previews are small; anything bigger is not a preview. */
const MAX_PREVIEW_BYTES = 8 * 1024 * 1024;

export interface Preview {
  body: Readable;
  type: string;
}

/** Why a preview was not fetched: each one has its own words for the creator. */
export type PreviewRefusal = 'redirected' | 'private' | 'unavailable';

/**
 * A provider's preview image, fetched for the browser (the page's CSP only loads images from our
 * origin). The caller has checked the URL is one the server itself offered; the address policy
 * still applies (a provider's answer names the URL, and a name can resolve anywhere), and a
 * redirect is refused rather than followed, since its target was never signed.
 */
export async function fetchPreview(
  url: string,
  opts: { timeoutMs: number; signal: AbortSignal; policy: AddressPolicy },
): Promise<Preview | PreviewRefusal> {
  let res;
  try {
    res = await guardedFetch(url, { signal: AbortSignal.any([opts.signal, AbortSignal.timeout(opts.timeoutMs)]) }, opts.policy);
  } catch (err) {
    if (privateAddressCause(err)) return 'private';
    throw err;
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    return 'redirected';
  }
  const type = res.headers.get('content-type') ?? '';
  const size = Number(res.headers.get('content-length'));
  if (!res.ok || !res.body || !/^image\/(jpeg|png|webp|gif)/.test(type) || size > MAX_PREVIEW_BYTES) {
    await res.body?.cancel();
    return 'unavailable';
  }
  return { body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), type: type.split(';')[0]! };
}
