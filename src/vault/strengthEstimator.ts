/**
 * The zxcvbn-ts estimate, loaded only when a passphrase field is used (its dictionaries
 * are large, so they never weigh on a first visit). In the browser it runs in a worker so
 * typing never freezes. Without workers there is no estimate (null) and only the length
 * rule applies; unit tests call makeZxcvbn and estimateWith directly.
 */
import type { StrengthEstimate } from './passphrase';

type Check = (password: string, userInputs: string[]) => Promise<StrengthEstimate | null>;
let loading: Promise<Check> | null = null;

function inWorker(): Check {
  const worker = new Worker(new URL('./strength.worker.ts', import.meta.url), { type: 'module', name: 'passphrase-strength' });
  let next = 0;
  const waiting = new Map<number, (e: StrengthEstimate | null) => void>();
  worker.onmessage = (e: MessageEvent<{ id: number; estimate: StrengthEstimate | null }>) => {
    waiting.get(e.data.id)?.(e.data.estimate);
    waiting.delete(e.data.id);
  };
  worker.onerror = () => {
    for (const resolve of waiting.values()) resolve(null);
    waiting.clear();
    loading = null;
  };
  return (password, userInputs) =>
    new Promise((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      worker.postMessage({ id, password, userInputs });
    });
}

export function loadEstimator(): Promise<Check> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('no workers here'));
  loading ??= Promise.resolve().then(inWorker);
  return loading;
}
