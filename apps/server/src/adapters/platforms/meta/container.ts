import { dig, jsonOf, str } from '../kit/answer.ts';
import type { ApiResponse, ApiSession } from '../kit/http.ts';
import { pollUntil, type PublisherTuning } from '../kit/session.ts';

/**
 * Instagram and Threads publish through the same kind of media container and name its states
 * alike (IN_PROGRESS, FINISHED, ERROR, EXPIRED, PUBLISHED), so what each state means for a publish
 * is decided once, here; each network keeps its own field names, endpoints and words.
 */
export type ContainerPhase =
  /** IN_PROGRESS: still processing; ask again. */
  | 'processing'
  /** FINISHED: ready, and not published yet. */
  | 'ready'
  /** PUBLISHED: the publish call took effect. */
  | 'published'
  /** ERROR: processing failed; this container will never publish. */
  | 'failed'
  /** EXPIRED: left unpublished for 24 h; nothing was published. */
  | 'expired'
  /** A state neither API documents. */
  | 'unknown';

const PHASES: Record<string, ContainerPhase> = {
  IN_PROGRESS: 'processing',
  FINISHED: 'ready',
  PUBLISHED: 'published',
  ERROR: 'failed',
  EXPIRED: 'expired',
};

export const containerPhase = (state: string): ContainerPhase => PHASES[state] ?? 'unknown';

/** Where a network's status answer keeps the state and the reason for an ERROR. */
export interface ContainerFields {
  /** Instagram: `status_code`; Threads: `status`. */
  state: string;
  /** Instagram: `status` (a sentence); Threads: `error_message`. */
  reason: string;
}

/** One network's containers: how to ask for a state, and the words it shows when one ends badly. */
export interface MetaContainers {
  fields: ContainerFields;
  /** The status read's URL (with `fields=` for both fields) on the network's own host and version. */
  statusUrl(containerId: string): string;
  /** Shown (with the state) when processing outlasts the polls. */
  stillProcessing(lastState: string): string;
  /** Shown (with the reason or "no reason given") when processing failed. */
  couldNotProcess(reason: string): string;
  /** Shown when the container expired before it was published. */
  expired: string;
}

/** The state and reason of a status answer; `missing` stands in for an answer without a state. */
export function readContainer(res: ApiResponse, fields: ContainerFields, missing: string) {
  const body = jsonOf(res);
  return { state: str(dig(body, fields.state)) ?? missing, reason: str(dig(body, fields.reason)) };
}

/**
 * Polls until the container is processed, then lets the publish go on only from FINISHED. A failed
 * one is the post's fault (`bad-body`); an expired one published nothing, so it may run again
 * (`retry`); one already PUBLISHED (or in a state nobody documents) may be live, so it is an
 * unknown outcome, never a second publish.
 */
export async function waitForContainer(
  s: ApiSession,
  tuning: PublisherTuning,
  containers: MetaContainers,
  containerId: string,
): Promise<void> {
  const ready = await pollUntil(
    s,
    tuning,
    async () => {
      const res = await s.call({
        step: 'container status',
        method: 'GET',
        url: containers.statusUrl(containerId),
        safety: 'safe',
      });
      // A status answer without a state is read as still processing: the next poll asks again.
      const st = readContainer(res, containers.fields, 'IN_PROGRESS');
      return containerPhase(st.state) === 'processing' ? { done: false, state: st.state } : { done: true, value: st };
    },
    (last) => s.error('retry', containers.stillProcessing(last)),
  );
  const phase = containerPhase(ready.state);
  if (phase === 'failed') throw s.error('bad-body', containers.couldNotProcess(ready.reason ?? 'no reason given'));
  if (phase === 'expired') throw s.error('retry', containers.expired);
  if (phase !== 'ready')
    throw s.unknownOutcome('publish', `the container is already ${ready.state}`, `container ${containerId}`);
}
