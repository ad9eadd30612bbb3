import { expect, test } from '@playwright/test';
import { dismissCookieBanner, heading } from './helpers';
import { localAccountScreens } from './pages/account';
import { quizPage } from './pages/quiz';
import { shell } from './pages/shell';

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
      const local = localAccountScreens(page);
      await expect(local.firstLine).toHaveText(
        'You do not need an account here. Every guide, tool and quiz works without one, and everything you type stays on this device, protected by your own passphrase.',
      );
      await expect(local.homeLink).toHaveAttribute('href', '/');
      await expect(shell.main(page)).not.toContainText(/VITE_|README|configur|installation/i);
      await expect(local.forms).toHaveCount(0);
    });
  }

  test('the notice box has the same space above its first line as below its last, at 360 and 1280 px', async ({ page }) => {
    await dismissCookieBanner(page);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, title] of screens.slice(0, 3)) {
        await page.goto(path);
        await expect(heading(page, title)).toBeVisible();
        const gaps = await localAccountScreens(page).notice.evaluate((box) => {
          const r = box.getBoundingClientRect();
          const text = document.createRange();
          text.selectNodeContents(box);
          const lines = [...text.getClientRects()].filter((l) => l.width > 0);
          const first = Math.min(...lines.map((l) => l.top));
          const last = Math.max(...lines.map((l) => l.bottom));
          const s = getComputedStyle(box);
          return {
            above: Math.round(first - r.top),
            below: Math.round(r.bottom - last),
            edge: Math.round(parseFloat(s.paddingTop) + parseFloat(s.borderTopWidth)),
          };
        });
        // 12.8 px padding + 1 px border on both sides, nothing more (it was 29.8 px: the paragraphs' 16 px margins added).
        expect(gaps, `${path} at ${width}`).toEqual({ above: 14, below: 14, edge: 14 });
      }
    }
  });

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
      await expect(shell.pageTitle(page)).toBeVisible();
      await expect(shell.mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
      const accountLinks = localAccountScreens(page).accountAddresses;
      await expect(accountLinks).toHaveCount(0);
      await expect(localAccountScreens(page).accountOffers).toHaveCount(0);
    }
    await page.goto('/quizzes/custody-readiness');
    await quizPage(page).start.click();
    await expect(quizPage(page).question).toBeVisible();
    const bodies = await Promise.all(scripts.map((u) => page.evaluate((x) => fetch(x).then((r) => r.text()), u)));
    expect(bodies.filter((b) => b.includes('supabase.co') || b.includes('GoTrueClient')).length).toBe(0);
  });
});
