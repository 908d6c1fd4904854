import {
  FIRST_COMMENT_PLATFORMS,
  MASTODON_VISIBILITIES,
  MASTODON_VISIBILITY_LABELS,
  PLATFORM_LABELS,
  POST_OPTION_MESSAGES,
  THREADS_REPLY_CONTROL_LABELS,
  THREADS_REPLY_CONTROLS,
  TIKTOK_PRIVACY_LABELS,
  TIKTOK_PRIVACY_LEVELS,
  YOUTUBE_VISIBILITIES,
  type Platform,
  type PlatformOptions,
  type PlatformPostOptions,
  type TiktokCreatorInfo,
  type TiktokPrivacyLevel,
} from '@reelforge/contracts';
import { useId, useState } from 'react';
import { Disclosure } from '@/components/ui/disclosure';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { usePinterestBoards } from '../api/get-pinterest-boards';

interface Props {
  platforms: Platform[];
  value: PlatformOptions;
  onChange: (next: PlatformOptions) => void;
  /** TikTok's creator info while TikTok is chosen (undefined while loading). */
  tiktok: { data?: TiktokCreatorInfo; error: unknown; isLoading: boolean };
}

const VISIBILITY_LABELS = { public: 'Public', unlisted: 'Unlisted', private: 'Private' } as const;

/**
 * Each chosen platform's own settings, folded away until wanted: its caption and hashtags instead
 * of the post's, TikTok's privacy and interactions as TikTok offers them to this creator, YouTube's
 * visibility and audience, Mastodon's visibility and content warning, who may reply on Threads, the
 * Pinterest board and link, and a first comment where the platform's API allows one.
 */
export function PlatformOptionsFields({ platforms, value, onChange, tiktok }: Props) {
  if (!platforms.length) return null;
  const set = (p: Platform, patch: PlatformPostOptions) => {
    const next = { ...(value[p] as PlatformPostOptions | undefined), ...patch };
    onChange({ ...value, [p]: next });
  };
  return (
    <div className="grid gap-2" data-testid="platform-options">
      {platforms.map((p) => {
        const opts = (value[p] as PlatformPostOptions | undefined) ?? {};
        return (
          <Disclosure
            key={p}
            summary={`${PLATFORM_LABELS[p]} settings`}
            className="rounded-lg border px-3 py-2"
            data-testid={`platform-options-${p}`}
          >
            <div className="grid gap-3 pb-1 sm:grid-cols-2">
              {p === 'tiktok' && <TiktokFields opts={opts} set={(o) => set(p, o)} info={tiktok} />}
              {p === 'youtube' && <YoutubeFields opts={opts} set={(o) => set(p, o)} />}
              {p === 'mastodon' && <MastodonFields opts={opts} set={(o) => set(p, o)} />}
              {p === 'threads' && <ThreadsFields opts={opts} set={(o) => set(p, o)} />}
              {p === 'pinterest' && <PinterestFields opts={opts} set={(o) => set(p, o)} />}
              <FormField label="Caption" required={false} hint="Leave empty to use the post's content." className="sm:col-span-2">
                <Textarea
                  rows={2}
                  className="resize-y"
                  value={opts.caption ?? ''}
                  onChange={(e) => set(p, { caption: e.target.value || null })}
                />
              </FormField>
              <HashtagsField value={opts.hashtags ?? []} onChange={(hashtags) => set(p, { hashtags })} />
              {FIRST_COMMENT_PLATFORMS.includes(p) && (
                <FormField label="First comment" required={false} hint="Posted under the video once it is live.">
                  <Input
                    maxLength={2200}
                    value={opts.firstComment ?? ''}
                    onChange={(e) => set(p, { firstComment: e.target.value || null })}
                  />
                </FormField>
              )}
            </div>
          </Disclosure>
        );
      })}
    </div>
  );
}

/** Space- or comma-separated; kept as typed until the list changes, so a trailing space survives. */
function HashtagsField({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [text, setText] = useState(value.join(' '));
  return (
    <FormField label="Hashtags" required={false} hint="Separated by spaces, e.g. #coffee #morning">
      <Input
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(e.target.value.split(/[\s,]+/).filter(Boolean));
        }}
      />
    </FormField>
  );
}

