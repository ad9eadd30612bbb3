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

// Session 24: the coach's answering engine (engine.ts with the danger detector, about 1 MB) loads
// in a worker (src/features/coach/coachEngine.worker.ts). Until it has, the page says so under the
// box, the box takes typing, and a message sent waits and is answered once the engine is ready.
// The engine's script is held back by the test (no fixed wait), then let through.
const ENGINE_SCRIPT = /\/assets\/workers\/coachEngine\.worker-[^/]+\.js$/;

test.describe('coach while its engine loads', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
    await page.setViewportSize({ width: 360, height: 740 });
  });

  test('at 360x740 "Getting ready…" shows under the box, a message sent waits, and is answered once the engine has loaded', async ({
    page,
    context,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = 0;
    await context.route(ENGINE_SCRIPT, async (route) => {
      requested += 1;
      await held;
      await route.continue();
    });
    await page.goto('/');
    const coach = await openCoach(page);
    await expect.poll(() => requested).toBe(1);
    const status = coach.getByRole('status');
    const input = coach.getByLabel('Your message');
    const log = coach.locator('#log');
    await expect(status).toHaveText('Getting ready…');
    await expect(status).toBeVisible();
    await expect(input).toHaveAttribute('aria-describedby', 'status');
    await expect(input).toBeEditable();
    await expect(coach.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(log).toHaveAttribute('aria-busy', 'false');
    // The note sits just above the box, inside the frame's form.
    const [note, box] = [await status.boundingBox(), await input.boundingBox()];
    expect(note!.y + note!.height).toBeLessThanOrEqual(box!.y);
    expect(box!.y - (note!.y + note!.height)).toBeLessThanOrEqual(12);
    await expect(status).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('coach-getting-ready-360.png') });

    await send(coach, 'How is child support calculated?');
    await expect(coach.locator('.coach-msg--user')).toHaveText(['How is child support calculated?']);
    await expect(status).toHaveText('Getting ready… Your message is kept and will be answered in a moment.');
    await expect(log).toHaveAttribute('aria-busy', 'true');
    // Still only the greeting: nothing answers before the engine has loaded.
    await expect(coach.locator('.coach-msg--coach')).toHaveCount(1);
    await expect(input).toHaveValue('');
    await input.fill('he grabbed me by the neck');

    release();
    await expect(coach.locator('.coach-msg--coach')).toHaveCount(2);
    await expect(coach.locator('.coach-msg--coach').last()).toContainText('estimator');
    await expect(status).toHaveText('');
    await expect(log).toHaveAttribute('aria-busy', 'false');
    // What was typed while it loaded is still in the box, and is answered at once.
    await expect(input).toHaveValue('he grabbed me by the neck');
    await input.press('Enter');
    await expect(coach.locator('.coach-msg--crisis .crisis').getByRole('link').first()).toHaveText('Call 911');
  });

  test('an engine that cannot load: the note says so and a message gets every help line', async ({ page, context }) => {
    await context.route(ENGINE_SCRIPT, (route) => route.abort());
    await page.goto('/');
    const coach = await openCoach(page);
    const status = coach.getByRole('status');
    await expect(status).toHaveText(
      'The coach could not start on this device. Every help line is shown above; reload the page to try again.',
    );
    // The note says every line is shown above: it is, before any message is sent.
    const replies = coach.locator('.coach-msg--crisis');
    await expect(replies).toHaveCount(1);
    await expect(replies.first().getByRole('link')).toHaveText(EVERY_LINE);
    await expect(replies.first().getByRole('link').first()).toBeInViewport();
    await send(coach, 'things are bad');
    await expect(replies).toHaveCount(2);
    const lines = replies.last().getByRole('link');
    await expect(lines).toHaveText(EVERY_LINE);
    await expect(lines.first()).toBeInViewport();
  });
});
