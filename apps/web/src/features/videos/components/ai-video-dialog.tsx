import {
  MSG,
  SCRIPT_PLATFORMS,
  scriptText,
  type Platform,
  type VideoAspect,
  type PresenterLayoutChoice,
  type ScriptRequestParsed,
  type ScriptResponse,
  type TemplateDetail,
  type Video,
} from '@reelforge/contracts';
import { PenLine, ServerCrash, Wand2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/hooks/use-toast';
import { trackEvent } from '@/lib/analytics';
import { toastInvalidForm } from '@/lib/forms';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { languageOptions, useAgentHealth, useCapabilities } from '../api/get-capabilities';
import { useGenerateScript } from '../api/generate-script';
import { useVideo } from '../api/get-video';
import {
  EMPTY_SCRIPT_FORM,
  baseLanguage,
  platformsFor,
  scriptFormResolver,
  type ScriptFormValues,
} from '../lib/script-form-request';
import {
  EMPTY_OWN_SCRIPT,
  ownScriptRequest,
  ownScriptResolver,
  ownStoryboardRequest,
  type OwnScript,
  type OwnScriptValues,
} from '../lib/own-script-form';
import { FlowSteps, type FlowStep } from './ai/flow-steps';
import { OwnScriptForm } from './ai/own-script-form';
import { useLaunchRender } from './ai/use-launch-render';
import { PlanLimitAlert } from './ai/plan-limit';
import { RenderStatus } from './ai/render-status';
import { ScriptForm } from './ai/script-form';
import { ScriptReview, type EditableScript } from './ai/script-review';
import { StyleFields, type StyleChoices } from './ai/style-fields';
import { StoryboardStep } from './ai/storyboard-step';
import type { SearchFrame } from '../api/storyboard';
import { storyboardFromScript, toStoryboard, type BoardScene, type ScriptSource } from '../lib/storyboard';

/** Stock results shaped like the video: its chosen aspect, else its platform's frame ('all' renders as YouTube). */
function searchFrame(aspect: VideoAspect | undefined, platform: (typeof SCRIPT_PLATFORMS)[number] | ''): SearchFrame {
  if (aspect) return { aspect };
  if (!platform) return {};
  return { platform: platform === 'all' ? 'youtube' : platform };
}
import { brandKitQueryOptions, brandStyleDefaults } from '@/lib/queries/brand-kit';

export interface AiVideoDraft {
  title: string;
  description: string;
  script: string;
  platforms: Platform[];
}

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
  /** Opens Settings (composed by the app layer), where a user connects their own language model. */
  onOpenSettings?: () => void;
  /** "Use template": the picker (templates feature, composed by the app layer) and what it picked. */
  templateSlot?: ReactNode;
  template?: TemplateDetail | null;
}

/**
 * The AI video flow: script form -> the generated script, editable -> Generate Complete Video ->
 * stage and percent while the job renders -> the finished video, playing. The same dialog serves
 * the studio and the dashboard's quick action.
 */
