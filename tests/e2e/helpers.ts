import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { routes, type RouteDef } from '../../src/app/routes';

/** Concrete address of a route (its sample for parameterised paths). */
export function addressOf(route: RouteDef): string {
  return route.sample ?? route.path;
}

export const allRoutes = routes;

/** Waits until the service worker has precached everything and controls the page. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
        reg.active?.postMessage({ type: 'CLIENTS_CLAIM' });
        setTimeout(resolve, 5000);
      });
    }
  });
  // A controlled reload guarantees the page itself comes from the service worker.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The page's level-1 heading with that exact text. */
export function heading(page: Page, text: string) {
  return page.getByRole('heading', { level: 1, name: text, exact: true });
}

/** Stores a cookie choice so the banner does not cover the page. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', JSON.stringify({ accepted: false, timestamp: new Date().toISOString() }));
  });
}

/** For specs that click around long pages: the newsletter pop-up counts as already seen. */
export async function dismissNewsletter(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('newsletter-dismissed', '1'));
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

/** axe's serious and critical findings on the page as it is now, one line each (empty when clean). */
export async function seriousAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}
