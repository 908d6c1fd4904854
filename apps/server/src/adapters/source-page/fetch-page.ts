// Reads one web page a creator named: HTML only, within a size and a time limit, following at most
// MAX_REDIRECTS redirects by hand so that every address on the way is judged by the address policy
// and connected to only as checked (no DNS rebinding between the check and the connection).
import { AppError } from '../../lib/errors.ts';
import { guardedFetch, privateAddressCause, type AddressPolicy } from '../../lib/private-address.ts';

export const MAX_REDIRECTS = 5;

export interface PageOptions {
  policy: AddressPolicy;
  timeoutMs: number;
  maxBytes: number;
  /** The server's shutdown. */
  signal?: AbortSignal;
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: string;
  html: string;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
const megabytes = (n: number) => `${Number((n / 1_000_000).toFixed(1))} MB`;

export const privateAddress = (host: string) =>
  `The address ${host} is on a private network, which this server does not read pages from. Use a public web page, or ask the server’s operator to allow private addresses (SOURCE_PRIVATE_HOSTS=true).`;

/** The page's HTML, or an AppError in words: 400 for an address not allowed, 422 for a page that cannot be used. */
export async function fetchPage(raw: string, opts: PageOptions): Promise<FetchedPage> {
  const deadline = AbortSignal.timeout(opts.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([deadline, opts.signal]) : deadline;
  let url = new URL(raw);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new AppError(hop ? 422 : 400, `The link ${hop ? 'redirects to' : 'is'} ${url.protocol}… ; only http and https web pages can be read.`, 'source_invalid_url');
    }
    let res;
    try {
      res = await guardedFetch(url, { headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', 'user-agent': 'Reelforge (script from a link)' }, signal }, opts.policy);
    } catch (err) {
      const refused = privateAddressCause(err);
      if (refused) throw new AppError(400, privateAddress(url.host), 'source_private_address');
      if (deadline.aborted) throw new AppError(422, `The page at ${url.host} did not answer within ${seconds(opts.timeoutMs)}.`, 'source_timeout');
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
      const reason = (cause as { code?: string }).code ?? (cause instanceof Error ? cause.message : String(cause));
      throw new AppError(422, `Could not reach the page at ${url.host} (${reason}).`, 'source_unreachable');
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get('location')) {
      await res.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new AppError(422, `The link redirects more than ${MAX_REDIRECTS} times; enter the page’s own address.`, 'source_redirects');
      url = new URL(res.headers.get('location')!, url);
      continue;
    }
    if (res.status < 200 || res.status >= 300) {
      await res.body?.cancel();
      throw new AppError(422, `The page at ${url.host} answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}, so there is nothing to write from.`, 'source_http');
    }
    const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/html' && type !== 'application/xhtml+xml') {
      await res.body?.cancel();
      throw new AppError(422, `The link leads to ${type || 'a file of unknown type'}, not a web page; link to an article’s page.`, 'source_not_html');
    }
    const tooBig = new AppError(422, `The page is larger than ${megabytes(opts.maxBytes)}, more than this server reads.`, 'source_too_big');
    if (Number(res.headers.get('content-length') ?? 0) > opts.maxBytes) {
      await res.body?.cancel();
      throw tooBig;
    }
    const charset = /charset="?([\w-]+)/i.exec(res.headers.get('content-type') ?? '')?.[1];
    const html = await readLimited(res.body, opts.maxBytes, tooBig, charset).catch((err: unknown) => {
      if (err instanceof AppError) throw err;
      if (deadline.aborted) throw new AppError(422, `The page at ${url.host} did not finish within ${seconds(opts.timeoutMs)}.`, 'source_timeout');
      throw new AppError(422, `The page at ${url.host} broke off while it was read.`, 'source_unreachable');
    });
    return { url: url.href, html };
  }
}

/** The body as text, stopping (and throwing `tooBig`) as soon as it passes `max` bytes. */
async function readLimited(body: ReadableStream<Uint8Array> | null, max: number, tooBig: Error, charset = 'utf-8'): Promise<string> {
  if (!body) return '';
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooBig;
    }
    parts.push(value);
  }
  // The page's own charset when it names one this runtime knows (windows-1252, iso-8859-1...), else UTF-8.
  const bytes = Buffer.concat(parts);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
