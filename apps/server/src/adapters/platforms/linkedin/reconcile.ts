import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending, SETTLE_MS } from '../kit/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';
import type { LinkedInHosts } from './oauth.ts';
import { linkedinCommentary } from './publisher.ts';

/**
 * LinkedIn names a post (x-restli-id) only in the answer that created it, so an interrupted
 * publish is looked for among the author's latest posts ("find posts by author"): by its video
 * URN when it had one, else by its commentary as it was sent. Not there a while after: it was not
 * published. Reading a member's posts needs r_member_social; without it the post stays unconfirmed.
 */
export async function linkedinReconcile(hosts: LinkedInHosts, r: ReconcileInput): Promise<ReconcileOutcome> {
  const id = r.platformUserId;
  if (!id) return pending('the member id is unknown');
  const author = id.startsWith('urn:li:') ? id : `urn:li:person:${id}`;
  const step = 'posts by author';
  const res = await ask(
    {
      step,
      method: 'GET',
      url: `${hosts.api}/rest/posts?${new URLSearchParams({ author, q: 'author', count: '20', sortBy: 'LAST_MODIFIED' })}`,
      headers: { 'linkedin-version': hosts.version, 'x-restli-protocol-version': '2.0.0' },
    },
    r.accessToken,
  );
  if (isOutcome(res)) return res;
  if (res.status < 200 || res.status >= 300) return notAnswered(step, res);
  const commentary = linkedinCommentary({ title: r.title, caption: r.caption ?? r.text, hashtags: r.hashtags });
  const list = dig(jsonOf(res), 'elements');
  const found = (Array.isArray(list) ? list : []).find((p: unknown) =>
    r.ids.video ? str(dig(p, 'content', 'media', 'id')) === r.ids.video : str(dig(p, 'commentary')) === commentary,
  );
  const urn = str(dig(found, 'id'));
  if (urn) return { state: 'posted', remoteId: urn, url: `https://www.linkedin.com/feed/update/${urn}/` };
  if (r.now.getTime() - r.committedAt.getTime() < SETTLE_MS) return pending('not among the latest posts yet');
  return { state: 'failed', message: 'LinkedIn has no such post on the profile: it was not published. Retry to send it.' };
}
