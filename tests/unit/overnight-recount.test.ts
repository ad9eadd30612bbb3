// Actual overnights (src/lib/overnightRecount.ts; docs/journal.md "Actual overnights"): the
// recount from exchange and make-up entries, the journal's hand-on of its entries
// (src/features/journal/overnights.ts), and the scheduled and actual figures side by side
// per month and per 12-month year, all with exact counts.
import { describe, expect, it } from 'vitest';
import {
  addMonthsIso,
  recountOvernights,
  scheduledOf,
  sideBySide,
  type ExchangeFact,
  type ExchangeOutcome,
  type Parent,
  type TimeFacts,
} from '../../src/lib/overnightRecount';
import { recountOvernights as recountEntries, timeFactsOf, type Split } from '../../src/features/journal/overnights';
import { buildJournal } from '../../src/features/journal/journal';
import { blankEntry, type ChainEvent, type EntryContent } from '../../src/features/journal/model';
import { upgradeAndValidate } from '../../src/vault/kinds';
import { journalTimeKind, supportYear } from '../../src/vault/journalTime';
import { scheduleSummaryKind } from '../../src/vault/scheduleSummary';

const ZONE = 'America/Chicago';
const DAY = 86_400_000;
const daysFrom = (from: string, date: string) =>
  Math.round(
    (Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) -
      Date.UTC(+from.slice(0, 4), +from.slice(5, 7) - 1, +from.slice(8, 10))) /
      DAY,
  );

/** Alternating weeks from Friday 2027-03-05: you have Fri–Thu, then the other parent. */
const alternatingWeeks = (date: string): Parent => (Math.floor(daysFrom('2027-03-05', date) / 7) % 2 === 0 ? 'you' : 'other');

const exchange = (
  date: string,
  outcome: ExchangeOutcome,
  from: Parent,
  to: Parent,
  time = '18:00',
  lateMinutes = 0,
): ExchangeFact => ({
  date,
  time,
  outcome,
  lateMinutes,
  from,
  to,
});
const facts = (exchanges: ExchangeFact[], changes: TimeFacts['changes'] = []): TimeFacts => ({ exchanges, changes });

