// A parent's walk at 360x740 and 1280x800 (session 26): what a parent tripped on, each fixed where
// it was found. The flows themselves are tested in their own spec files.
import { expect, test } from '@playwright/test';
import { quietShell } from './helpers';
import { seedVault, unlockVault } from './pages/vaultGate';
import * as paths from '../../src/lib/paths';

const PASS = 'correct horse battery staple';

test.beforeEach(async ({ page }) => {
  await quietShell(page);
});

test('message coach at 360x740: after "Accept", the focus goes to the next suggestion, then to the message box when none is left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(paths.messageCoach);
  const box = page.getByLabel('Your message', { exact: true });
  await box.fill('You are such an idiot. You need to bring her coat on Friday.');
  // Before: the accepted suggestion's button went away with it and the focus fell to the page.
  await page.getByRole('button', { name: 'Accept: Leave out "You are such an idiot."' }).click();
  await expect(box).toHaveValue('You need to bring her coat on Friday.');
  await expect(page.getByRole('button', { name: 'Accept: Replace "You need to bring" with "Please bring"' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Please bring her coat on Friday.');
  await expect(page.getByRole('button', { name: 'Accept: Start with "Hi,"' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Hi,\n\nPlease bring her coat on Friday.');
  await expect(page.getByRole('button', { name: 'Accept: End with "Thank you."' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Hi,\n\nPlease bring her coat on Friday.\n\nThank you.');
  await expect(page.getByTestId('mc-suggestions')).toHaveCount(0);
  await expect(box).toBeFocused();
});

test('message coach -> "Save to the journal": the journal opens its new entry with the focus on the form’s heading', async ({
  page,
}) => {
  test.slow(); // unlocking the vault
  await seedVault(page, PASS);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(paths.messageCoach);
  await page.getByLabel('Your message', { exact: true }).fill('Please bring her coat on Friday.');
  await page.getByRole('button', { name: 'Save to the journal' }).click();
  await unlockVault(page, PASS);
  await page.getByRole('button', { name: 'Save to the journal' }).click();
  await expect(page.getByLabel('The message')).toHaveValue('Please bring her coat on Friday.');
  await expect(page).toHaveURL(/\/journal$/);
  // Before: the focus stayed on the page, so Tab started again above the form.
  await expect(page.getByRole('heading', { name: 'New entry: Communication' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'New entry: Communication' })).toBeInViewport();
});
