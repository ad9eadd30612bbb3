/// <reference lib="webworker" />
/**
 * Runs the zxcvbn-ts estimate off the main thread: building its dictionaries takes long
 * enough on an old phone to freeze typing. One message in ({ id, password, userInputs }),
 * one out ({ id, estimate }).
 */
import { estimateWith } from './strengthEstimate';
import { makeZxcvbn } from './zxcvbnPackages';

let z: ReturnType<typeof makeZxcvbn> | null = null;

self.onmessage = (e: MessageEvent<{ id: number; password: string; userInputs: string[] }>) => {
  const { id, password, userInputs } = e.data;
  try {
    z ??= makeZxcvbn();
    (self as unknown as Worker).postMessage({ id, estimate: estimateWith(z, password, userInputs) });
  } catch {
    (self as unknown as Worker).postMessage({ id, estimate: null });
  }
};
