import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { quietShell } from './helpers';
import { seedVault, unlockVault } from './pages/vaultGate';
import { myData } from './pages/myData';

const PASS = 'correct horse battery staple';
const refusal = (detail: string) =>
  `This file cannot be used as an EvenGround backup: ${detail}. Nothing on this device was changed.`;

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test("a hostile backup is read in a worker, not on the page's thread, and refused at the field; an oversized one is not read", async ({
  page,
}) => {
  await seedVault(page, PASS);
  await page.goto(myData.url);
  await unlockVault(page, PASS);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  const card = myData.backupCard(page);
  // Nested 2 million deep, 4 MB: refused by the worker's scan before JSON.parse builds it.
  // The files are written to disk and chosen by path: a local browser reads them itself,
  // instead of receiving megabytes of base64 over the DevTools connection.
  const deep = test.info().outputPath('backup.json');
  writeFileSync(deep, `{"format":"evenground-vault-backup","version":2,"body":${'['.repeat(2 ** 21)}${']'.repeat(2 ** 21)}}`);
  await myData.backupFile(page).setInputFiles(deep);
  await myData.importBackup(page).click();
  await expect(card.getByText(refusal('it is not an EvenGround backup'))).toBeVisible();
  expect(workers.filter((u) => /backupJson\.worker/.test(u))).toHaveLength(1);
  // Over 25 MB: refused from its size alone, so no worker is started for it.
  const big = test.info().outputPath('big.json');
  writeFileSync(big, Buffer.alloc(25 * 1024 * 1024 + 1, 0x20));
  await myData.backupFile(page).setInputFiles(big);
  await myData.importBackup(page).click();
  await expect(card.getByText(refusal('it is larger than any EvenGround backup (over 25 MB)'))).toBeVisible();
  expect(workers.filter((u) => /backupJson\.worker/.test(u))).toHaveLength(1);
  await expect(myData.status(page)).toHaveText('Unlocked');
});
