import {
  BRAND_KIT_LIMITS,
  CAPTION_STYLE_CHOICES,
  CAPTION_STYLE_LABELS,
  FONT_LABELS,
  LOGO_CORNER_LABELS,
  LOGO_CORNERS,
  MUSIC_CHOICES,
  MUSIC_LABELS,
  VIDEO_FONTS,
  brandKitUpdateSchema,
  type BrandKit,
  type BrandKitUpdate,
} from '@reelforge/contracts';
import { Stamp } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormSelectField } from '@/components/ui/select-field';
import { Slider } from '@/components/ui/slider';
import { contractResolver } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useBrandKit, useSaveBrandKit } from '../api/brand-kit';
import { BrandColorField, type BrandKitFormValues } from './brand-color-field';
import { BrandLogoField } from './brand-logo-field';

/** A select's "no default" entry: the video's own default applies. */
const NONE = 'none-chosen';

type FormValues = BrandKitFormValues;

const orNull = (v: string) => (v === '' || v === NONE ? null : v);
const resolver = contractResolver<FormValues, BrandKitUpdate>(brandKitUpdateSchema, (f) => ({
  logoCorner: f.logoCorner,
  logoOpacity: f.logoOpacity,
  primaryColor: orNull(f.primaryColor.trim()),
  secondaryColor: orNull(f.secondaryColor.trim()),
  captionStyle: orNull(f.captionStyle),
  font: orNull(f.font),
  music: orNull(f.music),
}));

function toForm(kit: BrandKit | undefined): FormValues {
  return {
    logoCorner: kit?.logoCorner ?? 'top-right',
    logoOpacity: kit?.logoOpacity ?? 0.85,
    primaryColor: kit?.primaryColor ?? '',
    secondaryColor: kit?.secondaryColor ?? '',
    captionStyle: kit?.captionStyle ?? NONE,
    font: kit?.font ?? NONE,
    music: kit?.music ?? NONE,
  };
}

const withNone = <V extends string>(values: readonly V[], labels: Record<V, string>, none: string) => [
  { value: NONE, label: none },
  ...values.map((value) => ({ value, label: labels[value] })),
];

/** Settings -> Brand kit: the logo watermark, brand colours and what new videos start with. */
export function BrandKitSection() {
  const query = useBrandKit();
  const kit = query.data;
  const form = useForm<FormValues, unknown, BrandKitUpdate>({ resolver, defaultValues: toForm(undefined) });
  // Reset when what is saved changes; the same data keeps the user's edits.
  useEffect(() => form.reset(toForm(kit)), [form, kit]);
  const save = useSaveBrandKit();
  const errors = form.formState.errors;

  const onSave = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifySuccess('Your brand kit is saved. New videos start with it.'),
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to save your brand kit. Please try again.' }),
    }),
  );

  return (
    <section className="min-w-0 rounded-xl border bg-card" aria-labelledby="brand-kit-title">
      <h3 id="brand-kit-title" className="flex items-center gap-2 border-b px-4 py-3 text-sm font-semibold">
        <Stamp className="size-4 text-primary" />
        Brand kit
      </h3>
      <div className="grid gap-4 p-4">
        <p className="text-sm text-muted-foreground">
          Your logo is watermarked on your videos, your colours tint the motion graphics and the spoken word in
          captions, and new videos start with your caption style, font and music. You can still change them per video.
        </p>
        {query.isError && (
          <p className="text-sm text-destructive" role="alert">
            Your brand kit could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        )}
        <BrandLogoField kit={kit} disabled={!kit} />
        <form noValidate onSubmit={onSave} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormSelectField
              control={form.control}
              name="logoCorner"
              label="Logo corner"
              options={LOGO_CORNERS.map((c) => ({ value: c, label: LOGO_CORNER_LABELS[c] }))}
              disabled={!kit}
            />
            <Controller
              control={form.control}
              name="logoOpacity"
              render={({ field, fieldState }) => (
                <FormField label={`Logo opacity: ${Math.round(field.value * 100)}%`} error={fieldState.error?.message}>
                  {(control) => (
                    <Slider
                      id={control.id}
                      aria-label="Logo opacity"
                      className="mt-3"
                      min={BRAND_KIT_LIMITS.opacityMin * 100}
                      max={BRAND_KIT_LIMITS.opacityMax * 100}
                      step={5}
                      value={[Math.round(field.value * 100)]}
                      onValueChange={([v]) => field.onChange((v ?? 85) / 100)}
                      disabled={!kit}
                    />
                  )}
                </FormField>
              )}
            />
            <BrandColorField
              form={form}
              name="primaryColor"
              label="Brand colour 1"
              error={errors.primaryColor?.message}
              disabled={!kit}
            />
            <BrandColorField
              form={form}
              name="secondaryColor"
              label="Brand colour 2"
              error={errors.secondaryColor?.message}
              disabled={!kit}
            />
            <FormSelectField
              control={form.control}
              name="captionStyle"
              label="Caption style"
              options={withNone(
                CAPTION_STYLE_CHOICES,
                CAPTION_STYLE_LABELS,
                `No default (${CAPTION_STYLE_LABELS.karaoke})`,
              )}
              disabled={!kit}
            />
            <FormSelectField
              control={form.control}
              name="font"
              label="Font"
              options={withNone(VIDEO_FONTS, FONT_LABELS, `No default (${FONT_LABELS['noto-sans']})`)}
              disabled={!kit}
            />
            <FormSelectField
              control={form.control}
              name="music"
              label="Music"
              options={withNone(MUSIC_CHOICES, MUSIC_LABELS, 'No default (suits the tone)')}
              disabled={!kit}
            />
          </div>
          <div className="flex">
            <Button
              type="submit"
              variant="gradient"
              className="w-full sm:ml-auto sm:w-auto"
              disabled={save.isPending || !kit}
            >
              {save.isPending ? 'Saving...' : 'Save brand kit'}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
