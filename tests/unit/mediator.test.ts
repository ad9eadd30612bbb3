import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  addMonths,
  analyze,
  differencesBetween,
  middleDuration,
  middleMoney,
  middlePercent,
  middleTime,
  recommendForConflict,
  reportAsText,
  splitClauses,
  steppedMoney,
  type MediationReport,
} from '../../src/features/mediator/analyze';
import {
  extractCounts,
  extractDates,
  extractDurations,
  extractMiles,
  extractMoney,
  extractParents,
  extractPercents,
  extractTimes,
  extractWeekdays,
  formatMoney,
  monthlyCents,
  wordsToNumber,
} from '../../src/features/mediator/extract';
import { assignTopic, stancesOf, TOPICS_FOR, type DocumentType } from '../../src/features/mediator/topics';
import { fileMessages, letterCount, sniff } from '../../src/features/mediator/files';

const FIX = 'tests/fixtures/mediation';
const expected = JSON.parse(readFileSync(`${FIX}/expected.json`, 'utf8')) as Record<
  string,
  { documentType: DocumentType; aligned: string[]; conflicting: string[]; onlyA: string[]; onlyB: string[] }
>;

function runPair(id: string): MediationReport {
  const e = expected[id]!;
  return analyze({
    documentType: e.documentType,
    partyA: readFileSync(`${FIX}/pairs/${id}/party-a.txt`, 'utf8'),
    partyB: readFileSync(`${FIX}/pairs/${id}/party-b.txt`, 'utf8'),
    today: '2026-01-15',
  });
}

describe('value extraction', () => {
  test('money amounts with their period', () => {
    expect(extractMoney('child support of $1,200 per month').map((m) => [m.cents, m.period])).toEqual([[120000, 'month']]);
    expect(extractMoney('pay $275 per week through the unit').map((m) => [m.cents, m.period])).toEqual([[27500, 'week']]);
    expect(extractMoney('$2,000/month for 5 years').map((m) => [m.cents, m.period])).toEqual([[200000, 'month']]);
    expect(extractMoney('a salary of $96,000 per year').map((m) => [m.cents, m.period])).toEqual([[9600000, 'year']]);
    expect(extractMoney('$58,000 annually').map((m) => [m.cents, m.period])).toEqual([[5800000, 'year']]);
    expect(extractMoney('$450 every two weeks').map((m) => [m.cents, m.period])).toEqual([[45000, 'two-weeks']]);
    expect(extractMoney('monthly support payment of $650.50').map((m) => [m.cents, m.period])).toEqual([[65050, 'month']]);
    expect(extractMoney('a lump sum of $25,000 and $300 a month').map((m) => [m.cents, m.period])).toEqual([
      [2500000, 'once'],
      [30000, 'month'],
    ]);
    expect(extractMoney('worth about $21k').map((m) => m.cents)).toEqual([2100000]);
  });
  test('monthly equivalents and formatting', () => {
    expect(monthlyCents({ cents: 27500, period: 'week', text: '' })).toBe(119167);
    expect(monthlyCents({ cents: 45000, period: 'two-weeks', text: '' })).toBe(97500);
    expect(monthlyCents({ cents: 9600000, period: 'year', text: '' })).toBe(800000);
    expect(formatMoney({ cents: 120000, period: 'month' })).toBe('$1,200 per month');
    expect(formatMoney({ cents: 65050, period: 'once' })).toBe('$650.50');
  });
  test('percentages, ratios and equal shares', () => {
    expect(extractPercents('Father pays 65% of daycare')).toEqual([65]);
    expect(extractPercents('split 60/40 between them')).toEqual([60]);
    expect(extractPercents('ten percent of the bonus')).toEqual([10]);
    expect(extractPercents('divided equally between the parties')).toEqual([50]);
    expect(extractPercents('on 12/25/2026 at noon')).toEqual([]);
  });
  test('durations', () => {
    expect(extractDurations('for 5 years, with 60 days\' written notice').map((d) => [d.n, d.unit])).toEqual([
      [5, 'year'],
      [60, 'day'],
    ]);
    expect(extractDurations('thirty (30) days after').map((d) => [d.n, d.unit])).toEqual([[30, 'day']]);
    expect(extractDurations('respond within 24 hours').map((d) => [d.n, d.unit])).toEqual([[24, 'hour']]);
    expect(extractDurations('two consecutive weeks of vacation').map((d) => [d.n, d.unit])).toEqual([[2, 'week']]);
    expect(extractDurations('paid every two weeks')).toEqual([]);
  });
  test('weekdays, times, dates, counts, miles, parents', () => {
    expect(extractWeekdays('from Friday at 6:00 p.m. until Sunday, and Wednesdays')).toEqual(['Wednesday', 'Friday', 'Sunday']);
    expect(extractTimes('Friday at 6:00 p.m. until 8 a.m. Monday, or noon')).toEqual([1080, 480, 720]);
    expect(extractTimes('at 7:30 pm')).toEqual([1170]);
    expect(extractDates('married on June 14, 2010 and separated 3/1/2025 (2025-03-01)')).toEqual(['2010-06-14', '2025-03-01', '2025-03-01']);
    expect(extractCounts('their two children, 7 of every 14 overnights')).toEqual([
      { n: 2, noun: 'children' },
      { n: 14, noun: 'overnights' },
    ]);
    expect(extractMiles('more than 50 miles')).toEqual([50]);
    expect(extractMiles('twenty-five (25) miles')).toEqual([25]);
    expect(extractParents('The Father shall pay the Mother')).toEqual(['mother', 'father']);
    expect(extractParents('The Husband keeps the truck')).toEqual(['father']);
    expect(extractParents('Each parent may attend')).toEqual(['both']);
  });
});

