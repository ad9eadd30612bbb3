import type { Page } from '@playwright/test';

/**
 * "Your data on this device" (/my-data): the vault's status, what is stored, and the cards
 * (change passphrase, replace the key, backup, erase), so a label that changes is changed
 * here once. The create and unlock steps are in vaultGate.ts.
 */
export const myData = {
  url: '/my-data',
  status: (page: Page) => page.getByTestId('vault-status'),
  storedTable: (page: Page) => page.getByTestId('stored-table'),
  /** The count of stored records of one kind, by its row's name (e.g. 'Mediation reports'). */
  storedCount: (page: Page, kind: string) =>
    page.getByTestId('stored-table').locator('tbody tr').filter({ hasText: kind }).locator('td').nth(1),
  storedEmpty: (page: Page) => page.getByTestId('stored-empty'),
  /** The AI Mediator's saved reports (shown when there is one): Open, Rename, Delete. */
  savedReports: (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Saved mediation reports' }) }),
  savedReportRow: (page: Page, name: string | RegExp) =>
    page
      .locator('section', { has: page.getByRole('heading', { name: 'Saved mediation reports' }) })
      .getByRole('listitem')
      .filter({ hasText: name }),
  persistence: (page: Page) => page.getByTestId('persistence'),
  usage: (page: Page) => page.getByTestId('usage'),
  lockNow: (page: Page) => page.getByRole('button', { name: 'Lock now' }),
  changePassphraseCard: (page: Page) => page.locator('form', { has: page.getByRole('heading', { name: 'Change passphrase' }) }),
  rotateCard: (page: Page) => page.getByTestId('rotate-card'),
  backupCard: (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Backup', exact: true }) }),
  exportBackup: (page: Page) => page.getByRole('button', { name: 'Export backup' }),
  backupFile: (page: Page) => page.getByLabel('Backup file'),
  backupPassphrase: (page: Page) => page.getByLabel('Passphrase of the backup'),
  importBackup: (page: Page) => page.getByRole('button', { name: 'Import backup' }),
  confirmReplace: (page: Page) => page.getByRole('button', { name: 'Yes, replace' }),
  backupPreview: (page: Page) => page.getByTestId('backup-preview'),
  eraseCard: (page: Page) =>
    page.locator('form', { has: page.getByRole('heading', { name: 'Erase everything on this device' }) }),
  eraseConfirm: (page: Page) => page.getByLabel('Type ERASE to confirm'),
  /** Shown only while locked: erasing then needs the passphrase or the recovery key. */
  eraseSecret: (page: Page) => page.getByLabel('Your passphrase or recovery key'),
  eraseButton: (page: Page) => page.getByRole('button', { name: 'Erase everything' }),
};

/** The change-passphrase card's fields and its offer to replace the encryption key. */
export function changePassphraseForm(page: Page) {
  const card = myData.changePassphraseCard(page);
  return {
    card,
    current: card.getByLabel('Current passphrase'),
    newPassphrase: card.getByLabel('New passphrase', { exact: true }),
    again: card.getByLabel('Type the new passphrase again'),
    submit: card.getByRole('button', { name: 'Change passphrase' }),
    dangerBox: card.locator('.alert--danger'),
    rotateOffer: card.getByTestId('rotate-offer'),
    rotateLink: card.getByTestId('rotate-offer').getByRole('link', { name: 'replace the encryption key' }),
  };
}

/** The replace-the-encryption-key card. */
export function rotateForm(page: Page) {
  const card = myData.rotateCard(page);
  return {
    card,
    heading: page.getByRole('heading', { name: 'Replace the encryption key' }),
    passphrase: card.getByLabel('Your passphrase'),
    submit: card.getByRole('button', { name: 'Replace the encryption key' }),
  };
}

/** The backup card, as used to restore with Replace. */
export function backupForm(page: Page) {
  const card = myData.backupCard(page);
  return {
    card,
    file: card.getByLabel('Backup file'),
    replace: card.getByLabel('Replace: everything on this device becomes the backup'),
    importBackup: card.getByRole('button', { name: 'Import backup' }),
    preview: card.getByTestId('backup-preview'),
    confirmReplace: card.getByRole('button', { name: 'Yes, replace' }),
  };
}

/** The erase card. */
export function eraseForm(page: Page) {
  const card = myData.eraseCard(page);
  return {
    card,
    /** A line of the card, by its exact words. */
    line: (words: string) => card.getByText(words),
    confirm: card.getByLabel('Type ERASE to confirm'),
    erase: card.getByRole('button', { name: 'Erase everything' }),
  };
}

/** A message the page says after an action (key replaced, restored, erased), by its words. */
export const said = (page: Page, words: string, exact = false) => page.getByText(words, { exact });
