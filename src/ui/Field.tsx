import type { ReactNode } from 'react';

/** What Field hands to its control: spread it on the input, select or textarea. */
export interface FieldControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: true;
}

export interface FieldProps {
  /** The control's id; the hint and the problem are `${id}-hint` and `${id}-error` unless named. */
  id: string;
  label: ReactNode;
  /** Help under the control, read with it (aria-describedby). */
  hint?: ReactNode;
  hintId?: string;
  /** More class names on the hint, after `field__hint` (a layout of its own, `no-print`). */
  hintClassName?: string;
  hintTestId?: string;
  /** Other text the control is described by (a counter, a caption), read before the hint. */
  describedBy?: string;
  /** The problem with what was typed, said under the control; absent or empty = none. */
  error?: string | null;
  errorId?: string;
  errorTestId?: string;
  /**
   * The problem is announced as it appears (role="alert"); true by default. Off for a
   * problem that follows each keystroke, so typing is not interrupted.
   */
  announce?: boolean;
  /** The control must be filled: `required` on it (screen readers say "required"). */
  required?: boolean;
  /**
   * Shows a required field's marker (*) after its label, hidden from screen readers. Off by
   * default: a form whose every field is required says so once instead.
   */
  marked?: boolean;
  /** A checkbox: the box first, its label beside it, in a row 44 px tall. */
  check?: boolean;
  /** The wrapper's class names: `field` unless a layout of its own is needed (a table row's cell). */
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

const joinIds = (...parts: Array<string | false | null | undefined>) => parts.filter(Boolean).join(' ') || undefined;

/** A field's own problem, under its control; the control points at it with aria-describedby. */
function FieldError({
  id,
  message,
  testId,
  announce = true,
}: {
  id: string;
  message?: string | null;
  testId?: string;
  announce?: boolean;
}) {
  return message ? (
    <span id={id} className="field__error" role={announce ? 'alert' : undefined} data-testid={testId}>
      {message}
    </span>
  ) : null;
}

/**
 * One form field: its label, the control (from `children`), an optional hint and the problem
 * with what was typed, wired together: the control is described by the hint and the problem
 * and marked aria-invalid while there is one. Controls are at least 44 px tall (theme.css: boxes
 * and the `.checkbox` row), so each is easy to reach with a finger.
 */
export function Field({
  id,
  label,
  hint,
  hintId = `${id}-hint`,
  hintClassName,
  hintTestId,
  describedBy,
  error,
  errorId = `${id}-error`,
  errorTestId,
  announce,
  required,
  marked,
  check,
  className = 'field',
  children,
}: FieldProps) {
  const control: FieldControl = {
    id,
    'aria-describedby': joinIds(describedBy, hint != null && hintId, error && errorId),
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { required: true as const } : {}),
  };
  const labelEl = (
    <label htmlFor={id}>
      {label}
      {required && marked ? (
        <span className="field__required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={className}>
      {check ? (
        <div className="checkbox">
          {children(control)}
          {labelEl}
        </div>
      ) : (
        <>
          {labelEl}
          {children(control)}
        </>
      )}
      {hint != null ? (
        <span id={hintId} className={joinIds('field__hint', hintClassName)} data-testid={hintTestId}>
          {hint}
        </span>
      ) : null}
      <FieldError id={errorId} message={error} testId={errorTestId} announce={announce} />
    </div>
  );
}

export interface FieldGroupProps {
  /** Names the problem `${id}-error` unless errorId says otherwise. */
  id: string;
  legend: ReactNode;
  /** The problem with the group as a whole (none of the boxes ticked), said after the boxes. */
  error?: string | null;
  errorId?: string;
  errorTestId?: string;
  /** As on Field: true by default; off for a problem that follows each tick. */
  announce?: boolean;
  className?: string;
  /** The boxes (or radios), each with its own label. */
  children: ReactNode;
}

/**
 * A group of boxes answering one question: a fieldset with its legend, described by the
 * group's problem and marked aria-invalid while there is one, like a single Field.
 */
export function FieldGroup({
  id,
  legend,
  error,
  errorId = `${id}-error`,
  errorTestId,
  announce,
  className,
  children,
}: FieldGroupProps) {
  return (
    <fieldset
      className={className}
      aria-describedby={error ? errorId : undefined}
      {...(error ? { 'aria-invalid': true as const } : {})}
    >
      <legend>{legend}</legend>
      {children}
      <FieldError id={errorId} message={error} testId={errorTestId} announce={announce} />
    </fieldset>
  );
}
