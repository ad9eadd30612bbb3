import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  // Every route is checked with axe in routes.spec.ts (one page load per route).
  test('the cookie banner and the open chat panel', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat with the EvenGround Coach' }).click();
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(bad).toEqual([]);
  });
});
