import { expect, test, type Locator, type Page } from '@playwright/test';
import { createForm, createVault, recoveryPanel, unlockVault, vaultGate } from './pages/vaultGate';
import { quietShell, screenshotForReview } from './helpers';
import { expenses, row } from './pages/expenses';
import { journal } from './pages/journal';
import { shell } from './pages/shell';
import { toast, toastTitled, toasts } from './pages/toasts';
import { affidavit } from './pages/affidavit';

/**
 * Try first, protect when keeping (issue 32, docs/try-first.md), as a first-time parent on a
 * phone: the expense tracker opens at once, "Not saved yet" says nothing is kept, Save asks
 * to protect it, and what was typed is in the encrypted vault after a reload. Nothing typed
 * is ever stored readable.
 */

const PASS = 'correct horse battery staple';
const MARKER = 'Orthodontist-canary-4b1e';

test.use({ viewport: { width: 360, height: 740 } });
test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

/** Every value this origin keeps (each IndexedDB store's rows, byte arrays read as Latin-1, Web Storage, Cache Storage) as one text. */
function everythingStored(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const text = (v: unknown): string =>
      JSON.stringify(v, (_k, x: unknown) =>
        x instanceof Uint8Array ? Array.from(x, (b) => String.fromCharCode(b)).join('') : x,
      );
    const parts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(name, 'readonly').objectStore(name).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        parts.push(text(rows));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) parts.push(await (await cache.match(req))!.text());
    }
    return parts.join('\n');
  });
}

test('a first visit opens the tracker at once; Save asks once to protect it; the sheet is there after reload and unlock', async ({
  page,
}) => {
  await page.goto(expenses.url);
  const banner = vaultGate.notSavedBanner(page);
  await expect(banner).toHaveText(
    'Not saved yet. You can use this tool now. Nothing is kept on this device until you protect it with a passphrase.Protect my work',
  );
  await expect(vaultGate.createStep(page)).toHaveCount(0);
  await screenshotForReview(page, 'banner-360.png');
  await expenses.parent1Name(page).fill('Alex');
  await row(page, 0).getByLabel('Description').fill(MARKER);
  await row(page, 0).getByLabel('Amount ($)').fill('120.50');
  await expect(expenses.total(page)).toHaveText('$120.50');

  await expenses.save(page).click();
  const step = vaultGate.protectStep(page);
  await expect(step.getByRole('heading', { name: 'Protect your data with a passphrase' })).toBeFocused();
  await expect(step).toContainText('Create a passphrase to keep your expense sheets.');
  await expect(expenses.parent1Name(page)).toBeHidden();
  // The tool's "Saved!" would be untrue: no toast sits over the step.
  await expect(toasts(page)).toHaveCount(0);
  await screenshotForReview(page, 'protect-step-360.png');
  // Held in memory only: nothing typed is stored anywhere.
  expect(await everythingStored(page)).not.toContain(MARKER);

  await createVault(page, PASS);
  // The tool carries on with nothing lost, and the banner is gone.
  await expect(expenses.parent1Name(page)).toHaveValue('Alex');
  await expect(row(page, 0).getByLabel('Description')).toHaveValue(MARKER);
  await expect(banner).toHaveCount(0);
  await expect(expenses.sheet(page).locator('option:checked')).toHaveText('My expenses');
  expect(await everythingStored(page)).not.toContain(MARKER);

  await page.reload();
  await unlockVault(page, PASS);
  await expect(expenses.parent1Name(page)).toHaveValue('Alex');
  await expect(row(page, 0).getByLabel('Description')).toHaveValue(MARKER);
  await expect(expenses.total(page)).toHaveText('$120.50');
});

