// Settings -> Stock media's Test: one small search with the creator's key, answered in the
// provider's words (Pexels' JSON error, Pixabay's plain-text one).
import type { KeyTestResult, StockProvider } from '@reelforge/contracts';
import { failureOf, unreachable } from '../../lib/provider-answer.ts';

const NAMES: Record<StockProvider, string> = { pexels: 'Pexels', pixabay: 'Pixabay' };
const DEFAULT_URLS: Record<StockProvider, string> = { pexels: 'https://api.pexels.com', pixabay: 'https://pixabay.com/api' };
const QUERY = 'nature';

export async function testStockKey(
  provider: StockProvider,
  apiKey: string,
  opts: { baseUrl?: string; timeoutMs: number },
): Promise<KeyTestResult> {
  const base = (opts.baseUrl ?? DEFAULT_URLS[provider]).replace(/\/$/, '');
  const name = NAMES[provider];
  const url = new URL(provider === 'pexels' ? `${base}/v1/search` : `${base}/`);
  url.search = new URLSearchParams(
    provider === 'pexels' ? { query: QUERY, per_page: '1' } : { key: apiKey, q: QUERY, per_page: '3' },
  ).toString();
  try {
    const res = await fetch(url, {
      headers: provider === 'pexels' ? { authorization: apiKey } : {},
      signal: AbortSignal.timeout(opts.timeoutMs),
      redirect: 'manual',
    });
    if (!res.ok) return { ok: false, message: await failureOf(name, res) };
    const body = (await res.json().catch(() => null)) as { total_results?: unknown; totalHits?: unknown } | null;
    const count = provider === 'pexels' ? body?.total_results : body?.totalHits;
    const found = typeof count === 'number' ? ` (${count} results for "${QUERY}")` : '';
    return { ok: true, message: `${name} accepted the key${found}.` };
  } catch (err) {
    return { ok: false, message: unreachable(name, url.host, err, opts.timeoutMs) };
  }
}
