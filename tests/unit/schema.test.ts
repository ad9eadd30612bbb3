// One schema per record kind and per form (src/lib/schema.ts, valibot): the message of the
// first rule broken, per field for forms; a stored record that is damaged, from another
// version or hostile is refused with the kind's own words, and never half-read.
import { describe, expect, it } from 'vitest';
import { object, pipe, string, nonEmpty, maxLength, number, fallback } from 'valibot';
import { entry, formProblems, parseOrThrow } from '../../src/lib/schema';
import { defineKind, upgradeAndValidate } from '../../src/vault/kinds';
import { scheduleSummaryKind } from '../../src/vault/scheduleSummary';
import { quizResultKind } from '../../src/vault/quizResults';
import { draftKind } from '../../src/vault/drafts';
import { checklistKind } from '../../src/features/checklists/kind';
import { storyDraftKind } from '../../src/features/community/kind';
import { parentingPlanKind } from '../../src/features/parenting-plan/kind';
import { defaultPlan, HAGUE_TEXT } from '../../src/features/parenting-plan/model';
import { expenseSheetKind } from '../../src/features/expenses/kind';
import { mediationReportKind } from '../../src/features/mediator/kind';
import { INCOME_ERROR, parseGuidelineFields } from '../../src/features/child-support/form';

const nameSchema = object({
  name: entry(pipe(string('Type a name.'), nonEmpty('Type a name.'), maxLength(5, 'Keep it under 6.'))),
  age: entry(fallback(number(), 0)),
});

describe('schema helpers', () => {
  it('parseOrThrow gives the checked value or throws the first problem in its own words', () => {
    expect(parseOrThrow(nameSchema, { name: 'Ann', extra: 'dropped' })).toEqual({ name: 'Ann', age: 0 });
    expect(() => parseOrThrow(nameSchema, {})).toThrow(new TypeError('Type a name.'));
    expect(() => parseOrThrow(nameSchema, { name: '' })).toThrow(new TypeError('Type a name.'));
  });

  it('formProblems says the first broken rule of each field, keyed by the field', () => {
    expect(formProblems(nameSchema, { name: 'Annabel' })).toEqual({ ok: false, errors: { name: 'Keep it under 6.' } });
    expect(formProblems(nameSchema, { name: '' })).toEqual({ ok: false, errors: { name: 'Type a name.' } });
    expect(formProblems(nameSchema, { name: 'Bo', age: 'x' })).toEqual({ ok: true, value: { name: 'Bo', age: 0 } });
  });

  it('a kind defined by a schema checks on save and on load with it', () => {
    const kind = defineKind({ kind: 'test-schema-kind', version: 2, label: 'Test', schema: nameSchema });
    expect(kind.validate({ name: 'Al' })).toEqual({ name: 'Al', age: 0 });
    expect(() => upgradeAndValidate(kind, { name: 'Al' }, 3)).toThrow('saved by a newer version of EvenGround (v3)');
    expect(() => upgradeAndValidate(kind, { name: 'Al' }, 1)).toThrow('no migration from v1');
    expect(() => upgradeAndValidate(kind, { name: 42 }, 2)).toThrow('Type a name.');
  });
});

describe('schedule-summary kind', () => {
  const ok = { wording: 'Alternating weeks.', overnights: { you: 182, other: 183 }, savedAt: '2026-01-02T03:04:05.000Z' };
  const refused = (value: unknown) => () => upgradeAndValidate(scheduleSummaryKind, value, 1);

  it('keeps a good record and only its own fields; a long wording is cut at 20,000', () => {
    expect(upgradeAndValidate(scheduleSummaryKind, { ...ok, script: '<x>' }, 1)).toEqual(ok);
    expect(scheduleSummaryKind.validate({ ...ok, wording: 'a'.repeat(20_001), savedAt: 7 })).toEqual({
      ...ok,
      wording: 'a'.repeat(20_000),
      savedAt: '',
    });
  });

  it('refuses damaged and hostile records with the same words as before', () => {
    expect(refused(null)).toThrow('A schedule summary must be an object.');
    expect(refused('text')).toThrow('A schedule summary must be an object.');
    expect(refused({ overnights: ok.overnights })).toThrow('A schedule summary needs its wording.');
    expect(refused({ wording: 'x' })).toThrow('Overnights must be whole numbers from 0 to 366.');
    expect(refused({ ...ok, overnights: { you: 1.5, other: 1 } })).toThrow('Overnights must be whole numbers from 0 to 366.');
    expect(refused({ ...ok, overnights: { you: 1, other: 367 } })).toThrow('Overnights must be whole numbers from 0 to 366.');
    expect(refused({ ...ok, overnights: { you: -1, other: 1 } })).toThrow('Overnights must be whole numbers from 0 to 366.');
    expect(refused({ ...ok, overnights: { you: '1', other: 1 } })).toThrow('Overnights must be whole numbers from 0 to 366.');
  });

  it('a record from a newer version is refused, not read', () => {
    expect(refused(ok)).not.toThrow();
    expect(() => upgradeAndValidate(scheduleSummaryKind, ok, 2)).toThrow('saved by a newer version of EvenGround (v2)');
  });
});

