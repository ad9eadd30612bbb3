import { expect, test } from '@playwright/test';
import { dismissCookieBanner, heading } from './helpers';

const screens: Array<[string, string]> = [
  ['/login', 'Log In'],
  ['/signup', 'Sign Up'],
  ['/profile', 'My Profile'],
  ['/reset-password', 'Reset Password'],
  ['/update-password', 'Update Password'],
];

test.describe('account screens (local mode)', () => {
  for (const [path, title] of screens) {
    test(`${path} says accounts are not configured`, async ({ page }) => {
      await dismissCookieBanner(page);
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const notice = page.getByTestId('local-mode-notice');
      await expect(notice).toContainText('Accounts are not configured on this installation');
      await expect(notice).toContainText('VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY');
      await expect(page.locator('form')).toHaveCount(0);
    });
  }

  test('the header offers Login and Sign Up, and no supabase-js is downloaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await dismissCookieBanner(page);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeVisible();
    await page.goto('/quizzes/custody-readiness');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByTestId('quiz-question')).toBeVisible();
    const bodies = await Promise.all(scripts.map((u) => page.evaluate((x) => fetch(x).then((r) => r.text()), u)));
    expect(bodies.filter((b) => b.includes('supabase.co') || b.includes('GoTrueClient')).length).toBe(0);
  });
});
