import { expect } from '@playwright/test';
import { test } from './precached';
import { createVault, seedVault, unlockVault, vaultGate } from './pages/vaultGate';
import { heading, quietShell, seriousAxe, waitForOfflineReady } from './helpers';
import { toastArea, toastTitled, toastWith } from './pages/toasts';
import { LEGACY_DIVORCE_CHECKLIST_KEY } from '../../src/lib/storageKeys';
import { countPrints, printedCount, tool } from './pages/tool';
import { checklists, item, taskText } from './pages/checklists';

const PASS = 'correct horse battery staple';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test('divorce checklist: all categories and items; a first visit ticks at once, not saved yet (docs/try-first.md)', async ({
  page,
}) => {
  await page.goto(checklists.divorceUrl);
  await expect(heading(page, 'Divorce Checklist')).toBeVisible();
  await expect(tool.backToResources(page)).toHaveAttribute('href', '/resources');
  for (const t of [
    'Initial Steps & Legal',
    'Financial Documents: Income & Debts',
    'Financial Documents: Assets',
    'Children & Parenting',
    'Household & Personal',
  ])
    await expect(checklists.group(page, t)).toBeVisible();
  await expect(checklists.items(page)).toHaveCount(31);
  await expect(vaultGate.createStep(page)).toHaveCount(0);
  await expect(vaultGate.notSavedBanner(page)).toBeVisible();
  // A tick is held in memory; the protect step waits for a pause (focus is still on the box).
  await item(page, 'legal-1').getByRole('checkbox').check();
  await expect(checklists.overall(page)).toHaveText('1 of 31 tasks done');
  await expect(item(page, 'legal-2').getByRole('checkbox')).toBeEnabled();
  await expect(vaultGate.protectStep(page)).toHaveCount(0);
  await expect(checklists.print(page)).toBeVisible();
});

test('divorce checklist: toggle saves at once, strikes through, survives reload and unlock', async ({ page }) => {
  await seedVault(page, PASS);
  await page.goto(checklists.divorceUrl);
  await unlockVault(page, PASS);
  await expect(checklists.overall(page)).toHaveText('0 of 31 tasks done');

  await item(page, 'legal-1').getByRole('checkbox').check();
  await expect(toastTitled(page, 'Task Completed!')).toBeVisible();
  const legal1 = (await item(page, 'legal-1').locator('.cl-task').textContent()) ?? '';
  expect(legal1).toBe('Consult at least one family law attorney licensed in your state');
  await expect(toastWith(page, 'Task Completed!').locator('.toast__description')).toHaveText(`“${legal1}” is done.`);
  await expect(item(page, 'legal-1')).toHaveClass(/cl-item--done/);
  await expect(item(page, 'legal-1').locator('.cl-task')).toHaveCSS('text-decoration-line', 'line-through');
  await item(page, 'assets-8').getByRole('checkbox').check();
  await item(page, 'assets-3').getByRole('checkbox').check();
  await expect(checklists.progressLegal(page)).toHaveText('1 of 5 done');
  await expect(checklists.progressAssets(page)).toHaveText('2 of 8 done');
  await expect(checklists.overall(page)).toHaveText('3 of 31 tasks done');
  expect(await seriousAxe(page)).toEqual([]);

  await item(page, 'assets-3').getByRole('checkbox').uncheck();
  await expect(toastTitled(page, 'Task Unchecked')).toBeVisible();
  const assets3 = (await item(page, 'assets-3').locator('.cl-task').textContent()) ?? '';
  await expect(toastWith(page, 'Task Unchecked').locator('.toast__description')).toHaveText(`“${assets3}” is back on your list.`);
  await expect(item(page, 'assets-3')).not.toHaveClass(/cl-item--done/);
  await expect(checklists.progressAssets(page)).toHaveText('1 of 8 done');

  // The toast above comes only once that last save has finished (saves run in order), so a
  // reload now loses nothing: the vault is locked again.
  await page.reload();
  await expect(vaultGate.unlockStep(page)).toBeVisible();
  await unlockVault(page, PASS);
  await expect(item(page, 'legal-1').getByRole('checkbox')).toBeChecked();
  await expect(item(page, 'assets-8').getByRole('checkbox')).toBeChecked();
  await expect(item(page, 'assets-3').getByRole('checkbox')).not.toBeChecked();
  await expect(checklists.overall(page)).toHaveText('2 of 31 tasks done');

  // The court checklist is a separate record.
  await page.goto(checklists.courtPrepUrl);
  await expect(heading(page, 'Court Hearing Preparation Checklist')).toBeVisible();
  await expect(checklists.overall(page)).toHaveText('0 of 23 tasks done');
});

