import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/** Provider previews are small; anything bigger is not a preview. */
const MAX_PREVIEW_BYTES = 8 * 1024 * 1024;

export interface Preview {
  body: Readable;
  type: string;
}

/**
 * A provider's preview image, fetched for the browser (the page's CSP only loads images from our
 * origin). The caller has checked the URL is one the server itself offered.
 */
export async function fetchPreview(url: string, timeoutMs: number, signal: AbortSignal): Promise<Preview | null> {
  const res = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]), redirect: 'follow' });
  const type = res.headers.get('content-type') ?? '';
  const size = Number(res.headers.get('content-length'));
  if (!res.ok || !res.body || !/^image\/(jpeg|png|webp|gif)/.test(type) || size > MAX_PREVIEW_BYTES) {
    await res.body?.cancel();
    return null;
  }
  return { body: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), type: type.split(';')[0]! };
}
