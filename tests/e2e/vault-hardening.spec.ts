import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dismissNewsletter, quietShell } from './helpers';
import { createForm, recoverForm, recoveryPanel, seedVault, unlockForm, unlockVault, vaultGate } from './pages/vaultGate';
import { backupForm, changePassphraseForm, eraseForm, myData, rotateForm, said } from './pages/myData';
import { home } from './pages/home';

const PASS = 'correct horse battery staple';
const PASS2 = 'maple river lantern seven';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

/**
 * The set-up most tests share: a vault made with PASS on this device, My data open, unlocked
 * unless `locked`. Returns the recovery key the vault was made with.
 */
async function myDataWithVault(page: Page, { locked = false } = {}): Promise<string> {
  const recoveryKey = await seedVault(page, PASS);
  await page.goto(myData.url);
  if (locked) await expect(myData.status(page)).toHaveText('Locked');
  else await unlockVault(page, PASS);
  return recoveryKey;
}

/** A second tab of this browser on My data, unlocked with PASS. */
async function unlockedSecondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await dismissNewsletter(other);
  await other.goto(myData.url);
  await unlockVault(other, PASS);
  return other;
}

test("passphrase rule: 12 characters, guessability with the parent's own words, fields not offered to password managers; the checker loads only when used", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const loaded: string[] = [];
  page.context().on('request', (r) => {
    if (/strength\.worker-/.test(r.url())) loaded.push(r.url());
  });
  await page.goto('/');
  await expect(home.headings1(page)).toBeVisible({ timeout: 60_000 });
  expect(loaded).toEqual([]);
  await page.goto(myData.url);
  const form = createForm(page);
  await expect(form.form).toBeVisible({ timeout: 60_000 });
  const field = form.passphrase;
  // Shown is not used: the checker is not downloaded while the page loads, only once the
  // new passphrase's field has the focus.
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  const requested = page.waitForRequest(/strength\.worker-/);
  await field.focus();
  await requested;
  await expect(form.strength).toHaveText(
    'Use at least 12 characters. Four or more unrelated words are strong and easy to remember. Avoid names, birthdays and words about your case: the check below also looks for names and dates you typed into EvenGround.',
  );
  for (const input of [field, form.again]) {
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAttribute('data-1p-ignore', 'true');
    await expect(input).toHaveAttribute('data-lpignore', 'true');
    await expect(input).toHaveAttribute('data-bwignore', 'true');
  }
  // Four emoji are 8 UTF-16 units but 4 characters.
  await field.fill('😀😀😀😀');
  await expect(form.strength).toHaveText('Too short: 8 more characters needed (at least 12).');
  await field.fill('password1234');
  // The checker's dictionaries load in a worker on first use: slow on a busy device, so wait for the words.
  await expect(form.strength).toHaveText(
    'Too easy to guess. This is similar to a commonly used password. Add more unrelated words.',
    { timeout: 90_000 },
  );
  expect(loaded.length).toBeGreaterThan(0);
  await form.again.fill('password1234');
  await form.understand.check();
  await form.create.click();
  await expect(form.alert).toHaveText(
    'Too easy to guess. This is similar to a commonly used password. Add more unrelated words.',
  );
  await expect(field).toHaveValue('password1234');
  await field.fill('evenground custody 2024');
  await expect(form.strength).toContainText(
    'It contains names, dates or words from your situation or from what you typed into EvenGround (evenground, custody), which someone who knows you could guess.',
    { timeout: 30_000 },
  );
  await field.fill(PASS);
  await expect(form.strength).toHaveText('Strong: very hard to guess.', { timeout: 30_000 });
});

