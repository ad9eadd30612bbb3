import { requestQuickExit } from './leaving';
import './quick-exit.css';
import { useMessages } from './i18n';
import { shellMessages } from './shellMessages';
import * as m from '../content/messages/shell/compiled/en.js';

/**
 * The "Quick exit" button. `place` is 'header' (in the header, from tablet width up) or
 * 'dock' (fixed at the bottom left on phones, within thumb reach, clear of the chat button);
 * only one of those two is displayed at any width. 'dialog' is the last thing in every modal
 * <dialog> (a modal makes the rest of the page inert, header and dock included), kept in view
 * at the dialog's bottom left while it scrolls; tests/unit/dialogQuickExit.test.ts checks that
 * every file opening a modal renders one.
 */
export function QuickExitButton({ place }: { place: 'header' | 'dock' | 'dialog' }) {
  const t = useMessages(shellMessages);
  return (
    <button
      type="button"
      className={`quick-exit quick-exit--${place}`}
      onClick={requestQuickExit}
      title={t(m.quick_exit_help)}
      data-testid={`quick-exit-${place}`}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M15 4h4v16h-4" />
        <path d="M10 8l-4 4 4 4" />
        <path d="M6 12h10" />
      </svg>
      {t(m.quick_exit)}
    </button>
  );
}
