import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { routes, type RouteDef } from '../../src/app/routes';
import { routeHeadings } from './routeHeadings';
import { COOKIE_CONSENT_KEY, NEWSLETTER_DISMISSED_KEY } from '../../src/lib/storageKeys';

/** Concrete address of a route (its sample for parameterised paths). */
export function addressOf(route: RouteDef): string {
  return route.sample ?? route.path;
}

/** Every route of the app, with the level-1 heading its page shows (routeHeadings.ts). */
export const allRoutes: Array<RouteDef & { heading: string }> = routes.map((route) => {
  const heading = routeHeadings[addressOf(route)];
  if (!heading) throw new Error(`No heading for ${addressOf(route)}: add it to tests/e2e/routeHeadings.ts`);
  return { ...route, heading };
});

/**
 * expect.poll's options for something the app does about a second from now (an autosaved
 * draft is written about a second after the last change, docs/drafts.md): a check every
 * 100 ms. Playwright's own 100, 250, 500, then 1000 ms between checks found a draft written
 * at 1.0 s only at 1.85 s.
 */
/** Every help line the coach can show, as its links read, in the order "I need help now" pins them. */
export const EVERY_LINE = [
  'Call 911',
  'Call 1-800-843-5678',
  'Call 988',
  'Text 988',
  'Call 1-800-799-7233',
  'Text START to 88788',
  'Call 1-800-422-4453',
  'Call 1-800-656-4673',
];

export const DUE_IN_A_SECOND = { intervals: [100] };

/** Requests held back by holdRoute until the test lets them through. */
export interface HeldRoute {
  /** How many matching requests have arrived (each one held until release). */
  requested(): number;
  /** Lets every held request, and every later one, go on to the server. */
  release(): void;
}

/**
 * Holds every request of `context` whose address matches `url` until the test calls release(),
 * so a test sees the page while a script is still on its way, with no fixed wait. A request that
 * can no longer go on once released (the browser went offline, the page closed) just fails.
 */
export async function holdRoute(context: BrowserContext, url: RegExp): Promise<HeldRoute> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await context.route(url, async (route) => {
    requested += 1;
    await held;
    await route.continue().catch(() => undefined);
  });
  return { requested: () => requested, release };
}

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

/**
 * A picture of the page as it is now, for a person to look at: no test reads it, so it is taken
 * only when EG_SCREENSHOTS=1 (written to the test's output folder). Each one cost 0.15 to 0.25
 * CPU-seconds of the browser at 360 px, 0.6 to 1.2 for a whole long page (docs/testing.md).
 */
export async function screenshotForReview(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.EG_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: test.info().outputPath(name), fullPage: opts.fullPage ?? false });
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
 * axe-core's own minified build (580 KB), read once per worker. `axe.source` is its unminified
 * build (1.3 MB), which took longer to send to the page and to parse, for the same rules.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into the frame's document once (a page keeps it until it navigates): the
 * source is half a megabyte, and parsing it again for every check was most of the cost of
 * an axe check on a busy machine.
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axeSource);
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

type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical';
const IMPACTS: readonly AxeImpact[] = ['minor', 'moderate', 'serious', 'critical'];
type AxeWindow = { axe: typeof import('axe-core'); __axeOwnPart?: unknown };

/** What one axe check found, and which documents it read. */
export interface AxeCheck {
  /** Findings at or above the impact asked for, one line each (empty when clean). */
  findings: string[];
  /** The address of every document axe analysed: the page first, then each frame of this origin it holds. */
  analysed: string[];
}

/**
 * axe on the page as it is now, frames included. Every default rule runs; `include` narrows
 * the check to one part of the page (a CSS selector, e.g. the dialog just opened);
 * `atLeast` is the lowest impact reported (serious by default). Each document is analysed
 * where it is (axe's runPartial in the page, then in each frame of this origin: the coach),
 * and the parts are joined by finishRun, so a frame is read for certain and listed in
 * `analysed`; putting axe into a frame that should be read throws instead of skipping it.
 * A frame of another origin is not ours to read: axe reports it as not tested. Only
 * violations are collected (axe's `resultTypes`), which spares it recording every passing node.
 * The page's own part (a third of a megabyte) stays in the page for finishRun: carrying it to
 * the test and back took longer than the analysis itself. Only the frames' parts travel.
 */
