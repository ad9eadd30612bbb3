// Connected mode and the AI Mediator: logged out, the landing page
// offers "Login to Access" and the analysis page is gated; signed in, the landing page
// offers "Start Mediation" and the analysis runs on the device without a single request to
// the account service. Runs in the 'connected' project against tests/e2e/stub-supabase.mjs.
// (connected.accounts.spec.ts already covers logging in from the gate and coming back.)
import { expect, test, type Page } from '@playwright/test';
import { heading, quietShell } from './helpers';
import { toast } from './pages/toasts';
import { accountPages } from './pages/account';
import { choose, generate, mediator } from './pages/mediator';

const STUB = `http://localhost:${process.env.EG_STUB_PORT || 4227}`;
const FIX = 'tests/fixtures/mediation';
const PASSWORD = 'mediator-pass-123';

test.describe.configure({ mode: 'serial' });

type Req = { method: string; path: string };
async function stubRequests(): Promise<Req[]> {
  return (await fetch(`${STUB}/__stub/requests`)).json() as Promise<Req[]>;
}

async function prepare(page: Page) {
  await quietShell(page);
}

const toastWith = (page: Page, title: string, description: string) => toast(page, title).filter({ hasText: description });

test('logged out: the landing page offers Login to Access, which leads to the log-in page', async ({ page }) => {
  await prepare(page);
  await page.goto('/ai-mediator');
  await expect(heading(page, 'AI Mediator')).toBeVisible();
  const login = mediator.loginToAccess(page);
  await expect(login).toHaveCount(2);
  for (const link of await login.all()) await expect(link).toHaveAttribute('href', '/login?redirect=/document-analysis');
  await expect(mediator.startMediation(page)).toHaveCount(0);
  await login.first().click();
  await expect(page).toHaveURL(/\/login\?redirect=\/document-analysis$/);
  await expect(heading(page, 'Log In')).toBeVisible();
});

test('logged out: /document-analysis shows the Please Log In gate, never the upload form, and sends to /login', async ({
  page,
}) => {
  await prepare(page);
  // Record whether a file picker ever appears, even for a moment.
  await page.addInitScript(() => {
    (window as unknown as { __pickerSeen: boolean }).__pickerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('input[type=file]')) (window as unknown as { __pickerSeen: boolean }).__pickerSeen = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/document-analysis');
  await expect(toastWith(page, 'Please Log In', 'You must be logged in to use the AI Mediator.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=\/document-analysis$/);
  await expect(heading(page, 'Log In')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pickerSeen: boolean }).__pickerSeen)).toBe(false);
});

test('signed in: Start Mediation, and the analysis makes no request to the account service', async ({ page }) => {
  await prepare(page);
  const email = `mediator-${Date.now()}@example.com`;
  await page.goto('/signup');
  await accountPages(page).signUp(email, PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);

  await page.goto('/ai-mediator');
  const start = mediator.startMediation(page);
  await expect(start).toHaveCount(2);
  await expect(mediator.loginToAccess(page)).toHaveCount(0);
  await start.first().click();
  await expect(page).toHaveURL(/\/document-analysis$/);
  await expect(heading(page, 'AI Divorce Mediator')).toBeVisible();

  await choose(page, [`${FIX}/pairs/divorce-terms-1/party-a.txt`], [`${FIX}/pairs/divorce-terms-1/party-b.txt`], 'Divorce Terms');
  await page.waitForLoadState('networkidle');
  const before = (await stubRequests()).length;
  await generate(page).click();
  await expect(mediator.reportHeading(page)).toBeVisible();
  await expect(mediator.executiveSummary(page)).toHaveText(
    'Compared the divorce terms provision by provision. In conflict: 2. Could not be compared automatically (both wordings are quoted): 0. Covered only by Party A: 2; only by Party B: 2. Aligned in different words: 1. Same wording on both sides (set aside): 5. Conflicts are listed first.',
  );
  expect((await stubRequests()).slice(before)).toEqual([]);
});
