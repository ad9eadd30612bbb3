import { shellStore } from './shellStore';
import type { IconName } from '../content/iconNames';

/** docs/product-rules.md, "Everywhere": one toast at a time, 5000 ms by default, swipe right past 50 px. */
const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'destructive' | 'success' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it until dismissed. */
  duration: number;
  action?: ToastAction;
  /** A drawn icon before the title (never an emoji in the title itself). */
  icon?: IconName;
  /** performance.now() when it was raised (see dismissToastsRaisedBefore). */
  raisedAt: number;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastAction;
  icon?: IconName;
}

/** The toasts on screen, newest first (read them in a component with `useShellStore(toastsOnScreen)`). */
export const toastsOnScreen = shellStore<ToastItem[]>([]);

/** `toastStore.toasts`: the toasts on screen; assigning a new list shows it. */
export const toastStore = {
  get toasts(): ToastItem[] {
    return toastsOnScreen.get();
  },
  set toasts(next: ToastItem[]) {
    toastsOnScreen.set(next);
  },
};

let nextId = 1;

/**
 * Rewrites (or, returning null, drops) every toast before it shows: while a parent tries a
 * tool with no vault, a tool's "Saved!" would be untrue (src/vault/askToProtect.ts).
 */
let rewrite: ((input: ToastInput) => ToastInput | null) | null = null;
export function setToastRewrite(fn: ((input: ToastInput) => ToastInput | null) | null): void {
  rewrite = fn;
}

/** Shows a toast, replacing the one on screen (limit 1). Returns its dismiss function. */
export function toast(raw: ToastInput): () => void {
  const input = rewrite ? rewrite(raw) : raw;
  if (!input) return () => undefined;
  const item: ToastItem = {
    id: nextId++,
    title: input.title,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DEFAULT_DURATION,
    raisedAt: performance.now(),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.action !== undefined ? { action: input.action } : {}),
    ...(input.icon !== undefined ? { icon: input.icon } : {}),
  };
  toastStore.toasts = [item, ...toastStore.toasts].slice(0, TOAST_LIMIT);
  return () => dismissToast(item.id);
}

export function dismissToast(id: number): void {
  toastStore.toasts = toastStore.toasts.filter((t) => t.id !== id);
}

/**
 * How long after a toast a change of page still belongs to it: a flow that raises a toast and
 * then moves on by itself (logged out -> home, password updated -> log in) does so within a few
 * milliseconds; a parent who reads "Saved!" and then taps a link takes longer than this.
 */
export const TOAST_FOLLOWS_NAVIGATION_MS = 250;

/**
 * Closes the toasts raised before `time` (performance.now()): they are about the page left behind.
 * A toast that waits for the parent (no time limit, such as "A new version is available" with its
 * Reload button) is about the whole app and stays.
 */
export function dismissToastsRaisedBefore(time: number): void {
  toastStore.toasts = toastStore.toasts.filter((t) => t.duration === Infinity || t.raisedAt >= time);
}

/** Removes error toasts: call when the thing they complained about has since gone right. */
export function dismissErrorToasts(): void {
  toastStore.toasts = toastStore.toasts.filter((t) => t.variant !== 'destructive');
}

/**
 * Shows a toast that nobody asked for (for example "Ready to work offline") only once no
 * other toast is on screen, so it never replaces a message the parent is reading.
 */
export function toastWhenIdle(input: ToastInput): void {
  if (toastStore.toasts.length === 0) {
    toast(input);
    return;
  }
  let shown = false;
  const unsubscribe = toastsOnScreen.subscribe(() => {
    // Looked at once the current task is done, so a toast dismissed and another raised in
    // the same task (an error cleared, then "Saved!") does not let this one in between.
    queueMicrotask(() => {
      if (shown || toastStore.toasts.length > 0) return;
      shown = true;
      unsubscribe();
      toast(input);
    });
  });
}
