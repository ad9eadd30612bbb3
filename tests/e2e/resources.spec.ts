import { expect, test, type Page } from '@playwright/test';
import { dismissCookieBanner, dismissNewsletter, goInApp, heading, seriousAxe } from './helpers';
import { guidePage } from './pages/guide';
import { guideContent, resourceHub } from './pages/resources';
import { tool } from './pages/tool';

const ALL = [
  'Co-Parenting Communication Guide',
  'Financial Affidavit Template',
  'Divorce Checklist',
  'Child Support Estimator',
  'Parenting Plan Template',
  'Shared Expense Tracker',
  'Parenting Time Calculator',
  'Co-Parenting Journal',
  'Self-Care During Divorce',
  'Safety Plans, Protective Orders and Trackers',
  'Court Hearing Preparation Checklist',
  'Understanding Discovery',
  'AI Mediator',
  'Message Coach',
  'Custody Readiness Quiz',
  'Communication Style Quiz',
  'Financial Preparedness Quiz',
];

const TOOLS = [
  'Child Support Estimator',
  'Shared Expense Tracker',
  'Parenting Time Calculator',
  'Co-Parenting Journal',
  'AI Mediator',
  'Message Coach',
  'Custody Readiness Quiz',
  'Communication Style Quiz',
  'Financial Preparedness Quiz',
];

const cards = (page: Page) => resourceHub(page).cards;
const cardTitles = (page: Page) => resourceHub(page).cardTitles;
const search = (page: Page) => resourceHub(page).search;
const filterButton = (page: Page, name: string) => resourceHub(page).filter(name);

async function expectPressed(page: Page, name: string) {
  for (const f of ['All', 'Guides', 'Templates', 'Checklists', 'Tools', 'Legal']) {
    await expect(filterButton(page, f)).toHaveAttribute('aria-pressed', f === name ? 'true' : 'false');
  }
}

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await dismissNewsletter(page);
});

