import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  KDF_ITERATIONS,
  KDF_NAME,
  SALT_BYTES,
  deriveFromPassphrase,
  deriveFromRecoveryKey,
  generateDataKey,
  generateRecoveryKey,
  randomBytes,
  wrapDataKey,
} from '../../../src/vault/crypto';
import type { MetaRow } from '../../../src/vault/db';

/**
 * The vault's create and unlock steps as a parent goes through them, shared by the tool
 * specs. `scope` narrows the search to one part of the page (a tool's own gate, say);
 * by default the whole page is used.
 */

/** The vault's steps shown in place of a tool, found here once. */
export const vaultGate = {
  createStep: (page: Page | Locator) => page.getByTestId('vault-create'),
  unlockStep: (page: Page | Locator) => page.getByTestId('vault-unlock'),
  recoveryKeyPanel: (page: Page | Locator) => page.getByTestId('recovery-key-panel'),
  recoveryKey: (page: Page | Locator) => page.getByTestId('recovery-key'),
  recoverStep: (page: Page | Locator) => page.getByTestId('vault-recover'),
  /** Why the vault locked (after a quick exit, auto-lock, another tab). */
  lockNote: (page: Page | Locator) => page.getByTestId('lock-note'),
  quickExitExplainer: (page: Page | Locator) => page.getByTestId('quick-exit-explainer'),
  useRecoveryKey: (page: Page | Locator) => page.getByRole('button', { name: 'Use recovery key' }),
  /** "Not saved yet" above a tool opened with no vault (docs/try-first.md). */
  notSavedBanner: (page: Page | Locator) => page.getByTestId('not-saved-banner'),
  /** The protect step (the create step with "Not now") shown in place of a tool opened with no vault. */
  protectStep: (page: Page | Locator) => page.getByTestId('protect-step'),
  /** A problem said in an alert (wrong passphrase, a backup that does not open, …), by its words. */
  alert: (page: Page | Locator, words: string) => page.getByRole('alert').filter({ hasText: words }),
};

/** The create step's parts (inside `root`: the page, or a tool's own gate). */
export function createForm(root: Page | Locator) {
  const form = root.getByTestId('vault-create');
  return {
    form,
    passphrase: form.getByLabel('Passphrase', { exact: true }),
    again: form.getByLabel('Type the passphrase again'),
    understand: form.getByLabel('I understand that a lost passphrase and a lost recovery key mean lost data.'),
    /** The only checkbox of the step (the "I understand" box). */
    checkbox: form.getByRole('checkbox'),
    create: form.getByRole('button', { name: 'Create passphrase' }),
    show: form.getByRole('button', { name: 'Show passphrase' }),
    hide: form.getByRole('button', { name: 'Hide passphrase' }),
    /** The passphrase rule shown under the field. */
    rule: form.locator('.vault-strength'),
    strength: form.getByTestId('passphrase-strength'),
    alert: form.getByRole('alert'),
  };
}

/** The recovery-key panel shown once after the vault is made or its key replaced. */
export function recoveryPanel(root: Page | Locator) {
  const panel = root.getByTestId('recovery-key-panel');
  return {
    panel,
    heading: panel.getByRole('heading', { name: 'Your recovery key' }),
    key: panel.getByTestId('recovery-key'),
    download: panel.getByRole('button', { name: 'Download' }),
    print: panel.getByRole('button', { name: 'Print' }),
    saved: panel.getByLabel('I have saved my recovery key somewhere safe.'),
    continue: panel.getByRole('button', { name: 'Continue', exact: true }),
  };
}

/** The unlock step's parts. */
export function unlockForm(root: Page | Locator) {
  const form = root.getByTestId('vault-unlock');
  return {
    form,
    passphrase: form.getByLabel('Passphrase', { exact: true }),
    unlock: form.getByRole('button', { name: 'Unlock', exact: true }),
    useRecoveryKey: form.getByRole('button', { name: 'Use recovery key' }),
    alert: form.getByRole('alert'),
    dangerBox: form.locator('.alert--danger'),
  };
}

/** The "unlock with your recovery key" step's parts. */
export function recoverForm(root: Page | Locator) {
  const form = root.getByTestId('vault-recover');
  return {
    form,
    heading: form.getByRole('heading', { name: 'Unlock with your recovery key' }),
    key: form.getByLabel('Recovery key'),
    newPassphrase: form.getByLabel('New passphrase', { exact: true }),
    again: form.getByLabel('Type the new passphrase again'),
    show: form.getByRole('button', { name: 'Show new passphrase' }),
    submit: form.getByRole('button', { name: 'Unlock and set new passphrase' }),
    usePassphrase: form.getByRole('button', { name: 'Use passphrase instead' }),
    alert: form.getByRole('alert'),
    dangerBox: form.locator('.alert--danger'),
  };
}

/**
 * Creates the vault with `passphrase` through the create step shown in place, ticks the
 * "saved my recovery key" box and continues. Returns the recovery key as shown. A tool that
 * opens at once on a device with no vault (docs/try-first.md) shows "Not saved yet" instead:
 * its "Protect my work" opens the create step.
 */
