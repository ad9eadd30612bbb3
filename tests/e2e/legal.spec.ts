import { expect, test } from '@playwright/test';
import { dismissCookieBanner, dismissNewsletter, heading, seriousAxe } from './helpers';
import { pageBody, shell } from './pages/shell';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await dismissNewsletter(page);
});

test('privacy policy: effective date and exactly ten numbered sections', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(heading(page, 'Privacy Policy')).toBeVisible();
  await expect(pageBody(page).line('Effective date: July 31, 2025')).toBeVisible();
  const sections = pageBody(page).legalSections;
  await expect(sections).toHaveCount(10);
  const titles = await sections.locator('h2').allTextContents();
  expect(titles.map((t) => t.split('.')[0])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  expect(titles).toEqual([
    '1. Who We Are and What This Policy Covers',
    '2. Local-First by Design: Your Tool Data Stays on Your Device',
    '3. Information You Choose to Send Us',
    '4. Cookies, Browser Storage and Usage Data',
    '5. Third-Party Services',
    '6. How We Use and Share Information',
    '7. Data Retention and Security',
    '8. Your Choices and Rights',
    "9. Children's Privacy",
    '10. Changes to This Policy and How to Contact Us',
  ]);
  const main = shell.main(page);
  await expect(main).toContainText('no longer than 12 months');
  await expect(main).toContainText('aged 18 or older');
  await expect(main).toContainText('children under 13 (or under 16 in some places)');
  await expect(main).toContainText('Supabase Auth');
  await expect(main.getByRole('link', { name: 'support@evenground.app' }).first()).toHaveAttribute(
    'href',
    'mailto:support@evenground.app',
  );
});

test('terms of service: combined terms, exactly twelve numbered terms with the policy facts', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(heading(page, 'Terms of Service')).toBeVisible();
  await expect(pageBody(page).line('Combined Terms of Service and Privacy Policy. Effective date: July 31, 2025')).toBeVisible();
  const sections = pageBody(page).legalSections;
  await expect(sections).toHaveCount(12);
  await expect(sections.locator('h2')).toHaveText([
    '1. Acceptance of Terms',
    '2. Nature of Our Services',
    '3. Eligibility',
    '4. User Conduct',
    '5. Intellectual Property',
    '6. Third-Party and AI Services',
    '7. Disclaimer of Warranties',
    '8. Limitation of Liability',
    '9. Indemnification',
    '10. Governing Law and Venue',
    '11. Modifications',
    '12. Contact',
  ]);
  await expect(sections.nth(2)).toContainText('at least 18 years old');
  await expect(sections.nth(7)).toContainText('$100 OR THE AMOUNT YOU PAID US IN THE PAST 12 MONTHS, WHICHEVER IS LESS');
  await expect(sections.nth(9)).toContainText('State of Illinois');
  await expect(sections.nth(9)).toContainText('Cook County, Illinois');
  await expect(sections.nth(11).getByRole('link', { name: 'support@evenground.app' })).toHaveAttribute(
    'href',
    'mailto:support@evenground.app',
  );
  await pageBody(page).link('Privacy Policy').first().click();
  await expect(heading(page, 'Privacy Policy')).toBeVisible();
});

test('under construction: Coming Soon with a link home', async ({ page }) => {
  await page.goto('/under-construction');
  await expect(heading(page, 'Coming Soon')).toBeVisible();
  await pageBody(page).anyLink('Go to the home page').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
});

// Every route's own address is axe-checked with its sections open in routes.spec.ts; the
// hub's Legal filter is the one state of these pages with an address of its own.
test('axe finds no serious or critical violation on the hub filtered to Legal, every section open', async ({ page }) => {
  await page.goto('/resources?filter=Legal');
  await expect(pageBody(page).titles).toHaveCount(1);
  await pageBody(page).details.evaluateAll((ds) => ds.forEach((d) => d.setAttribute('open', '')));
  expect(await seriousAxe(page, 'main')).toEqual([]);
});
