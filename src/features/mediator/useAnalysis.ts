import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediationReport } from './reportModel';
import type { AnalyzeRequest, FileProblem, Stage, WorkerReply } from './protocol';

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
 */
export function useAnalysis() {
  const workerRef = useRef<Worker | null>(null);
  const idRef = useRef(0);
  const [state, setState] = useState<AnalysisState>({ phase: 'idle' });

  const worker = useCallback((): Worker => {
    if (!workerRef.current) {
      const w = makeWorker();
      w.onmessage = (ev: MessageEvent<WorkerReply>) => {
        const m = ev.data;
        if (m.id !== idRef.current) return;
        if (m.type === 'progress')
          setState({
            phase: 'working',
            progress: { stage: m.stage, done: m.done, total: m.total, ...(m.name ? { name: m.name } : {}) },
          });
        else if (m.type === 'problems') setState({ phase: 'problems', problems: m.problems });
        else if (m.type === 'failed') setState({ phase: 'failed', message: m.message });
        else setState({ phase: 'done', report: m.report, ms: m.ms });
      };
      w.onerror = () =>
        setState({ phase: 'failed', message: 'The analysis could not start on this device. Reload the page and try again.' });
      workerRef.current = w;
    }
    return workerRef.current;
  }, []);

  useEffect(
    () => () => {
      workerRef.current?.terminate();
      workerRef.current = null;
    },
    [],
  );

  const start = useCallback(
    (req: Omit<AnalyzeRequest, 'type' | 'id'>) => {
      const id = ++idRef.current;
      setState({ phase: 'working', progress: { stage: 'reading', done: 0, total: req.partyA.length + req.partyB.length } });
      worker().postMessage({ type: 'analyze', id, ...req } satisfies AnalyzeRequest);
    },
    [worker],
  );

  const reset = useCallback(() => {
    idRef.current++;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, reset };
}
