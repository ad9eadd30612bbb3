import { expect, test, type Page } from '@playwright/test';
import { dismissNewsletter, quietShell } from './helpers';
import { seedVault, unlockVault } from './pages/vaultGate';
import { myData } from './pages/myData';

const PASS = 'correct horse battery staple';
const PASS2 = 'maple river lantern seven';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

async function openSecondTab(page: Page): Promise<Page> {
  const other = await page.context().newPage();
  await dismissNewsletter(other);
  await other.goto('/my-data');
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
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  expect(loaded).toEqual([]);
  await page.goto(myData.url);
  await expect(page.getByTestId('vault-create')).toBeVisible({ timeout: 60_000 });
  const form = page.getByTestId('vault-create');
  const field = form.getByLabel('Passphrase', { exact: true });
  // Shown is not used: the checker is not downloaded while the page loads, only once the
  // new passphrase's field has the focus.
  await page.waitForLoadState('networkidle');
  expect(loaded).toEqual([]);
  const requested = page.waitForRequest(/strength\.worker-/);
  await field.focus();
  await requested;
  await expect(form.getByTestId('passphrase-strength')).toHaveText(
    'Use at least 12 characters. Four or more unrelated words are strong and easy to remember. Avoid names, birthdays and words about your case: the check below also looks for names and dates you typed into EvenGround.',
  );
  for (const input of [field, form.getByLabel('Type the passphrase again')]) {
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveAttribute('data-1p-ignore', 'true');
    await expect(input).toHaveAttribute('data-lpignore', 'true');
    await expect(input).toHaveAttribute('data-bwignore', 'true');
  }
  // Four emoji are 8 UTF-16 units but 4 characters.
  await field.fill('😀😀😀😀');
  await expect(form.getByTestId('passphrase-strength')).toHaveText('Too short: 8 more characters needed (at least 12).');
  await field.fill('password1234');
  // The checker's dictionaries load in a worker on first use: slow on a busy device, so wait for the words.
  await expect(form.getByTestId('passphrase-strength')).toHaveText(
    'Too easy to guess. This is similar to a commonly used password. Add more unrelated words.',
    { timeout: 90_000 },
  );
  expect(loaded.length).toBeGreaterThan(0);
  await form.getByLabel('Type the passphrase again').fill('password1234');
  await form.getByLabel('I understand that a lost passphrase and a lost recovery key mean lost data.').check();
  await form.getByRole('button', { name: 'Create passphrase' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Too easy to guess. This is similar to a commonly used password. Add more unrelated words.',
  );
  await expect(field).toHaveValue('password1234');
  await field.fill('evenground custody 2024');
  await expect(form.getByTestId('passphrase-strength')).toContainText(
    'It contains names, dates or words from your situation or from what you typed into EvenGround (evenground, custody), which someone who knows you could guess.',
    { timeout: 30_000 },
  );
  await field.fill(PASS);
  await expect(form.getByTestId('passphrase-strength')).toHaveText('Strong: very hard to guess.', { timeout: 30_000 });
});

test('change passphrase: the other tab locks, rotation is offered; rotating shows progress and a new recovery key', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await seedVault(page, PASS);
  await page.goto(myData.url);
  await unlockVault(page, PASS);
  const other = await openSecondTab(page);
  await unlockVault(other, PASS);
  await expect(other.getByTestId('vault-status')).toHaveText('Unlocked');

  const card = myData.changePassphraseCard(page);
  await card.getByLabel('Current passphrase').fill(PASS);
  await card.getByLabel('New passphrase', { exact: true }).fill(PASS2);
  await card.getByLabel('Type the new passphrase again').fill(PASS2);
  await card.getByRole('button', { name: 'Change passphrase' }).click();
  await expect(card.getByTestId('rotate-offer')).toContainText(
    'a backup made before this change still opens with the old passphrase',
  );
  await expect(other.getByTestId('vault-unlock')).toBeVisible();
  await expect(other.getByTestId('lock-note')).toHaveText('Your data was locked from another EvenGround window on this device.');
  await unlockVault(other, PASS2);

  await card.getByTestId('rotate-offer').getByRole('link', { name: 'replace the encryption key' }).click();
  await expect(page.getByRole('heading', { name: 'Replace the encryption key' })).toBeFocused();
  const rotate = myData.rotateCard(page);
  await rotate.getByLabel('Your passphrase').fill(PASS2);
  await rotate.getByRole('button', { name: 'Replace the encryption key' }).click();
  const panel = page.getByTestId('recovery-key-panel');
  await expect(panel.getByTestId('recovery-key')).toHaveText(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){7}$/);
  await panel.getByLabel('I have saved my recovery key somewhere safe.').check();
  await panel.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Encryption key replaced', { exact: true })).toBeVisible();
  await expect(other.getByTestId('vault-unlock')).toBeVisible();
  await other.close();
});

test('restore with Replace while unlocked: date shown first, credentials kept, other tabs locked; erase says downloads stay', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await seedVault(page, PASS);
  await page.goto(myData.url);
  await unlockVault(page, PASS);
  const [download] = await Promise.all([page.waitForEvent('download'), myData.exportBackup(page).click()]);
  const other = await openSecondTab(page);
  await unlockVault(other, PASS);

  const card = myData.backupCard(page);
  await card.getByLabel('Backup file').setInputFiles(await download.path());
  await card.getByLabel('Replace: everything on this device becomes the backup').check();
  // No passphrase needed: the backup is sealed with this vault's own key.
  await card.getByRole('button', { name: 'Import backup' }).click();
  await expect(card.getByTestId('backup-preview')).toHaveText(
    /^This backup was made on .+ and holds 0 items\. Your passphrase and recovery key stay as they are\.$/,
  );
  await card.getByRole('button', { name: 'Yes, replace' }).click();
  await expect(
    page.getByText(
      '0 item(s) restored. Your passphrase and recovery key are unchanged. Other EvenGround windows on this device were locked.',
    ),
  ).toBeVisible();
  await expect(other.getByTestId('vault-unlock')).toBeVisible();
  await unlockVault(other, PASS);
  await other.close();

  const erase = myData.eraseCard(page);
  const note =
    'Files you downloaded (backups, PDFs, CSV files, a saved or printed recovery key) are not in EvenGround: they stay where you saved them, for example in Downloads. Delete them there if you need to.';
  await expect(erase.getByText(note)).toBeVisible();
  await erase.getByLabel('Type ERASE to confirm').fill('ERASE');
  await erase.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByText(`The protected storage on this device was deleted with every saved item. ${note}`)).toBeVisible();
  await expect(myData.status(page)).toHaveText('Not set up yet');
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('evenground-vault');
});

test('erase while locked needs the passphrase or recovery key; the field says how to clear the site data instead', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seedVault(page, PASS);
  await page.goto(myData.url);
  await expect(myData.status(page)).toHaveText('Locked');
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