describe('recountOvernights', () => {
  it('with no entries, actual equals scheduled', () => {
    const r = recountOvernights({ first: '2027-03-05', last: '2027-03-18', scheduled: alternatingWeeks, facts: facts([]) });
    expect(r.scheduled).toEqual({ you: 7, other: 7 });
    expect(r.actual).toEqual({ you: 7, other: 7 });
    expect(r.nights.every((n) => n.cause === 'schedule')).toBe(true);
    expect(r.exchanges).toEqual({ 'on-time': 0, late: 0, missed: 0, cancelled: 0 });
  });

  it('a missed hand-over keeps the children with the parent who had them until the schedule next changes hands', () => {
    // Friday 12th: you were to hand over to the other parent; it was missed. They stay with
    // you that week (7 nights) and go back to the schedule on the 19th (your week again).
    const r = recountOvernights({
      first: '2027-03-05',
      last: '2027-03-25',
      scheduled: alternatingWeeks,
      facts: facts([exchange('2027-03-12', 'missed', 'you', 'other', '')]),
    });
    expect(r.scheduled).toEqual({ you: 14, other: 7 });
    expect(r.actual).toEqual({ you: 21, other: 0 });
    expect(r.nights.find((n) => n.date === '2027-03-12')).toEqual({
      date: '2027-03-12',
      scheduled: 'other',
      actual: 'you',
      cause: 'not-exchanged',
    });
    expect(r.nights.find((n) => n.date === '2027-03-19')).toEqual({
      date: '2027-03-19',
      scheduled: 'you',
      actual: 'you',
      cause: 'schedule',
    });
    expect(r.exchanges).toEqual({ 'on-time': 0, late: 0, missed: 1, cancelled: 0 });
  });

  it('a later hand-over that did happen (late) ends the missed one early', () => {
    const r = recountOvernights({
      first: '2027-03-12',
      last: '2027-03-18',
      scheduled: alternatingWeeks,
      facts: facts([
        exchange('2027-03-12', 'missed', 'you', 'other', ''),
        exchange('2027-03-14', 'late', 'you', 'other', '19:10', 70),
      ]),
    });
    expect(r.nights.map((n) => n.actual)).toEqual(['you', 'you', 'other', 'other', 'other', 'other', 'other']);
    expect(r.nights.map((n) => n.cause)).toEqual([
      'not-exchanged',
      'not-exchanged',
      'exchange',
      'exchange',
      'exchange',
      'exchange',
      'exchange',
    ]);
    expect(r.actual).toEqual({ you: 2, other: 5 });
    expect(r.exchanges).toEqual({ 'on-time': 0, late: 1, missed: 1, cancelled: 0 });
  });

  it('two exchanges on one date: the later by time decides', () => {
    const r = recountOvernights({
      first: '2027-03-12',
      last: '2027-03-13',
      scheduled: alternatingWeeks,
      facts: facts([
        exchange('2027-03-12', 'on-time', 'you', 'other', '20:00'),
        exchange('2027-03-12', 'cancelled', 'other', 'you', '09:00'),
      ]),
    });
    expect(r.actual).toEqual({ you: 0, other: 2 });
    expect(r.exchanges).toEqual({ 'on-time': 1, late: 0, missed: 0, cancelled: 1 });
  });

  it('a cancelled hand-over before the range still counts on its first nights, but is not counted as in the range', () => {
    const r = recountOvernights({
      first: '2027-03-15',
      last: '2027-03-18',
      scheduled: alternatingWeeks,
      facts: facts([exchange('2027-03-12', 'cancelled', 'you', 'other', '')]),
    });
    expect(r.actual).toEqual({ you: 4, other: 0 });
    expect(r.exchanges.cancelled).toBe(0);
  });

  it('make-up time gives its nights to its parent over everything else; per month counts', () => {
    const r = recountOvernights({
      first: '2027-03-26',
      last: '2027-04-04',
      scheduled: alternatingWeeks,
      facts: facts([], [{ parent: 'you', firstNight: '2027-03-30', lastNight: '2027-04-01' }]),
    });
    // Scheduled: 26/3–1/4 is the other parent's week (7 nights), 2/4–4/4 yours (3).
    expect(r.scheduled).toEqual({ you: 3, other: 7 });
    expect(r.actual).toEqual({ you: 6, other: 4 });
    expect(r.months).toEqual([
      { month: '2027-03', scheduled: { you: 0, other: 6 }, actual: { you: 2, other: 4 } },
      { month: '2027-04', scheduled: { you: 3, other: 1 }, actual: { you: 4, other: 0 } },
    ]);
    expect(r.nights.filter((n) => n.cause === 'time-change').map((n) => n.date)).toEqual([
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
    ]);
  });

  it('where two time changes overlap, the later one in the list wins', () => {
    const r = recountOvernights({
      first: '2027-03-05',
      last: '2027-03-08',
      scheduled: alternatingWeeks,
      facts: facts(
        [],
        [
          { parent: 'other', firstNight: '2027-03-05', lastNight: '2027-03-07' },
          { parent: 'you', firstNight: '2027-03-07', lastNight: '2027-03-07' },
        ],
      ),
    });
    expect(r.nights.map((n) => n.actual)).toEqual(['other', 'other', 'you', 'you']);
  });

  it('an on-time hand-over on the scheduled day changes nothing', () => {
    const r = recountOvernights({
      first: '2027-03-05',
      last: '2027-03-18',
      scheduled: alternatingWeeks,
      facts: facts([exchange('2027-03-12', 'on-time', 'you', 'other')]),
    });
    expect(r.actual).toEqual(r.scheduled);
    expect(r.nights.filter((n) => n.cause === 'exchange').map((n) => n.date)).toEqual([
      '2027-03-12',
      '2027-03-13',
      '2027-03-14',
      '2027-03-15',
      '2027-03-16',
      '2027-03-17',
      '2027-03-18',
    ]);
    expect(r.exchanges['on-time']).toBe(1);
  });
});

