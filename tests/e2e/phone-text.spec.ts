import { expect, test, type Locator } from '@playwright/test';
import { quietShell } from './helpers';
import { shell } from './pages/shell';
import { coachChat } from './pages/coach';
import { parentingTime } from './pages/parentingTime';

/**
 * Issue 32: on a phone no text is under 14 px, and the chat's text box is at least 16 px
 * (phones zoom into a smaller one on focus).
 */

/** Visible elements under `root` with their own text and a font under 14 px: "tag.class 'text' 12px". */
function smallText(root: Locator): Promise<string[]> {
  return root.evaluate((r) => {
    const out: string[] = [];
    for (const el of [r, ...r.querySelectorAll<HTMLElement>('*')]) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!own || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const px = parseFloat(style.fontSize);
      if (px < 14)
        out.push(`${el.tagName.toLowerCase()}.${el.className} '${(el.textContent ?? '').trim().slice(0, 30)}' ${px}px`);
    }
    return out;
  });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
});

test('the chat at 360x740: a 16 px text box and no text under 14 px (the disclaimer included)', async ({ page }) => {
  await quietShell(page);
  await page.goto('/');
  await shell.openChat(page).click();
  const coach = coachChat(page);
  await expect(coach.coachMessages).toHaveCount(1);
  const inputPx = await coach.input.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(inputPx).toBeGreaterThanOrEqual(16);
  expect(await smallText(coach.frame.locator('body'))).toEqual([]);
});

test('the parenting-time calendar at 360x740: day numbers and weekday names are 14 px or more', async ({ page }) => {
  test.slow();
  await parentingTime.openFresh(page, 'quiet river lantern morning');
  const grid = page.locator('.ptc-grid').first();
  await expect(grid.locator('.ptc-day__num').first()).toBeVisible();
  expect(await smallText(grid)).toEqual([]);
});