describe('clauses and topics', () => {
  test('clauses split on sentences, keep headings, and protect a.m./p.m.', () => {
    const c = splitClauses('PARENTING TIME\nThe Father has the children from 6:00 p.m. on Friday. The Mother has them otherwise.\n\n2. Child Support\n1. The Father pays $800 per month.');
    expect(c).toEqual([
      { text: 'The Father has the children from 6:00 p.m. on Friday.', heading: 'PARENTING TIME' },
      { text: 'The Mother has them otherwise.', heading: 'PARENTING TIME' },
      { text: 'The Father pays $800 per month.', heading: '2. Child Support' },
    ]);
  });
  test('topic assignment per document type', () => {
    const pa = TOPICS_FOR['Parenting Agreement'];
    expect(assignTopic('The Father shall pay child support of $900 per month.', pa)).toBe('child-support');
    expect(assignTopic('The parents shall share joint legal custody.', pa)).toBe('legal-custody');
    expect(assignTopic('The Father shall have parenting time every other weekend.', pa)).toBe('parenting-time');
    expect(assignTopic('Thanksgiving alternates between the parents.', pa)).toBe('holidays');
    expect(assignTopic('The receiving parent shall pick up the children.', pa)).toBe('exchanges');
    expect(assignTopic('Uncovered medical and dental costs are split 50/50.', pa)).toBe('health');
    expect(assignTopic('The children attend public school.', pa)).toBe('education');
    expect(assignTopic('Neither parent may relocate more than 50 miles away.', pa)).toBe('relocation');
    expect(assignTopic('The parents will use OurFamilyWizard.', pa)).toBe('communication');
    expect(assignTopic('Disputes go to mediation first.', pa)).toBe('dispute-resolution');
    expect(assignTopic('The Father claims the child on his tax return.', pa)).toBe('taxes');
    // Financial topics exist only for the document types that carry them.
    expect(assignTopic('The Husband shall pay alimony of $1,000 per month.', pa)).toBe(null);
    const dt = TOPICS_FOR['Divorce Terms'];
    expect(assignTopic('The Husband shall pay alimony of $1,000 per month.', dt)).toBe('spousal-support');
    expect(assignTopic('The marital home shall be sold.', dt)).toBe('marital-home');
    expect(assignTopic('The 401(k) is divided by QDRO.', dt)).toBe('retirement');
    expect(assignTopic('Each party pays the credit cards in their own name.', dt)).toBe('debts');
    expect(assignTopic('The Wife keeps the Honda and the Husband the truck.', dt)).toBe('property');
    expect(assignTopic('The Wife earns a salary of $58,000 per year.', TOPICS_FOR['Financial Disclosures'])).toBe('income');
    expect(assignTopic('The weather was fine.', dt)).toBe(null);
    expect(assignTopic('The Father has the children as set out here.', pa, 'parenting-time')).toBe('parenting-time');
  });
  test('stances', () => {
    expect(stancesOf('holidays', 'Christmas alternates in even-numbered years.')).toEqual(['alternating years']);
    expect(stancesOf('holidays', 'Thanksgiving alternates between the parents each year.')).toEqual(['alternating years']);
    expect(stancesOf('holidays', 'The Mother has Christmas every year.')).toEqual(['same parent every year']);
    expect(stancesOf('parenting-time', 'A week-on/week-off schedule.')).toEqual(['week-on/week-off']);
  });
});

