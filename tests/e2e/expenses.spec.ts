import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './precached';
import { createVault, seedVault, unlockVault } from './pages/vaultGate';
import { heading, quietShell, seriousAxe, waitForOfflineReady } from './helpers';
import { downloadedPdfText } from './pdf-text';
import { parseCsv } from '../../src/lib/csv';
import { toastArea, toastTitled } from './pages/toasts';
import { LEGACY_EXPENSE_SHEET_KEY } from '../../src/lib/storageKeys';
import { countPrints, printedCount, tool } from './pages/tool';
import { expenses, row, fillRow, fillSample } from './pages/expenses';

const URL = expenses.url;
const PASS = 'correct horse battery staple';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

async function expectSampleSummary(page: Page) {
  await expect(expenses.total(page)).toHaveText('$245.75');
  await expect(expenses.owedP1(page)).toHaveText('$48.20');
  await expect(expenses.owedP2(page)).toHaveText('$48.15');
  await expect(expenses.net(page)).toHaveText('Sam owes Alex $0.05');
}

test('fill, summary figures, save, reload, unlock, load, clear', async ({ page }) => {
  // Many steps plus an axe run: give a busy machine room.
  test.slow();
  await seedVault(page, PASS);
  await page.goto(URL);
  await expect(heading(page, 'Shared Expense Tracker')).toBeVisible();
  await expect(tool.backToResources(page)).toHaveAttribute('href', '/resources');
  await unlockVault(page, PASS);
  // A new sheet: one empty row, payer Parent 1, paid No, split 50.
  await expect(expenses.rows(page)).toHaveCount(1);
  await expect(row(page, 0).getByLabel('Paid by')).toHaveValue('p1');
  await expect(row(page, 0).getByLabel('Settled', { exact: true })).toHaveValue('No');
  await expect(expenses.splitRatio(page)).toHaveValue('50');
  await expect(expenses.net(page)).toHaveText('All square: neither Parent 1 nor Parent 2 owes anything.');
  await expect(row(page, 0).getByLabel('Paid by').locator('option')).toHaveText(['Parent 1', 'Parent 2']);
  await expect(row(page, 0).getByLabel('Category').locator('option')).toHaveText([
    'Education',
    'Healthcare',
    'Childcare',
    'Extracurricular',
    'Other',
  ]);
  await expect(row(page, 0).getByLabel('Settled', { exact: true }).locator('option')).toHaveText(['No', 'Yes']);
  await expect(expenses.summary(page)).toContainText(
    "How it is worked out: Each expense not yet settled is split by the ratio (Parent 1's share rounded to the cent, Parent 2 takes the rest), and whoever paid it is owed the other parent's share; rows marked Settled = Yes have already been paid back and only count toward the total.",
  );

  await fillSample(page);
  await expect(row(page, 1).getByLabel('Paid by').locator('option')).toHaveText(['Alex', 'Sam']);
  await expectSampleSummary(page);
  expect(await seriousAxe(page)).toEqual([]);

  await expenses.save(page).click();
  await expect(toastTitled(page, 'Saved!')).toBeVisible();
  await expect(toastArea(page)).toContainText('Your expense sheet has been saved to your browser.');

  await page.reload();
  await unlockVault(page, PASS);
  await expect(expenses.parent1Name(page)).toHaveValue('Alex');
  await expect(expenses.monthYear(page)).toHaveValue('March 2025');
  await expect(expenses.splitRatio(page)).toHaveValue('60');
  await expect(expenses.rows(page)).toHaveCount(3);
  await expect(row(page, 0).getByLabel('Description')).toHaveValue('Braces, first payment');
  await expect(row(page, 0).getByLabel('Amount ($)')).toHaveValue('120.50');
  await expect(row(page, 1).getByLabel('Paid by')).toHaveValue('p2');
  await expect(row(page, 2).getByLabel('Settled', { exact: true })).toHaveValue('Yes');
  await expectSampleSummary(page);

  // Unsaved edit, then Load brings the saved copy back.
  await row(page, 0).getByLabel('Amount ($)').fill('1000');
  await expect(expenses.total(page)).toHaveText('$1,125.25');
  await expenses.load(page).click();
  await expect(toastTitled(page, 'Loaded!')).toBeVisible();
  await expect(toastArea(page)).toContainText('Your saved expense sheet has been loaded.');
  await expectSampleSummary(page);

  // Remove a row.
  await expenses.button(page, 'Remove expense 2').click();
  await expect(expenses.rows(page)).toHaveCount(2);
  await expect(expenses.net(page)).toHaveText('Sam owes Alex $48.20');

  // Clear & Reset asks first, then wipes the saved copy.
  await expenses.button(page, 'Clear & Reset').click();
  await expenses.dialog(page).getByRole('button', { name: 'Clear & Reset' }).click();
  await expect(toastTitled(page, 'Cleared!')).toBeVisible();
  await expect(toastArea(page)).toContainText('The form has been reset and saved data has been cleared.');
  await expect(expenses.rows(page)).toHaveCount(1);
  await expect(expenses.total(page)).toHaveText('$0.00');
  await expenses.load(page).click();
  await expect(toastTitled(page, 'No Saved Data')).toBeVisible();
  await expect(toastArea(page)).toContainText("We couldn't find any saved data in your browser.");
});

