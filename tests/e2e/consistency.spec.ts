// One look for the things every page shares (issue 15, "Consistency"), measured on every
// route of the route table: back links, disclaimers, page widths, the band above the footer.
// Each route is visited once per window size; the tests below judge what was measured.
import { expect, test, type Frame, type Page } from '@playwright/test';
import { addressOf, allRoutes, goInApp, heading, quietShell } from './helpers';
import { seedVault, unlockVault } from './pages/vaultGate';
import { choose, generate, mediator } from './pages/mediator';
import { tool } from './pages/tool';
import { coachFrameElement } from './pages/coach';
import { shell } from './pages/shell';

const GUIDES = [
  '/resources/coparenting-communication',
  '/resources/self-care-during-divorce',
  '/resources/safety-planning',
  '/resources/understanding-discovery',
];
const TOOLS = [
  '/resources/financial-affidavit',
  '/resources/parenting-plan-template',
  '/resources/divorce-checklist',
  '/resources/court-hearing-preparation',
  '/resources/understanding-child-support',
  '/resources/parenting-time-calculator',
  '/resources/expense-tracker',
];
/** Pages with expandable sections: all drawn by src/ui/Accordion.tsx. */
const ACCORDION_ROUTES = [
  '/resources/coparenting-communication',
  '/resources/understanding-discovery',
  '/insights-and-guides',
  '/resources/understanding-child-support',
];
/** Tools whose sections show once their protected storage is open, with the sections each has. */
const VAULT_ACCORDIONS: [string, string][] = [
  ['/resources/parenting-time-calculator', 'details.ptc__section'],
  ['/resources/financial-affidavit', 'form[aria-label="Financial affidavit"] details'],
  ['/resources/parenting-plan-template', 'form[aria-label="Parenting plan"] details'],
];
/** A quiet shell and a seeded vault, unlocked at `address`: the tools then move by goInApp. */
async function openUnlocked(page: Page, address: string): Promise<void> {
  await quietShell(page);
  await seedVault(page, 'quiet river lantern morning');
  await page.goto(address);
  await unlockVault(page, 'quiet river lantern morning');
}
/** Pages below a list page: each starts with a link back to it. */
const BACK_TO: Record<string, string> = {
  ...Object.fromEntries([...GUIDES, ...TOOLS].map((p) => [p, 'Back to Resources'])),
  '/journal': 'Back to Resources',
  '/resources/message-coach': 'Back to Resources',
  '/shop/the-ultimate-document-bundle': 'Back to Shop',
  '/quizzes/custody-readiness': 'Back to Quizzes',
  '/quizzes/communication-style': 'Back to Quizzes',
  '/quizzes/financial-preparedness': 'Back to Quizzes',
};

interface BackLinkSeen {
  text: string;
  className: string;
  rowClassName: string;
  /** Computed look: font size/weight, colour, underline, height, icon. */
  look: string;
  left: number;
}

interface Measured {
  address: string;
  /** Left edge of the page's content (its root element's content box). */
  contentLeft: number;
  backLinks: BackLinkSeen[];
  /** Visible general disclaimers anywhere on the page (page or footer). */
  generalDisclaimers: number;
  /** Computed look of each visible disclaimer inside main. */
  disclaimerLooks: string[];
  /** Border-box width of the page's own root element. */
  pageWidth: number;
  /** footer top − main bottom, in px. */
  footerGap: number;
  /** Elements drawn between main and the footer with a background of their own. */
  betweenMainAndFooter: string[];
  /** Visible text with an emoji or a symbol common fonts lack (an emoji font is missing on many devices). */
  emoji: string[];
  /** Cards whose first child starts below the card's padding (an empty band), with the gap. */
  cardBands: string[];
  /** Right edge of the text in each Community POINTS cell, header first. */
  pointsRight: number[];
  /** Each expandable section in main (not the video transcripts): its class and computed look. */
  accordions: string[];
  /** Links and buttons anywhere in the document that lead to an account (local mode has none). */
  accountEntries: string[];
  /** Visible words meant for developers, not parents, with the text around them. */
  developerWords: string[];
}

