import { describe, expect, it } from 'vitest';
import { HOLIDAY_LABELS } from '../../src/content/holidays';
import { PLAN_SECTIONS } from '../../src/features/parenting-plan/layout';
import {
  ACCESS_TO_RECORDS_TEXT,
  addChild,
  defaultPlan,
  getField,
  GROUPS,
  HAGUE_TEXT,
  mergePlan,
  MUTUAL_RESPECT_TEXT,
  NON_DISPARAGEMENT_TEXT,
  removeChild,
  setField,
  TEXT_KEYS,
  updateChild,
  updateParent,
} from '../../src/features/parenting-plan/model';
import { planDraft } from '../../src/features/parenting-plan/pdfDraft';

describe('plan defaults', () => {
  it('has blank answers, one blank child and the prefilled texts', () => {
    const p = defaultPlan();
    expect(p.parent1Info).toEqual({ name: '', address: '', phone: '', email: '' });
    expect(p.parent2Info).toEqual({ name: '', address: '', phone: '', email: '' });
    expect(p.children).toEqual([{ id: 1, name: '', dob: '', specialNeeds: '' }]);
    for (const k of TEXT_KEYS) expect(p[k]).toBe('');
    expect(p.internationalTravel).toEqual({ consent: '', passports: '', hagueConvention: HAGUE_TEXT });
    expect(p.generalProvisions).toEqual({
      rightOfFirstRefusal: '',
      nonDisparagement: NON_DISPARAGEMENT_TEXT,
      accessToRecords: ACCESS_TO_RECORDS_TEXT,
      mutualRespect: MUTUAL_RESPECT_TEXT,
    });
    expect(HAGUE_TEXT).toContain('habitual residence of the children named in this plan is the United States');
    expect(p.conflictResolution).toEqual({ process: '' });
    expect(p.reviewAndModification).toEqual({ process: '' });
  });

  it('has all fourteen holidays, each with an input in section 3', () => {
    const p = defaultPlan();
    expect(Object.keys(p.holidaySchedule)).toEqual([
      'newYears',
      'mlkDay',
      'presidentsDay',
      'springBreak',
      'easter',
      'memorialDay',
      'mothersDay',
      'fathersDay',
      'fourthOfJuly',
      'laborDay',
      'halloween',
      'thanksgiving',
      'winterBreak',
      'childrensBirthdays',
    ]);
    const paths = PLAN_SECTIONS.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'fields' ? b.fields.map((f) => f.path) : [])));
    for (const h of GROUPS.holidaySchedule) expect(paths).toContain(`holidaySchedule.${h}`);
    expect(Object.keys(HOLIDAY_LABELS)).toHaveLength(14);
    // The plan's boxes carry the one list of holiday names (src/content/holidays.ts) that the schedule uses too.
    const labels = Object.fromEntries(
      PLAN_SECTIONS.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'fields' ? b.fields.map((f) => [f.path, f.label]) : []))),
    );
    expect(labels['holidaySchedule.mlkDay']).toBe('Martin Luther King Jr. Day');
    expect(labels['holidaySchedule.childrensBirthdays']).toBe('Children’s Birthdays');
    expect(HOLIDAY_LABELS.mothersDay).toBe('Mother’s Day');
  });

  it('lays out every field exactly once across the seven sections', () => {
    expect(PLAN_SECTIONS.map((s) => s.title)).toEqual([
      '1. Introduction & Purpose',
      '2. Custody & Decision-Making',
      '3. Parenting Time Schedule',
      '4. Financial Responsibilities',
      '5. Communication & Logistics',
      '6. Travel & Relocation',
      '7. General Provisions & Conflict Resolution',
    ]);
    const paths = PLAN_SECTIONS.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'fields' ? b.fields.map((f) => f.path) : [])));
    const expected = [...TEXT_KEYS, ...Object.entries(GROUPS).flatMap(([g, keys]) => keys.map((k) => `${g}.${k}`))];
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives fresh objects each time', () => {
    const a = defaultPlan();
    a.holidaySchedule.easter = 'Mom';
    a.children.push({ id: 2, name: 'x', dob: '', specialNeeds: '' });
    const b = defaultPlan();
    expect(b.holidaySchedule.easter).toBe('');
    expect(b.children).toHaveLength(1);
  });
});

