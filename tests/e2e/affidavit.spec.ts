import { expect } from '@playwright/test';
import { test } from './precached';
import { seedVault, unlockVault } from './pages/vaultGate';
import { goInApp, heading, openSection, quietShell, seriousAxe, waitForOfflineReady, DUE_IN_A_SECOND } from './helpers';
import { downloadedPdfText } from './pdf-text';
import { toast } from './pages/toasts';
import { affidavit } from './pages/affidavit';
import { keptDraftIds, printedCount, tool } from './pages/tool';

const PASS = 'maple river lantern seven';

const ROW_LISTS = [
  'assetsCash',
  'assetsInvestments',
  'assetsBusiness',
  'assetsRealEstate',
  'assetsInsurance',
  'assetsRetirement',
  'assetsVehicles',
  'assetsPersonal',
  'debts',
  'lawsuits',
  'taxRefunds',
];

test.describe('financial affidavit', () => {
  test('fill, save, reload, unlock and find the values; rows add and remove; total hint', async ({ page }) => {
    await affidavit.openFresh(page, PASS);
    await expect(tool.securityWarning(page)).toContainText('Do not enter real Social Security numbers or bank account numbers');
    await expect(tool.backToResources(page)).toHaveAttribute('href', '/resources');
    await affidavit.fillSample(page);

    // Total is manual: the hint shows the sum and copies it only when asked.
    await openSection(page, 'II. Monthly Income & Employment');
    const total = affidavit.incomeTotal(page);
    await expect(total).toHaveValue('');
    await expect(affidavit.incomeTotalHint(page)).toContainText('The lines above add up to $4,550.25.');
    await total.fill('4000');
    await expect(total).toHaveValue('4000');
    // The parent's own figure stays until they choose the computed one.
    await expect(affidavit.incomeTotalHint(page)).toContainText('You can keep your own figure or use this one.');
    await affidavit.fillTotal(page, 'Fill in the total: $4,550.25 (Total gross monthly income)').click();
    await expect(total).toHaveValue('4550.25');
    await expect(affidavit.incomeTotalHint(page)).toContainText('Matches the sum of the lines above ($4,550.25).');

    // Add two vehicle rows, remove the first.
    await openSection(page, 'IV. Assets');
    const vehicles = affidavit.rows(page, 'assetsVehicles');
    await expect(vehicles).toHaveCount(1);
    await affidavit.rowButton(page, 'Add vehicle').click();
    await affidavit.rowButton(page, 'Add vehicle').click();
    await expect(vehicles).toHaveCount(3);
    await affidavit.rowField(page, 'assetsVehicles', 1, 'ymm').fill('To be removed');
    await affidavit.rowField(page, 'assetsVehicles', 2, 'ymm').fill('2019 Honda Odyssey');
    await affidavit.rowField(page, 'assetsVehicles', 3, 'ymm').fill('2008 Ford Ranger');
    await affidavit.rowButton(page, 'Remove vehicle 1 from vehicles').click();
    await expect(vehicles).toHaveCount(2);
    await expect(affidavit.rowField(page, 'assetsVehicles', 1, 'ymm')).toHaveCount(0);

    await openSection(page, 'VII. Certification');
    await affidavit.signature(page).fill('Jordan Q. Lee');
    await expect(affidavit.phone(page)).toHaveAttribute('type', 'tel');
    await expect(affidavit.email(page)).toHaveAttribute('type', 'email');
    await affidavit.email(page).fill('jordan@example.com');
    await affidavit.alternativeAddress(page).check();

    await affidavit.ack(page).check();
    await affidavit.saveProgress(page).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();

    await page.reload();
    await expect(heading(page, 'Financial Affidavit Template')).toBeVisible();
    await unlockVault(page, PASS);
    await expect(affidavit.fullName(page)).toHaveValue('Jordan Q. Lee');
    await expect(affidavit.occupation(page)).toHaveValue('Pediatric nurse');
    await expect(affidavit.salary(page)).toHaveValue('4200');
    await expect(affidavit.incomeTotal(page)).toHaveValue('4550.25');
    await expect(affidavit.rowField(page, 'assetsCash', 1, 'bankName')).toHaveValue('Lakeside Credit Union');
    await expect(affidavit.rowField(page, 'assetsCash', 1, 'balance')).toHaveValue('1500.50');
    await expect(affidavit.rowField(page, 'debts', 1, 'amountOwed')).toHaveValue('2300');
    await expect(affidavit.rows(page, 'assetsVehicles')).toHaveCount(2);
    await expect(affidavit.rowField(page, 'assetsVehicles', 2, 'ymm')).toHaveValue('2019 Honda Odyssey');
    await expect(affidavit.rowField(page, 'assetsVehicles', 3, 'ymm')).toHaveValue('2008 Ford Ranger');
    await expect(affidavit.email(page)).toHaveValue('jordan@example.com');
    await expect(affidavit.alternativeAddress(page)).toBeChecked();
    // The acknowledgement is not remembered past the visit (kept in memory only).
    await expect(affidavit.ack(page)).not.toBeChecked();
  });

  test('each of the eleven row lists starts with one blank row and has its own Add and Remove', async ({ page }) => {
    await affidavit.openFresh(page, PASS);
    await affidavit.openAllSections(page);
    for (const [i, key] of ROW_LISTS.entries()) {
      // A number every first column takes (the tax refunds list starts with its tax year).
      const mark = String(2001 + i);
      const list = affidavit.list(page, key);
      const rows = list.getByTestId(`${key}-row`);
      await expect(rows, key).toHaveCount(1);
      for (const input of await rows.first().locator('input').all()) await expect(input, key).toHaveValue('');
      await list.getByRole('button', { name: /^Add / }).click();
      await expect(rows, key).toHaveCount(2);
      await rows.nth(1).locator('input').first().fill(mark);
      await rows
        .first()
        .getByRole('button', { name: /^Remove / })
        .click();
      await expect(rows, key).toHaveCount(1);
      await expect(rows.first().locator('input').first(), key).toHaveValue(mark);
      await rows
        .first()
        .getByRole('button', { name: /^Remove / })
        .click();
      await expect(rows, key).toHaveCount(0);
      await expect(list).toContainText('Nothing listed.');
      await list.getByRole('button', { name: /^Add / }).click();
      await expect(rows, key).toHaveCount(1);
    }
  });

  test('a failed save says "Error" / "Could not save your progress." and keeps every answer', async ({ page }) => {
    await affidavit.openFresh(page, PASS);
    await affidavit.fullName(page).fill('Kept After Failed Save');
    await affidavit.ack(page).check();
    // The browser refuses to store anything more (storage full).
    await page.evaluate(() => {
      const w = window as unknown as { __put: typeof IDBObjectStore.prototype.put };
      w.__put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await affidavit.saveProgress(page).click();
    const err = toast(page, 'Error');
    await expect(err.locator('.toast__title')).toHaveText('Error');
    await expect(err.locator('.toast__description')).toHaveText(
      'Could not save your progress. This device has run out of storage space for EvenGround, so the latest change was not saved. Everything saved before is still safe. Free some space (or delete old items on "Your data on this device") and save again.',
    );
    await expect(toast(page, 'Progress Saved!')).toHaveCount(0);
    await expect(affidavit.fullName(page)).toHaveValue('Kept After Failed Save');
    await expect(affidavit.saveProgress(page)).toBeEnabled();

    // Space again: the same answers save and come back after a reload.
    await page.evaluate(() => {
      IDBObjectStore.prototype.put = (window as unknown as { __put: typeof IDBObjectStore.prototype.put }).__put;
    });
    await affidavit.saveProgress(page).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();
    await page.reload();
    await unlockVault(page, PASS);
    await expect(affidavit.fullName(page)).toHaveValue('Kept After Failed Save');
  });

  test('Save Progress and Download Draft keep the focus while they work: aria-disabled, never disabled', async ({ page }) => {
    await affidavit.openFresh(page, PASS);
    await affidavit.fullName(page).fill('Focus Kept');
    await affidavit.ack(page).check();
    // What each button is while its work runs, seen by a MutationObserver so no moment is missed.
    const watch = (words: string) =>
      page.evaluate((words) => {
        const seen: string[] = [];
        (window as unknown as { __seen: string[] }).__seen = seen;
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent === words.split('|')[0])!;
        new MutationObserver(() => {
          if (button.textContent === words.split('|')[1] && seen.length === 0)
            seen.push(
              `disabled=${button.hasAttribute('disabled')} aria-disabled=${button.getAttribute('aria-disabled')} aria-busy=${button.getAttribute('aria-busy')} focused=${document.activeElement === button}`,
            );
        }).observe(button, { childList: true, subtree: true, characterData: true, attributes: true });
      }, words);
    const seen = () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
    await watch('Save Progress|Saving…');
    await affidavit.saveProgress(page).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();
    // Before: disabled="" while saving, and the focus fell to the page.
    expect(await seen()).toEqual(['disabled=false aria-disabled=true aria-busy=true focused=true']);
    await expect(affidavit.saveProgress(page)).toBeFocused();
    await watch('Download Draft|Building PDF…');
    const [download] = await Promise.all([page.waitForEvent('download'), affidavit.downloadDraft(page).click()]);
    expect(download.suggestedFilename()).toBe('financial-affidavit-draft.pdf');
    expect(await seen()).toEqual(['disabled=false aria-disabled=true aria-busy=true focused=true']);
    await expect(affidavit.downloadDraft(page)).toBeFocused();
  });

  test('the print stylesheet hides every control and keeps the answers', async ({ page }) => {
    await affidavit.openFresh(page, PASS);
    await affidavit.fillSample(page);
    await page.emulateMedia({ media: 'print' });
    for (const name of ['Save Progress', 'Print/Save PDF', 'Download Draft', 'Clear All', 'Add account', 'Add debt'])
      await expect(tool.button(page, name)).toBeHidden();
    await expect(affidavit.rowButton(page, 'Remove account 1 from cash and bank accounts')).toBeHidden();
    await expect(affidavit.ack(page)).toBeHidden();
    await expect(affidavit.incomeTotalHint(page)).toBeHidden();
    await expect(tool.backToResources(page)).toBeHidden();
    await expect(affidavit.fullName(page)).toBeVisible();
    await expect(affidavit.fullName(page)).toHaveValue('Jordan Q. Lee');
    await expect(affidavit.rowField(page, 'debts', 1, 'creditorName')).toHaveValue('Northwind Visa');
    await expect(affidavit.rowField(page, 'debts', 1, 'creditorName')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(affidavit.saveProgress(page)).toBeVisible();
  });

  // One vault for both checks: axe at the default window, then the same page at 360 px.
  test('the unlocked form, every section open, has no serious accessibility violations and fits a 360 px phone screen', async ({
    page,
  }) => {
    await affidavit.openFresh(page, PASS);
    await affidavit.openAllSections(page);
    const bad = await seriousAxe(page, 'main');
    expect(bad).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    await affidavit.fillSample(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the acknowledgement gate blocks Save, Print and Download', async ({ page }) => {
    await affidavit.openFresh(page, PASS);
    await affidavit.fullName(page).fill('Gate Test');
    await affidavit.saveProgress(page).click();
    await expect(toast(page, 'Acknowledgement Required')).toContainText('Please acknowledge the disclaimer before saving.');
    // Focus goes to the checkbox that is missing, so a keyboard user can tick it at once,
    // and the reason is written at the checkbox itself, tied to it for screen readers.
    const ack = affidavit.ack(page);
    await expect(ack).toBeFocused();
    await expect(ack).toHaveAttribute('aria-invalid', 'true');
    await expect(affidavit.ackError(page)).toHaveText(
      'Tick this box first: it confirms you have read the disclaimer. Then press Save Progress again.',
    );
    await expect(ack).toHaveAccessibleDescription(
      'Tick this box first: it confirms you have read the disclaimer. Then press Save Progress again.',
    );
    await affidavit.printSavePdf(page).click();
    await expect(toast(page, 'Acknowledgement Required')).toContainText('Please acknowledge the disclaimer before proceeding.');
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await affidavit.downloadDraft(page).click();
    await expect(toast(page, 'Acknowledgement Required')).toContainText('Please acknowledge the disclaimer before proceeding.');
    await expect(affidavit.ackError(page)).toHaveText(
      'Tick this box first: it confirms you have read the disclaimer. Then press the button again.',
    );
    expect(await printedCount(page)).toBe(0);
    expect(downloaded).toBe(false);
    // Ticking the box clears the error at once.
    await ack.check();
    await expect(affidavit.ackError(page)).toHaveCount(0);
    await expect(ack).not.toHaveAttribute('aria-invalid', 'true');

    // Nothing was saved: after a reload the typing comes back only as the kept draft, and
    // Discard leaves the empty saved state. The draft is written about a second after the
    // typing (on a quiet machine these steps take less than that), so wait until it is kept.
    await expect.poll(() => keptDraftIds(page), DUE_IN_A_SECOND).toEqual(['affidavit']);
    await page.reload();
    await unlockVault(page, PASS);
    const note = tool.draftNote(page);
    await expect(note).toContainText('Restored your unsaved changes from');
    await expect(affidavit.fullName(page)).toHaveValue('Gate Test');
    await note.getByRole('button', { name: 'Discard' }).click();
    await expect(note).toHaveCount(0);
    await expect(affidavit.fullName(page)).toHaveValue('');

    await affidavit.ack(page).check();
    await affidavit.printSavePdf(page).click();
    await expect.poll(() => printedCount(page)).toBe(1);
  });

  // One vault at 360x740 for both: first the box, once ticked, stays ticked for the visit
  // (issue 32), and unticked as well; then, unticked, it stops Save with its message.
  test('at 360 px the acknowledgement stays ticked (or unticked) for the visit; its message shows in full between the toast and the sticky Save bar', async ({
    page,
  }) => {
    // A vault, the gate and an axe run over the long form: give a busy machine room.
    test.slow();
    await page.setViewportSize({ width: 360, height: 740 });
    await affidavit.openFresh(page, PASS);
    await affidavit.ack(page).check();
    // Away to the Resource Hub and back, the way the app's links move.
    await goInApp(page, '/resources');
    await expect(heading(page, 'Resource Hub')).toBeVisible();
    await goInApp(page, affidavit.url);
    await expect(affidavit.saveProgress(page)).toBeVisible();
    await expect(affidavit.ack(page)).toBeChecked();
    // Unticking is remembered as well.
    await affidavit.ack(page).uncheck();
    await goInApp(page, '/resources');
    await expect(heading(page, 'Resource Hub')).toBeVisible();
    await goInApp(page, affidavit.url);
    await expect(affidavit.saveProgress(page)).toBeVisible();
    await expect(affidavit.ack(page)).not.toBeChecked();
    // Unticked, the box stops Save with its message.
    await affidavit.fullName(page).fill('Gate Test');
    // Save Progress is pressed from the sticky bar while the top of the form is on screen.
    await affidavit.saveProgress(page).click();
    await expect(toast(page, 'Acknowledgement Required')).toBeVisible();
    const ack = affidavit.ack(page);
    await expect(ack).toBeFocused();
    await expect(affidavit.ackError(page)).toHaveText(
      'Tick this box first: it confirms you have read the disclaimer. Then press Save Progress again.',
    );
    const boxes = () =>
      page.evaluate(() => {
        const r = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
        const toastEl = document.querySelector('.toast');
        const toastBox = toastEl?.getBoundingClientRect();
        return {
          // Measured once its short slide-in has finished, where it stays.
          toastSettled: toastEl ? toastEl.getAnimations().every((a) => a.playState === 'finished') : false,
          header: r('.site-header').bottom,
          toastTop: toastBox ? toastBox.top : null,
          toastBottom: toastBox ? toastBox.bottom : null,
          ackTop: r('.tool-toolbar__ack').top,
          errorBottom: r('[data-testid="affidavit-ack-error"]').bottom,
          barTop: r('.tool-toolbar__save').top,
          quickExitTop: r('.quick-exit--dock').top,
        };
      });
    // While the toast is on screen, the whole box (border, checkbox, wording, message) is below
    // the header and below the toast, and ends above the Save bar (which is above the quick
    // exit). The toast may move the page once as it is placed, so poll.
    const clear = (b: Awaited<ReturnType<typeof boxes>>) =>
      b.toastSettled &&
      b.toastBottom !== null &&
      b.toastTop! >= b.header &&
      b.ackTop >= b.toastBottom &&
      b.errorBottom <= b.barTop &&
      b.barTop < b.quickExitTop;
    await expect.poll(async () => clear(await boxes())).toBe(true);
    const b = await boxes();
    expect(clear(b), JSON.stringify(b)).toBe(true);
    // Still the same toast: nothing above was waited out.
    await expect(toast(page, 'Acknowledgement Required')).toBeVisible();
    expect(await seriousAxe(page)).toEqual([]);
  });

  test('Clear All asks, then empties the form and removes the saved copy', async ({ page }) => {
    await affidavit.openFresh(page, PASS);
    await affidavit.fillSample(page);
    await affidavit.ack(page).check();
    await affidavit.saveProgress(page).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();

    // Clear All sits in its own band, well away from Download Draft (no mis-tap from one to the other).
    const download = await affidavit.downloadDraft(page).boundingBox();
    const clearAll = await affidavit.clearAll(page).boundingBox();
    expect(clearAll!.y - (download!.y + download!.height)).toBeGreaterThanOrEqual(40);
    await expect(affidavit.startOver(page)).toContainText('Start over?');

    await affidavit.clearAll(page).click();
    const dialog = tool.clearEverythingDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(affidavit.fullName(page)).toHaveValue('Jordan Q. Lee');

    await affidavit.clearAll(page).click();
    await dialog.getByRole('button', { name: 'Yes, clear all' }).click();
    await expect(toast(page, 'Form Cleared!')).toBeVisible();
    await expect(affidavit.fullName(page)).toHaveValue('');
    await expect(affidavit.rowField(page, 'debts', 1, 'creditorName')).toHaveValue('');

    await page.reload();
    await unlockVault(page, PASS);
    await expect(affidavit.fullName(page)).toHaveValue('');
    await expect(affidavit.occupation(page)).toHaveValue('');
  });

  test('Download Draft gives a real PDF holding the typed values', async ({ page }) => {
    await affidavit.openFresh(page, PASS);
    await affidavit.fillSample(page);
    await affidavit.dateOfBirth(page).fill('1984-05-14');
    await affidavit.ack(page).check();
    const [download] = await Promise.all([page.waitForEvent('download'), affidavit.downloadDraft(page).click()]);
    expect(download.suggestedFilename()).toBe('financial-affidavit-draft.pdf');
    const { text, pages } = await downloadedPdfText(download);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const v of [
      'DRAFT – not for filing',
      'Financial Affidavit',
      'Jordan Q. Lee',
      'Pediatric nurse',
      '$4,200.00',
      '$350.25',
      'Lakeside Credit Union',
      '$1,500.50',
      'Northwind Visa',
      '$2,300.00',
      `Page 1 of ${pages}`,
      'not legal advice',
    ])
      expect(text).toContain(v);
    // Form order: personal before income before assets before debts.
    const order = ['Jordan Q. Lee', '$4,200.00', 'Lakeside Credit Union', 'Northwind Visa'].map((v) => text.indexOf(v));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The title comes before the "Prepared on" line; dates print the US way.
    expect(text.indexOf('Financial Affidavit')).toBeLessThan(text.indexOf('Prepared on '));
    expect(text).toMatch(
      /Prepared on (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4} with EvenGround/,
    );
    expect(text).toContain('May 14, 1984');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    // The status line stays (a toast may already have gone on a slow machine).
    await expect(affidavit.pdfStatus(page)).toHaveText('Your PDF draft is ready: financial-affidavit-draft.pdf.');
    await expect(affidavit.fullName(page)).toHaveValue('Jordan Q. Lee');
  });

  test.describe('while the PDF renderer loads slowly', () => {
    test.use({ serviceWorkers: 'block' });
    test('Download Draft shows that the PDF is being built, then that it is ready', async ({ page }) => {
      // The renderer's code is held back until the busy state has been seen, then let through.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/react-pdf\.browser-.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await affidavit.openFresh(page, PASS);
      await affidavit.fullName(page).fill('Slow Renderer');
      await affidavit.ack(page).check();
      const downloading = page.waitForEvent('download');
      await affidavit.downloadDraft(page).click();
      const busy = affidavit.buildingPdf(page);
      await expect(busy).toBeDisabled();
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      await expect(affidavit.pdfStatus(page)).toHaveText('Building your PDF draft on this device…');
      await expect(affidavit.saveProgress(page)).toBeDisabled();
      release();
      const download = await downloading;
      await expect(affidavit.pdfStatus(page)).toHaveText('Your PDF draft is ready: financial-affidavit-draft.pdf.');
      await expect(affidavit.downloadDraft(page)).toBeEnabled();
      expect((await downloadedPdfText(download)).text).toContain('Slow Renderer');
    });
  });

  test.describe('when the PDF renderer cannot load', () => {
    test.use({ serviceWorkers: 'block' });
    test('Download Draft says so and loses nothing', async ({ page }) => {
      await page.route(/react-pdf\.browser-.*\.js$/, (route) => route.abort());
      await affidavit.openFresh(page, PASS);
      await affidavit.fullName(page).fill('Kept After Failure');
      await affidavit.ack(page).check();
      await affidavit.downloadDraft(page).click();
      await expect(toast(page, 'Could Not Build the PDF')).toContainText('Your answers are unchanged');
      await expect(affidavit.pdfStatus(page)).toHaveText('The PDF could not be built. Your answers are unchanged.');
      await expect(affidavit.downloadDraft(page)).toBeEnabled();
      await expect(affidavit.fullName(page)).toHaveValue('Kept After Failure');
      await affidavit.saveProgress(page).click();
      await expect(toast(page, 'Progress Saved!')).toBeVisible();
    });
  });

  test('works with the browser offline: save, reload, unlock, PDF', { tag: '@service-worker' }, async ({ page, context }) => {
    test.setTimeout(120_000);
    await quietShell(page);
    await seedVault(page, PASS);
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto(affidavit.url);
    await expect(heading(page, 'Financial Affidavit Template')).toBeVisible();
    await unlockVault(page, PASS);
    await affidavit.fullName(page).fill('Offline Parent');
    await affidavit.ack(page).check();
    await affidavit.saveProgress(page).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();
    await page.reload();
    await unlockVault(page, PASS);
    await expect(affidavit.fullName(page)).toHaveValue('Offline Parent');
    await affidavit.ack(page).check();
    const [download] = await Promise.all([page.waitForEvent('download'), affidavit.downloadDraft(page).click()]);
    const { text } = await downloadedPdfText(download);
    expect(text).toContain('Offline Parent');
    expect(text).toContain('DRAFT – not for filing');
  });
});
