import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { heading, quietShell, seriousAxe, stopClock, screenshotForReview } from './helpers';
import { AUTO_LOCK_MINUTES_KEY } from '../../src/lib/storageKeys';
import { stayUnlocked, toastDescription, toastTitled } from './pages/toasts';
import { createForm, recoverForm, recoveryPanel, seedVault, unlockForm, unlockVault, vaultGate } from './pages/vaultGate';
import { tool } from './pages/tool';
import { myData } from './pages/myData';
import { shell } from './pages/shell';
import { affidavit } from './pages/affidavit';
import { resourceHub } from './pages/resources';

const PASS = 'correct horse battery staple';
const CANARY = 'Canary Q. Lockwood';
const AFFIDAVIT = '/resources/financial-affidavit';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

const unlock = (page: Page) => unlockVault(page, PASS);

/** Everything the page shows or holds in its form fields. */
const pageText = (page: Page) =>
  page.evaluate(
    () =>
      document.documentElement.outerHTML +
      [...document.querySelectorAll('input, textarea, select')].map((e) => (e as HTMLInputElement).value).join('\n'),
  );

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The auto-lock runs on Playwright's clock (page.clock, shared by every tab of the context):
 * time flows normally while the vault is created, then stands still, and moves on only when
 * the test says so, to the millisecond, so nothing waits minutes of real time and a busy
 * machine cannot make a timer fire early or late.
 */
test('auto-lock after the configured time: warning, Stay unlocked, then key, data and unsaved input cleared', async ({
  page,
}) => {
  // 5 minutes (a choice My Data offers): the warning comes a minute before the lock.
  await page.addInitScript((key) => localStorage.setItem(key, '5'), AUTO_LOCK_MINUTES_KEY);
  // A fixed midday: the restored-draft note names only the time for a draft sealed today and adds
  // the date otherwise, so a run started minutes before midnight saw "Nov 28, 11:58 PM" (CI, session 23).
  await page.clock.install({ time: new Date('2027-03-02T12:00:00') });
  await seedVault(page, PASS);
  await page.goto(AFFIDAVIT);
  await expect(heading(page, 'Financial Affidavit Template')).toBeVisible();
  await unlock(page);
  // From here the page's time moves only with runFor; the clicks below are the last activity.
  await stopClock(page);
  await affidavit.fullName(page).fill(CANARY);
  await affidavit.ack(page).check();
  await affidavit.saveProgress(page).click();
  await expect(toastTitled(page, 'Progress Saved!')).toBeVisible();

  const warning = toastTitled(page, 'Locking soon');
  await page.clock.runFor(4 * 60_000 - 1_000);
  await expect(warning).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(warning).toBeVisible();
  await expect(toastDescription(warning)).toHaveText(
    'No activity for a while, so your data locks in about 1 minute to keep it private.',
  );
  await stayUnlocked(warning).click();
  await expect(warning).toHaveCount(0);
  // Stay unlocked started the five minutes again: no lock at the old time.
  await page.clock.runFor(60_000);
  await expect(vaultGate.unlockStep(page)).toHaveCount(0);
  await expect(affidavit.fullName(page)).toHaveValue(CANARY);

  // Unsaved input, then no activity: the warning says it is kept; the lock clears the screen
  // but seals the input as an encrypted draft, restored after unlocking.
  await affidavit.occupation(page).fill('Unsaved occupation text');
  await page.clock.runFor(3 * 60_000);
  await expect(warning).toBeVisible();
  await expect(toastDescription(warning)).toHaveText(
    'No activity for a while, so your data locks in about 1 minute. Unsaved changes are kept, encrypted, for when you unlock.',
  );
  await page.clock.runFor(60_000 - 1_000);
  await expect(vaultGate.unlockStep(page)).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(vaultGate.unlockStep(page)).toBeVisible();
  await expect(vaultGate.lockNote(page)).toHaveText(
    'Your data locked itself after 5 minutes without activity, to keep it private. Your unsaved changes were kept, encrypted, and come back when you unlock.',
  );
  await expect(warning).toHaveCount(0);
  await expect(toastTitled(page, 'Locked: unsaved changes cleared')).toHaveCount(0);
  await expect(shell.lockButton(page)).toHaveCount(0);
  await expect(affidavit.fullName(page)).toHaveCount(0);
  const shown = await pageText(page);
  expect(shown.includes(CANARY)).toBe(false);
  expect(shown.includes('Unsaved occupation text')).toBe(false);

  await page.clock.resume();
  await unlock(page);
  await expect(affidavit.fullName(page)).toHaveValue(CANARY);
  await expect(affidavit.occupation(page)).toHaveValue('Unsaved occupation text');
  await expect(tool.draftNote(page)).toContainText(/^Restored your unsaved changes from \d{1,2}:\d{2}\s?[AP]M\.KeepDiscard$/);
});

