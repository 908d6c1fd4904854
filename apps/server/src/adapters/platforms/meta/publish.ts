import { dig, jsonOf, str } from '../kit/answer.ts';
import type { ApiSession, Call } from '../kit/http.ts';
import { commit } from '../kit/session.ts';

/**
 * Publishes a FINISHED container (Instagram `media_publish`, Threads `threads_publish`): the point
 * of no return for both, so the commit point fires first and an answer without the media id is an
 * unknown outcome (reconcile settles it from the container), never a reason to publish again.
 */
export async function publishContainer(
  s: ApiSession,
  containerId: string,
  commitStep: string,
  call: Omit<Call, 'safety'>,
): Promise<string> {
  await commit(s, s.rules.platform, commitStep, { containerId });
  const mediaId = str(dig(jsonOf(await s.call({ ...call, safety: 'publish' })), 'id'));
  if (!mediaId) throw s.unknownOutcome('publish', 'the answer had no media id', `container ${containerId}`);
  return mediaId;
}

/**
 * The published media's `permalink`. The post is live already: without its link it is still
 * posted, just unlinked, so a failed read is null rather than a failure.
 */
export const permalinkOf = (s: ApiSession, url: string): Promise<string | null> =>
  s
    .call({ step: 'permalink', method: 'GET', url, safety: 'safe' })
    .then((res) => str(dig(jsonOf(res), 'permalink')) ?? null)
    .catch(() => null);
