import type { Page } from '@playwright/test';

/** The Resource Hub (/resources): search, category filters and cards, found here once. */
export function resourceHub(page: Page) {
  return {
    search: page.getByRole('searchbox', { name: 'Search resources' }),
    filter: (name: string) => page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true }),
    cards: page.locator('.resource-card'),
    cardTitles: page.locator('.resource-card h2'),
    cardLinks: page.locator('.resource-card a'),
    /** A card's link, by the card's exact title. */
    card: (title: string) => page.getByRole('link', { name: title, exact: true }),
    count: page.getByTestId('resource-count'),
    noneFound: page.getByRole('heading', { level: 2, name: 'No Resources Found' }),
    noneFoundHint: page.getByText('Try adjusting your search or filter settings.'),
    showAll: page.getByRole('button', { name: 'Show all resources' }),
  };
}

/** A guide page's main parts (headings, sections, disclaimer, its article). */
export function guideContent(page: Page) {
  const main = page.locator('main');
  return {
    titles: page.locator('main h1'),
    summaries: page.locator('main summary'),
    disclaimer: main.getByTestId('disclaimer'),
    article: page.locator('main article'),
    sectionHeadings: main.getByRole('heading', { level: 2 }),
    region: (name: string) => page.getByRole('region', { name }),
  };
}
