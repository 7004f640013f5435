import { useId, type ReactNode } from 'react';
import './text-field.css';

/** What the field's control (input, textarea) takes from the field so it is labelled and described. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

interface TextFieldProps {
  readonly label: string;
  /** A standing help text under the control, read with it. */
  readonly hint?: ReactNode;
  /** What is wrong with the value; the control is then marked invalid and read with it. */
  readonly error?: string | null | undefined;
  /** The error is announced the moment it appears, for a field the focus is not sent to. */
  readonly announceError?: boolean;
  /** The id of something else on the page that describes the control (the password rules). */
  readonly describedBy?: string;
  /** Renders the control with the props it receives, and anything beside it (a show button). */
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field: the label points at the control, and the control is described by its
 * hint and, while there is one, its error, so a screen reader reads them when it gets the focus.
 */
export function TextField({ label, hint, error, announceError = false, describedBy, children }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
