import { z } from 'zod';
import { jsonOrThrow, type MediaProvider } from './types.ts';

const answerSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().optional(), url: z.string().optional() })).min(1),
});

/**
 * Sizes the model family accepts, by frame shape: DALL-E 3's, else gpt-image-1's (which most
 * OpenAI-compatible servers also take).
 */
function sizeFor(model: string, orientation: 'portrait' | 'landscape' | 'square'): string {
  const dalle = model.startsWith('dall-e');
  if (orientation === 'square') return '1024x1024';
  if (orientation === 'portrait') return dalle ? '1024x1792' : '1024x1536';
  return dalle ? '1792x1024' : '1536x1024';
}

/**
 * An OpenAI-compatible images endpoint (POST {base}/images/generations): one picture per scene,
 * from its visual query. The answer carries the image inline (b64_json) or as a URL.
 */
export function aiImagesProvider(opts: { baseUrl: string; apiKey?: string; model: string; timeoutMs: number }): MediaProvider {
  const base = opts.baseUrl.replace(/\/$/, '');
  return {
    name: 'ai-images',
    async search(req) {
      const size = sizeFor(opts.model, req.orientation);
      const res = await fetch(`${base}/images/generations`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: opts.model,
          prompt: `${req.query}. Photographic, cinematic light, no text, no letters, no watermark.`,
          n: 1,
          size,
        }),
        // Generation is slow: four times the search timeout.
        signal: AbortSignal.any([req.signal, AbortSignal.timeout(opts.timeoutMs * 4)]),
      });
      const answer = answerSchema.parse(await jsonOrThrow('Images', res, true));
      const first = answer.data[0];
      const url = first?.b64_json ? `data:image/png;base64,${first.b64_json}` : first?.url;
      if (!url) return [];
      const [w, h] = size.split('x').map(Number);
      return [
        {
          provider: 'ai-images',
          id: `ai-${opts.model}-${size}-${req.query}`,
          kind: 'image',
          url,
          width: w ?? 1024,
          height: h ?? 1024,
          ext: 'png',
          credit: `AI-generated image (${opts.model})`,
        },
      ];
    },
  };
}