/**
 * Controls smaller than 44 px either way that a finger has to hit on their own, every section
 * of the page opened (as "tag.class "name" width x height"). Exempt: a link inside a sentence
 * (its text is the sentence's, as WCAG 2.5.5 allows), and a checkbox or radio whose label,
 * which also ticks it, is 44 px tall. The skip link counts: it shows when a keyboard reaches it.
 */
async function smallTargets(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => {
    for (const d of document.querySelectorAll('main details')) (d as HTMLDetailsElement).open = true;
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]',
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (!el.classList.contains('skip-link') && !el.checkVisibility({ visibilityProperty: true })) continue;
      const cs = getComputedStyle(el);
      const block = el.closest('p, li, td, dd, label, figcaption');
      const words = (n: Element | null) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (el.tagName === 'A' && cs.display === 'inline' && block && words(block).length > words(el).length + 3) continue;
      const input = el as HTMLInputElement;
      if (input.type === 'checkbox' || input.type === 'radio') {
        const label = input.closest('label') ?? (input.id ? document.querySelector(`label[for="${input.id}"]`) : null);
        if (label && label.getBoundingClientRect().height >= 44) continue;
      }
      // A file picker's native input is hidden from every user (src/ui/FileInput.tsx: visually,
      // from assistive technology and from the tab order): the finger taps the picker's own
      // button beside it, measured as a control of its own.
      if (input.type === 'file' && input.getAttribute('aria-hidden') === 'true' && input.tabIndex === -1) continue;
      if (r.width < 44 || r.height < 44) {
        const name = (el.getAttribute('aria-label') ?? words(el)).slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
      }
    }
    return small;
  });
}

