import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { test } from './precached';
import { heading, quietShell, seriousAxe, stopClock, waitForOfflineReady, DUE_IN_A_SECOND } from './helpers';
import { NEWSLETTER_DISMISSED_KEY } from '../../src/lib/storageKeys';
import { VIDEOS } from '../../src/content/videos';
import { createVault, seedVault, unlockVault, vaultGate } from './pages/vaultGate';
import { resourceHub } from './pages/resources';
import { tool } from './pages/tool';
import { toastTitled } from './pages/toasts';
import { shell } from './pages/shell';
import { expenses } from './pages/expenses';
import { home } from './pages/home';
import { affidavit } from './pages/affidavit';

/**
 * Quick exit (button and Escape x3), the leave question, and autosaved drafts as a parent
 * meets them. The neutral site is answered locally, so no test depends on the network.
 */

const PASS = 'correct horse battery staple';
const AFFIDAVIT = '/resources/financial-affidavit';
const NEUTRAL = 'https://weather.com/';

async function answerNeutralSite(context: BrowserContext): Promise<void> {
  await context.route('https://weather.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather forecast</h1>' }),
  );
}

/** Every vault row of kind 'draft': id and whether its stored bytes contain `needle`. */
function draftRows(page: Page, needle: string): Promise<Array<{ id: string; plain: boolean }>> {
  return page.evaluate(
    (n) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('evenground-vault');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('records', 'readonly').objectStore('records').getAll();
          req.onsuccess = () => {
            const latin1 = (u: Uint8Array) => Array.from(u, (b) => String.fromCharCode(b)).join('');
            const utf16 = (u: Uint8Array) => new TextDecoder().decode(u);
            const rows = (req.result as Array<{ id: string; kind: string; iv: Uint8Array; data: Uint8Array }>)
              .filter((r) => r.kind === 'draft')
              .map((r) => ({
                id: r.id,
                plain: [latin1(r.data), utf16(r.data), JSON.stringify(r)].some((s) => s.includes(n)),
              }));
            db.close();
            resolve(rows);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    needle,
  );
}

const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeEach(async ({ page, context }) => {
  await quietShell(page);
  await answerNeutralSite(context);
});

test('Quick exit: locks every tab, replaces the page, and Back does not return', async ({ page, context }) => {
  await seedVault(page, PASS);
  await page.goto('/resources');
  await resourceHub(page).card('Financial Affidavit Template').click();
  await expect(heading(page, 'Financial Affidavit Template')).toBeVisible({ timeout: 30_000 });
  await unlockVault(page, PASS);
  await expect(affidavit.occupation(page)).toBeVisible();

  const other = await context.newPage();
  await other.goto('/my-data');
  await unlockVault(other, PASS);
  await expect(other.getByTestId('vault-status')).toHaveText('Unlocked');

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.dismiss();
  });
  await shell.quickExit(page).click();
  await expect(page).toHaveURL(NEUTRAL);
  await expect(shell.neutralSite(page)).toBeVisible();
  await expect(other.getByTestId('vault-status')).toHaveText('Locked');
  await expect(other.getByTestId('vault-unlock')).toBeVisible();
  expect(dialogs).toEqual([]);

  // Back lands on the earlier in-app entry, which leaves again at once.
  await page.goBack({ waitUntil: 'commit' }).catch(() => null);
  await expect.poll(() => page.url()).toBe(NEUTRAL);
  await expect(shell.neutralSite(page)).toBeVisible();

  // A fresh visit opens the app normally.
  await other.goto(AFFIDAVIT);
  await unlockVault(other, PASS);
  await expect(heading(other, 'Financial Affidavit Template')).toBeVisible();
  await expect(affidavit.occupation(other)).toHaveValue('');
  await other.close();
});