test(
  'court checklist: categories, progress, saved and read back; works offline',
  { tag: '@service-worker' },
  async ({ page, context }) => {
    await seedVault(page, PASS);
    await page.goto(checklists.courtPrepUrl);
    await expect(heading(page, 'Court Hearing Preparation Checklist')).toBeVisible();
    for (const t of ['Before Your Hearing', 'Financial Preparation', 'Evidence & Documentation', 'Personal & Mental Preparation'])
      await expect(checklists.group(page, t)).toBeVisible();
    await expect(checklists.items(page)).toHaveCount(23);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await unlockVault(page, PASS);
    await item(page, 'evidence-4').getByRole('checkbox').check();
    await expect(toastTitled(page, 'Task Completed!')).toBeVisible();
    await item(page, 'personal-8').getByRole('checkbox').check();
    await expect(checklists.progressEvidence(page)).toHaveText('1 of 4 done');
    await expect(checklists.progressPersonal(page)).toHaveText('1 of 8 done');
    // Its toast comes once the last save has finished (saves run in order).
    const personal8 = (await item(page, 'personal-8').locator('.cl-task').textContent()) ?? '';
    await expect(toastArea(page).locator('.toast__description')).toHaveText(`“${personal8}” is done.`);
    await page.reload();
    await unlockVault(page, PASS);
    await expect(item(page, 'evidence-4').getByRole('checkbox')).toBeChecked();
    await expect(item(page, 'personal-8').getByRole('checkbox')).toBeChecked();
    await expect(checklists.overall(page)).toHaveText('2 of 23 tasks done');
    await context.setOffline(false);
  },
);

test('old plaintext progress is moved into the vault on first unlock', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, JSON.stringify({ 'children-2': true, 'legal-3': false }));
      sessionStorage.setItem('seeded', '1');
    }
  }, LEGACY_DIVORCE_CHECKLIST_KEY);
  await page.goto(checklists.divorceUrl);
  await createVault(page, PASS);
  // A vault created after the old data existed: the import happens on unlock.
  await page.reload();
  await unlockVault(page, PASS);
  await expect(item(page, 'children-2').getByRole('checkbox')).toBeChecked();
  await expect(checklists.overall(page)).toHaveText('1 of 31 tasks done');
});

test('Print Checklist opens the print dialog; the printout has no buttons and no passphrase step', async ({ page }) => {
  await countPrints(page);
  await page.goto(checklists.divorceUrl);
  await expect(vaultGate.notSavedBanner(page)).toBeVisible();
  await checklists.print(page).click();
  await expect.poll(() => printedCount(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(checklists.print(page)).toBeHidden();
  await expect(vaultGate.notSavedBanner(page)).toBeHidden();
  await expect(checklists.group(page, 'Household & Personal')).toBeVisible();
  await expect(taskText(page, 'personal-7')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Unlocked, the printout shows the ticked task struck through.
  await createVault(page, PASS);
  await item(page, 'children-6').getByRole('checkbox').check();
  await expect(toastTitled(page, 'Task Completed!')).toBeVisible();
  await checklists.print(page).click();
  await expect.poll(() => printedCount(page)).toBe(2);
  await page.emulateMedia({ media: 'print' });
  await expect(item(page, 'children-6').locator('.cl-task')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(checklists.print(page)).toBeHidden();
});

test('keyboard: Space ticks a task; fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await seedVault(page, PASS);
  await page.goto(checklists.courtPrepUrl);
  await unlockVault(page, PASS);
  const box = item(page, 'legal-7').getByRole('checkbox');
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(toastTitled(page, 'Task Completed!')).toBeVisible();
  await expect(checklists.progressLegal(page)).toHaveText('1 of 7 done');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
