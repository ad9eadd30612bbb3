import { vaultState } from './state';

export const AUTO_LOCK_DEFAULT_MINUTES = 15;
export const AUTO_LOCK_CHOICES = [1, 5, 15, 30, 60] as const;
const SETTING_KEY = 'evenground-vault-auto-lock-minutes';

/** The auto-lock time is not secret, so it is kept unencrypted in localStorage. */
export function readAutoLockMinutes(): number {
  try {
    const n = Number(localStorage.getItem(SETTING_KEY));
    return Number.isFinite(n) && n >= 1 && n <= 24 * 60 ? n : AUTO_LOCK_DEFAULT_MINUTES;
  } catch {
    return AUTO_LOCK_DEFAULT_MINUTES;
  }
}

export function setAutoLockMinutes(minutes: number): void {
  if (!Number.isFinite(minutes) || minutes < 1 || minutes > 24 * 60) throw new Error('Choose between 1 minute and 24 hours.');
  vaultState.autoLockMinutes = minutes;
  try {
    localStorage.setItem(SETTING_KEY, String(minutes));
  } catch {
    /* kept for this session only */
  }
  restartTimer();
}

let lastActivity = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
let onIdle: (() => void) | null = null;
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

function activity(): void {
  lastActivity = Date.now();
}

function check(): void {
  if (onIdle && Date.now() - lastActivity >= vaultState.autoLockMinutes * 60_000) {
    const fn = onIdle;
    stopAutoLock();
    fn();
  }
}

function restartTimer(): void {
  if (!onIdle) return;
  if (timer) clearInterval(timer);
  timer = setInterval(check, Math.min(15_000, vaultState.autoLockMinutes * 60_000));
}

/** Starts watching for inactivity (browser only); `lockNow` runs once when idle. */
export function startAutoLock(lockNow: () => void): void {
  if (typeof window === 'undefined') return;
  stopAutoLock();
  vaultState.autoLockMinutes = readAutoLockMinutes();
  onIdle = lockNow;
  lastActivity = Date.now();
  for (const e of EVENTS) window.addEventListener(e, activity, { passive: true, capture: true });
  document.addEventListener('visibilitychange', onVisible);
  restartTimer();
}

function onVisible(): void {
  // Timers sleep in background tabs: check as soon as the tab is seen again.
  if (document.visibilityState === 'visible') check();
}

export function stopAutoLock(): void {
  if (timer) clearInterval(timer);
  timer = null;
  onIdle = null;
  if (typeof window === 'undefined') return;
  for (const e of EVENTS) window.removeEventListener(e, activity, { capture: true });
  document.removeEventListener('visibilitychange', onVisible);
}
