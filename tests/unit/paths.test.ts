// src/lib/paths.ts and src/lib/pathQueries.ts: every address and query string the app
// builds, and reading them back.
import { describe, expect, it } from 'vitest';
import * as paths from '../../src/lib/paths';
import { HUB_SEARCH_TEMPLATE, PAGES, QUIZ_SLUGS, hubFilterPath, productPath, quizPath } from '../../src/lib/paths';
import {
  estimatorPath,
  estimatorPrefillPath,
  hubSearch,
  loginPath,
  readEstimatorQuery,
  readHubQuery,
  readLoginRedirect,
  readQuizSlug,
} from '../../src/lib/pathQueries';
import { routes, mainNav } from '../../src/app/routes';

describe('page addresses', () => {
  it('builds the parameterised ones', () => {
    expect(productPath('the-ultimate-document-bundle')).toBe('/shop/the-ultimate-document-bundle');
    expect(quizPath('communication-style')).toBe('/quizzes/communication-style');
    expect(paths.custodyReadinessQuiz).toBe(quizPath('custody-readiness'));
  });

  it('reads a quiz address back to its slug, and nothing else', () => {
    for (const slug of QUIZ_SLUGS) expect(readQuizSlug(quizPath(slug))).toBe(slug);
    expect(readQuizSlug('/quizzes/custody-readiness/')).toBe('custody-readiness');
    expect(readQuizSlug('/quizzes/unknown')).toBeNull();
    expect(readQuizSlug('/quizzes')).toBeNull();
  });

  it('the route table uses these addresses: every page with a fixed address has a route, and no route is left over', () => {
    const fixed = PAGES.filter((p) => p !== paths.notFound);
    const quizzes = QUIZ_SLUGS.map(quizPath);
    expect(routes.map((r) => r.path).sort()).toEqual([...fixed, ...quizzes, '/shop/:slug'].sort());
    expect(routes.find((r) => r.path === '/shop/:slug')?.sample).toBe('/shop/the-ultimate-document-bundle');
    expect(mainNav.map((n) => n.href)).toEqual([
      '/',
      '/insights-and-guides',
      '/resources',
      '/community',
      '/quizzes',
      '/shop',
      '/about-contact',
    ]);
  });
});

describe('Parenting Time Calculator -> Child Support Estimator', () => {
  it('writes the overnights into the estimator address and reads them back exactly', () => {
    const link = estimatorPath({ you: 146, other: 219 });
    expect(link).toBe('/resources/understanding-child-support?overnights-you=146&overnights-other=219');
    expect(readEstimatorQuery(link.slice(link.indexOf('?')))).toEqual({ you: '146', other: '219', state: null, children: null });
    expect(readEstimatorQuery(link.slice(link.indexOf('?') + 1))).toEqual({
      you: '146',
      other: '219',
      state: null,
      children: null,
    });
  });

  it('reads what is missing as null (the estimator judges the values)', () => {
    expect(readEstimatorQuery('')).toEqual({ you: null, other: null, state: null, children: null });
    expect(readEstimatorQuery('?overnights-you=abc')).toEqual({ you: 'abc', other: null, state: null, children: null });
  });
});

describe('AI Mediator -> Child Support Estimator', () => {
  it('writes the state and the number of children, never an income, and reads them back', () => {
    const link = estimatorPrefillPath({ state: 'New York', children: 2 });
    expect(link).toBe('/resources/understanding-child-support?state=New+York&children=2');
    expect(readEstimatorQuery(link.slice(link.indexOf('?')))).toEqual({
      you: null,
      other: null,
      state: 'New York',
      children: '2',
    });
    expect(estimatorPrefillPath({ state: 'Texas' })).toBe('/resources/understanding-child-support?state=Texas');
  });
});

describe('login and the way back', () => {
  it('keeps the slashes of the page to return to readable, and reads it back', () => {
    expect(loginPath(paths.documentAnalysis)).toBe('/login?redirect=/document-analysis');
    expect(readLoginRedirect('?redirect=/document-analysis')).toBe('/document-analysis');
    const withQuery = loginPath('/x?a=1&b=2');
    expect(withQuery).toBe('/login?redirect=/x%3Fa%3D1%26b%3D2');
    expect(readLoginRedirect(withQuery.slice(withQuery.indexOf('?')))).toBe('/x?a=1&b=2');
    expect(loginPath(null)).toBe('/login');
  });

  it('never returns to another site', () => {
    expect(readLoginRedirect('?redirect=//evil.example')).toBeNull();
    expect(readLoginRedirect('?redirect=https://evil.example')).toBeNull();
    expect(readLoginRedirect('?redirect=/\\evil.example')).toBeNull();
    expect(readLoginRedirect('')).toBeNull();
  });
});

describe('the Resource Hub search string', () => {
  it('builds the filter links the home page shows, and reads them back', () => {
    expect(hubFilterPath('Templates')).toBe('/resources?filter=Templates');
    expect(readHubQuery('?filter=Templates')).toEqual({ q: null, filter: 'Templates' });
    expect(hubSearch({ filter: 'Templates' })).toBe('filter=Templates');
  });

  it('writes search words encoded, keeps other parameters, leaves blank words out', () => {
    expect(hubSearch({ q: 'child support & taxes', filter: 'Legal' })).toBe('filter=Legal&q=child+support+%26+taxes');
    expect(readHubQuery('filter=Legal&q=child+support+%26+taxes')).toEqual({ q: 'child support & taxes', filter: 'Legal' });
    expect(hubSearch({ q: '   ' }, '?utm=x&q=old&filter=Guides')).toBe('utm=x');
  });

  it("gives search engines the hub's search address", () => {
    expect(HUB_SEARCH_TEMPLATE).toBe('/resources?q={term}');
  });
});