test('change passphrase: the other tab locks, rotation is offered; rotating shows progress and a new recovery key', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await myDataWithVault(page);
  const other = await unlockedSecondTab(page);
  await expect(myData.status(other)).toHaveText('Unlocked');

  const card = changePassphraseForm(page);
  await card.current.fill(PASS);
  await card.newPassphrase.fill(PASS2);
  await card.again.fill(PASS2);
  await card.submit.click();
  await expect(card.rotateOffer).toContainText('a backup made before this change still opens with the old passphrase');
  await expect(vaultGate.unlockStep(other)).toBeVisible();
  await expect(vaultGate.lockNote(other)).toHaveText('Your data was locked from another EvenGround window on this device.');
  await unlockVault(other, PASS2);

  await card.rotateLink.click();
  const rotate = rotateForm(page);
  await expect(rotate.heading).toBeFocused();
  await rotate.passphrase.fill(PASS2);
  await rotate.submit.click();
  const panel = recoveryPanel(page);
  await expect(panel.key).toHaveText(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/);
  await panel.saved.check();
  await panel.continue.click();
  await expect(said(page, 'Encryption key replaced', true)).toBeVisible();
  await expect(vaultGate.unlockStep(other)).toBeVisible();
  await other.close();
});

test('restore with Replace while unlocked: date shown first, credentials kept, other tabs locked; erase says downloads stay', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await myDataWithVault(page);
  const [download] = await Promise.all([page.waitForEvent('download'), myData.exportBackup(page).click()]);
  const other = await unlockedSecondTab(page);

  const card = backupForm(page);
  await card.file.setInputFiles(await download.path());
  await card.replace.check();
  // No passphrase needed: the backup is sealed with this vault's own key.
  await card.importBackup.click();
  await expect(card.preview).toHaveText(
    /^This backup was made on .+ and holds 0 items\. Your passphrase and recovery key stay as they are\.$/,
  );
  await card.confirmReplace.click();
  await expect(
    said(
      page,
      '0 items restored. Your passphrase and recovery key are unchanged. Other EvenGround windows on this device were locked.',
    ),
  ).toBeVisible();
  await expect(vaultGate.unlockStep(other)).toBeVisible();
  await unlockVault(other, PASS);
  await other.close();

  const erase = eraseForm(page);
  const note =
    'Files you downloaded (backups, PDFs, CSV files, a saved or printed recovery key) are not in EvenGround: they stay where you saved them, for example in Downloads. Delete them there if you need to.';
  await expect(erase.line(note)).toBeVisible();
  await erase.confirm.fill('ERASE');
  await erase.erase.click();
  await expect(said(page, `The protected storage on this device was deleted with every saved item. ${note}`)).toBeVisible();
  await expect(myData.status(page)).toHaveText('Not set up yet');
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('evenground-vault');
});

test('restore on a new device at 360 px: a wrong passphrase and a damaged file are said in plain words and change nothing; the restore names only what opens the data now', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await myDataWithVault(page);
  const [download] = await Promise.all([page.waitForEvent('download'), myData.exportBackup(page).click()]);
  const file = await download.path();
  const whole = readFileSync(file, 'utf8');

  // Another browser profile: nothing stored there yet.
  const fresh = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const other = await fresh.newPage();
  await quietShell(other);
  await other.goto(myData.url);
  await expect(myData.status(other)).toHaveText('Not set up yet');
  const card = backupForm(other);
  const problem = card.card.getByRole('alert');

  await card.file.setInputFiles(file);
  await myData.backupPassphrase(other).fill('wrong wrong wrong wrong');
  await card.importBackup.click();
  await expect(problem).toHaveText(
    'That passphrase does not open this backup. Use the passphrase that protected the data when the backup was made. Nothing was changed.',
  );
  await card.file.setInputFiles({
    name: 'cut-short.json',
    mimeType: 'application/json',
    buffer: Buffer.from(whole.slice(0, whole.length >> 1)),
  });
  await myData.backupPassphrase(other).fill(PASS);
  await card.importBackup.click();
  await expect(problem).toHaveText(
    'This file cannot be used as an EvenGround backup: it is not a complete EvenGround backup (it may be cut short or damaged). Nothing on this device was changed.',
  );
  await expect(myData.status(other)).toHaveText('Not set up yet');

  await card.file.setInputFiles(file);
  await card.importBackup.click();
  await expect(card.preview).toHaveText(
    /^This backup was made on .+ and holds 0 items\. Afterwards your data opens with the passphrase that protected the backup and the recovery key that was valid when it was made\.$/,
  );
  await card.confirmReplace.click();
  // Said "The passphrase and recovery key used here before no longer work" and "Other
  // EvenGround windows on this device were locked" on a device that had neither (session 19).
  await expect(
    said(
      other,
      '0 items restored. Your data now opens with the passphrase that protected the backup, and with the recovery key that was valid when it was made.',
      true,
    ),
  ).toBeVisible();
  await fresh.close();
});

