import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTER,
  RESOURCE_FILTERS,
  filterResources,
  hubSearchString,
  isResourceFilter,
  matchesFilter,
  parseHubSearch,
} from '../../src/features/resources/search';
import { RESOURCES } from '../../src/content/resources';

const titles = (query: string, filter: string) => filterResources(RESOURCES, query, filter).map((r) => r.title);

describe('matchesFilter', () => {
  it.each([
    ['Guide', 'All', true],
    ['Template', 'All', true],
    ['Legal', 'All', true],
    ['Guide', 'Guides', true],
    ['Template', 'Templates', true],
    ['Checklist', 'Checklists', true],
    ['Tool', 'Tools', true],
    ['Legal', 'Legal', true],
    ['Guide', 'Guide', true],
    ['Guides', 'Guides', true],
    ['Guide', 'Templates', false],
    ['Template', 'Guides', false],
    ['Tool', 'Checklists', false],
    ['Checklist', 'Tools', false],
    ['Guide', 'Legal', false],
    ['Lega', 'Legal', false],
    ['guide', 'Guides', false],
    ['Guid', 'Guides', false],
    ['Tool', 'Toolss', false],
    ['Tools', 'Toolss', true],
    ['Guide', '', false],
    ['', 's', true],
  ])('category %j under filter %j → %s', (category, filter, expected) => {
    expect(matchesFilter(category, filter)).toBe(expected);
  });
});

describe('filterResources over the built-in resources', () => {
  it('has seventeen resources, each with a unique path (the journal, the AI Mediator, three quizzes, the others under /resources/)', () => {
    expect(RESOURCES).toHaveLength(17);
    const paths = RESOURCES.map((r) => r.path);
    expect(new Set(paths).size).toBe(17);
    expect(paths.sort()).toEqual([
      '/ai-mediator',
      '/journal',
      '/quizzes/communication-style',
      '/quizzes/custody-readiness',
      '/quizzes/financial-preparedness',
      '/resources/coparenting-communication',
      '/resources/court-hearing-preparation',
      '/resources/divorce-checklist',
      '/resources/expense-tracker',
      '/resources/financial-affidavit',
      '/resources/message-coach',
      '/resources/parenting-plan-template',
      '/resources/parenting-time-calculator',
      '/resources/safety-planning',
      '/resources/self-care-during-divorce',
      '/resources/understanding-child-support',
      '/resources/understanding-discovery',
    ]);
  });

  it('All with no query keeps every resource in order', () => {
    expect(titles('', 'All')).toEqual([
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
    ]);
  });

  it.each([
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
    [
      'Tools',
      [
        'Child Support Estimator',
        'Shared Expense Tracker',
        'Parenting Time Calculator',
        'Co-Parenting Journal',
        'AI Mediator',
        'Message Coach',
        'Custody Readiness Quiz',
        'Communication Style Quiz',
        'Financial Preparedness Quiz',
      ],
    ],
    ['Legal', []],
    ['Nonsense', []],
  ])('filter %s', (filter, expected) => {
    expect(titles('', filter)).toEqual(expected);
  });

  it('does not change its input', () => {
    const before = RESOURCES.map((r) => r.title);
    filterResources(RESOURCES, 'child', 'Guides');
    expect(RESOURCES.map((r) => r.title)).toEqual(before);
  });
});

describe('URL state', () => {
  it('knows the six filter names', () => {
    expect(RESOURCE_FILTERS).toEqual(['All', 'Guides', 'Templates', 'Checklists', 'Tools', 'Legal']);
    expect(DEFAULT_FILTER).toBe('All');
  });

  it.each([
    ['Guides', true],
    ['Legal', true],
    ['All', true],
    ['guides', false],
    ['Guide', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('isResourceFilter(%j) → %s', (value, expected) => {
    expect(isResourceFilter(value)).toBe(expected);
  });

  it.each([
    ['', { query: '', filter: 'All' }],
    ['?', { query: '', filter: 'All' }],
    ['?filter=Templates', { query: '', filter: 'Templates' }],
    ['filter=Templates', { query: '', filter: 'Templates' }],
    ['?filter=Legal', { query: '', filter: 'Legal' }],
    ['?filter=templates', { query: '', filter: 'All' }],
    ['?filter=Template', { query: '', filter: 'All' }],
    ['?filter=', { query: '', filter: 'All' }],
    ['?q=child', { query: 'child', filter: 'All' }],
    ['?q=child+support', { query: 'child support', filter: 'All' }],
    ['?q=co-parenting%20plan', { query: 'co-parenting plan', filter: 'All' }],
    ['?q=a%26b', { query: 'a&b', filter: 'All' }],
    ['?filter=Guides&q=self', { query: 'self', filter: 'Guides' }],
    ['?utm_source=x&q=plan', { query: 'plan', filter: 'All' }],
  ])('parseHubSearch(%j)', (search, expected) => {
    expect(parseHubSearch(search)).toEqual(expected);
  });

  it.each([
    [{ query: '', filter: 'All' as const }, '', ''],
    [{ query: '   ', filter: 'All' as const }, '', ''],
    [{ query: '', filter: 'Guides' as const }, '', 'filter=Guides'],
    [{ query: 'child', filter: 'All' as const }, '', 'q=child'],
    [{ query: 'child support', filter: 'Tools' as const }, '', 'filter=Tools&q=child+support'],
    [{ query: 'a&b', filter: 'All' as const }, '', 'q=a%26b'],
    [{ query: 'plan', filter: 'All' as const }, '?filter=Guides&q=old', 'q=plan'],
    [{ query: '', filter: 'Legal' as const }, 'utm_source=x', 'utm_source=x&filter=Legal'],
  ])('hubSearchString(%j, %j) → %j', (state, previous, expected) => {
    expect(hubSearchString(state, previous)).toBe(expected);
  });

  it('round-trips through the URL', () => {
    const state = { query: 'Court & Hearing', filter: 'Checklists' as const };
    expect(parseHubSearch(hubSearchString(state))).toEqual(state);
  });
});
