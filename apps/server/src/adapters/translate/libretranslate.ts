// A LibreTranslate-compatible server: POST {TRANSLATE_URL}/translate with JSON { q, source,
// target, format: "text", api_key? } where q is an array, answered { translatedText: [...] } in
// the same order. Self-hosted LibreTranslate runs without a model; any server speaking the same
// protocol works. Reached through the address policy (TRANSLATE_PRIVATE_HOSTS allows a LAN host).
import type { Config } from '../../config.ts';
import { guardedFetch, privateAddressCause, type AddressPolicy } from '../../lib/private-address.ts';
import { TranslateError, type TextTranslator } from './translator.ts';

export type LibreTranslateConfig = Pick<Config, 'TRANSLATE_URL' | 'TRANSLATE_API_KEY' | 'TRANSLATE_TIMEOUT_MS' | 'TRANSLATE_PRIVATE_HOSTS'>;

/** LibreTranslate's codes where they differ from the product's narration codes (eSpeak's). */
const LIBRE_CODES: Record<string, string> = { cmn: 'zh', yue: 'zh', nb: 'nb' };
export const libreCode = (language: string) => {
  const base = language.toLowerCase().split('-')[0] ?? language;
  return LIBRE_CODES[base] ?? base;
};

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** The translator, or null when TRANSLATE_URL is unset. */
export function createLibreTranslate(config: LibreTranslateConfig, policy?: AddressPolicy): TextTranslator | null {
  if (!config.TRANSLATE_URL) return null;
  const endpoint = new URL('translate', config.TRANSLATE_URL.endsWith('/') ? config.TRANSLATE_URL : `${config.TRANSLATE_URL}/`);
  const guard = policy ?? { allowPrivate: config.TRANSLATE_PRIVATE_HOSTS };
  const timeoutMs = config.TRANSLATE_TIMEOUT_MS;
  const host = endpoint.host;

  return {
    kind: 'libretranslate',
    host,
    async translate(texts, source, target, signal) {
      if (texts.length === 0) return [];
      const deadline = AbortSignal.timeout(timeoutMs);
      const body = {
        q: texts,
        source: libreCode(source),
        target: libreCode(target),
        format: 'text',
        ...(config.TRANSLATE_API_KEY ? { api_key: config.TRANSLATE_API_KEY } : {}),
      };
      let res;
      try {
        res = await guardedFetch(
          endpoint,
          { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body), signal: signal ? AbortSignal.any([deadline, signal]) : deadline },
          guard,
        );
      } catch (err) {
        if (privateAddressCause(err)) {
          throw new TranslateError(
            `The translation server ${host} is on a private network, which this server does not connect to. Ask the server’s operator to allow it (TRANSLATE_PRIVATE_HOSTS=true).`,
            'translate_private_address',
          );
        }
        if (deadline.aborted) throw new TranslateError(`The translation server ${host} did not answer within ${seconds(timeoutMs)}.`, 'translate_timeout');
        const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
        const reason = (cause as { code?: string }).code ?? (cause instanceof Error ? cause.message : String(cause));
        throw new TranslateError(`Could not reach the translation server ${host} (${reason}).`, 'translate_unreachable');
      }
      let answer: unknown;
      try {
        answer = await res.json();
      } catch {
        if (deadline.aborted) throw new TranslateError(`The translation server ${host} did not answer within ${seconds(timeoutMs)}.`, 'translate_timeout');
        throw new TranslateError(`The translation server ${host} answered ${res.status} with something that is not JSON.`, 'translate_failed');
      }
      const { translatedText, error } = (answer ?? {}) as { translatedText?: unknown; error?: unknown };
      if (!res.ok || typeof error === 'string') {
        const why = typeof error === 'string' ? error : `HTTP ${res.status}`;
        throw new TranslateError(`The translation server ${host} refused to translate into ${target} (${why}).`, 'translate_failed');
      }
      const list = Array.isArray(translatedText) ? translatedText : [translatedText];
      if (list.length !== texts.length || !list.every((t): t is string => typeof t === 'string' && t.trim() !== '')) {
        throw new TranslateError(`The translation server ${host} gave ${list.length} translations for ${texts.length} texts.`, 'translate_failed');
      }
      return list.map((t) => t.trim());
    },
  };
}
