// The coach's safety check (issue 25 §1, docs/coach-crisis.md): a message the detector does
// not place on a calm topic gets one calm question with 911 and the fitting lines as links,
// and two answers; "I need help now" pins every line. At phone size, and offline.
import { expect, type BrowserContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { test } from './precached';
import { EVERY_LINE, dismissCookieBanner, holdRoute, waitForOfflineReady, screenshotForReview } from './helpers';
import { shell } from './pages/shell';

/** Words of worry the detector has no rule for: no threat, no harm, no named danger. */
const UNKNOWN = "things at home got really bad again last night, I don't know what to do";

async function openCoach(page: Page): Promise<FrameLocator> {
  await shell.openChat(page).click();
  const coach = page.frameLocator('iframe[title="EvenGround Coach"]');
  await expect(coach.locator('.coach-msg--coach')).toHaveCount(1);
  return coach;
}

/**
 * How long the first expectation after the engine's script is released (or the coach opened)
 * waits: the engine is about 1 MB of code, and on a busy machine it may load past an expectation's
 * 10 s (the same 30 s as coachChat().ready() in pages/coach.ts).
 */
const ENGINE_LOAD = { timeout: 30_000 };

/** The coach opened once its engine has loaded: a message is answered by the engine itself. */
async function openReadyCoach(page: Page): Promise<FrameLocator> {
  const coach = await openCoach(page);
  await expect(coach.getByRole('status')).toHaveText('', ENGINE_LOAD);
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
    const coach = await openReadyCoach(page);
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

  test("session 29: a message written in Spanish on an English page gets the Hotline's Spanish chat in its crisis reply", async ({
    page,
  }) => {
    await page.goto('/');
    const coach = await openReadyCoach(page);
    await send(coach, 'mi ex me dijo que me iba a matar si voy a la corte manana, tengo miedo');
    const dv = coach.locator('.coach-msg--crisis').last().locator('[data-line="dv"]');
    await expect(dv.getByRole('link')).toHaveText(['Call 1-800-799-7233', 'Text START to 88788', 'Chat in Spanish']);
    await expect(dv.getByRole('link', { name: 'Chat in Spanish' })).toHaveAttribute('href', 'https://espanol.thehotline.org/');
  });

  test('a calm question gets no check; "I\'m safe" is answered calmly', async ({ page }) => {
    await page.goto('/');
    const coach = await openReadyCoach(page);
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
    const coach = await openReadyCoach(page);
    await send(coach, UNKNOWN);
    await coach.getByRole('button', { name: 'I need help now' }).click();
    const lines = coach.locator('.coach-msg--crisis').last().getByRole('link');
    await expect(lines).toHaveText(EVERY_LINE);
    await expect(lines.first()).toBeFocused();
    await expect(lines.first()).toBeInViewport();
  });

  test('at 360x740 a reply shows from its start, under the parent’s own message (issue 32)', async ({ page }) => {
    await page.goto('/');
    const coach = await openReadyCoach(page);
    for (const [i, message] of ['How is child support calculated?', 'How do I make a parenting plan?'].entries()) {
      await send(coach, message);
      const asked = coach.locator('.coach-msg--user').last();
      await expect(asked).toHaveText(message);
      // The greeting and one reply a message (measured once the reply is there: a message sent
      // while the engine still loads has the safety check until then).
      await expect(coach.locator('.coach-msg--coach')).toHaveCount(2 + i);
      await expect(coach.locator('.coach-msg--check')).toHaveCount(0);
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
const SAFETY_CHECK = 'Are you and your children safe right now?';
const DANGER = 'he grabbed me by the neck and said he will kill me';
/** The crisis reply's lines to DANGER, once the engine has read it. */
const DANGER_LINES = ['Call 911', 'Call 1-800-799-7233', 'Text START to 88788'];
/** Every line with DANGER's first: how lines shown while the engine loaded read once it answers DANGER. */
const EVERY_LINE_DANGER_FIRST = [
  'Call 911',
  'Call 1-800-799-7233',
  'Text START to 88788',
  'Call 1-800-843-5678',
  'Call 988',
  'Text 988',
  'Call 1-800-422-4453',
  'Call 1-800-656-4673',
];
/** The crisis reply's follow-up to DANGER (src/content/crisis/followUp.ts). */
const DANGER_FOLLOW_UP =
  "Being choked or strangled is very dangerous even with no marks: injuries can show up hours later, so please get checked by a doctor. A domestic violence advocate can help you make a safety plan and explain protective orders in your state. If you can, reach out from a phone the other person can't check.";
/** The coach's last message is the crisis reply's follow-up to DANGER, with its one link. */
async function expectFollowUp(coach: FrameLocator) {
  const last = coach.locator('.coach-msg--coach').last();
  await expect(last).toContainText(DANGER_FOLLOW_UP, ENGINE_LOAD);
  await expect(last.getByRole('link')).toHaveText(['Self-care and support']);
}
const SAFE_REPLY = 'Thank you. If that changes, the Get help now link at the top lists every line, day and night.';

/**
 * The home page with the coach opened while its engine's script is held back (until the test calls
 * `release()`), once the frame has asked for that script.
 */
async function openCoachEngineHeld(page: Page, context: BrowserContext) {
  const engineScript = await holdRoute(context, ENGINE_SCRIPT);
  await page.goto('/');
  const coach = await openCoach(page);
  await expect.poll(() => engineScript.requested()).toBe(1);
  return { engineScript, coach };
}

test.describe('coach while its engine loads', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
    await page.setViewportSize({ width: 360, height: 740 });
  });

  test('at 360x740 "Getting ready…" shows under the box, a message sent waits, and is answered once the engine has loaded', async ({
    page,
    context,
  }) => {
    const { engineScript, coach } = await openCoachEngineHeld(page, context);
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
    await screenshotForReview(page, 'coach-getting-ready-360.png');

    await send(coach, 'How is child support calculated?');
    await expect(coach.locator('.coach-msg--user')).toHaveText(['How is child support calculated?']);
    await expect(status).toHaveText('Getting ready… Your message is kept and will be answered in a moment.');
    await expect(log).toHaveAttribute('aria-busy', 'true');
    // Session 25: nothing can tell yet whether the message describes danger, so the safety check
    // with every line shows at once; the topic's reply waits for the engine.
    await expect(coach.locator('.coach-msg--check .crisis__title')).toHaveText(SAFETY_CHECK);
    await expect(coach.locator('.coach-msg--check .crisis').getByRole('link')).toHaveText(EVERY_LINE);
    await expect(coach.locator('.coach-msg--coach')).toHaveCount(1);
    await expect(input).toHaveValue('');
    await input.fill('he grabbed me by the neck');

    engineScript.release();
    // The engine places the question on a calm topic: its reply follows the check, which stays.
    await expect(coach.locator('.coach-msg--coach')).toHaveCount(2, ENGINE_LOAD);
    await expect(coach.locator('.coach-msg--coach').last()).toContainText('estimator');
    await expect(coach.locator('.coach-msg--check')).toHaveCount(1);
    await expect(status).toHaveText('');
    await expect(log).toHaveAttribute('aria-busy', 'false');
    // What was typed while it loaded is still in the box, and is answered at once.
    await expect(input).toHaveValue('he grabbed me by the neck');
    await input.press('Enter');
    await expect(coach.locator('.coach-msg--crisis .crisis').getByRole('link').first()).toHaveText('Call 911');
  });

  test('at 360x740 a danger message sent while the engine loads gets 911 and every line at once, then the crisis reply', async ({
    page,
    context,
  }) => {
    const { engineScript, coach } = await openCoachEngineHeld(page, context);
    await send(coach, DANGER);
    await expect(coach.locator('.coach-msg--user')).toHaveText([DANGER]);
    const check = coach.locator('.coach-msg--check');
    await expect(check.locator('.crisis__title')).toHaveText(SAFETY_CHECK);
    const lines = check.locator('.crisis').getByRole('link');
    await expect(lines).toHaveText(EVERY_LINE);
    await expect(lines.first()).toHaveAttribute('href', 'tel:911');
    await expect(lines.first()).toBeInViewport();
    await expect(check.getByRole('button')).toHaveText(["I'm safe", 'I need help now']);
    await expect(coach.getByRole('status')).toHaveText('Getting ready… Your message is kept and will be answered in a moment.');
    // Still held: the engine has not answered.
    expect(engineScript.requested()).toBe(1);
    await expect(coach.locator('.coach-msg--crisis')).toHaveCount(0);
    await screenshotForReview(page, 'coach-check-while-loading-360.png');

    engineScript.release();
    // Session 26: the check stays, with every line once: the crisis reply's lines (911 and the
    // hotline) are on the page already, so the hotline moves up to follow 911 and the answers, in
    // view, and the reply's follow-up is added below. No line is shown twice.
    await expectFollowUp(coach);
    await expect(coach.getByRole('status')).toHaveText('');
    await expect(check).toHaveCount(1);
    await expect(check.locator('.crisis__title')).toHaveText(SAFETY_CHECK);
    await expect(lines).toHaveText(EVERY_LINE_DANGER_FIRST);
    await expect(coach.locator('.coach-msg--crisis')).toHaveCount(0);
    await expect(coach.locator('a[href="tel:911"]')).toHaveCount(1);
    await expect(coach.locator('a[href^="tel:"]')).toHaveCount(6);
    await expect(coach.locator('a[href^="sms:"]')).toHaveCount(2);
    for (const name of DANGER_LINES) await expect(check.getByRole('link', { name })).toBeInViewport();
    await screenshotForReview(page, 'coach-check-then-crisis-360.png');
    // Both answers still work: "I'm safe" is answered calmly.
    await expect(check.getByRole('button', { name: 'I need help now' })).toBeEnabled();
    await check.getByRole('button', { name: "I'm safe" }).click();
    await expect(coach.locator('.coach-msg--user')).toHaveText([DANGER, "I'm safe"]);
    await expect(coach.locator('.coach-msg--coach').last()).toHaveText(SAFE_REPLY);
  });

  test('at 360x740 a calm answer to a message that had the safety check while the engine loads: the check and its numbers stay in view, the answer follows, and "I need help now" still pins every line', async ({
    page,
    context,
  }) => {
    const { engineScript, coach } = await openCoachEngineHeld(page, context);
    await send(coach, 'How is child support calculated?');
    const check = coach.locator('.coach-msg--check');
    const lines = check.locator('.crisis').getByRole('link');
    await expect(lines).toHaveText(EVERY_LINE);
    await expect(lines.first()).toBeInViewport();
    engineScript.release();
    await expect(coach.locator('.coach-msg--coach')).toHaveCount(2, ENGINE_LOAD);
    await expect(coach.locator('.coach-msg--coach').last()).toContainText('The estimator gives a simplified first look');
    await expect(coach.getByRole('status')).toHaveText('');
    // Nothing was taken away or moved: the question, its lines in their order, 911 in view.
    await expect(check).toHaveCount(1);
    await expect(check.locator('.crisis__title')).toHaveText(SAFETY_CHECK);
    await expect(lines).toHaveText(EVERY_LINE);
    await expect(coach.locator('a[href^="tel:"]')).toHaveCount(6);
    await expect(coach.locator('a[href^="sms:"]')).toHaveCount(2);
    await expect(lines.first()).toBeInViewport();
    await expect(check.getByRole('button', { name: 'I need help now' })).toBeInViewport();
    await screenshotForReview(page, 'coach-check-then-calm-360.png');
    await check.getByRole('button', { name: 'I need help now' }).click();
    await expect(coach.locator('.coach-msg--user')).toHaveText(['How is child support calculated?', 'I need help now']);
    const pinned = coach.locator('.coach-msg--crisis');
    await expect(pinned.getByRole('link')).toHaveText(EVERY_LINE);
    await expect(pinned.getByRole('link').first()).toBeFocused();
    await expect(pinned.getByRole('link').first()).toBeInViewport();
    await expect(check.getByRole('button', { name: "I'm safe" })).toBeDisabled();
  });

  test('a safety check answered while the engine loads stays, and is not asked again', async ({ page, context }) => {
    const { engineScript, coach } = await openCoachEngineHeld(page, context);
    await send(coach, UNKNOWN);
    const check = coach.locator('.coach-msg--check');
    await check.getByRole('button', { name: "I'm safe" }).click();
    await expect(coach.locator('.coach-msg--user')).toHaveText([UNKNOWN, "I'm safe"]);
    await expect(coach.locator('.coach-msg--coach').last()).toHaveText(
      'Thank you. If that changes, the Get help now link at the top lists every line, day and night.',
    );
    engineScript.release();
    await expect(coach.locator('.coach-msg--coach').last()).toContainText('Which is closest to what you need?', ENGINE_LOAD);
    await expect(check).toHaveCount(1);
    await expect(check.getByRole('button')).toHaveText(["I'm safe", 'I need help now']);
    await expect(check.getByRole('button', { name: "I'm safe" })).toBeDisabled();
    await expect(coach.locator('.coach-msg--coach')).toHaveCount(3);
  });

  test('"I need help now" on the safety check shown while the engine loads: the lines stay in view when the engine answers', async ({
    page,
    context,
  }) => {
    const { engineScript, coach } = await openCoachEngineHeld(page, context);
    await send(coach, UNKNOWN);
    await coach.locator('.coach-msg--check').getByRole('button', { name: 'I need help now' }).click();
    const lines = coach.locator('.coach-msg--crisis').last().getByRole('link');
    await expect(lines).toHaveText(EVERY_LINE);
    await expect(lines.first()).toBeFocused();
    engineScript.release();
    await expect(coach.locator('.coach-msg--coach').last()).toContainText('Which is closest to what you need?', ENGINE_LOAD);
    await expect(coach.getByRole('status')).toHaveText('');
    await expect(lines.first()).toBeFocused();
    await expect(lines.first()).toBeInViewport();
  });

  test('an engine that has not loaded within its time limit: every line is pinned with a plain note, and a late engine still answers without showing a line twice', async ({
    page,
    context,
  }) => {
    // A fake clock (no long wait): the page's time moves on only when the test says.
    await page.clock.install();
    const { engineScript, coach } = await openCoachEngineHeld(page, context);
    const status = coach.getByRole('status');
    await expect(status).toHaveText('Getting ready…');
    await page.clock.fastForward(10_000);
    await expect(status).toHaveText(
      'The coach is taking a long time to start. Every help line is shown above, and your messages will be answered once it has started.',
    );
    await expect(status).not.toHaveClass(/coach__status--loading/);
    const pinned = coach.locator('.coach-msg--crisis');
    await expect(pinned).toHaveCount(1);
    await expect(pinned.getByRole('link')).toHaveText(EVERY_LINE);
    await expect(pinned.getByRole('link').first()).toBeInViewport();
    // Past the limit every line is shown already: a message gets no safety check, and waits.
    await send(coach, DANGER);
    await expect(coach.locator('.coach-msg--user')).toHaveText([DANGER]);
    await expect(coach.locator('.coach-msg--check')).toHaveCount(0);
    await expect(status).toHaveText(
      'The coach is taking a long time to start. Every help line is shown above, and your messages will be answered once it has started.',
    );

    engineScript.release();
    // Session 26: the late crisis reply shows no line a second time (before, 911 and the hotline
    // showed twice): the pinned lines put the reply's lines first, stay pinned, and its follow-up
    // is added below them. What the parent types is not interrupted.
    await expectFollowUp(coach);
    await expect(status).toHaveText('');
    await expect(pinned).toHaveCount(1);
    await expect(pinned.getByRole('link')).toHaveText(EVERY_LINE_DANGER_FIRST);
    await expect(coach.locator('a[href="tel:911"]')).toHaveCount(1);
    await expect(coach.locator('a[href^="tel:"]')).toHaveCount(6);
    await expect(coach.locator('a[href^="sms:"]')).toHaveCount(2);
    for (const name of DANGER_LINES) await expect(pinned.getByRole('link', { name })).toBeInViewport();
    await expect(coach.getByLabel('Your message')).toBeFocused();
  });

  test('past the time limit with a message waiting, every line is pinned once (the safety check), and a late crisis reply adds no line', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const { engineScript, coach } = await openCoachEngineHeld(page, context);
    await send(coach, DANGER);
    const check = coach.locator('.coach-msg--check');
    await expect(check.locator('.crisis').getByRole('link')).toHaveText(EVERY_LINE);
    await page.clock.fastForward(10_000);
    const status = coach.getByRole('status');
    await expect(status).toHaveText(
      'The coach is taking a long time to start. Every help line is shown above, and your messages will be answered once it has started.',
    );
    // The check already holds every line: it is pinned again, its 911 focused, nothing added.
    await expect(coach.locator('.coach-msg--crisis')).toHaveCount(0);
    await expect(coach.locator('a[href="tel:911"]')).toHaveCount(1);
    await expect(coach.locator('a[href^="tel:"]')).toHaveCount(6);
    await expect(check.getByRole('link', { name: 'Call 911' })).toBeFocused();
    await expect(check.getByRole('link', { name: 'Call 911' })).toBeInViewport();

    engineScript.release();
    await expectFollowUp(coach);
    await expect(status).toHaveText('');
    await expect(coach.locator('.coach-msg--crisis')).toHaveCount(0);
    await expect(check.locator('.crisis').getByRole('link')).toHaveText(EVERY_LINE_DANGER_FIRST);
    await expect(coach.locator('a[href="tel:911"]')).toHaveCount(1);
    await expect(coach.locator('a[href^="tel:"]')).toHaveCount(6);
    await expect(coach.locator('a[href^="sms:"]')).toHaveCount(2);
    await expect(check.getByRole('link', { name: 'Call 911' })).toBeFocused();
    for (const name of DANGER_LINES) await expect(check.getByRole('link', { name })).toBeInViewport();
    await expect(check.getByRole('button')).toHaveText(["I'm safe", 'I need help now']);
    await expect(check.getByRole('button', { name: "I'm safe" })).toBeEnabled();
  });

  test('Spanish words that never arrive: past the time limit the coach sets itself up in English, and answers', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    // The engine is held too, so that it has surely not loaded at the time limit (it loads in a
    // worker, on real time): every line is pinned, and its answer then shows no line twice.
    const engineScript = await holdRoute(context, ENGINE_SCRIPT);
    // The coach frame's Spanish catalog (an es-*.js file of its own), held for good; the app's
    // own Spanish files go through. Its request is made in the same turn as the words' time limit
    // is set (language.ts coachWords), so once it is seen both time limits exist and the clock can
    // be moved past them; moved earlier (a slow machine), the limits would be set after the jump.
    let catalogAsked!: () => void;
    const catalogRequested = new Promise<void>((resolve) => (catalogAsked = resolve));
    await page.route(/\/assets\/es-[^/]+\.js$/, async (route) => {
      if (!new URL(route.request().frame().url()).pathname.startsWith('/coach/')) return route.continue();
      catalogAsked();
      await new Promise<void>(() => {});
    });
    await page.goto('/?lang=es');
    await page.locator('.chat-launcher').click();
    const coach = page.frameLocator('[data-testid="chat-panel"] iframe');
    await expect(coach.getByRole('status')).toHaveText('Getting ready…');
    await expect(coach.locator('.coach-msg')).toHaveCount(0);
    await catalogRequested;
    await page.clock.fastForward(10_000);
    await expect(coach.locator('.coach-msg--coach')).toHaveText([
      "Hi, I'm the EvenGround Coach, a guided helper (not a person and not AI). Tell me how you're feeling or pick a topic, and I'll point you to practical next steps.",
    ]);
    await expect(coach.locator('html')).toHaveAttribute('lang', 'en');
    const pinned = coach.locator('.coach-msg--crisis');
    await expect(pinned.getByRole('link')).toHaveText(EVERY_LINE);
    await send(coach, DANGER);
    engineScript.release();
    await expectFollowUp(coach);
    await expect(pinned).toHaveCount(1);
    await expect(pinned.getByRole('link')).toHaveText(EVERY_LINE_DANGER_FIRST);
    await expect(coach.locator('a[href="tel:911"]')).toHaveCount(1);
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

// Session 25 (docs/i18n.md "session 25"): in Spanish the safety check lists the lines' Spanish
// chats as well, which pushed "Necesito ayuda ahora" below the conversation's edge at 360x740. A
// parent in danger sees 911 and both answers without scrolling, in both languages, on a phone and
// on a desktop: each one's box lies inside the window and inside the conversation's visible box.
const CHECK_CASES = [
  { lang: 'en', message: UNKNOWN, answers: ["I'm safe", 'I need help now'], call911: 'Call 911' },
  {
    lang: 'es',
    message: 'no se que hacer, el esta muy raro hoy',
    answers: ['Estoy a salvo', 'Necesito ayuda ahora'],
    call911: 'Llamar al 911',
  },
] as const;

for (const { width, height } of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  for (const { lang, message, answers, call911 } of CHECK_CASES) {
    test(`at ${width}x${height} in ${lang === 'en' ? 'English' : 'Spanish'} the safety check shows 911 and both answers without scrolling`, async ({
      page,
    }) => {
      await dismissCookieBanner(page);
      await page.setViewportSize({ width, height });
      await page.goto(lang === 'es' ? '/?lang=es' : '/');
      await page.locator('.chat-launcher').click();
      const coach = page.frameLocator('[data-testid="chat-panel"] iframe');
      await expect(coach.locator('.coach-msg--coach')).toHaveCount(1);
      // The engine has loaded (its note is gone), so the check is the engine's own, with the fitting lines.
      await expect(coach.locator('#status')).toBeEmpty();
      await coach.locator('#input').fill(message);
      await coach.locator('#input').press('Enter');
      const check = coach.locator('.coach-msg--check');
      await expect(check.getByRole('button')).toHaveText([...answers]);
      // Every line and every Spanish option is still there.
      await expect(check.locator('.crisis__line')).toHaveCount(3);
      await expect(check.locator('.crisis').getByRole('link')).toHaveCount(lang === 'es' ? 7 : 5);
      const targets = [check.getByRole('link', { name: call911 }), ...answers.map((name) => check.getByRole('button', { name }))];
      const log = (await coach.locator('#log').boundingBox())!;
      const boxes = [];
      for (const target of targets) boxes.push({ name: await target.textContent(), ...(await target.boundingBox())! });
      const edge = (n: number) => n.toFixed(0);
      test.info().annotations.push({
        type: 'measured',
        description: `conversation ${edge(log.y)}-${edge(log.y + log.height)}; ${boxes.map((b) => `${b.name}: ${edge(b.y)}-${edge(b.y + b.height)}`).join('; ')}`,
      });
      await screenshotForReview(page, `coach-check-${lang}-${width}.png`);
      for (const box of boxes) {
        // A tap target of 44 px at least, wholly inside the window and the conversation's visible box.
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.y).toBeGreaterThanOrEqual(Math.max(0, log.y));
        expect(box.y + box.height).toBeLessThanOrEqual(Math.min(height, log.y + log.height));
      }
      // After typing (the keyboard), a focused answer shows the focus ring, wholly inside the check's box.
      const help = check.getByRole('button', { name: answers[1] });
      await help.focus();
      expect(
        await help.evaluate((el) => [
          el.matches(':focus-visible'),
          getComputedStyle(el).outlineStyle,
          getComputedStyle(el).outlineWidth,
        ]),
      ).toEqual([true, 'solid', '3px']);
      const [ring, card] = [(await help.boundingBox())!, (await check.boundingBox())!];
      expect(ring.x - 5).toBeGreaterThanOrEqual(card.x);
      expect(ring.x + ring.width + 5).toBeLessThanOrEqual(card.x + card.width);
    });
  }
}

test('at 360x740 the chat panel’s message box shows its whole placeholder, in English and in Spanish', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [address, placeholder] of [
    ['/', 'Tell me how you feel…'],
    ['/?lang=es', 'Cuénteme cómo está…'],
  ] as const) {
    await page.goto(address);
    await page.locator('.chat-launcher').click();
    const input = page.frameLocator('[data-testid="chat-panel"] iframe').locator('#input');
    await expect(input).toHaveAttribute('placeholder', placeholder);
    // The placeholder's width in the box's font against the box's width inside its padding.
    const room = await input.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inside = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { inside, text: context.measureText(el.placeholder).width };
    });
    test.info().annotations.push({
      type: 'measured',
      description: `${placeholder}: ${room.text.toFixed(0)} px in ${room.inside.toFixed(0)} px`,
    });
    expect(room.text).toBeLessThanOrEqual(room.inside);
  }
});