async function measure(page: Page, address: string): Promise<Measured> {
  return page.evaluate((address) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && r.width > 0 && r.height > 0;
    };
    const main = document.querySelector('main')!;
    const h1 = main.querySelector('h1')!;
    const backLinks: BackLinkSeen[] = [];
    for (const a of main.querySelectorAll('a')) {
      const text = (a.textContent ?? '').trim();
      // Links back up to a list page, above the heading.
      if (!/^Back to /.test(text) || !(a.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      const cs = getComputedStyle(a);
      const icon = a.querySelector('svg');
      backLinks.push({
        text,
        className: a.className,
        rowClassName: a.parentElement?.className ?? '',
        look: [
          cs.fontSize,
          cs.fontWeight,
          cs.color,
          cs.textDecorationLine,
          a.getBoundingClientRect().height,
          icon?.getAttribute('aria-hidden') ?? 'no icon',
        ].join(' | '),
        left: Math.round(a.getBoundingClientRect().left),
      });
    }
    const disclaimers = [...document.querySelectorAll('[data-testid="disclaimer"]')].filter(visible);
    const look = (el: Element) => {
      const cs = getComputedStyle(el);
      return [
        cs.fontSize,
        cs.color,
        cs.backgroundColor,
        cs.borderTopWidth,
        cs.borderTopColor,
        cs.borderRadius,
        cs.paddingTop,
        cs.paddingLeft,
      ].join(' | ');
    };
    const root = [...main.querySelector('.route-fade')!.children].find(
      (el) => !['TITLE', 'META', 'LINK', 'SCRIPT', 'STYLE'].includes(el.tagName),
    )!;
    const footer = document.querySelector('footer.site-footer')!;
    const between: string[] = [];
    for (let el = main.nextElementSibling; el && el !== footer; el = el.nextElementSibling) {
      const cs = getComputedStyle(el);
      if (cs.position === 'fixed' || !visible(el)) continue;
      if (cs.backgroundColor !== 'rgba(0, 0, 0, 0)' || cs.backgroundImage !== 'none') between.push(el.outerHTML.slice(0, 80));
    }
    const emoji: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      // Also symbols from the arrows, technical, dingbats and shapes blocks (⇄ ✓ ✗ ☰ ▶ …), which
      // Arial and many phone fonts lack; the four plain arrows ← ↑ → ↓ are in every common font.
      if (
        /\p{Emoji_Presentation}|\uFE0F|[\u2194-\u2BFF]/u.test(n.textContent ?? '') &&
        n.parentElement &&
        visible(n.parentElement)
      )
        emoji.push((n.textContent ?? '').trim());
    }
    const cardBands: string[] = [];
    for (const card of document.querySelectorAll('main .card')) {
      if (!visible(card)) continue;
      const first = [...card.children].find(
        (c) => visible(c) && getComputedStyle(c).position !== 'absolute' && !c.classList.contains('visually-hidden'),
      );
      if (!first) continue;
      const cs = getComputedStyle(card);
      const gap =
        first.getBoundingClientRect().top -
        (card.getBoundingClientRect().top + parseFloat(cs.borderTopWidth) + parseFloat(cs.paddingTop));
      // Up to 4 px is an inline first child's half-leading inside its line, not a band.
      if (Math.abs(gap) > 4) cardBands.push(`${card.className}: ${Math.round(gap)}px above ${first.tagName.toLowerCase()}`);
    }
    const pointsRight = [...document.querySelectorAll('.leaderboard__table .leaderboard__points')].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return Math.round(range.getBoundingClientRect().right);
    });
    const accordions = [...main.querySelectorAll('details')]
      .filter((d) => visible(d) && !d.closest('.vcar'))
      .map((d) => {
        const summary = d.querySelector(':scope > summary')!;
        const ds = getComputedStyle(d);
        const ss = getComputedStyle(summary);
        const marker = getComputedStyle(summary, '::marker');
        const chevron = summary.querySelector(':scope svg[data-icon="chevron-down"]');
        return [
          summary.className,
          `summary ${ss.fontSize} ${ss.fontWeight} ${ss.color} padding ${ss.paddingTop} ${ss.paddingLeft}`,
          `tall enough ${summary.getBoundingClientRect().height >= 44}`,
          `marker ${ss.display === 'list-item' ? marker.content : 'none'}`,
          `chevron ${chevron ? `${chevron.getAttribute('aria-hidden')} ${getComputedStyle(chevron).width}` : 'none'}`,
          `section ${ds.borderTopWidth} ${ds.borderTopStyle} ${ds.borderTopColor} ${ds.borderTopLeftRadius} ${ds.backgroundColor}`,
        ].join(' | ');
      });
    const accountEntries = [...document.querySelectorAll('a, button')]
      .filter(
        (el) =>
          /^\/(login|signup|profile)\b/.test(el.getAttribute('href') ?? '') ||
          /\b(log ?in|sign ?up|create (your )?(free )?account|my profile)\b/i.test(el.textContent ?? ''),
      )
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim()}" ${el.getAttribute('href') ?? ''}`);
    const developerWords = [
      ...document.body.innerText.matchAll(
        /.{0,40}(VITE_|README|\.env\b|[Ii]nstallation|environment variable|not configured|is not set up|question bank|in development|\bundefined\b|\bNaN\b|TODO|[Ll]orem ipsum).{0,40}/g,
      ),
    ].map((m) => m[0]);
    return {
      accountEntries,
      developerWords,
      accordions,
      emoji,
      cardBands,
      pointsRight,
      address,
      contentLeft: Math.round(root.getBoundingClientRect().left + parseFloat(getComputedStyle(root).paddingLeft)),
      backLinks,
      generalDisclaimers: disclaimers.filter((d) => d.classList.contains('disclaimer--general')).length,
      disclaimerLooks: disclaimers.filter((d) => main.contains(d)).map(look),
      pageWidth: Math.round(root.getBoundingClientRect().width),
      footerGap: Math.round(footer.getBoundingClientRect().top - main.getBoundingClientRect().bottom),
      betweenMainAndFooter: between,
    };
  }, address);
}

