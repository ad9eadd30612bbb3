/**
 * Leaving the page on purpose: work that must finish first (sealing drafts) registers
 * here, and the quick exit marks itself so no "unsaved changes" question ever holds it up.
 */
const tasks = new Set<() => Promise<void>>();
let quickExiting = false;

/** Registers work to finish before the page is left (returns an unregister function). */
export function beforeLeaving(task: () => Promise<void>): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Runs every registered task, giving up after `timeoutMs` so leaving is never held up for long. */
export async function settleBeforeLeaving(timeoutMs: number): Promise<void> {
  const all = Promise.all([...tasks].map((t) => t().catch(() => undefined)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([all, limit]);
  clearTimeout(timer);
}

const holds = new Set<() => boolean>();

/** Registers a check that is true while leaving now would lose work still being written. */
export function holdLeavingWhile(check: () => boolean): () => void {
  holds.add(check);
  return () => holds.delete(check);
}

/** True while some work is still being written (closing or reloading the tab asks first). */
export function leavingHeld(): boolean {
  for (const check of holds) if (check()) return true;
  return false;
}

let quickExitAction: (() => void) | null = null;

/** The app's quick exit (src/app/quickExit.ts registers it when it loads). */
export function setQuickExitAction(action: () => void): void {
  quickExitAction = action;
}

/**
 * Leaves now: the app's quick exit, or, should it not be registered, a blank page (never a
 * button that does nothing).
 */
export function requestQuickExit(): void {
  if (quickExitAction) quickExitAction();
  else location.replace('about:blank');
}

export function markQuickExit(): void {
  quickExiting = true;
}

/** True once a quick exit has started: nothing may ask the parent to stay. */
export function isQuickExiting(): boolean {
  return quickExiting;
}
