import { expect, test, type Page } from '@playwright/test';
import { heading, quietShell } from './helpers';
import { toasts } from './pages/toasts';
import { createVault, unlockVault } from './pages/vaultGate';
import { community, storyForm } from './pages/community';
import { clipboardText } from './pages/mailHandoff';

const PASS = 'correct horse battery staple';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
  await page.addInitScript(() => {
    window.__mailtos = [];
    window.__opened = [];
    document.addEventListener(
      'click',
      (e) => {
        const a = (e.target as Element | null)?.closest?.('a');
        if (a && a.href.startsWith('mailto:')) {
          window.__mailtos.push(a.href);
          e.preventDefault();
        }
      },
      true,
    );
    window.open = ((url?: string | URL) => {
      window.__opened.push(String(url));
      return null;
    }) as typeof window.open;
  });
});

const mailtos = (page: Page) => page.evaluate(() => window.__mailtos as string[]);
const STORY =
  'When my divorce started I felt lost. Writing every exchange down, keeping messages brief and friendly, and ' +
  'following a shared calendar changed everything for our two kids. I hope this helps another parent today.';

test('local mode: forum button, no unlock card, and the Coming Soon toast', async ({ page }) => {
  await page.goto('/community');
  await expect(heading(page, 'Community')).toBeVisible();
  await expect(community.unlockCard(page)).toHaveCount(0);
  // No forum address in this build: the card does not promise a new tab.
  await expect(community.forumText(page)).toHaveText(
    'Ask questions, swap co-parenting strategies and find encouragement from parents at every stage of divorce. The forum is not open yet.',
  );
  await community.accessForum(page).click();
  await expect(toasts(page).locator('.toast__title')).toHaveText('Coming Soon');
  await expect(toasts(page).locator('.toast__description')).toHaveText(
    "The community forum isn't connected yet. Please check back soon.",
  );
  expect(await page.evaluate(() => window.__opened)).toEqual([]);
});

test('leaderboard shows the sample rows with medals', async ({ page }) => {
  await page.goto('/community');
  const rows = community.leaderboardRows(page);
  await expect(rows).toHaveCount(5);
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) => [
      tr.querySelector('.leaderboard__rank [data-medal]')?.getAttribute('data-medal') ?? '',
      tr.querySelector('.leaderboard__rank')!.textContent,
      tr.querySelector('.avatar')!.textContent,
      tr.querySelector('.leaderboard__name')!.textContent,
      tr.querySelector('td.leaderboard__points')!.textContent,
    ]),
  );
  expect(cells).toEqual([
    ['gold', '1Rank 1, gold medal', 'SM', 'Sarah M.', '2,450'],
    ['silver', '2Rank 2, silver medal', 'DL', 'David L.', '2,180'],
    ['bronze', '3Rank 3, bronze medal', 'MG', 'Maria G.', '1,920'],
    ['', '#4', 'JK', 'James K.', '1,640'],
    ['', '#5', 'ER', 'Emily R.', '1,385'],
  ]);
});

test('a story under 200 characters is refused with the message and the counter', async ({ page }) => {
  await page.goto('/community');
  const box = storyForm(page).story;
  await expect(box).toBeEnabled();
  await expect(storyForm(page).counter).toHaveText('0 characters: 200 more needed (minimum 200)');
  await box.fill('a'.repeat(150));
  await expect(storyForm(page).counter).toHaveText('150 characters: 50 more needed (minimum 200)');
  await storyForm(page).submit.click();
  await expect(storyForm(page).error).toHaveText('Your story must be at least 200 characters long.');
  await expect(box).toBeFocused();
  expect(await mailtos(page)).toEqual([]);
  await expect(box).toHaveValue('a'.repeat(150));
});

test('a story of 200+ characters opens the mail app and stays in the box until the parent says it opened', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  expect(STORY.length).toBeGreaterThanOrEqual(200);
  const form = storyForm(page);
  await page.goto('/community');
  await form.story.fill(STORY);
  await expect(form.counter).toHaveText(`${STORY.length} characters: ready to submit`);
  await form.submit.click();
  const expectedHref =
    'mailto:stories@evenground.app?subject=My%20story%20for%20the%20EvenGround%20community&body=' +
    encodeURIComponent(`${STORY}\r\n\r\n(Shared from the EvenGround community page.)`);
  await expect.poll(() => mailtos(page)).toEqual([expectedHref]);
  await expect(form.handoff.question).toBeFocused();
  await expect(form.handoff.panel).toHaveAttribute('data-mailto', expectedHref);
  await expect(toasts(page)).toHaveCount(0);
  await expect(form.story).toHaveValue(STORY);

  // No: the story stays, and can be copied to send another way.
  await form.handoff.no.click();
  await expect(form.handoff.stillHere).toBeFocused();
  await expect(form.story).toHaveValue(STORY);
  await form.handoff.copyText.click();
  await expect(form.handoff.copied).toHaveText('Copied: the story with the address and subject. Paste it into a new email.');
  expect(await clipboardText(page)).toBe(
    `To: stories@evenground.app\nSubject: My story for the EvenGround community\n\n${STORY}\n\n(Shared from the EvenGround community page.)`,
  );
  await form.handoff.copyAddress.click();
  expect(await clipboardText(page)).toBe('stories@evenground.app');

  // Submitting again asks again; Yes clears the box.
  await form.submit.click();
  await expect.poll(() => mailtos(page)).toEqual([expectedHref, expectedHref]);
  await expect(form.handoff.question).toBeFocused();
  await expect(form.story).toHaveValue(STORY);
  await form.handoff.yes.click();
  await expect(form.handoff.panel.getByRole('status')).toHaveText(
    'Thank you for sharing your story. Our team reviews every story before it is published. The form is cleared.',
  );
  await expect(form.story).toHaveValue('');
  await expect(form.counter).toHaveText('0 characters: 200 more needed (minimum 200)');
  await expect(form.commission).toBeVisible();
});

test('a story draft is kept encrypted in the vault and loads back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/community');
  await storyForm(page).story.fill(STORY);
  await storyForm(page).saveDraft.click();
  await createVault(page, PASS);
  // The save asked for before the vault existed happens once it is open.
  await expect(toasts(page).locator('.toast__title')).toHaveText('Draft saved');
  await expect(storyForm(page).draftStatus).toContainText('Draft saved on this device at');

  // The story text is not stored in plain text anywhere the page can read.
  const plain = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(plain).not.toContain('shared calendar');

  await page.reload();
  await expect(storyForm(page).story).toHaveValue('');
  await storyForm(page).openDraft.click();
  await unlockVault(page, PASS);
  await expect(storyForm(page).story).toHaveValue(STORY);
  await expect(storyForm(page).draftStatus).toContainText('Your saved draft from');

  // Delete removes it: after another reload nothing comes back.
  await storyForm(page).deleteDraft.click();
  await expect(storyForm(page).draftStatus).toHaveText('Saved draft deleted from this device.');
  await page.reload();
  await storyForm(page).openDraft.click();
  await unlockVault(page, PASS);
  await expect(storyForm(page).draftStatus).toHaveText('No draft saved yet.');
  await expect(storyForm(page).story).toHaveValue('');
});

test('community and about pages work at 360 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, title] of [
    ['/community', 'Community'],
    ['/about-contact', 'About EvenGround'],
    ['/shop', 'Shop'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBe(0);
  }
});
