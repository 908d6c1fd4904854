// Why a post failed, as a kind the corpus has words for in every language, read from what the
// publish worker stored: `error` (a sentence from POST_MESSAGES or the platform's words) and
// `error_detail` (the technical text, e.g. "network error (getaddrinfo ENOTFOUND open.tiktokapis.com)").
import type { FailureKind } from '@reelforge/contracts/help';

const NETWORK_CODE = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|UND_ERR_[A-Z_]+|CERT_[A-Z_]+)\b/;

export interface Failure {
  kind: FailureKind;
  /** A technical code worth naming to the user (ENOTFOUND...), when the stored text has one. */
  code: string | null;
}

export function failureOf(error: string | null, detail: string | null): Failure {
  const text = `${error ?? ''}\n${detail ?? ''}`;
  const code = NETWORK_CODE.exec(text)?.[1] ?? null;
  const e = error ?? '';
  let kind: FailureKind = 'other';
  if (/^Couldn't reach /.test(e) || (code && /network error/i.test(text))) kind = 'unreachable';
  else if (/is having problems right now/.test(e)) kind = 'platformDown';
  else if (/connection is inactive|Reconnect/i.test(e)) kind = 'disconnected';
  else if (/^Connect your /.test(e)) kind = 'notConnected';
  else if (/could not confirm whether/.test(e)) kind = 'unknownOutcome';
  else if (/stopped unexpectedly|Publishing stopped/.test(e)) kind = 'stopped';
  return { kind, code };
}
