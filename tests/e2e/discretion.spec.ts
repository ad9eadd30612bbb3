import { expect, test } from '@playwright/test';
import { quietShell, screenshotForReview } from './helpers';
import { seedVault, unlockVault } from './pages/vaultGate';
import { myData } from './pages/myData';

const PASS = 'correct horse battery staple';

test('Discretion: plain download names and the "Notes" install identity, at 360 px', async ({ page }) => {
  await quietShell(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await seedVault(page, PASS);
  await page.goto('/my-data');
  await unlockVault(page, PASS);
  const today = await page.evaluate(() => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  });
  const manifest = page.locator('link[rel="manifest"]');
  const backupName = async () => {
    const download = page.waitForEvent('download');
    await myData.exportBackup(page).click();
    return (await download).suggestedFilename();
  };

  // Off: the usual names and manifest.
  const toggle = page.getByRole('checkbox', { name: 'Use plain names on this device' });
  await expect(toggle).not.toBeChecked();
  // No large gap under the checkbox: from its label's text to the explanation below, the
  // label's own room to 44 px (18 px) and nothing more (it was 34 px with a paragraph margin).
  const gap = await page.locator('#discretion').evaluate((card) => {
    const text = card.querySelector('label.checkbox span')!.getBoundingClientRect();
    const about = card.querySelector('label.checkbox + div p')!.getBoundingClientRect();
    return Math.round(about.top - text.bottom);
  });
  expect(gap).toBe(18);
  await expect(manifest).toHaveAttribute('href', '/manifest.webmanifest');
  expect(await backupName()).toMatch(/^evenground-backup-\d{4}-\d{2}-\d{2}\.json$/);
  // Busy, the export button was aria-disabled, not disabled: the focus stayed on it.
  await expect(myData.exportBackup(page)).toBeFocused();

  // On: a plain name, the neutral manifest and icon, kept across a reload.
  await toggle.check();
  await expect(manifest).toHaveAttribute('href', '/notes.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/notes-192.png');
  await toggle.scrollIntoViewIfNeeded();
  await screenshotForReview(page, 'discretion-360.png');
  expect(await backupName()).toBe(`data-${today}.json`);
  const neutral = await (await page.request.get('/notes.webmanifest')).json();
  expect([neutral.name, neutral.short_name]).toEqual(['Notes', 'Notes']);
  for (const icon of neutral.icons as Array<{ src: string }>) expect((await page.request.get(icon.src)).status()).toBe(200);
  expect(await page.evaluate(() => localStorage.getItem('eg-names'))).toBe('plain');
  await page.reload();
  await expect(manifest).toHaveAttribute('href', '/notes.webmanifest');

  // Off again.
  await unlockVault(page, PASS);
  await page.getByRole('checkbox', { name: 'Use plain names on this device' }).uncheck();
  await expect(manifest).toHaveAttribute('href', '/manifest.webmanifest');
});
