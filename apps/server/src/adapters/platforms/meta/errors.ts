import { dig, fallbackMessage, jsonOf, str, waitFromHeaders } from '../kit/answer.ts';
import type { ApiResponse, Verdict } from '../kit/http.ts';

// The Graph API (Instagram, Facebook) and the Threads API answer errors in one shape and with one
// set of codes, so both read them here: a code means the same thing whichever network sent it.

const THROTTLE_CODES = new Set([4, 17, 32, 613]);

/** Graph API errors ({error:{code, error_subcode, message, error_user_msg}}) and rupload's debug_info. */
export function classifyMeta(res: ApiResponse, now: number): Verdict {
  const body = jsonOf(res);
  const err = dig(body, 'error');
  const code = Number(dig(err, 'code'));
  const message =
    str(dig(err, 'error_user_msg')) ??
    str(dig(err, 'message')) ??
    str(dig(body, 'debug_info', 'message')) ??
    fallbackMessage(res);
  const text = Number.isFinite(code) && code > 0 ? `${message} (code ${code})` : message;
  if (code === 190 || code === 102 || res.status === 401) return { class: 'auth', message: text };
  if (code === 10 || (code >= 200 && code <= 299)) return { class: 'revoked', message: text };
  if (THROTTLE_CODES.has(code) || (code >= 80001 && code <= 80014) || res.status === 429) {
    return { class: 'rate', message: text, waitMs: waitFromHeaders(res.headers, now) };
  }
  if (
    code === 1 ||
    code === 2 ||
    dig(err, 'is_transient') === true ||
    dig(body, 'debug_info', 'retriable') === true ||
    res.status >= 500
  ) {
    return { class: 'server', message: text, waitMs: waitFromHeaders(res.headers, now) };
  }
  return { class: 'bad', message: text };
}
