// Waiting for what workers do in the background: a condition, or a video's render.
import type { TestEnv } from './server.ts';

/**
 * Polls `fn` until it returns something truthy and returns that; an error it throws counts as
 * "not yet" (the last one is named when time runs out).
 */
export async function waitFor<T>(
  fn: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 60_000,
  everyMs = 200,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Polls a video until its render ends (any status but generating), or gives up after `timeoutMs`
 * and returns it as it is; `V` names the fields a caller reads (GET /api/videos/{id}'s answer).
 */
export async function untilRendered<V extends { status: string } = { status: string } & Record<string, unknown>>(
  app: TestEnv['app'],
  id: string,
  headers: Record<string, string>,
  timeoutMs = 240_000,
): Promise<V> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const video = (await app.inject({ url: `/api/videos/${id}`, headers })).json();
    if (video.status !== 'generating' || Date.now() > until) return video;
    await new Promise((r) => setTimeout(r, 250));
  }
}
