import type { ApiResponse } from './http.ts';

// Reading platforms' answers without trusting their shape.

export function jsonOf(res: ApiResponse): unknown {
  try {
    return res.text ? JSON.parse(res.text) : undefined;
  } catch {
    return undefined;
  }
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** Reads `a.b.c` from parsed JSON without trusting its shape. */
export function dig(v: unknown, ...keys: (string | number)[]): unknown {
  let cur = v;
  for (const k of keys) {
    if (typeof k === 'number') cur = Array.isArray(cur) ? cur[k] : undefined;
    else cur = isRecord(cur) ? cur[k] : undefined;
  }
  return cur;
}

/** When the platform's own message is missing, say what happened rather than '{}'. */
export function fallbackMessage(res: ApiResponse): string {
  const text = res.text.trim();
  if (text && text !== '{}' && text.length <= 300 && !text.startsWith('<')) return `HTTP ${res.status}: ${text}`;
  return `HTTP ${res.status} with no error message`;
}

/** Rate-limit hints: Retry-After, X's x-rate-limit-reset, Meta's usage headers. */
export function waitFromHeaders(h: Headers, now: number): number | undefined {
  const retryAfter = h.get('retry-after')?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Math.ceil(Number(retryAfter) * 1000);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = h.get('x-rate-limit-reset')?.trim();
  if (reset && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - now);
  let minutes: number | undefined;
  for (const name of ['x-business-use-case-usage', 'x-app-usage', 'x-ad-account-usage']) {
    const raw = h.get(name);
    if (!raw) continue;
    try {
      const m = maxRegainMinutes(JSON.parse(raw));
      if (m !== undefined) minutes = Math.max(minutes ?? 0, m);
    } catch {
      // a malformed usage header is just no hint
    }
  }
  return minutes === undefined ? undefined : minutes * 60_000;
}

function maxRegainMinutes(v: unknown): number | undefined {
  if (Array.isArray(v)) return v.map(maxRegainMinutes).reduce<number | undefined>(maxOf, undefined);
  if (!isRecord(v)) return undefined;
  let best: number | undefined;
  for (const [k, val] of Object.entries(v)) {
    if (k === 'estimated_time_to_regain_access' && typeof val === 'number') best = maxOf(best, val);
    else best = maxOf(best, maxRegainMinutes(val));
  }
  return best;
}

const maxOf = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);
