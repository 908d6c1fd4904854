import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending, SETTLE_MS } from '../kit/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';
import type { PinterestHosts } from './oauth.ts';
import { pinUrl } from './publisher.ts';

/**
 * Pinterest names a Pin only in the answer that created it, so an interrupted publish is looked
 * for on the board it went to (recorded at the commit point) by its description and title. Not
 * there a while after: it was not pinned.
 */
export async function pinterestReconcile(hosts: PinterestHosts, r: ReconcileInput): Promise<ReconcileOutcome> {
  const { boardId } = r.ids;
  if (!boardId) return pending('no board id was recorded');
  const step = 'board pins';
  const res = await ask(
    { step, method: 'GET', url: `${hosts.api}/v5/boards/${encodeURIComponent(boardId)}/pins?page_size=25` },
    r.accessToken,
  );
  if (isOutcome(res)) return res;
  if (res.status < 200 || res.status >= 300) return notAnswered(step, res);
  const items = dig(jsonOf(res), 'items');
  const found = (Array.isArray(items) ? items : []).find(
    (p: unknown) => str(dig(p, 'description')) === r.text && (str(dig(p, 'title')) ?? '') === r.title.trim(),
  );
  const id = str(dig(found, 'id'));
  if (id) return { state: 'posted', remoteId: id, url: pinUrl(id) };
  if (r.now.getTime() - r.committedAt.getTime() < SETTLE_MS) return pending('not on the board yet');
  return { state: 'failed', message: 'Pinterest has no such Pin on the board: it was not pinned. Retry to send it.' };
}
