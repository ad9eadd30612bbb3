import type { Page } from '@playwright/test';

/**
 * The home page (/): hero, sections, the emotion picker and the video carousel, so a label
 * that changes is changed here once.
 */
export const home = {
  heroButtons: (page: Page) => page.locator('.home-hero__actions > .btn'),
  /** Every level-1 heading (the page has exactly one). */
  headings1: (page: Page) => page.getByRole('heading', { level: 1 }),
  section: (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true }),
  jsonLd: (page: Page) => page.locator('script[type="application/ld+json"]'),
  link: (page: Page, name: string | RegExp) => page.getByRole('link', { name }),
  /** The feature card whose heading is `name` (e.g. 'AR Co-Parenting Sims'). */
  card: (page: Page, name: string) => page.locator('li', { has: page.getByRole('heading', { name }) }),
  testimonials: (page: Page) => page.locator('.testimonial'),
  testimonialNames: (page: Page) => page.locator('.testimonial figcaption strong'),
  topContributors: (page: Page) => page.getByRole('list', { name: 'Top Contributors' }).getByRole('listitem'),
  feelingButton: (page: Page) => page.getByRole('button', { name: 'How are you feeling today?' }),
  startChat: (page: Page) => page.getByRole('button', { name: 'Start a Chat' }),
  picker: (page: Page) => page.getByRole('dialog', { name: 'How are you feeling today?' }),
  emotionGrid: (page: Page) => page.locator('.emotion-grid'),
  carousel: (page: Page) => page.getByRole('region', { name: 'Educational videos' }),
  /** The video player dialog, named by the video's title. */
  player: (page: Page, title: string) => page.getByRole('dialog', { name: title }),
  transcript: (page: Page) => page.getByTestId('video-transcript'),
};
