// The Resource Hub's search in Spanish (docs/resource-search.md, "In Spanish"): the cards' Spanish
// titles and descriptions, the translated pages' Spanish words (virtual:search-text-es) before
// their English ones, and the Spanish query words (src/features/resources/searchSpanish.ts), as
// src/features/resources/ResourcesPage.tsx puts them together.
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/content/resources';
import { SEARCH_TEXT } from 'virtual:search-text';
import { filterResources } from '../../src/features/resources/search';
import { SEARCH_TEXT as SPANISH_TEXT, SPANISH_WORDS } from '../../src/features/resources/searchSpanish';
import resourcesEs from '../../src/content/messages/resources/compiled/es.js';
import cardsEs from '../../src/content/quizCards.es';
import { buildSpanishSearchText } from '../../scripts/search-text.mjs';
import * as appPaths from '../../src/lib/paths';

const es = (text: string) => {
  const found = resourcesEs.get(text) ?? cardsEs.get(text);
  return typeof found === 'string' ? found : text;
};
const items = RESOURCES.map((r) => ({ ...r, title: es(r.title), description: es(r.description) }));
const bodies = Object.fromEntries(Object.entries(SEARCH_TEXT).map(([p, w]) => [p, `${SPANISH_TEXT[p] ?? ''} ${w}`]));
const found = (q: string) => filterResources(items, q, 'All', bodies, SPANISH_WORDS).map((r) => r.path);

describe('resource search in Spanish', () => {
  it('reads the Spanish pages from their current source, without accents, and keeps Spanish out of the English text', () => {
    expect(SPANISH_TEXT).toEqual(buildSpanishSearchText());
    expect(SPANISH_TEXT['/resources/safety-planning']).toContain('orden de proteccion');
    expect(Object.values(SEARCH_TEXT).join(' ')).not.toMatch(/\b(violencia|proteccion|seguridad)\b/);
  });

  it('shows every card in Spanish', () => {
    expect(items.filter((r) => r.title === RESOURCES.find((e) => e.path === r.path)!.title).map((r) => r.title)).toEqual([]);
  });

  it.each([
    'violencia',
    'orden de protección',
    'orden de proteccion',
    'seguridad',
    'violencia doméstica',
    'maltrato',
    'acoso',
    'rastreador',
    'tengo miedo',
  ])('"%s" finds the safety guide first', (q) => {
    expect(found(q)[0]).toBe(appPaths.safetyGuide);
  });

  it('finds the tools and quizzes by their Spanish names', () => {
    expect(found('plan de crianza')[0]).toBe(appPaths.parentingPlan);
    expect(found('manutención')[0]).toBe(appPaths.childSupport);
    expect(found('gastos compartidos')[0]).toBe(appPaths.expenses);
    expect(found('cuestionario')).toHaveLength(3);
  });
});
