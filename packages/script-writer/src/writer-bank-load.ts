// Turns a language's bank text (see writer-bank.ts for the format) into a LanguageBank, checking
// at load that every tone, platform and section is there.
import { SCRIPT_PLATFORMS } from '@reelforge/contracts';
import {
  blockNamed,
  NOTES_SECTIONS,
  NOTICE_KEYS,
  parseBank,
  sectionOf,
  texts,
  toneBanks,
  type Angle,
  type LanguageBank,
  type LanguageHelpers,
  type NotesBank,
  type ScriptPlatform,
} from './writer-bank.ts';

export function languageBank(text: string, angles: Angle[], helpers: LanguageHelpers): LanguageBank {
  const blocks = parseBank(text);
  const platforms = SCRIPT_PLATFORMS.map((p) => [p, blockNamed(blocks, 'platform', p)] as const);
  const common = blockNamed(blocks, 'common');
  const notes = blockNamed(blocks, 'notes');
  const notices = blockNamed(blocks, 'notices');
  return {
    ...helpers,
    tones: toneBanks(blocks),
    angles,
    ctas: Object.fromEntries(platforms.map(([p, b]) => [p, sectionOf(b, 'ctas')])) as Record<ScriptPlatform, LanguageBank['ctas'][ScriptPlatform]>,
    briefCtas: Object.fromEntries(platforms.map(([p, b]) => [p, sectionOf(b, 'brief')])) as Record<ScriptPlatform, LanguageBank['ctas'][ScriptPlatform]>,
    platformTags: Object.fromEntries(platforms.map(([p, b]) => [p, texts(sectionOf(b, 'tags'))])) as Record<ScriptPlatform, string[]>,
    notes: Object.fromEntries(NOTES_SECTIONS.map((s) => [s, sectionOf(notes, s)])) as NotesBank,
    sectionOpeners: sectionOf(common, 'sectionOpeners'),
    contexts: texts(sectionOf(common, 'contexts')),
    minutes: texts(sectionOf(common, 'minutes')),
    days: texts(sectionOf(common, 'days')),
    notices: Object.fromEntries(NOTICE_KEYS.map((k) => [k, texts(sectionOf(notices, k)).join(' ')])) as LanguageBank['notices'],
  };
}