test('split ratio: whole number, non-numeric becomes 0, clamped to 100', async ({ page }) => {
  await seedVault(page, PASS);
  await page.goto(URL);
  await unlockVault(page, PASS);
  await fillRow(page, 0, { date: '2025-01-01', desc: 'Daycare', amount: '100.01', cat: 'Childcare', payer: 'p1', paid: 'No' });
  await expect(expenses.owedP1(page)).toHaveText('$50.00'); // P1 50.01 (half cent up), P2 50.00
  const split = expenses.splitRatio(page);
  await split.fill('abc');
  await expect(expenses.owedP1(page)).toHaveText('$100.01');
  await split.blur();
  await expect(split).toHaveValue('0');
  await split.fill('150');
  await split.blur();
  await expect(split).toHaveValue('100');
  await expect(expenses.owedP1(page)).toHaveText('$0.00');
  await expect(expenses.net(page)).toContainText('All square');
  await split.fill('33');
  await expect(expenses.owedP1(page)).toHaveText('$67.01'); // P1 33.00, P2 67.01
  await expect(expenses.net(page)).toHaveText('Parent 2 owes Parent 1 $67.01');
});

test('CSV export has the right columns and rows; PDF summary contains the rows and settlement', async ({ page }) => {
  await seedVault(page, PASS);
  await page.goto(URL);
  await unlockVault(page, PASS);
  await fillSample(page);
  const [csvDl] = await Promise.all([page.waitForEvent('download'), expenses.button(page, 'Export CSV').click()]);
  expect(csvDl.suggestedFilename()).toBe('My-expenses.csv');
  const text = await readFile(await csvDl.path(), 'utf8');
  const rows = parseCsv(text);
  expect(rows).toEqual([
    ['Date', 'Description', 'Category', 'Amount', 'Paid By', 'Settled', 'Alex Share', 'Sam Share'],
    ['2025-03-02', 'Braces, first payment', 'Healthcare', '120.50', 'Alex', 'No', '72.30', '48.20'],
    ['2025-03-09', 'Soccer camp', 'Extracurricular', '80.25', 'Sam', 'No', '48.15', '32.10'],
    ['2025-03-15', 'School books', 'Education', '45.00', 'Alex', 'Yes', '27.00', '18.00'],
  ]);

  const [pdfDl] = await Promise.all([page.waitForEvent('download'), expenses.button(page, 'Download PDF Summary').click()]);
  expect(pdfDl.suggestedFilename()).toBe('My-expenses-summary.pdf');
  const pdf = await downloadedPdfText(pdfDl);
  for (const s of [
    'Braces, first payment',
    'Soccer camp',
    'School books',
    '$120.50',
    '$80.25',
    '$45.00',
    'Total expenses',
    '$245.75',
    '$48.20',
    '$48.15',
    'Sam owes Alex $0.05',
  ])
    expect(pdf.text).toContain(s);
  expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
  expect(pdf.text).toContain('Parent 1: Alex (60%) · Parent 2: Sam (40%)');
  // US dates, the title before the "Prepared on" line, and the column says what it means.
  for (const s of ['March 2, 2025', 'March 9, 2025', 'March 15, 2025', 'Settled']) expect(pdf.text).toContain(s);
  expect(pdf.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(pdf.text.indexOf('Shared Expense Summary')).toBeLessThan(pdf.text.indexOf('Prepared on '));
});

test('Print opens the print dialog; the print view hides the action controls and keeps the figures', async ({ page }) => {
  await countPrints(page);
  await seedVault(page, PASS);
  await page.goto(URL);
  await unlockVault(page, PASS);
  await fillSample(page);
  await expenses.button(page, 'Print').click();
  await expect.poll(() => printedCount(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  for (const name of [
    'Save',
    'Load',
    'Print',
    'Export CSV',
    'Download PDF Summary',
    'Clear & Reset',
    'Add Expense',
    'New sheet',
    'Rename sheet',
    'Delete sheet',
    'Remove expense 1',
  ])
    await expect(expenses.button(page, name)).toBeHidden();
  await expect(expenses.sheet(page)).toBeHidden();
  await expect(expenses.printedSheetName(page, 'My expenses')).toBeVisible();
  await expect(row(page, 0).getByLabel('Description')).toBeVisible();
  await expect(row(page, 0).getByLabel('Description')).toHaveValue('Braces, first payment');
  await expect(expenses.net(page)).toBeVisible();
  await expectSampleSummary(page);
  await page.emulateMedia({ media: 'screen' });
  await expect(expenses.addExpense(page)).toBeVisible();
});

test('named sheets: create, switch, rename, delete with confirmation', async ({ page }) => {
  await seedVault(page, PASS);
  await page.goto(URL);
  await unlockVault(page, PASS);
  await fillRow(page, 0, { date: '2025-03-02', desc: 'March item', amount: '10', cat: 'Other', payer: 'p1', paid: 'No' });
  await expenses.save(page).click();
  await expect(toastTitled(page, 'Saved!')).toBeVisible();

  await expenses.button(page, 'New sheet').click();
  const dlg = expenses.dialog(page);
  await dlg.getByLabel('Sheet name').fill('April 2025');
  await dlg.getByRole('button', { name: 'Create sheet' }).click();
  await expect(expenses.sheet(page)).toHaveValue(/^sheet-/);
  await expect(expenses.rows(page)).toHaveCount(1);
  await fillRow(page, 0, { date: '2025-04-02', desc: 'April item', amount: '20', cat: 'Other', payer: 'p2', paid: 'No' });

  // Switching with unsaved changes asks first.
  await expenses.sheet(page).selectOption({ label: 'My expenses' });
  await expect(expenses.dialog(page)).toContainText('has changes that are not saved');
  await expenses.dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expenses.save(page).click();
  await expect(toastTitled(page, 'Saved!')).toBeVisible();

  await expenses.sheet(page).selectOption({ label: 'My expenses' });
  await expect(row(page, 0).getByLabel('Description')).toHaveValue('March item');
  await expenses.sheet(page).selectOption({ label: 'April 2025' });
  await expect(row(page, 0).getByLabel('Description')).toHaveValue('April item');

  await expenses.button(page, 'Rename sheet').click();
  await expenses.dialog(page).getByLabel('Sheet name').fill('April (school)');
  await expenses.dialog(page).getByRole('button', { name: 'Rename' }).click();
  await expect(toastTitled(page, 'Sheet renamed')).toBeVisible();
  await expect(expenses.sheet(page).locator('option')).toHaveText(['April (school)', 'My expenses']);

  await page.reload();
  await unlockVault(page, PASS);
  // Newest first: the renamed sheet opens.
  await expect(expenses.sheet(page).locator('option:checked')).toHaveText('April (school)');

  await expenses.button(page, 'Delete sheet').click();
  await expect(expenses.dialog(page)).toContainText('“April (school)” and all its expenses will be deleted');
  await expenses.dialog(page).getByRole('button', { name: 'Delete sheet' }).click();
  await expect(toastTitled(page, 'Sheet deleted')).toBeVisible();
  await expect(expenses.sheet(page).locator('option')).toHaveText(['My expenses']);
  await expect(row(page, 0).getByLabel('Description')).toHaveValue('March item');
});

test('Delete sheet shows only once the sheet is saved, stands apart from New and Rename (own group behind a rule), every sheet button 44 px tall, at 360 and 1280 px', async ({
  page,
}) => {
  await seedVault(page, PASS);
  await page.goto(URL);
  await unlockVault(page, PASS);
  const sheetButtons = expenses.sheetButtons(page);
  // A fresh sheet has nothing to delete: Delete sheet is offered only once it is saved.
  await expect(sheetButtons).toHaveText(['New sheet', 'Rename sheet']);
  await fillRow(page, 0, { date: '2025-03-02', desc: 'March item', amount: '10', cat: 'Other', payer: 'p1', paid: 'No' });
  await expect(sheetButtons).toHaveText(['New sheet', 'Rename sheet']);
  await expenses.save(page).click();
  await expect(toastTitled(page, 'Saved!')).toBeVisible();
  await expect(sheetButtons).toHaveText(['New sheet', 'Rename sheet', 'Delete sheet']);
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const m = await sheetButtons.evaluateAll((els) => {
      const [create, rename, del] = els.map((e) => e.getBoundingClientRect());
      const group = getComputedStyle(els[2]!.parentElement!);
      return {
        heights: [create, rename, del].map((r) => Math.round(r!.height)),
        ownGroup: els[2]!.parentElement !== els[1]!.parentElement,
        // Phone: the space from Rename's bottom to Delete's top; wider: from Rename's right edge to Delete's left.
        below: Math.round(del!.top - rename!.bottom),
        beside: Math.round(del!.left - rename!.right),
        sameTop: Math.round(del!.top) === Math.round(rename!.top),
        rule: [group.borderTopWidth, group.borderLeftWidth],
      };
    });
    expect(m.heights.every((h) => h >= 44)).toBe(true);
    expect(m.ownGroup).toBe(true);
    if (width === 360) {
      // Its own line: 14.4 px gap + a 1 px rule + 14.4 px padding (it was directly under, 9.6 px).
      expect({ below: m.below, rule: m.rule }).toEqual({ below: 30, rule: ['1px', '0px'] });
    } else {
      // The same line: 16 px gap + a 1 px rule + 16 px padding (it was 9.6 px).
      expect({ beside: m.beside, sameTop: m.sameTop, rule: m.rule }).toEqual({ beside: 33, sameTop: true, rule: ['0px', '1px'] });
    }
  }
});

test('Save keeps the keyboard focus while it saves (aria-disabled while busy, never disabled)', async ({ page }) => {
  await seedVault(page, PASS);
  await page.goto(URL);
  await unlockVault(page, PASS);
  await fillRow(page, 0, { date: '2025-03-02', desc: 'March item', amount: '10', cat: 'Other', payer: 'p1', paid: 'No' });
  const save = expenses.save(page);
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(toastTitled(page, 'Saved!')).toBeVisible();
  // A disabled button loses the focus to the page; this one keeps it.
  await expect(save).toBeFocused();
  await expect(save).toHaveAttribute('aria-disabled', 'false');
});

test('an old plaintext sheet (string amounts) is imported into the vault', async ({ page }) => {
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      key,
      JSON.stringify({
        parent1Name: 'Jordan',
        parent2Name: 'Casey',
        monthYear: 'February 2025',
        splitRatio: 50,
        expenses: [
          {
            id: 1,
            date: '2025-02-01',
            description: 'Tutor',
            amount: '12.50',
            category: 'Education',
            payer: 'Parent 2',
            paid: 'No',
          },
          {
            id: 2,
            date: '2025-02-03',
            description: 'Inhaler',
            amount: '30',
            category: 'Healthcare',
            payer: 'Parent 1',
            paid: 'Yes',
          },
        ],
      }),
    );
  }, LEGACY_EXPENSE_SHEET_KEY);
  await page.goto(URL);
  await createVault(page, PASS);
  await page.reload();
  await unlockVault(page, PASS);
  await expect(expenses.sheet(page).locator('option:checked')).toHaveText('February 2025');
  await expect(expenses.parent1Name(page)).toHaveValue('Jordan');
  await expect(row(page, 0).getByLabel('Amount ($)')).toHaveValue('12.50');
  await expect(expenses.total(page)).toHaveText('$42.50');
  await expect(expenses.net(page)).toHaveText('Jordan owes Casey $6.25');
  // Saving the imported sheet writes it back in the current shape.
  await row(page, 0).getByLabel('Description').fill('Math tutor');
  await expenses.save(page).click();
  await expect(toastTitled(page, 'Saved!')).toBeVisible();
  await page.reload();
  await unlockVault(page, PASS);
  await expect(row(page, 0).getByLabel('Description')).toHaveValue('Math tutor');
  await expect(expenses.total(page)).toHaveText('$42.50');
});