// Session 24: "Locking soon" with unsaved changes was five lines of text under its title row,
// 156 px tall at 360x740 (the plain one 119 px). Now three lines at most: at most 120 px, its
// text whole (nothing clipped), "Stay unlocked" on the title's row, inside the notice. Both
// kinds of unsaved changes: kept as a draft (a tool's form) and cleared (the message coach).
for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`at ${width}x${height} "Locking soon" with unsaved changes is at most 120 px tall, whole, with "Stay unlocked" on its title's row`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript((key) => localStorage.setItem(key, '5'), AUTO_LOCK_MINUTES_KEY);
    await page.clock.install({ time: new Date('2027-03-02T12:00:00') });
    await seedVault(page, PASS);
    await page.goto(AFFIDAVIT);
    await unlock(page);
    await stopClock(page);
    const warning = toastTitled(page, 'Locking soon');
    const measure = async (text: string) => {
      await page.clock.runFor(4 * 60_000);
      await expect(warning).toBeVisible();
      await expect(toastDescription(warning)).toHaveText(text);
      // Every box in one frame (the notice slides in, so boxes read one by one could differ).
      const [box, text_, stay, title, clipped] = await warning.evaluate((t) => {
        const r = (sel: string) => t.querySelector(sel)!.getBoundingClientRect().toJSON() as DOMRect;
        const d = t.querySelector('.toast__description')!;
        return [
          t.getBoundingClientRect().toJSON() as DOMRect,
          r('.toast__description'),
          r('.btn'),
          r('.toast__title'),
          d.scrollHeight - d.clientHeight,
        ];
      });
      expect(box.height).toBeLessThanOrEqual(120);
      // Nothing cut: the text is as tall as it needs and lies inside the notice.
      expect(clipped).toBe(0);
      expect(text_.y + text_.height).toBeLessThanOrEqual(box.y + box.height);
      expect(Math.round(stay.height)).toBeGreaterThanOrEqual(44);
      expect(stay.x + stay.width).toBeLessThanOrEqual(box.x + box.width);
      expect(stay.x).toBeGreaterThan(title.x + title.width);
      expect(stay.y + stay.height).toBeLessThanOrEqual(text_.y + 0.5);
      return box.height;
    };
    // A tap into each box is the last activity (filling a box alone is none); the notice comes
    // four minutes after it.
    await affidavit.occupation(page).click();
    await affidavit.occupation(page).fill('Unsaved occupation text');
    await measure(
      'No activity for a while, so your data locks in about 1 minute. Unsaved changes are kept, encrypted, for when you unlock.',
    );
    await screenshotForReview(page, `locking-soon-kept-${width}.png`);
    await stayUnlocked(warning).click();
    await expect(warning).toHaveCount(0);
    // The message coach keeps no draft: its unsaved text would be cleared. Time flows while the
    // pages load (the hub and the coach are loaded on demand), then stands still again.
    await page.clock.resume();
    await page.getByRole('link', { name: 'Back to Resources' }).click();
    await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave page' }).click();
    await resourceHub(page).card('Message Coach').click();
    await expect(heading(page, 'Message Coach')).toBeVisible();
    await stopClock(page);
    await page.getByLabel('Your message', { exact: true }).click();
    await page.getByLabel('Your message', { exact: true }).fill('Please bring her coat on Friday.');
    await measure(
      'No activity for a while, so your data locks in about 1 minute. Unsaved changes on this page would be cleared.',
    );
    await screenshotForReview(page, `locking-soon-cleared-${width}.png`);
  });
}

