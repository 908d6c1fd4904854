import {
  MSG,
  scriptText,
  type PresenterFrameChoice,
  type PresenterLayoutChoice,
  type ScriptRequestParsed,
  type Video,
} from '@reelforge/contracts';
import type { Dispatch } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toastInvalidForm } from '@/lib/forms';
import {
  ownScriptRequest,
  ownStoryboardRequest,
  type OwnScript,
  type OwnScriptValues,
} from '../../lib/own-script-form';
import { baseLanguage, platformsFor, type ScriptFormValues } from '../../lib/script-form-request';
import { toStoryboard, type BoardScene } from '../../lib/storyboard';
import type { AiVideoFlowAction, AiVideoFlowState } from './ai-video-flow';
import { useLaunchRender } from './use-launch-render';

interface Options {
  state: AiVideoFlowState;
  dispatch: Dispatch<AiVideoFlowAction>;
  scriptForm: UseFormReturn<ScriptFormValues, unknown, ScriptRequestParsed>;
  ownForm: UseFormReturn<OwnScriptValues, unknown, OwnScript>;
  avatarId?: string;
  presenterLayout?: PresenterLayoutChoice;
  presenterFrame?: PresenterFrameChoice;
  templateId?: string;
  onRenderStarted?: (video: Video) => void;
}

/** The three ways a render starts: the written script, the creator's own words, or a storyboard of either. */
export function useFlowRender({
  state,
  dispatch,
  scriptForm,
  ownForm,
  avatarId,
  presenterLayout,
  presenterFrame,
  templateId,
  onRenderStarted,
}: Options) {
  const { launch, pending } = useLaunchRender({
    onStarted: (started, reason) => {
      dispatch({ type: 'renderStarted', video: started, startedAt: Date.now(), reason });
      onRenderStarted?.(started);
    },
    onLimit: (message) => dispatch({ type: 'limitReached', message }),
  });
  const { script, own, mode } = state;
  const { visualSource, ...chosen } = state.style;
  // The presenter's frame travels with the style (stored with the video, so a re-render keeps it).
  const style = { ...chosen, presenterFrame: avatarId ? presenterFrame : undefined };

  function renderScript(storyboard?: BoardScene[]) {
    // Read when pressed: the form is not on screen any more, and watching it would re-render on every key.
    const form = scriptForm.getValues();
    if (!script || !form.platform) return;
    dispatch({ type: 'launching', fromBoard: Boolean(storyboard) });
    const words = storyboard ? scriptText(storyboard) : script.script.trim();
    const fields = { title: script.title.trim(), description: script.description.trim(), script: words };
    // Narrate in the language the script is really written in (a writer may fall back to English).
    const language = baseLanguage(form.language) === baseLanguage(script.language) ? form.language : script.language;
    launch(
      {
        ...fields,
        topic: form.topic.trim(),
        platform: form.platform,
        duration: script.targetSeconds,
        videoModel: 'runwayml',
        hashtags: script.hashtags,
        // The writer's scenes: those still in the (edited) script keep their visuals.
        scenes: storyboard ? undefined : script.scenes,
        // The storyboard's scenes, order and chosen visuals, saved on the video for re-renders.
        storyboard: storyboard ? toStoryboard(storyboard) : undefined,
        tone: form.tone || undefined,
        language,
        voiceId: form.voiceId || undefined,
        avatarId,
        style,
        visualSource,
        presenterLayout: avatarId ? presenterLayout : undefined,
        templateId,
      },
      platformsFor(form.platform),
    );
  }

  const renderOwn = ownForm.handleSubmit(
    (checked) => {
      dispatch({ type: 'launching', fromBoard: false });
      launch(
        { ...ownScriptRequest(checked, avatarId, presenterLayout), style, visualSource },
        platformsFor(checked.platform),
      );
    },
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );

  function renderBoard(scenes: BoardScene[]) {
    if (mode === 'ai') return renderScript(scenes);
    if (!own) return;
    dispatch({ type: 'launching', fromBoard: true });
    launch(
      { ...ownStoryboardRequest(own, scenes, avatarId, presenterLayout), style, visualSource },
      platformsFor(own.platform),
    );
  }

  return { renderScript, renderOwn, renderBoard, launching: pending };
}