function TiktokFields({
  opts,
  set,
  info,
}: {
  opts: PlatformPostOptions;
  set: (o: PlatformPostOptions) => void;
  info: Props['tiktok'];
}) {
  const offered = info.data?.privacyLevelOptions.filter((l): l is TiktokPrivacyLevel =>
    (TIKTOK_PRIVACY_LEVELS as readonly string[]).includes(l),
  );
  const levels = offered?.length ? offered : TIKTOK_PRIVACY_LEVELS;
  const hint = info.isLoading
    ? 'Asking TikTok what your account allows...'
    : info.error
      ? errorMessage(info.error, 'TikTok could not be asked right now; your choice is checked again when the post goes out.')
      : `As TikTok offers them to @${info.data?.creatorUsername ?? 'you'}. Empty: the most public one allowed.`;
  return (
    <>
      <SelectField
        label="Who can view"
        required={false}
        hint={hint}
        className="sm:col-span-2"
        value={opts.privacyLevel ?? ''}
        placeholder="Most public allowed"
        options={levels.map((l) => ({ value: l, label: TIKTOK_PRIVACY_LABELS[l] }))}
        onChange={(privacyLevel) => set({ privacyLevel })}
      />
      <Toggle
        label="Allow comments"
        checked={opts.allowComments ?? true}
        disabledBy={info.data?.commentDisabled ? 'Comments are off in your TikTok settings.' : undefined}
        onChange={(allowComments) => set({ allowComments })}
      />
      <Toggle
        label="Allow Duet"
        checked={opts.allowDuet ?? true}
        disabledBy={info.data?.duetDisabled ? 'Duets are off in your TikTok settings.' : undefined}
        onChange={(allowDuet) => set({ allowDuet })}
      />
      <Toggle
        label="Allow Stitch"
        checked={opts.allowStitch ?? true}
        disabledBy={info.data?.stitchDisabled ? 'Stitches are off in your TikTok settings.' : undefined}
        onChange={(allowStitch) => set({ allowStitch })}
      />
    </>
  );
}

function YoutubeFields({ opts, set }: { opts: PlatformPostOptions; set: (o: PlatformPostOptions) => void }) {
  return (
    <>
      <SelectField
        label="Visibility"
        required={false}
        value={opts.visibility ?? 'public'}
        options={YOUTUBE_VISIBILITIES.map((v) => ({ value: v, label: VISIBILITY_LABELS[v] }))}
        onChange={(visibility) => set({ visibility })}
      />
      <Toggle
        label="Made for kids"
        hint="YouTube asks every upload. Videos made for kids have comments turned off."
        checked={opts.madeForKids ?? false}
        onChange={(madeForKids) => set({ madeForKids })}
      />
    </>
  );
}

function MastodonFields({ opts, set }: { opts: PlatformPostOptions; set: (o: PlatformPostOptions) => void }) {
  return (
    <>
      <SelectField
        label="Visibility"
        required={false}
        hint="Empty: your account's default."
        value={opts.mastodonVisibility ?? ''}
        placeholder="Account default"
        options={MASTODON_VISIBILITIES.map((v) => ({ value: v, label: MASTODON_VISIBILITY_LABELS[v] }))}
        onChange={(mastodonVisibility) => set({ mastodonVisibility })}
      />
      <FormField label="Content warning" required={false} hint="Folds the post behind these words.">
        <Input
          maxLength={500}
          value={opts.contentWarning ?? ''}
          onChange={(e) => set({ contentWarning: e.target.value || null })}
        />
      </FormField>
    </>
  );
}

function ThreadsFields({ opts, set }: { opts: PlatformPostOptions; set: (o: PlatformPostOptions) => void }) {
  return (
    <SelectField
      label="Who can reply"
      required={false}
      hint="Empty: everyone, Threads' default."
      className="sm:col-span-2"
      value={opts.replyControl ?? ''}
      placeholder="Everyone"
      options={THREADS_REPLY_CONTROLS.map((v) => ({ value: v, label: THREADS_REPLY_CONTROL_LABELS[v] }))}
      onChange={(replyControl) => set({ replyControl })}
    />
  );
}

const PIN_LINK = /^https?:\/\/\S+$/i;

function PinterestFields({ opts, set }: { opts: PlatformPostOptions; set: (o: PlatformPostOptions) => void }) {
  const boards = usePinterestBoards(true);
  const hint = boards.isLoading
    ? 'Asking Pinterest for your boards...'
    : boards.error
      ? errorMessage(boards.error, 'Pinterest could not be asked for your boards right now; the Pin goes on your first board.')
      : boards.data?.items.length
        ? 'Empty: your first board.'
        : 'Your Pinterest account has no boards yet: make one on Pinterest first.';
  const link = opts.link ?? '';
  return (
    <>
      <SelectField
        label="Board"
        required={false}
        hint={hint}
        value={opts.boardId ?? ''}
        placeholder="First board"
        disabled={!boards.data?.items.length}
        contentClassName="max-h-72"
        options={(boards.data?.items ?? []).map((b) => ({
          value: b.id,
          label: b.privacy === 'SECRET' ? `${b.name} (secret)` : b.name,
        }))}
        onChange={(boardId) => set({ boardId })}
      />
      <FormField
        label="Destination link"
        required={false}
        hint="Where the Pin leads when tapped."
        error={link && !PIN_LINK.test(link) ? POST_OPTION_MESSAGES.pinterestLink : undefined}
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          maxLength={2048}
          value={link}
          onChange={(e) => set({ link: e.target.value.trim() || null })}
        />
      </FormField>
    </>
  );
}

function Toggle({
  label,
  hint,
  checked,
  disabledBy,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabledBy?: string;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3 rounded-md bg-muted/40 px-3 py-2">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {(disabledBy ?? hint) && <p className="text-xs text-muted-foreground">{disabledBy ?? hint}</p>}
      </div>
      <Switch id={id} checked={disabledBy ? false : checked} disabled={Boolean(disabledBy)} onCheckedChange={onChange} />
    </div>
  );
}
