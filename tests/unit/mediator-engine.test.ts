import { describe, expect, test } from 'vitest';
import { comparePair } from '../../src/features/mediator/compare';
import { redline } from '../../src/features/mediator/redline';
import { redlineText } from '../../src/features/mediator/reportModel';
import { findAliases } from '../../src/features/mediator/aliases';
import { readDetails } from '../../src/features/mediator/details';
import { analyzeDocuments, isAuthorship, type EngineResult } from '../../src/features/mediator/engine';
import { joinWrapped, readItems } from '../../src/features/mediator/financial';
import { cleanLines } from '../../src/features/mediator/normalize';
import { sentencesOf, splitProvisions } from '../../src/features/mediator/provisions';
import { middleCents, proposeFor } from '../../src/features/mediator/recommend';

const doc = (text: string) => [{ name: 'doc.txt', text }];
const run = (a: string, b: string, type: Parameters<typeof analyzeDocuments>[2] = 'Parenting Agreement', state?: string) =>
  analyzeDocuments(doc(a), doc(b), type, state ?? null, { today: '2026-01-15' });
const conflicts = (r: EngineResult) => r.findings.filter((f) => f.verdict === 'conflict');
const pick = (text: string) => readDetails(text).map((d) => [d.kind, d.key]);

describe('typed details', () => {
  test('compound number words: "forty-two days" is 42 days, not 2', () => {
    expect(pick('within forty-two days of the order')).toEqual([['duration', '42']]);
    expect(pick('thirty (30) days')).toEqual([['duration', '30']]);
    expect(pick('one hundred twenty days')).toEqual([['duration', '120']]);
  });
  test('"$1,245.00" is money, never hours or a count', () => {
    expect(pick('Father shall pay $1,245.00 per month')).toEqual([
      ['parent', 'father'],
      ['money', '124500/month'],
    ]);
    expect(pick('a payment of $1,245.00 within 30 days')).toEqual([
      ['money', '124500'],
      ['duration', '30'],
    ]);
  });
  test('dates with and without a year; weekdays; 1st, 3rd and 5th Friday rules; odd/even years', () => {
    expect(pick('from December 26 until noon on December 28, 2027')).toEqual([
      ['date', '12-26'],
      ['time', '720'],
      ['date', '12-28-2027'],
    ]);
    expect(pick('on the 1st, 3rd and 5th Friday of each month')).toEqual([
      ['weeks', '1,3,5 friday'],
      ['weekday', 'friday'],
    ]);
    expect(pick('the first and third weekends')).toEqual([['weeks', '1,3 weekend']]);
    expect(pick('in even-numbered years')).toEqual([['parity', 'even']]);
    expect(pick('at the time school is regularly dismissed on Thursday')).toEqual([
      ['time', 'school-dismissal'],
      ['weekday', 'thursday'],
    ]);
  });
  test('notice periods, distances and percentages', () => {
    expect(pick('A parent who intends to change his/her residence shall give sixty (60) days written notice')).toEqual([
      ['notice', '60'],
    ]);
    expect(pick('more than 50 miles')).toEqual([['distance', '50mi']]);
    expect(pick('split 60/40')).toEqual([['percent', '60']]);
  });
  test('which parent: Petitioner/Respondent and first names mapped through the documents', () => {
    const aliases = findAliases([
      'Petitioner, Rachel Ortiz (hereinafter "Mother"), and Respondent, Kevin Ortiz (hereinafter "Father")',
    ]);
    expect(aliases.get('Rachel')).toBe('mother');
    expect(aliases.get('Petitioner')).toBe('mother');
    expect(aliases.get('Respondent')).toBe('father');
    expect(
      readDetails('Kevin shall pay Respondent', aliases)
        .filter((d) => d.kind === 'parent')
        .map((d) => d.key),
    ).toEqual(['father', 'father']);
  });
});

