import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending, SETTLE_MS } from '../kit/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';

/**
 * X gives no id before the post exists, so the account's posts since the commit point are read
 * and matched by their text. Not there a while after: it was not posted.
 */
export async function xReconcile(api: string, r: ReconcileInput): Promise<ReconcileOutcome> {
  if (!r.platformUserId) return pending('the account id is unknown');
  const since = new Date(r.committedAt.getTime() - 60_000).toISOString();
  const url = `${api}/2/users/${encodeURIComponent(r.platformUserId)}/tweets?${new URLSearchParams({
    max_results: '20',
    start_time: since,
    'tweet.fields': 'created_at',
  })}`;
  const res = await ask({ step: 'timeline read', method: 'GET', url }, r.accessToken);
  if (isOutcome(res)) return res;
  if (res.status < 200 || res.status >= 300) return notAnswered('timeline read', res);
  const list = dig(jsonOf(res), 'data');
  const found = (Array.isArray(list) ? list : []).find((t: unknown) => str(dig(t, 'text')) === r.text);
  const id = str(dig(found, 'id'));
  if (id) return { state: 'posted', remoteId: id, url: `https://x.com/i/web/status/${id}` };
  if (r.now.getTime() - r.committedAt.getTime() < SETTLE_MS) return pending('not on the timeline yet');
  return { state: 'failed', message: 'X has no post with this text: it was not published. Retry to send it.' };
}
