import {
  ALL_EXPANSION,
  MSG,
  scriptRequestSchema,
  type Platform,
  type ScriptDuration,
  type ScriptRequestParsed,
  type Tone,
  type VoiceId,
} from '@reelforge/contracts';
import { contractResolver, requiredMark } from '@/lib/forms';
import type { ScriptPlatform } from './options';

/** The script form as the person fills it: empty selects are '', the minutes a typed string. */
export interface ScriptFormValues {
  /** What the script is written from: a topic (researched), or a web page's article. */
  source: 'topic' | 'link';
  topic: string;
  /** "From a link": the page's address. */
  sourceUrl: string;
  duration: ScriptDuration | '';
  durationMinutes: string;
  platform: ScriptPlatform | '';
  tone: Tone | '';
  additionalInstructions: string;
  language: string;
  voiceId: VoiceId | '';
}

/**
 * The length and tone that suit each platform: a new script starts from them, and they follow the
 * platform until the creator picks their own (issue 27 item 17: no required field starts empty).
 */
export const PLATFORM_SCRIPT_DEFAULTS: Record<ScriptPlatform, { duration: ScriptDuration; tone: Tone }> = {
  tiktok: { duration: '15-30 seconds', tone: 'casual-friendly' },
  instagram: { duration: '15-30 seconds', tone: 'casual-friendly' },
  facebook: { duration: '30-60 seconds', tone: 'engaging-educational' },
  youtube: { duration: '1-3 minutes', tone: 'engaging-educational' },
  all: { duration: '30-60 seconds', tone: 'engaging-educational' },
};
/** TikTok: the platform every plan publishes to (Free is TikTok only). */
const DEFAULT_PLATFORM: ScriptPlatform = 'tiktok';

export const EMPTY_SCRIPT_FORM: ScriptFormValues = {
  source: 'topic',
  topic: '',
  sourceUrl: '',
  duration: PLATFORM_SCRIPT_DEFAULTS[DEFAULT_PLATFORM].duration,
  durationMinutes: '5',
  platform: DEFAULT_PLATFORM,
  tone: PLATFORM_SCRIPT_DEFAULTS[DEFAULT_PLATFORM].tone,
  additionalInstructions: '',
  language: 'en',
  voiceId: '',
};

export const platformsFor = (p: ScriptFormValues['platform']): Platform[] =>
  p === 'all' ? ALL_EXPANSION : p ? [p] : [];
export const baseLanguage = (code: string) => code.toLowerCase().split('-')[0];

const isLongForm = (form: Pick<ScriptFormValues, 'duration'>) => form.duration === '3+ minutes';

/** The request POST /api/ai/generate-script takes for this form. */
export const toScriptRequest = (form: ScriptFormValues) => ({
  topic: form.topic,
  // An empty link is sent as '' so the contract names what is missing (the link, not the topic).
  ...(form.source === 'link' ? { sourceUrl: form.sourceUrl.trim() } : {}),
  duration: form.duration || undefined,
  platform: form.platform || undefined,
  tone: form.tone || undefined,
  additionalInstructions: form.additionalInstructions.trim() || undefined,
  language: form.language,
  durationMinutes: isLongForm(form) && form.durationMinutes.trim() !== '' ? Number(form.durationMinutes) : undefined,
});

/**
 * The API's schema, plus one thing the form asks for: a long video's length in minutes (the API
 * falls back to 5 when it is left out; the form's box starts at 5, so an empty box is a mistake).
 */
const scriptFormSchema = scriptRequestSchema.refine(
  (r) => r.duration !== '3+ minutes' || r.durationMinutes !== undefined,
  {
    path: ['durationMinutes'],
    message: MSG.missingFields,
  },
);

export const scriptFormResolver = contractResolver<ScriptFormValues, ScriptRequestParsed>(
  scriptFormSchema,
  toScriptRequest,
);

/** Under an empty required field a short mark; the toast carries the spec's sentence. */
export const fieldMessage = requiredMark(MSG.missingFields);