test('Quick exit seals what was typed just before it as an encrypted draft, back after unlocking', async ({ page, context }) => {
  // Playwright's clock: time stands still from just before the typing until the page has
  // left, so neither the autosave's one-second wait nor Quick exit's cap on how long it waits
  // for sealing (800 ms) can run out: the draft is sealed as Quick exit leaves, not by the
  // autosave before it, and the page leaves once sealing has finished, however busy the
  // machine (it failed once at load 4 when the cap ran out first). Playwright's clock hides
  // the navigation type from the page, so Back is checked in the test above, without it.
  await seedVault(page, PASS);
  await page.clock.install();
  await page.goto(AFFIDAVIT);
  await unlockVault(page, PASS);
  await stopClock(page);
  await affidavit.occupation(page).fill('Typed before quick exit');
  await shell.quickExit(page).click();
  await expect(page).toHaveURL(NEUTRAL);
  await page.clock.resume();

  const again = await context.newPage();
  await again.goto(AFFIDAVIT);
  await expect(again.getByTestId('vault-unlock')).toBeVisible();
  expect(await draftRows(again, 'Typed before quick exit')).toEqual([{ id: expect.any(String), plain: false }]);
  await unlockVault(again, PASS);
  await expect(affidavit.occupation(again)).toHaveValue('Typed before quick exit');
  await expect(again.getByTestId('draft-note')).toContainText('Restored your unsaved changes from');
  await again.close();
});

test('a reload right after typing keeps the last keystrokes: the draft is written at once, not after a wait', async ({
  page,
}) => {
  // Time stands still from before the typing: no timer can run, so only a write started by
  // the typing itself can keep the text (with the old one-second wait no draft was written
  // before the reload, and the reload's own last-moment write could lose the race).
  await seedVault(page, PASS);
  await page.clock.install();
  await page.goto(AFFIDAVIT);
  await unlockVault(page, PASS);
  await stopClock(page);
  const asked: string[] = [];
  page.on('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  await affidavit.occupation(page).pressSequentially('Typed, then reload');
  await expect.poll(() => draftRows(page, 'Typed, then reload'), DUE_IN_A_SECOND).toEqual([{ id: 'affidavit', plain: false }]);
  await page.reload();
  await page.clock.resume();
  await unlockVault(page, PASS);
  await expect(affidavit.occupation(page)).toHaveValue('Typed, then reload');
  expect(asked).toEqual(['beforeunload']);
});

/** Each kind of modal dialog, opened the way a parent opens it; returns the dialog. */
const MODALS: Array<[string, (page: Page) => Promise<Locator>]> = [
  [
    'a confirmation (Clear everything?)',
    async (page) => {
      await seedVault(page, PASS);
      await page.goto(AFFIDAVIT);
      await unlockVault(page, PASS);
      await affidavit.clearAll(page).click();
      return tool.clearEverythingDialog(page);
    },
  ],
  [
    'the leave question',
    async (page) => {
      await seedVault(page, PASS);
      await page.goto(AFFIDAVIT);
      await unlockVault(page, PASS);
      await affidavit.fullName(page).fill('Leaving soon');
      await tool.backToResources(page).click();
      return shell.leaveDialog(page);
    },
  ],
  [
    'a sheet name',
    async (page) => {
      await seedVault(page, PASS);
      await page.goto('/resources/expense-tracker');
      await unlockVault(page, PASS);
      await expenses.button(page, 'New sheet').click();
      return expenses.namedDialog(page, 'New sheet');
    },
  ],
  [
    'the emotion picker',
    async (page) => {
      await page.goto('/');
      await home.feelingButton(page).click();
      return home.picker(page);
    },
  ],
  [
    'a video lesson',
    async (page) => {
      await page.goto('/');
      const carousel = home.carousel(page);
      await carousel.scrollIntoViewIfNeeded();
      await carousel.getByRole('button', { name: `Read the written lesson: ${VIDEOS[0]!.title}` }).click();
      return home.player(page, VIDEOS[0]!.title);
    },
  ],
  [
    'the newsletter offer',
    async (page) => {
      await page.addInitScript((key) => sessionStorage.removeItem(key), NEWSLETTER_DISMISSED_KEY);
      await page.goto('/');
      await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2));
      return shell.newsletterPopup(page);
    },
  ],
];