export async function axeCheck(page: Page, opts: { include?: string; atLeast?: AxeImpact } = {}): Promise<AxeCheck> {
  await animationsSettled(page);
  const origin = new URL(page.url()).origin;
  const options: import('axe-core').RunOptions = { resultTypes: ['violations'] };
  const analysed: string[] = [];
  /** The parts of `frame`'s frames, in axe's frame order; `frame`'s own part too unless it is the page's. */
  const partials = async (frame: Frame, context: unknown, top: boolean): Promise<unknown[]> => {
    await injectAxe(frame);
    analysed.push(frame.url());
    const { own, children } = await frame.evaluate(
      async ([context, options, top]) => {
        const w = window as unknown as AxeWindow;
        const own = await w.axe.runPartial(context as never, options);
        const children = w.axe.utils.getFrameContexts(context as never);
        if (top) w.__axeOwnPart = own;
        return { own: top ? null : own, children };
      },
      [context, options, top] as const,
    );
    const found: unknown[] = top ? [] : [own];
    for (const { frameSelector, frameContext } of children) {
      if (typeof frameSelector !== 'string')
        throw new Error(`axeCheck: a frame inside a shadow root (${frameSelector.join(' ')})`);
      const child = await (await frame.locator(frameSelector).elementHandle())?.contentFrame();
      if (!child) throw new Error(`axeCheck: the frame ${frameSelector} has no document to analyse`);
      if (child.url().startsWith(origin)) found.push(...(await partials(child, frameContext, false)));
      else found.push(null);
    }
    return found;
  };
  const framesParts = await partials(page.mainFrame(), opts.include ? { include: [opts.include] } : { exclude: [] }, true);
  const violations = await page.evaluate(
    async ([framesParts, options]) => {
      const w = window as unknown as AxeWindow;
      const own = w.__axeOwnPart;
      delete w.__axeOwnPart;
      const report = await w.axe.finishRun([own, ...framesParts] as never, options);
      return report.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    [framesParts, options] as const,
  );
  const floor = IMPACTS.indexOf(opts.atLeast ?? 'serious');
  const findings = violations
    .filter((v) => IMPACTS.indexOf(v.impact as AxeImpact) >= floor)
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(' | ')}`);
  return { findings, analysed };
}

/** axe's serious and critical findings on the page as it is now, frames included (see axeCheck). */
export async function seriousAxe(page: Page, include?: string): Promise<string[]> {
  return (await axeCheck(page, { include })).findings;
}

/** Counts places the canary appears: every IndexedDB database and store, both web storages, Cache Storage. */
export function searchEverywhere(page: Page, needle: string): Promise<string[]> {
  return page.evaluate(async (needle) => {
    const hits: string[] = [];
    const texts = (bytes: Uint8Array): string[] => {
      let latin = '';
      for (let i = 0; i < bytes.length; i++) latin += String.fromCharCode(bytes[i]!);
      return [latin, new TextDecoder('utf-8').decode(bytes), new TextDecoder('utf-16le').decode(bytes)];
    };
    const walk = (v: unknown, where: string, seen: Set<unknown>): void => {
      if (typeof v === 'string') {
        if (v.includes(needle)) hits.push(where);
      } else if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) {
        const u = v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
        if (texts(u).some((t) => t.includes(needle))) hits.push(where);
      } else if (v && typeof v === 'object' && !seen.has(v)) {
        seen.add(v);
        for (const [k, x] of Object.entries(v)) {
          if (k.includes(needle)) hits.push(`${where}.<key>`);
          walk(x, `${where}.${k}`, seen);
        }
      }
    };
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const r = indexedDB.open(info.name!);
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const [values, keys] = await new Promise<[unknown[], unknown[]]>((res, rej) => {
          const tx = db.transaction(store, 'readonly');
          const vr = tx.objectStore(store).getAll();
          const kr = tx.objectStore(store).getAllKeys();
          tx.oncomplete = () => res([vr.result, kr.result]);
          tx.onerror = () => rej(tx.error);
        });
        walk(values, `idb:${info.name}/${store}`, new Set());
        walk(keys, `idb:${info.name}/${store}#keys`, new Set());
      }
      db.close();
    }
    for (const [name, s] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let i = 0; i < s.length; i++) {
        const k = s.key(i)!;
        if (k.includes(needle) || (s.getItem(k) ?? '').includes(needle)) hits.push(`${name}:${k}`);
      }
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const body = new Uint8Array(await (await cache.match(req))!.arrayBuffer());
        if (req.url.includes(needle) || texts(body).some((t) => t.includes(needle))) hits.push(`cache:${name}:${req.url}`);
      }
    }
    return hits;
  }, needle);
}
