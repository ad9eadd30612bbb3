import { quickExitUrl } from '../lib/shellConfig';
import { createPressCounter } from '../lib/presses';
import { QUICK_EXIT_KEY } from '../lib/storageKeys';
import { markQuickExit, setQuickExitAction, settleBeforeLeaving } from '../ui/leaving';
import { broadcastLock } from '../vault/channel';

/**
 * Quick exit: hides the app at once, locks the vault in every tab, seals unsaved input as
 * encrypted drafts, and replaces this page with an ordinary site (VITE_QUICK_EXIT_URL)
 * using location.replace, so Back does not return here. Offline, a blank page instead.
 * A tab that is later brought back with Back/Forward leaves again at once.
 * See docs/quick-exit.md.
 */

/** The longest a quick exit waits for drafts to be sealed before it leaves anyway. */
const QUICK_EXIT_MAX_WAIT_MS = 800;
/** Escape pressed this many times within this window triggers the quick exit. */
const ESCAPE_PRESSES = 3;
const ESCAPE_WINDOW_MS = 1500;

let started = false;

function hideNow(): void {
  // CSSOM changes are allowed by the Content-Security-Policy (inline style attributes are not).
  document.documentElement.style.visibility = 'hidden';
  document.title = '\u200b';
}

function destination(): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'about:blank' : quickExitUrl;
}

function leave(): void {
  location.replace(destination());
}

async function quickExit(): Promise<void> {
  if (started) return;
  started = true;
  markQuickExit();
  hideNow();
  try {
    sessionStorage.setItem(QUICK_EXIT_KEY, '1');
  } catch {
    /* storage blocked: Back may show the app's locked screens */
  }
  broadcastLock();
  await settleBeforeLeaving(QUICK_EXIT_MAX_WAIT_MS);
  leave();
}

// Every Quick exit button (src/ui/QuickExitButton.tsx, also inside modal dialogs) calls this.
setQuickExitAction(() => void quickExit());

function navigationType(): string {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return nav?.type ?? 'navigate';
  } catch {
    return 'navigate';
  }
}

/**
 * Call first thing on start-up. Returns true (and leaves again) when this tab was left by
 * a quick exit and is now being shown again through Back/Forward. Any other visit (a link,
 * a typed address, a reload) clears the mark and returns false.
 */
export function leaveAgainIfReturned(): boolean {
  let marked: boolean;
  try {
    marked = sessionStorage.getItem(QUICK_EXIT_KEY) === '1';
    if (marked && navigationType() !== 'back_forward') {
      sessionStorage.removeItem(QUICK_EXIT_KEY);
      marked = false;
    }
  } catch {
    marked = false;
  }
  // A page restored from the back/forward cache does not start again: check on pageshow too.
  window.addEventListener('pageshow', (e) => {
    if (!e.persisted) return;
    try {
      if (sessionStorage.getItem(QUICK_EXIT_KEY) !== '1') return;
    } catch {
      return;
    }
    hideNow();
    leave();
  });
  if (!marked) return false;
  hideNow();
  leave();
  return true;
}

/** Escape pressed three times in quick succession, anywhere in the page, exits. */
export function listenForEscapeExit(): () => void {
  const press = createPressCounter(ESCAPE_PRESSES, ESCAPE_WINDOW_MS);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    if (press(e.timeStamp || performance.now())) void quickExit();
  };
  window.addEventListener('keydown', onKey, true);
  return () => window.removeEventListener('keydown', onKey, true);
}
