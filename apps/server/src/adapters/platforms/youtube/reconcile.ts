import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending } from '../kit/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';

/**
 * A resumable session answers `bytes *\/total` with the video once the upload completed (200/201),
 * or 308 while bytes are missing: then no video was created.
 */
export async function youtubeReconcile(r: ReconcileInput): Promise<ReconcileOutcome> {
  const { session, size } = r.ids;
  if (!session || !size) return pending('no upload session was recorded');
  const res = await ask(
    {
      step: 'upload status',
      method: 'PUT',
      url: session,
      redirect: 'manual',
      headers: { 'content-range': `bytes */${size}` },
      body: () => '', // sent as Content-Length: 0
    },
    r.accessToken,
  );
  if (isOutcome(res)) return res;
  if (res.status === 200 || res.status === 201) {
    const id = str(dig(jsonOf(res), 'id'));
    if (id) return { state: 'posted', remoteId: id, url: `https://www.youtube.com/watch?v=${id}` };
  }
  if (res.status === 308)
    return {
      state: 'failed',
      message: 'YouTube did not receive the whole video, so it was not published. Retry to send it.',
    };
  return notAnswered('upload status', res);
}
