import { AUTO_LOCK_MINUTES_KEY } from '../lib/storageKeys';
import { vaultState } from './state';

const AUTO_LOCK_DEFAULT_MINUTES = 15;
export const AUTO_LOCK_CHOICES = [1, 5, 15, 30, 60] as const;
/** How long before the lock the "Locking soon" warning appears (at most half the period). */
const AUTO_LOCK_WARNING_MS = 60_000;
const MAX_MINUTES = 24 * 60;
/** Shortest accepted setting (3 seconds). The screen offers 1 minute and up; shorter is for tests. */
const MIN_MINUTES = 0.05;

/** The auto-lock time is not secret, so it is kept unencrypted in localStorage. */
export function readAutoLockMinutes(): number {
  try {
    const raw = localStorage.getItem(AUTO_LOCK_MINUTES_KEY);
    const n = raw === null ? NaN : Number(raw);
    return Number.isFinite(n) && n >= MIN_MINUTES && n <= MAX_MINUTES ? n : AUTO_LOCK_DEFAULT_MINUTES;
  } catch {
    return AUTO_LOCK_DEFAULT_MINUTES;
  }
}

export function setAutoLockMinutes(minutes: number): void {
  if (!Number.isFinite(minutes) || minutes < 1 || minutes > MAX_MINUTES) throw new Error('Choose between 1 minute and 24 hours.');
  vaultState.autoLockMinutes = minutes;
  try {
    localStorage.setItem(AUTO_LOCK_MINUTES_KEY, String(minutes));
  } catch {
    /* kept for this session only */
  }
  schedule();
}

/** "15 minutes", "1 minute", "30 seconds": for plain messages about the auto-lock time. */
export function describeAutoLockTime(minutes: number): string {
  if (minutes >= 1 && Number.isInteger(minutes))
    return minutes === 60 ? '1 hour' : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const s = Math.round(minutes * 60);
  return `${s} second${s === 1 ? '' : 's'}`;
}

export function warningLeadMs(periodMs: number): number {
  return Math.min(AUTO_LOCK_WARNING_MS, Math.floor(periodMs / 2));
}

/** Time source and timers; replaceable in tests (`setAutoLockClock`). */
export interface AutoLockClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: AutoLockClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};
let clock: AutoLockClock = realClock;

export function setAutoLockClock(c: AutoLockClock | null): void {
  clock = c ?? realClock;
}

export interface AutoLockHooks {
  /** No activity for the whole period: lock now. Runs once. */
  onIdle: () => void;
  /** The lock is `msLeft` away: warn. */
  onWarn: (msLeft: number) => void;
  /** Activity after a warning: the lock is off again. */
  onActive: () => void;
  /** Local activity, to share with other tabs (called at most every few seconds, or at once after a warning). */
  onLocalActivity?: () => void;
}

let hooks: AutoLockHooks | null = null;
let lastActivity = 0;
let timer: unknown = null;
let warned = false;
let lastShared = -Infinity;
const SHARE_EVERY_MS = 5_000;
/**
 * What counts as the parent being there. Not 'scroll': the page also scrolls by itself (a
 * toast making room, a field brought into view), and counting that kept the vault unlocked
 * for ever, the warning toast's own placement cancelling the warning. A parent's own scrolling
 * always comes with a wheel, touch, key or pointer event.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const EVENTS = ACTIVITY_EVENTS;

function clearTimer(): void {
  if (timer !== null) clock.clearTimeout(timer);
  timer = null;
}

/** Looks at the clock and either locks, warns, or sleeps until the next of those. */
function schedule(): void {
  clearTimer();
  if (!hooks) return;
  const period = vaultState.autoLockMinutes * 60_000;
  const lockAt = lastActivity + period;
  const warnAt = lockAt - warningLeadMs(period);
  const now = clock.now();
  if (now >= lockAt) {
    const h = hooks;
    stopAutoLock();
    h.onIdle();
    return;
  }
  if (now >= warnAt) {
    if (!warned) {
      warned = true;
      hooks.onWarn(lockAt - now);
    }
    timer = clock.setTimeout(schedule, lockAt - now);
  } else {
    timer = clock.setTimeout(schedule, warnAt - now);
  }
}

/**
 * Activity: moves the lock time forward. `shared` is false for activity reported by
 * another tab (not passed on again). The pending timer re-reads the time when it fires.
 */
export function noteActivity(shared = true): void {
  if (!hooks) return;
  const now = clock.now();
  lastActivity = now;
  const wasWarned = warned;
  if (warned) {
    warned = false;
    hooks.onActive();
    schedule();
  }
  if (shared && (wasWarned || now - lastShared >= SHARE_EVERY_MS)) {
    lastShared = now;
    hooks.onLocalActivity?.();
  }
}

const onDomActivity = () => noteActivity(true);

function onVisible(): void {
  // Timers sleep in background tabs and during device sleep: check as soon as the tab is seen.
  if (document.visibilityState === 'visible') schedule();
}

/** Starts watching for inactivity; `hooks.onIdle` runs once when idle. */
export function startAutoLock(h: AutoLockHooks): void {
  stopAutoLock();
  vaultState.autoLockMinutes = readAutoLockMinutes();
  hooks = h;
  warned = false;
  lastActivity = clock.now();
  lastShared = -Infinity;
  if (typeof window !== 'undefined') {
    for (const e of EVENTS) window.addEventListener(e, onDomActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisible);
  }
  schedule();
}

export function stopAutoLock(): void {
  clearTimer();
  hooks = null;
  warned = false;
  if (typeof window === 'undefined') return;
  for (const e of EVENTS) window.removeEventListener(e, onDomActivity, { capture: true });
  document.removeEventListener('visibilitychange', onVisible);
}

/** For tests: whether the auto-lock is watching. */
export function autoLockRunning(): boolean {
  return hooks !== null;
}

/** When this tab last counted activity (its own or another tab's), on the auto-lock clock. */
export function lastActivityAt(): number {
  return lastActivity;
}