test('manual Lock with unsaved input locks at once: the input is kept as a draft and comes back after unlocking', async ({
  page,
}) => {
  await seedVault(page, PASS);
  await page.goto(AFFIDAVIT);
  await unlock(page);
  await affidavit.occupation(page).fill('Half-typed answer');
  await shell.lockButton(page).click();
  await expect(shell.lockWithUnsavedDialog(page)).toHaveCount(0);
  await expect(vaultGate.unlockStep(page)).toBeVisible();
  await expect(vaultGate.lockNote(page)).toHaveText(
    'Your data is locked. Your unsaved changes were kept, encrypted, and come back when you unlock.',
  );
  expect((await pageText(page)).includes('Half-typed answer')).toBe(false);
  await unlock(page);
  await expect(affidavit.occupation(page)).toHaveValue('Half-typed answer');
  await expect(tool.draftNote(page)).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
});

test('Lock in one tab locks every tab; an auto-lock does too', async ({ page, context }) => {
  // Playwright's clock, for both tabs (see the auto-lock test above).
  await page.clock.install();
  await seedVault(page, PASS);
  await page.goto(AFFIDAVIT);
  await unlock(page);
  await affidavit.fullName(page).fill(CANARY);
  await affidavit.ack(page).check();
  await affidavit.saveProgress(page).click();
  await expect(toastTitled(page, 'Progress Saved!')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/my-data');
  await unlock(other);
  await expect(myData.status(other)).toHaveText('Unlocked');

  await shell.lockButton(page).click();
  await expect(vaultGate.unlockStep(page)).toBeVisible();
  await expect(myData.status(other)).toHaveText('Locked');
  await expect(vaultGate.lockNote(other)).toHaveText('Your data was locked from another EvenGround window on this device.');
  await expect(shell.lockButton(other)).toHaveCount(0);

  // Both unlocked again, the other tab with the default 15 minutes, this one with 5: this
  // one locks itself after 5 minutes without activity, and the other with it.
  await unlock(other);
  await expect(myData.status(other)).toHaveText('Unlocked');
  await other.evaluate((key) => localStorage.setItem(key, '5'), AUTO_LOCK_MINUTES_KEY);
  await unlock(page);
  await expect(affidavit.fullName(page)).toHaveValue(CANARY);
  await stopClock(page);
  await page.clock.runFor(4 * 60_000);
  await expect(vaultGate.unlockStep(page)).toBeVisible();
  await expect(myData.status(other)).toHaveText('Locked');
  await expect(vaultGate.lockNote(page)).toHaveText(
    'Your data locked itself after 5 minutes without activity, to keep it private.',
  );
  expect((await pageText(page)).includes(CANARY)).toBe(false);
  await other.close();
});

test('the unlock form focuses the passphrase box on load; once unlocked, the focus moves to the page heading', async ({
  page,
}) => {
  await quietShell(page);
  await seedVault(page, PASS);
  await page.goto('/my-data');
  const unlock = unlockForm(page);
  await expect(unlock.passphrase).toBeFocused();
  await page.keyboard.type(PASS);
  await page.keyboard.press('Enter');
  await expect(myData.status(page)).toHaveText('Unlocked');
  // Before, the focus fell to the page when the form went away.
  await expect(page.locator('main h1')).toBeFocused();
});

test('create, recovery key, unlock and recovery screens: axe, keyboard only, 360 px without sideways scrolling', async ({
  page,
}) => {
  test.slow();
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed++;
    };
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(myData.url);
  await expect(heading(page, 'Your data on this device')).toBeVisible();
  const create = createForm(page);
  await expect(create.form).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(0);

  // Keyboard only: type, Tab, Space, Enter.
  const strength = create.rule;
  await expect(strength).toHaveText(
    'Use at least 12 characters. Four or more unrelated words are strong and easy to remember. Avoid names, birthdays and words about your case: the check below also looks for names and dates you typed into EvenGround.',
  );
  await create.passphrase.focus();
  await page.keyboard.type('abc');
  await expect(strength).toHaveText('Too short: 9 more characters needed (at least 12).');
  await page.keyboard.type('defgh');
  await expect(strength).toHaveText('Too short: 4 more characters needed (at least 12).');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(PASS);
  // The guessability check loads its word lists in a worker on first use: slow on a busy device.
  await expect(strength).toHaveText('Strong: very hard to guess.', { timeout: 60_000 });
  // Show / Hide, by keyboard: shows both boxes in plain text, then hides them again.
  await page.keyboard.press('Tab');
  const show = create.show;
  await expect(show).toBeFocused();
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Space');
  await expect(create.hide).toHaveAttribute('aria-pressed', 'true');
  await expect(create.passphrase).toHaveAttribute('type', 'text');
  await expect(create.again).toHaveAttribute('type', 'text');
  await page.keyboard.press('Space');
  await expect(create.passphrase).toHaveAttribute('type', 'password');
  await expect(create.again).toHaveAttribute('type', 'password');
  await page.keyboard.press('Tab');
  await expect(create.again).toBeFocused();
  await page.keyboard.type(PASS);
  await page.keyboard.press('Tab');
  await expect(create.checkbox).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(create.alert).toHaveText('Please confirm that you understand a lost passphrase and recovery key mean lost data.');
  await create.checkbox.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(create.create).toBeFocused();
  await page.keyboard.press('Enter');

  // The recovery key, shown once: focus moves to it; Download, Print, "I have saved it".
  const panel = recoveryPanel(page);
  await expect(panel.heading).toBeFocused();
  const key = (await panel.key.textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/);
  expect(await seriousAxe(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(panel.download).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('evenground-recovery-key.txt');
  // The screen says the download started and the file's name (a phone may show nothing).
  await expect(page.getByTestId('recovery-key-downloaded')).toHaveText(
    'The download has started: “evenground-recovery-key.txt”. Look for it in your downloads folder.',
  );
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.split('\n').slice(0, 3)).toEqual(['EvenGround recovery key', '', key]);
  await page.keyboard.press('Tab');
  await expect(panel.print).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  await expect(panel.continue).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(panel.saved).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(panel.continue).toBeFocused();
  await page.keyboard.press('Enter');

  // /my-data unlocked.
  await expect(myData.status(page)).toHaveText('Unlocked');
  await expect(myData.persistence(page)).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(0);

  // Unlock screen (and /my-data while locked).
  await myData.lockNow(page).click();
  const unlock = unlockForm(page);
  await expect(unlock.form).toBeVisible();
  expect(await seriousAxe(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(0);
  await unlock.passphrase.focus();
  await page.keyboard.type('not the passphrase');
  await page.keyboard.press('Enter');
  await expect(unlock.alert).toHaveText(
    'That passphrase is not correct. Nothing was changed. Check for typing mistakes and try again.',
  );

  // "Use recovery key".
  await unlock.useRecoveryKey.focus();
  await page.keyboard.press('Enter');
  const rec = recoverForm(page);
  await expect(rec.heading).toBeFocused();
  expect(await seriousAxe(page)).toEqual([]);
  expect(await noSideScroll(page)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(rec.key).toBeFocused();
  await page.keyboard.type(key.replaceAll('-', ' ').toLowerCase());
  await page.keyboard.press('Tab');
  await expect(rec.newPassphrase).toBeFocused();
  await page.keyboard.type('a new passphrase for us');
  await page.keyboard.press('Tab');
  await expect(rec.show).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(rec.again).toBeFocused();
  await page.keyboard.type('a new passphrase for us');
  await page.keyboard.press('Enter');
  await expect(myData.status(page)).toHaveText('Unlocked');
});