export function AiVideoDialog({
  open,
  onOpenChange,
  onOpenInStudio,
  onScriptGenerated,
  onRenderStarted,
  avatarSlot,
  avatarId,
  presenterLayout,
  onOpenSettings,
  templateSlot,
  template,
}: AiVideoDialogProps) {
  const [step, setStep] = useState<FlowStep>('form');
  /** Generate with AI, or "Write my own": the creator's words rendered as written. */
  const [mode, setMode] = useState<'ai' | 'own'>('ai');
  const ownForm = useForm<OwnScriptValues, unknown, OwnScript>({
    defaultValues: EMPTY_OWN_SCRIPT,
    resolver: ownScriptResolver,
  });
  const scriptForm = useForm<ScriptFormValues, unknown, ScriptRequestParsed>({
    defaultValues: EMPTY_SCRIPT_FORM,
    resolver: scriptFormResolver,
  });
  const [script, setScript] = useState<EditableScript | null>(null);
  const [board, setBoard] = useState<BoardScene[] | null>(null);
  /** "Write my own" checked and kept when its storyboard opens: the render reads it from there. */
  const [own, setOwn] = useState<OwnScript | null>(null);
  /** The render in view came from the storyboard, so Back returns there. */
  const [boardUsed, setBoardUsed] = useState(false);
  const [render, setRender] = useState<{ initial: Video; startedAt: number; reason?: string } | null>(null);
  const [limit, setLimit] = useState<string | null>(null);
  const [{ visualSource, ...style }, setStyle] = useState<StyleChoices>({});

  // The brand kit's caption style, font and music are where a new video starts; choices made
  // before it loaded (or a template's) stay.
  const brandKit = useQuery({ ...brandKitQueryOptions, enabled: open });
  useEffect(() => {
    if (brandKit.data) setStyle((s) => ({ ...brandStyleDefaults(brandKit.data), ...s }));
  }, [brandKit.data]);

  // A picked template fills every field it holds; the topic stays the creator's.
  const templateId = template?.id;
  useEffect(() => {
    if (!template) return;
    const set = { shouldDirty: true } as const;
    if (template.duration) scriptForm.setValue('duration', template.duration, set);
    if (template.platform) scriptForm.setValue('platform', template.platform, set);
    if (template.tone) scriptForm.setValue('tone', template.tone, set);
    scriptForm.setValue('voiceId', template.voiceId ?? '', set);
    scriptForm.setValue('additionalInstructions', template.instructions ?? '', set);
    setStyle({
      ...brandStyleDefaults(brandKit.data),
      ...(template.aspect ? { aspect: template.aspect } : {}),
      ...(template.captionStyle ? { captionStyle: template.captionStyle } : {}),
      ...(template.music ? { music: template.music } : {}),
      ...(template.visualSource ? { visualSource: template.visualSource } : {}),
    });
    // Only when another template is picked: edits made after picking stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [templateId]);

  const health = useAgentHealth(open);
  // Only while open: the dashboard shares the health check, and a closed dialog needs no capabilities.
  const capabilities = useCapabilities(open && health.data?.healthy === true);
  const languages = useMemo(() => languageOptions(capabilities.data?.tts.languages), [capabilities.data]);
  const generate = useGenerateScript();
  const { launch, pending: launching } = useLaunchRender({
    onStarted: (started, reason) => {
      setLimit(null);
      setRender({ initial: started, startedAt: Date.now(), reason });
      setStep('render');
      onRenderStarted?.(started);
    },
    onLimit: setLimit,
  });
  const liveQuery = useVideo(render?.initial.id ?? null, { initial: render?.initial });
  const live = liveQuery.data ?? render?.initial;
  const video = live && render?.reason && !live.error ? { ...live, error: render.reason } : live;

  // Tell the creator when a render they walked away from ends.
  const announced = useRef<string | null>(null);
  const watchedId = render && !render.reason ? render.initial.id : null;
  const status = live?.status;
  const liveTitle = live?.title;
  useEffect(() => {
    if (!watchedId || !status || status === 'generating' || announced.current === watchedId) return;
    announced.current = watchedId;
    if (status === 'failed') {
      toast({
        title: 'Video Generation Failed',
        description: 'Failed to generate video. Creating draft version instead...',
        variant: 'destructive',
      });
    } else if (!open) {
      toast({ title: 'Video Ready', description: `“${liveTitle}” is ready to watch in Your Videos.` });
    }
  }, [watchedId, status, liveTitle, open]);

  const writeScript = scriptForm.handleSubmit(
    (request) =>
      generate.mutate(template?.structure ? { ...request, structure: template.structure } : request, {
        onSuccess: (res: ScriptResponse) => {
          trackEvent('ai_model_used', 'video_generation', res.engine);
          setScript(res);
          setLimit(null);
          setStep('script');
          onScriptGenerated?.({
            title: res.title,
            description: res.description,
            script: res.script,
            platforms: platformsFor(request.platform),
          });
        },
        onError: (error) => notifyMutationError(error, { fallback: 'Failed to generate script. Please try again.' }),
      }),
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );

  /** The storyboard of a script as it reads now: kept (with its visuals) while the words match. */
  function openStoryboard(from: ScriptSource) {
    const same = board && scriptText(board) === from.script.trim();
    const next = same ? board : storyboardFromScript(from);
    if (!next) {
      toast({ title: 'Too long for a storyboard', description: 'A storyboard holds up to 40 scenes. Render this script directly.' });
      return;
    }
    setBoard(next);
    setStep('storyboard');
  }

  /** Back to the script with the storyboard's words, so edits made there are not lost. */
  function storyboardToScript() {
    if (mode === 'own') {
      if (board) ownForm.setValue('script', scriptText(board), { shouldDirty: true });
      setStep('form');
      return;
    }
    if (script && board) setScript({ ...script, script: scriptText(board) });
    setStep('script');
  }

  function startRender(storyboard?: BoardScene[]) {
    // Read when pressed: the form is not on screen any more, and watching it would re-render on every key.
    const form = scriptForm.getValues();
    if (!script || !form.platform) return;
    setBoardUsed(Boolean(storyboard));
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
        templateId: template?.id,
      },
      platformsFor(form.platform),
    );
  }

  const renderOwn = ownForm.handleSubmit(
    (checked) => {
      setBoardUsed(false);
      launch({ ...ownScriptRequest(checked, avatarId, presenterLayout), style, visualSource }, platformsFor(checked.platform));
    },
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );

  /** "Write my own" -> Storyboard: one scene per paragraph, checked like Render. */
  const ownStoryboard = ownForm.handleSubmit(
    (checked) => {
      setOwn(checked);
      openStoryboard({ script: checked.script, scenes: undefined });
    },
    (errors) => toastInvalidForm(errors, MSG.missingFields),
  );

  function renderBoard(scenes: BoardScene[]) {
    if (mode === 'ai') return startRender(scenes);
    if (!own) return;
    setBoardUsed(true);
    launch({ ...ownStoryboardRequest(own, scenes, avatarId, presenterLayout), style, visualSource }, platformsFor(own.platform));
  }

  function createAnother() {
    scriptForm.reset({ ...scriptForm.getValues(), topic: '', additionalInstructions: '' });
    ownForm.reset({ ...ownForm.getValues(), title: '', script: '' });
    setScript(null);
    setBoard(null);
    setOwn(null);
    setBoardUsed(false);
    setRender(null);
    setStep('form');
  }

  const openInStudio = () => {
    if (!video) return;
    onOpenChange(false);
    onOpenInStudio(video.id);
  };

  const title =
    step === 'form'
      ? mode === 'own'
        ? 'Render your own script'
        : 'Generate AI Video'
      : step === 'script'
        ? 'Review your script'
        : step === 'storyboard'
          ? 'Storyboard'
          : video?.status === 'failed'
          ? 'Video Generation Failed'
          : video?.status === 'generating'
            ? 'Rendering your video'
            : 'Your video is ready';
  const description =
    step === 'form'
      ? mode === 'own'
        ? 'Paste or write the words. Reelforge voices them as written, captions them and renders an MP4.'
        : 'Describe the video. Reelforge writes the script, voices it, captions it and renders an MP4.'
      : step === 'script'
        ? 'Polish the words, then render. Nothing is saved until you generate the video.'
        : step === 'storyboard'
          ? 'Each scene’s words, length and picture. Edit, reorder, swap visuals, then render.'
          : (video?.title ?? '');
  const workerOffline = health.data && health.data.renderWorker && !health.data.renderWorker.online;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="gap-5 sm:max-w-[720px]">
        <DialogHeader className="pr-8">
          <FlowSteps
            step={step}
            own={mode === 'own'}
            storyboard={step === 'storyboard' || (step === 'render' && boardUsed)}
          />
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="line-clamp-2">{description}</DialogDescription>
        </DialogHeader>

        {step === 'form' && (
          <>
            {workerOffline && (
              <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
                <ServerCrash className="mt-0.5 size-4 shrink-0" />
                The render worker is offline right now. Scripts still work; a render waits in the queue until it is
                back.
              </p>
            )}
            <Tabs value={mode} onValueChange={(v) => setMode(v === 'own' ? 'own' : 'ai')}>
              <TabsList className="w-full sm:w-auto" aria-label="How the script is made">
                <TabsTrigger value="ai">
                  <Wand2 /> Generate with AI
                </TabsTrigger>
                <TabsTrigger value="own">
                  <PenLine /> Write my own
                </TabsTrigger>
              </TabsList>
            </Tabs>
            {mode === 'ai' ? (
              <ScriptForm
                form={scriptForm}
                onSubmit={() => void writeScript()}
                pending={generate.isPending}
                languages={languages}
                avatarSlot={avatarSlot}
                templateSlot={templateSlot}
              />
            ) : (
              <OwnScriptForm
                form={ownForm}
                onSubmit={() => void renderOwn()}
                onStoryboard={() => void ownStoryboard()}
                pending={launching}
                languages={languages}
                avatarSlot={avatarSlot}
                styleSlot={<StyleFields value={{ ...style, visualSource }} onChange={setStyle} disabled={launching} />}
                alert={limit && <PlanLimitAlert message={limit} onNavigate={() => onOpenChange(false)} />}
              />
            )}
          </>
        )}

        {step === 'script' && script && (
          <ScriptReview
            value={script}
            onChange={setScript}
            onBack={() => setStep('form')}
            onRegenerate={() => void writeScript()}
            onRender={() => startRender()}
            onStoryboard={() => openStoryboard(script)}
            regenerating={generate.isPending}
            rendering={launching}
            alert={limit && <PlanLimitAlert message={limit} onNavigate={() => onOpenChange(false)} />}
            styleSlot={
              <StyleFields
                value={{ ...style, visualSource }}
                onChange={setStyle}
                tone={scriptForm.getValues().tone || undefined}
                disabled={launching}
              />
            }
            onOpenSettings={onOpenSettings}
          />
        )}

        {step === 'storyboard' && board && (mode === 'own' ? own : script) && (
          <StoryboardStep
            scenes={board}
            onChange={setBoard}
            frame={searchFrame(style.aspect, mode === 'own' ? (own?.platform ?? '') : scriptForm.getValues().platform)}
            visualSource={visualSource ?? 'auto'}
            onBack={storyboardToScript}
            onRender={() => renderBoard(board)}
            rendering={launching}
            alert={limit && <PlanLimitAlert message={limit} onNavigate={() => onOpenChange(false)} />}
          />
        )}

        {step === 'render' && video && render && (
          <RenderStatus
            video={video}
            startedAt={render.startedAt}
            onOpenInStudio={openInStudio}
            onCreateAnother={createAnother}
            onBackToScript={() => setStep(boardUsed ? 'storyboard' : mode === 'own' ? 'form' : 'script')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
