import {
  createPostSchema,
  FREE_PLAN_PLATFORMS,
  MSG,
  PLATFORMS_NEEDING_VIDEO,
  POST_MESSAGES,
  type Platform,
  type ScheduledPost,
} from '@reelforge/contracts';
import { AlertTriangle, CalendarPlus, Loader2, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { usePublishableVideos } from '../api/get-ready-videos';
import { fromLocalInput, minimumTime, toLocalInput } from '../lib/time';
import { useNow } from '../lib/use-now';
import { FormField } from '@/components/ui/form-field';
import { PlatformPicker } from './platform-picker';
import { VideoPicker } from './video-picker';

export interface PostFormValues {
  title: string;
  content: string;
  /** datetime-local value, local time. */
  time: string;
  platforms: Platform[];
  videoId: string | null;
}

export const EMPTY_POST_FORM: PostFormValues = { title: '', content: '', time: '', platforms: [], videoId: null };

export const postToForm = (p: ScheduledPost): PostFormValues => ({
  title: p.title,
  content: p.content ?? '',
  time: toLocalInput(new Date(p.scheduledTime)),
  platforms: [...p.platforms],
  videoId: p.videoId,
});

/** What the API receives (spec section 5: the time as an ISO string). */
export interface PostInput {
  title: string;
  content: string | null;
  scheduledTime: string;
  platforms: Platform[];
  videoId: string | null;
}

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

const PEAK_HOURS = [7, 18];

/** The next few peak-hour slots (7 AM, 6 PM) at or after `min`, for one-click picks. */
function peakSlots(min: Date, count: number) {
  const slots: { label: string; value: string }[] = [];
  const today = new Date(min.getFullYear(), min.getMonth(), min.getDate());
  for (let day = 0; day < 4 && slots.length < count; day++) {
    for (const hour of PEAK_HOURS) {
      const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + day, hour);
      if (d < min || slots.length >= count) continue;
      const name = day === 0 ? 'Today' : day === 1 ? 'Tomorrow' : d.toLocaleDateString(undefined, { weekday: 'short' });
      slots.push({ label: `${name} ${d.toLocaleTimeString(undefined, { hour: 'numeric' })}`, value: toLocalInput(d) });
    }
  }
  return slots;
}

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
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<Partial<Record<'title' | 'time' | 'platforms', boolean>>>({});
  const [timeError, setTimeError] = useState<string>();
  const videos = usePublishableVideos(true);

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in invalid) setInvalid((i) => ({ ...i, [key]: false }));
    if (key === 'time') setTimeError(undefined);
  };

  const min = minimumTime(now, leadMinutes);
  const minValue = originalTime && originalTime < toLocalInput(min) ? undefined : toLocalInput(min);
  const slots = peakSlots(min, 3);
  const tooEarly = leadMinutes > 0 ? 'Posts must be scheduled at least 1 hour ahead.' : POST_MESSAGES.pastTime;

  const isFree = user ? user.subscriptionStatus !== 'active' : false;
  const beyondPlan = isFree ? values.platforms.filter((p) => !FREE_PLAN_PLATFORMS.includes(p)) : [];
  const needingVideo = values.videoId ? [] : values.platforms.filter((p) => PLATFORMS_NEEDING_VIDEO.includes(p));

  function submit() {
    const missing = {
      title: !values.title.trim(),
      time: !values.time,
      platforms: values.platforms.length === 0,
    };
    if (missing.title || missing.time || missing.platforms) {
      setInvalid(missing);
      toast({ title: 'Missing Fields', description: MSG.missingPostFields, variant: 'destructive' });
      return;
    }
    const when = fromLocalInput(values.time);
    const unchanged = originalTime !== undefined && values.time === originalTime;
    if (!when || (!unchanged && when < minimumTime(Date.now(), leadMinutes))) {
      setInvalid({ time: true });
      setTimeError(when ? tooEarly : POST_MESSAGES.invalidTime);
      return;
    }
    const input: PostInput = {
      title: values.title.trim(),
      content: values.content.trim() || null,
      scheduledTime: when.toISOString(),
      platforms: values.platforms,
      videoId: values.videoId,
    };
    // The server's own schema, so the browser refuses what the server would (house style).
    const parsed = createPostSchema.safeParse(input);
    if (!parsed.success) {
      toast({ title: 'Missing Fields', description: parsed.error.issues[0]?.message ?? MSG.missingPostFields, variant: 'destructive' });
      return;
    }
    onSubmit(input);
  }

  const wide = layout === 'wide';
  return (
    <form
      noValidate
      aria-label="Schedule post"
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={cn('grid gap-5', wide && 'lg:grid-cols-2 lg:gap-6')}>
        <div className="grid content-start gap-5">
          <FormField id={`${id}-title`} label="Title" required>
            <Input
              id={`${id}-title`}
              value={values.title}
              maxLength={200}
              placeholder="e.g. 3 editing tricks for faster reels"
              aria-invalid={invalid.title || undefined}
              onChange={(e) => set('title', e.target.value)}
              autoFocus={autoFocus}
            />
          </FormField>
          <FormField id={`${id}-content`} label="Content">
            <Textarea
              id={`${id}-content`}
              rows={4}
              value={values.content}
              maxLength={5000}
              placeholder="Caption, hashtags and mentions"
              className="resize-y"
              onChange={(e) => set('content', e.target.value)}
            />
          </FormField>
        </div>

        <div className="grid content-start gap-5">
          <FormField
            id={`${id}-time`}
            label="Schedule Time"
            required
            error={timeError}
            hint={leadMinutes > 0 ? 'Posts must be scheduled at least 1 hour ahead.' : 'Your local time.'}
          >
            <Input
              id={`${id}-time`}
              type="datetime-local"
              value={values.time}
              min={minValue}
              aria-invalid={invalid.time || undefined}
              onChange={(e) => set('time', e.target.value)}
              className="[&::-webkit-calendar-picker-indicator]:cursor-pointer"
            />
            {slots.length > 0 && (
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  <Sparkles className="size-3 text-amber-500" /> Peak times:
                </span>
                {slots.map((s) => (
                  <button
                    key={s.value}
                    type="button"
                    onClick={() => set('time', s.value)}
                    className={cn(
                      'cursor-pointer rounded-full border px-2 py-0.5 text-xs transition hover:border-primary/50 hover:bg-accent',
                      values.time === s.value && 'border-primary bg-accent text-accent-foreground',
                    )}
                  >
                    {s.label}
                  </button>
                ))}
              </div>
            )}
          </FormField>
          <FormField
            id={`${id}-video`}
            label="Video"
            hint="Rendered videos from your studio. TikTok, YouTube and Instagram need one."
          >
            <VideoPicker
              id={`${id}-video`}
              value={values.videoId}
              current={currentVideo}
              videos={videos.data ?? []}
              isLoading={videos.isLoading}
              isError={videos.isError}
              onChange={(videoId, video) => {
                set('videoId', videoId);
                if (video && !values.title.trim()) set('title', video.title);
              }}
            />
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
        <PlatformPicker
          labelledBy={`${id}-platforms`}
          value={values.platforms}
          invalid={invalid.platforms}
          onChange={(p) => set('platforms', p)}
        />
        {beyondPlan.length > 0 && <Note>{POST_MESSAGES.freePlan}</Note>}
        {needingVideo.length > 0 && <Note>{POST_MESSAGES.videoRequired(needingVideo)}</Note>}
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
