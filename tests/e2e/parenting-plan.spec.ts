import { expect } from '@playwright/test';
import { test } from './precached';
import { seedVault, unlockVault } from './pages/vaultGate';
import { heading, openSection, quietShell, seriousAxe, waitForOfflineReady } from './helpers';
import { downloadedPdfText } from './pdf-text';
import { toast } from './pages/toasts';
import { parentingPlan } from './pages/parentingPlan';
import { printedCount, tool } from './pages/tool';

const PASS = 'harbor quilt meadow ninety';

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

test.describe('parenting plan', () => {
  // Creating a vault runs 600,000 PBKDF2 rounds and these flows fill, save, reload and
  // unlock: on a shared, loaded machine they need more than the default minute.
  test.beforeEach(() => test.setTimeout(180_000));
  test('fill, save, reload, unlock: Progress Loaded with the values; prefilled texts; children add/remove', async ({ page }) => {
    // Many steps across every section: give a busy machine room.
    test.slow();
    await parentingPlan.openFresh(page, PASS);
    await expect(tool.securityWarning(page)).toContainText('Do not enter real Social Security numbers or bank account numbers');
    await expect(tool.backToResources(page)).toHaveAttribute('href', '/resources');

    // All fourteen holidays have inputs.
    await openSection(page, '3. Parenting Time Schedule');
    for (const h of HOLIDAYS) await expect(parentingPlan.box(page, h)).toBeEditable();

    // Prefilled texts: Hague read-only, general provisions editable.
    await openSection(page, '6. Travel & Relocation');
    const hague = parentingPlan.hagueAck(page);
    await expect(hague).toHaveAttribute('readonly', '');
    await expect(hague).toHaveValue(/habitual residence of the children named in this plan is the United States/);
    await openSection(page, '7. General Provisions & Conflict Resolution');
    await expect(parentingPlan.box(page, 'Non-disparagement')).toHaveValue(/Neither parent will say or do anything/);
    await expect(parentingPlan.box(page, 'Access to records')).toHaveValue(/equal right to see and receive/);
    await expect(parentingPlan.box(page, 'Mutual respect')).toHaveValue(/treat each other with courtesy/);

    await parentingPlan.fillSample(page);

    // Children: add two, remove the middle one after confirming; cancel keeps it.
    const kids = parentingPlan.children(page);
    await parentingPlan.addChild(page).click();
    await parentingPlan.addChild(page).click();
    await expect(kids).toHaveCount(3);
    await parentingPlan.child2Name(page).fill('Temp Child');
    await parentingPlan.box(page, 'Child 3: name').fill('Leo Rivera');
    await parentingPlan.box(page, 'Child 3: date of birth').fill('2019-09-10');
    await parentingPlan.removeChild(page, 'Temp Child').click();
    const dialog = parentingPlan.removeChildDialog(page);
    await expect(dialog).toContainText('Remove Temp Child and their details from this plan?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(kids).toHaveCount(3);
    await parentingPlan.removeChild(page, 'Temp Child').click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(kids).toHaveCount(2);
    await expect(parentingPlan.child2Name(page)).toHaveValue('Leo Rivera');

    await parentingPlan.ack(page).check();
    await parentingPlan.saveProgress(page).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();

    await page.reload();
    await unlockVault(page, PASS);
    await expect(toast(page, 'Progress Loaded')).toBeVisible();
    await expect(parentingPlan.parent1Name(page)).toHaveValue('Alex Rivera');
    await expect(parentingPlan.parent2Email(page)).toHaveValue('sam@example.com');
    await expect(kids).toHaveCount(2);
    await expect(parentingPlan.child1Name(page)).toHaveValue('Mia Rivera');
    await expect(parentingPlan.child2Name(page)).toHaveValue('Leo Rivera');
    await expect(parentingPlan.box(page, 'Child 2: date of birth')).toHaveValue('2019-09-10');
    await expect(parentingPlan.purpose(page)).toHaveValue('Two homes, one family.');
    await openSection(page, '2. Custody & Decision-Making');
    await expect(parentingPlan.legalCustody(page)).toHaveValue('Joint legal custody');
    await openSection(page, '3. Parenting Time Schedule');
    await expect(parentingPlan.thanksgiving(page)).toHaveValue('Parent 1 in even years');
    await expect(parentingPlan.childrensBirthdays(page)).toHaveValue('Shared dinner');
    await openSection(page, '7. General Provisions & Conflict Resolution');
    await expect(parentingPlan.rightOfFirstRefusal(page)).toHaveValue('Offer first after 4 hours');
    await expect(parentingPlan.box(page, 'Mutual respect')).toHaveValue(/treat each other with courtesy/);
  });

  test('presets fill the schedule with common wording, stay editable, and never overwrite typing without asking', async ({
    page,
  }) => {
    test.slow();
    await parentingPlan.openFresh(page, PASS);
    await parentingPlan.parent1Name(page).fill('Alex Rivera');
    await parentingPlan.parent2Name(page).fill('Sam Rivera');
    await openSection(page, '3. Parenting Time Schedule');
    const presets = parentingPlan.presets(page);
    const schoolYear = parentingPlan.schoolYear(page);

    // An empty box is filled at once, with the names from section 1, and stays editable.
    await presets.getByRole('button', { name: '2-2-3 rotation' }).click();
    await expect(schoolYear).toHaveValue(
      /^2-2-3 rotation\. Week 1: Alex Rivera has the children Monday and Tuesday, Sam Rivera Wednesday and Thursday, and Alex Rivera Friday through Sunday\./,
    );
    await expect(parentingPlan.presetStatus(page)).toHaveText(
      '2-2-3 rotation: filled 1 box. Edit the text as you like; it is saved with Save Progress.',
    );
    await schoolYear.fill('Our own 2-2-3, exchanges at 5 p.m.');

    // Typed text: the preset asks first; Cancel changes nothing.
    await presets.getByRole('button', { name: 'Week on, week off' }).click();
    const dialog = parentingPlan.replaceWordingDialog(page);
    await expect(dialog).toContainText('This box already has your own wording: School year.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(schoolYear).toHaveValue('Our own 2-2-3, exchanges at 5 p.m.');

    // Holidays: one typed box is kept when only the empty boxes are filled.
    await parentingPlan.halloween(page).fill('With Sam every year');
    await presets.getByRole('button', { name: 'Holidays alternating by year' }).click();
    await expect(dialog).toContainText('This box already has your own wording: Halloween.');
    await dialog.getByRole('button', { name: 'Fill only the empty boxes' }).click();
    await expect(parentingPlan.halloween(page)).toHaveValue('With Sam every year');
    await expect(parentingPlan.thanksgiving(page)).toHaveValue(
      'Alex Rivera in even-numbered years and Sam Rivera in odd-numbered years, from 6:00 p.m. on the day school lets out until Sunday at 6:00 p.m.',
    );
    await expect(parentingPlan.presetStatus(page)).toHaveText(
      'Holidays alternating by year: filled 13 boxes, kept your wording in 1. Edit the text as you like; it is saved with Save Progress.',
    );

    // Replacing needs the explicit choice.
    await presets.getByRole('button', { name: 'Week on, week off' }).click();
    await dialog.getByRole('button', { name: 'Replace my wording' }).click();
    await expect(schoolYear).toHaveValue(
      /^Week on, week off\. The children live with Alex Rivera one week and with Sam Rivera the next/,
    );

    // Saved like any typing.
    await parentingPlan.ack(page).check();
    await parentingPlan.saveProgress(page).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();
    await page.reload();
    await unlockVault(page, PASS);
    await openSection(page, '3. Parenting Time Schedule');
    await expect(parentingPlan.box(page, 'Winter Break')).toHaveValue(/December 28 at noon/);
    await expect(parentingPlan.halloween(page)).toHaveValue('With Sam every year');
  });

  test('the print stylesheet hides every control and keeps the answers and prefilled texts', async ({ page }) => {
    await parentingPlan.openFresh(page, PASS);
    await parentingPlan.fillSample(page);
    await openSection(page, '6. Travel & Relocation');
    await page.emulateMedia({ media: 'print' });
    for (const name of ['Save Progress', 'Print/Save PDF', 'Download Draft', 'Clear All', 'Add Child', 'Remove Mia Rivera'])
      await expect(tool.button(page, name)).toBeHidden();
    await expect(parentingPlan.ack(page)).toBeHidden();
    await expect(tool.backToResources(page)).toBeHidden();
    await expect(parentingPlan.parent1Name(page)).toBeVisible();
    await expect(parentingPlan.parent1Name(page)).toHaveValue('Alex Rivera');
    await expect(parentingPlan.hagueAck(page)).toBeVisible();
    await expect(parentingPlan.rightOfFirstRefusal(page)).toHaveValue('Offer first after 4 hours');
    await page.emulateMedia({ media: 'screen' });
    await expect(parentingPlan.addChild(page)).toBeVisible();
  });

  test('an unreadable saved plan says "Error" / "Could not load saved progress." and starts from the template', async ({
    page,
  }) => {
    await parentingPlan.openFresh(page, PASS);
    await parentingPlan.parent1Name(page).fill('Damaged Copy');
    await parentingPlan.ack(page).check();
    await parentingPlan.saveProgress(page).click();
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
    await expect(parentingPlan.alert(page)).toContainText('Could not load saved progress: This saved item could not be read');
    await expect(parentingPlan.parent1Name(page)).toHaveValue('');
    await openSection(page, '6. Travel & Relocation');
    await expect(parentingPlan.hagueAck(page)).toHaveValue(
      /habitual residence of the children named in this plan is the United States/,
    );
    // Saving replaces the unreadable copy.
    await parentingPlan.parent1Name(page).fill('Fresh Copy');
    await parentingPlan.ack(page).check();
    await parentingPlan.saveProgress(page).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();
    await page.reload();
    await unlockVault(page, PASS);
    await expect(toast(page, 'Progress Loaded')).toBeVisible();
    await expect(parentingPlan.parent1Name(page)).toHaveValue('Fresh Copy');
  });

  test('the unlocked form, every section open, has no serious accessibility violations', async ({ page }) => {
    // axe over the whole open form is slow on a busy machine.
    test.slow();
    await parentingPlan.openFresh(page, PASS);
    await parentingPlan.openAllSections(page);
    const bad = await seriousAxe(page, 'main');
    expect(bad).toEqual([]);
  });

  test('fits a 360 px phone screen with every section open', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await parentingPlan.openFresh(page, PASS);
    await parentingPlan.openAllSections(page);
    await parentingPlan.fillSample(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the acknowledgement gate blocks Save, Print and Download', async ({ page }) => {
    await parentingPlan.openFresh(page, PASS);
    await parentingPlan.parent1Name(page).fill('Gate Test');
    await parentingPlan.saveProgress(page).click();
    await expect(toast(page, 'Acknowledgement Required')).toContainText('Please acknowledge the disclaimer before saving.');
    await parentingPlan.printSavePdf(page).click();
    await expect(toast(page, 'Acknowledgement Required')).toContainText('Please acknowledge the disclaimer before proceeding.');
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await parentingPlan.downloadDraft(page).click();
    await expect(toast(page, 'Acknowledgement Required')).toContainText('Please acknowledge the disclaimer before proceeding.');
    expect(await printedCount(page)).toBe(0);
    expect(downloaded).toBe(false);

    await parentingPlan.ack(page).check();
    await parentingPlan.printSavePdf(page).click();
    await expect.poll(() => printedCount(page)).toBe(1);
  });

  test('Clear All asks, then resets to the template and removes the saved copy', async ({ page }) => {
    await parentingPlan.openFresh(page, PASS);
    await parentingPlan.fillSample(page);
    await parentingPlan.addChild(page).click();
    await parentingPlan.ack(page).check();
    await parentingPlan.saveProgress(page).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();

    await parentingPlan.clearAll(page).click();
    const dialog = tool.clearEverythingDialog(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(parentingPlan.parent1Name(page)).toHaveValue('Alex Rivera');
    await parentingPlan.clearAll(page).click();
    await dialog.getByRole('button', { name: 'Yes, clear all' }).click();
    await expect(toast(page, 'Progress Cleared')).toBeVisible();
    await expect(parentingPlan.parent1Name(page)).toHaveValue('');
    await expect(parentingPlan.children(page)).toHaveCount(1);
    await openSection(page, '7. General Provisions & Conflict Resolution');
    await expect(parentingPlan.rightOfFirstRefusal(page)).toHaveValue('');
    await expect(parentingPlan.box(page, 'Non-disparagement')).toHaveValue(/Neither parent will say or do anything/);

    await page.reload();
    await unlockVault(page, PASS);
    await expect(parentingPlan.parent1Name(page)).toHaveValue('');
    await expect(toast(page, 'Progress Loaded')).toHaveCount(0);
  });

  test('Download Draft gives a real PDF with the typed values and the prefilled texts', async ({ page }) => {
    await parentingPlan.openFresh(page, PASS);
    await parentingPlan.fillSample(page);
    await parentingPlan.ack(page).check();
    const [download] = await Promise.all([page.waitForEvent('download'), parentingPlan.downloadDraft(page).click()]);
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
    await seedVault(page, PASS);
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto(parentingPlan.url);
    await expect(heading(page, 'Parenting Plan Template')).toBeVisible();
    await unlockVault(page, PASS);
    await parentingPlan.parent1Name(page).fill('Offline Parent');
    await parentingPlan.ack(page).check();
    await parentingPlan.saveProgress(page).click();
    await expect(toast(page, 'Progress Saved!')).toBeVisible();
    await page.reload();
    await unlockVault(page, PASS);
    await expect(parentingPlan.parent1Name(page)).toHaveValue('Offline Parent');
    await parentingPlan.ack(page).check();
    const [download] = await Promise.all([page.waitForEvent('download'), parentingPlan.downloadDraft(page).click()]);
    const { text } = await downloadedPdfText(download);
    expect(text).toContain('Offline Parent');
  });
});
