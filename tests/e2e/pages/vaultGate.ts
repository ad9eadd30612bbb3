import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The vault's create and unlock steps as a parent goes through them, shared by the tool
 * specs. `scope` narrows the search to one part of the page (a tool's own gate, say);
 * by default the whole page is used.
 */

/**
 * Creates the vault with `passphrase` through the create step shown in place, ticks the
 * "saved my recovery key" box and continues. Returns the recovery key as shown.
 */
export async function createVault(page: Page, passphrase: string, scope?: Locator): Promise<string> {
  const root = scope ?? page;
  const form = root.getByTestId('vault-create');
  await form.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await form.getByLabel('Type the passphrase again').fill(passphrase);
  await form.getByLabel('I understand that a lost passphrase and a lost recovery key mean lost data.').check();
  await form.getByRole('button', { name: 'Create passphrase' }).click();
  const panel = root.getByTestId('recovery-key-panel');
  const key = ((await panel.getByTestId('recovery-key').textContent()) ?? '').trim();
  await expect(panel.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  await panel.getByLabel('I have saved my recovery key somewhere safe.').check();
  await panel.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(panel).toHaveCount(0);
  return key;
}

/** Types `passphrase` into the unlock step and presses Unlock, without waiting for the outcome (it may be wrong). */
export async function submitPassphrase(page: Page, passphrase: string, scope?: Locator): Promise<void> {
  const form = (scope ?? page).getByTestId('vault-unlock');
  await form.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await form.getByRole('button', { name: 'Unlock', exact: true }).click();
}

/** Unlocks the vault with `passphrase` through the unlock step shown in place. */
export async function unlockVault(page: Page, passphrase: string, scope?: Locator): Promise<void> {
  await submitPassphrase(page, passphrase, scope);
  await expect((scope ?? page).getByTestId('vault-unlock')).toHaveCount(0);
}
