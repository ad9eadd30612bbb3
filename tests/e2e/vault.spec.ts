import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { test } from './precached';
import { heading, quietShell, searchEverywhere, seriousAxe, waitForOfflineReady } from './helpers';
import { LEGACY_DIVORCE_CHECKLIST_KEY } from '../../src/lib/storageKeys';
import { changePassphraseForm, myData } from './pages/myData';
import { shell } from './pages/shell';
import { createVault, recoverForm, submitPassphrase, unlockForm, vaultGate } from './pages/vaultGate';
import { item } from './pages/checklists';
import { toastTitled } from './pages/toasts';

const PASS = 'correct horse battery staple';
const CANARY = 'CANARY-vault-9f41c2-alimony';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

const box = (page: Page, id: string) => item(page, id).getByRole('checkbox');

/**
 * A field's own messages: what its aria-describedby points at (.field__error), whether they are
 * all inside the same field and drawn under the input, and the input's aria-invalid; null if none.
 */
function fieldMessage(field: Locator) {
  return field.evaluate((input) => {
    const errors = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((i) => document.getElementById(i))
      .filter((el): el is HTMLElement => Boolean(el?.classList.contains('field__error')));
    if (errors.length === 0) return null;
    return {
      said: errors.map((el) => el.textContent),
      inField: errors.every((el) => input.closest('.field')!.contains(el)),
      below: errors.every((el) => el.getBoundingClientRect().top >= input.getBoundingClientRect().bottom),
      invalid: input.getAttribute('aria-invalid'),
    };
  });
}

/** The field says exactly `text`, under its input, inside its field, and is marked invalid. */
async function expectSaidAt(field: Locator, text: string): Promise<void> {
  expect(await fieldMessage(field)).toEqual({ said: [text], inField: true, below: true, invalid: 'true' });
}

async function goOffline(page: Page, context: BrowserContext) {
  await page.goto('/');
  await waitForOfflineReady(page);
  await context.setOffline(true);
}

for (const offline of [false, true]) {
  const mode = offline ? 'offline' : 'online';

  test(
    `${mode}: create, save, reload locked, unlock, value back, no plaintext anywhere`,
    { tag: offline ? ['@service-worker'] : [] },
    async ({ page, context }) => {
      if (offline) await goOffline(page, context);
      await page.goto(myData.url);
      await expect(heading(page, 'Your data on this device')).toBeVisible();
      await expect(myData.status(page)).toHaveText('Not set up yet');
      // Plaintext left by an older version, holding the canary: the search must find it first.
      await page.evaluate(
        ([c, key]) => localStorage.setItem(key!, JSON.stringify({ 'legal-2': true, [c!]: true, note: c })),
        [CANARY, LEGACY_DIVORCE_CHECKLIST_KEY],
      );
      expect(await searchEverywhere(page, CANARY)).toEqual([`localStorage:${LEGACY_DIVORCE_CHECKLIST_KEY}`]);

      const key = await createVault(page, PASS);
      expect(key).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/);
      await expect(myData.status(page)).toHaveText('Unlocked');
      await expect(myData.storedTable(page).getByRole('row', { name: /Checklists 1/ })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), LEGACY_DIVORCE_CHECKLIST_KEY)).toBeNull();

      // A full page load starts locked: the key lived only in the previous page's memory.
      await page.goto('/resources/divorce-checklist');
      await submitPassphrase(page, PASS);
      await expect(box(page, 'legal-2')).toBeChecked();
      await box(page, 'legal-1').check();
      await expect(toastTitled(page, 'Task Completed!')).toBeVisible();

      await page.reload();
      await expect(vaultGate.unlockStep(page)).toBeVisible();
      await expect(box(page, 'legal-1')).not.toBeChecked();
      await submitPassphrase(page, 'not my passphrase');
      await expect(vaultGate.alert(page, 'That passphrase is not correct. Nothing was changed.')).toBeVisible();
      await submitPassphrase(page, PASS);
      await expect(box(page, 'legal-1')).toBeChecked();
      await expect(box(page, 'legal-2')).toBeChecked();
      await expect(box(page, 'legal-3')).not.toBeChecked();

      expect(await searchEverywhere(page, CANARY)).toEqual([]);
    },
  );

  test(
    `${mode}: lock from the header clears the screen; two tabs see each other's changes`,
    { tag: offline ? ['@service-worker'] : [] },
    async ({ page, context }) => {
      if (offline) await goOffline(page, context);
      await page.goto('/resources/divorce-checklist');
      await createVault(page, PASS);
      const other = await context.newPage();
      await other.goto('/resources/divorce-checklist');
      await submitPassphrase(other, PASS);
      await expect(box(other, 'legal-1')).not.toBeChecked();

      await box(page, 'legal-1').check();
      await expect(box(other, 'legal-1')).toBeChecked();
      await box(other, 'legal-1').uncheck();
      await box(other, 'legal-3').check();
      await expect(box(page, 'legal-3')).toBeChecked();
      await expect(box(page, 'legal-1')).not.toBeChecked();

      const lockButton = shell.lockButton(page);
      await expect(lockButton).toBeVisible();
      await lockButton.click();
      await expect(vaultGate.unlockStep(page)).toBeVisible();
      await expect(box(page, 'legal-3')).not.toBeChecked();
      await expect(box(page, 'legal-3')).toBeDisabled();
      await expect(lockButton).toHaveCount(0);
      // Lock means locked everywhere on this device: the other tab locks too.
      await expect(vaultGate.unlockStep(other)).toBeVisible();
      await expect(vaultGate.lockNote(other)).toHaveText('Your data was locked from another EvenGround window on this device.');
      await expect(box(other, 'legal-3')).not.toBeChecked();
      await expect(box(other, 'legal-3')).toBeDisabled();
      await other.close();
    },
  );
}

