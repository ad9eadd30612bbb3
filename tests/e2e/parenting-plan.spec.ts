import { expect, test, type Page } from '@playwright/test';
import { createVault, unlockVault } from './pages/vaultGate';
import { heading, openSection, quietShell, seriousAxe, waitForOfflineReady } from './helpers';
import { downloadedPdfText } from './pdf-text';
import { toast } from './pages/toasts';

const URL = '/resources/parenting-plan-template';
const PASS = 'harbor quilt meadow ninety';
const ACK = /I understand that this template is for my own preparation/;

async function openFresh(page: Page) {
  await quietShell(page);
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed++;
    };
  });
  await page.goto(URL);
  await expect(heading(page, 'Parenting Plan Template')).toBeVisible();
  await createVault(page, PASS);
  await expect(page.getByRole('button', { name: 'Save Progress' })).toBeVisible();
}

const HOLIDAYS = [
  'New Year’s Day',
  'Martin Luther King Jr. Day',
  'Presidents’ Day',
  'Spring Break',
  'Easter',
  'Memorial Day',
  'Mother’s Day',
  'Father’s Day',
  'Fourth of July',
  'Labor Day',
  'Halloween',
  'Thanksgiving',
  'Winter Break',
  'Children’s Birthdays',
];

async function fillSample(page: Page) {
  await page.getByLabel('Parent 1: full name').fill('Alex Rivera');
  await page.getByLabel('Parent 2: full name').fill('Sam Rivera');
  await page.getByLabel('Parent 2: email').fill('sam@example.com');
  await page.getByLabel('Child 1: name').fill('Mia Rivera');
  await page.getByLabel('Purpose of this plan').fill('Two homes, one family.');
  await openSection(page, '2. Custody & Decision-Making');
  await page.getByLabel('Legal custody').fill('Joint legal custody');
  await openSection(page, '3. Parenting Time Schedule');
  await page.getByLabel('Thanksgiving').fill('Parent 1 in even years');
  await page.getByLabel('Children’s Birthdays').fill('Shared dinner');
  await openSection(page, '7. General Provisions & Conflict Resolution');
  await page.getByLabel('Right of first refusal').fill('Offer first after 4 hours');
}

