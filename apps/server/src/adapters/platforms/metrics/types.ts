import { dig, jsonOf } from '../kit/answer.ts';
import { networkMessage, sendCall, type ApiResponse, type Call } from '../kit/http.ts';
import { isOk, why } from '../kit/oauth.ts';

/** What a platform reported for one post. A field it does not report is absent, never 0. */
export interface PostStats {
  views?: number;
  likes?: number;
  comments?: number;
  shares?: number;
}

/** The connected account a metrics call acts for. */
export interface MetricsAccount {
  accessToken: string;
  /** The platform's account id (TikTok open_id, IG user id, Page id, LinkedIn member id). */
  platformUserId: string | null;
  /** The creator's own server (Mastodon instance, Bluesky PDS), for platforms without one fixed host. */
  serverUrl?: string | null;
}

/** One platform's statistics endpoints (ADR 0022). */
export interface MetricsFetcher {
  /** Stats per remote post id; ids the platform gives nothing for are left out. */
  posts(account: MetricsAccount, remoteIds: string[]): Promise<Map<string, PostStats>>;
  /** The account's followers, or null when the platform does not say. */
  followers(account: MetricsAccount): Promise<number | null>;
  /**
   * Lifetime estimated revenue in cents per remote id; null when the channel does not grant it
   * (no monetary scope, not monetised). Only platforms with a revenue API have this.
   */
  revenue?(account: MetricsAccount, remoteIds: string[], now: Date): Promise<Map<string, number> | null>;
}

/** A metrics call that failed, in the platform's words. */
export class MetricsError extends Error {
  override readonly name = 'MetricsError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 30_000;

/** One read-only call; a refusal or network failure becomes a MetricsError naming the step. */
export async function metricsCall(
  step: string,
  call: Omit<Call, 'step' | 'safety'>,
  token: string,
): Promise<ApiResponse> {
  let res: ApiResponse;
  try {
    res = await sendCall(
      { ...call, step, safety: 'safe', headers: { accept: 'application/json', ...call.headers } },
      { token, timeoutMs: TIMEOUT_MS },
    );
  } catch (err) {
    throw new MetricsError(`${step} failed: ${networkMessage(err, TIMEOUT_MS)}`);
  }
  if (!isOk(res)) throw new MetricsError(`${step} was refused: ${why(res)}`, res.status);
  return res;
}

export const jsonAt = (res: ApiResponse, ...keys: (string | number)[]) => dig(jsonOf(res), ...keys);

/** A count as platforms send it: a JSON number or a decimal string (YouTube). Anything else is "not reported". */
export function countOf(v: unknown): number | undefined {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : undefined;
}

/** Drops the fields a platform did not report; null when it reported none. */
export function statsOf(s: PostStats): PostStats | null {
  const out: PostStats = {};
  for (const k of ['views', 'likes', 'comments', 'shares'] as const) if (s[k] !== undefined) out[k] = s[k];
  return Object.keys(out).length ? out : null;
}

export function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
