import { SOCIAL_MESSAGES } from '@reelforge/contracts';
import { nowMs, systemClock } from '../../../lib/clock.ts';
import { guardedFetch, privateAddressCause, type AddressPolicy } from '../../../lib/private-address.ts';
import { labelOf, PublishError, type Credentials, type PublishContext } from './publish.ts';

/**
 * How a call may be repeated:
 * - safe: read-only, or idempotent by construction (a byte range, a segment index, an upload
 *   session nobody sees). 429/5xx/network errors are retried here with backoff.
 * - once: mutates but cannot publish (finalize). Never repeated; a failure means "try again later".
 * - publish: may make the post public. Never repeated; no answer means "outcome unknown".
 * Every kind is repeated once after a 401 + token refresh: a 401 did not take effect.
 */
export type Safety = 'safe' | 'once' | 'publish';

export interface Call {
  /** Names the step in messages, e.g. 'status fetch'. */
  step: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  safety: Safety;
  /** 'oauth' sends `Authorization: OAuth <token>` (Meta upload hosts); 'none' for pre-signed URLs. */
  auth?: 'bearer' | 'oauth' | 'none';
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  /** A fresh body per attempt (file streams can be read once). */
  body?: () => RequestBody;
  /** Uploads get the longer timeout. */
  upload?: boolean;
  /** Statuses that are answers rather than errors (default 2xx). */
  ok?: (status: number) => boolean;
  redirect?: 'follow' | 'manual';
  /**
   * For hosts a creator typed (a Mastodon instance, a Bluesky server): the product's private-address
   * policy, checked as the connection is made. Redirects are then not followed.
   */
  policy?: AddressPolicy;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
}

export type Verdict =
  | { class: 'auth' | 'revoked' | 'bad' | 'config'; message: string }
  | { class: 'rate' | 'server'; message: string; waitMs?: number };

export interface RefreshTools {
  send(call: Call): Promise<ApiResponse>;
  now(): number;
}

export interface PlatformRules {
  platform: string;
  /** Defaults to the contracts' label for the id. */
  label?: string;
  /** Only called for statuses `ok` does not accept. */
  classify(res: ApiResponse, now: number): Verdict;
  refresh?: {
    /** Why the token cannot be refreshed, or null when it can. */
    blocker(c: Credentials): { kind: 'disconnect' | 'config'; why: string } | null;
    run(c: Credentials, tools: RefreshTools): Promise<Credentials>;
    /** Refresh before starting when the token expires within this many ms. */
    aheadMs: number;
    /** Whether a 401 mid-flow can be cured by refreshing (Meta: no). */
    on401: boolean;
  };
}

export interface HttpTuning {
  requestTimeoutMs: number;
  uploadTimeoutMs: number;
  maxAttempts: number;
  backoffBaseMs: number;
  maxBackoffMs: number;
  /** Longer rate-limit waits are not slept through: the job gets 'retry' + retryAfterMs. */
  maxInlineWaitMs: number;
}

export const DEFAULT_TUNING: HttpTuning = {
  requestTimeoutMs: 60_000,
  uploadTimeoutMs: 15 * 60_000,
  // One try and two quick retries of a safe call: a platform that is down is reported within
  // seconds, and the publish job's own short retries (NETWORK_RETRY_DELAYS_MS) take it from there.
  maxAttempts: 3,
  backoffBaseMs: 1_000,
  maxBackoffMs: 30_000,
  maxInlineWaitMs: 120_000,
};

type NodeRequestInit = RequestInit & { duplex?: 'half' };

/** A request body (fetch's BodyInit, which this lib setup does not name globally). */
export type RequestBody = NonNullable<RequestInit['body']>;

const HOST_LEVEL =
  /^(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|EHOSTUNREACH|ENETUNREACH|ERR_TLS_|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_)/;

/**
 * DNS, refused connections, unreachable networks and TLS certificate failures: the host can't be
 * talked to at all, so retrying within the same second changes nothing.
 */