describe('mergePlan (saved plan over defaults)', () => {
  it('throws on values that are not an object', () => {
    for (const bad of [null, undefined, 1, 'plan', [], false]) expect(() => mergePlan(bad)).toThrow(TypeError);
  });

  it('an empty object gives the defaults', () => {
    expect(mergePlan({})).toEqual(defaultPlan());
  });

  it('keeps saved answers, fills the rest from defaults (legacy parentingPlanProgress shape)', () => {
    const legacy = {
      parent1Info: { name: 'Alex Rivera', phone: '555-0100' },
      parent2Info: { name: 'Sam Rivera', address: '1 Elm St', phone: '555-0101', email: 'sam@example.com' },
      children: [
        { name: 'Mia', dob: '2016-04-02', specialNeeds: 'Asthma inhaler' },
        { name: 'Leo', dob: '2019-09-10' },
      ],
      legalCustody: 'Joint legal custody',
      holidaySchedule: { thanksgiving: 'Parent 1 in even years', easter: 42 },
      generalProvisions: { nonDisparagement: 'Our own wording', mutualRespect: '' },
      internationalTravel: { consent: 'Written consent 30 days ahead', hagueConvention: 'edited text' },
      somethingElse: 'dropped',
    };
    const p = mergePlan(legacy);
    expect(p.parent1Info).toEqual({ name: 'Alex Rivera', address: '', phone: '555-0100', email: '' });
    expect(p.parent2Info.email).toBe('sam@example.com');
    expect(p.children).toEqual([
      { id: 1, name: 'Mia', dob: '2016-04-02', specialNeeds: 'Asthma inhaler' },
      { id: 2, name: 'Leo', dob: '2019-09-10', specialNeeds: '' },
    ]);
    expect(p.legalCustody).toBe('Joint legal custody');
    expect(p.physicalCustody).toBe('');
    expect(p.holidaySchedule.thanksgiving).toBe('Parent 1 in even years');
    expect(p.holidaySchedule.easter).toBe('42');
    expect(p.holidaySchedule.halloween).toBe('');
    expect(p.generalProvisions).toEqual({
      rightOfFirstRefusal: '',
      nonDisparagement: 'Our own wording',
      accessToRecords: ACCESS_TO_RECORDS_TEXT,
      mutualRespect: '',
    });
    expect(p.internationalTravel).toEqual({
      consent: 'Written consent 30 days ahead',
      passports: '',
      hagueConvention: HAGUE_TEXT,
    });
    expect('somethingElse' in p).toBe(false);
  });

  it('ignores wrongly typed parts and keeps their defaults', () => {
    const p = mergePlan({ children: 'none', decisionMaking: ['x'], relocation: null, purposeStatement: { a: 1 } });
    expect(p.children).toEqual(defaultPlan().children);
    expect(p.decisionMaking).toEqual(defaultPlan().decisionMaking);
    expect(p.purposeStatement).toBe('');
  });

  it('keeps an empty saved child list and repairs duplicate ids', () => {
    expect(mergePlan({ children: [] }).children).toEqual([]);
    const p = mergePlan({ children: [{ id: 4, name: 'A' }, { id: 4, name: 'B' }, 'junk'] });
    expect(p.children.map((c) => [c.id, c.name])).toEqual([
      [4, 'A'],
      [5, 'B'],
    ]);
  });

  it('round-trips a merged plan unchanged', () => {
    let p = addChild(defaultPlan());
    p = updateChild(p, 2, 'name', 'Noa');
    p = setField(p, 'holidaySchedule.halloween', 'Alternate years');
    expect(mergePlan(JSON.parse(JSON.stringify(p)))).toEqual(p);
  });
});

describe('plan edits', () => {
  it('adds and removes children by id', () => {
    let p = defaultPlan();
    p = addChild(addChild(p));
    expect(p.children.map((c) => c.id)).toEqual([1, 2, 3]);
    p = updateChild(p, 2, 'name', 'Mia');
    p = removeChild(p, 1);
    expect(p.children.map((c) => [c.id, c.name])).toEqual([
      [2, 'Mia'],
      [3, ''],
    ]);
    p = removeChild(removeChild(p, 2), 3);
    expect(p.children).toEqual([]);
    expect(addChild(p).children).toEqual([{ id: 1, name: '', dob: '', specialNeeds: '' }]);
  });

  it('sets nested and top-level fields immutably; the Hague text cannot be changed', () => {
    const p = defaultPlan();
    const q = setField(setField(p, 'decisionMaking.health', 'Joint'), 'childSupport', 'Per state guidelines');
    expect(getField(q, 'decisionMaking.health')).toBe('Joint');
    expect(q.childSupport).toBe('Per state guidelines');
    expect(p.decisionMaking.health).toBe('');
    expect(setField(p, 'internationalTravel.hagueConvention', 'x')).toBe(p);
    expect(updateParent(p, 'parent2Info', 'email', 'b@example.com').parent2Info.email).toBe('b@example.com');
    expect(p.parent2Info.email).toBe('');
  });
});

