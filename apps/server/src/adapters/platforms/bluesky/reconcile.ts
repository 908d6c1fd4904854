import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending, SETTLE_MS } from '../kit/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';
import { serverOf, type BlueskyHosts } from './account.ts';
import { postUrl } from './publisher.ts';

/** The record key was chosen before the commit point: the record is there, or it never was made. */
export async function blueskyReconcile(hosts: BlueskyHosts, r: ReconcileInput): Promise<ReconcileOutcome> {
  const { did, rkey } = r.ids;
  if (!did || !rkey) return pending('the commit point recorded no record key');
  const server = serverOf(hosts, r.serverUrl);
  const url = `${server.base}/xrpc/com.atproto.repo.getRecord?${new URLSearchParams({ repo: did, collection: 'app.bsky.feed.post', rkey })}`;
  // Records are public: no session needed (the stored access token may have expired meanwhile).
  const res = await ask({ step: 'record read', method: 'GET', url, auth: 'none', policy: server.policy }, '');
  if (isOutcome(res)) return res;
  if (res.status === 200 && str(dig(jsonOf(res), 'uri'))) return { state: 'posted', remoteId: `at://${did}/app.bsky.feed.post/${rkey}`, url: postUrl(did, rkey) };
  const notFound = res.status === 400 && str(dig(jsonOf(res), 'error')) === 'RecordNotFound';
  if (!notFound) return notAnswered('record read', res);
  if (r.now.getTime() - r.committedAt.getTime() < SETTLE_MS) return pending('the record is not there yet');
  return { state: 'failed', message: 'Bluesky has no post from this publish: it was not published. Retry to send it.' };
}
