import { CAPTION_SCRIPTS, NARRATION_LANGUAGES, TRANSLATION_LANGUAGES, UNCAPTIONED_LANGUAGES, createTranslationsSchema } from '@reelforge/contracts';
import { describe, expect, it } from 'vitest';
import { scriptOf } from '../../../packages/video-engine/src/fonts/scripts.ts';

// Captions in fonts that cover the script (issue 28 item 2): a video is translated only into
// languages whose usual script the engine's caption fonts draw. This fails when the engine learns
// a new script (add it to CAPTION_SCRIPTS) or a narration language is added without a decision.

/** A letter of each script, and the font family the engine draws it with ('latin': the display fonts). */
const SAMPLES: Record<(typeof CAPTION_SCRIPTS)[number], [string, string]> = {
  Latn: ['ñ', 'latin'],
  Cyrl: ['ж', 'latin'],
  Grek: ['λ', 'greek'],
  Arab: ['ب', 'arabic'],
  Hebr: ['ש', 'hebrew'],
  Deva: ['क', 'devanagari'],
  Thai: ['ก', 'thai'],
  Hans: ['中', 'cjk'],
  Hant: ['國', 'cjk'],
  Jpan: ['あ', 'cjk'],
};

const scriptOfLanguage = (code: string) => new Intl.Locale(code).maximize().script ?? '?';

describe('the translation languages', () => {
  it('are the narration languages written in a script the captions draw', () => {
    for (const code of NARRATION_LANGUAGES) {
      const covered = (CAPTION_SCRIPTS as readonly string[]).includes(scriptOfLanguage(code));
      expect({ code, translatable: TRANSLATION_LANGUAGES.includes(code) }).toEqual({ code, translatable: covered });
      expect(UNCAPTIONED_LANGUAGES.includes(code)).toBe(!covered);
    }
  });

  it('are drawn by the engine with the family of their script', () => {
    for (const [script, [letter, family]] of Object.entries(SAMPLES)) {
      expect({ script, family: scriptOf(letter.codePointAt(0)!) }).toEqual({ script, family });
    }
    // Hangul falls to the display fonts, which have no Hangul: Korean stays out until the engine draws it.
    expect(scriptOf('한'.codePointAt(0)!)).toBe('latin');
  });

  it('refuses a language the captions cannot draw, in words', () => {
    const ko = createTranslationsSchema.safeParse({ languages: ['es', 'ko'] });
    expect(ko.success).toBe(false);
    expect(ko.error?.issues[0]?.message).toContain('Captions cannot be drawn');
    expect(createTranslationsSchema.safeParse({ languages: ['hi', 'ru', 'ja', 'ar'] }).success).toBe(true);
  });
});