describe('verdicts on paired provisions', () => {
  test('a waiver of spousal support against $1,500 a month is a conflict, whatever boilerplate they share', () => {
    const c = comparePair(
      'Spousal support. Each party waives spousal support from the other, now and in the future, and this waiver is not modifiable by the court.',
      'Spousal support. Husband shall pay Wife spousal support of $1,500 per month, and this provision is not modifiable by the court.',
    );
    expect(c.verdict).toBe('conflict');
    expect(c.differences.map((d) => d.line)).toContain('Waiver: Party A waives it; Party B asks for $1,500 per month.');
  });
  test('a retirement waiver against a split by QDRO is a conflict although both mention a QDRO', () => {
    const c = comparePair(
      'Each party waives any interest in the retirement accounts of the other, and no QDRO shall be entered.',
      'The 401(k) shall be divided 50% to each party by QDRO.',
    );
    expect(c.verdict).toBe('conflict');
  });
  test('a ticked "[X]" against an unticked "[ ]" option is a conflict', () => {
    const r = run(
      '[X] The parents shall be appointed Joint Managing Conservators.',
      '☐ The parents shall be appointed Joint Managing Conservators.',
    );
    expect(conflicts(r)).toHaveLength(1);
    expect(conflicts(r)[0]?.differences[0]?.line).toBe(
      'Ticked options: Party A says "The parents shall be appointed Joint Managing Conservators." ticked; Party B says "The parents shall be appointed Joint Managing Conservators." not ticked.',
    );
  });
  test('December 26 against December 28 is a conflict', () => {
    const c = comparePair(
      'Christmas possession ends at noon on December 26.',
      'Christmas possession ends at noon on December 28.',
    );
    expect(c.verdict).toBe('conflict');
    expect(c.differences.map((d) => d.line)).toEqual(['Date: Party A says December 26; Party B says December 28.']);
  });
  test('an odd/even swap between the parents is a conflict', () => {
    const c = comparePair(
      'Mother shall have Thanksgiving in even-numbered years and Father in odd-numbered years.',
      'Mother shall have Thanksgiving in odd-numbered years and Father in even-numbered years.',
    );
    expect(c.verdict).toBe('conflict');
    expect(c.differences[0]?.kind).toBe('parity');
  });
  test('who pays swapped between the parents is a conflict; Husband/Wife read as Father/Mother', () => {
    const c = comparePair('The Father shall pay the Mother $500 per month.', 'The Wife shall pay the Husband $500 per month.');
    expect(c.verdict).toBe('conflict');
    expect(c.differences.map((d) => d.kind)).toEqual(['parent']);
  });
  test('the same words in a different layout are aligned; reworded text with no typed difference is "could not compare", never aligned', () => {
    expect(comparePair('The  Father will pay $500 per month.', 'the Father shall pay $500 per month.').verdict).toBe('aligned');
    expect(
      comparePair(
        'The parents shall inform each other about school matters.',
        'The parents shall consult each other about school matters.',
      ).verdict,
    ).toBe('could-not-compare');
  });
  test('the redline shows only the changed words with a little context', () => {
    const rl = redline(
      'The Father shall pay child support of $900 per month by the first day of each month.',
      'The Father shall pay child support of $1,200 per month by the first day of each month.',
    );
    expect(redlineText(rl)).toBe('… pay child support of [-$900-] {+$1,200+} per month by the …');
  });
});

