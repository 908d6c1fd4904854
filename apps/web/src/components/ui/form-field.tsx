import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** What the field hands its control: its id (the label points at it) and its error state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface Props {
  label: string;
  /** true: a red asterisk; false: "(optional)"; left out: no mark (forms where every field counts). */
  required?: boolean;
  /** The validation message under the control; shown instead of the hint. */
  error?: string;
  hint?: ReactNode;
  /** A fixed id for the control (e.g. for browser tests); one is made up otherwise. */
  id?: string;
  className?: string;
  /**
   * The control: an element (it receives id and aria props), or a function for compound controls
   * such as a Select, whose trigger must get them.
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

/** One form field for every form: label, control, and the message or hint under it. */
export function FormField({ label, required, error, hint, id, className, children }: Props) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const noteId = `${controlId}-note`;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? noteId : undefined,
  };
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required === true && (
          <span className="text-destructive" aria-hidden>
            *
          </span>
        )}
        {required === false && <span className="text-xs font-normal text-muted-foreground">(optional)</span>}
      </Label>
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : children}
      {error ? (
        <p id={noteId} className="text-xs font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