for (const [width, height] of [
  [1280, 800],
  [360, 740],
] as const) {
  test.describe(`every route at ${width}x${height}`, () => {
    test.describe.configure({ mode: 'default' });
    const seen = new Map<string, Measured>();
    const small = new Map<string, string[]>();

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(300_000);
      const page = await browser.newPage({ viewport: { width, height } });
      await quietShell(page);
      for (const route of allRoutes) {
        const address = addressOf(route);
        await page.goto(address);
        await expect(heading(page, route.heading)).toBeVisible();
        seen.set(address, await measure(page, address));
        // Last: it opens every section.
        if (width === 360) small.set(address, await smallTargets(page));
      }
      await page.close();
    });

    test("back links: one component, one look, at the page's left edge, on every page below a list", async () => {
      const looks = new Set<string>();
      for (const m of seen.values()) {
        const expected = BACK_TO[m.address];
        expect(
          m.backLinks.map((b) => b.text),
          m.address,
        ).toEqual(expected ? [expected] : []);
        for (const b of m.backLinks) {
          expect(b.className, m.address).toBe('back-link');
          expect(b.rowClassName, m.address).toBe('back-link-row no-print');
          expect(b.left, `${m.address}: back link starts at the page's left edge`).toBe(m.contentLeft);
          looks.add(b.look);
        }
      }
      expect(seen.size).toBe(allRoutes.length);
      // Bold, the link colour, no underline until hovered, 44 px to tap, a decorative drawn arrow.
      expect([...looks]).toEqual([`16px | 600 | rgb(31, 78, 95) | none | 44 | true`]);
    });

    test('disclaimers: exactly one general disclaimer shows on every page, and every disclaimer looks the same', async () => {
      const looks = new Set<string>();
      for (const m of seen.values()) {
        expect(m.generalDisclaimers, m.address).toBe(1);
        for (const l of m.disclaimerLooks) looks.add(l);
      }
      // 14.4 px text in the dark primary colour on the soft primary background, 1 px border, 10 px corners.
      expect([...looks]).toEqual([
        '14.4px | rgb(22, 58, 71) | rgb(227, 238, 241) | 1px | rgb(169, 200, 209) | 10px | 12.8px | 16px',
      ]);
    });

    test('no strip above the footer: the footer starts where main ends, with nothing drawn between', async () => {
      for (const m of seen.values()) {
        expect(m.footerGap, m.address).toBe(0);
        expect(m.betweenMainAndFooter, m.address).toEqual([]);
      }
    });

    test('local mode: no link or button leads to an account on any page (header, menu, footer, main)', async () => {
      for (const m of seen.values()) expect(m.accountEntries, m.address).toEqual([]);
    });

    test('no words meant for developers (configuration, installation, README, undefined) on any page', async () => {
      for (const m of seen.values()) expect(m.developerWords, m.address).toEqual([]);
    });

    test('no emoji and no symbol character common fonts lack (⇄ ✓ ✗ ☰ ▶) shows anywhere: icons are drawn', async () => {
      for (const m of seen.values()) expect(m.emoji, m.address).toEqual([]);
    });

    test("no empty band at the top of any card: the first child starts at the card's padding", async () => {
      for (const m of seen.values()) expect(m.cardBands, m.address).toEqual([]);
    });

    test('Community POINTS: the header and the five figures end at one right edge', async () => {
      const right = seen.get('/community')!.pointsRight;
      expect(right).toHaveLength(6);
      expect(new Set(right).size).toBe(1);
    });

    test('accordions: one component and one look on the guides, Insights, the calculator, child support, the affidavit, the parenting plan and the mediator report', async ({
      browser,
    }) => {
      test.slow();
      const looks = new Map<string, string>();
      const add = (address: string, found: string[]) => {
        expect(found.length, address).toBeGreaterThan(0);
        for (const a of found) looks.set(a, looks.has(a) ? looks.get(a)! : address);
      };
      for (const address of ACCORDION_ROUTES) add(address, seen.get(address)!.accordions);
      const page = await browser.newPage({ viewport: { width, height } });
      await openUnlocked(page, VAULT_ACCORDIONS[0]![0]);
      for (const [address, sections] of VAULT_ACCORDIONS) {
        // In-app navigation, as a parent moves between tools: the storage stays open.
        await goInApp(page, address);
        await expect(page.locator(sections).first()).toBeVisible({ timeout: 30_000 });
        // The affidavit and the plan open the first section, where the parent starts; the rest stay closed.
        if (address !== VAULT_ACCORDIONS[0]![0]) {
          const open = await page.locator(sections).evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open));
          expect(open[0], address).toBe(true);
          expect(
            open.slice(1).every((o) => !o),
            address,
          ).toBe(true);
        }
        add(address, (await measure(page, address)).accordions);
      }
      // The mediator report: its sections appear once two documents are compared.
      await page.goto('/document-analysis');
      const pair = 'tests/fixtures/mediation/pairs/divorce-terms-1';
      await choose(page, [`${pair}/party-a.txt`], [`${pair}/party-b.txt`], 'Divorce Terms');
      await generate(page).click();
      await expect(mediator.reportHeading(page)).toBeVisible({ timeout: 45_000 });
      add('/document-analysis', (await measure(page, '/document-analysis')).accordions);
      await page.close();
      // Bold 16.8 px summary text, 12/16 px padding, at least 44 px to tap, no browser marker,
      // a drawn chevron, a 1 px bordered white card with 10 px corners.
      expect([...looks.keys()], JSON.stringify([...looks])).toEqual([
        'accordion-item__summary | summary 16.8px 700 rgb(29, 35, 39) padding 12px 16px | tall enough true | marker none | ' +
          'chevron true 22.3906px | section 1px solid rgb(213, 217, 220) 10px rgb(255, 255, 255)',
      ]);
    });

    test('Start over: the affidavit, the plan, the expense tracker and the calculator keep their reset in one band, well below their other buttons, with one look', async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height });
      await openUnlocked(page, TOOLS[0]!);
      const tools: [string, string][] = [
        ['/resources/financial-affidavit', 'Save Progress'],
        ['/resources/parenting-plan-template', 'Save Progress'],
        ['/resources/expense-tracker', 'Add Expense'],
        ['/resources/parenting-time-calculator', 'Next month'],
      ];
      const looks = new Set<string>();
      for (const [address, ready] of tools) {
        await goInApp(page, address);
        await expect(tool.button(page, ready)).toBeVisible({ timeout: 30_000 });
        const m = await page.evaluate(() => {
          const bands = [...document.querySelectorAll<HTMLElement>('main .start-over')];
          const band = bands[0]!;
          const button = band.querySelector('button')!;
          const top = button.getBoundingClientRect().top;
          // The nearest other button above the reset (the tool's Save, Print, Download...).
          const above = [...document.querySelectorAll<HTMLElement>('main button')]
            .filter((b) => !band.contains(b) && b.checkVisibility() && b.getBoundingClientRect().bottom <= top)
            .map((b) => b.getBoundingClientRect().bottom);
          const bs = getComputedStyle(band);
          const cs = getComputedStyle(button);
          return {
            bands: bands.length,
            text: band.querySelector('strong')?.textContent,
            gap: Math.round(top - Math.max(...above)),
            rule: `${bs.borderTopWidth} ${bs.borderTopStyle}`,
            look: `${cs.color} ${cs.backgroundColor} ${cs.borderTopColor} ${cs.borderTopWidth} ${Math.round(button.getBoundingClientRect().height)}`,
            // The reset's own words on any other visible button (it used to sit in the row of downloads).
            sameLabel: [...document.querySelectorAll<HTMLElement>('main button')].filter(
              (b) => b.checkVisibility() && b.textContent === button.textContent,
            ).length,
          };
        });
        expect(m.bands, address).toBe(1);
        expect(m.text, address).toBe('Start over?');
        expect(m.rule, address).toBe('1px dashed');
        expect(m.gap, `${address}: space between the reset and the button above it`).toBeGreaterThanOrEqual(56);
        expect(m.sameLabel, address).toBe(1);
        looks.add(m.look);
      }
      // Outlined in the danger red on the page's surface, 44 px or more to tap.
      expect([...looks]).toEqual(['rgb(166, 27, 27) rgb(255, 255, 255) rgb(166, 27, 27) 2px 47']);
    });

    if (width === 360) {
      test('tap targets: every control a finger has to hit on its own is at least 44 x 44 px on every page', async () => {
        expect(small.size).toBe(allRoutes.length);
        expect(Object.fromEntries([...small].filter(([, found]) => found.length > 0))).toEqual({});
      });

      test('tap targets: the tools with their protected storage open, every section open, have no control under 44 x 44 px', async ({
        page,
      }) => {
        test.slow();
        await page.setViewportSize({ width, height });
        await openUnlocked(page, TOOLS[0]!);
        // A control each screen shows only once its storage is open and its form is drawn.
        const ready: Record<string, string> = {
          '/resources/financial-affidavit': 'Save Progress',
          '/resources/parenting-plan-template': 'Save Progress',
          '/resources/divorce-checklist': 'Print Checklist',
          '/resources/court-hearing-preparation': 'Print Checklist',
          '/resources/understanding-child-support': 'Calculate',
          '/resources/parenting-time-calculator': 'Next month',
          '/resources/expense-tracker': 'Add Expense',
          '/my-data': 'Export backup',
          '/community': 'Save draft',
        };
        const found: Record<string, string[]> = {};
        for (const [address, button] of Object.entries(ready)) {
          // In-app navigation, as a parent moves between tools: the storage stays open.
          await goInApp(page, address);
          await expect(tool.button(page, button)).toBeVisible({ timeout: 30_000 });
          const small = await smallTargets(page);
          if (small.length > 0) found[address] = small;
        }
        expect(found).toEqual({});
      });

      test('tap targets: the open menu and the open chat have no control under 44 x 44 px', async ({ page }) => {
        await page.setViewportSize({ width, height });
        await quietShell(page);
        await page.goto('/');
        await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
        await shell.menuToggle(page).click();
        await expect(shell.openNav(page)).toBeVisible();
        expect(await smallTargets(page), 'menu open').toEqual([]);
        await shell.menuToggle(page).click();
        await shell.openChat(page).click();
        await expect(shell.chatPanel(page).getByRole('link', { name: 'Get help now' })).toBeVisible();
        expect(await smallTargets(page), 'chat open').toEqual([]);
        // The coach itself is a page in a frame: its topic chips, text box and Send.
        const coach = (await coachFrameElement(page).elementHandle())!;
        const frame = (await coach.contentFrame())!;
        await expect(frame.getByRole('button', { name: 'Send' })).toBeVisible();
        expect(await smallTargets(frame), 'inside the chat').toEqual([]);
        // A message about danger: the crisis lines' Call and Text buttons (once the engine has loaded).
        await expect(frame.getByRole('status')).toHaveText('', { timeout: 30_000 });
        await frame.getByLabel('Your message').fill('he grabbed me by the neck');
        await frame.getByLabel('Your message').press('Enter');
        await expect(frame.locator('.coach-msg--crisis .crisis__actions a').first()).toBeVisible();
        expect(await smallTargets(frame), 'the crisis lines in the chat').toEqual([]);
      });
    }

    if (width === 1280) {
      test('guides share one reading width and tools share one working width', async () => {
        expect(GUIDES.map((p) => [p, seen.get(p)?.pageWidth])).toEqual(GUIDES.map((p) => [p, 860]));
        expect(TOOLS.map((p) => [p, seen.get(p)?.pageWidth])).toEqual(TOOLS.map((p) => [p, 1120]));
      });
    }
  });
}