describe('provisions, topics and format', () => {
  test('run-in headings head their provision and are not quoted as terms; page footers are dropped', () => {
    const text = [
      '5. CHILD SUPPORT. Father shall pay $900 per month.',
      'FL-341 Rev. January 1, 2024 Page 1 of 2',
      '6. RELOCATION. Notice of 60 days.',
      'FL-341 Rev. January 1, 2024 Page 2 of 2',
    ].join('\n');
    const p = splitProvisions(text);
    expect(p.map((x) => [x.number, x.runIn, x.text])).toEqual([
      ['5.', 'CHILD SUPPORT', 'Father shall pay $900 per month.'],
      ['6.', 'RELOCATION', 'Notice of 60 days.'],
    ]);
  });
  test('Thursday possession is parenting time, not Education, although it says "school"', () => {
    const r = run(
      'THURSDAYS\nOn Thursday of each week during the regular school term, beginning at 6:00 p.m. and ending at 8:00 p.m.',
      'THURSDAYS\nOn Thursday of each week during the regular school term, beginning at the time school is regularly dismissed and ending at the time school resumes.',
    );
    expect(conflicts(r).map((f) => f.topicId)).toEqual(['parenting-time']);
  });
  test('a street name is not a topic', () => {
    const r = run(
      'The Mother shall reside at 12 Exchange Street, Austin, and shall pay $200 per month for utilities.',
      'Nothing here.',
    );
    expect(r.findings.map((f) => f.topicId)).toEqual([null]);
  });
  test('the same content as PDF-like text (hard wraps, hyphenation, footers, checkbox glyphs) and as plain text gives the same report', () => {
    const txt = [
      'ARTICLE 4 CHILD SUPPORT',
      '4.1 The Father shall pay child support of $1,245.00 per month beginning on the first day of the month after the order is signed.',
      '[X] Payments through the State Disbursement Unit',
      '[ ] Payments directly to the Mother',
      'ARTICLE 5 RELOCATION',
      'A parent who intends to change his/her residence shall give forty-two days notice.',
    ].join('\n\n');
    const pdf = [
      'ARTICLE 4 CHILD SUPPORT',
      '4.1 The Father shall pay child support of $1,245.00 per month begin-',
      'ning on the first day of the month after the order is signed.',
      '\u2612 Payments through the State Disbursement Unit',
      '\u2610 Payments directly to the Mother',
      'Form PA-100 (Rev. 2024) Page 1 of 2',
      'ARTICLE 5 RELOCATION',
      'A parent who intends to change his/her residence shall give forty-',
      'two days notice.',
      'Form PA-100 (Rev. 2024) Page 2 of 2',
    ].join('\n');
    const other = txt
      .replace('$1,245.00', '$1,100.00')
      .replace('forty-two', 'thirty')
      .replace('[X] Payments through', '[ ] Payments through')
      .replace('[ ] Payments directly', '[X] Payments directly');
    const fromTxt = run(txt, other);
    const fromPdf = run(pdf, other);
    expect(fromPdf).toEqual(fromTxt);
    expect(conflicts(fromTxt).map((f) => f.differences.map((d) => d.kind).join())).toEqual(['money', 'tick', 'notice']);
    expect(cleanLines(pdf).join(' ')).not.toMatch(/Page \d|PA-100/);
  });
  test('sentences keep "6:00 p.m.", "$1,245.00" and "Tex. Fam. Code" whole', () => {
    expect(sentencesOf('Pick up at 6:00 p.m. on Friday. Pay $1,245.00 monthly under Tex. Fam. Code § 154.')).toEqual([
      'Pick up at 6:00 p.m. on Friday.',
      'Pay $1,245.00 monthly under Tex. Fam. Code § 154.',
    ]);
  });
});

describe('financial disclosures', () => {
  const A = [
    'INCOME',
    "Husband's gross salary: $6,200.00 per month",
    'MONTHLY EXPENSES',
    'Total monthly expenses $4,850.00 per month',
    'ASSETS',
    'Marital home, 12 Oak Lane, Austin: value $350,000.00',
    'Joint checking, Chase, account ending 4471: $12,400.00',
    '2019 Honda CR-V: value $18,000',
    'DEBTS',
    'Home equity line of credit, Wells Fargo: $22,000',
  ].join('\n');
  const B = [
    'INCOME',
    "Wife's gross salary: $4,100.00 per month",
    'MONTHLY EXPENSES',
    'Total monthly expenses $5,300.00 per month',
    'ASSETS',
    'Residence at 12 Oak Lane: value $310,000.00',
    'Chase joint checking xxxx4471: $12,400.00',
    'Vehicle 2019 Honda CR-V',
    '$15,500',
  ].join('\n');
  test('items are read with their keys (account ending, address, vehicle)', () => {
    expect(readItems(A).map((i) => [i.category, i.keys.join(','), i.values])).toEqual([
      ['income', '', [620000]],
      ['total', '', [485000]],
      ['asset', 'address 12 oak', [35000000]],
      ['asset', 'account 4471', [1240000]],
      ['asset', 'vehicle 2019 honda', [1800000]],
      ['debt', '', [2200000]],
    ]);
  });
  test('the same asset valued differently is a conflict; own salaries and expense totals are facts; a debt one side leaves out is undisclosed', () => {
    const r = run(A, B, 'Financial Disclosures');
    expect(conflicts(r).map((f) => [f.topicId, f.differences[0]?.line])).toEqual([
      ['marital-home', 'Value: Party A lists $350,000; Party B lists $310,000.'],
      ['property', 'Value: Party A lists $18,000; Party B lists $15,500.'],
    ]);
    expect(r.findings.filter((f) => f.verdict === 'only-a').map((f) => f.differences[0]?.line)).toEqual([
      "Undisclosed by Party B: Party A lists this debt ($22,000); Party B's disclosure does not.",
    ]);
    expect(r.facts.map((f) => `${f.party}: ${f.value}`)).toEqual(['A: $6,200', 'A: $4,850', 'B: $4,100', 'B: $5,300']);
    expect(r.findings.some((f) => f.topicId === 'spousal-support')).toBe(false);
    expect(r.recommendations.map((x) => x.text).join(' ')).not.toMatch(/\$3[23],\d{3}|middle/);
  });
});

