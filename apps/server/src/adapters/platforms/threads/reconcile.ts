import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending } from '../kit/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';
import { threadsUrl, type ThreadsHosts } from './oauth.ts';

/**
 * The container says whether `threads_publish` took effect (PUBLISHED) or not (FINISHED, EXPIRED,
 * ERROR); the post itself is then found among the user's latest threads by its text.
 */
export async function threadsReconcile(hosts: ThreadsHosts, r: ReconcileInput): Promise<ReconcileOutcome> {
  const { containerId } = r.ids;
  if (!containerId) return pending('no container id was recorded');
  const step = 'container status';
  const res = await ask(
    { step, method: 'GET', url: threadsUrl(hosts, `${encodeURIComponent(containerId)}?fields=status,error_message`) },
    r.accessToken,
  );
  if (isOutcome(res)) return res;
  if (res.status < 200 || res.status >= 300) return notAnswered(step, res);
  const status = str(dig(jsonOf(res), 'status')) ?? 'unknown';
  if (status === 'FINISHED' || status === 'EXPIRED' || status === 'ERROR')
    return {
      state: 'failed',
      message: `Threads did not publish the post (its container is ${status}). Retry to send it.`,
    };
  if (status !== 'PUBLISHED') return pending(`the container is ${status}`);
  if (!r.platformUserId) return pending('the Threads user id is unknown');
  const list = await ask(
    {
      step: 'threads list',
      method: 'GET',
      url: threadsUrl(
        hosts,
        `${encodeURIComponent(r.platformUserId)}/threads?${new URLSearchParams({ fields: 'id,text,permalink,timestamp', limit: '25' })}`,
      ),
    },
    r.accessToken,
  );
  if (isOutcome(list)) return list;
  if (list.status < 200 || list.status >= 300) return notAnswered('threads list', list);
  const data = dig(jsonOf(list), 'data');
  const found = (Array.isArray(data) ? data : []).find((t: unknown) => str(dig(t, 'text')) === r.text);
  const id = str(dig(found, 'id'));
  if (!id) return pending('published, but not yet among the latest threads');
  return { state: 'posted', remoteId: id, url: str(dig(found, 'permalink')) ?? null };
}
