// The overnight recount from exchange and make-up entries (src/features/journal/overnights.ts;
// docs/journal.md "Actual overnights"), with exact counts.
import { describe, expect, it } from 'vitest';
import { recountOvernights, type RecountEntry } from '../../src/features/journal/overnights';
import type { ExchangeOutcome, Parent } from '../../src/features/journal/model';

const ZONE = 'America/Chicago';

/** Alternating weeks from Friday 2027-03-05: you have Fri–Thu, then the other parent. */
const alternatingWeeks = (date: string): Parent => {
  const days = Math.round(
    (Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) - Date.UTC(2027, 2, 5)) / 86_400_000,
  );
  return Math.floor(days / 7) % 2 === 0 ? 'you' : 'other';
};

const exchange = (date: string, outcome: ExchangeOutcome, from: Parent, to: Parent, actualTime = '18:00'): RecountEntry => ({
  type: 'exchange',
  happenedAt: { date, time: '18:00', zone: ZONE },
  outcome,
  from,
  to,
  actualTime: outcome === 'missed' || outcome === 'cancelled' ? '' : actualTime,
  scheduledTime: '18:00',
});

describe('recountOvernights', () => {
  it('with no entries, actual equals scheduled', () => {
    const r = recountOvernights({ first: '2027-03-05', last: '2027-03-18', scheduled: alternatingWeeks, entries: [] });
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
      entries: [exchange('2027-03-12', 'missed', 'you', 'other')],
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

  it('a later hand-over that did happen ends the missed one early', () => {
    const r = recountOvernights({
      first: '2027-03-12',
      last: '2027-03-18',
      scheduled: alternatingWeeks,
      entries: [exchange('2027-03-12', 'missed', 'you', 'other'), exchange('2027-03-14', 'late', 'you', 'other', '19:10')],
    });
    expect(r.nights.map((n) => n.actual)).toEqual(['you', 'you', 'other', 'other', 'other', 'other', 'other']);
    expect(r.actual).toEqual({ you: 2, other: 5 });
    expect(r.exchanges).toEqual({ 'on-time': 0, late: 1, missed: 1, cancelled: 0 });
  });

  it('a missed hand-over before the range still counts on its first nights', () => {
    const r = recountOvernights({
      first: '2027-03-15',
      last: '2027-03-18',
      scheduled: alternatingWeeks,
      entries: [exchange('2027-03-12', 'cancelled', 'you', 'other')],
    });
    expect(r.actual).toEqual({ you: 4, other: 0 });
    // Only exchanges inside the range are counted.
    expect(r.exchanges.cancelled).toBe(0);
  });

  it('make-up time gives its nights to its parent over everything else; per month counts', () => {
    const r = recountOvernights({
      first: '2027-03-26',
      last: '2027-04-04',
      scheduled: alternatingWeeks,
      entries: [{ type: 'parenting-time', parent: 'you', firstNight: '2027-03-30', lastNight: '2027-04-01' }, { type: 'note' }],
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

  it('an on-time hand-over on the scheduled day changes nothing', () => {
    const r = recountOvernights({
      first: '2027-03-05',
      last: '2027-03-18',
      scheduled: alternatingWeeks,
      entries: [exchange('2027-03-12', 'on-time', 'you', 'other')],
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
