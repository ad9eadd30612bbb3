import type { Page } from '@playwright/test';

/**
 * The shell around every page: the header (its lock button), so a label that changes is
 * changed here once.
 */
export const shell = {
  header: (page: Page) => page.getByRole('banner'),
  lockButton: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Lock your saved data' }),
};
