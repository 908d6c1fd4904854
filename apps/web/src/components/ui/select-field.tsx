import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface SelectOption<V extends string> {
  value: V;
  label: ReactNode;
}

interface Props<V extends string> {
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** '' shows the placeholder. */
  value: V | '';
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  disabled?: boolean;
  /** e.g. a max height for long lists. */
  contentClassName?: string;
}

/** A labelled select: the FormField frame around a Select whose trigger carries the field's id. */
export function SelectField<V extends string>({
  value,
  onChange,
  options,
  placeholder,
  disabled,
  contentClassName,
  ...field
}: Props<V>) {
  return (
    <FormField {...field}>
      {(control) => (
        <Select value={value} onValueChange={(v) => onChange(v as V)} disabled={disabled}>
          <SelectTrigger {...control} className="w-full">
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent className={contentClassName}>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}

type FormSelectProps<T extends FieldValues, TOut> = Omit<Props<string>, 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  /** How the field's message reads under it (e.g. a short "Required"). */
  showError?: (message: string | undefined) => string | undefined;
};

/** A SelectField bound to a react-hook-form field. */
export function FormSelectField<T extends FieldValues, TOut>({
  control,
  name,
  showError = (m) => m,
  ...props
}: FormSelectProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...props}
          value={field.value as string}
          onChange={field.onChange}
          error={showError(fieldState.error?.message)}
        />
      )}
    />
  );
}