describe('timeFactsOf (the journal hands on its exchange and make-up entries)', () => {
  const when = (date: string, time = '18:00') => ({ date, time, zone: ZONE });
  const link = (
    seq: number,
    entryId: string,
    op: ChainEvent['op'],
    content: EntryContent | null,
    recordedAt: string,
  ): ChainEvent => ({
    seq,
    entryId,
    version: 1,
    op,
    recordedAt,
    reason: '',
    content,
    contentHash: '',
    prev: '0'.repeat(64),
    hash: '0'.repeat(64),
  });
  const x = (date: string, patch: Partial<EntryContent & { type: 'exchange' }>): EntryContent => ({
    ...blankEntry('exchange', when(date)),
    title: 'Exchange',
    ...patch,
  });
  const change = (first: string, last: string, parent: Parent): EntryContent => ({
    ...blankEntry('parenting-time', when(first)),
    title: 'Make-up',
    parent,
    firstNight: first,
    lastNight: last,
  });

  it('uses current versions, leaves out removed entries and other types, orders exchanges by date and time and changes by last writing', () => {
    const j = buildJournal([
      link(
        0,
        'e-aaaa',
        'create',
        x('2027-03-19', { outcome: 'late', scheduledTime: '18:00', actualTime: '18:40', lateMinutes: 40 }),
        '2027-03-20T00:00:00.000Z',
      ),
      link(1, 'e-bbbb', 'create', x('2027-03-12', { outcome: 'missed', from: 'you', to: 'other' }), '2027-03-20T00:01:00.000Z'),
      link(2, 'e-cccc', 'create', change('2027-04-01', '2027-04-02', 'other'), '2027-03-20T00:02:00.000Z'),
      link(3, 'e-dddd', 'create', change('2027-04-02', '2027-04-03', 'you'), '2027-03-20T00:03:00.000Z'),
      link(4, 'e-eeee', 'create', x('2027-03-26', { outcome: 'on-time' }), '2027-03-20T00:04:00.000Z'),
      link(5, 'e-eeee', 'remove', null, '2027-03-20T00:05:00.000Z'),
      link(6, 'e-ffff', 'create', { ...blankEntry('note', when('2027-03-01')), title: 'Note' }, '2027-03-20T00:06:00.000Z'),
      // A correction of the first change: it was written last, so it wins where they overlap.
      { ...link(7, 'e-cccc', 'correct', change('2027-04-01', '2027-04-02', 'other'), '2027-03-21T00:00:00.000Z'), version: 2 },
    ]);
    expect(timeFactsOf(j.entries)).toEqual({
      exchanges: [
        { date: '2027-03-12', time: '18:00', outcome: 'missed', lateMinutes: 0, from: 'you', to: 'other' },
        { date: '2027-03-19', time: '18:40', outcome: 'late', lateMinutes: 40, from: 'other', to: 'you' },
      ],
      changes: [
        { parent: 'you', firstNight: '2027-04-02', lastNight: '2027-04-03' },
        { parent: 'other', firstNight: '2027-04-01', lastNight: '2027-04-02' },
      ],
    });
  });

  it('the recount straight from entry contents (the report’s form) reads the same facts', () => {
    const r = recountEntries({
      first: '2027-03-12',
      last: '2027-03-18',
      scheduled: alternatingWeeks,
      entries: [
        x('2027-03-12', { outcome: 'missed', from: 'you', to: 'other' }),
        { ...blankEntry('note', when('2027-03-13')), title: 'Note' },
        change('2027-03-17', '2027-03-18', 'other'),
      ],
    });
    expect(r.nights.map((n) => n.actual)).toEqual(['you', 'you', 'you', 'you', 'you', 'other', 'other']);
    const actual: Split = { you: 5, other: 2 };
    expect(r.actual).toEqual(actual);
    expect(r.exchanges.missed).toBe(1);
  });
});

