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
  storedEmpty: (page: Page) => page.getByTestId('stored-empty'),
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
