import { describe, expect, it } from 'vitest';
import {
  INSIGHT_SECTIONS,
  INSIGHTS_INTRODUCTION,
  INSIGHTS_RIGHTS,
  INSIGHTS_RULES,
  INSIGHTS_TIPS,
} from '../../src/content/insights';

describe('insights content', () => {
  it('has exactly 10 tips, 15 rights and 13 rules', () => {
    expect(INSIGHTS_TIPS).toHaveLength(10);
    expect(INSIGHTS_RIGHTS).toHaveLength(15);
    expect(INSIGHTS_RULES).toHaveLength(13);
  });

  it('orders the accordion sections tips, rights, rules with their headings', () => {
    expect(INSIGHT_SECTIONS.map((s) => s.id)).toEqual(['tips', 'rights', 'rules']);
    expect(INSIGHT_SECTIONS.map((s) => s.heading)).toEqual([
      'Helpful Tips for Children of Divorce',
      'Personal Rights for Children of Divorce',
      'Rules for Custody and Visitation',
    ]);
    expect(INSIGHT_SECTIONS.map((s) => s.entries.length)).toEqual([10, 15, 13]);
  });

  it('gives every section an educational-purposes disclaimer', () => {
    for (const s of INSIGHT_SECTIONS) {
      expect(s.disclaimer).toMatch(/educational purposes/i);
      expect(s.disclaimer).toMatch(/not legal advice/i);
    }
  });

  it('has an introduction and unique, non-empty entries with real text', () => {
    expect(INSIGHTS_INTRODUCTION.length).toBeGreaterThan(200);
    for (const s of INSIGHT_SECTIONS) {
      const titles = s.entries.map((e) => e.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const e of s.entries) {
        expect(e.title.trim()).not.toBe('');
        expect(e.text.split(/\s+/).length).toBeGreaterThanOrEqual(12);
        expect(e.text).not.toMatch(/lorem|ipsum|TODO/i);
      }
    }
  });
});
