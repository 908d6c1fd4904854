import { dig, jsonOf, str } from '../kit/answer.ts';
import { ask, isOutcome, notAnswered, pending } from '../kit/reconcile.ts';
import type { ReconcileInput, ReconcileOutcome } from '../types.ts';
import { containerPhase, readContainer, type MetaContainers } from './container.ts';

/**
 * Settles an interrupted publish from its container (ADR 0021): PUBLISHED means the publish call
 * took effect (`'published'`: the caller then finds the post); FINISHED, EXPIRED or ERROR mean it
 * did not, so the post failed in the network's words; anything else is asked again later.
 */
export async function containerSettled(
  containers: MetaContainers,
  r: ReconcileInput,
  failed: (state: string) => string,
): Promise<ReconcileOutcome | 'published'> {
  const { containerId } = r.ids;
  if (!containerId) return pending('no container id was recorded');
  const step = 'container status';
  const res = await ask({ step, method: 'GET', url: containers.statusUrl(containerId) }, r.accessToken);
  if (isOutcome(res)) return res;
  if (res.status < 200 || res.status >= 300) return notAnswered(step, res);
  const { state } = readContainer(res, containers.fields, 'unknown');
  const phase = containerPhase(state);
  if (phase === 'ready' || phase === 'expired' || phase === 'failed')
    return { state: 'failed', message: failed(state) };
  if (phase !== 'published') return pending(`the container is ${state}`);
  return 'published';
}

/**
 * A published post is found among the account's latest media by its text (Instagram `caption`,
 * Threads `text`): the container does not name the media it became.
 */
export async function postedByText(
  r: ReconcileInput,
  list: { step: string; url: string; textField: string; notYet: string },
): Promise<ReconcileOutcome> {
  const res = await ask({ step: list.step, method: 'GET', url: list.url }, r.accessToken);
  if (isOutcome(res)) return res;
  if (res.status < 200 || res.status >= 300) return notAnswered(list.step, res);
  const data = dig(jsonOf(res), 'data');
  const found = (Array.isArray(data) ? data : []).find((m: unknown) => str(dig(m, list.textField)) === r.text);
  const id = str(dig(found, 'id'));
  if (!id) return pending(list.notYet);
  return { state: 'posted', remoteId: id, url: str(dig(found, 'permalink')) ?? null };
}
