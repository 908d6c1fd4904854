// A language model as the translator: the texts go out as a numbered JSON list, the answer must be
// a list of the same length (zod-checked, with the client's one repair round), in the same order.
import { z } from 'zod';
import type { LlmClient } from '../llm/json-client.ts';
import { TranslateError, type TextTranslator } from './translator.ts';

/** The JSON schema's name: also how the test fake knows a translation request from a script request. */
export const TRANSLATION_SCHEMA_NAME = 'translation';

const names = new Intl.DisplayNames(['en'], { type: 'language' });
export const languageName = (code: string) => {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

const answerSchema = (n: number) =>
  z.object({ translations: z.array(z.string().trim().min(1)).length(n, `exactly ${n} translations, one per text, in order`) });

export function llmTranslator(client: LlmClient, host?: string): TextTranslator {
  return {
    kind: 'llm',
    host,
    async translate(texts, source, target) {
      if (texts.length === 0) return [];
      const schema = answerSchema(texts.length);
      const from = languageName(source);
      const to = languageName(target);
      const shapeHint = `Reply with {"translations": [...]}: exactly ${texts.length} strings, the ${to} translation of each text in the same order.`;
      try {
        const answer = await client.completeJson({
          messages: [
            {
              role: 'system',
              content:
                `You translate short-video texts from ${from} (${source}) into ${to} (${target}). ` +
                'Translate each text on its own, keep its meaning, tone and length, keep numbers, names and emoji, ' +
                'and never add notes. A text that starts with # is a hashtag: answer one hashtag word without spaces. ' +
                shapeHint,
            },
            { role: 'user', content: JSON.stringify({ source, target, texts }) },
          ],
          schema,
          jsonSchema: {
            name: TRANSLATION_SCHEMA_NAME,
            schema: {
              type: 'object',
              properties: { translations: { type: 'array', items: { type: 'string' }, minItems: texts.length, maxItems: texts.length } },
              required: ['translations'],
              additionalProperties: false,
            },
          },
          shapeHint,
          temperature: 0.2,
          outputTokens: Math.min(8000, 200 + texts.join(' ').length),
        });
        return answer.translations;
      } catch (err) {
        // The model's own errors (timeouts, refusals) already speak for themselves.
        if (err instanceof Error && 'status' in err) throw err;
        throw new TranslateError(`The language model could not translate into ${to}.`, 'translate_failed');
      }
    },
  };
}
