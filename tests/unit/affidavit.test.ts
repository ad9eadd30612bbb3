import { describe, expect, it } from 'vitest';
import { ROW_LIST_KEYS, ROW_LISTS, SCALAR_KEYS } from '../../src/features/affidavit/fields';
import { SECTIONS } from '../../src/features/affidavit/layout';
import { affidavitDraft, isEmptyAffidavit } from '../../src/features/affidavit/pdfDraft';
import { addRow, emptyAffidavit, removeRow, updateRow } from '../../src/features/affidavit/rows';
import { validateAffidavit } from '../../src/features/affidavit/schema';
import { computedTotal, totalHint } from '../../src/features/affidavit/totals';
import { centsToDecimal, formatCents, parseCents } from '../../src/lib/money';

describe('affidavit defaults', () => {
  it('has every field blank and the eleven lists with one blank row each', () => {
    const d = emptyAffidavit();
    expect(SCALAR_KEYS).toHaveLength(4 + 9 + 7 + 23 + 4);
    for (const k of SCALAR_KEYS) expect(d[k]).toBe('');
    expect(d.alternativeAddress).toBe(false);
    expect(ROW_LIST_KEYS).toEqual([
      'assetsCash',
      'assetsInvestments',
      'assetsBusiness',
      'assetsRealEstate',
      'assetsInsurance',
      'assetsRetirement',
      'assetsVehicles',
      'assetsPersonal',
      'debts',
      'lawsuits',
      'taxRefunds',
    ]);
    for (const list of ROW_LIST_KEYS) {
      expect(d[list]).toHaveLength(1);
      const row = d[list][0]!;
      expect(row.id).toBe(1);
      expect(Object.keys(row).sort()).toEqual(['id', ...ROW_LISTS[list]].sort());
    }
  });

  it('gives fresh objects each time', () => {
    const a = emptyAffidavit();
    a.fullName = 'X';
    a.debts.push({ id: 9 });
    const b = emptyAffidavit();
    expect(b.fullName).toBe('');
    expect(b.debts).toHaveLength(1);
  });

  it('every scalar key and every list appears exactly once in the form layout', () => {
    const scalars: string[] = [];
    const lists: string[] = [];
    let checks = 0;
    for (const s of SECTIONS)
      for (const b of s.blocks) {
        if (b.kind === 'fields') scalars.push(...b.fields.map((f) => f.key));
        else if (b.kind === 'rows') lists.push(b.list.key);
        else checks++;
      }
    expect(SECTIONS.map((s) => s.title)).toEqual([
      'I. Personal Information',
      'II. Monthly Income & Employment',
      'III. Monthly Expenses',
      'IV. Assets',
      'V. Debts & Liabilities',
      'VI. Other Information',
      'VII. Certification',
    ]);
    expect([...scalars].sort()).toEqual([...SCALAR_KEYS].sort());
    expect([...lists].sort()).toEqual([...ROW_LIST_KEYS].sort());
    expect(checks).toBe(1);
  });
});

