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

export function markQuickExit(): void {
  quickExiting = true;
}

/** True once a quick exit has started: nothing may ask the parent to stay. */
export function isQuickExiting(): boolean {
  return quickExiting;
}
