import { expect, test, type Page } from '@playwright/test';
import { heading, quietShell, seriousAxe } from './helpers';
import { toasts } from './pages/toasts';
import { contactForm } from './pages/contact';
import { clipboardText } from './pages/mailHandoff';
import { pageHead } from './pages/shell';
import { about } from './pages/about';

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
  await expect(about.section(page, 'Our mission')).toBeVisible();
  await expect(about.values(page)).toHaveText(['Empowerment', 'Clarity', 'Empathy']);
  const founders = about.founders(page);
  await expect(founders).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const card = founders.nth(i);
    await expect(card.locator('.founder__name')).not.toBeEmpty();
    await expect(card.locator('.founder__role')).not.toBeEmpty();
    await expect(card.locator('.founder__bio')).not.toBeEmpty();
    await expect.poll(() => card.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(240);
  }
  await expect(about.supportLink(page)).toHaveAttribute('href', 'mailto:support@evenground.app');

  const texts = await pageHead(page).jsonLd.allTextContents();
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
  const form = contactForm(page);
  await page.goto('/about-contact');
  await form.send.click();
  await expect(form.error('firstName')).toHaveText('Please enter your first name.');
  // The last name is optional.
  await expect(form.error('lastName')).toHaveCount(0);
  await expect(form.error('email')).toHaveText('Please enter your email address.');
  await expect(form.error('message')).toHaveText('Please write a message.');
  await expect(form.firstName).toBeFocused();

  await form.firstName.fill('Maria');
  await form.lastName.fill('Lopez');
  await form.email.fill('maria@example');
  await form.message.fill('Hello');
  await form.send.click();
  await expect(form.error('email')).toHaveText('Please enter a valid email address, like name@example.com.');

  await form.email.fill('maria@example.com');
  await form.send.click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveClass(/toast--destructive/);
  await expect(toasts(page).locator('.toast__title')).toHaveText('Privacy Policy');
  await expect(toasts(page).locator('.toast__description')).toHaveText('You must agree to the privacy policy to send a message.');
  await expect(form.error('agreed')).toHaveText('You must agree to the privacy policy to send a message.');
  expect(await mailtos(page)).toEqual([]);
  // Nothing was lost.
  await expect(form.message).toHaveValue('Hello');
});

const HREF =
  'mailto:support@evenground.app?subject=Message%20from%20Maria%20Lopez%20via%20EvenGround' +
  '&body=Where%20is%20my%20download%3F%0D%0AThanks%20%26%20regards%0D%0A%0D%0AMaria%20Lopez%0D%0Amaria%40example.com';

async function fillAndSend(page: Page) {
  const form = contactForm(page);
  await form.firstName.fill('Maria');
  await form.lastName.fill('Lopez');
  await form.email.fill('maria@example.com');
  await form.message.fill('Where is my download?\nThanks & regards');
  await form.agree.check();
  await form.send.click();
  await expect.poll(() => mailtos(page)).toEqual([HREF]);
}

async function expectFilled(page: Page) {
  const form = contactForm(page);
  await expect(form.firstName).toHaveValue('Maria');
  await expect(form.lastName).toHaveValue('Lopez');
  await expect(form.email).toHaveValue('maria@example.com');
  await expect(form.message).toHaveValue('Where is my download?\nThanks & regards');
  await expect(form.agree).toBeChecked();
}

test('contact form at 360x740: no last name needed, and the privacy complaint leaves once the form is sent', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const form = contactForm(page);
  await page.goto('/about-contact');
  await form.firstName.fill('Maria');
  await form.email.fill('maria@example.com');
  await form.message.fill('Hello');
  await form.send.click();
  await expect(toasts(page).locator('.toast__title')).toHaveText('Privacy Policy');
  await form.agree.check();
  await form.send.click();
  await expect
    .poll(() => mailtos(page))
    .toEqual([
      'mailto:support@evenground.app?subject=Message%20from%20Maria%20via%20EvenGround&body=Hello%0D%0A%0D%0AMaria%0D%0Amaria%40example.com',
    ]);
  await expect(form.error('lastName')).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);
});

test('contact form: Send opens the mail app and keeps the text until the parent says it opened', async ({ page }) => {
  const form = contactForm(page);
  await page.goto('/about-contact');
  await fillAndSend(page);
  // No claim that anything was sent: a question, with focus on it, and every field still filled.
  await expect(form.handoff.question).toBeFocused();
  await expect(form.handoff.panel).toHaveAttribute('data-mailto', HREF);
  await expect(form.handoff.panel).toContainText(
    'It is addressed to support@evenground.app and goes out only when you press Send there. Your message stays in the form until you tell us.',
  );
  await expect(toasts(page)).toHaveCount(0);
  await expectFilled(page);

  await form.handoff.yes.click();
  await expect(form.handoff.panel.getByRole('status')).toHaveText('Thank you for writing to us. The form is cleared.');
  await expect(form.handoff.panel.getByRole('status')).toBeFocused();
  await expect(form.firstName).toHaveValue('');
  await expect(form.lastName).toHaveValue('');
  await expect(form.email).toHaveValue('');
  await expect(form.message).toHaveValue('');
  await expect(form.agree).not.toBeChecked();
  // Typing a new message takes the thank-you away.
  await form.message.fill('One more thing');
  await expect(form.handoff.panel).toHaveCount(0);
});

