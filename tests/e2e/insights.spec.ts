import { expect, type Page } from '@playwright/test';
import { test } from './precached';
import { dismissCookieBanner, dismissNewsletter, heading, seriousAxe, waitForOfflineReady } from './helpers';
import { INSIGHT_SECTIONS, INSIGHTS_TIPS } from '../../src/content/insights';
import { VIDEOS } from '../../src/content/videos';
import { VIDEO_TRANSCRIPTS } from '../../src/content/videoTranscripts';
import { TRANSCRIPT_NOTES } from '../../src/ui/carousel';
import { insights } from './pages/insights';

const TIPS = 'Helpful Tips for Children of Divorce';
const RIGHTS = 'Personal Rights for Children of Divorce';
const RULES = 'Rules for Custody and Visitation';

const section = insights.section;
const summary = (page: Page, name: string) => section(page, name).locator('summary');

/** Which sections are open, in page order. */
async function openSections(page: Page): Promise<boolean[]> {
  return insights.sections(page).evaluateAll((els) => els.map((el) => (el as HTMLDetailsElement).open));
}

test.describe('/insights-and-guides', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
    // Session flag of src/app/NewsletterPopup.tsx: keeps the pop-up from covering the page.
    await dismissNewsletter(page);
  });

  test('shows the heading, the introduction and three sections with 10, 15 and 13 entries', async ({ page }) => {
    await page.goto('/insights-and-guides');
    await expect(heading(page, 'Insights & Guides')).toBeVisible();
    await expect(insights.headings1(page)).toHaveCount(1);
    await expect(insights.sectionTitles(page)).toHaveText([TIPS, RIGHTS, RULES]);
    const counts = await page
      .locator('.insights__accordion details')
      .evaluateAll((els) => els.map((el) => el.querySelectorAll('.insights__list > li').length));
    expect(counts).toEqual([10, 15, 13]);
    await expect(insights.disclaimers(page)).toHaveCount(3);
    for (const s of INSIGHT_SECTIONS) {
      await expect(section(page, s.heading).locator('.insights__disclaimer')).toContainText(
        'Disclaimer: For educational purposes only. This is general information, not legal advice',
      );
    }
  });

  test('tips are open first; one section at a time; a section collapses', async ({ page }) => {
    await page.goto('/insights-and-guides');
    await expect(heading(page, 'Insights & Guides')).toBeVisible();
    expect(await openSections(page)).toEqual([true, false, false]);
    await expect(insights.entryTitle(page, INSIGHTS_TIPS[0]!.title)).toBeVisible();

    await summary(page, RIGHTS).click();
    await expect.poll(() => openSections(page)).toEqual([false, true, false]);
    await expect(insights.entryTitle(page, INSIGHTS_TIPS[0]!.title)).toBeHidden();

    await summary(page, RULES).click();
    await expect.poll(() => openSections(page)).toEqual([false, false, true]);

    await summary(page, RULES).click();
    await expect.poll(() => openSections(page)).toEqual([false, false, false]);

    // Keyboard: Enter on a focused summary opens it and closes nothing else unexpectedly.
    await summary(page, TIPS).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openSections(page)).toEqual([true, false, false]);
    await summary(page, RIGHTS).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => openSections(page)).toEqual([false, true, false]);
  });

  test('the video carousel is shown below the accordion and plays transcripts', async ({ page }) => {
    await page.goto('/insights-and-guides');
    const carousel = insights.carousel(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('group', { name: 'Choose a video' }).getByRole('button')).toHaveCount(5);
    const accordionBox = await insights.accordion(page).boundingBox();
    const carouselBox = await carousel.boundingBox();
    expect(carouselBox!.y).toBeGreaterThan(accordionBox!.y + accordionBox!.height);

    await carousel.getByRole('button', { name: `Read the written lesson: ${VIDEOS[2]!.title}` }).click();
    const dialog = insights.player(page, VIDEOS[2]!.title);
    await expect(dialog.getByTestId('transcript-note')).toHaveText(TRANSCRIPT_NOTES['not-configured']);
    await expect(dialog.getByTestId('video-transcript').locator('p')).toHaveText(VIDEO_TRANSCRIPTS['financial-disclosures']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('works offline after one visit, transcript included', { tag: '@service-worker' }, async ({ page, context }) => {
    await page.goto('/insights-and-guides');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await expect(heading(page, 'Insights & Guides')).toBeVisible();
    const carousel = insights.carousel(page);
    await carousel.scrollIntoViewIfNeeded(); // it loads when near the screen
    await carousel.getByRole('button', { name: `Read the written lesson: ${VIDEOS[0]!.title}` }).click();
    const dialog = insights.player(page, VIDEOS[0]!.title);
    await expect(dialog.getByTestId('video-transcript').locator('p')).toHaveText(VIDEO_TRANSCRIPTS['mediation-guide']);
  });

  test('axe finds no serious or critical violation, with every section opened in turn', async ({ page }) => {
    await page.goto('/insights-and-guides');
    await expect(heading(page, 'Insights & Guides')).toBeVisible();
    for (const name of [TIPS, RIGHTS, RULES]) {
      if (!(await section(page, name).evaluate((el) => (el as HTMLDetailsElement).open))) await summary(page, name).click();
      expect(await seriousAxe(page, 'main'), name).toEqual([]);
    }
  });
});
