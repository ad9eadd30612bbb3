// The newsletter pop-up with VITE_NEWSLETTER_URL set: the connected build (dist-connected,
// see scripts/test.mjs) points it at the test double's /newsletter (tests/e2e/stub-supabase.mjs).
import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner, heading } from './helpers';
import { downloadedPdfText } from './pdf-text';
import { shell } from './pages/shell';
import { toastWith } from './pages/toasts';

const STUB = `http://localhost:${process.env.EG_STUB_PORT || 4227}`;

test.describe.configure({ mode: 'serial' });

async function stub(path: string, body?: unknown) {
  const r = await fetch(`${STUB}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return r.json();
}
type Req = { method: string; path: string; body: Record<string, unknown> };
const newsletterPosts = async () =>
  ((await stub('/__stub/requests')) as Req[]).filter((r) => r.path === '/newsletter' && r.method === 'POST');

const popup = shell.newsletterPopup;

async function openPopup(page: Page) {
  await dismissCookieBanner(page);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, Math.ceil((document.documentElement.scrollHeight - window.innerHeight) * 0.5)));
  await expect(popup(page)).toBeVisible();
}

test.beforeEach(async () => {
  await stub('/__stub/reset', {});
});

test('Email tab: a plain-words error at the field, a failed send keeps the text, then a real sign-up', async ({ page }) => {
  await openPopup(page);
  const dialog = popup(page);
  const email = dialog.getByLabel('Email address');
  await expect(email).toHaveAttribute('type', 'email');

  await dialog.getByRole('button', { name: 'Get My Free Template' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your email address.');
  await expect(email).toBeFocused();
  expect(await newsletterPosts()).toEqual([]);

  await email.fill('parent@example.com');
  await stub('/__stub/next', { path: '/newsletter', status: 503, body: { error: 'down' } });
  await dialog.getByRole('button', { name: 'Get My Free Template' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'We could not sign you up just now. Please try again in a moment; what you typed is still here.',
  );
  await expect(email).toHaveValue('parent@example.com');

  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Get My Free Template' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('EvenGround-co-parenting-communication-log.pdf');
  expect((await downloadedPdfText(download)).text).toContain('Co-Parenting Communication Log');
  await expect(toastWith(page, 'You are signed up')).toContainText(
    'We will send updates to parent@example.com. Your free Co-Parenting Communication Log has been downloaded to your device.',
  );
  await expect(dialog).toHaveCount(0);
  const posts = await newsletterPosts();
  expect(posts.map((p) => p.body)).toEqual([{ email: 'parent@example.com' }, { email: 'parent@example.com' }]);
});

test('Phone tab: switching clears the value and the number is posted as phone', async ({ page }) => {
  await openPopup(page);
  const dialog = popup(page);
  await dialog.getByLabel('Email address').fill('parent@example.com');
  await dialog.getByRole('tab', { name: 'Phone' }).click();
  const phone = dialog.getByLabel('Phone number');
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveValue('');
  await phone.fill('12');
  await dialog.getByRole('button', { name: 'Get My Free Template' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a phone number like 555-123-4567.');
  await phone.fill('+1 (555) 123-4567');
  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Get My Free Template' }).click();
  await downloadPromise;
  await expect(dialog).toHaveCount(0);
  expect((await newsletterPosts()).map((p) => p.body)).toEqual([{ phone: '+1 (555) 123-4567' }]);
});
