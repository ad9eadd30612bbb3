// The coach's safety check (issue 25 §1, docs/coach-crisis.md): a message the detector does
// not place on a calm topic gets one calm question with 911 and the fitting lines as links,
// and two answers; "I need help now" pins every line. At phone size, and offline.
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { test } from './precached';
import { EVERY_LINE, dismissCookieBanner, waitForOfflineReady } from './helpers';
import { shell } from './pages/shell';

/** Words of worry the detector has no rule for: no threat, no harm, no named danger. */
const UNKNOWN = "things at home got really bad again last night, I don't know what to do";

async function openCoach(page: Page): Promise<FrameLocator> {
  await shell.openChat(page).click();
  const coach = page.frameLocator('iframe[title="EvenGround Coach"]');
  await expect(coach.locator('.coach-msg--coach')).toHaveCount(1);
  return coach;
}

async function send(coach: FrameLocator, message: string) {
  await coach.getByLabel('Your message').fill(message);
  await coach.getByLabel('Your message').press('Enter');
}

test.describe('coach safety check', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
    await page.setViewportSize({ width: 360, height: 740 });
  });

  test('at 360x740 a message the detector does not know gets the safety check with 911 and the lines as links, in view', async ({
    page,
  }) => {
    await page.goto('/');
    const coach = await openCoach(page);
    await send(coach, UNKNOWN);
    const check = coach.locator('.coach-msg--check');
    await expect(check.locator('.crisis__title')).toHaveText('Are you and your children safe right now?');
    const links = check.locator('.crisis').getByRole('link');
    await expect(links).toHaveText(['Call 911', 'Call 988', 'Text 988', 'Call 1-800-799-7233', 'Text START to 88788']);
    await expect(links.first()).toHaveAttribute('href', 'tel:911');
    await expect(check.getByRole('button')).toHaveText(["I'm safe", 'I need help now']);
    // Not the full crisis reply; the topic menu follows the check.
    await expect(coach.locator('.coach-msg--crisis')).toHaveCount(0);
    await expect(coach.locator('.coach-msg--coach').last()).toContainText('Which is closest to what you need?');
    await expect(links.first()).toBeInViewport();
    await expect(check.getByRole('button', { name: 'I need help now' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a calm question gets no check; "I\'m safe" is answered calmly', async ({ page }) => {
    await page.goto('/');
    const coach = await openCoach(page);
    await send(coach, 'How is child support calculated?');
    await expect(coach.locator('.coach-msg--coach').last()).toContainText('estimator');
    await expect(coach.locator('.coach-msg--check')).toHaveCount(0);
    await send(coach, UNKNOWN);
    await coach.getByRole('button', { name: "I'm safe" }).click();
    await expect(coach.locator('.coach-msg--user').last()).toHaveText("I'm safe");
    await expect(coach.locator('.coach-msg--coach').last()).toContainText('If that changes');
    await expect(coach.locator('.coach-msg--check').getByRole('button', { name: 'I need help now' })).toBeDisabled();
  });

  test('"I need help now" pins every line, also offline', { tag: '@service-worker' }, async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    const coach = await openCoach(page);
    await send(coach, UNKNOWN);
    await coach.getByRole('button', { name: 'I need help now' }).click();
    const lines = coach.locator('.coach-msg--crisis').last().getByRole('link');
    await expect(lines).toHaveText(EVERY_LINE);
    await expect(lines.first()).toBeFocused();
    await expect(lines.first()).toBeInViewport();
  });

  test('at 360x740 a reply shows from its start, under the parent’s own message (issue 32)', async ({ page }) => {
    await page.goto('/');
    const coach = await openCoach(page);
    for (const message of ['How is child support calculated?', 'How do I make a parenting plan?']) {
      await send(coach, message);
      const asked = coach.locator('.coach-msg--user').last();
      await expect(asked).toHaveText(message);
      const reply = coach.locator('.coach-msg--coach').last();
      // Both in the conversation's visible box: the parent's message whole, the reply's first lines.
      const box = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      const [log, a, r] = [await box(coach.locator('#log')), await box(asked), await box(reply)];
      expect(a.top).toBeGreaterThanOrEqual(log.top);
      expect(r.top + 48).toBeLessThanOrEqual(log.bottom);
    }
  });
});