describe('comparison on every fixture pair', () => {
  for (const id of Object.keys(expected)) {
    test(id, () => {
      const r = runPair(id);
      const e = expected[id]!;
      expect({
        aligned: r.alignedTerms.map((t) => t.topicId).sort(),
        conflicting: r.conflictingTerms.map((t) => t.topicId).sort(),
        onlyA: r.oneSidedTerms.filter((t) => t.party === 'A').map((t) => t.topicId).sort(),
        onlyB: r.oneSidedTerms.filter((t) => t.party === 'B').map((t) => t.topicId).sort(),
      }).toEqual({
        aligned: [...e.aligned].sort(),
        conflicting: [...e.conflicting].sort(),
        onlyA: [...e.onlyA].sort(),
        onlyB: [...e.onlyB].sort(),
      });
      expect(r.counts).toEqual({ aligned: e.aligned.length, conflicting: e.conflicting.length, onlyA: e.onlyA.length, onlyB: e.onlyB.length });
      // One recommendation per conflicting or one-sided topic, each naming its topic.
      expect(r.recommendations.map((x) => x.topicId).sort()).toEqual([...e.conflicting, ...e.onlyA, ...e.onlyB].sort());
      for (const rec of r.recommendations) expect(rec.basis).toMatch(/^Starts from/);
    });
  }
  test('what differs quotes each side', () => {
    const r = runPair('parenting-agreement-1');
    const cs = r.conflictingTerms.find((t) => t.topicId === 'child-support')!;
    expect(cs.differences).toEqual(['Amounts: Party A says $1,200 per month; Party B says $800 per month.']);
    expect(cs.partyA).toContain('$1,200 per month');
    expect(cs.partyB).toContain('$800 per month');
    const rel = r.conflictingTerms.find((t) => t.topicId === 'relocation')!;
    expect(rel.differences).toEqual(['Periods: Party A says 60 days; Party B says 30 days.', 'Distance: Party A says 50 miles; Party B says 100 miles.']);
    const edu = r.oneSidedTerms.find((t) => t.topicId === 'education')!;
    expect(edu.partyB).toBe("Not addressed in Party B's documents.");
  });
  test('executive summary counts and what matters most', () => {
    const r = runPair('parenting-agreement-1');
    expect(r.summary).toBe(
      'We compared 10 topics in the parenting agreement: 4 aligned, 4 in conflict, 1 covered only by Party A and 1 only by Party B. The differences that matter most: parenting-time schedule; child support & expenses; relocation & travel.',
    );
    expect(r.highlights.map((h) => h.split(':')[0])).toEqual(['Parenting-time schedule', 'Child support & expenses', 'Relocation & travel']);
    expect(reportAsText(r)).toContain('CONFLICTING TERMS\n- Parenting-time schedule:');
  });
  test('no terms found is said plainly', () => {
    const r = analyze({ documentType: 'Custody Plan', partyA: 'Hello there.', partyB: 'Nothing here.', today: '2026-01-15' });
    expect(r.counts).toEqual({ aligned: 0, conflicting: 0, onlyA: 0, onlyB: 0 });
    expect(r.summary).toMatch(/^No terms about custody plan topics were found/);
  });
});