test.describe('Resource Hub', () => {
  const fromUrl: Array<[string, string[]]> = [
    [
      'Guides',
      [
        'Co-Parenting Communication Guide',
        'Self-Care During Divorce',
        'Safety Plans, Protective Orders and Trackers',
        'Understanding Discovery',
      ],
    ],
    ['Templates', ['Financial Affidavit Template', 'Parenting Plan Template']],
    ['Checklists', ['Divorce Checklist', 'Court Hearing Preparation Checklist']],
    ['Tools', TOOLS],
  ];
  test(`?filter= preselects the filter and shows its cards: ${fromUrl.map(([f, e]) => `${f} ${e.length}`).join(', ')}`, async ({
    page,
  }) => {
    for (const [filter, expected] of fromUrl) {
      await page.goto(`/resources?filter=${filter}`);
      await expect(heading(page, 'Resource Hub')).toBeVisible();
      await expectPressed(page, filter);
      await expect(cards(page), filter).toHaveCount(expected.length);
      await expect(cardTitles(page)).toHaveText(expected);
      await expect(resourceHub(page).count).toHaveText(`Showing ${expected.length} of 17 resources`);
    }
  });

  test('?filter=Legal shows the empty state, and Show all resources clears it', async ({ page }) => {
    await page.goto('/resources?filter=Legal');
    await expectPressed(page, 'Legal');
    await expect(cards(page)).toHaveCount(0);
    await expect(resourceHub(page).noneFound).toBeVisible();
    await expect(resourceHub(page).noneFoundHint).toBeVisible();
    await resourceHub(page).showAll.click();
    await expectPressed(page, 'All');
    await expect(cards(page)).toHaveCount(ALL.length);
    await expect(page).toHaveURL(/\/resources$/);
  });

  test('an unknown or lower-case ?filter= falls back to All', async ({ page }) => {
    await page.goto('/resources?filter=templates');
    await expectPressed(page, 'All');
    await expect(cards(page)).toHaveCount(ALL.length);
  });

  test('?q= fills the search box and filters the cards', async ({ page }) => {
    await page.goto('/resources?q=child');
    await expect(search(page)).toHaveValue('child');
    // Ranked: the title match first, then the pages that talk about children most.
    await expect(cardTitles(page)).toHaveText([
      'Child Support Estimator',
      'Co-Parenting Communication Guide',
      'Parenting Plan Template',
      'Divorce Checklist',
      'Parenting Time Calculator',
      'Self-Care During Divorce',
      'Safety Plans, Protective Orders and Trackers',
      'Court Hearing Preparation Checklist',
      'Communication Style Quiz',
    ]);
  });

  test('?q= and ?filter= combine', async ({ page }) => {
    await page.goto('/resources?filter=Guides&q=child');
    await expectPressed(page, 'Guides');
    await expect(search(page)).toHaveValue('child');
    await expect(cardTitles(page)).toHaveText([
      'Co-Parenting Communication Guide',
      'Self-Care During Divorce',
      'Safety Plans, Protective Orders and Trackers',
    ]);
  });

  test('typing filters the cards and keeps the address in sync without new history entries', async ({ page }) => {
    await page.goto('/');
    await page.goto('/resources');
    await expect(cards(page)).toHaveCount(ALL.length);
    await search(page).fill('CHECKLIST');
    // A word few pages use: the two checklists first, then the pages that name one.
    await expect(cardTitles(page)).toHaveText([
      'Divorce Checklist',
      'Court Hearing Preparation Checklist',
      'Self-Care During Divorce',
      'Understanding Discovery',
    ]);
    await expect(page).toHaveURL(/\/resources\?q=CHECKLIST$/);
    await filterButton(page, 'Checklists').click();
    await expectPressed(page, 'Checklists');
    await expect(page).toHaveURL(/\/resources\?filter=Checklists&q=CHECKLIST$/);
    await expect(cards(page)).toHaveCount(2);
    await filterButton(page, 'Tools').click();
    await expect(resourceHub(page).noneFound).toBeVisible();
    await search(page).fill('');
    await expect(page).toHaveURL(/\/resources\?filter=Tools$/);
    await expect(cardTitles(page)).toHaveText(TOOLS);
    // Replace, not push: Back leaves the hub for the previous page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('typing character by character keeps every keystroke', async ({ page }) => {
    await page.goto('/resources');
    await search(page).pressSequentially('discovery', { delay: 20 });
    await expect(search(page)).toHaveValue('discovery');
    await expect(cardTitles(page)).toHaveText(['Understanding Discovery']);
    await expect(page).toHaveURL(/\?q=discovery$/);
  });

  test('what parents type finds the pages about it, best first', async ({ page }) => {
    await page.goto('/resources');
    const expected: Array<[string, string[]]> = [
      [
        'budget',
        [
          'Financial Affidavit Template',
          'Shared Expense Tracker',
          'Child Support Estimator',
          'Financial Preparedness Quiz',
          'Divorce Checklist',
          'Understanding Discovery',
          'Self-Care During Divorce',
        ],
      ],
      [
        'safety',
        [
          'Safety Plans, Protective Orders and Trackers',
          'Self-Care During Divorce',
          'Co-Parenting Communication Guide',
          'Financial Affidavit Template',
        ],
      ],
      ['violence', ['Safety Plans, Protective Orders and Trackers', 'Self-Care During Divorce']],
      ['abuse', ['Safety Plans, Protective Orders and Trackers', 'Self-Care During Divorce', 'Divorce Checklist']],
      ['stalking', ['Safety Plans, Protective Orders and Trackers']],
      ['protective order', ['Safety Plans, Protective Orders and Trackers']],
      [
        'tracker',
        [
          'Safety Plans, Protective Orders and Trackers',
          'Shared Expense Tracker',
          'Divorce Checklist',
          'Self-Care During Divorce',
        ],
      ],
      [
        'mediation',
        [
          'AI Mediator',
          'Understanding Discovery',
          'Divorce Checklist',
          'Co-Parenting Communication Guide',
          'Parenting Plan Template',
        ],
      ],
      [
        'custody',
        [
          'Parenting Plan Template',
          'Custody Readiness Quiz',
          'Parenting Time Calculator',
          'Co-Parenting Journal',
          'AI Mediator',
          'Understanding Discovery',
          'Co-Parenting Communication Guide',
          'Divorce Checklist',
          'Self-Care During Divorce',
        ],
      ],
    ];
    for (const [q, titles] of expected) {
      await search(page).fill(q);
      await expect(cardTitles(page)).toHaveText(titles);
    }
  });

  test('a nonsense query shows No Resources Found', async ({ page }) => {
    await page.goto('/resources');
    await search(page).fill('zzqxv nonsense');
    await expect(cards(page)).toHaveCount(0);
    await expect(resourceHub(page).noneFound).toBeVisible();
    await expect(resourceHub(page).noneFoundHint).toBeVisible();
    await expect(resourceHub(page).count).toHaveText('Showing 0 of 17 resources');
  });

  test('the filter follows a link to the hub with another ?filter=', async ({ page }) => {
    await page.goto('/resources?filter=Guides');
    await expectPressed(page, 'Guides');
    // Header navigation to /resources while already on the hub.
    await goInApp(page, '/resources?filter=Tools');
    await expectPressed(page, 'Tools');
    await expect(cards(page)).toHaveCount(TOOLS.length);
  });

  const targets: Array<[string, string, string]> = [
    ['Co-Parenting Communication Guide', '/resources/coparenting-communication', 'Co-Parenting Communication Guide'],
    ['Understanding Discovery', '/resources/understanding-discovery', 'Understanding Discovery'],
    ['Child Support Estimator', '/resources/understanding-child-support', 'Child Support Estimator'],
    ['Parenting Time Calculator', '/resources/parenting-time-calculator', 'Parenting Time Calculator'],
    ['Court Hearing Preparation Checklist', '/resources/court-hearing-preparation', 'Court Hearing Preparation Checklist'],
  ];
  // One visit to the hub: what it shows, where every card links, then each of these cards
  // opened in turn (Back returns to the hub).
  test('shows the heading, the six filters and all seventeen cards; every card links to its page and opens it', async ({
    page,
  }) => {
    await page.goto('/resources');
    await expect(heading(page, 'Resource Hub')).toBeVisible();
    await expectPressed(page, 'All');
    await expect(cardTitles(page)).toHaveText(ALL);
    await expect(search(page)).toHaveValue('');
    await expect(resourceHub(page).count).toHaveText('17 resources');
    await expect(cards(page)).toHaveCount(ALL.length);
    const hrefs = await resourceHub(page).cardLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/resources/coparenting-communication',
      '/resources/financial-affidavit',
      '/resources/divorce-checklist',
      '/resources/understanding-child-support',
      '/resources/parenting-plan-template',
      '/resources/expense-tracker',
      '/resources/parenting-time-calculator',
      '/journal',
      '/resources/self-care-during-divorce',
      '/resources/safety-planning',
      '/resources/court-hearing-preparation',
      '/resources/understanding-discovery',
      '/ai-mediator',
      '/resources/message-coach',
      '/quizzes/custody-readiness',
      '/quizzes/communication-style',
      '/quizzes/financial-preparedness',
    ]);
    for (const [title, path, h1] of targets) {
      await resourceHub(page).card(title).click();
      await expect(page, `the "${title}" card`).toHaveURL(new RegExp(`${path}$`));
      await expect(heading(page, h1)).toBeVisible();
      await page.goBack();
      await expect(heading(page, 'Resource Hub')).toBeVisible();
    }
  });

  test('works at 360 px without horizontal scrolling, and filters are keyboard-operable', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/resources');
    await expect(cards(page)).toHaveCount(ALL.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await filterButton(page, 'Templates').focus();
    await page.keyboard.press('Enter');
    await expectPressed(page, 'Templates');
    await expect(cards(page)).toHaveCount(2);
  });
});

