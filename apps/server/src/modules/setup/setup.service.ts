import type { SetupStatus, StockProvider } from '@reelforge/contracts';
import type { AppContext } from '../../context/index.ts';
import type { UserRow } from '../auth/index.ts';
import { scriptsService } from '../scripts/index.ts';
import { ttsFor } from '../voice-settings/index.ts';
import { creatorKeysOf, type CreatorKeysReader } from './creator-keys.ts';
import { speechPart, visualsPart, writerPart } from './setup-parts.ts';
import { setupRepository } from './setup.repository.ts';

/** The model the video engine asks an OpenAI-compatible speech server for when TTS_MODEL is unset. */
const DEFAULT_TTS_MODEL = 'gpt-4o-mini-tts';

/**
 * The Studio setup card: what writes, speaks and shows for this creator, from their own settings
 * and the server's. `creatorKeys` is the seam to the creator's saved Stock media and Speech keys.
 */
export function setupService(ctx: AppContext, creatorKeys: CreatorKeysReader = creatorKeysOf) {
  const repo = setupRepository(ctx.db);
  const scripts = scriptsService(ctx);

  function serverStock(): StockProvider[] {
    return [...(ctx.config.PEXELS_API_KEY ? (['pexels'] as const) : []), ...(ctx.config.PIXABAY_API_KEY ? (['pixabay'] as const) : [])];
  }

  function serverSpeechServer() {
    const openai = ctx.tts.credentials.openaiCompatible;
    if (!openai) return undefined;
    return {
      provider: openai.baseUrl ? new URL(openai.baseUrl).host : 'OpenAI',
      model: openai.model ?? DEFAULT_TTS_MODEL,
    };
  }

  return {
    async status(user: Pick<UserRow, 'id'>, opts: { refresh?: boolean } = {}): Promise<SetupStatus> {
      // The creator's writer first (refresh probes Ollama again), then the server's, for the Ollama line.
      const writer = await scripts.activeWriterFor(user.id, { refresh: opts.refresh });
      const serverWriter = writer.kind === 'user' ? await scripts.activeWriter() : writer;
      const [dismissed, keys, tts] = await Promise.all([repo.isDismissed(user.id), creatorKeys(ctx, user.id), ttsFor(ctx, user.id)]);
      return {
        dismissed,
        writer: writerPart({
          writer,
          research: ctx.research.enabled,
          ollamaHost: ctx.config.OLLAMA_URL ? new URL(ctx.config.OLLAMA_URL).host : null,
          ollamaDetected: serverWriter.kind === 'ollama',
        }),
        speech: speechPart({ own: keys.speech, engine: tts.engine, available: ctx.tts.available, openai: serverSpeechServer() }),
        visuals: visualsPart({ own: keys.stock, server: serverStock() }),
      };
    },

    async dismiss(user: Pick<UserRow, 'id'>): Promise<void> {
      await repo.dismiss(user.id, ctx.clock.now());
    },
  };
}
