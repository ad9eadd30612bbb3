// Insights & Guides in Spanish (src/content/insights.es.ts, docs/i18n.md): every text the page
// shows from src/content/insights.ts has a Spanish one, with no English words left.
import { describe, expect, it } from 'vitest';
import spanish from '../../src/content/insights.es';
import { INSIGHT_SECTIONS, INSIGHTS_INTRODUCTION } from '../../src/content/insights';
import { englishWords } from '../spanishText';

const shown = [
  INSIGHTS_INTRODUCTION,
  ...INSIGHT_SECTIONS.flatMap((s) => [s.heading, s.intro, s.disclaimer, ...s.entries.flatMap((e) => [e.title, e.text])]),
];

describe('Insights & Guides in Spanish', () => {
  it('has Spanish for every shown text, with no English words left', () => {
    expect(new Set(shown).size).toBe(1 + 3 * 2 + 1 + 2 * (10 + 15 + 13));
    expect(shown.filter((text) => !spanish.has(text))).toEqual([]);
    expect(shown.map((text) => englishWords(spanish.get(text)!)).flat()).toEqual([]);
  });
});
