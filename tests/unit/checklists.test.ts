import { describe, expect, it } from 'vitest';
import { checklistIds, COURT_PREP_CHECKLIST, DIVORCE_CHECKLIST } from '../../src/content/checklists';
import { categoryProgress, normaliseProgress, overallProgress, toggled } from '../../src/features/checklists/progress';

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);

describe('checklist content', () => {
  it('divorce checklist has exactly the documented ids, in order', () => {
    expect(checklistIds(DIVORCE_CHECKLIST)).toEqual([
      ...range('legal', 5),
      ...range('financial', 5),
      ...range('assets', 8),
      ...range('children', 6),
      ...range('personal', 7),
    ]);
  });

  it('court-prep checklist has exactly the documented ids, in order', () => {
    expect(checklistIds(COURT_PREP_CHECKLIST)).toEqual([
      ...range('legal', 7),
      ...range('financial', 4),
      ...range('evidence', 4),
      ...range('personal', 8),
    ]);
  });

  it('uses the documented category titles', () => {
    expect(DIVORCE_CHECKLIST.categories.map((c) => c.title)).toEqual([
      'Initial Steps & Legal',
      'Financial Documents: Income & Debts',
      'Financial Documents: Assets',
      'Children & Parenting',
      'Household & Personal',
    ]);
    expect(COURT_PREP_CHECKLIST.categories.map((c) => c.title)).toEqual([
      'Before Your Hearing',
      'Financial Preparation',
      'Evidence & Documentation',
      'Personal & Mental Preparation',
    ]);
  });

  it('every item is written out, with no duplicate task text', () => {
    for (const def of [DIVORCE_CHECKLIST, COURT_PREP_CHECKLIST]) {
      const tasks = def.categories.flatMap((c) => c.items.map((i) => i.task));
      expect(new Set(tasks).size).toBe(tasks.length);
      for (const c of def.categories)
        for (const i of c.items) {
          expect(i.task.length).toBeGreaterThan(20);
          expect(i.detail.length).toBeGreaterThan(20);
          expect(i.id.startsWith(`${c.key}-`)).toBe(true);
        }
    }
  });

  it('record ids match the vault kinds', () => {
    expect(DIVORCE_CHECKLIST.id).toBe('divorce');
    expect(COURT_PREP_CHECKLIST.id).toBe('court-prep');
  });
});

describe('checklist progress', () => {
  it('normalises stored maps, keeping booleans and converting "true"/"false"', () => {
    expect(normaliseProgress({ 'legal-1': true, 'legal-2': false, 'legal-3': 'true', x: 5, 'assets-1': 'false' })).toEqual({
      'legal-1': true,
      'legal-2': false,
      'legal-3': true,
      'assets-1': false,
    });
    expect(normaliseProgress({})).toEqual({});
    expect(() => normaliseProgress(null)).toThrow();
    expect(() => normaliseProgress([true])).toThrow();
    expect(() => normaliseProgress('x')).toThrow();
  });

  it('counts per category and overall, ignoring unknown ids', () => {
    const p = { 'legal-1': true, 'legal-2': true, 'legal-3': false, 'assets-8': true, 'nope-1': true };
    const [legal, financial, assets] = DIVORCE_CHECKLIST.categories;
    expect(categoryProgress(legal!, p)).toEqual({ done: 2, total: 5 });
    expect(categoryProgress(financial!, p)).toEqual({ done: 0, total: 5 });
    expect(categoryProgress(assets!, p)).toEqual({ done: 1, total: 8 });
    expect(overallProgress(DIVORCE_CHECKLIST, p)).toEqual({ done: 3, total: 31 });
    expect(overallProgress(COURT_PREP_CHECKLIST, {})).toEqual({ done: 0, total: 23 });
  });

  it('toggles without mutating', () => {
    const p = { 'legal-1': true };
    expect(toggled(p, 'legal-1')).toEqual({ 'legal-1': false });
    expect(toggled(p, 'legal-2')).toEqual({ 'legal-1': true, 'legal-2': true });
    expect(p).toEqual({ 'legal-1': true });
  });
});