describe('recommendations', () => {
  test('a middle figure always lies strictly between the two offers', () => {
    expect(middleCents(110000, 124500)).toBe(117500);
    expect(middleCents(100000, 101000)).toBe(100500);
    expect(middleCents(90000, 150000)).toBe(120000);
    for (const [x, y] of [
      [1, 3],
      [80000, 80100],
      [27500, 145000],
    ] as const) {
      const m = middleCents(x, y);
      expect(m).toBeGreaterThan(Math.min(x, y));
      expect(m).toBeLessThan(Math.max(x, y));
    }
  });
  test('child support: the suggestion cites the state guideline and the estimator, never a middle figure of its own', () => {
    const r = run(
      'CHILD SUPPORT\nFather shall pay child support of $1,100.00 per month.',
      'CHILD SUPPORT\nFather shall pay child support of $1,245.00 per month.',
      'Parenting Agreement',
      'Missouri',
    );
    expect(r.recommendations.map((x) => [x.topicId, x.text, x.link])).toEqual([
      [
        'child-support',
        "Child support is set by Missouri's child support guidelines, and a court checks any agreed amount against them. Work out the guideline amount for your incomes and overnights with the child support estimator: if it lies between the two offers (Party A $1,100 per month, Party B $1,245 per month), it is a fair place to meet; if it lies outside them, write down why the agreed figure differs from the guideline.",
        { href: '/resources/understanding-child-support', label: 'Open the child support estimator' },
      ],
    ]);
    expect(r.recommendations[0]?.text).not.toMatch(/\$1,175/);
  });
  test('other negotiated amounts get a figure inside both offers', () => {
    const r = run(
      'SPOUSAL SUPPORT\nThe Husband shall pay spousal support of $1,100.00 per month.',
      'SPOUSAL SUPPORT\nThe Husband shall pay spousal support of $1,245.00 per month.',
      'Divorce Terms',
    );
    expect(r.recommendations.map((x) => x.text)).toEqual([
      'A figure between the two offers, for example $1,175 per month (Party A $1,100 per month, Party B $1,245 per month), checked against the state guideline where one applies.',
    ]);
  });
  test('thresholds and notice periods are set side by side, never averaged', () => {
    const a = 'A parent who intends to relocate more than 50 miles shall give 60 days notice.';
    const b = 'A parent who intends to relocate more than 100 miles shall give 30 days notice.';
    const c = comparePair(a, b);
    const p = proposeFor('relocation', a, b, c.differences, new Map(), null);
    expect(p?.text).toContain('choose 60 days (Party A) or 30 days (Party B)');
    expect(p?.text).toContain('choose 50 miles (Party A) or 100 miles (Party B)');
    expect(p?.text).not.toMatch(/45 days|75 miles/);
  });
  test('valuations get a common valuation date, not a midpoint', () => {
    const a = 'The fair market value of the residence is $350,000.';
    const b = 'The fair market value of the residence is $310,000.';
    const p = proposeFor('marital-home', a, b, comparePair(a, b).differences, new Map(), null);
    expect(p?.text).toMatch(/^The two values are for the same item, so do not split the difference: agree one valuation date/);
  });
  test('schedules: the Texas Standard Possession Order is cited as a reference point and no equal-time pattern is pushed as neutral', () => {
    const r = run(
      'WEEKENDS\nFather shall have the children on the 1st, 3rd and 5th Friday of each month.',
      'WEEKENDS\nFather shall have the children on the 1st and 3rd Friday of each month.',
      'Parenting Agreement',
      'Texas',
    );
    const text = r.recommendations.map((x) => x.text).join(' ');
    expect(text).toContain('Texas Standard Possession Order');
    expect(text).not.toMatch(/2-2-3|week-on|equal-time/i);
  });
});

