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
import { SelectField } from '@/components/ui/select-field';
import { Switch } from '@/components/ui/switch';
import { brandKitQueryOptions } from '@/lib/queries/brand-kit';

const POSITION_LABELS = { bottom: 'Bottom', middle: 'Middle', top: 'Top' } as const;

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The look and sound, plus where scene pictures come from (sent beside the style). */
export type StyleChoices = VideoStyle & { visualSource?: VisualSource };

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
        <SelectField
          label="Pictures"
          required={false}
          value={value.visualSource ?? ''}
          onChange={(v) => set('visualSource', v)}
          options={options(VISUAL_SOURCES, VISUAL_SOURCE_LABELS)}
          placeholder={VISUAL_SOURCE_LABELS.auto}
          disabled={disabled}
        />
        <SelectField
          label="Aspect ratio"
          required={false}
          value={value.aspect ?? ''}
          onChange={(v) => set('aspect', v)}
          options={options(VIDEO_ASPECTS, ASPECT_LABELS)}
          placeholder="Fits the platform"
          disabled={disabled}
        />
        <SelectField
          label="Captions"
          required={false}
          value={value.captionStyle ?? ''}
          onChange={(v) => set('captionStyle', v)}
          options={options(CAPTION_STYLE_CHOICES, CAPTION_STYLE_LABELS)}
          placeholder={CAPTION_STYLE_LABELS.karaoke}
          disabled={disabled}
        />
        <SelectField
          label="Caption position"
          required={false}
          value={value.captionPosition ?? ''}
          onChange={(v) => set('captionPosition', v)}
          options={options(CAPTION_POSITION_CHOICES, POSITION_LABELS)}
          placeholder={POSITION_LABELS.bottom}
          disabled={disabled}
        />
        <SelectField
          label="Look"
          required={false}
          value={value.theme ?? ''}
          onChange={(v) => set('theme', v)}
          options={options(VIDEO_THEMES, THEME_LABELS)}
          placeholder="Picked for the title"
          disabled={disabled}
        />
        <SelectField
          label="Font"
          required={false}
          value={value.font ?? ''}
          onChange={(v) => set('font', v)}
          options={options(VIDEO_FONTS, FONT_LABELS)}
          placeholder={FONT_LABELS['noto-sans']}
          disabled={disabled}
        />
        <SelectField
          label="Music"
          required={false}
          value={value.music ?? ''}
          onChange={(v) => set('music', v)}
          options={options(MUSIC_CHOICES, MUSIC_LABELS)}
          placeholder={`Auto: ${autoMusic}`}
          disabled={disabled}
        />
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