test.describe('static guides', () => {
  const guides: Array<[string, string, string[]]> = [
    [
      '/resources/coparenting-communication',
      'Co-Parenting Communication Guide',
      [
        'A child-centered approach',
        'A respectful, businesslike tone',
        'Consistency and reliability',
        'Choose the right medium',
        'The BIFF method: Brief, Informative, Friendly, Firm',
        'Set healthy boundaries',
        'Avoid triangulation',
        'When conflict stays high: parallel parenting',
      ],
    ],
    ['/resources/self-care-during-divorce', 'Self-Care During Divorce', []],
    [
      '/resources/understanding-discovery',
      'Understanding Discovery',
      [
        'Interrogatories: written questions',
        'Requests for production: documents and records',
        'Depositions: testimony under oath',
        'Subpoenas: information from people outside the case',
        'Requests for admission: confirming the facts',
      ],
    ],
  ];
  for (const [path, h1, summaries] of guides) {
    test(`${path}: heading, content, disclaimer, and Back to Resources`, async ({ page }) => {
      await page.goto(path);
      await expect(heading(page, h1)).toBeVisible();
      await expect(guideContent(page).titles).toHaveCount(1);
      await expect(guideContent(page).summaries).toHaveText(summaries);
      await expect(guideContent(page).disclaimer).toHaveCount(1);
      const words = await guideContent(page).article.evaluate((el) => (el.textContent ?? '').split(/\s+/).length);
      expect(words).toBeGreaterThan(1000);
      await tool.backToResources(page).click();
      await expect(page).toHaveURL(/\/resources$/);
      await expect(heading(page, 'Resource Hub')).toBeVisible();
    });
  }

  test('the BIFF section opens and shows its four parts', async ({ page }) => {
    await page.goto('/resources/coparenting-communication');
    const biff = guidePage(page).section('The BIFF method');
    await expect(biff).not.toHaveAttribute('open', '');
    await biff.locator('summary').click();
    await expect(biff.getByRole('heading', { level: 3 })).toHaveText([
      'Brief',
      'Informative',
      'Friendly',
      'Firm',
      'Example',
      'Another example: a schedule request',
    ]);
  });

  test('self-care lists the crisis lines as callable links', async ({ page }) => {
    await page.goto('/resources/self-care-during-divorce');
    const crisis = guideContent(page).region('If you need help right now');
    await expect(crisis.getByRole('link', { name: 'Call 988', exact: true })).toHaveAttribute('href', 'tel:988');
    await expect(crisis.getByRole('link', { name: 'Call 1-800-799-7233' })).toHaveAttribute('href', 'tel:+18007997233');
    await expect(crisis.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?body=HOME');
    await expect(guideContent(page).sectionHeadings).toHaveText([
      'If you need help right now',
      'Emotional self-care',
      'Physical self-care',
      'Practical self-care',
      'Signs you need more support',
    ]);
  });

  test('the discovery table at 360 px scrolls inside its own labelled region, with a hint; at 1280 px it fits with none', async ({
    page,
  }) => {
    const guide = guidePage(page);
    const region = guide.tableRegion('Discovery tools at a glance');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/resources/understanding-discovery');
    await expect(heading(page, 'Understanding Discovery')).toBeVisible();
    // The page never scrolls sideways; the table does, inside the region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    await expect(guide.scrollHint).toBeVisible();
    await expect(guide.scrollHint).toHaveText(
      'The table is wider than your screen: swipe or scroll it sideways to see every column.',
    );
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region).toHaveAttribute('aria-describedby', (await guide.scrollHint.getAttribute('id'))!);
    // The hint sits right above the table, inside the screen's width.
    const hint = (await guide.scrollHint.boundingBox())!;
    const table = (await region.boundingBox())!;
    expect(hint.x + hint.width).toBeLessThanOrEqual(360);
    expect(table.y - (hint.y + hint.height)).toBeLessThan(24);
    // Keyboard: the region takes focus (with the focus ring) and the arrow keys scroll it.
    await region.focus();
    expect(await region.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    // A shade on the right edge while columns are hidden there; gone at the end.
    const shaded = () => region.evaluate((el) => el.closest('.scroll-table')!.classList.contains('scroll-table--more'));
    expect(await shaded()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // A swipe to the far end.
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(shaded).toBe(false);
    expect(await seriousAxe(page)).toEqual([]);

    // Wide screen: the same table fits, so no hint and no extra tab stop.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(guide.scrollHint).toHaveCount(0);
    await expect(region).not.toHaveAttribute('tabindex', /.*/);
    const wide = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(wide.scroll).toBe(wide.client);
    await expect(region.getByRole('columnheader')).toHaveText(['Tool', 'Sent to', 'What you get']);
  });
});
