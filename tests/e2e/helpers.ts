import axe from 'axe-core';
import { expect, test, type Frame, type Page } from '@playwright/test';
import { routes, type RouteDef } from '../../src/app/routes';
import { COOKIE_CONSENT_KEY, NEWSLETTER_DISMISSED_KEY } from '../../src/lib/storageKeys';

/** Concrete address of a route (its sample for parameterised paths). */
export function addressOf(route: RouteDef): string {
  return route.sample ?? route.path;
}

export const allRoutes = routes;

/** Waits until the service worker has precached everything and controls the page. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  // Tagged tests run with the service worker allowed (the local-sw project; in the connected
  // project the tagged test allows it itself).
  if (!test.info().tags.includes('@service-worker'))
    throw new Error('This test needs the service worker: tag it @service-worker (see playwright.config.ts).');
  // An active (or activating) worker is enough: the reload below waits for its activation
  // and is then served by it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A controlled reload guarantees the page itself comes from the service worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Stops the page's clock (installed with page.clock.install() before the page loaded): from
 * here on, time moves only when the test calls page.clock.runFor. It stops a minute ahead of
 * the page's "now", since Playwright can only jump forward and the page's time keeps flowing
 * while this call is on its way; timers due within that minute run once.
 */
export async function stopClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}

/**
 * Moves to `address` the way the app's own links do (history and popstate, no page load), so
 * whatever is open, such as unlocked storage, stays open.
 */
export async function goInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((a) => {
    history.pushState(null, '', a);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** The page's level-1 heading with that exact text. */
export function heading(page: Page, text: string) {
  return page.getByRole('heading', { level: 1, name: text, exact: true });
}

/** Stores a cookie choice so the banner does not cover the page. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify({ accepted: false, timestamp: new Date().toISOString() }));
  }, COOKIE_CONSENT_KEY);
}

/** For specs that click around long pages: the newsletter pop-up counts as already seen. */
export async function dismissNewsletter(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), NEWSLETTER_DISMISSED_KEY);
}

/** Cookie choice stored and the newsletter pop-up already seen, for specs about something else. */
export async function quietShell(page: Page): Promise<void> {
  await dismissCookieBanner(page);
  await dismissNewsletter(page);
}

/** Opens the collapsible section whose summary contains `title`, if it is closed. */
export async function openSection(page: Page, title: string): Promise<void> {
  const details = page.locator('details', { has: page.locator('summary', { hasText: title }) });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
}

/**
 * Puts axe-core into the frame's document once (a page keeps it until it navigates): the
 * source is half a megabyte, and parsing it again for every check was most of the cost of
 * an axe check on a busy machine.
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axe.source);
}

/**
 * Waits until every finite animation and transition on the page has finished: while a fade
 * or slide-in runs, colours are part-way (axe reads low contrast) and boxes are offset.
 * Endless ones (a spinner) and paused ones are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState !== 'paused' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe's serious and critical findings on the page as it is now, one line each (empty when
 * clean). Every default rule runs; `include` narrows the check to one part of the page (a
 * CSS selector, e.g. the dialog just opened). Frames of this origin (the coach) are checked
 * too. Only violations are collected (axe's `resultTypes`), which spares it recording every
 * passing node.
 */
export async function seriousAxe(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  const origin = new URL(page.url()).origin;
  for (const frame of page.frames()) {
    const url = frame.url();
    if (frame === page.mainFrame() || url === 'about:blank' || url.startsWith(origin))
      await injectAxe(frame).catch(() => undefined);
  }
  const violations = await page.evaluate(async (include) => {
    const w = window as unknown as { axe: typeof import('axe-core') };
    const results = await w.axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(' | ')}`);
}