describe('planDraft (PDF content)', () => {
  it('holds the prefilled texts even for a fresh plan', () => {
    const d = planDraft(defaultPlan());
    expect(d.map((s) => s.heading)).toEqual(['6. Travel & Relocation', '7. General Provisions & Conflict Resolution']);
    expect(d[0]!.groups).toEqual([
      { heading: 'International travel', items: [{ label: 'Hague Convention acknowledgement', value: HAGUE_TEXT }] },
    ]);
  });

  it('lists filled fields in form order', () => {
    let p = defaultPlan();
    p = updateParent(p, 'parent1Info', 'name', 'Alex');
    p = updateChild(p, 1, 'dob', '2016-04-02');
    p = addChild(p);
    p = updateChild(p, 2, 'name', 'Leo');
    p = setField(p, 'holidaySchedule.winterBreak', 'Split in half');
    p = setField(p, 'holidaySchedule.newYears', 'Parent 2');
    p = setField(p, 'parentingSchedule.summer', 'Two weeks each');
    const d = planDraft(p);
    expect(d[0]).toEqual({
      heading: '1. Introduction & Purpose',
      groups: [
        { heading: 'Parent 1', items: [{ label: 'Name', value: 'Alex' }] },
        { heading: 'Child 1', items: [{ label: 'Date of birth', value: 'April 2, 2016' }] },
        { heading: 'Child 2', items: [{ label: 'Name', value: 'Leo' }] },
      ],
    });
    expect(d[1]).toEqual({
      heading: '3. Parenting Time Schedule',
      groups: [
        { heading: 'Regular schedule', items: [{ label: 'Summer', value: 'Two weeks each' }] },
        {
          heading: 'Holidays',
          items: [
            { label: 'New Year’s Day', value: 'Parent 2' },
            { label: 'Winter Break', value: 'Split in half' },
          ],
        },
      ],
    });
  });
});

describe('planDraft of a fully filled plan', () => {
  it('holds every field once (prefilled texts included), in the order of the form', () => {
    let p = defaultPlan();
    const expected: string[] = [];
    for (const which of ['parent1Info', 'parent2Info'] as const)
      for (const f of ['name', 'address', 'phone', 'email'] as const) {
        p = updateParent(p, which, f, `${which}.${f}`);
        expected.push(`${which}.${f}`);
      }
    p = addChild(p);
    for (const id of [1, 2])
      for (const f of ['name', 'dob', 'specialNeeds'] as const) {
        p = updateChild(p, id, f, `child${id}.${f}`);
        expected.push(`child${id}.${f}`);
      }
    for (const s of PLAN_SECTIONS)
      for (const b of s.blocks) {
        if (b.kind !== 'fields') continue;
        for (const f of b.fields) {
          if (f.readOnly) {
            expected.push(HAGUE_TEXT);
            continue;
          }
          p = setField(p, f.path, `v:${f.path}`);
          expected.push(`v:${f.path}`);
        }
      }
    const draft = planDraft(p);
    expect(draft.map((s) => s.heading)).toEqual(PLAN_SECTIONS.map((s) => s.title));
    const values = draft.flatMap((s) => s.groups.flatMap((g) => g.items.map((i) => i.value)));
    expect(values).toEqual(expected);
    // 8 parent fields, 3 per child, 7 top-level texts and every grouped field.
    const grouped = Object.values(GROUPS).reduce((n, keys) => n + keys.length, 0);
    expect(values).toHaveLength(8 + 6 + TEXT_KEYS.length + grouped);
    // The form order puts the financial items in section 4, before communication.
    expect(values.indexOf('v:taxExemptions')).toBeLessThan(values.indexOf('v:transportation.exchanges'));
  });
});
