import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending } from '../kit/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';
import { firstPostId } from './publisher.ts';

/** TikTok publishes on its own after the last chunk: its status fetch says how that ended. */
export async function tiktokReconcile(api: string, r: ReconcileInput): Promise<ReconcileOutcome> {
  const publishId = r.ids.publishId;
  if (!publishId) return pending('no publish_id was recorded');
  const res = await ask(
    {
      step: 'status fetch',
      method: 'POST',
      url: `${api}/v2/post/publish/status/fetch/`,
      json: { publish_id: publishId },
    },
    r.accessToken,
  );
  if (isOutcome(res)) return res;
  if (res.status < 200 || res.status >= 300) return notAnswered('status fetch', res);
  const data = dig(jsonOf(res), 'data');
  const status = str(dig(data, 'status')) ?? 'unknown';
  if (status === 'FAILED')
    return {
      state: 'failed',
      message: `TikTok could not publish the video: ${str(dig(data, 'fail_reason')) ?? 'no reason given'}`,
    };
  if (status === 'SEND_TO_USER_INBOX') return { state: 'posted', remoteId: publishId, url: null };
  if (status !== 'PUBLISH_COMPLETE') return pending(`TikTok reports ${status}`);
  const postId = firstPostId(res.text);
  if (!postId) return { state: 'posted', remoteId: publishId, url: null }; // private posts have no public id
  return {
    state: 'posted',
    remoteId: postId,
    url: r.platformUsername ? `https://www.tiktok.com/@${r.platformUsername.replace(/^@/, '')}/video/${postId}` : null,
  };
}
