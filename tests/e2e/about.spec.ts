import { expect, test, type Page } from '@playwright/test';
import { heading, quietShell } from './helpers';
import { toasts } from './pages/toasts';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
  // Record mailto: links handed to the browser instead of launching a mail app.
  await page.addInitScript(() => {
    window.__mailtos = [];
    document.addEventListener(
      'click',
      (e) => {
        const a = (e.target as Element | null)?.closest?.('a');
        if (a && a.href.startsWith('mailto:')) {
          window.__mailtos.push(a.href);
          e.preventDefault();
        }
      },
      true,
    );
  });
});

const mailtos = (page: Page) => page.evaluate(() => window.__mailtos as string[]);

test('about page: mission, three values, three founders, support link, Organization JSON-LD', async ({ page }) => {
  await page.goto('/about-contact');
  await expect(heading(page, 'About EvenGround')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
  await expect(page.locator('.about__value h3')).toHaveText(['Empowerment', 'Clarity', 'Empathy']);
  const founders = page.locator('.founder');
  await expect(founders).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const card = founders.nth(i);
    await expect(card.locator('.founder__name')).not.toBeEmpty();
    await expect(card.locator('.founder__role')).not.toBeEmpty();
    await expect(card.locator('.founder__bio')).not.toBeEmpty();
    await expect.poll(() => card.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(240);
  }
  await expect(page.getByTestId('support-link')).toHaveAttribute('href', 'mailto:support@evenground.app');

  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(texts).toHaveLength(1);
  const ld = JSON.parse(texts[0]!);
  const origin = new URL(page.url()).origin;
  expect(ld).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'EvenGround',
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    sameAs: [],
  });
});

test('contact form: required fields, then the privacy message', async ({ page }) => {
  await page.goto('/about-contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('#contact-firstName-error')).toHaveText('Please enter your first name.');
  await expect(page.locator('#contact-lastName-error')).toHaveText('Please enter your last name.');
  await expect(page.locator('#contact-email-error')).toHaveText('Please enter your email address.');
  await expect(page.locator('#contact-message-error')).toHaveText('Please write a message.');
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();

  await page.getByLabel('First name', { exact: true }).fill('Maria');
  await page.getByLabel('Last name', { exact: true }).fill('Lopez');
  await page.getByLabel('Email', { exact: true }).fill('maria@example');
  await page.getByLabel('Message', { exact: true }).fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('#contact-email-error')).toHaveText('Please enter a valid email address, like name@example.com.');

  await page.getByLabel('Email', { exact: true }).fill('maria@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveClass(/toast--destructive/);
  await expect(toasts(page).locator('.toast__title')).toHaveText('Privacy Policy');
  await expect(toasts(page).locator('.toast__description')).toHaveText('You must agree to the privacy policy to send a message.');
  await expect(page.locator('#contact-agreed-error')).toHaveText('You must agree to the privacy policy to send a message.');
  expect(await mailtos(page)).toEqual([]);
  // Nothing was lost.
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello');
});

test('contact form: a valid message opens the mail app addressed to support and clears the form', async ({ page }) => {
  await page.goto('/about-contact');
  await page.getByLabel('First name', { exact: true }).fill('Maria');
  await page.getByLabel('Last name', { exact: true }).fill('Lopez');
  await page.getByLabel('Email', { exact: true }).fill('maria@example.com');
  await page.getByLabel('Message', { exact: true }).fill('Where is my download?\nThanks & regards');
  await page.getByLabel('I agree to the privacy policy.').check();
  await page.getByRole('button', { name: 'Send Message' }).click();

  const expectedHref =
    'mailto:support@evenground.app?subject=Message%20from%20Maria%20Lopez%20via%20EvenGround' +
    '&body=Where%20is%20my%20download%3F%0D%0AThanks%20%26%20regards%0D%0A%0D%0AMaria%20Lopez%0D%0Amaria%40example.com';
  await expect.poll(() => mailtos(page)).toEqual([expectedHref]);
  await expect(toasts(page).locator('.toast__title')).toHaveText('Your email is ready to send');
  await expect(toasts(page).locator('.toast__description')).toHaveText(
    'Your mail app opened with your message. Press Send there to reach us.',
  );
  await expect(page.getByTestId('contact-sent')).toHaveAttribute('data-mailto', expectedHref);
  await expect(page.getByTestId('contact-sent').getByRole('link', { name: 'open the email again' })).toHaveAttribute(
    'href',
    expectedHref,
  );
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('I agree to the privacy policy.')).not.toBeChecked();
});
