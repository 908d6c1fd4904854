import type { PresenterFrameChoice, PresenterLayoutChoice, TemplateDetail, Video } from '@reelforge/contracts';
import { useMemo, useReducer, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { languageOptions, useAgentHealth, useCapabilities } from '../api/get-capabilities';
import { useVideo } from '../api/get-video';
import {
  aiVideoFlowReducer,
  flowDescription,
  flowTitle,
  initialFlowState,
  searchFrame,
  shownVideo,
  storyboardShown,
} from './ai/ai-video-flow';
import { FlowSteps } from './ai/flow-steps';
import { FormStep } from './ai/form-step';
import { PlanLimitAlert } from './ai/plan-limit';
import { RenderStatus } from './ai/render-status';
import { ScriptReview } from './ai/script-review';
import { StoryboardStep } from './ai/storyboard-step';
import { StyleFields } from './ai/style-fields';
import { useFlowDefaults } from './ai/use-flow-defaults';
import { useFlowRender } from './ai/use-flow-render';
import { useFlowScript } from './ai/use-flow-script';
import { useRenderAnnouncement } from './ai/use-render-announcement';

import type { AiVideoDraft } from './ai/ai-video-flow';

export type { AiVideoDraft };

export interface AiVideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Open in Studio": the studio selects the video, other screens go to /video-studio?video=id. */
  onOpenInStudio: (videoId: string) => void;
  /** A script was written: the studio fills its local draft with it. */
  onScriptGenerated?: (draft: AiVideoDraft) => void;
  /** The render started: the video now exists on the server as 'generating'. */
  onRenderStarted?: (video: Video) => void;
  /** Hook point for the avatar picker (avatar feature), composed by the app layer. */
  avatarSlot?: ReactNode;
  avatarId?: string;
  /** Where the chosen avatar presents (composed by the app layer with the picker). */
  presenterLayout?: PresenterLayoutChoice;
  /** How the chosen avatar is framed: a circle or cut out (composed with the picker too). */
  presenterFrame?: PresenterFrameChoice;
  /** Opens Settings (composed by the app layer), where a user connects their own language model. */
  onOpenSettings?: () => void;
  /** "Use template": the picker (templates feature, composed by the app layer) and what it picked. */
  templateSlot?: ReactNode;
  template?: TemplateDetail | null;
}

/**
 * The AI video flow: script form -> the generated script, editable -> Generate Complete Video ->
 * stage and percent while the job renders -> the finished video, playing. The same dialog serves
 * the studio and the dashboard's quick action. The steps and what they hold: ./ai/ai-video-flow.
 */
export function AiVideoDialog(props: AiVideoDialogProps) {
  const { open, onOpenChange, onOpenInStudio, onScriptGenerated, avatarSlot, template } = props;
  const [state, dispatch] = useReducer(aiVideoFlowReducer, initialFlowState);
  const { step, mode, script, board, own, render, limit } = state;
  const {
    scriptForm,
    ownForm,
    writeScript,
    regenerateScript,
    writing,
    openStoryboard,
    ownStoryboard,
    storyboardToScript,
    createAnother,
  } = useFlowScript(state, dispatch, template, onScriptGenerated);
  useFlowDefaults(open, template, scriptForm, dispatch);

  const health = useAgentHealth(open);
  // Only while open: the dashboard shares the health check, and a closed dialog needs no capabilities.
  const capabilities = useCapabilities(open && health.data?.healthy === true);
  const languages = useMemo(() => languageOptions(capabilities.data?.tts.languages), [capabilities.data]);
  const { renderScript, renderOwn, renderBoard, launching } = useFlowRender({
    state,
    dispatch,
    scriptForm,
    ownForm,
    avatarId: props.avatarId,
    presenterLayout: props.presenterLayout,
    presenterFrame: props.presenterFrame,
    templateId: template?.id,
    onRenderStarted: props.onRenderStarted,
  });
  const live = useVideo(render?.initial.id ?? null, { initial: render?.initial }).data ?? render?.initial;
  const video = shownVideo(live, render);
  useRenderAnnouncement(render, live, open);

  const openInStudio = () => {
    if (!video) return;
    onOpenChange(false);
    onOpenInStudio(video.id);
  };

  const { visualSource, ...style } = state.style;
  const setStyle = (next: typeof state.style) => dispatch({ type: 'styleChanged', style: next });
  const worker = health.data?.renderWorker;
  const alert = limit && <PlanLimitAlert message={limit} onNavigate={() => onOpenChange(false)} />;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 sm:max-w-[720px]">
        <DialogHeader className="pr-8">
          <FlowSteps step={step} own={mode === 'own'} storyboard={storyboardShown(state)} />
          <DialogTitle>{flowTitle(step, mode, video?.status)}</DialogTitle>
          <DialogDescription className="line-clamp-2">{flowDescription(step, mode, video?.title)}</DialogDescription>
        </DialogHeader>

        {step === 'form' && (
          <FormStep
            mode={mode}
            onModeChange={(next) => dispatch({ type: 'modeChanged', mode: next })}
            workerOffline={Boolean(worker && !worker.online)}
            scriptForm={{
              form: scriptForm,
              onSubmit: () => void writeScript(),
              pending: writing,
              languages,
              avatarSlot,
              templateSlot: props.templateSlot,
            }}
            ownForm={{
              form: ownForm,
              onSubmit: () => void renderOwn(),
              onStoryboard: () => void ownStoryboard(),
              pending: launching,
              languages,
              avatarSlot,
              styleSlot: <StyleFields value={state.style} onChange={setStyle} disabled={launching} />,
              alert,
            }}
          />
        )}

        {step === 'script' && script && (
          <ScriptReview
            value={script}
            onChange={(next) => dispatch({ type: 'scriptEdited', script: next })}
            onBack={() => dispatch({ type: 'backToForm' })}
            onRegenerate={() => void regenerateScript()}
            onRender={() => renderScript()}
            onStoryboard={() => openStoryboard(script)}
            regenerating={writing}
            rendering={launching}
            alert={alert}
            styleSlot={
              <StyleFields
                value={state.style}
                onChange={setStyle}
                tone={scriptForm.getValues().tone || undefined}
                disabled={launching}
              />
            }
            onOpenSettings={props.onOpenSettings}
          />
        )}

        {step === 'storyboard' && board && (mode === 'own' ? own : script) && (
          <StoryboardStep
            scenes={board}
            onChange={(next) => dispatch({ type: 'boardEdited', board: next })}
            frame={searchFrame(style.aspect, mode === 'own' ? (own?.platform ?? '') : scriptForm.getValues().platform)}
            visualSource={visualSource ?? 'auto'}
            onBack={storyboardToScript}
            onRender={() => renderBoard(board)}
            rendering={launching}
            alert={alert}
          />
        )}

        {step === 'render' && video && render && (
          <RenderStatus
            video={video}
            startedAt={render.startedAt}
            onOpenInStudio={openInStudio}
            onCreateAnother={createAnother}
            onBackToScript={() => dispatch({ type: 'renderClosed' })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
