import {
  MSG,
  SCRIPT_PLATFORMS,
  scriptText,
  completeVideoSchema,
  spokenSeconds,
  type CompleteVideoRequest,
  type PresenterLayoutChoice,
  type VoiceId,
} from '@reelforge/contracts';
import { z } from 'zod';
import { contractResolver } from '@/lib/forms';
import type { ScriptPlatform } from './options';
import { toStoryboard, type BoardScene } from './storyboard';

/** "Write my own": the creator's script, rendered as written (no writer involved). */
export interface OwnScriptValues {
  title: string;
  script: string;
  platform: ScriptPlatform | '';
  language: string;
  voiceId: VoiceId | '';
}

export const EMPTY_OWN_SCRIPT: OwnScriptValues = { title: '', script: '', platform: '', language: 'en', voiceId: '' };

/** complete-video's own fields, with title, script and platform required for this form. */
export const ownScriptSchema = completeVideoSchema.pick({ language: true, voiceId: true }).extend({
  title: z.string().trim().min(1, MSG.missingFields).max(200, 'The title can be at most 200 characters.'),
  script: z.string().trim().min(1, MSG.missingFields).max(100_000, 'The script can be at most 100,000 characters.'),
  platform: z.enum(SCRIPT_PLATFORMS, { error: MSG.missingFields }),
});
export type OwnScript = z.output<typeof ownScriptSchema>;

const toRequest = (form: OwnScriptValues) => ({
  title: form.title,
  script: form.script,
  platform: form.platform || undefined,
  language: form.language,
  voiceId: form.voiceId || undefined,
});

export const ownScriptResolver = contractResolver<OwnScriptValues, OwnScript>(ownScriptSchema, toRequest);

/** The render request: the title is the topic, and the length is how long the words take to say. */
export const ownScriptRequest = (
  own: OwnScript,
  avatarId?: string,
  presenterLayout?: PresenterLayoutChoice,
): CompleteVideoRequest => ({
  topic: own.title,
  title: own.title,
  script: own.script,
  platform: own.platform,
  duration: spokenSeconds(own.script),
  videoModel: 'runwayml',
  language: own.language,
  voiceId: own.voiceId,
  avatarId,
  presenterLayout: avatarId ? presenterLayout : undefined,
});

/** The render request from the storyboard: its words are the script, and it goes along for the render. */
export function ownStoryboardRequest(
  own: OwnScript,
  board: BoardScene[],
  avatarId?: string,
  presenterLayout?: PresenterLayoutChoice,
): CompleteVideoRequest {
  // The length follows from the board's words, as ownScriptRequest works it out.
  return { ...ownScriptRequest({ ...own, script: scriptText(board) }, avatarId, presenterLayout), storyboard: toStoryboard(board) };
}