test('works offline and fits a 360 px phone screen', { tag: '@service-worker' }, async ({ page, context }) => {
  // Offline set-up, a reload, CSV and PDF: give a busy machine room.
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(URL);
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await createVault(page, PASS);
  await fillRow(page, 0, { date: '2025-05-01', desc: 'Offline expense', amount: '9.99', cat: 'Other', payer: 'p2', paid: 'No' });
  await expect(expenses.net(page)).toHaveText('Parent 1 owes Parent 2 $5.00');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The longest category fits in its box: its text width plus room for padding and the arrow.
  const category = row(page, 0).getByLabel('Category');
  await category.selectOption('Extracurricular');
  const room = await category.evaluate((el) => {
    const select = el as HTMLSelectElement;
    const style = getComputedStyle(select);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return select.clientWidth - ctx.measureText('Extracurricular').width;
  });
  expect(room).toBeGreaterThanOrEqual(40);
  await category.selectOption('Other');
  await expenses.save(page).click();
  await expect(toastTitled(page, 'Saved!')).toBeVisible();
  await page.reload();
  await unlockVault(page, PASS);
  await expect(row(page, 0).getByLabel('Description')).toHaveValue('Offline expense');
  const [csvDl] = await Promise.all([page.waitForEvent('download'), expenses.button(page, 'Export CSV').click()]);
  expect(parseCsv(await readFile(await csvDl.path(), 'utf8'))[1]).toEqual([
    '2025-05-01',
    'Offline expense',
    'Other',
    '9.99',
    'Parent 2',
    'No',
    '5.00',
    '4.99',
  ]);
  const [pdfDl] = await Promise.all([page.waitForEvent('download'), expenses.button(page, 'Download PDF Summary').click()]);
  expect((await downloadedPdfText(pdfDl)).text).toContain('Offline expense');
  await context.setOffline(false);
});