describe('other wording (the pairs written in court style: Petitioner/Respondent, run-in headings, amounts in words)', () => {
  test('amounts in words, amounts in brackets and bi-weekly', () => {
    expect(wordsToNumber('twelve hundred fifty')).toBe(1250);
    expect(wordsToNumber('one thousand two hundred and fifty')).toBe(1250);
    expect(wordsToNumber('forty-five thousand')).toBe(45000);
    expect(wordsToNumber('fifteen hundred')).toBe(1500);
    expect(wordsToNumber('many')).toBeNaN();
    const mp = (t: string) => extractMoney(t).map((x) => [x.cents, x.period, x.text]);
    expect(mp('the sum of twelve hundred dollars monthly, commencing')).toEqual([[120000, 'month', 'twelve hundred dollars monthly']]);
    // The figure in brackets is read once, with the period after the bracket.
    expect(mp('the sum of twelve hundred fifty dollars ($1,250.00) per month as child support')).toEqual([[125000, 'month', '$1,250.00 per month']]);
    expect(mp('one thousand two hundred and fifty dollars per month')).toEqual([[125000, 'month', 'one thousand two hundred and fifty dollars per month']]);
    expect(mp('child support of $275.00 bi-weekly, by automatic deposit')).toEqual([[27500, 'two-weeks', '$275.00 bi-weekly']]);
    expect(mp("Respondent's gross monthly income: $7,250.00 ($87,000 per year)")).toEqual([
      [725000, 'month', '$7,250.00'],
      [8700000, 'year', '$87,000 per year'],
    ]);
  });
  test('run-in headings head their paragraph and are not clauses', () => {
    expect(splitClauses('5. CHILD SUPPORT. Father shall pay $1,250.00 per month. It is due on the 1st.')).toEqual([
      { text: 'Father shall pay $1,250.00 per month.', heading: 'CHILD SUPPORT' },
      { text: 'It is due on the 1st.', heading: 'CHILD SUPPORT' },
    ]);
    expect(splitClauses('2. Real Estate. The residence at 410 Elm Street shall be sold.\n\n5. Vehicles. 2020 Toyota Tacoma, value $27,000.')).toEqual([
      { text: 'The residence at 410 Elm Street shall be sold.', heading: 'Real Estate' },
      { text: '2020 Toyota Tacoma, value $27,000.', heading: 'Vehicles' },
    ]);
    // An ordinary first sentence is not a heading.
    expect(splitClauses('The Father agrees. He pays $500 per month.')).toEqual([
      { text: 'The Father agrees.', heading: null },
      { text: 'He pays $500 per month.', heading: null },
    ]);
  });
  test('topics and stances in other wording', () => {
    const pa = TOPICS_FOR['Parenting Agreement'];
    expect(assignTopic("The parent beginning his or her time with the children shall pick them up from the other parent's residence.", pa)).toBe('exchanges');
    expect(assignTopic('The parties shall have shared parental responsibility.', pa)).toBe('legal-custody');
    expect(assignTopic('Time-sharing shall follow the schedule below.', pa)).toBe('parenting-time');
    expect(assignTopic("The children are covered under Petitioner's employer plan; the premium is $310 per month.", TOPICS_FOR['Financial Disclosures'])).toBe('health');
    expect(assignTopic('Petitioner is employed by Riverside Medical Group as a nurse.', TOPICS_FOR['Financial Disclosures'])).toBe('income');
    expect(stancesOf('legal-custody', 'Major decisions regarding education shall be made jointly, after consultation.')).toEqual(['joint legal custody']);
    expect(stancesOf('parenting-time', 'The parties share physical custody equally on an alternating-week schedule.')).toEqual(['week-on/week-off']);
    expect(stancesOf('parenting-time', 'The Father has alternating weekends.')).toEqual(['alternate weekends']);
    expect(stancesOf('exchanges', "The parent beginning his or her time shall pick them up from the other parent's residence.")).toEqual([
      "at a parent's home",
      'receiving parent picks up',
    ]);
  });
  test('what differs and what is proposed, from the new pairs', () => {
    const pa3 = runPair('parenting-agreement-3');
    expect(pa3.conflictingTerms.find((t) => t.topicId === 'child-support')!.differences).toEqual([
      'Amounts: Party A says $1,250 per month; Party B says $275 every two weeks.',
    ]);
    expect(pa3.recommendations.find((x) => x.topicId === 'child-support')!.text).toBe(
      'Meet in the middle at $920 per month (or step it: $760 per month for the first 6 months, then $1,090 per month), reviewed on January 15, 2027 or sooner if either income changes by more than 20%.',
    );
    expect(pa3.conflictingTerms.find((t) => t.topicId === 'legal-custody')!.differences).toEqual([
      'Approach: Party A: joint legal custody; Party B: joint legal custody, tie-breaking authority.',
    ]);
    const dt3 = runPair('divorce-terms-3');
    expect(dt3.conflictingTerms.find((t) => t.topicId === 'child-support')!.differences).toEqual([
      'Amounts: Party A says $1,200 per month; Party B says $1,250 per month.',
    ]);
    expect(dt3.recommendations.find((x) => x.topicId === 'spousal-support')!.text).toBe(
      'Meet in the middle at $2,000 per month (or step it: $1,750 per month for the first 6 months, then $2,250 per month), reviewed on January 15, 2027 or sooner if either income changes by more than 20%. Use 4 years, between the two proposals.',
    );
    const fd2 = runPair('financial-disclosures-2');
    const income = fd2.recommendations.find((x) => x.topicId === 'income')!;
    expect(income.text).toBe(
      'Check the income figures against the same papers for both parties (the last three years of tax returns, the last three months of pay stubs and any bonus statements) and use the verified figures for support.',
    );
    expect(income.basis).toBe('Starts from: Party A $78,000 per year, $96,000 per year, Party B $7,250 per month, $78,000 per year.');
  });
});

