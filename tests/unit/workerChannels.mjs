// Each Vitest worker's BroadcastChannels are its own (tests/unit/setup.ts installs this).
//
// Node's BroadcastChannel joins every channel of the same name across all the threads of one
// process. Under Vitest's threads pool the test files running side by side are threads of one
// process, so a file that locks its vault (src/vault/lock.ts posts "lock" on VAULT_CHANNEL) would
// lock the vault of a file running beside it. Here every name a test opens is prefixed with its
// worker's own id (the process and the thread), so channels still meet within a worker, as tabs
// of one browser do, and never across workers. A worker runs one isolated file, or the files of
// the shared project one after another with their modules kept, so a channel a kept module opened
// in an earlier file still meets the channels of the next file. The product's code is unchanged.
import { threadId } from 'node:worker_threads';

/** The BroadcastChannel this process started with, kept so that installing twice wraps it only once. */
const NATIVE = Symbol.for('evenground.tests.nativeBroadcastChannel');

/** This worker's id: unique among the threads of every process of the run. */
export const THIS_WORKER = `${process.pid}:${threadId}`;

/** The name a channel called `name` really has in the worker `worker`. */
export function channelName(worker, name) {
  return `${worker}|${name}`;
}

/** A BroadcastChannel class whose channels meet only those opened with the same `worker`. */
export function workerChannels(Native, worker) {
  return class WorkerBroadcastChannel extends Native {
    #name;
    constructor(name) {
      super(channelName(worker, String(name)));
      this.#name = String(name);
    }
    /** The name the code under test asked for, as the browser would give it back. */
    get name() {
      return this.#name;
    }
  };
}

/** Makes globalThis.BroadcastChannel this worker's own (nothing to do where there is none). */
export function installWorkerChannels(g = globalThis) {
  if (typeof g.BroadcastChannel === 'undefined') return;
  g[NATIVE] ??= g.BroadcastChannel;
  g.BroadcastChannel = workerChannels(g[NATIVE], THIS_WORKER);
}

/** The BroadcastChannel this process started with (for the test of the above). */
export function nativeBroadcastChannel(g = globalThis) {
  return g[NATIVE];
}
