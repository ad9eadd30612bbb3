import { expect, test } from '@playwright/test';
import { axeCheck } from './helpers';
import { shell } from './pages/shell';
import { coachChat, coachFrameAddress, crisisParts } from './pages/coach';

test.describe('accessibility (axe-core): no moderate, serious or critical violations', () => {
  // Every route is checked with axe in routes.spec.ts (one page load per route).
  test("the cookie banner and the open chat panel after a calm and a crisis reply, the coach's frame analysed too", async ({
    page,
  }) => {
    test.slow(); // axe checks the page and the coach frame
    await page.goto('/');
    await shell.openChat(page).click();
    await expect(shell.chatPanel(page)).toBeVisible();
    await expect(shell.chatPanel(page).getByRole('link', { name: 'Get help now' })).toBeVisible();
    const coach = coachChat(page);
    // After a calm reply (the coach frame is checked too): the conversation now scrolls, so a
    // keyboard must be able to reach it (axe: scrollable-region-focusable).
    await coach.ready();
    await coach.say('hello');
    await expect(coach.userMessages).toHaveCount(1);
    await expect(coach.coachMessages).toHaveCount(2);
    await expect(coach.crisisReplies).toHaveCount(0);
    await expect.poll(() => coach.log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const calm = await axeCheck(page, { atLeast: 'moderate' });
    expect(calm.analysed).toEqual([page.url(), await coachFrameAddress(page)]);
    expect(calm.findings).toEqual([]);
    // With a crisis reply on screen.
    await coach.say('he grabbed me by the neck');
    await expect(crisisParts(coach.crisisReplies.first()).links.first()).toHaveAttribute('href', 'tel:911');
    const { findings, analysed } = await axeCheck(page, { atLeast: 'moderate' });
    // Both documents were read: the page and, inside its frame, the coach (a frame axe could
    // not be put into would make axeCheck throw, not pass silently).
    expect(analysed).toEqual([page.url(), await coachFrameAddress(page)]);
    expect(findings).toEqual([]);
  });
});
