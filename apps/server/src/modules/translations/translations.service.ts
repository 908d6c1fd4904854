// One video into other languages (issue 28 item 2): each language becomes a new draft video with
// the scenes, title, description and hashtags translated, the storyboard's visuals and scene kinds
// kept, narrated in that language (the same voice preset: the creator's speech engine, or eSpeak's
// voice for the language, speaks it at render), linked to its source. Nothing renders on its own:
// the creator reviews the translated storyboard first. Each translation counts as a video on the plan.
import {
  PLATFORMS,
  TRANSLATION_MESSAGES,
  scriptText,
  spokenSeconds,
  storyboardSchema,
  type CreateTranslations,
  type Platform,
  type Storyboard,
  type TranslationsResponse,
} from '@reelforge/contracts';
import { languageName } from '../../adapters/translate/index.ts';
import type { AppContext } from '../../context/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { clip } from '../../lib/text.ts';
import type { UserRow } from '../auth/index.ts';
import { assertRendersLeft, planLimitError, renderQuota } from '../plans/index.ts';
import { storyboardOfVideo } from '../storyboard/index.ts';
import { renderOptionsSchema, scenesForScript, videoRecords, type RenderOptionsInput, type VideoRow } from '../videos/index.ts';
import { defaultVoiceOf } from '../voice-settings/index.ts';
import { translatorFor } from './translator-choice.ts';
import { videoTexts } from './video-texts.ts';

/** Languages translated at once: a model answers one language per call, and a server has few cores. */
const PARALLEL = 3;

const baseOf = (language: string) => language.toLowerCase().split('-')[0] ?? language;
const firstPlatform = (list: string[]) => list.find((p): p is Platform => (PLATFORMS as readonly string[]).includes(p));

/** The storyboard as the creator left it (kinds included) when it still says the script; else one fitted to the script. */
function sourceStoryboard(row: VideoRow, script: string): Storyboard | null {
  const saved = storyboardSchema.safeParse(row.storyboard ?? undefined);
  if (saved.success && scriptText(saved.data.scenes).replace(/\s+/g, ' ') === script.replace(/\s+/g, ' ')) return saved.data;
  return storyboardOfVideo(row);
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return out;
}

export function translationsService(ctx: AppContext) {
  const videos = videoRecords(ctx);
  return {
    async translate(user: UserRow, id: string, input: CreateTranslations): Promise<TranslationsResponse> {
      const row = await videos.find(user.id, id);
      if (!row) throw notFound('Video not found');
      const script = row.script?.trim();
      if (!script) throw badRequest('Write a script before translating this video.', 'no_script');
      const last = renderOptionsSchema.safeParse(row.renderOptions ?? undefined);
      const previous = last.success ? last.data : null;
      const source = baseOf(previous?.language ?? 'en');
      const own = input.languages.find((l) => baseOf(l) === source);
      if (own) throw badRequest(TRANSLATION_MESSAGES.sameLanguage(languageName(source)), 'translate_same_language');
      // Refused before anything is translated when the plan has no room for them all.
      await assertRendersLeft(ctx, user, input.languages.length);
      const board = sourceStoryboard(row, script);
      if (!board) throw badRequest('This video has more scenes than a storyboard holds, so it cannot be translated scene by scene.', 'no_storyboard');
      const { translator, who } = await translatorFor(ctx, user.id);
      const voiceId = previous?.voiceId ?? (await defaultVoiceOf(ctx, user.id)) ?? 'voice1';

      const drafts = await inBatches(input.languages, PARALLEL, async (language) => {
        const texts = videoTexts({ title: row.title, description: row.description, scenes: board.scenes });
        const translated = texts.apply(await translator.translate(texts.texts, source, language, ctx.shutdown));
        const storyboard = storyboardSchema.parse({ scenes: translated.scenes });
        const words = scriptText(storyboard.scenes);
        const options: RenderOptionsInput = {
          ...(previous ?? {}),
          topic: previous?.topic ?? row.title,
          platform: previous?.platform ?? firstPlatform(row.platforms) ?? 'youtube',
          targetSeconds: previous?.targetSeconds ?? spokenSeconds(words),
          title: translated.title,
          script: words,
          scenes: scenesForScript(words, storyboard.scenes),
          language,
          voiceId,
          avatarId: previous?.avatarId ?? row.avatarId,
          previousStatus: null,
        };
        return { language, storyboard, options, title: clip(translated.title, 200), description: translated.description, script: words };
      });

      const now = ctx.clock.now();
      const rows = await videos.insertManyMetered(
        user.id,
        drafts.map((d) => ({
          userId: user.id,
          title: d.title,
          description: d.description,
          script: d.script,
          platforms: row.platforms,
          status: 'draft' as const,
          renderOptions: renderOptionsSchema.parse(d.options),
          storyboard: d.storyboard,
          avatarId: d.options.avatarId ?? null,
          translationOf: row.id,
          // Counted now: a translation is a video on the plan (its first render this month is then free).
          renderRequestedAt: now,
        })),
        renderQuota(ctx, user),
      );
      if (rows === 'limit') throw planLimitError('videos');
      return {
        sourceId: row.id,
        translator: who,
        videos: rows.map((r, i) => ({ id: r.id, language: drafts[i]!.language, title: r.title })),
      };
    },
  };
}
