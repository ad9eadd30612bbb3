import { useCallback, useEffect, useState } from 'react';
import type { MediationReport } from './reportModel';
import { READ_TIMEOUT_MS } from './files';
import type { AnalyzeRequest, FileProblem, FileRef, Stage, WorkerReply } from './protocol';

export interface Progress {
  stage: Stage;
  done: number;
  total: number;
  name?: string;
}

export type AnalysisState =
  | { phase: 'idle' }
  | { phase: 'working'; progress: Progress }
  | { phase: 'problems'; problems: FileProblem[] }
  | { phase: 'failed'; message: string }
  | { phase: 'done'; report: MediationReport; ms: { read: number; analyse: number } };

function makeWorker(): Worker {
  return new Worker(new URL('./worker/analysis.worker.ts', import.meta.url), { type: 'module', name: 'analysis' });
}

/**
 * Runs the analysis in a Web Worker made on the first Generate (not when the page opens),
 * so a visit that never analyses downloads neither the worker nor its document readers
 * (pdf.js, mammoth). The worker lives until the page closes; every chunk it loads is
 * precached by the service worker, so this works offline and fetches nothing from the network.
 *
 * A file still being read after READ_TIMEOUT_MS (a hostile PDF can keep pdf.js busy for
 * minutes) stops the worker: it is terminated, and the same request goes to a new worker
 * that reports that file as too slow instead of reading it, and reads the others as usual.
 */
class AnalysisRunner {
  private worker: Worker | null = null;
  private id = 0;
  private request: AnalyzeRequest | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly show: (s: AnalysisState) => void) {}

  start(req: Omit<AnalyzeRequest, 'type' | 'id'>): void {
    this.show({ phase: 'working', progress: { stage: 'reading', done: 0, total: req.partyA.length + req.partyB.length } });
    this.send(req);
  }

  /** Forget the current run: its replies are ignored from now on. */
  reset(): void {
    clearTimeout(this.timer);
    this.id++;
    this.show({ phase: 'idle' });
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.id++;
    this.worker?.terminate();
    this.worker = null;
  }

  private send(req: Omit<AnalyzeRequest, 'type' | 'id'>): void {
    clearTimeout(this.timer);
    this.request = { ...req, type: 'analyze', id: ++this.id };
    this.ensureWorker().postMessage(this.request);
  }

  /** The file `at` is taking too long: end the worker and start again without reading it. */
  private stop(at: FileRef): void {
    this.worker?.terminate();
    this.worker = null;
    const req = this.request;
    if (req) this.send({ ...req, stopped: [...(req.stopped ?? []), at] });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const w = makeWorker();
    w.onmessage = (ev: MessageEvent<WorkerReply>) => this.receive(ev.data);
    w.onerror = () => {
      clearTimeout(this.timer);
      this.show({ phase: 'failed', message: 'The analysis could not start on this device. Reload the page and try again.' });
    };
    this.worker = w;
    return w;
  }

  private receive(m: WorkerReply): void {
    if (m.id !== this.id) return;
    clearTimeout(this.timer);
    if (m.type === 'progress') {
      const file = m.file;
      if (file) this.timer = setTimeout(() => this.stop(file), READ_TIMEOUT_MS);
      this.show({
        phase: 'working',
        progress: { stage: m.stage, done: m.done, total: m.total, ...(m.name ? { name: m.name } : {}) },
      });
    } else if (m.type === 'problems') this.show({ phase: 'problems', problems: m.problems });
    else if (m.type === 'failed') this.show({ phase: 'failed', message: m.message });
    else this.show({ phase: 'done', report: m.report, ms: m.ms });
  }
}

export function useAnalysis() {
  const [state, setState] = useState<AnalysisState>({ phase: 'idle' });
  const [runner] = useState(() => new AnalysisRunner(setState));
  useEffect(() => () => runner.dispose(), [runner]);
  const start = useCallback((req: Omit<AnalyzeRequest, 'type' | 'id'>) => runner.start(req), [runner]);
  const reset = useCallback(() => runner.reset(), [runner]);
  return { state, start, reset };
}
