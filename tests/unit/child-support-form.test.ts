import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../src/content/states';
import {
  INCOME_ERROR,
  formOptionsFor,
  MONEY_ERROR,
  overnightsFromQuery,
  parseGuidelineFields,
  parseOvernights,
  type GuidelineFields,
} from '../../src/features/child-support/form';
import {
  AGENCY_LIST,
  GUIDELINES,
  guidelineFor,
  guidelineStatesText,
  notIncludedWhy,
  officialLinkFor,
} from '../../src/content/child-support/guidelines';

const base: GuidelineFields = {
  youIncome: '5000',
  otherIncome: '3,000.50',
  children: 2,
  overnightsYou: '100',
  overnightsOther: '265',
  childCare: '',
  healthInsurance: '',
  youLocalTax: '',
  otherLocalTax: '',
};
const all = { childCare: true, healthInsurance: true, localTax: true };

describe('overnights from the parenting-time schedule link', () => {
  it('reads both route parameters', () => {
    expect(overnightsFromQuery('?overnights-you=146&overnights-other=219')).toEqual({ you: '146', other: '219' });
    expect(overnightsFromQuery('overnights-you=0&overnights-other=365')).toEqual({ you: '0', other: '365' });
  });
  it('ignores missing, partial or bad values', () => {
    expect(overnightsFromQuery('')).toBeNull();
    expect(overnightsFromQuery('?overnights-you=146')).toBeNull();
    expect(overnightsFromQuery('?overnights-you=abc&overnights-other=219')).toBeNull();
    expect(overnightsFromQuery('?overnights-you=400&overnights-other=0')).toBeNull();
  });
  it('parses whole nights from 0 to 366 only', () => {
    expect(['0', '92', ' 366 ', '367', '-1', '1.5', '', 'x'].map(parseOvernights)).toEqual([
      0,
      92,
      366,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('guideline fields', () => {
  it('turns typed text into cents and nights', () => {
    const r = parseGuidelineFields({ ...base, childCare: '$450.25', youLocalTax: '12' }, all);
    expect(r).toEqual({
      kind: 'ok',
      input: {
        youIncome: 500000,
        otherIncome: 300050,
        children: 2,
        overnightsYou: 100,
        overnightsOther: 265,
        childCare: 45025,
        healthInsurance: 0,
        youLocalTax: 1200,
        otherLocalTax: 0,
      },
    });
  });
  it('waits for overnights without an error when both are empty', () => {
    expect(parseGuidelineFields({ ...base, overnightsYou: '', overnightsOther: '' }, all)).toEqual({ kind: 'needs-overnights' });
  });
  it('puts a plain message at each wrong field', () => {
    const r = parseGuidelineFields(
      { ...base, youIncome: '-5', otherIncome: 'abc', overnightsYou: '100.5', childCare: 'lots' },
      all,
    );
    expect(r).toEqual({
      kind: 'errors',
      errors: {
        youIncome: INCOME_ERROR,
        otherIncome: INCOME_ERROR,
        overnightsYou: 'Enter a whole number of nights from 0 to 366.',
        childCare: MONEY_ERROR,
      },
    });
  });
  it('says what the overnights add up to when they are not a year', () => {
    const r = parseGuidelineFields({ ...base, overnightsYou: '100', overnightsOther: '200' }, all);
    expect(r).toEqual({
      kind: 'errors',
      errors: { overnightsOther: 'The two counts should add up to 365 nights (366 in a leap year); now they add up to 300.' },
    });
    expect(parseGuidelineFields({ ...base, overnightsYou: '183', overnightsOther: '183' }, all).kind).toBe('ok');
  });
  it('ignores cost fields a state does not use', () => {
    const r = parseGuidelineFields({ ...base, childCare: 'lots' }, { childCare: false, healthInsurance: false, localTax: false });
    expect(r.kind).toBe('ok');
  });
});

describe('what the form asks an income-shares state', () => {
  const g = { ...GUIDELINES['Wisconsin']!, asks: { childCare: 'why', extraordinaryMedical: 'why' } };
  it('only the costs the state lists, each with who pays it', () => {
    expect(formOptionsFor(g)).toEqual({
      childCare: true,
      healthInsurance: false,
      localTax: false,
      extraordinaryMedical: true,
      paidBy: true,
    });
    expect(formOptionsFor(null)).toEqual({ childCare: false, healthInsurance: false, localTax: false });
  });
  it('reads the extra cost and the payers it asks, and says a wrong amount at its box', () => {
    const opts = formOptionsFor(g);
    const r = parseGuidelineFields(
      { ...base, childCare: '300', extraordinaryMedical: '25.50', childCarePaidBy: 'other', healthInsurancePaidBy: 'other' },
      opts,
    );
    expect(r.kind === 'ok' && r.input).toMatchObject({
      childCare: 300_00,
      extraordinaryMedical: 25_50,
      childCarePaidBy: 'other',
    });
    expect(r.kind === 'ok' && 'healthInsurancePaidBy' in r.input).toBe(false);
    expect(parseGuidelineFields({ ...base, extraordinaryMedical: 'some' }, opts)).toEqual({
      kind: 'errors',
      errors: { extraordinaryMedical: MONEY_ERROR },
    });
  });
});

describe('states', () => {
  it('the states with a guideline, each with its source and dates as data', () => {
    expect(Object.keys(GUIDELINES).sort()).toEqual([
      'Alaska',
      'California',
      'Colorado',
      'Georgia',
      'Maryland',
      'Mississippi',
      'Nevada',
      'New York',
      'Texas',
      'Wisconsin',
    ]);
    for (const g of Object.values(GUIDELINES)) {
      expect(g.checked).toMatch(/^2026-11-2[4-7]$/);
      expect(g.sourceUrl).toMatch(/^https?:\/\//);
      expect(g.calculatorUrl).toMatch(/^https:\/\//);
      expect(g.law.length).toBeGreaterThan(10);
      expect(g.effective.length).toBeGreaterThan(4);
    }
    expect(guidelineFor('Ohio')).toBeNull();
    expect(guidelineStatesText()).toMatch(/^Alaska, California, .+ and Wisconsin$/);
  });
  it('every other state links to an official page', () => {
    for (const s of US_STATES) {
      const link = officialLinkFor(s);
      expect(link.url).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov|us|org)\//);
    }
    expect(officialLinkFor('Ohio').url).toBe('https://ohiochildsupportcalculator.ohio.gov/');
    expect(officialLinkFor('Iowa')).toEqual(AGENCY_LIST);
  });
  it('Florida, Illinois, Ohio and Virginia say why their schedule is not included yet', () => {
    expect(notIncludedWhy('Florida')).toContain('§ 61.30(6)');
    expect(notIncludedWhy('Illinois')).toContain('750 ILCS 5/505');
    expect(notIncludedWhy('Ohio')).toContain('3119.021');
    expect(notIncludedWhy('Virginia')).toContain('§ 20-108.2(B)');
    expect(officialLinkFor('Virginia').url).toBe('https://law.lis.virginia.gov/vacode/title20/chapter6/section20-108.2/');
    expect(notIncludedWhy('Iowa')).toBeNull();
    for (const s of ['Florida', 'Illinois', 'Ohio', 'Virginia']) expect(guidelineFor(s)).toBeNull();
  });
  it('Kentucky, Massachusetts, Michigan, Nebraska and Oklahoma say why, and link the official text where we have it', () => {
    expect(notIncludedWhy('Kentucky')).toContain('§ 403.212');
    expect(notIncludedWhy('Massachusetts')).toContain('2023 Child Support Guidelines');
    expect(notIncludedWhy('Michigan')).toContain('Michigan Child Support Formula Manual');
    expect(notIncludedWhy('Nebraska')).toContain('§§ 4-201 to 4-220');
    expect(notIncludedWhy('Oklahoma')).toContain('title 43, § 119');
    expect(officialLinkFor('Oklahoma').url).toBe(
      'https://oklahoma.gov/content/dam/ok/en/okdhs/documents/okdhs-publication-library/01-38.pdf',
    );
    expect(officialLinkFor('Nebraska').url).toBe('https://supremecourt.nebraska.gov/book/export/html/8946');
    expect(officialLinkFor('Kentucky')).toEqual(AGENCY_LIST);
    for (const s of ['Kentucky', 'Massachusetts', 'Michigan', 'Nebraska', 'Oklahoma']) expect(guidelineFor(s)).toBeNull();
  });
});
