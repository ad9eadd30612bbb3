import type { Page } from '@playwright/test';

/** A static guide under /resources/… (GuideShell): its sections and its wide tables. */
export function guidePage(page: Page) {
  return {
    back: page.getByRole('link', { name: 'Back to Resources' }),
    summaries: page.locator('main summary'),
    /** The section whose summary contains `title`. */
    section: (title: string) => page.locator('details', { has: page.locator('summary', { hasText: title }) }),
    /** The labelled scroll region around a table. */
    tableRegion: (label: string) => page.getByRole('region', { name: label }),
    scrollHint: page.getByTestId('scroll-table-hint'),
  };
}
