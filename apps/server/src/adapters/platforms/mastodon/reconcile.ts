import type { AddressPolicy } from '../../../lib/private-address.ts';
import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending, SETTLE_MS } from '../kit/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';

/** A status's text as typed: Mastodon answers with HTML paragraphs and line breaks. */
const plain = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

/**
 * The account's recent statuses, matched by the video attached at the commit point (or by text
 * for a text-only post). Not there a while after the commit: it was not posted.
 */
export async function mastodonReconcile(r: ReconcileInput, policy: AddressPolicy): Promise<ReconcileOutcome> {
  if (!r.serverUrl || !r.platformUserId) return pending('the connection has no server address or account id');
  const url = `${r.serverUrl}/api/v1/accounts/${encodeURIComponent(r.platformUserId)}/statuses?limit=40`;
  const res = await ask({ step: 'statuses read', method: 'GET', url, policy }, r.accessToken);
  if (isOutcome(res)) return res;
  if (res.status < 200 || res.status >= 300) return notAnswered('statuses read', res);
  const list = jsonOf(res);
  const mediaId = r.ids.mediaId;
  const found = (Array.isArray(list) ? list : []).find((s: unknown) => {
    const media = dig(s, 'media_attachments');
    if (mediaId) return Array.isArray(media) && media.some((m: unknown) => str(dig(m, 'id')) === mediaId);
    return plain(str(dig(s, 'content')) ?? '') === r.text.trim();
  });
  const id = str(dig(found, 'id'));
  if (id) return { state: 'posted', remoteId: id, url: str(dig(found, 'url')) ?? null };
  if (r.now.getTime() - r.committedAt.getTime() < SETTLE_MS) return pending('not among the account’s statuses yet');
  return { state: 'failed', message: 'Mastodon has no status from this post: it was not published. Retry to send it.' };
}
