import { pending } from '../kit/reconcile.ts';
import { graphUrl, type MetaHosts } from '../meta/graph.ts';
import { containerSettled, postedByText } from '../meta/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';
import { instagramContainers } from './container.ts';

/**
 * The Reels container tells whether media_publish took effect (PUBLISHED) or not (FINISHED); the
 * reel itself is then found among the account's media by its caption.
 */
export async function instagramReconcile(hosts: MetaHosts, r: ReconcileInput): Promise<ReconcileOutcome> {
  const settled = await containerSettled(
    instagramContainers(hosts),
    r,
    (state) => `Instagram did not publish the reel (its container is ${state}). Retry to send it.`,
  );
  if (settled !== 'published') return settled;
  if (!r.platformUserId) return pending('the account id is unknown');
  return postedByText(r, {
    step: 'media list',
    url: graphUrl(hosts, `${encodeURIComponent(r.platformUserId)}/media?fields=id,caption,permalink&limit=25`),
    textField: 'caption',
    notYet: 'published, but not yet among the account media',
  });
}
