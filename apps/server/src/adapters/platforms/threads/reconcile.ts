import { pending } from '../kit/reconcile.ts';
import { containerSettled, postedByText } from '../meta/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';
import { threadsContainers } from './container.ts';
import { threadsUrl, type ThreadsHosts } from './oauth.ts';

/**
 * The container says whether `threads_publish` took effect (PUBLISHED) or not (FINISHED, EXPIRED,
 * ERROR); the post itself is then found among the user's latest threads by its text.
 */
export async function threadsReconcile(hosts: ThreadsHosts, r: ReconcileInput): Promise<ReconcileOutcome> {
  const settled = await containerSettled(
    threadsContainers(hosts),
    r,
    (state) => `Threads did not publish the post (its container is ${state}). Retry to send it.`,
  );
  if (settled !== 'published') return settled;
  if (!r.platformUserId) return pending('the Threads user id is unknown');
  return postedByText(r, {
    step: 'threads list',
    url: threadsUrl(
      hosts,
      `${encodeURIComponent(r.platformUserId)}/threads?${new URLSearchParams({ fields: 'id,text,permalink,timestamp', limit: '25' })}`,
    ),
    textField: 'text',
    notYet: 'published, but not yet among the latest threads',
  });
}