test('recovery unlock at 360 px: each problem is said at its field (aria-invalid, aria-describedby), not in a box above the buttons', async ({
  page,
}) => {
  await page.goto(myData.url);
  const key = await createVault(page, PASS);
  await shell.lockButton(page).click();
  await page.setViewportSize({ width: 360, height: 740 });
  await vaultGate.useRecoveryKey(page).click();
  const rec = recoverForm(page);
  const keyField = rec.key;
  const newPass = rec.newPassphrase;
  const again = rec.again;
  const submit = rec.submit;
  const box = rec.dangerBox;

  // Nothing typed: the key and the new passphrase each say what is missing; focus goes to the key.
  await submit.click();
  await expect(keyField).toBeFocused();
  await expectSaidAt(keyField, 'Type your recovery key.');
  // (Not the passphrase rule again: that is already the hint right above.)
  await expectSaidAt(newPass, 'Type a new passphrase.');
  await expect(box).toHaveCount(0);

  // Typing in a field clears its message; a short new passphrase is said at that field.
  await keyField.fill(key);
  expect(await fieldMessage(keyField)).toBeNull();
  await newPass.fill('too short');
  await submit.click();
  await expect(newPass).toBeFocused();
  await expectSaidAt(newPass, 'Too short: 3 more characters needed (at least 12).');
  await expect(box).toHaveCount(0);

  // Two different passphrases: said at the second box.
  await newPass.fill('a brand new passphrase');
  await again.fill('a brand new passphrase!');
  await submit.click();
  await expect(again).toBeFocused();
  await expectSaidAt(again, 'The two new passphrases are not the same. Type them again.');
  expect(await fieldMessage(newPass)).toBeNull();
  await expect(box).toHaveCount(0);

  // A key that does not open the data: said at the key, which gets the focus; what was typed stays.
  await again.fill('a brand new passphrase');
  await keyField.fill('AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG-HHHH');
  await submit.click();
  await expect(keyField).toBeFocused();
  await expectSaidAt(
    keyField,
    'That recovery key is not correct. Nothing was changed. Check it against your saved copy and try again.',
  );
  await expect(newPass).toHaveValue('a brand new passphrase');
  await expect(box).toHaveCount(0);
  expect(await seriousAxe(page, '[data-testid="vault-recover"]')).toEqual([]);

  // The unlock form: an empty or wrong passphrase is said at the passphrase field too.
  await rec.usePassphrase.click();
  const unlock = unlockForm(page);
  const pass = unlock.passphrase;
  await unlock.unlock.click();
  await expect(pass).toBeFocused();
  await expectSaidAt(pass, 'Type your passphrase.');
  await submitPassphrase(page, 'not the passphrase');
  await expect(pass).toBeFocused();
  await expectSaidAt(pass, 'That passphrase is not correct. Nothing was changed. Check for typing mistakes and try again.');
  await expect(unlock.dangerBox).toHaveCount(0);
  await submitPassphrase(page, PASS);
  await expect(myData.status(page)).toHaveText('Unlocked');
});

test('change passphrase: two different new passphrases and a wrong current one are said at their fields', async ({ page }) => {
  await page.goto(myData.url);
  await createVault(page, PASS);
  const card = changePassphraseForm(page);
  const current = card.current;
  const again = card.again;
  await current.fill('not the passphrase');
  await card.newPassphrase.fill('a brand new passphrase');
  await again.fill('a brand new passphrase!');
  await card.submit.click();
  await expect(again).toBeFocused();
  await expectSaidAt(again, 'The two new passphrases are not the same. Type them again.');
  // Typing there again takes the message away at once, before the next press.
  await again.fill('a brand new passphrase');
  await expect.poll(() => fieldMessage(again)).toBeNull();
  await card.submit.click();
  await expect(current).toBeFocused();
  await expectSaidAt(current, 'That passphrase is not correct. Nothing was changed. Check for typing mistakes and try again.');
  expect(await fieldMessage(again)).toBeNull();
  expect(await again.getAttribute('aria-invalid')).toBeNull();
  await expect(card.dangerBox).toHaveCount(0);
});

