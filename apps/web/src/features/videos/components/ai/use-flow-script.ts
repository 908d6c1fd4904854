import { MSG, scriptText, type ScriptRequestParsed, type TemplateDetail } from '@reelforge/contracts';
import type { Dispatch } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/hooks/use-toast';
import { trackEvent } from '@/lib/analytics';
import { toastInvalidForm } from '@/lib/forms';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useGenerateScript } from '../../api/generate-script';
import { EMPTY_OWN_SCRIPT, ownScriptResolver, type OwnScript, type OwnScriptValues } from '../../lib/own-script-form';
import {
  EMPTY_SCRIPT_FORM,
  platformsFor,
  scriptFormResolver,
  type ScriptFormValues,
} from '../../lib/script-form-request';
import { storyboardFromScript, type ScriptSource } from '../../lib/storyboard';
import { regenerateFields, type AiVideoDraft, type AiVideoFlowAction, type AiVideoFlowState } from './ai-video-flow';

/**
 * The flow's two forms and what moves the script along: writing it, opening its storyboard,
 * coming back from there with the storyboard's words, and starting over.
 */
export function useFlowScript(
  { mode, board, script, variation }: AiVideoFlowState,
  dispatch: Dispatch<AiVideoFlowAction>,
  template: TemplateDetail | null | undefined,
  onScriptGenerated?: (draft: AiVideoDraft) => void,
) {
  const ownForm = useForm<OwnScriptValues, unknown, OwnScript>({
    defaultValues: EMPTY_OWN_SCRIPT,
    resolver: ownScriptResolver,
  });
  const scriptForm = useForm<ScriptFormValues, unknown, ScriptRequestParsed>({
    defaultValues: EMPTY_SCRIPT_FORM,
    resolver: scriptFormResolver,
  });
  const generate = useGenerateScript();

  /** Writes from the form; Regenerate adds the script on screen and the next variation. */
  function write(request: ScriptRequestParsed, again?: ReturnType<typeof regenerateFields>) {
    const body = { ...request, ...(template?.structure ? { structure: template.structure } : {}), ...again };
    generate.mutate(body, {
      onSuccess: (res) => {
        trackEvent('ai_model_used', 'video_generation', res.engine);
        dispatch({ type: 'scriptWritten', script: res, variation: again?.variation ?? 0 });
        const draft = { title: res.title, description: res.description, script: res.script };
        onScriptGenerated?.({ ...draft, platforms: platformsFor(request.platform) });
      },
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to generate script. Please try again.' }),
    });
  }

  const writeScript = scriptForm.handleSubmit(
    (request) => write(request),
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );

  /** Regenerate: the same request, told which script is on screen and which variation comes next. */
  const regenerateScript = scriptForm.handleSubmit(
    (request) => write(request, regenerateFields({ script, variation })),
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );

  /** The storyboard of a script as it reads now: kept (with its visuals) while the words match. */
  function openStoryboard(from: ScriptSource) {
    const same = board && scriptText(board) === from.script.trim();
    const next = same ? board : storyboardFromScript(from);
    if (!next) {
      toast({
        title: 'Too long for a storyboard',
        description: 'A storyboard holds up to 40 scenes. Render this script directly.',
      });
      return;
    }
    dispatch({ type: 'storyboardOpened', board: next });
  }

  /** "Write my own" -> Storyboard: one scene per paragraph, checked like Render. */
  const ownStoryboard = ownForm.handleSubmit(
    (checked) => {
      dispatch({ type: 'ownChecked', own: checked });
      openStoryboard({ script: checked.script, scenes: undefined });
    },
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );

  /** Back to the script with the storyboard's words, so edits made there are not lost. */
  function storyboardToScript() {
    if (mode === 'own' && board) ownForm.setValue('script', scriptText(board), { shouldDirty: true });
    dispatch({ type: 'storyboardClosed' });
  }

  /** "Create another": the topic and words go, the settings stay. */
  function createAnother() {
    scriptForm.reset({ ...scriptForm.getValues(), topic: '', sourceUrl: '', additionalInstructions: '' });
    ownForm.reset({ ...ownForm.getValues(), title: '', script: '' });
    dispatch({ type: 'reset' });
  }

  return {
    scriptForm,
    ownForm,
    writeScript,
    regenerateScript,
    writing: generate.isPending,
    openStoryboard,
    ownStoryboard,
    storyboardToScript,
    createAnother,
  };
}
