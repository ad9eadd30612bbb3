// Session 28 (docs/mediator.md, "Session 28 (helper med-engine)"): how often something happens is a
// value (details.ts `frequencies`): a frequency both sides state for the same unit and state
// differently is a conflict, never Aligned. Wordings of our own.
import { describe, expect, it } from 'vitest';
import { type Aliases } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { readDetails } from '../../src/features/mediator/details';
import { meaningOf } from '../../src/features/mediator/meaning';

const none: Aliases = new Map();
const verdict = (a: string, b: string) => comparePair(a, b, none).verdict;
const often = (t: string) =>
  readDetails(t)
    .filter((d) => d.kind === 'frequency')
    .map((d) => d.key);

describe('how often, read as a value', () => {
  it('reads each wording of a frequency by its unit', () => {
    expect(often('The Father shall have the children every weekend.')).toEqual(['1/1 weekend']);
    expect(often('The Father shall have the children every other weekend.')).toEqual(['1/2 weekend']);
    expect(often('Dad gets alternating weekends and every Wednesday evening.')).toEqual(['1/2 weekend', '1/1 wednesday']);
    expect(often('She may call the children twice a week.')).toEqual(['2/1 week']);
    expect(often('He can video chat with them three times per week and every evening at bedtime.')).toEqual([
      '3/1 week',
      '7/1 week',
    ]);
    expect(often('Support is paid every two weeks.')).toEqual(['1/2 week']);
    expect(often('Payments are due on the first day of each month.')).toEqual(['1/1 month']);
  });
  it('reads no frequency in a count of weeks, an option left blank or the week-about rotation', () => {
    expect(often('The Mother has two weeks each summer and each week of the summer starts on Sunday.')).toEqual([]);
    expect(often('From Friday at 6:00 p.m. to Sunday at 6:00 p.m. [ ] every week [X] every other week.')).toEqual([
      '1/2 weekend',
    ]);
    expect(often('The children alternate weeks between the two homes.')).toEqual([]);
  });
  it('"every weekend" against "every other weekend" is a conflict (it was Aligned)', () => {
    expect(
      verdict(
        'The Father shall have parenting time every weekend from Friday at 6:00 p.m. to Sunday at 6:00 p.m.',
        'The Father shall have parenting time every other weekend from Friday at 6:00 p.m. to Sunday at 6:00 p.m.',
      ),
    ).toBe('conflict');
    const c = comparePair('Maya calls the kids every evening.', 'Maya calls the kids twice a week.', none);
    expect(c.verdict).toBe('conflict');
    expect(c.differences.map((d) => d.line)).toContain('How often: Party A says every day; Party B says 2 times a week.');
  });
  it('the same frequency in other words, or one about another unit, is no conflict', () => {
    expect(
      verdict('Child support is due on the first day of each month.', 'Child support is due on the 1st of every month.'),
    ).toBe('aligned');
    expect(
      verdict(
        'The Father has every other weekend and dinner every Wednesday.',
        'The Father has alternate weekends and dinner every Wednesday.',
      ),
    ).toBe('aligned');
    expect(
      verdict(
        'The Father may telephone the children every Monday and Thursday at 7:00 p.m.',
        'Dad calls the kids Mondays and Thursdays at 7 p.m.',
      ),
    ).toBe('aligned');
  });
});

describe('an exchange in plain words (meaningSchedule.ts readExchanges)', () => {
  const kids: Aliases = new Map([['Nina', 'child']]);
  const place = (t: string, aliases: Aliases = kids) => meaningOf(t, aliases).get('exchange.place')?.key;
  it('"we switch/swap/trade ... at" a named place is an exchange there', () => {
    expect(place('We switch Nina at the Lakeview Police Department.')).toBe('police');
    expect(place('We trade the kids at the Riverside Library on Sundays.')).toBe('place:riverside library');
  });
  it("a child's school by the child's name, or the minor child's school, is school", () => {
    expect(place("On weekdays we swap at Nina's school.")).toBe('school');
    expect(place("Exchanges shall occur at the minor child's school.")).toBe('school');
  });
  it('a switch with no place named reads no place', () => {
    expect(place('We switch every Friday.')).toBeUndefined();
  });
});
