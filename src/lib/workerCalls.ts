/**
 * Calls to a worker that answers each request by its id: the worker starts on first use, its
 * answer (or error) settles that request's promise, progress messages on the way go to the
 * request's callback, and a worker that cannot start or stops fails every waiting call and is
 * not started again, so the caller builds on the page's thread instead (docs/performance.md).
 * The worker itself is made by the caller, so Vite still sees `new Worker(new URL(…))` in
 * the caller's file and bundles it. Used by the PDF clients: src/ui/draftPdfClient.ts and the
 * journal report's src/features/journal/report/reportClient.ts.
 */
type Reply<Progress> = { id: number; progress: Progress } | { id: number; error: string } | { id: number } | { ready: true };

interface Waiting<Done, Progress> {
  resolve: (done: Done) => void;
  reject: (e: Error) => void;
  progress?: (p: Progress) => void;
}

export interface WorkerCalls<Done, Progress> {
  /** Starts the worker ahead of a call (so it loads what it needs); false where there is none. */
  start(): boolean;
  /** Sends `message` with a new id; null where no worker can run (build on the page instead). */
  call(message: object, progress?: (p: Progress) => void): Promise<Done> | null;
}

export function workerCalls<Done, Progress = never>(create: () => Worker, stopped: string): WorkerCalls<Done, Progress> {
  let worker: Worker | null = null;
  let broken = false;
  let next = 0;
  const waiting = new Map<number, Waiting<Done, Progress>>();

  function failAll(): void {
    broken = true;
    worker?.terminate();
    worker = null;
    for (const w of waiting.values()) w.reject(new Error(stopped));
    waiting.clear();
  }

  function started(): Worker | null {
    if (broken || typeof Worker === 'undefined') return null;
    if (worker) return worker;
    try {
      worker = create();
    } catch {
      broken = true;
      return null;
    }
    worker.onmessage = (e: MessageEvent<Reply<Progress>>) => {
      const m = e.data;
      if (!('id' in m)) return;
      const w = waiting.get(m.id);
      if (!w) return;
      if ('progress' in m) return w.progress?.(m.progress);
      waiting.delete(m.id);
      if ('error' in m) w.reject(new Error(m.error));
      else w.resolve(m as Done);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      failAll();
    };
    return worker;
  }

  return {
    start: () => started() !== null,
    call(message, progress) {
      const w = started();
      if (!w) return null;
      const id = ++next;
      return new Promise<Done>((resolve, reject) => {
        waiting.set(id, { resolve, reject, ...(progress ? { progress } : {}) });
        w.postMessage({ ...message, id });
      });
    },
  };
}