describe('recommendation figures', () => {
  const m = (cents: number, period: 'month' | 'week' | 'year' | 'once') => ({ cents, period, text: '' });
  test('middle and stepped amounts', () => {
    expect(middleMoney(m(120000, 'month'), m(80000, 'month'))).toEqual({ cents: 100000, period: 'month' });
    expect(middleMoney(m(27500, 'week'), m(145000, 'month'))).toEqual({ cents: 132000, period: 'month' });
    expect(steppedMoney(m(200000, 'month'), m(100000, 'month'))).toEqual({ first: 125000, second: 175000, period: 'month' });
    expect(middleMoney(m(42000000, 'once'), m(38500000, 'once'))).toEqual({ cents: 40300000, period: 'once' });
  });
  test('percent, time, duration and review date', () => {
    expect(middlePercent(60, 70)).toBe(65);
    expect(middleTime(1020, 1080)).toBe(1050);
    expect(middleTime(1140, 1170)).toBe(1155);
    expect(middleDuration({ n: 5, unit: 'year', text: '' }, { n: 2, unit: 'year', text: '' }).text).toBe('42 months');
    expect(middleDuration({ n: 60, unit: 'day', text: '' }, { n: 30, unit: 'day', text: '' }).text).toBe('45 days');
    expect(middleDuration({ n: 6, unit: 'month', text: '' }, { n: 60, unit: 'day', text: '' }).text).toBe('120 days');
    expect(middleDuration({ n: 5, unit: 'year', text: '' }, { n: 36, unit: 'month', text: '' }).text).toBe('4 years');
    expect(middleDuration({ n: 2, unit: 'year', text: '' }, { n: 18, unit: 'month', text: '' }).text).toBe('21 months');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
  test('child support: a middle figure with a review date', () => {
    const r = runPair('parenting-agreement-1');
    const rec = r.recommendations.find((x) => x.topicId === 'child-support')!;
    expect(rec.text).toBe(
      'Meet in the middle at $1,000 per month (or step it: $900 per month for the first 6 months, then $1,100 per month), reviewed on January 15, 2027 or sooner if either income changes by more than 20%.',
    );
    expect(rec.basis).toBe('Starts from: Party A $1,200 per month, Party B $800 per month.');
  });
  test('spousal support: stepped figure and a middle term', () => {
    const r = runPair('divorce-terms-1');
    const rec = r.recommendations.find((x) => x.topicId === 'spousal-support')!;
    expect(rec.text).toBe(
      'Meet in the middle at $1,500 per month (or step it: $1,250 per month for the first 6 months, then $1,750 per month), reviewed on January 15, 2027 or sooner if either income changes by more than 20%. Use 42 months, between the two proposals.',
    );
  });
  test('waived against asked-for support', () => {
    const r = runPair('divorce-terms-2');
    const rec = r.recommendations.find((x) => x.topicId === 'spousal-support')!;
    expect(rec.text).toBe('A short, fixed-term middle figure: $900 per month for 2 years, ending earlier on remarriage or cohabitation, reviewed on January 15, 2027.');
  });
  test('schedules get a named equal-time pattern, holidays alternate years', () => {
    const r = runPair('parenting-agreement-1');
    expect(r.recommendations.find((x) => x.topicId === 'parenting-time')!.text).toMatch(/^Use a named equal-time pattern: a 2-2-3 rotation/);
    expect(r.recommendations.find((x) => x.topicId === 'holidays')!.text).toMatch(/^Alternate the holidays in dispute by year/);
    expect(r.recommendations.find((x) => x.topicId === 'education')!.text).toMatch(/^Party B's documents are silent on this\. Start from a standard neutral provision:/);
  });
  test('percent shares and times meet in the middle', () => {
    const rec = recommendForConflict(
      'communication',
      ['Video calls every evening at 7:30 p.m.'],
      ['Video calls every evening at 7:00 p.m.'],
      differencesBetween('communication', ['Video calls every evening at 7:30 p.m.'], ['Video calls every evening at 7:00 p.m.']),
      '2026-01-15',
    );
    expect(rec.text).toBe('Set the time at 7:15 p.m.');
    const r = runPair('parenting-agreement-2');
    expect(r.recommendations.find((x) => x.topicId === 'child-support')!.text).toContain('Share it 65% / 35%, reviewed on January 15, 2027.');
  });
});

describe('files are judged by content', () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  test('sniffing', () => {
    expect(sniff(enc('%PDF-1.7\n...'))).toEqual({ ok: true, kind: 'pdf' });
    expect(sniff(enc('PK\u0003\u0004....word/document.xml'))).toEqual({ ok: true, kind: 'docx' });
    expect(sniff(enc('PK\u0003\u0004....xl/workbook.xml'))).toEqual({ ok: false, description: 'an Excel spreadsheet' });
    expect(sniff(enc('Plain agreement text, café.'))).toEqual({ ok: true, kind: 'txt' });
    expect(sniff(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]))).toEqual({ ok: false, description: 'a PNG image' });
    expect(sniff(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ ok: false, description: 'a JPEG image' });
    expect(sniff(new Uint8Array([0xc3, 0x28, 0x41]))).toEqual({ ok: false, description: 'not a document we can read' });
    expect(letterCount('  12 3 ab, c ')).toBe(3);
    expect(fileMessages.empty('a.pdf')).toBe('"a.pdf" is empty (0 bytes). Choose the file again, or save it again from the program that made it.');
  });
});
