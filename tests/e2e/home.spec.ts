import { expect, type Page } from '@playwright/test';
import { test } from './precached';
import { heading, quietShell, seriousAxe, waitForOfflineReady } from './helpers';
import { EMOTION_OPTIONS, CHAT_GREETING } from '../../src/features/home/homeContent';
import { VIDEOS } from '../../src/content/videos';
import { VIDEO_TRANSCRIPTS } from '../../src/content/videoTranscripts';
import { TRANSCRIPT_NOTES } from '../../src/ui/carousel';
import { shell } from './pages/shell';
import { home } from './pages/home';
import { coachChat } from './pages/coach';

/** Keeps the newsletter pop-up (session flag of src/app/NewsletterPopup.tsx) from covering the page. */
async function quietPage(page: Page): Promise<void> {
  await quietShell(page);
}

const picker = home.picker;
const carousel = home.carousel;
const slides = (page: Page) => carousel(page).getByTestId('video-slide');
/** Labels ("n of 5") of the slides currently shown, in order. */
async function expectShown(page: Page, labels: string[]): Promise<void> {
  await expect.poll(() => slides(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(labels);
}

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await quietPage(page);
  });

  test('hero buttons: one row at 1280x800, one under the other at 1000 and 360 px, none cut off or overlapping', async ({
    page,
  }) => {
    const names = ['How are you feeling today?', 'Explore Resources', 'Insights & Guides'];
    const boxes = () =>
      home.heroButtons(page).evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return {
            name: el.textContent,
            x: Math.round(r.x),
            y: Math.round(r.y),
            w: Math.round(r.width),
            h: Math.round(r.height),
          };
        }),
      );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
    const row = await boxes();
    expect(row.map((b) => b.name)).toEqual(names);
    // One row: the same top, left to right with the row's 9.6 px gap, all on screen.
    expect(new Set(row.map((b) => b.y)).size).toBe(1);
    for (let i = 1; i < row.length; i++) expect(row[i]!.x - (row[i - 1]!.x + row[i - 1]!.w)).toBeGreaterThanOrEqual(9);
    expect(row[2]!.x + row[2]!.w).toBeLessThanOrEqual(1280);
    for (const b of row) expect(b.h).toBeGreaterThanOrEqual(44);
    for (const width of [1000, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const stack = await boxes();
      expect(stack.map((b) => b.name)).toEqual(names);
      // One column: same left edge and width, each below the last, none past the window's edge.
      expect(new Set(stack.map((b) => `${b.x} ${b.w}`)).size, `${width}`).toBe(1);
      for (let i = 1; i < stack.length; i++) expect(stack[i]!.y - (stack[i - 1]!.y + stack[i - 1]!.h)).toBeGreaterThanOrEqual(9);
      expect(stack[0]!.x).toBeGreaterThanOrEqual(16);
      expect(stack[0]!.x + stack[0]!.w).toBeLessThanOrEqual(width - 16);
    }
  });

  test('shows the hero heading, the WebSite JSON-LD and every section', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
    await expect(home.headings1(page)).toHaveCount(1);

    const jsonLd = JSON.parse((await home.jsonLd(page).textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('WebSite');
    // No VITE_SITE_URL in the test build, so the site address is the page's own origin.
    expect(jsonLd.potentialAction.target).toBe(`${baseURL}/resources?q={term}`);

    for (const h of [
      'Tools for a Fairer Process',
      'Resource Hub',
      'Watch and Learn',
      'Parents Finding Their Footing',
      'Join the Community',
      'Start Building a Fair Future for Your Family',
    ]) {
      await expect(home.section(page, h)).toBeVisible();
    }

    await expect(home.link(page, 'Explore the AI Mediator')).toHaveAttribute('href', '/ai-mediator');
    const sims = home.card(page, 'AR Co-Parenting Sims');
    await expect(sims.locator('.badge')).toHaveText('COMING SOON');

    await expect(home.link(page, /^Browse /)).toHaveCount(3);
    await expect(home.link(page, 'Browse Templates')).toHaveAttribute('href', '/resources?filter=Templates');
    await expect(home.link(page, 'Browse Guides')).toHaveAttribute('href', '/resources?filter=Guides');
    await expect(home.link(page, 'Browse Legal')).toHaveAttribute('href', '/resources?filter=Legal');
    await expect(home.link(page, 'View All Resources')).toHaveAttribute('href', '/resources');

    await expect(home.testimonials(page)).toHaveCount(3);
    await expect(home.testimonialNames(page)).toHaveText(['Marcus T.', 'Jenna R.', 'Priya S.']);
    await expect(home.topContributors(page)).toHaveCount(5);
    await expect(home.link(page, 'Visit the Community')).toHaveAttribute('href', '/community');
    // Local mode: no account to create; the closing call to action goes to the free tools.
    await expect(home.link(page, 'Create Your Free Account')).toHaveCount(0);
    await expect(home.link(page, 'Start With the Free Tools')).toHaveAttribute('href', '/resources');
  });

  test('emotion picker opens with its five tiles and closes by button, backdrop and Escape', async ({ page }) => {
    await page.goto('/');
    const open = home.feelingButton(page);

    await open.click();
    await expect(picker(page)).toBeVisible();
    await expect(picker(page).getByText('Select an emotion to start a guided chat with our EvenGround Coach.')).toBeVisible();
    await expect(picker(page).locator('.emotion-tile__label')).toHaveText([
      'Anxious',
      'Confused',
      'Overwhelmed',
      'Hopeful',
      'Just Browsing',
    ]);
    await picker(page).getByRole('button', { name: 'Close' }).click();
    await expect(picker(page)).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(picker(page)).toBeVisible();
    await page.mouse.click(5, 300); // the backdrop, left of the dialog box
    await expect(picker(page)).toBeHidden();

    await open.click();
    await expect(picker(page)).toBeVisible();
    await picker(page).getByText('Select an emotion').click(); // inside the box: stays open
    await expect(picker(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker(page)).toBeHidden();
  });

  test('emotion tiles sit in 2 columns at 360 px and 3 at 1280 px', async ({ page }) => {
    const columns = () => home.emotionGrid(page).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await home.feelingButton(page).click();
    expect(await columns()).toBe(2);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await home.feelingButton(page).click();
    expect(await columns()).toBe(3);
  });

  test('choosing a tile closes the picker, opens the chat and the coach receives its message', async ({ page }) => {
    await page.goto('/');
    await home.feelingButton(page).click();
    await picker(page).getByRole('button', { name: 'Overwhelmed' }).click();
    await expect(picker(page)).toBeHidden();

    const panel = shell.chatPanel(page);
    await expect(panel).toBeVisible();
    const prompt = EMOTION_OPTIONS.find((o) => o.label === 'Overwhelmed')!.prompt;
    expect(prompt).toBe(
      "I'm feeling overwhelmed by everything going on in my high-conflict divorce. Can you help me break it down into manageable steps?",
    );
    await expect(coachChat(page).userMessages).toHaveText([prompt]);
  });

  test('the chat card opens the chat with a greeting', async ({ page }) => {
    await page.goto('/');
    await home.startChat(page).click();
    const panel = shell.chatPanel(page);
    await expect(panel).toBeVisible();
    await expect(coachChat(page).userMessages).toHaveText([CHAT_GREETING]);
  });

  for (const [width, n] of [
    [360, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test(`the carousel shows ${n} slide(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await carousel(page).scrollIntoViewIfNeeded();
      await expect(slides(page)).toHaveCount(n);
      for (let i = 0; i < n; i++) await expect(slides(page).nth(i)).toBeVisible();
      await expect(slides(page).first()).toHaveAttribute('aria-label', '1 of 5');
      const box = await carousel(page).boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
    });
  }

  test('carousel next, previous and dots move through the five videos in a loop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const c = carousel(page);
    await c.scrollIntoViewIfNeeded();
    const dots = c.getByRole('group', { name: 'Choose a video' }).getByRole('button');
    await expect(dots).toHaveCount(5);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expectShown(page, ['1 of 5', '2 of 5', '3 of 5']);

    await c.getByRole('button', { name: 'Next video' }).click();
    await expectShown(page, ['2 of 5', '3 of 5', '4 of 5']);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', 'true');

    await dots.nth(4).click();
    await expectShown(page, ['5 of 5', '1 of 5', '2 of 5']);
    await c.getByRole('button', { name: 'Next video' }).click();
    await expectShown(page, ['1 of 5', '2 of 5', '3 of 5']);
    await c.getByRole('button', { name: 'Previous video' }).click();
    await expectShown(page, ['5 of 5', '1 of 5', '2 of 5']);
    await expect(slides(page).first().locator('.vcar__title')).toHaveText(VIDEOS[4]!.title);
  });

  test('the carousel autoplays every 5000 ms and pauses while hovered', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await carousel(page).scrollIntoViewIfNeeded(); // it loads when near the screen
    await expect(carousel(page)).toHaveAttribute('data-playing', 'true');
    // Hover to stop the timer, freeze the clock, then leave: the next 5000 ms start now.
    await carousel(page).hover();
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    const shownBefore = await slides(page).first().getAttribute('aria-label');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.mouse.move(0, 0);
    await expect(carousel(page)).toHaveAttribute('data-playing', 'true');
    const n = Number(shownBefore!.split(' ')[0]);
    const label = (k: number) => `${((k - 1) % 5) + 1} of 5`;

    await page.clock.runFor(4900);
    await expect(slides(page).first()).toHaveAttribute('aria-label', label(n));
    await page.clock.runFor(200);
    await expect(slides(page).first()).toHaveAttribute('aria-label', label(n + 1));
    await page.clock.runFor(5000);
    await expect(slides(page).first()).toHaveAttribute('aria-label', label(n + 2));

    await carousel(page).hover();
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(12000);
    await expect(slides(page).first()).toHaveAttribute('aria-label', label(n + 2));
  });

  test('the carousel does not autoplay when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await carousel(page).scrollIntoViewIfNeeded(); // it loads when near the screen
    await expect(carousel(page)).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(11000);
    await expect(slides(page).first()).toHaveAttribute('aria-label', '1 of 5');
    await expect(carousel(page).getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  });

  test('a video card opens the player, which shows the transcript when no embed origin is configured', async ({ page }) => {
    await page.goto('/');
    await carousel(page).scrollIntoViewIfNeeded(); // it loads when near the screen
    // No embed address: no play symbol on any card; each card offers the written lesson.
    await expect(carousel(page).locator('.vcar__lesson').first()).toHaveText('Read the written lesson →');
    await expect(carousel(page).getByTestId('video-play')).toHaveCount(0);
    await carousel(page)
      .getByRole('button', { name: `Read the written lesson: ${VIDEOS[0]!.title}` })
      .click();
    const dialog = home.player(page, VIDEOS[0]!.title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('transcript-note')).toHaveText(TRANSCRIPT_NOTES['not-configured']);
    await expect(dialog.getByTestId('video-transcript').locator('p')).toHaveText(VIDEO_TRANSCRIPTS['mediation-guide']);
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(carousel(page).getByRole('button', { name: `Read the written lesson: ${VIDEOS[0]!.title}` })).toBeFocused();
  });

  test('offline, a video still opens with its transcript', { tag: '@service-worker' }, async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
    await carousel(page).scrollIntoViewIfNeeded(); // it loads when near the screen
    await carousel(page)
      .getByRole('button', { name: `Read the written lesson: ${VIDEOS[1]!.title}` })
      .click();
    const dialog = home.player(page, VIDEOS[1]!.title);
    await expect(dialog.getByTestId('video-transcript').locator('p')).toHaveText(VIDEO_TRANSCRIPTS['high-conflict-co-parenting']);
    await page.mouse.click(5, 5); // backdrop closes the player
    await expect(dialog).toBeHidden();
  });

  test('axe finds no serious or critical violation on the page, the picker or the player', async ({ page }) => {
    // Six axe runs (three states at two widths): give them room on a busy machine.
    test.slow();
    const serious = () => seriousAxe(page, 'main');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
      expect(await serious()).toEqual([]);
      await home.feelingButton(page).click();
      await expect(picker(page)).toBeVisible();
      expect(await serious()).toEqual([]);
      await page.keyboard.press('Escape');
      await carousel(page).scrollIntoViewIfNeeded(); // it loads when near the screen
      await carousel(page).getByTestId('video-slide').first().getByRole('button').click();
      await expect(home.transcript(page)).toBeVisible();
      expect(await serious()).toEqual([]);
    }
  });
});