describe('validateAffidavit (merge of a saved copy over the defaults)', () => {
  it('throws on values that are not an object', () => {
    for (const bad of [null, undefined, 42, 'text', [], true]) expect(() => validateAffidavit(bad)).toThrow(TypeError);
  });

  it('accepts the legacy localStorage shape, keeping numbers as text', () => {
    const legacy = {
      fullName: 'Jordan Lee',
      income_salary: 4200,
      income_total: '4200',
      alternativeAddress: true,
      assetsCash: [
        { id: 1712345678901, bankName: 'Credit Union', accountName: 'Jordan', accountType: 'Checking', balance: 1500.5 },
      ],
      debts: [],
    };
    const d = validateAffidavit(legacy);
    expect(d.fullName).toBe('Jordan Lee');
    expect(d.income_salary).toBe('4200');
    expect(d.income_total).toBe('4200');
    expect(d.occupation).toBe('');
    expect(d.alternativeAddress).toBe(true);
    expect(d.assetsCash).toEqual([
      { id: 1712345678901, bankName: 'Credit Union', accountName: 'Jordan', accountType: 'Checking', balance: '1500.5' },
    ]);
    // A saved empty list stays empty; a missing list gets its blank row.
    expect(d.debts).toEqual([]);
    expect(d.lawsuits).toEqual([{ id: 1, caseNumber: '', dateFiled: '', amountRecovered: '' }]);
  });

  it('drops unknown keys and junk rows, fills missing columns and repairs ids', () => {
    const d = validateAffidavit({
      ssn: '123-45-6789',
      fullName: { nested: true },
      assetsPersonal: [
        { id: 3, description: 'Piano' },
        'junk',
        { id: 3, description: 'Ring', fmv: 900 },
        { description: 'Watch' },
      ],
    });
    expect('ssn' in d).toBe(false);
    expect(d.fullName).toBe('');
    expect(d.assetsPersonal).toEqual([
      { id: 3, description: 'Piano', fmv: '' },
      { id: 4, description: 'Ring', fmv: '900' },
      { id: 5, description: 'Watch', fmv: '' },
    ]);
  });

  it('round-trips a normalised affidavit unchanged', () => {
    let d = emptyAffidavit();
    d = { ...d, fullName: 'A', exp_total: '12.5' };
    d = addRow(d, 'debts');
    expect(validateAffidavit(JSON.parse(JSON.stringify(d)))).toEqual(d);
  });
});

describe('validateAffidavit edge cases (the schema keeps the hand-written rules)', () => {
  it('reads ids as numbers, drops what is not a field, and keeps defaults for what is not a list', () => {
    const d = validateAffidavit({
      income_salary: Infinity,
      phone: 5551234,
      alternativeAddress: 'true',
      debts: 'not a list',
      assetsCash: [{ id: '7', bankName: 5, extra: 'dropped' }, { id: null }, { id: 7 }, 12],
    });
    expect(d.income_salary).toBe('');
    expect(d.phone).toBe('5551234');
    expect(d.alternativeAddress).toBe(true);
    expect(d.debts).toEqual([{ id: 1, creditorName: '', purpose: '', amountOwed: '', monthlyPayment: '' }]);
    expect(d.assetsCash).toEqual([
      { id: 7, bankName: '5', accountName: '', accountType: '', balance: '' },
      { id: 0, bankName: '', accountName: '', accountType: '', balance: '' },
      { id: 8, bankName: '', accountName: '', accountType: '', balance: '' },
    ]);
    expect(validateAffidavit({ alternativeAddress: 'yes' }).alternativeAddress).toBe(false);
    expect(() => validateAffidavit([])).toThrow('A financial affidavit must be an object.');
  });
});

