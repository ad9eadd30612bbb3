/// <reference lib="webworker" />
/** Parses one backup file's JSON off the page's thread (see backupJson.ts). */
import { parseShallowJson } from './backupJson';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (ev: MessageEvent<string>) => scope.postMessage(parseShallowJson(ev.data));