describe('sideBySide (scheduled and actual per month and per year)', () => {
  // Alternating weeks from Friday 2027-01-01, you first, over 14 months (425 nights): the
  // first year is 2027 (you 183, other 182), the second January–February 2028.
  const first = '2027-01-01';
  const pattern = Array.from({ length: 425 }, (_, i) => (Math.floor(i / 7) % 2 === 0 ? 'y' : 'o')).join('');
  const journal = facts(
    [
      exchange('2027-03-12', 'late', 'other', 'you', '18:30', 30), // your week starts: no change
      exchange('2027-03-19', 'missed', 'you', 'other', ''), // the other's week (19–25 March) stays with you
      exchange('2027-04-02', 'cancelled', 'you', 'other', ''), // the other's week (2–8 April) stays with you
      exchange('2027-04-09', 'on-time', 'other', 'you'), // your week, as scheduled
    ],
    [{ parent: 'other', firstNight: '2028-02-01', lastNight: '2028-02-03' }], // three of your nights
  );
  const r = sideBySide({ first, pattern }, journal);

  it('years follow the calculator: 12 months from the first night, the last one shorter', () => {
    expect(r.first).toBe('2027-01-01');
    expect(r.last).toBe('2028-02-29');
    expect(r.years).toEqual([
      {
        first: '2027-01-01',
        last: '2027-12-31',
        scheduled: { you: 183, other: 182 },
        actual: { you: 197, other: 168 },
        recorded: true,
      },
      {
        first: '2028-01-01',
        last: '2028-02-29',
        scheduled: { you: 32, other: 28 },
        actual: { you: 29, other: 31 },
        recorded: true,
      },
    ]);
    expect(r.scheduled).toEqual({ you: 215, other: 210 });
    expect(r.actual).toEqual({ you: 226, other: 199 });
  });

  it('months side by side, and the late, missed and cancelled exchanges to mark', () => {
    const month = (m: string) => r.months.find((x) => x.month === m);
    expect(r.months).toHaveLength(14);
    expect(month('2027-03')).toEqual({ month: '2027-03', scheduled: { you: 17, other: 14 }, actual: { you: 24, other: 7 } });
    expect(month('2027-04')).toEqual({ month: '2027-04', scheduled: { you: 15, other: 15 }, actual: { you: 22, other: 8 } });
    expect(month('2027-05')).toEqual({ month: '2027-05', scheduled: { you: 14, other: 17 }, actual: { you: 14, other: 17 } });
    expect(month('2028-01')).toEqual({ month: '2028-01', scheduled: { you: 17, other: 14 }, actual: { you: 17, other: 14 } });
    expect(month('2028-02')).toEqual({ month: '2028-02', scheduled: { you: 15, other: 14 }, actual: { you: 12, other: 17 } });
    expect(r.exchanges).toEqual({ 'on-time': 1, late: 1, missed: 1, cancelled: 1 });
    expect(r.marks.map((m) => `${m.date} ${m.outcome} ${m.lateMinutes}`)).toEqual([
      '2027-03-12 late 30',
      '2027-03-19 missed 0',
      '2027-04-02 cancelled 0',
    ]);
    expect(r.inWindow).toBe(5);
  });

  it('says when nothing in the journal touches the window', () => {
    const outside = sideBySide({ first: '2029-01-01', pattern: 'yyyyooo' }, journal);
    expect(outside.inWindow).toBe(0);
    expect(outside.actual).toEqual(outside.scheduled);
    expect(outside.years).toEqual([
      { first: '2029-01-01', last: '2029-01-07', scheduled: { you: 4, other: 3 }, actual: { you: 4, other: 3 }, recorded: false },
    ]);
  });

  it('reads who has a night from the schedule’s letters, the window’s edges standing for outside it', () => {
    const of = scheduledOf({ first: '2027-01-01', pattern: 'yyo' });
    expect(['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04'].map(of)).toEqual([
      'you',
      'you',
      'you',
      'other',
      'other',
    ]);
  });

  it('adds calendar months as the calculator does (a 31st becomes the month’s last day)', () => {
    expect(addMonthsIso('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsIso('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsIso('2027-11-15', 14)).toBe('2029-01-15');
  });
});

describe('the vault records: journal-time, the schedule summary’s nights, and the estimator’s year', () => {
  const summary = {
    wording: 'Alternating weeks.',
    overnights: { you: 4, other: 3 },
    savedAt: '',
    nights: { first: '2027-01-01', pattern: 'yyyyooo' },
  };
  const time = {
    exchanges: [exchange('2027-01-05', 'missed', 'you', 'other', '')],
    changes: [],
    savedAt: '2027-01-06T10:00:00.000Z',
  };

  it('keeps good records and refuses a damaged journal-time record with one plain message', () => {
    expect(upgradeAndValidate(journalTimeKind, time, 1)).toEqual(time);
    const refused = (value: unknown) => () => upgradeAndValidate(journalTimeKind, value, 1);
    const message = 'The journal’s exchanges and make-up time could not be read.';
    expect(refused({ ...time, exchanges: [{ ...time.exchanges[0], outcome: 'lost' }] })).toThrow(message);
    expect(refused({ ...time, changes: [{ parent: 'you', firstNight: '2027-02-30', lastNight: '2027-03-01' }] })).toThrow(
      message,
    );
    expect(refused(null)).toThrow(message);
  });

  it('a summary keeps its nights; one without keeps none; damaged nights are dropped, nothing else', () => {
    expect(upgradeAndValidate(scheduleSummaryKind, summary, 1)).toEqual(summary);
    const { nights: _, ...older } = summary;
    expect(upgradeAndValidate(scheduleSummaryKind, older, 1)).toEqual(older);
    expect(upgradeAndValidate(scheduleSummaryKind, { ...summary, nights: { first: '2027-01-01', pattern: 'yxo' } }, 1)).toEqual({
      ...summary,
      nights: null,
    });
  });

  it('the estimator’s year: scheduled and actual, or nothing to offer', () => {
    // The missed hand-over on the 5th keeps the last three nights with you.
    expect(supportYear(summary, time)).toEqual({
      first: '2027-01-01',
      last: '2027-01-07',
      scheduled: { you: 4, other: 3 },
      actual: { you: 7, other: 0 },
    });
    expect(supportYear({ ...summary, nights: null }, time)).toBeNull();
    expect(supportYear(summary, { ...time, exchanges: [] })).toBeNull();
    expect(supportYear(summary, { ...time, exchanges: [exchange('2027-02-05', 'missed', 'you', 'other', '')] })).toBeNull();
    expect(supportYear(null, time)).toBeNull();
  });
});
