import {
  durationProblem,
  FREE_PLAN_PLATFORMS,
  isPremium,
  MSG,
  PLATFORMS_NEEDING_VIDEO,
  optionsFor,
  platformNames,
  POST_MESSAGES,
  textProblems,
  tiktokProblems,
} from '@reelforge/contracts';
import { AlertTriangle, CalendarPlus, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useUser } from '@/lib/auth';
import { requiredMark, toastInvalidForm } from '@/lib/forms';
import { cn } from '@/lib/utils';
import { usePlatformRules } from '../api/get-platform-rules';
import { usePublishableVideos } from '../api/get-ready-videos';
import { useTiktokCreatorInfo } from '../api/get-tiktok-creator-info';
import {
  EMPTY_POST_FORM,
  TOO_EARLY_DASHBOARD,
  postFormResolver,
  type PostFormValues,
  type PostInput,
} from '../lib/post-form';
import { minimumTime, toLocalInput } from '../lib/time';
import { useNow } from '../lib/use-now';
import { PeakTimes } from './peak-times';
import { PlatformOptionsFields } from './platform-options';
import { PlatformPicker } from './platform-picker';
import { VideoPicker } from './video-picker';

interface Props {
  initial?: PostFormValues;
  /** 0: the current minute is the earliest time (scheduler page); 60: an hour ahead (dashboard). */
  leadMinutes: number;
  /** Editing: the post's own time is accepted unchanged even once it has passed. */
  originalTime?: string;
  currentVideo?: { id: string; title: string } | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (input: PostInput) => void;
  onCancel?: () => void;
  layout?: 'wide' | 'narrow';
  autoFocus?: boolean;
}

const shown = requiredMark(MSG.missingPostFields);

/** Spec section 2: title, content (optional, 4 rows), schedule time and platforms, plus a video. */
export function PostForm({
  initial = EMPTY_POST_FORM,
  leadMinutes,
  originalTime,
  currentVideo,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  onCancel,
  layout = 'wide',
  autoFocus,
}: Props) {
  const id = useId();
  const { user } = useUser();
  const now = useNow(30_000);
  const form = useForm<PostFormValues, unknown, PostInput>({
    defaultValues: initial,
    resolver: postFormResolver(leadMinutes, originalTime),
  });
  const { errors } = form.formState;
  const values = form.watch();
  const videos = usePublishableVideos(true);
  const rules = usePlatformRules();

  const min = minimumTime(now, leadMinutes);
  const minValue = originalTime && originalTime < toLocalInput(min) ? undefined : toLocalInput(min);
  const isFree = user ? !isPremium(user) : false;
  const beyondPlan = isFree ? values.platforms.filter((p) => !FREE_PLAN_PLATFORMS.includes(p)) : [];
  const needingVideo = values.videoId ? [] : values.platforms.filter((p) => PLATFORMS_NEEDING_VIDEO.includes(p));
  const wide = layout === 'wide';
  // The platforms' own length rules for the chosen video: shown now, refused by the server the same way.
  const chosen = values.videoId ? videos.data?.find((v) => v.id === values.videoId) : undefined;
  const limitProblems = (rules.data ?? [])
    .filter((r) => values.platforms.includes(r.platform))
    .map((r) => durationProblem(r, chosen?.duration))
    .filter((p): p is string => p !== null);
  // Each platform's text limits, and what TikTok offers this creator: the server refuses the former
  // with the same words, and the publisher re-checks the latter when the post goes out.
  const tiktok = useTiktokCreatorInfo(values.platforms.includes('tiktok'));
  const optionProblems = [
    ...textProblems(
      { title: values.title, content: values.content || null, platforms: values.platforms },
      values.platformOptions,
    ).map((p) => p.message),
    ...(tiktok.data && values.platforms.includes('tiktok')
      ? tiktokProblems(optionsFor(values.platformOptions, 'tiktok'), tiktok.data, chosen?.duration)
      : []),
  ];

  return (
    <form
      noValidate
      aria-label="Schedule post"
      className="grid gap-5"
      onSubmit={form.handleSubmit(onSubmit, (e) => toastInvalidForm(e, MSG.missingPostFields))}
    >
      <div className={cn('grid gap-5', wide && 'lg:grid-cols-2 lg:gap-6')}>
        <div className="grid content-start gap-5">
          <FormField label="Title" required error={shown(errors.title?.message)}>
            <Input
              maxLength={200}
              placeholder="e.g. 3 editing tricks for faster reels"
              autoFocus={autoFocus}
              {...form.register('title')}
            />
          </FormField>
          <FormField label="Content" required={false} error={errors.content?.message}>
            <Textarea
              rows={4}
              maxLength={5000}
              placeholder="Caption, hashtags and mentions"
              className="resize-y"
              {...form.register('content')}
            />
          </FormField>
        </div>

        <div className="grid content-start gap-5">
          <FormField
            label="Schedule Time"
            required
            error={shown(errors.time?.message)}
            hint={leadMinutes > 0 ? TOO_EARLY_DASHBOARD : 'Your local time.'}
          >
            {(control) => (
              <>
                <Input
                  {...control}
                  type="datetime-local"
                  min={minValue}
                  className="[&::-webkit-calendar-picker-indicator]:cursor-pointer"
                  {...form.register('time')}
                />
                <PeakTimes
                  min={min}
                  value={values.time}
                  onPick={(time) =>
                    form.setValue('time', time, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
                  }
                />
              </>
            )}
          </FormField>
          <FormField
            label="Video"
            required={false}
            hint={`Rendered videos from your studio. ${platformNames('and', PLATFORMS_NEEDING_VIDEO)} need one.`}
          >
            {(control) => (
              <VideoPicker
                id={control.id}
                value={values.videoId}
                current={currentVideo}
                videos={videos.data ?? []}
                isLoading={videos.isLoading}
                isError={videos.isError}
                onChange={(videoId, video) => {
                  form.setValue('videoId', videoId, { shouldDirty: true });
                  if (video && !form.getValues('title').trim())
                    form.setValue('title', video.title, { shouldDirty: true });
                }}
              />
            )}
          </FormField>
        </div>
      </div>

      <div className="grid gap-2">
        <span id={`${id}-platforms`} className="flex items-center gap-2 text-sm leading-none font-medium">
          Platforms
          <span className="text-destructive" aria-hidden>
            *
          </span>
        </span>
        <Controller
          control={form.control}
          name="platforms"
          render={({ field, fieldState }) => (
            <PlatformPicker
              labelledBy={`${id}-platforms`}
              value={field.value}
              invalid={Boolean(fieldState.error)}
              onChange={field.onChange}
            />
          )}
        />
        {beyondPlan.length > 0 && <Note>{POST_MESSAGES.freePlan}</Note>}
        {needingVideo.length > 0 && <Note>{POST_MESSAGES.videoRequired(needingVideo)}</Note>}
        {[...limitProblems, ...optionProblems].map((p) => (
          <Note key={p}>{p}</Note>
        ))}
        <PlatformOptionsFields
          platforms={values.platforms}
          value={values.platformOptions}
          onChange={(next) => form.setValue('platformOptions', next, { shouldDirty: true })}
          tiktok={tiktok}
        />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="gradient" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" /> : <CalendarPlus />}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Note({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 ring-1 ring-amber-600/15">
      <AlertTriangle className="mt-px size-3.5 shrink-0 text-amber-600" />
      {children}
    </p>
  );
}
