import {
  createPostSchema,
  POST_MESSAGES,
  type CreatePost,
  type Platform,
  type PlatformOptions,
  type ScheduledPost,
} from '@reelforge/contracts';
import { contractResolver } from '@/lib/forms';
import { fromLocalInput, minimumTime, toLocalInput } from './time';

/** The post form as the person fills it. */
export interface PostFormValues {
  title: string;
  content: string;
  /** datetime-local value, local time. */
  time: string;
  platforms: Platform[];
  videoId: string | null;
  /** Per-platform settings; kept for platforms switched off, sent only for the chosen ones. */
  platformOptions: PlatformOptions;
}

export const EMPTY_POST_FORM: PostFormValues = {
  title: '',
  content: '',
  time: '',
  platforms: [],
  videoId: null,
  platformOptions: {},
};

export const postToForm = (p: ScheduledPost): PostFormValues => ({
  title: p.title,
  content: p.content ?? '',
  time: toLocalInput(new Date(p.scheduledTime)),
  platforms: [...p.platforms],
  videoId: p.videoId,
  platformOptions: p.platformOptions,
});

/** What the API receives (spec section 5: the time as an ISO string). */
export interface PostInput {
  title: string;
  content: string | null;
  scheduledTime: string;
  platforms: Platform[];
  videoId: string | null;
  platformOptions: PlatformOptions;
}

/** The chosen platforms' settings only: a platform switched off takes its settings with it. */
const chosenOptions = (form: PostFormValues): PlatformOptions =>
  Object.fromEntries(form.platforms.flatMap((p) => (form.platformOptions[p] ? [[p, form.platformOptions[p]]] : [])));

/** The request for this form; a malformed time is passed on as typed, for the schema to refuse. */
const toPostRequest = (form: PostFormValues): CreatePost => ({
  title: form.title,
  content: form.content.trim() || null,
  scheduledTime: form.time ? (fromLocalInput(form.time)?.toISOString() ?? form.time) : '',
  platforms: form.platforms,
  videoId: form.videoId,
  platformOptions: chosenOptions(form),
});

export const TOO_EARLY_DASHBOARD = 'Posts must be scheduled at least 1 hour ahead.';

/**
 * The API's schema, plus the form's earliest time: the current minute on the scheduler page, an
 * hour ahead on the dashboard (spec section 5). When editing, the post's own time is accepted
 * unchanged even once it has passed.
 */
export function postFormResolver(leadMinutes: number, originalTime?: string) {
  const schema = createPostSchema.superRefine((post, ctx) => {
    const when = new Date(post.scheduledTime);
    if (originalTime !== undefined && toLocalInput(when) === originalTime) return;
    if (when < minimumTime(Date.now(), leadMinutes)) {
      const message = leadMinutes > 0 ? TOO_EARLY_DASHBOARD : POST_MESSAGES.pastTime;
      ctx.addIssue({ code: 'custom', path: ['scheduledTime'], message });
    }
  });
  return contractResolver<PostFormValues, PostInput>(
    schema.transform((p) => ({
      ...p,
      content: p.content ?? null,
      videoId: p.videoId ?? null,
      platformOptions: p.platformOptions ?? {},
    })),
    toPostRequest,
    { scheduledTime: 'time' },
  );
}

const PEAK_HOURS = [7, 18];

/** The next few peak-hour slots (7 AM, 6 PM; spec section 9) at or after `min`, for one-click picks. */
export function peakSlots(min: Date, count: number) {
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