describe('session 3 fixes (precision on the real-document corpus)', () => {
  test('"5:00 p.m. Husband shall ..." ends a sentence; "10:00 p.m. Christmas Eve" and "6:00 p.m. Friday" do not', () => {
    expect(
      sentencesOf(
        'alternate weekends from Saturday at 10:00 a.m. to Sunday at 5:00 p.m. Husband shall also have the children every Wednesday.',
      ),
    ).toEqual([
      'alternate weekends from Saturday at 10:00 a.m. to Sunday at 5:00 p.m.',
      'Husband shall also have the children every Wednesday.',
    ]);
    expect(sentencesOf('Christmas 1 runs until 10:00 p.m. Christmas Eve. Christmas 2 is the rest.')).toEqual([
      'Christmas 1 runs until 10:00 p.m. Christmas Eve.',
      'Christmas 2 is the rest.',
    ]);
    expect(sentencesOf('from 6:00 p.m. Friday until 6:00 p.m. Sunday.')).toEqual([
      'from 6:00 p.m. Friday until 6:00 p.m. Sunday.',
    ]);
  });

  test('who proposed or drafted a copy is no term; a line that also says something else stays', () => {
    expect(isAuthorship('Proposed by the Mother, Laura Brennan.')).toBe(true);
    expect(isAuthorship("Husband's draft, prepared by Mark Ellison the Father")).toBe(true);
    expect(isAuthorship('This parenting plan is a (check one): [X] Proposal (request) by a parent (name): Megan Walsh.')).toBe(
      true,
    );
    expect(isAuthorship('Proposed by the Father, Adam Novak, the non-custodial parent.')).toBe(false);
    expect(isAuthorship('The schedule proposed by the Father shall apply in even years.')).toBe(false);
    const r = run(
      'PARENTING PLAN\nProposed by the Mother, Ann Lee.\n1. The Father shall have the children on alternate weekends.',
      'PARENTING PLAN\nProposed by the Father, Tom Lee.\n1. The Father shall have the children on alternate weekends.',
    );
    expect(r.findings).toEqual([]);
  });

  test('"The Mother is Rachel Novak." names a party: no "which parent" conflict against "The Father, Adam Novak, is ..."', () => {
    const c = comparePair('The Father, Adam Novak, is the non-custodial parent.', 'The Mother is Rachel Novak.');
    expect(c.differences).toEqual([]);
  });

  test('payments to creditors in the budget are expenses; cash on hand is each spouse\'s own figure; "Total Assets" is a total row', () => {
    const items = readItems(
      [
        'SECTION II. AVERAGE MONTHLY EXPENSES',
        'F. PAYMENTS TO CREDITORS: Wells Fargo auto loan $286.00; Chase Visa ending 7731 $150.00.',
        'SECTION III. ASSETS AND LIABILITIES',
        'A. ASSETS',
        'Cash (on hand): $150.00',
        "Retirement plans: Husband's 401(k) with Fidelity ending 0935: $41,200.00",
        'Total Assets: $358,000.00',
      ].join('\n'),
    ).map((i) => [i.category, i.description, i.values]);
    expect(items).toEqual([
      ['expense', 'Wells Fargo auto loan', [28600]],
      ['expense', 'Chase Visa ending 7731', [15000]],
      ['own', 'Cash (on hand)', [15000]],
      ['asset', "Retirement plans Husband's 401(k) with Fidelity ending 0935", [4120000]],
      ['total', 'Total Assets', [35800000]],
    ]);
    const r = run(
      'A. ASSETS\nCash (on hand): $150.00\nF. PAYMENTS TO CREDITORS: Wells Fargo auto loan $286.00.',
      'A. ASSETS\nCash (on hand): $60.00\nF. PAYMENTS TO CREDITORS: SunTrust home equity line of credit ending 2290 $210.00.',
      'Financial Disclosures',
    );
    expect(r.findings).toEqual([]);
    expect(r.facts.map((f) => `${f.party} ${f.label} ${f.value}`)).toEqual([
      'A Cash (on hand) $150',
      'A Wells Fargo auto loan $286',
      'B Cash (on hand) $60',
      'B SunTrust home equity line of credit ending 2290 $210',
    ]);
  });

  test('a PDF-wrapped list of amounts reads as the one line it is', () => {
    expect(
      joinWrapped([
        'A. HOUSEHOLD: Utilities $210.00; Telephone',
        '$85.00; Food $520.00.',
        'Monthly health insurance, excluding portion paid for any minor',
        'children of this relationship',
        'Cash (on hand):',
        '$150.00',
      ]),
    ).toEqual([
      'A. HOUSEHOLD: Utilities $210.00; Telephone $85.00; Food $520.00.',
      'Monthly health insurance, excluding portion paid for any minor children of this relationship',
      'Cash (on hand):',
      '$150.00',
    ]);
  });
});