/**
 * How much wider a control would need to be to show its whole value: its own natural
 * width (a copy with width:auto, which Chromium sizes to the longest option of a select
 * and to the full "mm/dd/yyyy" plus calendar button of a date field) minus its width on
 * the page. 0 or less means nothing is cut off.
 */
async function missingWidth(control: import('@playwright/test').Locator): Promise<number> {
  return control.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    Object.assign(copy.style, { width: 'auto', minWidth: '0', maxWidth: 'none', position: 'absolute', visibility: 'hidden' });
    el.parentElement!.appendChild(copy);
    const natural = copy.getBoundingClientRect().width;
    copy.remove();
    return Math.ceil(natural - el.getBoundingClientRect().width);
  });
}

/** The shown option's text in a box as wide as the select's text area: scrollWidth - clientWidth. */
async function optionOverflow(select: import('@playwright/test').Locator): Promise<number> {
  return select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    const cs = getComputedStyle(s);
    // The text area: the inner width less the drop-down arrow (Chromium draws it in the right padding area, ~20 px).
    const inner = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
    const probe = document.createElement('span');
    Object.assign(probe.style, {
      display: 'inline-block',
      width: `${inner}px`,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      font: cs.font,
      letterSpacing: cs.letterSpacing,
    });
    probe.textContent = s.options[s.selectedIndex]!.text;
    document.body.appendChild(probe);
    const over = probe.scrollWidth - probe.clientWidth;
    probe.remove();
    return over;
  });
}

