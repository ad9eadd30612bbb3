import type { Page } from '@playwright/test';

/** About/Contact (/about-contact): mission, values, founders and the support link. The contact form is in contact.ts. */
export const about = {
  section: (page: Page, name: string) => page.getByRole('heading', { level: 2, name }),
  values: (page: Page) => page.locator('.about__value h3'),
  founders: (page: Page) => page.locator('.founder'),
  supportLink: (page: Page) => page.getByTestId('support-link'),
};
