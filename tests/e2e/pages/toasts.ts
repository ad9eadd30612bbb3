import type { Page } from '@playwright/test';

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
