// tests/unit/workerChannels.mjs (installed by tests/unit/setup.ts): a test file's BroadcastChannels
// meet its own channels, and not those of a test file running beside it in another thread of the
// same Vitest process (the threads pool), where a vault lock would otherwise cross from file to file.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { VAULT_CHANNEL } from '../../src/vault/channel';
import { channelName, nativeBroadcastChannel, THIS_WORKER } from './workerChannels.mjs';

const HELPER = new URL('./workerChannels.mjs', import.meta.url).href;

/**
 * Another test file, as the threads pool runs it: a thread of this process that goes through the
 * same set-up (installWorkerChannels) and then locks the vault (a "lock" on VAULT_CHANNEL). As a
 * control it then posts once more, on the name this file's channel really has.
 */
const OTHER_FILE = `
const { workerData } = require('node:worker_threads');
import(workerData.helper).then(({ installWorkerChannels, nativeBroadcastChannel }) => {
  installWorkerChannels();
  const lock = new BroadcastChannel(workerData.vaultChannel);
  lock.postMessage({ type: 'lock', reason: 'user', from: 'the other file' });
  lock.close();
  const Native = nativeBroadcastChannel();
  const own = new Native(workerData.ownName);
  own.postMessage({ type: 'lock', reason: 'user', from: 'the control' });
  own.close();
});
`;

describe("each test file's BroadcastChannel", () => {
  it('is its own, and gives back the name it was asked for', () => {
    const Native = nativeBroadcastChannel();
    expect(Native).toBeTypeOf('function');
    expect(globalThis.BroadcastChannel).not.toBe(Native);
    const ch = new BroadcastChannel(VAULT_CHANNEL);
    expect(ch).toBeInstanceOf(Native!);
    expect(ch.name).toBe('evenground-vault');
    ch.close();
  });

  it("still meets this file's other channels of the same name (the vault's tabs)", async () => {
    const listener = new BroadcastChannel(VAULT_CHANNEL);
    const heard = new Promise<unknown>((resolve) => (listener.onmessage = (e) => resolve(e.data)));
    const tab = new BroadcastChannel(VAULT_CHANNEL);
    tab.postMessage({ type: 'lock', reason: 'user' });
    expect(await heard).toEqual({ type: 'lock', reason: 'user' });
    tab.close();
    listener.close();
  });

  it('does not hear a vault lock from a test file in another thread of this process', async () => {
    const listener = new BroadcastChannel(VAULT_CHANNEL);
    const heard: string[] = [];
    let failed: (e: Error) => void = () => {};
    const control = new Promise<void>((resolve, reject) => {
      failed = reject;
      listener.onmessage = (e: MessageEvent<{ from: string }>) => {
        heard.push(e.data.from);
        if (e.data.from === 'the control') resolve();
      };
    });
    const other = new Worker(OTHER_FILE, {
      eval: true,
      workerData: { helper: HELPER, vaultChannel: VAULT_CHANNEL, ownName: channelName(THIS_WORKER, VAULT_CHANNEL) },
    });
    other.on('error', failed);
    const exited = new Promise<number>((resolve) => other.on('exit', resolve));
    await control;
    expect(await exited).toBe(0);
    // The other file's lock was posted before the control: 200 ms more for it to arrive, were it heard.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toEqual(['the control']);
    listener.close();
  });
});