test('a new recovery key at 360 px, twice: Continue puts the focus on the card heading each time, and the latest key unlocks (the one it replaced does not)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const oldKey = await myDataWithVault(page);
  const card = page.locator('form', { has: page.getByRole('heading', { name: 'New recovery key' }) });
  await card.getByLabel('Your passphrase').fill(PASS);
  await card.getByRole('button', { name: 'Make a new recovery key' }).click();
  const panel = recoveryPanel(page);
  const newKey = ((await panel.key.textContent()) ?? '').trim();
  expect(newKey).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/);
  expect(newKey).not.toBe(oldKey);
  await panel.saved.check();
  await panel.continue.click();
  // The focus fell to the page before (session 19).
  await expect(page.getByRole('heading', { name: 'New recovery key' })).toBeFocused();
  await expect(page.getByTestId('rotate-offer')).toBeVisible();
  // A second new key in the same visit: Continue puts the focus on the heading again.
  await card.getByLabel('Your passphrase').fill(PASS);
  await card.getByRole('button', { name: 'Make a new recovery key' }).click();
  const secondKey = ((await panel.key.textContent()) ?? '').trim();
  expect(secondKey).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/);
  expect(secondKey).not.toBe(newKey);
  await panel.saved.check();
  await panel.continue.click();
  await expect(page.getByRole('heading', { name: 'New recovery key' })).toBeFocused();

  await myData.lockNow(page).click();
  const unlock = unlockForm(page);
  await unlock.useRecoveryKey.click();
  const recover = recoverForm(page);
  await recover.key.fill(newKey);
  await recover.newPassphrase.fill(PASS2);
  await recover.again.fill(PASS2);
  await recover.submit.click();
  await expect(recover.form.getByRole('alert')).toHaveText(
    'That recovery key is not correct. Nothing was changed. Check it against your saved copy and try again.',
  );
  await recover.key.fill(secondKey);
  await recover.submit.click();
  await expect(myData.status(page)).toHaveText('Unlocked');
  await myData.lockNow(page).click();
  await unlockVault(page, PASS2);
  await expect(myData.status(page)).toHaveText('Unlocked');
});

test('erase while locked needs the passphrase or recovery key; the field says how to clear the site data instead', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await myDataWithVault(page, { locked: true });
  const secret = myData.eraseSecret(page);
  await expect(secret).toHaveAccessibleDescription(
    "Lost both? EvenGround cannot erase without one of them, so that nobody who picks up this device can delete your records. You can still remove everything EvenGround keeps in this browser yourself: open the browser's settings, find the stored data for this site (often under Privacy, then Site settings or Cookies and site data) and delete it.",
  );
  await myData.eraseConfirm(page).fill('ERASE');
  await myData.eraseButton(page).click();
  await expect(secret).toHaveAccessibleDescription(/Type your passphrase or your recovery key\.$/);
  await secret.fill('not the passphrase at all');
  await myData.eraseButton(page).click();
  await expect(secret).toHaveAccessibleDescription(
    /That is not your passphrase or your recovery key, so nothing was erased\. Check for typing mistakes and try again\.$/,
  );
  await expect(myData.status(page)).toHaveText('Locked');
  await secret.fill(PASS);
  await myData.eraseButton(page).click();
  await expect(myData.status(page)).toHaveText('Not set up yet');
});