describe('rows', () => {
  it('adds blank rows with the next id and removes by id without touching other lists', () => {
    let d = emptyAffidavit();
    d = addRow(d, 'debts');
    d = addRow(d, 'debts');
    expect(d.debts.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(d.debts[2]).toEqual({ id: 3, creditorName: '', purpose: '', amountOwed: '', monthlyPayment: '' });
    d = updateRow(d, 'debts', 2, 'creditorName', 'Visa');
    const before = d;
    d = removeRow(d, 'debts', 1);
    expect(d.debts.map((r) => [r.id, r.creditorName])).toEqual([
      [2, 'Visa'],
      [3, ''],
    ]);
    expect(before.debts).toHaveLength(3);
    expect(d.assetsCash).toBe(before.assetsCash);
    d = removeRow(removeRow(d, 'debts', 2), 'debts', 3);
    expect(d.debts).toEqual([]);
    d = addRow(d, 'debts');
    expect(d.debts.map((r) => r.id)).toEqual([1]);
  });
});

describe('money and total hints', () => {
  it('parses amounts with the one money module (src/lib/money.ts): half-up to the cent, no negatives', () => {
    expect(parseCents('')).toBeNull();
    expect(parseCents('abc')).toBeNull();
    expect(parseCents('12')).toBe(1200);
    expect(parseCents('0.1')).toBe(10);
    expect(parseCents('1.005')).toBe(101);
    expect(parseCents('-5')).toBeNull();
    expect(parseCents('$1,234.565')).toBe(123457);
    expect(parseCents(19.99)).toBe(1999);
    expect(centsToDecimal(123450)).toBe('1234.50');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-1200)).toBe('-$12.00');
  });

  it('a typed 1.005 counts as $1.01 in the totals, and a negative line is not added', () => {
    const d = { ...emptyAffidavit(), income_salary: '1.005', income_overtime: '-50', income_other: '2' };
    expect(computedTotal(d, 'income')).toBe(301);
  });

  it('a negative net (deductions above income) offers its figure and matches it once used', () => {
    const d = { ...emptyAffidavit(), income_salary: '100', deduction_federal_tax: '112' };
    expect(totalHint(d, 'net_monthly_income', 'net')).toEqual({ cents: -1200, input: '-12.00', matches: false });
    expect(totalHint({ ...d, net_monthly_income: '-12.00' }, 'net_monthly_income', 'net')?.matches).toBe(true);
  });

  it('sums income, deductions and expenses without float drift, ignoring blanks', () => {
    const d = { ...emptyAffidavit(), income_salary: '0.1', income_overtime: '0.2', income_other: 'x' };
    expect(computedTotal(d, 'income')).toBe(30);
    expect(computedTotal(emptyAffidavit(), 'income')).toBeNull();
    const e = { ...emptyAffidavit(), exp_housing: '1500', exp_groceries: '600.25', exp_child_medical_oop: '40' };
    expect(computedTotal(e, 'expenses')).toBe(214025);
  });

  it('net uses typed totals when present, else computed sums', () => {
    const d = { ...emptyAffidavit(), income_salary: '5000', deduction_federal_tax: '600', deduction_fica: '382.50' };
    expect(computedTotal(d, 'net')).toBe(401750);
    expect(computedTotal({ ...d, income_total: '5200' }, 'net')).toBe(421750);
    expect(computedTotal({ ...d, income_total: '5200', deduction_total: '1000' }, 'net')).toBe(420000);
  });

  it('the hint never changes the typed total and says whether it matches', () => {
    const d = { ...emptyAffidavit(), income_salary: '3000', income_rental: '250.5', income_total: '9999' };
    expect(totalHint(d, 'income_total', 'income')).toEqual({ cents: 325050, input: '3250.50', matches: false });
    expect(d.income_total).toBe('9999');
    expect(totalHint({ ...d, income_total: '3250.5' }, 'income_total', 'income')?.matches).toBe(true);
    expect(totalHint(emptyAffidavit(), 'exp_total', 'expenses')).toBeNull();
  });
});