export function isHostLevel(err: unknown): boolean {
  const cause = err instanceof Error ? (err as Error & { cause?: unknown }).cause : undefined;
  const code = cause instanceof Error ? (cause as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && HOST_LEVEL.test(code);
}

export function networkMessage(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && err.name === 'TimeoutError') return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  const cause = err instanceof Error ? (err as Error & { cause?: unknown }).cause : undefined;
  const detail = cause instanceof Error ? cause.message : err instanceof Error ? err.message : String(err);
  return `network error (${detail})`;
}

/** One publish attempt's conversation with a platform: current tokens, refresh-once, retries. */
export class ApiSession {
  credentials: Credentials;
  private refreshed = false;
  readonly label: string;

  constructor(
    readonly rules: PlatformRules,
    readonly ctx: PublishContext,
    readonly tuning: HttpTuning,
  ) {
    this.credentials = { ...ctx.credentials };
    this.label = rules.label ?? labelOf(rules.platform);
  }

  get token(): string {
    return this.credentials.accessToken;
  }

  now(): number {
    return this.ctx.now ? this.ctx.now() : nowMs(systemClock);
  }

  log(message: string, data?: Record<string, unknown>) {
    this.ctx.log?.(`${this.label}: ${message}`, data);
  }

  async sleep(ms: number): Promise<void> {
    if (this.ctx.sleep) return this.ctx.sleep(ms);
    const signal = this.ctx.signal;
    signal?.throwIfAborted();
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  backoff(attempt: number): number {
    return Math.min(this.tuning.backoffBaseMs * 2 ** (attempt - 1), this.tuning.maxBackoffMs);
  }

  error(kind: ConstructorParameters<typeof PublishError>[0], platformMessage: string, status?: number) {
    return new PublishError(kind, this.rules.platform, platformMessage, { status, label: this.label });
  }

  private unreachable(step: string, why: string) {
    return new PublishError('retry', this.rules.platform, `${step} failed: ${why}`, {
      label: this.label,
      transient: 'network',
    });
  }

  unknownOutcome(step: string, why: string, ids = ''): PublishError {
    return new PublishError('unknown-outcome', this.rules.platform, why, {
      message:
        `${this.label} did not confirm the ${step} (${why})${ids ? ` [${ids}]` : ''}. The post may or may not be live; ` +
        `it will not be retried automatically. Check ${this.label} before publishing it again.`,
    });
  }

  /** Refreshes first when the stored token is about to expire (or already has). */
  async prepare(): Promise<void> {
    const r = this.rules.refresh;
    const exp = this.credentials.expiresAt;
    if (!r || !exp || exp.getTime() - this.now() > r.aheadMs) return;
    if (r.blocker(this.credentials)) return; // try the token as is; a 401 will say what's wrong
    await this.refresh('the stored token is expiring');
  }

  private async refresh(reason: string): Promise<void> {
    const r = this.rules.refresh;
    const blocked = r
      ? r.blocker(this.credentials)
      : { kind: 'disconnect' as const, why: 'this platform has no token refresh' };
    if (!r || blocked)
      throw this.error(blocked?.kind ?? 'disconnect', `${reason}, and ${blocked?.why}. Reconnect the account.`);
    this.log('refreshing the access token', { reason });
    const next = await r.run(this.credentials, { send: (c) => this.sendOnce(c), now: () => this.now() });
    this.refreshed = true;
    this.credentials = next;
    await this.ctx.onTokensRefreshed(next);
  }

  /** One request, no classification; network failures become PublishError('retry'). */
  private async sendOnce(call: Call): Promise<ApiResponse> {
    try {
      return await this.send(call);
    } catch (err) {
      this.ctx.signal?.throwIfAborted();
      throw this.unreachable(call.step, networkMessage(err, this.tuning.requestTimeoutMs));
    }
  }

  async call(call: Call): Promise<ApiResponse> {
    const ok = call.ok ?? ((s: number) => s >= 200 && s < 300);
    for (let attempt = 1; ; attempt++) {
      let res: ApiResponse;
      try {
        res = await this.send(call);
      } catch (err) {
        const refused = privateAddressCause(err);
        if (refused) throw this.error('config', SOCIAL_MESSAGES.privateServer(refused.host));
        const why = networkMessage(err, call.upload ? this.tuning.uploadTimeoutMs : this.tuning.requestTimeoutMs);
        if (this.ctx.signal?.aborted) {
          if (call.safety === 'publish') throw this.unknownOutcome(call.step, 'cancelled while waiting for the answer');
          throw this.ctx.signal.reason;
        }
        if (call.safety === 'safe' && attempt < this.tuning.maxAttempts && !isHostLevel(err)) {
          this.log(`${call.step}: ${why}; retrying`, { attempt });
          await this.sleep(this.backoff(attempt));
          continue;
        }
        if (call.safety === 'publish' && !isHostLevel(err)) throw this.unknownOutcome(call.step, why);
        throw this.unreachable(call.step, why);
      }
      if (ok(res.status)) return res;

      const v = this.rules.classify(res, this.now());
      switch (v.class) {
        case 'auth':
          if (!this.refreshed && this.rules.refresh?.on401) {
            await this.refresh(`the access token was rejected (${v.message})`);
            continue;
          }
          throw this.error('disconnect', v.message, res.status);
        case 'revoked':
          throw this.error('disconnect', v.message, res.status);
        case 'bad':
          throw this.error('bad-body', v.message, res.status);
        case 'config':
          throw this.error('config', v.message, res.status);
        case 'rate':
        case 'server': {
          const wait = v.waitMs ?? this.backoff(attempt);
          if (call.safety === 'safe' && attempt < this.tuning.maxAttempts && wait <= this.tuning.maxInlineWaitMs) {
            this.log(`${call.step}: HTTP ${res.status} (${v.message}); waiting ${wait} ms`, { attempt });
            await this.sleep(wait);
            continue;
          }
          if (v.class === 'server' && call.safety === 'publish') throw this.unknownOutcome(call.step, v.message);
          throw new PublishError('retry', this.rules.platform, v.message, {
            status: res.status,
            retryAfterMs: v.waitMs,
            label: this.label,
            transient: v.class === 'server' ? 'server' : undefined,
          });
        }
      }
    }
  }

  private send(call: Call): Promise<ApiResponse> {
    return sendCall(call, {
      token: this.token,
      signal: this.ctx.signal,
      timeoutMs: call.upload ? this.tuning.uploadTimeoutMs : this.tuning.requestTimeoutMs,
    });
  }
}

/**
 * The one way Reelforge talks to a platform: publishing sessions and OAuth flows both send
 * through here. Network failures are thrown as they are; callers decide what they mean.
 */
export async function sendCall(
  call: Call,
  opts: { token?: string; signal?: AbortSignal; timeoutMs: number },
): Promise<ApiResponse> {
  const signals = [AbortSignal.timeout(opts.timeoutMs)];
  if (opts.signal) signals.push(opts.signal);
  const headers: Record<string, string> = {};
  const auth = call.auth ?? 'bearer';
  if (auth === 'bearer' && opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (auth === 'oauth' && opts.token) headers.authorization = `OAuth ${opts.token}`;
  let body: RequestBody | undefined;
  if (call.json !== undefined) {
    headers['content-type'] = 'application/json; charset=UTF-8';
    body = JSON.stringify(call.json);
  } else if (call.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(call.form).toString();
  } else if (call.body) {
    body = call.body();
  }
  Object.assign(headers, call.headers);
  const init: NodeRequestInit = {
    method: call.method,
    headers,
    body,
    signal: AbortSignal.any(signals),
    redirect: call.redirect ?? 'follow',
    duplex: 'half',
  };
  const res = call.policy
    ? await guardedFetch(call.url, init as Parameters<typeof guardedFetch>[1], call.policy)
    : await fetch(call.url, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}