test('recovery key unlocks and sets a new passphrase; /my-data backup and erase', async ({ page }) => {
  await page.goto(myData.url);
  const key = await createVault(page, PASS);
  await expect(myData.storedEmpty(page)).toBeVisible();
  await expect(myData.persistence(page)).toBeVisible();
  await expect(myData.usage(page)).toContainText(/Using about .* of .* available to this site\.|does not report/);

  // Backup downloads a sealed JSON file.
  const [download] = await Promise.all([page.waitForEvent('download'), myData.exportBackup(page).click()]);
  expect(download.suggestedFilename()).toMatch(/^evenground-backup-\d{4}-\d{2}-\d{2}\.json$/);

  await shell.lockButton(page).click();
  await vaultGate.useRecoveryKey(page).click();
  const rec = recoverForm(page);
  await rec.key.fill('AAAA-BBBB-CCCC-DDDD-EEEE-FFFF-GGGG-HHHH');
  await rec.newPassphrase.fill('a brand new passphrase');
  await rec.again.fill('a brand new passphrase');
  await rec.submit.click();
  await expect(rec.alert).toHaveText(
    'That recovery key is not correct. Nothing was changed. Check it against your saved copy and try again.',
  );
  await rec.key.fill(key.toLowerCase());
  await rec.submit.click();
  await expect(myData.status(page)).toHaveText('Unlocked');
  await shell.lockButton(page).click();
  await submitPassphrase(page, PASS);
  await expect(unlockForm(page).alert).toContainText('That passphrase is not correct.');
  await submitPassphrase(page, 'a brand new passphrase');
  await expect(myData.status(page)).toHaveText('Unlocked');

  const erase = myData.eraseButton(page);
  await expect(erase).toBeDisabled();
  await myData.eraseConfirm(page).fill('erase');
  await expect(erase).toBeDisabled();
  await myData.eraseConfirm(page).fill('ERASE');
  await erase.click();
  await expect(myData.status(page)).toHaveText('Not set up yet');
  await expect(vaultGate.createStep(page)).toBeVisible();

  // Restore the backup onto the empty device.
  await myData.backupFile(page).setInputFiles(await download.path());
  await myData.backupPassphrase(page).fill('wrong one');
  await myData.importBackup(page).click();
  await expect(vaultGate.alert(page, 'That passphrase does not open this backup.')).toBeVisible();
  await expect(myData.confirmReplace(page)).toHaveCount(0);
  await myData.backupPassphrase(page).fill(PASS);
  await myData.importBackup(page).click();
  // Before the Replace: the backup's date (inside its seal), its size, and what happens to the credentials.
  await expect(myData.backupPreview(page)).toHaveText(
    /^This backup was made on .+ and holds 0 items\. Afterwards your data opens with the passphrase that protected the backup and the recovery key that was valid when it was made\.$/,
  );
  await myData.confirmReplace(page).click();
  await expect(myData.status(page)).toHaveText('Unlocked');
});

/**
 * Where the page lands after "Backup restored", on a phone and on a computer: on what is stored
 * now (the "What is stored" card on screen, the focus on its heading) with the confirmation
 * beside or above it, never over it. Before, the page stayed on the import form, the focus fell
 * to the page (the confirm buttons were gone) and the confirmation sat over the form.
 */
for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  for (const mode of ['merge', 'replace'] as const) {
    test(`at ${width}x${height}, after a backup is restored (${mode}) the page shows what is stored, focused, with the confirmation clear of it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(myData.url);
      await createVault(page, PASS);
      const [download] = await Promise.all([page.waitForEvent('download'), myData.exportBackup(page).click()]);
      if (mode === 'replace') {
        // A new device: nothing stored, the backup replaces nothing.
        await myData.eraseConfirm(page).fill('ERASE');
        await myData.eraseButton(page).click();
        await expect(myData.status(page)).toHaveText('Not set up yet');
      }
      await myData.backupFile(page).setInputFiles(await download.path());
      await myData.backupPassphrase(page).fill(PASS);
      await myData.importBackup(page).click();
      await page.getByRole('button', { name: mode === 'merge' ? 'Yes, merge' : 'Yes, replace' }).click();
      const done = toastTitled(page, 'Backup restored');
      await expect(done).toBeVisible();
      const contents = page.getByRole('heading', { name: 'What is stored' });
      await expect(contents).toBeFocused();
      // The confirm button was tapped (a click), yet the heading shows the focus ring: where they landed.
      await expect(contents).toHaveCSS('outline-style', 'solid');
      await expect(contents).toHaveCSS('outline-width', '3px');
      await expect(myData.storedEmpty(page)).toBeInViewport();
      await expect(done).toBeInViewport({ ratio: 1 });
      const header = (await page.locator('.site-header').boundingBox())!;
      const h = (await contents.boundingBox())!;
      const t = (await done.boundingBox())!;
      expect(h.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(h.y + h.height).toBeLessThanOrEqual(height);
      const overlap = h.y < t.y + t.height && t.y < h.y + h.height && h.x < t.x + t.width && t.x < h.x + h.width;
      expect(overlap).toBe(false);
    });
  }
}