describe('affidavitDraft (PDF content)', () => {
  it('is empty for an empty affidavit', () => {
    expect(affidavitDraft(emptyAffidavit())).toEqual([]);
    expect(isEmptyAffidavit(emptyAffidavit())).toBe(true);
  });

  it('lists only filled fields, in form order, with money formatted', () => {
    let d = emptyAffidavit();
    d = {
      ...d,
      occupation: 'Nurse',
      fullName: 'Jordan Lee',
      income_total: '4200',
      exp_housing: '1500',
      signature: 'Jordan Lee',
      alternativeAddress: true,
    };
    d = updateRow(d, 'assetsCash', 1, 'bankName', 'Credit Union');
    d = addRow(d, 'assetsCash');
    d = updateRow(d, 'assetsCash', 2, 'balance', '1500.5');
    d = updateRow(d, 'taxRefunds', 1, 'taxYear', '2024');
    const draft = affidavitDraft(d);
    expect(draft.map((s) => s.heading)).toEqual([
      'I. Personal Information',
      'II. Monthly Income & Employment',
      'III. Monthly Expenses',
      'IV. Assets',
      'VI. Other Information',
      'VII. Certification',
    ]);
    expect(draft[0]!.groups[0]!.items).toEqual([
      { label: 'Full legal name', value: 'Jordan Lee' },
      { label: 'Occupation', value: 'Nurse' },
    ]);
    expect(draft[1]!.groups).toEqual([
      { heading: 'Gross monthly income', items: [{ label: 'Total gross monthly income', value: '$4,200.00' }] },
    ]);
    expect(draft[3]!.groups).toEqual([
      { heading: 'Cash and bank accounts – 1', items: [{ label: 'Bank or credit union', value: 'Credit Union' }] },
      { heading: 'Cash and bank accounts – 2', items: [{ label: 'Current balance ($)', value: '$1,500.50' }] },
    ]);
    expect(draft[4]!.groups[0]!.items).toEqual([{ label: 'Tax year', value: '2024' }]);
    expect(draft[5]!.groups).toEqual([
      { items: [{ label: 'Signature (type your full name)', value: 'Jordan Lee' }] },
      { items: [{ label: 'Alternative address requested', value: 'Yes' }] },
    ]);
  });
});

describe('affidavitDraft of a fully filled affidavit', () => {
  it('holds every field once, in the order of the form', () => {
    let d = emptyAffidavit();
    // Money fields get distinct cent amounts; text fields their own key as the value.
    let cents = 101;
    const money = new Set<string>();
    for (const s of SECTIONS)
      for (const b of s.blocks) {
        if (b.kind === 'fields') for (const f of b.fields) if (f.type === 'money') money.add(f.key);
      }
    const expected: string[] = [];
    const valueOf = (key: string, isMoney: boolean): [string, string] => {
      if (!isMoney) return [`v:${key}`, `v:${key}`];
      const c = cents++;
      return [`${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`, formatCents(c)];
    };
    // Form order: personal, income (+total), deductions (+total, net), expenses (+total), then the
    // eleven lists, then the certification (section VII comes last on the form).
    const specScalars = SCALAR_KEYS.filter((k) => !['signature', 'dateSigned', 'phone', 'email'].includes(k));
    for (const k of specScalars) {
      const [typed, shown] = valueOf(k, money.has(k));
      d = { ...d, [k]: typed };
      expected.push(shown);
    }
    for (const list of ROW_LIST_KEYS) {
      d = addRow(d, list);
      for (const id of [1, 2])
        for (const col of ROW_LISTS[list]) {
          const def = SECTIONS.flatMap((s) => s.blocks).find((b) => b.kind === 'rows' && b.list.key === list);
          const type = def && def.kind === 'rows' ? def.list.columns.find((c) => c.key === col)!.type : 'text';
          const [typed, shown] =
            type === 'money' ? valueOf(`${list}.${col}`, true) : [`v:${list}.${id}.${col}`, `v:${list}.${id}.${col}`];
          d = updateRow(d, list, id, col, typed);
          expected.push(shown);
        }
    }
    for (const k of ['signature', 'dateSigned', 'phone', 'email'] as const) {
      d = { ...d, [k]: `v:${k}` };
      expected.push(`v:${k}`);
    }
    d = { ...d, alternativeAddress: true };
    expected.push('Yes');

    const values = affidavitDraft(d).flatMap((s) => s.groups.flatMap((g) => g.items.map((i) => i.value)));
    expect(values).toEqual(expected);
    expect(values).toHaveLength(SCALAR_KEYS.length + 2 * Object.values(ROW_LISTS).reduce((n, cols) => n + cols.length, 0) + 1);
    expect(affidavitDraft(d).map((s) => s.heading)).toEqual(SECTIONS.map((s) => s.title));
  });
});