for (const [kind, open] of MODALS) {
  test(`Quick exit works while ${kind} is open (a modal makes the rest of the page inert)`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const dialog = await open(page);
    await expect(dialog).toBeVisible();
    // The dock behind the modal cannot be pressed; the one inside the dialog can.
    const inside = dialog.getByRole('button', { name: 'Quick exit' });
    await expect(inside).toBeInViewport();
    await inside.click();
    await expect(page).toHaveURL(NEUTRAL);
  });
}

test('Escape three times exits while a modal dialog is open', async ({ page }) => {
  const dialog = await MODALS[0]![1](page);
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  await expect(page).toHaveURL(NEUTRAL);
});

test(
  'Escape pressed three times exits; offline the app is replaced by a blank page',
  { tag: '@service-worker' },
  async ({ page, context }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await page.goto('/resources');
    await expect(heading(page, 'Resource Hub')).toBeVisible({ timeout: 30_000 });
    await context.setOffline(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('about:blank');
    expect(await page.evaluate(() => document.body?.innerText ?? '')).toBe('');
    // Back (served by the service worker, offline) leaves the app again at once. Chromium's
    // offline emulation does not reach the document Back opens (navigator.onLine reads true
    // there and the neutral site loads), so only the leaving is checked, not where to.
    const app = new URL(test.info().project.use.baseURL!).origin;
    const visited: string[] = [];
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) visited.push(new URL(f.url()).origin === app ? 'app' : 'away');
    });
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await expect.poll(() => visited).toEqual(['app', 'away']);
    await context.setOffline(false);

    // Online, Escape x3 goes to the neutral site.
    await page.goto('/resources');
    await expect(heading(page, 'Resource Hub')).toBeVisible({ timeout: 30_000 });
    for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
    await expect(page).toHaveURL(NEUTRAL);
  },
);

test('autosave: header link asks first; leaving keeps an encrypted draft that comes back with Keep / Discard', async ({
  page,
}) => {
  await seedVault(page, PASS);
  await page.goto(AFFIDAVIT);
  await unlockVault(page, PASS);
  await affidavit.fullName(page).fill('Dana Q. Draftwell');

  // The draft is written about a second after typing stops, as ciphertext only.
  await expect.poll(() => draftRows(page, 'Draftwell'), DUE_IN_A_SECOND).toEqual([{ id: 'affidavit', plain: false }]);

  const nav = shell.mainNav(page);
  await nav.getByRole('link', { name: 'Resources' }).click();
  const ask = shell.leaveDialog(page);
  await expect(ask).toBeVisible();
  await expect(ask).toContainText(
    'You have changes here that you have not saved yet. They are kept, encrypted, on this device, and come back when you open this page again.',
  );
  await expect(ask.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
  expect(await seriousAxe(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(AFFIDAVIT);
  await expect(affidavit.fullName(page)).toHaveValue('Dana Q. Draftwell');

  // "Back to Resources" asks too; Leave goes.
  await tool.backToResources(page).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL('/resources');
  await expect(heading(page, 'Resource Hub')).toBeVisible({ timeout: 30_000 });

  // Coming back: the text is there, with the note.
  await resourceHub(page).card('Financial Affidavit Template').click();
  const note = tool.draftNote(page);
  await expect(note).toContainText(/^Restored your unsaved changes from \d{1,2}:\d{2}\s?[AP]M\.KeepDiscard$/);
  await expect(affidavit.fullName(page)).toHaveValue('Dana Q. Draftwell');
  expect(await seriousAxe(page)).toEqual([]);

  // Discard: back to the saved state (nothing saved yet) and the draft record is gone.
  await note.getByRole('button', { name: 'Discard' }).click();
  await expect(note).toHaveCount(0);
  await expect(affidavit.fullName(page)).toHaveValue('');
  await expect.poll(() => draftRows(page, 'Draftwell'), DUE_IN_A_SECOND).toEqual([]);

  // With nothing unsaved, links go without asking.
  await nav.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL('/resources');
  await expect(ask).toHaveCount(0);
});

test('Save removes the draft; Keep keeps editing; Back and closing the tab ask first', async ({ page }) => {
  await seedVault(page, PASS);
  await page.goto('/resources');
  await resourceHub(page).card('Financial Affidavit Template').click();
  await unlockVault(page, PASS);
  await affidavit.occupation(page).fill('Nurse');
  await expect.poll(() => draftRows(page, 'Nurse'), DUE_IN_A_SECOND).toEqual([{ id: 'affidavit', plain: false }]);

  // Browser Back asks; Stay keeps the page and the input.
  await page.evaluate(() => history.back());
  const ask = shell.leaveDialog(page);
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(AFFIDAVIT);
  await expect(affidavit.occupation(page)).toHaveValue('Nurse');

  // Closing the tab asks (the browser's own question).
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(d.type());
    void d.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => seen).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);

  // Save Progress stays as it was (acknowledgement first) and removes the draft.
  await affidavit.ack(page).check();
  await affidavit.saveProgress(page).click();
  await expect(toastTitled(page, 'Progress Saved!')).toBeVisible();
  await expect.poll(() => draftRows(page, 'Nurse'), DUE_IN_A_SECOND).toEqual([]);

  // Back now goes without asking.
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL('/resources');
  await expect(ask).toHaveCount(0);

  // Keep: the restored text stays, unsaved, and the note goes.
  await resourceHub(page).card('Financial Affidavit Template').click();
  await affidavit.occupation(page).fill('Nurse practitioner');
  await expect.poll(() => draftRows(page, 'practitioner'), DUE_IN_A_SECOND).toEqual([{ id: 'affidavit', plain: false }]);
  await tool.backToResources(page).click();
  await ask.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL('/resources');
  await resourceHub(page).card('Financial Affidavit Template').click();
  const note = tool.draftNote(page);
  await expect(affidavit.occupation(page)).toHaveValue('Nurse practitioner');
  await note.getByRole('button', { name: 'Keep' }).click();
  await expect(note).toHaveCount(0);
  await expect(affidavit.occupation(page)).toHaveValue('Nurse practitioner');
  // Still unsaved: leaving asks.
  await tool.backToResources(page).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay on this page' }).click();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(
    'Nurse',
  );
});