export async function createVault(page: Page, passphrase: string, scope?: Locator): Promise<string> {
  const root = scope ?? page;
  const form = createForm(root);
  const banner = vaultGate.notSavedBanner(root);
  await expect(form.form.or(banner).first()).toBeVisible();
  if (!(await form.form.isVisible())) await banner.getByRole('button', { name: 'Protect my work' }).click();
  await form.passphrase.fill(passphrase);
  await form.again.fill(passphrase);
  await form.understand.check();
  await form.create.click();
  const panel = recoveryPanel(root);
  const key = ((await panel.key.textContent()) ?? '').trim();
  await expect(panel.continue).toHaveAttribute('aria-disabled', 'true');
  await panel.saved.check();
  await panel.continue.click();
  await expect(panel.panel).toHaveCount(0);
  return key;
}

/** Types `passphrase` into the unlock step and presses Unlock, without waiting for the outcome (it may be wrong). */
export async function submitPassphrase(page: Page, passphrase: string, scope?: Locator): Promise<void> {
  const form = unlockForm(scope ?? page);
  await form.passphrase.fill(passphrase);
  await form.unlock.click();
}

/** Unlocks the vault with `passphrase` through the unlock step shown in place. */
export async function unlockVault(page: Page, passphrase: string, scope?: Locator): Promise<void> {
  await submitPassphrase(page, passphrase, scope);
  await expect(unlockForm(scope ?? page).form).toHaveCount(0);
}

/** A vault made in Node (the app's own crypto, same format and cost), once per worker and passphrase. */
/** The meta row of src/vault/db.ts with its bytes as plain arrays (it travels to the page as JSON). */
type AsArrays<T> = { [K in keyof T]: T[K] extends Uint8Array ? number[] : T[K] extends object ? AsArrays<T[K]> : T[K] };
type SeedMeta = AsArrays<Omit<MetaRow, 'persisted'>>;
interface SeededVault {
  recoveryKey: string;
  meta: SeedMeta;
}
const seeded = new Map<string, Promise<SeededVault>>();

async function makeVault(passphrase: string): Promise<SeededVault> {
  const dataKey = await generateDataKey();
  const kdf = { name: KDF_NAME, iterations: KDF_ITERATIONS, salt: randomBytes(SALT_BYTES) } as const;
  const passphraseWrapped = await wrapDataKey(dataKey, await deriveFromPassphrase(passphrase, kdf));
  const recoveryKey = generateRecoveryKey();
  const recoverySalt = randomBytes(SALT_BYTES);
  const recoveryWrapped = await wrapDataKey(dataKey, await deriveFromRecoveryKey(recoveryKey, recoverySalt));
  const bytes = (u: Uint8Array) => Array.from(u);
  return {
    recoveryKey,
    meta: {
      id: 'vault' as const,
      format: 1 as const,
      vaultId: randomUUID(),
      createdAt: Date.now(),
      kdf: { name: KDF_NAME, iterations: kdf.iterations, salt: bytes(kdf.salt) },
      passphraseWrapped: { iv: bytes(passphraseWrapped.iv), data: bytes(passphraseWrapped.data) },
      recoverySalt: bytes(recoverySalt),
      recoveryWrapped: { iv: bytes(recoveryWrapped.iv), data: bytes(recoveryWrapped.data) },
    },
  };
}

/**
 * For tests about something other than creating the vault: the device already holds a vault
 * for `passphrase` (locked) when the page first opens, so the tool shows its unlock step and
 * `unlockVault` opens it. Saves the create step's two key derivations, its strength checker
 * (word lists loaded in a worker) and its recovery-key panel. The vault is made in Node with
 * src/vault/crypto.ts and written into the page's IndexedDB (the layout of src/vault/db.ts)
 * before the app's scripts run, only while the device has no vault database yet (a reload, or
 * an erase, which leaves an empty database, is not undone). Call before the first page.goto.
 * Returns the recovery key.
 */
export async function seedVault(page: Page, passphrase: string): Promise<string> {
  if (!seeded.has(passphrase)) seeded.set(passphrase, makeVault(passphrase));
  const { recoveryKey, meta } = await seeded.get(passphrase)!;
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.addInitScript(
    ({ meta, origin }) => {
      if (window !== window.top || location.origin !== origin) return;
      const u8 = (a: number[]) => new Uint8Array(a);
      const m = meta;
      const row = {
        ...m,
        kdf: { ...m.kdf, salt: u8(m.kdf.salt) },
        passphraseWrapped: { iv: u8(m.passphraseWrapped.iv), data: u8(m.passphraseWrapped.data) },
        recoverySalt: u8(m.recoverySalt),
        recoveryWrapped: { iv: u8(m.recoveryWrapped.iv), data: u8(m.recoveryWrapped.data) },
      };
      // Dexie's version 1 is IndexedDB version 10; the stores and indexes of src/vault/db.ts.
      const open = indexedDB.open('evenground-vault', 10);
      open.onupgradeneeded = (e) => {
        if (e.oldVersion !== 0) return;
        const db = open.result;
        const records = db.createObjectStore('records', { keyPath: ['kind', 'id'] });
        records.createIndex('kind', 'kind');
        records.createIndex('updatedAt', 'updatedAt');
        db.createObjectStore('meta', { keyPath: 'id' }).put(row);
      };
      open.onsuccess = () => open.result.close();
      open.onerror = (e) => e.preventDefault();
    },
    { meta, origin },
  );
  return recoveryKey;
}
