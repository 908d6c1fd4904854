import type { BrandKitUpdate } from '@reelforge/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The brand kit form as it is edited (selects hold strings; empty and "none" become null). */
export interface BrandKitFormValues {
  logoCorner: string;
  logoOpacity: number;
  primaryColor: string;
  secondaryColor: string;
  captionStyle: string;
  font: string;
  music: string;
}

interface Props {
  form: UseFormReturn<BrandKitFormValues, unknown, BrandKitUpdate>;
  name: 'primaryColor' | 'secondaryColor';
  label: string;
  error?: string;
  disabled?: boolean;
}

/** A colour picker and its #RRGGBB text, one value; empty means no brand colour. */
export function BrandColorField({ form, name, label, error, disabled }: Props) {
  const value = form.watch(name);
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <FormField label={label} required={false} error={error}>
      {(control) => (
        <div className="flex min-w-0 items-center gap-2">
          <input
            type="color"
            aria-label={`Pick ${label.toLowerCase()}`}
            className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-transparent p-1 disabled:cursor-not-allowed"
            value={valid ? value.toLowerCase() : '#000000'}
            onChange={(e) =>
              form.setValue(name, e.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
            }
            disabled={disabled}
          />
          <Input
            {...control}
            {...form.register(name)}
            placeholder="#7C3AED"
            className="min-w-0 flex-1 font-mono"
            disabled={disabled}
          />
          {value && (
            <button
              type="button"
              className="shrink-0 text-xs text-muted-foreground underline"
              onClick={() => form.setValue(name, '', { shouldDirty: true })}
              disabled={disabled}
            >
              Clear
            </button>
          )}
        </div>
      )}
    </FormField>
  );
}