test('leaving with unprotected work asks first, with "Protect and keep"; Quick exit never asks', async ({ page, context }) => {
  await context.route('https://weather.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><h1>Weather forecast</h1>' }),
  );
  await page.goto(expenses.url);
  await expenses.parent1Name(page).fill('Alex');
  await page.getByRole('link', { name: 'Back to Resources' }).click();
  const leave = expenses.namedDialog(page, 'Leave this page?');
  await expect(leave).toContainText(
    'Nothing you entered here is kept on this device yet. If you leave, it is gone. Protect it with a passphrase to keep it.',
  );
  await expect(leave.getByRole('button')).toHaveText([
    'Stay on this page',
    'Protect and keep',
    'Leave without saving',
    'Quick exit',
  ]);
  await leave.getByRole('button', { name: 'Protect and keep' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${expenses.url}$`));
  await expect(vaultGate.protectStep(page)).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(expenses.parent1Name(page)).toHaveValue('Alex');
  // Asked once: a Save now keeps the sheet in memory without asking again, and says so.
  await expenses.save(page).click();
  await expect(toastTitled(page, 'Not saved yet')).toContainText(
    'It is on this screen only. Nothing is kept on this device until you protect it with a passphrase.',
  );
  await expect(vaultGate.protectStep(page)).toHaveCount(0);

  // Closing or reloading the tab asks too; leaving anyway keeps nothing.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  await expect(vaultGate.notSavedBanner(page)).toBeVisible();
  await expect(expenses.parent1Name(page)).toHaveValue('');

  // Quick exit leaves at once, unprotected work or not: no question.
  await expenses.parent1Name(page).fill('Alex');
  await shell.quickExit(page).click();
  await expect(page).toHaveURL('https://weather.com/');
  expect(dialogs).toEqual(['beforeunload']);
});

/** The problem said under `field` (its aria-describedby error), or null; and whether the field is marked invalid. */
function saidAt(field: Locator) {
  return field.evaluate((input) => {
    const error = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((i) => document.getElementById(i))
      .find((el) => el?.classList.contains('field__error'));
    return { said: error?.textContent ?? null, invalid: input.getAttribute('aria-invalid') };
  });
}

/** Whether `el` is wholly on screen between the sticky header and the bar of Quick exit and chat. */
async function inView(page: Page, el: Locator): Promise<boolean> {
  const box = (await el.boundingBox())!;
  const header = (await shell.siteHeader(page).boundingBox())!;
  const bar = (await shell.floatingBar(page).boundingBox())!;
  return box.y >= header.y + header.height && box.y + box.height <= bar.y;
}

test('the protect step on a phone: each problem is said at its field, which gets the focus in view, and goes once that field changes; Continue brings the focus back to Save', async ({
  page,
}) => {
  await page.goto(expenses.url);
  await expenses.parent1Name(page).fill('Alex');
  await expenses.save(page).click();
  const form = createForm(page);
  await expect(form.form).toBeVisible();

  // Too short: said at the passphrase, which gets the focus and is on screen (it was scrolled
  // above the header, with its message cut off, when the focus stayed on the button).
  await form.passphrase.fill('short one');
  await form.create.click();
  await expect(form.passphrase).toBeFocused();
  await expect
    .poll(() => saidAt(form.passphrase))
    .toEqual({
      said: 'Too short: 3 more characters needed (at least 12).',
      invalid: 'true',
    });
  expect(await inView(page, form.passphrase)).toBe(true);
  // Said once, in red: the meter under the field does not repeat the same words.
  await expect(form.strength).toHaveText('');
  // A longer passphrase: the old "Too short" goes at once (it stayed under "Strong" before).
  await form.passphrase.fill(PASS);
  await expect.poll(() => saidAt(form.passphrase)).toEqual({ said: null, invalid: null });
  await expect(form.alert).toHaveCount(0);
  await expect(form.strength).not.toHaveText('');

  // Two different passphrases: said at the second box, until it is typed again.
  await form.again.fill(`${PASS}!`);
  await form.create.click();
  await expect(form.again).toBeFocused();
  await expect
    .poll(() => saidAt(form.again))
    .toEqual({
      said: 'The two passphrases are not the same. Type them again.',
      invalid: 'true',
    });
  expect(await inView(page, form.again)).toBe(true);
  await form.again.fill(PASS);
  await expect.poll(() => saidAt(form.again)).toEqual({ said: null, invalid: null });

  // "I understand" not ticked: said at the box, until it is ticked.
  await form.create.click();
  await expect(form.understand).toBeFocused();
  await expect
    .poll(() => saidAt(form.understand))
    .toEqual({
      said: 'Please confirm that you understand a lost passphrase and recovery key mean lost data.',
      invalid: 'true',
    });
  await form.understand.check();
  await expect(form.alert).toHaveCount(0);

  await form.create.click();
  const panel = recoveryPanel(page);
  await expect(panel.heading).toBeFocused();
  await panel.saved.check();
  await panel.continue.click();
  // Back on the Save that asked, now kept (the focus fell to the page before).
  await expect(expenses.save(page)).toBeFocused();
  await expect(expenses.parent1Name(page)).toHaveValue('Alex');
});

test("Protect my work, then Continue after the recovery key: the focus goes to the tool's title, not the top of the page", async ({
  page,
}) => {
  await page.goto(expenses.url);
  await expenses.parent1Name(page).fill('Alex');
  await vaultGate.notSavedBanner(page).getByRole('button', { name: 'Protect my work' }).click();
  await createVault(page, PASS);
  await expect(page.getByRole('heading', { level: 1, name: 'Shared Expense Tracker' })).toBeFocused();
  await expect(vaultGate.notSavedBanner(page)).toHaveCount(0);
});

test('typed but never saved: Protect my work keeps what is on screen through the passphrase step (the tool is never drawn again)', async ({
  page,
}) => {
  // Seen at 360x740 (session 19): the vault's own watcher saw the new vault record while the
  // passphrase was still being turned into a key and marked the device "locked"; the gate drew
  // its unlock/create view for a moment and the tracker came back blank.
  await page.goto(expenses.url);
  await expenses.parent1Name(page).fill('Alex');
  await expenses.splitRatio(page).fill('60');
  await expect(expenses.net(page)).toHaveText('All square: neither Alex nor Parent 2 owes anything.');
  await vaultGate.notSavedBanner(page).getByRole('button', { name: 'Protect my work' }).click();
  await createVault(page, PASS);
  await expect(expenses.parent1Name(page)).toHaveValue('Alex');
  await expect(expenses.splitRatio(page)).toHaveValue('60');
  await expect(expenses.saveState(page)).toHaveText('You have unsaved changes.');
});

test('the first journal entry: after the recovery key, Continue gives the title the focus at once (the Save that asked is gone)', async ({
  page,
}) => {
  await page.goto('/journal');
  await journal.write(page).click();
  await journal.field(page, 'Title').fill('School pick-up');
  await journal.field(page, 'What happened').fill('Sam was ten minutes late.');
  await journal.save(page).click();
  await createForm(page).form.waitFor();
  await createVault(page, PASS);
  // The entry was saved and its view replaced the form, so Save entry never comes back. The
  // focus waited two seconds for it (2.05 s measured at 360x740) before the title got it. The
  // bound sits as far under that fallback as a busy test machine allows, so the old wait fails here.
  await expect(page.getByRole('heading', { level: 1, name: 'Co-Parenting Journal' })).toBeFocused({ timeout: 1600 });
  await expect(journal.detail(page).getByRole('heading', { name: 'School pick-up' })).toBeVisible();
});

test("the printed recovery key says what it opens, how to keep it and when it was made, without the screen's tick box", async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await page.goto(expenses.url);
  await vaultGate.notSavedBanner(page).getByRole('button', { name: 'Protect my work' }).click();
  const form = createForm(page);
  await form.passphrase.fill(PASS);
  await form.again.fill(PASS);
  await form.understand.check();
  await form.create.click();
  const panel = recoveryPanel(page);
  const note = page.getByTestId('recovery-key-print-note');
  // On screen: the tick box and the instructions, no paper note.
  await expect(note).toBeHidden();
  await expect(panel.saved).toBeVisible();
  await panel.print.click();
  await page.emulateMedia({ media: 'print' });
  const made = await page.evaluate(() => new Date().toLocaleDateString());
  await expect(note).toBeVisible();
  await expect(note.locator('p')).toHaveText([
    'This key opens your saved EvenGround data on this device if you forget your passphrase.',
    'Keep it somewhere safe and private, apart from the device. Anyone with this key and the device can read your data.',
    `Made on ${made}.`,
  ]);
  await expect(panel.key).toBeVisible();
  // Before, the sheet carried an empty "I have saved my recovery key" box and "Download or print it".
  await expect(panel.saved).toBeHidden();
  await expect(panel.panel.getByText('Download or print it')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(panel.saved).toBeVisible();
});

test('the parenting-time calculator on a first visit says "Not saved yet" once, in the banner above the tool', async ({
  page,
}) => {
  await page.goto('/resources/parenting-time-calculator');
  await expect(vaultGate.notSavedBanner(page)).toBeVisible();
  // Its own status line repeated the banner word for word right under it.
  await expect(page.locator('main').getByText(/not saved yet/i)).toHaveCount(1);
  await expect(page.getByTestId('ptc-save-state')).toHaveText('');
});

test.describe('a press that meets a waiting ask (phone, touch)', () => {
  test.use({ hasTouch: true, isMobile: true });
  test('the parenting-time calculator: after an autosave, tapping Download calendar file gives the file, then the protect step; after the recovery key the focus is back on that button', async ({
    page,
  }) => {
    await page.goto('/resources/parenting-time-calculator');
    await expect(vaultGate.notSavedBanner(page)).toBeVisible();
    await page.getByLabel('Parent A’s name').fill('Alex');
    // The autosave held it in memory: the ask now waits for the next pause.
    const saveState = page.getByTestId('ptc-save-state');
    await expect(saveState).toHaveText('Unsaved changes…');
    await expect(saveState).toHaveText('');
    const ics = page.getByRole('button', { name: 'Download calendar file (.ics)' });
    // Before, the tap gave the button the focus, the step opened at once over the tool and the
    // press was lost: no file, then or after the vault was made.
    const [download] = await Promise.all([page.waitForEvent('download'), ics.tap()]);
    expect(download.suggestedFilename()).toBe('parenting-time.ics');
    const step = vaultGate.protectStep(page);
    await expect(step.getByRole('heading', { name: 'Protect your data with a passphrase' })).toBeFocused();
    await createVault(page, PASS);
    await expect(ics).toBeFocused();
  });

  test('the parenting-time calculator: tapping Download PDF calendar after an autosave gives the PDF', async ({ page }) => {
    await page.goto('/resources/parenting-time-calculator');
    await page.getByLabel('Parent A’s name').fill('Alex');
    const saveState = page.getByTestId('ptc-save-state');
    await expect(saveState).toHaveText('Unsaved changes…');
    await expect(saveState).toHaveText('');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF calendar' }).tap(),
    ]);
    expect(download.suggestedFilename()).toBe('parenting-time-calendar.pdf');
    await expect(vaultGate.protectStep(page)).toBeVisible();
  });
});

test('a toast raised before the protect step opens closes with it: nothing covers the step or the recovery key’s Download (360x740, touch)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await quietShell(page);
  await page.goto(affidavit.url);
  await affidavit.fullName(page).fill('Alex Doe');
  await affidavit.saveProgress(page).tap();
  await expect(toast(page, 'Acknowledgement Required')).toBeVisible();
  await affidavit.ack(page).check();
  await affidavit.saveProgress(page).tap();
  const step = vaultGate.protectStep(page);
  await expect(step.getByRole('heading', { name: 'Protect your data with a passphrase' })).toBeFocused();
  // Before, the acknowledgement's toast stayed (until its time ran out), over the passphrase
  // field and Show passphrase. Counted at once: waiting would let its time run out.
  expect(await toasts(page).count()).toBe(0);
  const form = createForm(page);
  await form.passphrase.fill(PASS);
  await form.again.fill(PASS);
  await form.understand.check();
  await form.create.tap();
  const panel = recoveryPanel(page);
  await expect(panel.key).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  // Download is pressed where it is, under nothing (Quick exit's bar included).
  await panel.download.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.download.tap()]);
  expect(download.suggestedFilename()).toBe('evenground-recovery-key.txt');
  const [button, exit] = await Promise.all([panel.download.boundingBox(), shell.quickExit(page).boundingBox()]);
  expect(button!.y + button!.height <= exit!.y || exit!.y + exit!.height <= button!.y).toBe(true);
  await context.close();
});

test('Create passphrase and the recovery key’s Continue are never disabled: busy, the focus kept; Continue says why it waits and takes the parent to the box', async ({
  page,
}) => {
  await page.goto('/resources/expense-tracker');
  await vaultGate.notSavedBanner(page).getByRole('button', { name: 'Protect my work' }).click();
  const form = createForm(page);
  await form.passphrase.fill(PASS);
  await form.again.fill(PASS);
  await form.understand.check();
  // What the button is while the vault is made (a moment: 600,000 PBKDF2 rounds), seen by a
  // MutationObserver so no moment is missed.
  await form.create.evaluate((button) => {
    const seen: string[] = [];
    (window as unknown as { __busySeen: string[] }).__busySeen = seen;
    new MutationObserver(() => {
      if (button.textContent === 'Creating…' && seen.length === 0)
        seen.push(
          `disabled=${button.hasAttribute('disabled')} aria-disabled=${button.getAttribute('aria-disabled')} aria-busy=${button.getAttribute('aria-busy')} focused=${document.activeElement === button}`,
        );
    }).observe(button, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await form.create.click();
  const panel = recoveryPanel(page);
  await expect(panel.key).toBeVisible();
  // Before: disabled="" (the focus dropped to the page while the vault was made).
  expect(await page.evaluate(() => (window as unknown as { __busySeen: string[] }).__busySeen)).toEqual([
    'disabled=false aria-disabled=true aria-busy=true focused=true',
  ]);

  // Continue before the box is ticked: reachable, says why, and brings the parent to the box.
  await expect(panel.continue).toHaveAttribute('aria-disabled', 'true');
  await expect(panel.continue).not.toHaveAttribute('disabled');
  await expect(panel.continue).toHaveAccessibleDescription(
    'Tick the box above first: Continue works once you have saved your recovery key.',
  );
  // (Playwright's click waits for an aria-disabled button to be enabled: the keyboard presses it.)
  await panel.continue.focus();
  await page.keyboard.press('Enter');
  await expect(panel.saved).toBeFocused();
  await expect(panel.panel.getByTestId('recovery-continue-why')).toHaveClass(/field__error/);
  await expect(panel.panel).toBeVisible();
  await screenshotForReview(page, 'continue-why-360.png');
  await panel.saved.check();
  await expect(panel.panel.getByTestId('recovery-continue-why')).toHaveCount(0);
  await expect(panel.continue).toHaveAttribute('aria-disabled', 'false');
  await panel.continue.click();
  await expect(panel.panel).toHaveCount(0);
});
