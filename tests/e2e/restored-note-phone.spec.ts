import { expect, type Page } from '@playwright/test';
import { test } from './precached';
import { unlockVault } from './pages/vaultGate';
import { DUE_IN_A_SECOND, screenshotForReview } from './helpers';
import { affidavit } from './pages/affidavit';
import { parentingPlan } from './pages/parentingPlan';
import { keptDraftIds, tool } from './pages/tool';

/**
 * A parent on a phone (360 x 740) comes back to a tool with unsaved changes: the restored-draft
 * note sits at the top of the form. Save Progress, which sticks to the bottom of the screen,
 * must never sit under the Quick exit bar, at the top of the page or anywhere down to its own
 * place (session 20: with the note, the affidavit's Save was wholly under the bar at the top of
 * the page, 664-711 px against a bar from 664 px; the plan's half under it, 642-689 px).
 */
test.use({ viewport: { width: 360, height: 740 } });

const PASS = 'correct horse battery staple';

/** Every scroll position (a quarter screen apart, from the top) where the Save box and the bar overlap, with both boxes. */
function saveUnderBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const save = document.querySelector('.tool-toolbar__save')!;
    const bar = document.querySelector('[data-testid="floating-bar"]')!;
    const header = document.querySelector('.site-header')!;
    const out: string[] = [];
    // Down to where Save's own place (right after the acknowledgement box, after the form) is on screen.
    const end = document.querySelector('.tool-toolbar__ack')!.getBoundingClientRect().bottom + scrollY;
    let seen = 0;
    for (let y = 0; y <= Math.max(0, end - innerHeight / 2); y += Math.round(innerHeight / 4)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      const s = save.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      const h = header.getBoundingClientRect();
      seen++;
      if (s.bottom > b.top || s.top < h.bottom)
        out.push(`${y}: save ${Math.round(s.top)}-${Math.round(s.bottom)}, bar from ${Math.round(b.top)}`);
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    // The form is long: many positions were looked at, not the top alone.
    if (seen < 8) out.push(`only ${seen} positions`);
    return out;
  });
}

for (const t of [
  {
    name: 'financial affidavit',
    page: affidavit,
    draft: 'affidavit',
    type: (p: Page) => affidavit.fullName(p).fill('Gate Test'),
  },
  {
    name: 'parenting plan',
    page: parentingPlan,
    draft: 'parenting-plan',
    type: (p: Page) => parentingPlan.parent1Name(p).fill('Alex Rivera'),
  },
]) {
  test(`${t.name}: with the restored-draft note, Save Progress is above the Quick exit bar at every scroll position`, async ({
    page,
  }) => {
    test.slow();
    await t.page.openFresh(page, PASS);
    await t.type(page);
    await expect.poll(() => keptDraftIds(page), DUE_IN_A_SECOND).toEqual([t.draft]);
    await page.reload();
    await unlockVault(page, PASS);
    await expect(tool.draftNote(page)).toContainText('Restored your unsaved changes from');
    expect(await saveUnderBar(page)).toEqual([]);
    await expect(t.page.saveProgress(page)).toBeInViewport();
    await screenshotForReview(page, `${t.draft}-note-360.png`);
  });
}