test.describe('parenting plan', () => {
  // Creating a vault runs 600,000 PBKDF2 rounds and these flows fill, save, reload and
  // unlock: on a shared, loaded machine they need more than the default minute.
  test.beforeEach(() => test.setTimeout(180_000));
  test('fill, save, reload, unlock: Progress Loaded with the values; prefilled texts; children add/remove', async ({ page }) => {
    // Many steps across every section: give a busy machine room.
    test.slow();
    await openFresh(page);
    await expect(page.getByTestId('security-warning')).toContainText(
      'Do not enter real Social Security numbers or bank account numbers',
    );
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');

    // All fourteen holidays have inputs.
    await openSection(page, '3. Parenting Time Schedule');
    for (const h of HOLIDAYS) await expect(page.getByLabel(h, { exact: true })).toBeEditable();

    // Prefilled texts: Hague read-only, general provisions editable.
    await openSection(page, '6. Travel & Relocation');
    const hague = page.getByLabel('Hague Convention acknowledgement');
    await expect(hague).toHaveAttribute('readonly', '');
    await expect(hague).toHaveValue(/habitual residence of the children named in this plan is the United States/);
    await openSection(page, '7. General Provisions & Conflict Resolution');
    await expect(page.getByLabel('Non-disparagement')).toHaveValue(/Neither parent will say or do anything/);
    await expect(page.getByLabel('Access to records')).toHaveValue(/equal right to see and receive/);
    await expect(page.getByLabel('Mutual respect')).toHaveValue(/treat each other with courtesy/);

    await fillSample(page);

    // Children: add two, remove the middle one after confirming; cancel keeps it.
    const kids = page.getByTestId('plan-child');
    await page.getByRole('button', { name: 'Add Child' }).click();
    await page.getByRole('button', { name: 'Add Child' }).click();
    await expect(kids).toHaveCount(3);
    await page.getByLabel('Child 2: name').fill('Temp Child');
    await page.getByLabel('Child 3: name').fill('Leo Rivera');
    await page.getByLabel('Child 3: date of birth').fill('2019-09-10');
    await page.getByRole('button', { name: 'Remove Temp Child' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this child?' });
    await expect(dialog).toContainText('Remove Temp Child and their details from this plan?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(kids).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove Temp Child' }).click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(kids).toHaveCount(2);
    await expect(page.getByLabel('Child 2: name')).toHaveValue('Leo Rivera');

    await page.getByLabel(ACK).check();
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();

    await page.reload();
    await unlockVault(page, PASS);
    await expect(toast(page, 'Progress Loaded')).toBeVisible();
    await expect(page.getByLabel('Parent 1: full name')).toHaveValue('Alex Rivera');
    await expect(page.getByLabel('Parent 2: email')).toHaveValue('sam@example.com');
    await expect(kids).toHaveCount(2);
    await expect(page.getByLabel('Child 1: name')).toHaveValue('Mia Rivera');
    await expect(page.getByLabel('Child 2: name')).toHaveValue('Leo Rivera');
    await expect(page.getByLabel('Child 2: date of birth')).toHaveValue('2019-09-10');
    await expect(page.getByLabel('Purpose of this plan')).toHaveValue('Two homes, one family.');
    await openSection(page, '2. Custody & Decision-Making');
    await expect(page.getByLabel('Legal custody')).toHaveValue('Joint legal custody');
    await openSection(page, '3. Parenting Time Schedule');
    await expect(page.getByLabel('Thanksgiving')).toHaveValue('Parent 1 in even years');
    await expect(page.getByLabel('Children’s Birthdays')).toHaveValue('Shared dinner');
    await openSection(page, '7. General Provisions & Conflict Resolution');
    await expect(page.getByLabel('Right of first refusal')).toHaveValue('Offer first after 4 hours');
    await expect(page.getByLabel('Mutual respect')).toHaveValue(/treat each other with courtesy/);
  });

  test('presets fill the schedule with common wording, stay editable, and never overwrite typing without asking', async ({
    page,
  }) => {
    test.slow();
    await openFresh(page);
    await page.getByLabel('Parent 1: full name').fill('Alex Rivera');
    await page.getByLabel('Parent 2: full name').fill('Sam Rivera');
    await openSection(page, '3. Parenting Time Schedule');
    const presets = page.getByTestId('plan-presets');
    const schoolYear = page.getByLabel('School year');

    // An empty box is filled at once, with the names from section 1, and stays editable.
    await presets.getByRole('button', { name: '2-2-3 rotation' }).click();
    await expect(schoolYear).toHaveValue(
      /^2-2-3 rotation\. Week 1: Alex Rivera has the children Monday and Tuesday, Sam Rivera Wednesday and Thursday, and Alex Rivera Friday through Sunday\./,
    );
    await expect(page.getByTestId('plan-preset-status')).toHaveText(
      '2-2-3 rotation: filled 1 box. Edit the text as you like; it is saved with Save Progress.',
    );
    await schoolYear.fill('Our own 2-2-3, exchanges at 5 p.m.');

    // Typed text: the preset asks first; Cancel changes nothing.
    await presets.getByRole('button', { name: 'Week on, week off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace your own wording?' });
    await expect(dialog).toContainText('This box already has your own wording: School year.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(schoolYear).toHaveValue('Our own 2-2-3, exchanges at 5 p.m.');

    // Holidays: one typed box is kept when only the empty boxes are filled.
    await page.getByLabel('Halloween').fill('With Sam every year');
    await presets.getByRole('button', { name: 'Holidays alternating by year' }).click();
    await expect(dialog).toContainText('This box already has your own wording: Halloween.');
    await dialog.getByRole('button', { name: 'Fill only the empty boxes' }).click();
    await expect(page.getByLabel('Halloween')).toHaveValue('With Sam every year');
    await expect(page.getByLabel('Thanksgiving')).toHaveValue(
      'Alex Rivera in even-numbered years and Sam Rivera in odd-numbered years, from 6:00 p.m. on the day school lets out until Sunday at 6:00 p.m.',
    );
    await expect(page.getByTestId('plan-preset-status')).toHaveText(
      'Holidays alternating by year: filled 13 boxes, kept your wording in 1. Edit the text as you like; it is saved with Save Progress.',
    );

    // Replacing needs the explicit choice.
    await presets.getByRole('button', { name: 'Week on, week off' }).click();
    await dialog.getByRole('button', { name: 'Replace my wording' }).click();
    await expect(schoolYear).toHaveValue(
      /^Week on, week off\. The children live with Alex Rivera one week and with Sam Rivera the next/,
    );

    // Saved like any typing.
    await page.getByLabel(ACK).check();
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();
    await page.reload();
    await unlockVault(page, PASS);
    await openSection(page, '3. Parenting Time Schedule');
    await expect(page.getByLabel('Winter Break')).toHaveValue(/December 28 at noon/);
    await expect(page.getByLabel('Halloween')).toHaveValue('With Sam every year');
  });

  test('the print stylesheet hides every control and keeps the answers and prefilled texts', async ({ page }) => {
    await openFresh(page);
    await fillSample(page);
    await openSection(page, '6. Travel & Relocation');
    await page.emulateMedia({ media: 'print' });
    for (const name of ['Save Progress', 'Print/Save PDF', 'Download Draft', 'Clear All', 'Add Child', 'Remove Mia Rivera'])
      await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
    await expect(page.getByLabel(ACK)).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toBeHidden();
    await expect(page.getByLabel('Parent 1: full name')).toBeVisible();
    await expect(page.getByLabel('Parent 1: full name')).toHaveValue('Alex Rivera');
    await expect(page.getByLabel('Hague Convention acknowledgement')).toBeVisible();
    await expect(page.getByLabel('Right of first refusal')).toHaveValue('Offer first after 4 hours');
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Add Child' })).toBeVisible();
  });

  test('an unreadable saved plan says "Error" / "Could not load saved progress." and starts from the template', async ({
    page,
  }) => {
    await openFresh(page);
    await page.getByLabel('Parent 1: full name').fill('Damaged Copy');
    await page.getByLabel(ACK).check();
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();
    // Flip one byte of the stored ciphertext: decryption fails its check.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('evenground-vault');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('records', 'readwrite');
            const store = tx.objectStore('records');
            const get = store.get(['parenting-plan', 'main']);
            get.onsuccess = () => {
              const row = get.result as { data: Uint8Array };
              row.data = new Uint8Array(row.data);
              row.data[0] = row.data[0]! ^ 0xff;
              store.put(row);
            };
            tx.oncomplete = () => (open.result.close(), resolve());
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.reload();
    await unlockVault(page, PASS);
    const err = toast(page, 'Error');
    await expect(err.locator('.toast__description')).toHaveText('Could not load saved progress.');
    await expect(toast(page, 'Progress Loaded')).toHaveCount(0);
    await expect(page.locator('form[aria-label="Parenting plan"]').getByRole('alert')).toContainText(
      'Could not load saved progress: This saved item could not be read',
    );
    await expect(page.getByLabel('Parent 1: full name')).toHaveValue('');
    await openSection(page, '6. Travel & Relocation');
    await expect(page.getByLabel('Hague Convention acknowledgement')).toHaveValue(
      /habitual residence of the children named in this plan is the United States/,
    );
    // Saving replaces the unreadable copy.
    await page.getByLabel('Parent 1: full name').fill('Fresh Copy');
    await page.getByLabel(ACK).check();
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();
    await page.reload();
    await unlockVault(page, PASS);
    await expect(toast(page, 'Progress Loaded')).toBeVisible();
    await expect(page.getByLabel('Parent 1: full name')).toHaveValue('Fresh Copy');
  });

  test('the unlocked form, every section open, has no serious accessibility violations', async ({ page }) => {
    // axe over the whole open form is slow on a busy machine.
    test.slow();
    await openFresh(page);
    for (const d of await page.locator('form[aria-label="Parenting plan"] details').all())
      if (!(await d.evaluate((el) => (el as HTMLDetailsElement).open))) await d.locator('summary').click();
    const bad = await seriousAxe(page, 'main');
    expect(bad).toEqual([]);
  });

  test('fits a 360 px phone screen with every section open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openFresh(page);
    for (const d of await page.locator('form[aria-label="Parenting plan"] details').all())
      if (!(await d.evaluate((el) => (el as HTMLDetailsElement).open))) await d.locator('summary').click();
    await fillSample(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the acknowledgement gate blocks Save, Print and Download', async ({ page }) => {
    await openFresh(page);
    await page.getByLabel('Parent 1: full name').fill('Gate Test');
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toast(page, 'Acknowledgement Required')).toContainText('Please acknowledge the disclaimer before saving.');
    await page.getByRole('button', { name: 'Print/Save PDF' }).click();
    await expect(toast(page, 'Acknowledgement Required')).toContainText('Please acknowledge the disclaimer before proceeding.');
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.getByRole('button', { name: 'Download Draft' }).click();
    await expect(toast(page, 'Acknowledgement Required')).toContainText('Please acknowledge the disclaimer before proceeding.');
    expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(0);
    expect(downloaded).toBe(false);

    await page.getByLabel(ACK).check();
    await page.getByRole('button', { name: 'Print/Save PDF' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
  });

  test('Clear All asks, then resets to the template and removes the saved copy', async ({ page }) => {
    await openFresh(page);
    await fillSample(page);
    await page.getByRole('button', { name: 'Add Child' }).click();
    await page.getByLabel(ACK).check();
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();

    await page.getByRole('button', { name: 'Clear All' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear everything?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Parent 1: full name')).toHaveValue('Alex Rivera');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await dialog.getByRole('button', { name: 'Yes, clear all' }).click();
    await expect(toast(page, 'Progress Cleared')).toBeVisible();
    await expect(page.getByLabel('Parent 1: full name')).toHaveValue('');
    await expect(page.getByTestId('plan-child')).toHaveCount(1);
    await openSection(page, '7. General Provisions & Conflict Resolution');
    await expect(page.getByLabel('Right of first refusal')).toHaveValue('');
    await expect(page.getByLabel('Non-disparagement')).toHaveValue(/Neither parent will say or do anything/);

    await page.reload();
    await unlockVault(page, PASS);
    await expect(page.getByLabel('Parent 1: full name')).toHaveValue('');
    await expect(toast(page, 'Progress Loaded')).toHaveCount(0);
  });

  test('Download Draft gives a real PDF with the typed values and the prefilled texts', async ({ page }) => {
    await openFresh(page);
    await fillSample(page);
    await page.getByLabel(ACK).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Draft' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('parenting-plan-draft.pdf');
    const { text, pages } = await downloadedPdfText(download);
    for (const v of [
      'DRAFT – not for filing',
      'Parenting Plan',
      'Alex Rivera',
      'Sam Rivera',
      'sam@example.com',
      'Mia Rivera',
      'Two homes, one family.',
      'Joint legal custody',
      'Thanksgiving',
      'Parent 1 in even years',
      'Shared dinner',
      'Offer first after 4 hours',
      'Hague Convention acknowledgement',
      'not legal advice',
      `Page 1 of ${pages}`,
    ])
      expect(text).toContain(v);
    const order = ['Alex Rivera', 'Joint legal custody', 'Parent 1 in even years', 'Offer first after 4 hours'].map((v) =>
      text.indexOf(v),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test('works with the browser offline: save, reload, unlock, PDF', { tag: '@service-worker' }, async ({ page, context }) => {
    test.setTimeout(240_000);
    await quietShell(page);
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto(URL);
    await expect(heading(page, 'Parenting Plan Template')).toBeVisible();
    await createVault(page, PASS);
    await page.getByLabel('Parent 1: full name').fill('Offline Parent');
    await page.getByLabel(ACK).check();
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();
    await page.reload();
    await unlockVault(page, PASS);
    await expect(page.getByLabel('Parent 1: full name')).toHaveValue('Offline Parent');
    await page.getByLabel(ACK).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Draft' }).click(),
    ]);
    const { text } = await downloadedPdfText(download);
    expect(text).toContain('Offline Parent');
  });
});
