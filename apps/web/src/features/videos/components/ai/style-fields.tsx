import {
  ASPECT_LABELS,
  CAPTION_POSITION_CHOICES,
  CAPTION_STYLE_CHOICES,
  CAPTION_STYLE_LABELS,
  FONT_LABELS,
  MUSIC_CHOICES,
  MUSIC_FOR_TONE,
  MUSIC_LABELS,
  THEME_LABELS,
  VIDEO_ASPECTS,
  VIDEO_FONTS,
  VIDEO_THEMES,
  VISUAL_SOURCE_LABELS,
  VISUAL_SOURCES,
  type Tone,
  type VideoStyle,
  type VisualSource,
} from '@reelforge/contracts';
import { useQuery } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { Label } from '@/components/ui/label';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { brandKitQueryOptions } from '@/lib/queries/brand-kit';

const POSITION_LABELS = { bottom: 'Bottom', middle: 'Middle', top: 'Top' } as const;

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The look and sound, plus where scene pictures come from (sent beside the style). */
export type StyleChoices = VideoStyle & { visualSource?: VisualSource };

interface Choice {
  key: Exclude<keyof StyleChoices, 'showLogo'>;
  label: string;
  options: SelectOption<string>[];
  /** What the default is; none for music, whose default follows the tone. */
  placeholder?: string;
}

/** The choices, in the order shown: each may stay on its default. */
const CHOICES: Choice[] = [
  {
    key: 'visualSource',
    label: 'Pictures',
    options: options(VISUAL_SOURCES, VISUAL_SOURCE_LABELS),
    placeholder: VISUAL_SOURCE_LABELS.auto,
  },
  { key: 'aspect', label: 'Aspect ratio', options: options(VIDEO_ASPECTS, ASPECT_LABELS), placeholder: 'Fits the platform' },
  {
    key: 'captionStyle',
    label: 'Captions',
    options: options(CAPTION_STYLE_CHOICES, CAPTION_STYLE_LABELS),
    placeholder: CAPTION_STYLE_LABELS.karaoke,
  },
  {
    key: 'captionPosition',
    label: 'Caption position',
    options: options(CAPTION_POSITION_CHOICES, POSITION_LABELS),
    placeholder: POSITION_LABELS.bottom,
  },
  { key: 'theme', label: 'Look', options: options(VIDEO_THEMES, THEME_LABELS), placeholder: 'Picked for the title' },
  { key: 'font', label: 'Font', options: options(VIDEO_FONTS, FONT_LABELS), placeholder: FONT_LABELS['noto-sans'] },
  { key: 'music', label: 'Music', options: options(MUSIC_CHOICES, MUSIC_LABELS) },
];

interface Props {
  value: StyleChoices;
  onChange: (value: StyleChoices) => void;
  /** The script’s tone: which bed "Auto" music means (the server picks the same). */
  tone?: Tone;
  disabled?: boolean;
}

/**
 * How the video looks and sounds. Every choice may stay on its default (shown as the placeholder):
 * the server fills in the same defaults, so what is shown is what renders.
 */
export function StyleFields({ value, onChange, tone, disabled }: Props) {
  const set = <K extends keyof StyleChoices>(key: K, v: StyleChoices[K]) => onChange({ ...value, [key]: v });
  const autoMusic = MUSIC_LABELS[MUSIC_FOR_TONE[tone ?? 'engaging-educational']];
  // The switch shows only when the brand kit has a logo; the server shows it unless told not to.
  const logoUrl = useQuery(brandKitQueryOptions).data?.logoUrl;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3" data-testid="style-fields">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-medium">
        <Palette className="size-4 text-violet-600" /> Look and sound
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {CHOICES.map((c) => (
          <SelectField
            key={c.key}
            label={c.label}
            required={false}
            value={value[c.key] ?? ''}
            onChange={(v) => onChange({ ...value, [c.key]: v })}
            options={c.options}
            placeholder={c.placeholder ?? `Auto: ${autoMusic}`}
            disabled={disabled}
          />
        ))}
      </div>
      {logoUrl && (
        <div className="flex items-center gap-3">
          <img src={logoUrl} alt="" className="size-8 shrink-0 rounded border object-contain" />
          <Label htmlFor="style-show-logo" className="mr-auto">
            Show logo
          </Label>
          <Switch
            id="style-show-logo"
            checked={value.showLogo !== false}
            onCheckedChange={(on) => set('showLogo', on)}
            disabled={disabled}
          />
        </div>
      )}
    </fieldset>
  );
}
