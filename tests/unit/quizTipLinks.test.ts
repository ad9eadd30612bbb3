import { describe, expect, it } from 'vitest';
import { quizProfiles } from '../../src/content/quizzes';
import { tipParts } from '../../src/features/quizzes/tipLinks';

describe('recommended actions link the tools they name (issue 32)', () => {
  it('links a named template', () => {
    expect(tipParts('Draft your preferred schedule with the Parenting Plan Template before mediation.')).toEqual([
      { text: 'Draft your preferred schedule with the ' },
      { text: 'Parenting Plan Template', href: '/resources/parenting-plan-template' },
      { text: ' before mediation.' },
    ]);
  });

  it('links Insights & Guides and leaves a tip naming nothing as one plain part', () => {
    expect(tipParts('Read the Rules for custody and visitation in Insights & Guides.')).toEqual([
      { text: 'Read the Rules for custody and visitation in ' },
      { text: 'Insights & Guides', href: '/insights-and-guides' },
      { text: '.' },
    ]);
    expect(tipParts('Follow any temporary order exactly while your case is open.')).toEqual([
      { text: 'Follow any temporary order exactly while your case is open.' },
    ]);
  });

  it('every shipped tip keeps its words, and the tips name seven pages in all', () => {
    const linked = new Set<string>();
    for (const profiles of Object.values(quizProfiles))
      for (const p of profiles)
        for (const tip of p.tips) {
          const parts = tipParts(tip);
          expect(parts.map((x) => x.text).join('')).toBe(tip);
          for (const x of parts) if (x.href) linked.add(x.href);
        }
    expect([...linked].sort()).toEqual([
      '/insights-and-guides',
      '/resources/coparenting-communication',
      '/resources/court-hearing-preparation',
      '/resources/divorce-checklist',
      '/resources/expense-tracker',
      '/resources/financial-affidavit',
      '/resources/parenting-plan-template',
    ]);
  });
});