test('one file picker: the mediator documents and a backup to restore have the same 48 px button in a 58 px box, reached by Tab with the focus ring', async ({
  page,
}) => {
  await quietShell(page);
  await page.setViewportSize({ width: 360, height: 740 });
  const looks: string[] = [];
  for (const [path, title, label] of [
    ['/document-analysis', 'AI Divorce Mediator', 'Party A documents'],
    ['/my-data', 'Your data on this device', 'Backup file'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    // The picker's button (the native input, found by the field's label, is hidden beside it).
    const picker = page.getByLabel(label, { exact: true }).locator('xpath=..').locator('.file-input__button');
    await picker.focus();
    // Focus by keyboard: the ring is drawn for :focus-visible, which a Tab back and forth gives.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
    looks.push(
      await picker.evaluate((el) => {
        // The picker of src/ui/FileInput.tsx: its button and its box; the native input is hidden inside.
        const box = el.closest('.file-input')!;
        const b = getComputedStyle(box.querySelector('.file-input__button')!);
        const s = getComputedStyle(box);
        const r = box.getBoundingClientRect();
        return `button ${b.height} ${b.fontWeight} ${b.borderTopWidth} | box ${Math.round(r.height)}px ${s.borderTopWidth} | ring ${s.outline} | inside ${r.right <= innerWidth}`;
      }),
    );
  }
  expect(looks).toEqual(Array(2).fill('button 48px 700 2px | box 58px 1px | ring rgb(11, 99, 206) solid 3px | inside true'));
});

test("sample people and quotes are labelled illustrative wherever they show, and the home page's Top Contributors are the leaderboard's people and points", async ({
  page,
}) => {
  await quietShell(page);
  const people = 'Illustrative example: these names and points are made up, not real members.';
  await page.goto('/');
  await expect(heading(page, 'Empower Equality in Every Divorce')).toBeVisible();
  const stories = shell.block(page, 'section', 'Parents Finding Their Footing');
  await expect(stories.locator('.testimonial')).toHaveCount(3);
  await expect(stories.locator('.sample-note')).toHaveText('Illustrative examples: names and details are made up.');
  const contributors = shell.block(page, '.card', 'Top Contributors');
  await expect(contributors.locator('.sample-note')).toHaveText(people);
  const top = await contributors
    .locator('.contributors__item')
    .evaluateAll((items) =>
      items.map(
        (i) => `${i.querySelector('.contributors__name')!.textContent} ${i.querySelector('.contributors__points')!.textContent}`,
      ),
    );
  await page.goto('/community');
  await expect(heading(page, 'Community')).toBeVisible();
  const board = shell.block(page, 'section', 'Leaderboard');
  await expect(board.locator('.sample-note')).toHaveText(people);
  const rows = await board
    .getByTestId('leaderboard-row')
    .evaluateAll((trs) =>
      trs.map(
        (tr) =>
          `${tr.querySelector('.leaderboard__name')!.textContent} ${tr.querySelector('td.leaderboard__points')!.textContent} points`,
      ),
    );
  expect(rows).toEqual([
    'Sarah M. 2,450 points',
    'David L. 2,180 points',
    'Maria G. 1,920 points',
    'James K. 1,640 points',
    'Emily R. 1,385 points',
  ]);
  expect(top).toEqual(rows);
  await page.goto('/shop/the-ultimate-document-bundle');
  await expect(heading(page, 'The Ultimate Document Bundle')).toBeVisible();
  const quote = shell.block(page, 'section', 'What parents say');
  await expect(quote.locator('blockquote')).toHaveCount(1);
  await expect(quote.locator('.sample-note')).toHaveText('Illustrative example: this quote and name are made up.');
});
