import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { quietShell, searchEverywhere } from './helpers';
import { seedVault, unlockVault } from './pages/vaultGate';
import { journal } from './pages/journal';

// Attachments in the journal's entry form (src/features/journal/attachments; docs/journal-attachments.md):
// a photo cleaned and shown, a HEIC refused at the field, a PDF whose marker is stored nowhere
// in plain form, and Remove. The cleaning and storage rules are unit tests
// (tests/unit/journal-attachments-clean.test.ts, vault-attachments*.test.ts).

const PASS = 'correct horse battery staple';
const MARKER = 'CANARY-attachment-5e0d1-bank-statement';
const PDF = Buffer.from(`%PDF-1.4\n${MARKER}\n%%EOF\n`);
const image = (name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(`tests/fixtures/images/${name}`) });

test('attach a photo and a PDF, see them, a HEIC refused; the PDF is stored encrypted only; remove the photo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await quietShell(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await seedVault(page, PASS);
  await page.goto(journal.url);
  await unlockVault(page, PASS);
  await journal.newType(page).selectOption({ label: 'Note' });
  await journal.write(page).click();

  const picker = page.getByLabel('Attach photos, screenshots, PDFs or recordings');
  await picker.setInputFiles([
    image('GPS.jpg', 'image/jpeg'),
    { name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF },
    image('QuickTime.heic', 'image/heic'),
  ]);
  const form = journal.form(page);
  await expect(form.getByRole('img', { name: 'Attached photo: GPS.jpg' })).toBeVisible({ timeout: 30_000 });
  const list = form.getByRole('list', { name: 'Attached files' });
  await expect(list.getByRole('listitem')).toHaveText([
    /^GPS\.jpg\d+ bytes · Location and camera details removedSave a copy of GPS\.jpgRemove GPS\.jpg$/,
    `statement.pdf${PDF.length} bytes · Kept as chosen (only photos are cleaned)Save a copy of statement.pdfRemove statement.pdf`,
  ]);
  await expect(form.getByRole('alert')).toHaveText(
    '“QuickTime.heic” is a HEIC photo, which EvenGround cannot show or clean of its location details, so it was not added. Take a screenshot of the photo and attach the screenshot, or set the camera to save “Most Compatible” (JPEG) photos.',
  );
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  expect(await searchEverywhere(page, MARKER)).toEqual([]);

  await list.getByRole('button', { name: 'Remove GPS.jpg' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(form.getByRole('img')).toHaveCount(0);
});