describe('quiz-result kind', () => {
  const ok = {
    quizId: 'custody-readiness',
    title: 'Custody readiness',
    score: 3,
    total: 5,
    bestScore: 4,
    bestTotal: 5,
    attempts: 2,
    finishedAt: '2026-01-02T03:04:05.000Z',
  };
  const message = (value: unknown) => {
    try {
      quizResultKind.validate(value);
      return 'accepted';
    } catch (err) {
      return (err as Error).message;
    }
  };

  it('keeps a good result and refuses each broken rule in its own words', () => {
    expect(quizResultKind.validate({ ...ok, __proto__: { x: 1 }, extra: 1 })).toEqual(ok);
    expect(message(0)).toBe('not an object');
    expect(message({ ...ok, quizId: '' })).toBe('quizId missing');
    expect(message({ ...ok, title: undefined })).toBe('title missing');
    expect(message({ ...ok, finishedAt: 'yesterday' })).toBe('finishedAt invalid');
    expect(message({ ...ok, attempts: -1 })).toBe('attempts must be a whole number');
    expect(message({ ...ok, bestTotal: 2.5 })).toBe('bestTotal must be a whole number');
    expect(message({ ...ok, score: 6 })).toBe('score above total');
  });
});

describe('draft kind', () => {
  const message = (value: unknown) => {
    try {
      draftKind.validate(value);
      return 'accepted';
    } catch (err) {
      return (err as Error).message;
    }
  };

  it('keeps the time and any value (the tool checks the value); refuses a draft with neither', () => {
    expect(draftKind.validate({ savedAt: 5, value: { a: 1 } })).toEqual({ savedAt: 5, value: { a: 1 } });
    expect(message(null)).toBe('not a draft');
    expect(message({ value: 1 })).toBe('draft time missing');
    expect(message({ savedAt: Infinity, value: 1 })).toBe('draft time missing');
    expect(message({ savedAt: 5 })).toBe('draft value missing');
  });
});

describe('checklist kind', () => {
  it('keeps ticks, reads "true"/"false" from older copies, drops anything else and never sets a prototype', () => {
    const hostile = JSON.parse('{"a": true, "b": "false", "c": 5, "__proto__": {"polluted": true}, "d": null}') as unknown;
    const kept = checklistKind.validate(hostile);
    expect(kept).toEqual({ a: true, b: false });
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a value that is not a map, in its own words', () => {
    for (const bad of [null, [true], 'x', 3])
      expect(() => checklistKind.validate(bad)).toThrow('This checklist progress is not readable.');
  });
});

