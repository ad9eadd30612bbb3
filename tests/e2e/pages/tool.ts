import { expect, type Page } from '@playwright/test';
import { heading, quietShell } from '../helpers';
import { seedVault, unlockVault } from './vaultGate';

/** The parts every resource page and tool shares, found here once. */
export const tool = {
  backToResources: (page: Page) => page.getByRole('link', { name: 'Back to Resources' }),
  securityWarning: (page: Page) => page.getByTestId('security-warning'),
  /** The note that an unsaved draft was restored (with its Discard button). */
  draftNote: (page: Page) => page.getByTestId('draft-note'),
  clearEverythingDialog: (page: Page) => page.getByRole('dialog', { name: 'Clear everything?' }),
  /** A button by its exact name. */
  button: (page: Page, name: string) => page.getByRole('button', { name, exact: true }),
};

/**
 * Opens a vault-backed tool page on a fresh profile: the shell quietened, window.print
 * counted in `window.__printed` instead of opening a dialog, the page's heading shown, and
 * the vault for `passphrase` (already on the device: seedVault, since these tests are about
 * the tool, not about creating the vault) unlocked through the tool's own unlock step.
 */
export async function openToolFresh(page: Page, url: string, title: string, passphrase: string): Promise<void> {
  await quietShell(page);
  await countPrints(page);
  await seedVault(page, passphrase);
  await page.goto(url);
  await expect(heading(page, title)).toBeVisible();
  await unlockVault(page, passphrase);
}

/** From the next page load on, window.print() is counted instead of opening the print dialog. */
export async function countPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed++;
    };
  });
}

/** How many times the page called window.print() (after countPrints). */
export function printedCount(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __printed: number }).__printed);
}

/** Opens every closed <details> section of the form with this accessible name. */
export async function openAllSections(page: Page, formName: string): Promise<void> {
  for (const d of await page.locator(`form[aria-label="${formName}"] details`).all())
    if (!(await d.evaluate((el) => (el as HTMLDetailsElement).open))) await d.locator('summary').click();
}

/**
 * The ids of the encrypted drafts kept in the vault (records of kind 'draft'). A draft is
 * written about a second after typing stops (docs/drafts.md); a test that reloads to show
 * the kept draft waits for it here first, as a parent's reload a moment later would find it.
 */
export function keptDraftIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('evenground-vault');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('records', 'readonly').objectStore('records').getAll();
          req.onsuccess = () => {
            const ids = (req.result as Array<{ id: string; kind: string }>).filter((r) => r.kind === 'draft').map((r) => r.id);
            db.close();
            resolve(ids.sort());
          };
          req.onerror = () => reject(req.error);
        };
      }),
  );
}
