import type { Locator, Page } from '@playwright/test';

/**
 * The toast area (one toast at a time). Every spec finds toasts through these, so a change
 * to the toast's markup is one edit here.
 */

/** Every toast on screen (at most one). */
export function toasts(page: Page) {
  return page.getByTestId('toast-viewport').locator('.toast');
}

/** The toast whose title contains `title` (a string) or matches it (a RegExp). */
export function toast(page: Page, title: string | RegExp) {
  return toasts(page).filter({ has: page.locator('.toast__title', { hasText: title }) });
}

/** The toast whose title is exactly `title`. */
export function toastTitled(page: Page, title: string) {
  return toasts(page).filter({ has: page.locator('.toast__title').getByText(title, { exact: true }) });
}

/** The toast area itself (for its whole text). */
export function toastArea(page: Page) {
  return page.getByTestId('toast-viewport');
}

/** The toast whose text (title or description) contains `text`. */
export function toastWith(page: Page, text: string) {
  return toasts(page).filter({ hasText: text });
}

/** A toast's description line. */
export function toastDescription(toast: Locator) {
  return toast.locator('.toast__description');
}

/** The "Locking soon" toast's Stay unlocked button. */
export function stayUnlocked(toast: Locator) {
  return toast.getByRole('button', { name: 'Stay unlocked' });
}