test('360 px: the vault creation step explains the quick exit in one line; Quick exit at the bottom left, clear of the chat button and the sticky Save Progress; no sideways scrolling; axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(AFFIDAVIT);
  // The affidavit opens at once with no vault; its protect step is the creation step
  // (docs/try-first.md), which explains the quick exit in one line.
  await vaultGate.notSavedBanner(page).getByRole('button', { name: 'Protect my work' }).click();
  await expect(vaultGate.quickExitExplainer(page)).toHaveText(
    'If someone comes in, press Quick exit (or Escape three times): your data locks and this page is replaced by an ordinary website.',
  );
  await createVault(page, PASS);
  const exit = shell.quickExit(page);
  await expect(exit).toHaveCount(1);
  await expect(shell.quickExitInHeader(page)).toBeHidden();
  const exitBox = (await exit.boundingBox())!;
  expect(exitBox.x).toBeLessThan(40);
  expect(exitBox.y + exitBox.height).toBeGreaterThan(740 - 40);
  expect(exitBox.height).toBeGreaterThanOrEqual(44);
  const chatBox = (await shell.openChat(page).boundingBox())!;
  expect(exitBox.x + exitBox.width).toBeLessThan(chatBox.x);

  // Save Progress is on screen at the top of the form, above the quick exit row.
  const save = affidavit.saveProgress(page);
  await expect(save).toBeInViewport();
  const saveBox = (await save.boundingBox())!;
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(exitBox.y);
  expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(chatBox.y);
  expect(await sideScroll(page)).toBe(0);
  expect(await seriousAxe(page)).toEqual([]);

  // A field near the bottom of the screen, once focused, is scrolled clear of the bar.
  const field = affidavit.occupation(page);
  await field.focus();
  const fieldBox = (await field.boundingBox())!;
  const barTop = (await save.boundingBox())!.y;
  expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(barTop);

  // The dock works.
  await exit.click();
  await expect(page).toHaveURL(NEUTRAL);
});
