import type { MouseEvent, ReactNode } from 'react';

/**
 * The one button for an action that takes a moment (Save, Unlock, Export, Download PDF):
 * while it runs the button stays enabled for the keyboard and screen readers but says
 * aria-disabled="true" (and aria-busy="true" on the button whose work is running), and a
 * press is ignored here, before it reaches `onPress` or submits the form. It is never
 * `disabled`: a disabled button drops the focus to the page, so a keyboard or screen-reader
 * user would lose their place in the middle of a save.
 *
 * - `busy`: this button's own work is running (aria-busy="true"; `busyLabel` is shown).
 * - `blocked`: another action on the same screen is running; presses are ignored too, but
 *   this button is not the busy one (aria-busy="false").
 * - `type="submit"`: the form's submit handler runs the work; a press while busy or blocked
 *   is stopped here (also the implicit submission by Enter in a field, which browsers send
 *   as a click on this button).
 */
export function BusyButton({
  busy,
  blocked = false,
  busyLabel,
  onPress,
  type = 'button',
  className = 'btn',
  testId,
  children,
}: {
  busy: boolean;
  blocked?: boolean;
  busyLabel?: ReactNode;
  onPress?: () => void;
  type?: 'button' | 'submit';
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const off = busy || blocked;
  const press = (e: MouseEvent<HTMLButtonElement>) => {
    if (off) {
      // Stops a submit button's form submission too; the button keeps the focus.
      e.preventDefault();
      return;
    }
    onPress?.();
  };
  return (
    <button type={type} className={className} onClick={press} aria-disabled={off} aria-busy={busy} data-testid={testId}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
