import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending, SETTLE_MS } from '../kit/reconcile.ts';
import { graphUrl, type MetaHosts } from '../meta/graph.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';

export const facebookLink = (link: string | undefined) =>
  link
    ? link.startsWith('http')
      ? link
      : `https://www.facebook.com${link.startsWith('/') ? '' : '/'}${link}`
    : undefined;

/**
 * Facebook answers a Page video or feed post with its id only after creating it, so an
 * interrupted publish is looked for on the Page: its videos (by description) or posts (by
 * message) since the commit point. Not there a while after: it was not published.
 */
export async function facebookReconcile(hosts: MetaHosts, r: ReconcileInput): Promise<ReconcileOutcome> {
  const page = r.ids.page ?? r.platformUserId;
  if (!page) return pending('the Page id is unknown');
  const since = String(Math.floor(r.committedAt.getTime() / 1000) - 60);
  // Commit points record which edge was written; older ones did not, so both are read.
  const edges = r.ids.kind === 'feed' ? (['posts'] as const) : r.ids.kind === 'video' ? (['videos'] as const) : (['videos', 'posts'] as const);
  for (const edge of edges) {
    const field = edge === 'videos' ? 'description' : 'message';
    const step = `Page ${edge} read`;
    const res = await ask(
      {
        step,
        method: 'GET',
        url: graphUrl(hosts, `${encodeURIComponent(page)}/${edge}?${new URLSearchParams({ fields: `id,${field},permalink_url`, since, limit: '25' })}`),
      },
      r.accessToken,
    );
    if (isOutcome(res)) return res;
    if (res.status < 200 || res.status >= 300) return notAnswered(step, res);
    const list = dig(jsonOf(res), 'data');
    const found = (Array.isArray(list) ? list : []).find((x: unknown) => str(dig(x, field)) === r.text);
    const id = str(dig(found, 'id'));
    if (id) {
      const fallback = edge === 'videos' ? `https://www.facebook.com/${page}/videos/${id}` : `https://www.facebook.com/${id}`;
      return { state: 'posted', remoteId: id, url: facebookLink(str(dig(found, 'permalink_url'))) ?? fallback };
    }
  }
  if (r.now.getTime() - r.committedAt.getTime() < SETTLE_MS) return pending('not on the Page yet');
  return { state: 'failed', message: 'Facebook has no post with this text on the Page: it was not published. Retry to send it.' };
}