test('contact form: "No, keep my message" keeps everything and offers the message and address to copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const form = contactForm(page);
  await page.goto('/about-contact');
  await fillAndSend(page);
  expect(await seriousAxe(page, '[data-testid="contact-sent"]')).toEqual([]);
  await form.handoff.no.click();
  await expect(form.handoff.stillHere).toBeFocused();
  await expectFilled(page);
  expect(await seriousAxe(page, '[data-testid="contact-sent"]')).toEqual([]);

  await form.handoff.copyText.click();
  await expect(form.handoff.copied).toHaveText('Copied: the message with the address and subject. Paste it into a new email.');
  expect(await clipboardText(page)).toBe(
    'To: support@evenground.app\nSubject: Message from Maria Lopez via EvenGround\n\n' +
      'Where is my download?\nThanks & regards\n\nMaria Lopez\nmaria@example.com',
  );
  await form.handoff.copyAddress.click();
  await expect(form.handoff.copied).toHaveText('Copied: support@evenground.app');
  expect(await clipboardText(page)).toBe('support@evenground.app');
  await expect(form.handoff.tryAgain).toHaveAttribute('href', HREF);
  await form.handoff.tryAgain.click();
  await expect.poll(() => mailtos(page)).toEqual([HREF, HREF]);
  await expectFilled(page);

  // Once sent another way, the parent clears the form themselves.
  await form.handoff.sentIt.click();
  await expect(form.handoff.panel.getByRole('status')).toHaveText('Thank you for writing to us. The form is cleared.');
  await expect(form.message).toHaveValue('');
});

test('contact form: when the browser refuses the clipboard, the text is shown to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  const form = contactForm(page);
  await page.goto('/about-contact');
  await fillAndSend(page);
  await form.handoff.no.click();
  await form.handoff.copyText.click();
  const manual = form.handoff.panel.getByLabel('Your browser did not allow copying. Select this text and copy it yourself:');
  await expect(manual).toHaveValue(
    'To: support@evenground.app\nSubject: Message from Maria Lopez via EvenGround\n\n' +
      'Where is my download?\nThanks & regards\n\nMaria Lopez\nmaria@example.com',
  );
  await expect(form.handoff.copied).toHaveText('');
  await expectFilled(page);
});

test('contact form at 360 px: every text field is at least 44 px tall, bordered like the others, with a visible focus ring', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const form = contactForm(page);
  await page.goto('/about-contact');
  const look = (el: HTMLElement) => {
    const s = getComputedStyle(el);
    return {
      border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      radius: s.borderTopLeftRadius,
      font: s.fontSize,
    };
  };
  const email = await form.email.evaluate(look);
  expect(email.border).toBe('1px solid rgb(138, 148, 156)');
  for (const [name, field] of [
    ['first name', form.firstName],
    ['last name', form.lastName],
    ['email', form.email],
  ] as const) {
    const box = (await field.boundingBox())!;
    expect(box.height, name).toBeGreaterThanOrEqual(44);
    // Full width of the form at 360 px (not a 150 px browser default).
    expect(box.width, name).toBeGreaterThan(250);
    expect(await field.evaluate(look), name).toEqual(email);
  }
  // Keyboard focus draws the ring on the name fields.
  await form.firstName.focus();
  await page.keyboard.press('Tab');
  await expect(form.lastName).toBeFocused();
  expect(await form.lastName.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  expect(await form.lastName.evaluate((el) => parseFloat(getComputedStyle(el).outlineWidth))).toBeGreaterThanOrEqual(2);

  // After Send the question and its two answers are on screen, between the sticky header and
  // the quick exit and chat buttons fixed at the bottom.
  await fillAndSend(page);
  await expect(form.handoff.question).toBeFocused();
  const room = await form.handoff.panel.evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    const header = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    const floor = Math.min(
      window.innerHeight,
      ...[...document.querySelectorAll('.quick-exit--dock, .chat-launcher')].map((el) => el.getBoundingClientRect().top),
    );
    return { above: box.top - header, below: floor - box.bottom };
  });
  expect(room.above).toBeGreaterThanOrEqual(0);
  expect(room.below).toBeGreaterThanOrEqual(0);
});
