// Resource Hub search against queries real parents type (tests/fixtures/resource-search-queries.json
// lists each query's source and the pages judged relevant by reading them).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { RESOURCES } from '../../src/content/resources';
import { SEARCH_TEXT } from 'virtual:search-text';
import { filterResources, queryWords, stem } from '../../src/features/resources/search';
import { buildSearchText, SOURCES, wordsOf } from '../../scripts/search-text.mjs';

interface Case {
  q: string;
  source: string;
  relevant: string[];
  /** The page that must come first, where the fixture names one. */
  top?: string;
}
const { about, queries: cases } = JSON.parse(readFileSync('tests/fixtures/resource-search-queries.json', 'utf8')) as {
  about: string;
  queries: Case[];
};
const paths = (q: string, filter = 'All') => filterResources(RESOURCES, q, filter, SEARCH_TEXT).map((r) => r.path!);

describe("resource search on real parents' queries", () => {
  it("the page words come from the pages' current source (virtual:search-text, built by the Vite plugin)", () => {
    expect(SEARCH_TEXT).toEqual(buildSearchText());
    expect(Object.keys(SEARCH_TEXT).sort()).toEqual(Object.keys(SOURCES).sort());
    // The plan's holiday names live in src/content/holidays.ts, one of the plan page's sources.
    expect(SEARCH_TEXT['/resources/parenting-plan-template']).toContain('martin luther king jr day');
    expect(SEARCH_TEXT['/resources/expense-tracker']).toContain('expense');
  });

  it('a translated page keeps its English words: message ids are read from the area catalog', () => {
    // src/content/checklists.ts names its tasks by id (m.dv_title); the words are in
    // src/content/messages/checklists/en.json.
    expect(SEARCH_TEXT['/resources/divorce-checklist']).toContain('divorce checklist');
    expect(SEARCH_TEXT['/resources/divorce-checklist']).not.toContain('dv_title');
  });

  it('message ids imported by name are the page words too', () => {
    // AffidavitPage.tsx imports the toolbar's messages by name (clear_hint, saved_text, ...):
    // without them the affidavit fell below the expense tracker for "budget".
    expect(SEARCH_TEXT['/resources/financial-affidavit']).toContain(
      'clear all empties every field and removes the saved copy of your affidavit from this device',
    );
    expect(SEARCH_TEXT['/resources/financial-affidavit']).toContain('your affidavit is saved encrypted on this device');
    expect(paths('budget').slice(0, 2)).toEqual(['/resources/financial-affidavit', '/resources/expense-tracker']);
  });

  it('page words leave out code comments', () => {
    const source =
      "/** Uses the \"Quick estimate\" rule. */\nconst a = 'Monthly income';\n// see 'the old notes'\nconst el = <p>Hello there{/* a 'JSX note' */}</p>;\n";
    expect(wordsOf(source)).toBe('hello there monthly income');
  });

  it('recall and precision over the whole set', () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    let topRelevant = 0;
    for (const c of cases) {
      const got = paths(c.q);
      const hit = got.filter((p) => c.relevant.includes(p)).length;
      tp += hit;
      fp += got.length - hit;
      fn += c.relevant.length - hit;
      if (got[0] && c.relevant.includes(got[0])) topRelevant++;
    }
    const recall = tp / (tp + fn);
    const precision = tp / (tp + fp);
    console.log(
      `resource search: ${cases.length} queries, recall ${recall.toFixed(3)}, precision ${precision.toFixed(3)}, top result relevant ${topRelevant}/${cases.length}`,
    );
    // Rates, not counts: a query added to the fixture needs no edit here (17 of the first 20 = 0.85).
    expect(cases.length).toBeGreaterThan(0);
    expect(recall).toBeGreaterThanOrEqual(0.85);
    expect(precision).toBeGreaterThanOrEqual(0.55);
    expect(topRelevant / cases.length).toBeGreaterThanOrEqual(0.85);
  });

  it.each(cases.filter((c) => c.top).map((c) => [c.q, c.top!]))('%j finds %s first', (q, top) => {
    expect(paths(q)[0]).toBe(top);
  });

  it('every query names a source listed in the fixture and only pages of the hub as relevant', () => {
    const hub = new Set(RESOURCES.map((r) => r.path));
    for (const c of cases) {
      expect(about, c.q).toContain(`[${c.source}]`);
      expect(c.relevant.length, c.q).toBeGreaterThan(0);
      for (const p of c.relevant) expect(hub, `${c.q} -> ${p}`).toContain(p);
    }
  });

  it.each([
    ['budget', '/resources/financial-affidavit'],
    ['safety', '/resources/self-care-during-divorce'],
    ['violence', '/resources/self-care-during-divorce'],
    ['abuse', '/resources/self-care-during-divorce'],
    ['mediation', '/resources/parenting-plan-template'],
    ['custody', '/resources/parenting-plan-template'],
  ])('%j finds %s', (q, page) => {
    expect(paths(q)).toContain(page);
  });

  it('"custody" finds the pages about it, the plan first, then the quiz, the tools and the pages that name it', () => {
    const got = paths('custody');
    expect(got[0]).toBe('/resources/parenting-plan-template');
    expect(got).toEqual([
      '/resources/parenting-plan-template',
      '/quizzes/custody-readiness',
      '/resources/parenting-time-calculator',
      '/journal',
      '/ai-mediator',
      '/resources/understanding-discovery',
      '/resources/coparenting-communication',
      '/resources/divorce-checklist',
      '/resources/self-care-during-divorce',
    ]);
  });

  it('finds the quizzes and the AI Mediator by name and by what they ask (issue 32)', () => {
    const quizzes = ['/quizzes/custody-readiness', '/quizzes/communication-style', '/quizzes/financial-preparedness'];
    expect(paths('quiz')).toEqual(quizzes);
    expect(paths('quizzes')).toEqual(quizzes);
    expect(paths('mediator')[0]).toBe('/ai-mediator');
    expect(paths('compromise')).toEqual(['/ai-mediator']);
    // Words only the quizzes' questions use: a guardian (ad litem), the UCCJEA, a QDRO.
    expect(paths('guardian')).toEqual(['/quizzes/custody-readiness']);
    expect(paths('UCCJEA')).toEqual(['/quizzes/custody-readiness']);
    expect(paths('qdro')[0]).toBe('/quizzes/financial-preparedness');
  });

  it('keeps the category filter and finds nothing for nonsense', () => {
    expect(paths('budget', 'Tools')).toEqual([
      '/resources/expense-tracker',
      '/resources/understanding-child-support',
      '/quizzes/financial-preparedness',
    ]);
    expect(paths('custody', 'Guides').every((p) => RESOURCES.find((r) => r.path === p)!.category === 'Guide')).toBe(true);
    expect(paths('xyzzy')).toEqual([]);
    expect(paths('budget', 'Legal')).toEqual([]);
  });

  it('reads queries as topic words', () => {
    expect(queryWords('How do I co parent with my EX?')).toEqual(['co-parent', 'ex']);
    expect(queryWords('coparenting')).toEqual(['co-parenting']);
    expect(queryWords('divorce')).toEqual(['divorce']);
    expect(queryWords('divorce lawyer')).toEqual(['lawyer']);
    expect(queryWords('   ')).toEqual([]);
    expect(stem('budgets')).toBe('budget');
    expect(stem('budgeting')).toBe('budget');
    expect(stem('abuse')).toBe('abuse');
    expect(stem('stress')).toBe('stress');
  });
});
