import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending } from '../kit/reconcile.ts';
import { graphUrl, type MetaHosts } from '../meta/graph.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';

/**
 * The Reels container tells whether media_publish took effect (PUBLISHED) or not (FINISHED); the
 * reel itself is then found among the account's media by its caption.
 */
export async function instagramReconcile(hosts: MetaHosts, r: ReconcileInput): Promise<ReconcileOutcome> {
  const { containerId } = r.ids;
  if (!containerId) return pending('no container id was recorded');
  const res = await ask(
    {
      step: 'container status',
      method: 'GET',
      url: graphUrl(hosts, `${encodeURIComponent(containerId)}?fields=status_code,status`),
    },
    r.accessToken,
  );
  if (isOutcome(res)) return res;
  if (res.status < 200 || res.status >= 300) return notAnswered('container status', res);
  const code = str(dig(jsonOf(res), 'status_code')) ?? 'unknown';
  if (code === 'FINISHED' || code === 'EXPIRED' || code === 'ERROR')
    return {
      state: 'failed',
      message: `Instagram did not publish the reel (its container is ${code}). Retry to send it.`,
    };
  if (code !== 'PUBLISHED') return pending(`the container is ${code}`);
  if (!r.platformUserId) return pending('the account id is unknown');
  const media = await ask(
    {
      step: 'media list',
      method: 'GET',
      url: graphUrl(hosts, `${encodeURIComponent(r.platformUserId)}/media?fields=id,caption,permalink&limit=25`),
    },
    r.accessToken,
  );
  if (isOutcome(media)) return media;
  if (media.status < 200 || media.status >= 300) return notAnswered('media list', media);
  const list = dig(jsonOf(media), 'data');
  const found = (Array.isArray(list) ? list : []).find((m: unknown) => str(dig(m, 'caption')) === r.text);
  const id = str(dig(found, 'id'));
  if (!id) return pending('published, but not yet among the account media');
  return { state: 'posted', remoteId: id, url: str(dig(found, 'permalink')) ?? null };
}