describe('story-draft kind', () => {
  it('keeps the text and save time only; refuses each broken rule in its own words', () => {
    expect(storyDraftKind.validate({ text: 'Hi', savedAt: '2026-01-02T03:04:05.000Z', x: 1 })).toEqual({
      text: 'Hi',
      savedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(() => storyDraftKind.validate(null)).toThrow('a story draft must be an object');
    expect(() => storyDraftKind.validate({ savedAt: '2026-01-02' })).toThrow('the draft text is missing');
    expect(() => storyDraftKind.validate({ text: 'Hi', savedAt: 'soon' })).toThrow('the save time is missing');
    expect(() => storyDraftKind.validate({ text: 'x'.repeat(100_001), savedAt: '2026-01-02' })).toThrow(
      'the draft is longer than 100000 characters',
    );
  });
});

describe('parenting-plan kind', () => {
  it('keeps saved answers, fills the rest from the defaults, and always carries the current Hague text', () => {
    const plan = parentingPlanKind.validate({
      parent1Info: 'Ana',
      purposeStatement: 12,
      children: [{ id: 3, name: 'Sam' }, { id: 3, name: 'Kim' }, 'not a child'],
      internationalTravel: { consent: 'Written', hagueConvention: 'changed' },
      decisionMaking: ['not', 'a', 'group'],
    });
    expect(plan.parent1Info).toEqual({ name: 'Ana', address: '', phone: '', email: '' });
    expect(plan.purposeStatement).toBe('12');
    expect(plan.children).toEqual([
      { id: 3, name: 'Sam', dob: '', specialNeeds: '' },
      { id: 4, name: 'Kim', dob: '', specialNeeds: '' },
    ]);
    expect(plan.internationalTravel.consent).toBe('Written');
    expect(plan.internationalTravel.hagueConvention).toBe(HAGUE_TEXT);
    expect(plan.decisionMaking).toEqual(defaultPlan().decisionMaking);
  });

  it('refuses a value that is not a plan', () => {
    for (const bad of [null, [], 'plan'])
      expect(() => parentingPlanKind.validate(bad)).toThrow('A parenting plan must be an object.');
  });
});

describe('expense-sheet kind', () => {
  it("reads the earlier app's shape: text amounts, parent names, Yes/No", () => {
    const sheet = expenseSheetKind.validate({
      monthYear: 'March 2025',
      splitRatio: '60',
      expenses: [{ id: 'r1', amount: '12.50', payer: 'Parent 2', paid: 'Yes', category: 'healthcare' }, 7],
    });
    expect(sheet).toEqual({
      name: 'March 2025',
      parent1Name: '',
      parent2Name: '',
      monthYear: 'March 2025',
      splitRatio: 60,
      expenses: [{ id: 'r1', date: '', description: '', amountCents: 1250, category: 'Healthcare', payer: 'p2', paid: true }],
    });
  });

  it('refuses a sheet that is not one, or whose amount is not a number, in plain words', () => {
    expect(() => expenseSheetKind.validate([])).toThrow('This expense sheet is not readable.');
    expect(() => expenseSheetKind.validate({ expenses: [{ amount: 'twelve' }] })).toThrow('The amount "twelve" is not a number.');
  });
});

describe('child-support guideline form', () => {
  const base = {
    youIncome: '4000',
    otherIncome: '3000',
    children: 2,
    overnightsYou: '100',
    overnightsOther: '200',
    childCare: '',
    healthInsurance: '',
    youLocalTax: '',
    otherLocalTax: '',
  };
  const all = { childCare: true, healthInsurance: true, localTax: true };

  it('says the overnights do not make a year even while another box has a problem', () => {
    expect(parseGuidelineFields({ ...base, youIncome: 'lots' }, all)).toEqual({
      kind: 'errors',
      errors: {
        youIncome: INCOME_ERROR,
        overnightsOther: 'The two counts should add up to 365 nights (366 in a leap year); now they add up to 300.',
      },
    });
  });

  it('an unreadable count is said at its box, and the sum is not checked', () => {
    expect(parseGuidelineFields({ ...base, overnightsOther: 'x' }, all)).toEqual({
      kind: 'errors',
      errors: { overnightsOther: 'Enter a whole number of nights from 0 to 366.' },
    });
  });
});

describe('mediation-report kind', () => {
  const term = { topic: 'School', partyA: 'Public', partyB: 'Public', similarity: 0.9 };
  const v1 = {
    version: 1,
    id: 'r1',
    savedAt: '2026-01-02',
    createdAt: '2026-01-01',
    documentType: 'parenting-plan',
    summary: 'One difference.',
    alignedTerms: [term],
    conflictingTerms: [],
    oneSidedTerms: [],
    recommendations: [{ text: 'Talk about holidays.' }],
  };
  const message = (value: unknown) => {
    try {
      mediationReportKind.validate(value);
      return 'accepted';
    } catch (err) {
      return (err as Error).message;
    }
  };

  it('keeps a version 1 or 2 report whole, fields it does not name included', () => {
    expect(mediationReportKind.validate(v1)).toStrictEqual(v1);
    const v2 = { ...v1, version: 2, couldNotCompareTerms: [term], method: 'pairs' };
    expect(mediationReportKind.validate(v2)).toStrictEqual(v2);
  });

  it('refuses each broken rule in its own words, in the order they were checked before', () => {
    expect(message([])).toBe('not an object');
    expect(message({ ...v1, version: 3 })).toBe('unknown report version');
    expect(message({ ...v1, version: 2, id: 5 })).toBe('bad terms');
    expect(message({ ...v1, summary: null })).toBe('missing summary');
    expect(message({ ...v1, alignedTerms: [{ topic: 'School' }] })).toBe('bad terms');
    expect(message({ ...v1, recommendations: [{}] })).toBe('bad recommendations');
  });
});
