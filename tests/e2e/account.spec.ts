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
    test(`${path} says no account is needed, in plain words, with a link home`, async ({ page }) => {
      await dismissCookieBanner(page);
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const notice = page.getByTestId('local-mode-notice');
      await expect(notice.locator('p').first()).toHaveText(
        'You do not need an account here. Every guide, tool and quiz works without one, and everything you type stays on this device, protected by your own passphrase.',
      );
      await expect(notice.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      await expect(page.locator('main')).not.toContainText(/VITE_|README|configur|installation/i);
      await expect(page.locator('form')).toHaveCount(0);
    });
  }

  test('no account entry points anywhere, and no supabase-js is downloaded', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await dismissCookieBanner(page);
    await page.goto('/');
    await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
    for (const path of ['/', '/community', '/ai-mediator', '/quizzes', '/resources']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
      const accountLinks = page.locator('a[href^="/login"], a[href^="/signup"], a[href^="/profile"]');
      await expect(accountLinks).toHaveCount(0);
      await expect(page.getByRole('link', { name: /log ?in|sign ?up|create your free account|my profile/i })).toHaveCount(0);
    }
    await page.goto('/quizzes/custody-readiness');
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByTestId('quiz-question')).toBeVisible();
    const bodies = await Promise.all(scripts.map((u) => page.evaluate((x) => fetch(x).then((r) => r.text()), u)));
    expect(bodies.filter((b) => b.includes('supabase.co') || b.includes('GoTrueClient')).length).toBe(0);
  });
});
