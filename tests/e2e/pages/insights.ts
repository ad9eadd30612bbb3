import type { Page } from '@playwright/test';

/** Insights & Guides (/insights-and-guides): the accordion of sections and the video carousel. */
export const insights = {
  sections: (page: Page) => page.locator('.insights__accordion details'),
  /** The section whose heading is exactly `name`. */
  section: (page: Page, name: string) =>
    page.locator('.insights__accordion details', { has: page.getByRole('heading', { name, exact: true }) }),
  sectionTitles: (page: Page) => page.locator('.insights__accordion summary h2'),
  accordion: (page: Page) => page.locator('.insights__accordion'),
  disclaimers: (page: Page) => page.locator('.insights__disclaimer'),
  headings1: (page: Page) => page.getByRole('heading', { level: 1 }),
  /** An entry's bold title, as shown (with its full stop). */
  entryTitle: (page: Page, title: string) => page.getByText(title + '.', { exact: true }),
  carousel: (page: Page) => page.getByRole('region', { name: 'Video lessons', exact: true }),
  player: (page: Page, title: string) => page.getByRole('dialog', { name: title }),
};
