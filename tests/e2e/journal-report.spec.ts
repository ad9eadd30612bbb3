import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { REPORT_CSV_HEADER } from '../../src/features/journal/report/csv';
import { parseCsv } from '../../src/lib/csv';
import { quietShell } from './helpers';
import { journal } from './pages/journal';
import { seedVault, unlockVault } from './pages/vaultGate';
import { downloadedPdfText } from './pdf-text';

// The journal's report (src/features/journal/report; docs/journal.md "The report"): two
// entries written through the form, the PDF read back as text, the CSV's header and a row,
// and "Hide addresses and phone numbers" taking a typed number out. What the report holds
// and the redaction patterns are unit tests (tests/unit/journal-report*.test.ts).

const PASS = 'correct horse battery staple';
test.use({ timezoneId: 'America/Chicago' });

async function write(page: Page, type: string, boxes: Record<string, string>) {
  await journal.newType(page).selectOption({ label: type });
  await journal.write(page).click();
  for (const [label, value] of Object.entries(boxes)) {
    const box = journal.field(page, label);
    if ((await box.evaluate((el) => el.tagName)) === 'SELECT') await box.selectOption(value);
    else await box.fill(value);
  }
  await journal.save(page).click();
  await expect(journal.detail(page)).toBeVisible();
  await journal.backToList(page).click();
}

test('a chronology PDF and CSV of two entries; hiding a phone number', async ({ page }) => {
  test.setTimeout(90_000);
  await quietShell(page);
  await page.clock.setFixedTime(new Date('2027-03-06T01:00:00.000Z'));
  await seedVault(page, PASS);
  await page.goto(journal.url);
  await unlockVault(page, PASS);
  await write(page, 'Incident', {
    Title: 'Shouting at pick-up',
    'Date it happened': '2027-03-05',
    Time: '18:20',
    'What happened': 'He shouted at 1420 N Maple Ave and said call 312-555-0198.',
    'Police or report number': 'R-2027-114',
  });
  await write(page, 'Exchange', {
    Title: 'Friday exchange',
    'Date it happened': '2027-03-05',
    Time: '18:00',
    'Scheduled time': '18:00',
    'Actual time': '18:25',
    'How it went': 'late',
  });

  await page.getByRole('button', { name: 'Report: PDF, CSV or print' }).click();
  const report = page.getByTestId('journal-report');
  await report.getByLabel('Prepared by').fill('Jordan Lee');
  await report.getByLabel('From (when it happened)').fill('2027-03-01');
  await report.getByLabel('To', { exact: true }).fill('2027-03-31');
  await expect(page.getByTestId('journal-report-count')).toHaveText('2 entries in this report.');

  const [pdf] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe('journal-chronology-2027-03-01-to-2027-03-31.pdf');
  const { text } = await downloadedPdfText(pdf);
  expect(text).toContain('Journal chronology');
  expect(text).toContain('Prepared by Jordan Lee');
  expect(text).toContain('Late by 25 min: March 5, 2027, Friday exchange (entry 1)');
  expect(text).toContain('2. Shouting at pick-up');
  expect(text).toContain('He shouted at 1420 N Maple Ave and said call 312-555-0198.');
  expect(text).toContain('Police or report number: R-2027-114');
  expect(text).toContain('First recorded: March 5, 2027 at 19:00 (America/Chicago)');
  expect(text).toContain('Hash manifest');
  await expect(page.getByTestId('journal-report-done')).toHaveText(
    'The PDF is ready: journal-chronology-2027-03-01-to-2027-03-31.pdf, 2 entries.',
  );

  const [csv] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe('journal-chronology-2027-03-01-to-2027-03-31.csv');
  const csvText = await readFile(await csv.path(), 'utf8');
  expect(csvText.split('\r\n')[0]).toBe(
    '\uFEFFEntry,Version,Step,Recorded (UTC),Reason,Type,Title,Happened date,Happened time,Time zone,Children,Tags,Where,Details,Other fields,Message,Files (SHA-256),Content hash,Link hash',
  );
  const rows = parseCsv(csvText);
  expect(rows[0]).toEqual([...REPORT_CSV_HEADER]);
  expect(rows[2]!.slice(0, 17)).toEqual([
    '2',
    '1',
    'Recorded',
    '2027-03-06T01:00:00.000Z',
    '',
    'Incident',
    'Shouting at pick-up',
    '2027-03-05',
    '18:20',
    'America/Chicago',
    '',
    '',
    '',
    'He shouted at 1420 N Maple Ave and said call 312-555-0198.',
    'Police or report number: R-2027-114',
    '',
    '',
  ]);
  expect(rows[2]!.slice(17).every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);

  // One switch hides the number (and the address) in the CSV and the print view.
  await report.getByLabel('Hide addresses and phone numbers').check();
  const [hidden] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(parseCsv(await readFile(await hidden.path(), 'utf8'))[2]![13]).toBe(
    'He shouted at [address hidden] and said call [phone hidden].',
  );
  await report.getByRole('button', { name: 'Print view' }).click();
  const print = page.getByTestId('journal-print');
  await expect(print).toContainText('He shouted at [address hidden] and said call [phone hidden].');
  await expect(print).toContainText('R-2027-114');
  await expect(print).not.toContainText('312-555-0198');
});