describe('one term written over several lines is reported once', () => {
  test("options of one form question ticked differently: Party A's ticked options against Party B's", () => {
    const form = (neither: string, some: string, dv: string) =>
      `3. LIMITATIONS\n${neither} Neither parent has any of these problems.\n${some} A parent has one or more of these problems as follows (check all that apply):\n${dv} Domestic Violence - (Parent's name): has a history of domestic violence.`;
    const r = run(form('[ ]', '[X]', '[X]'), form('[X]', '[ ]', '[ ]'), 'Custody Plan');
    expect(conflicts(r).map((f) => [f.quoteA, f.quoteB, f.differences.map((d) => d.line)])).toEqual([
      [
        "[X] A parent has one or more of these problems as follows (check all that apply): [X] Domestic Violence - (Parent's name): has a history of domestic violence.",
        '[X] Neither parent has any of these problems.',
        [
          'Ticked options: Party A ticks "A parent has one or more of these problems as f…", "Domestic Violence -"; Party B ticks "Neither parent has any of these problems.".',
        ],
      ],
    ]);
  });
  test('shares of one whole given sentence by sentence are one conflict; shares that do not make a whole stay apart', () => {
    const msa = (h: number, w: number) =>
      `8.02 ALLOCATION OF INCOME TAX REFUNDS.\nHusband shall receive ${h} percent of the anticipated refunds. Wife shall receive ${w} percent of the anticipated refunds.`;
    const r = run(msa(50, 50), msa(40, 60), 'Divorce Terms');
    expect(conflicts(r).map((f) => [f.quoteA, f.quoteB, f.differences.map((d) => d.line)])).toEqual([
      [
        'Husband shall receive 50 percent of the anticipated refunds. Wife shall receive 50 percent of the anticipated refunds.',
        'Husband shall receive 40 percent of the anticipated refunds. Wife shall receive 60 percent of the anticipated refunds.',
        ['Shares: Party A says 50% / 50%; Party B says 40% / 60%.'],
      ],
    ]);
    const two = (x: number, y: number) =>
      `5. COSTS\nFather shall pay ${x} percent of the medical costs. Father shall pay ${y} percent of the school fees.`;
    expect(conflicts(run(two(50, 30), two(60, 40), 'Divorce Terms')).length).toBe(2);
  });
});

describe('schedules: a week split between the homes against a primary home', () => {
  test('"with the Father every Monday and Tuesday and with the Mother every Wednesday" is a split week; "shall live with the Mother" is a primary home', () => {
    expect(
      pick(
        'The children shall be with the Father every Monday and Tuesday and with the Mother every Wednesday and Thursday.',
      ).filter(([k]) => k === 'weeks'),
    ).toEqual([['weeks', 'split week']]);
    expect(pick('The children shall live with the Mother.')).toEqual([
      ['weeks', 'primary home'],
      ['parent', 'mother'],
    ]);
    const c = comparePair(
      'The children shall be with the Father every Monday and Tuesday and with the Mother every Wednesday and Thursday.',
      'The children shall live with the Mother.',
    );
    expect(c.verdict).toBe('conflict');
  });
});

describe('the documents as wholes (typed values decided once per document)', () => {
  test('a form list and a sentence of its own that give one decision area to different parents are a conflict', () => {
    const r = run(
      'Major decisions shall be made as follows: Educational decisions [ ] Mother [ ] Father [X] Joint Religious upbringing [X] Mother [ ] Father [ ] Joint',
      "The parents shall decide together about the children's schooling.\n\nThe Father shall make the decisions about the children's religious upbringing.",
    );
    const religion = r.findings.filter((f) => f.verdict === 'conflict' && /religion/.test(f.differences[0]?.line ?? ''));
    expect(religion.map((f) => f.differences[0]?.line)).toEqual([
      'Party A: The Mother decides religion. Party B: The Father decides religion.',
    ]);
    expect(r.findings.filter((f) => f.verdict === 'only-b')).toEqual([]);
  });
  test('"primary physical custody" and "main home with Mother" agree when the typed values do', () => {
    const r = run(
      'The Mother shall have primary physical custody of the children.',
      "The children's main home will be with Mother.",
    );
    expect(r.findings.map((f) => f.verdict)).toEqual(['aligned']);
  });
  test('a sentence whose every typed value the other document also states is not one-sided', () => {
    const r = run(
      "The children shall reside equally with both parents on an alternating weekly basis.\n\nThe children shall transition from one parent's residence to the other every Sunday at 6:00 p.m.",
      'Lucy and Owen will spend alternate weeks with each parent, changing homes each Sunday at 6:00 p.m.',
    );
    expect(r.findings.filter((f) => f.verdict !== 'aligned').map((f) => f.verdict)).toEqual([]);
  });
});
