import { expect, test } from '@playwright/test';
import { seriousAxe } from './helpers';

test.describe('accessibility (axe-core): no serious or critical violations', () => {
  // Every route is checked with axe in routes.spec.ts (one page load per route).
  test('the cookie banner and the open chat panel', async ({ page }) => {
    test.slow(); // axe checks the page and the coach frame
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat with the EvenGround Coach' }).click();
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    await expect(page.getByTestId('chat-panel').getByRole('link', { name: 'Get help now' })).toBeVisible();
    // With a crisis reply on screen (the coach frame is checked too).
    const coach = page.frameLocator('iframe[title="EvenGround Coach"]');
    await coach.getByLabel('Your message').fill('he grabbed me by the neck');
    await coach.getByRole('button', { name: 'Send' }).click();
    await expect(coach.locator('.coach-msg--crisis .crisis a').first()).toHaveAttribute('href', 'tel:911');
    expect(await seriousAxe(page)).toEqual([]);
  });
});
