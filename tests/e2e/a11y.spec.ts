import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addressOf, allRoutes, dismissCookieBanner, heading } from './helpers';

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  for (const route of allRoutes) {
    test(addressOf(route), async ({ page }) => {
      await dismissCookieBanner(page);
      await page.goto(addressOf(route));
      await expect(heading(page, route.heading)).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(bad).toEqual([]);
    });
  }

  test('the cookie banner and the open chat panel', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat with the EvenGround Coach' }).click();
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(bad).toEqual([]);
  });
});
