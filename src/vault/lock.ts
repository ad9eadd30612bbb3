/**
 * One lock for every EvenGround tab on this device: locking forgets the key here and tells
 * the other tabs (a BroadcastChannel) to do the same; the inactivity timer and its warning
 * toast; why the data is locked, in plain words. Opening the vault is vault.ts, changing its
 * keys rekey.ts.
 */
import { VAULT_CHANNEL, type VaultChannelMessage } from './channel';
import { describeAutoLockTime, noteActivity, startAutoLock, stopAutoLock } from './autolock';
import { setSessionKey } from './session';
import { vaultState } from './state';
import { hasUnkeptInput, hasUnsavedInput } from '../state/dirty';
import { toast } from '../state/toast';

/** Bumped by every lock, so a key still being derived when Lock is pressed is thrown away. */
let lockGeneration = 0;

/** The current lock generation: an opening that started in an older one must not unlock. */
export function lockGenerationNow(): number {
  return lockGeneration;
}

/** Starts a new generation without locking (a restore re-keys this tab), so openings in flight are dropped. */
export function newLockGeneration(): void {
  lockGeneration++;
}

// ---- One lock for every tab on this device (same origin): a BroadcastChannel. ----

/** Besides the shared messages: 'changed' (credentials or data key changed, or a restore) and 'erased'. */
type ChannelMessage = VaultChannelMessage | { type: 'lock'; reason: 'changed' } | { type: 'erased' };

function openChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  try {
    const ch = new BroadcastChannel(VAULT_CHANNEL);
    // Node (unit tests) would otherwise keep the process alive for it.
    (ch as unknown as { unref?: () => void }).unref?.();
    ch.onmessage = (e: MessageEvent<ChannelMessage>) => {
      const m = e.data;
      if (m?.type === 'lock') lockHere(m.reason === 'inactivity' ? 'inactivity' : 'elsewhere');
      else if (m?.type === 'erased') {
        lockHere('elsewhere');
        vaultState.status = 'none';
        vaultState.lockReason = null;
      } else if (m?.type === 'activity') noteActivity(false);
    };
    return ch;
  } catch {
    return null;
  }
}
const channel = openChannel();

/** Tells every other EvenGround tab on this device. */
export function postToTabs(m: ChannelMessage): void {
  try {
    channel?.postMessage(m);
  } catch {
    /* the other tabs are gone */
  }
}

let dismissWarning: (() => void) | null = null;

function clearWarning(): void {
  dismissWarning?.();
  dismissWarning = null;
}

/** Starts the inactivity lock for this tab's session (activity is shared with the other tabs). */
export function watchSession(): void {
  startAutoLock({
    onIdle: () => lock('inactivity'),
    onWarn: (msLeft) => {
      // Rounded up to 5 seconds, so a timer that fires a little late still says "1 minute".
      const unsaved = hasUnkeptInput();
      const kept = !unsaved && hasUnsavedInput();
      // Three lines at most under the title row on a 360 px phone, so the notice stays within
      // 120 px (tests/e2e/vault-lock.spec.ts): the why ("to keep it private") only when nothing
      // unsaved needs a sentence, and "Stay unlocked" is the button beside the title.
      const within = describeAutoLockTime(Math.ceil(msLeft / 5_000) / 12);
      dismissWarning = toast({
        title: 'Locking soon',
        description: unsaved
          ? `No activity for a while, so your data locks in about ${within}. Unsaved changes on this page would be cleared.`
          : kept
            ? `No activity for a while, so your data locks in about ${within}. Unsaved changes are kept, encrypted, for when you unlock.`
            : `No activity for a while, so your data locks in about ${within} to keep it private.`,
        variant: 'info',
        duration: Infinity,
        action: { label: 'Stay unlocked', onClick: () => noteActivity(true) },
      });
    },
    onActive: clearWarning,
    onLocalActivity: () => postToTabs({ type: 'activity' }),
  });
}

/**
 * Locks this tab: forgets the key; screens drop every decrypted value (and any unsaved
 * input, which `unsavedCleared` then reports plainly).
 */
export function lockHere(reason: 'user' | 'inactivity' | 'elsewhere'): void {
  lockGeneration++;
  const wasUnlocked = vaultState.status === 'unlocked';
  const hadUnsaved = wasUnlocked && hasUnkeptInput();
  const kept = wasUnlocked && !hadUnsaved && hasUnsavedInput();
  stopAutoLock();
  clearWarning();
  if (wasUnlocked) {
    vaultState.lockReason = reason;
    vaultState.unsavedCleared = hadUnsaved;
    vaultState.unsavedKept = kept;
  }
  setSessionKey(null);
  vaultState.legacy = null;
  if (hadUnsaved && reason !== 'user') {
    toast({
      title: 'Locked: unsaved changes cleared',
      description: `${lockedBecause(reason)} Changes you had not saved on this page were cleared for privacy. Everything you saved before is safe. Unlock to continue.`,
      variant: 'info',
      duration: Infinity,
    });
  }
}

/** A plain sentence saying why the data is locked. */
export function lockedBecause(reason: 'user' | 'inactivity' | 'elsewhere' | null): string {
  if (reason === 'inactivity')
    return `Your data locked itself after ${describeAutoLockTime(vaultState.autoLockMinutes)} without activity, to keep it private.`;
  if (reason === 'elsewhere') return 'Your data was locked from another EvenGround window on this device.';
  return 'Your data is locked.';
}

/** Locks, here and in every other tab of EvenGround on this device. */
export function lock(reason: 'user' | 'inactivity' = 'user'): void {
  lockHere(reason);
  postToTabs({ type: 'lock', reason });
}
