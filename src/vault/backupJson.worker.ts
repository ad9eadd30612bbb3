/// <reference lib="webworker" />
/** Parses one backup file's JSON off the page's thread (see backupJson.ts). */
import { readAndParse } from './backupJson';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = async (ev: MessageEvent<string | Blob>) => {
  const { read, transfer } = await readAndParse(ev.data);
  scope.postMessage(read, transfer);
};
