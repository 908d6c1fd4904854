// What translates a video's texts, whoever does it (a LibreTranslate server or a language model):
// the texts in, the same number of texts out, in order.
import { AppError } from '../../lib/errors.ts';

export type TranslateErrorCode = 'translate_private_address' | 'translate_unreachable' | 'translate_timeout' | 'translate_failed';

/** The translator gave no usable answer: 400 for an address not allowed, 504 timed out, else 502. */
export class TranslateError extends AppError {
  constructor(message: string, code: TranslateErrorCode) {
    super(code === 'translate_private_address' ? 400 : code === 'translate_timeout' ? 504 : 502, message, code);
  }
}

export interface TextTranslator {
  readonly kind: 'libretranslate' | 'llm';
  /** For messages and logs: the host it reaches. */
  readonly host?: string;
  /** `texts` from `source` into `target` (language codes such as en, es, de-AT), same length, same order. */
  translate(texts: string[], source: string, target: string, signal?: AbortSignal): Promise<string[]>;
}