for (const width of [1280, 1080]) {
  test(`at ${width} px the wide grid shows the whole date and the whole category`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await seedVault(page, PASS);
    await page.goto(URL);
    await unlockVault(page, PASS);
    const first = row(page, 0);
    await fillRow(page, 0, {
      date: '2025-12-28',
      desc: 'Soccer camp',
      amount: '12345.67',
      cat: 'Extracurricular',
      payer: 'p2',
      paid: 'No',
    });
    // The grid is in use (labels become the column heads), not the stacked phone layout.
    await expect(expenses.gridHead(page)).toBeVisible();
    const date = first.getByLabel('Date');
    const category = first.getByLabel('Category');
    await expect(category).toHaveValue('Extracurricular');
    expect(await missingWidth(date), 'date field').toBeLessThanOrEqual(0);
    expect(await missingWidth(category), 'category select').toBeLessThanOrEqual(0);
    expect(await missingWidth(first.getByLabel('Settled', { exact: true })), 'settled select').toBeLessThanOrEqual(0);
    expect(await optionOverflow(category), 'Extracurricular text').toBeLessThanOrEqual(0);
    // Every cell stays inside the row, the cells do not overlap, and the page does not scroll sideways.
    const boxes = await first
      .locator('.exp-cell')
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
    const rowBox = (await first.boundingBox())!;
    for (let i = 0; i < boxes.length; i++) {
      expect(boxes[i]!.right, `cell ${i} right edge`).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
      if (i > 0) expect(boxes[i]!.left, `cell ${i} starts after cell ${i - 1}`).toBeGreaterThanOrEqual(boxes[i - 1]!.right);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(await seriousAxe(page)).toEqual([]);
  });
}

test('the leave question offers "Save and leave": the sheet is saved, then the page is left (issue 32)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await seedVault(page, PASS);
  await page.goto(URL);
  await unlockVault(page, PASS);
  await expenses.parent1Name(page).fill('Alex');
  await page.getByRole('link', { name: 'Back to Resources' }).click();
  const leave = expenses.namedDialog(page, 'Leave this page?');
  await leave.getByRole('button', { name: 'Save and leave' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await page.goBack();
  await expect(expenses.sheet(page).locator('option:checked')).toHaveText('My expenses');
  await expect(expenses.parent1Name(page)).toHaveValue('Alex');
});
