import type { ReconcileOutcome } from '../types.ts';
import { fallbackMessage } from './answer.ts';
import { networkMessage, sendCall, type ApiResponse, type Call } from './http.ts';
import { why } from './oauth.ts';

const TIMEOUT_MS = 20_000;

/**
 * One read-only question about an earlier publish. A failure to ask is never a verdict: the
 * caller turns it into `pending` and asks again on the next sweep.
 */
export async function ask(
  call: Omit<Call, 'step' | 'safety'> & { step: string },
  token: string,
): Promise<ApiResponse | ReconcileOutcome> {
  try {
    return await sendCall({ ...call, safety: 'safe' }, { token, timeoutMs: TIMEOUT_MS });
  } catch (err) {
    return pending(`${call.step}: ${networkMessage(err, TIMEOUT_MS)}`);
  }
}

export const pending = (detail: string): ReconcileOutcome => ({ state: 'pending', detail });

export const isOutcome = (v: ApiResponse | ReconcileOutcome): v is ReconcileOutcome => 'state' in v;

/** A non-2xx answer to a status question: worth asking again later. */
export const notAnswered = (step: string, res: ApiResponse) =>
  pending(`${step}: HTTP ${res.status} (${res.text ? why(res) : fallbackMessage(res)})`);

/** How long a platform may take to show a post it did create before "not found" means "not published". */
export const SETTLE_MS = 2 * 60_000;
