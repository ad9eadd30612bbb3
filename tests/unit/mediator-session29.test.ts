// Session 29 (docs/mediator.md, "Session 29 (helper med-engine)"): same-meaning wording read by kind.
// Wordings of our own, never the corpus's.
import { describe, expect, it } from 'vitest';
import { type Aliases } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { meaningOf } from '../../src/features/mediator/meaning';
import { counterpart } from '../../src/features/mediator/engine/provisions';

const none: Aliases = new Map();
const verdict = (a: string, b: string) => comparePair(a, b, none).verdict;
const slots = (t: string) => [...meaningOf(t, none)].map(([slot, v]) => `${slot}=${v.key}`);

describe('a name said in fuller or shorter form is the same name', () => {
  it('"Teo" / "Teo Marquez", "Dr. Okafor" / "Dr. Grace Okafor" agree', () => {
    expect(
      verdict(
        'My brother Teo can have Mia every other Sunday from 9 a.m. to 3 p.m.',
        'The Mother’s brother, Teo Marquez, may have Mia on alternate Sundays from 9:00 a.m. to 3:00 p.m.',
      ),
    ).toBe('aligned');
    expect(
      verdict(
        'Mia keeps seeing Dr. Okafor for her asthma checkups at least twice a year.',
        'Mia shall continue to see Dr. Grace Okafor for asthma checkups at least twice a year.',
      ),
    ).toBe('aligned');
  });
  it('two names that share only their kind ("Elm Street" / "Pine Street") still differ', () => {
    expect(
      verdict(
        'Exchanges happen in the lot at 40 Elm Street, Dover, every Friday at 6 p.m.',
        'Exchanges happen in the lot at 12 Pine Street, Dover, every Friday at 6 p.m.',
      ),
    ).toBe('conflict');
    // The same street at another house number is another place.
    expect(
      verdict(
        'Exchanges happen at 40 Elm Street every Friday at 6 p.m.',
        'Exchanges happen at 12 Elm Street every Friday at 6 p.m.',
      ),
    ).toBe('conflict');
    expect(
      verdict(
        'On alternate Sundays Teo Marquez may have Mia from 9:00 a.m. to 3:00 p.m.',
        'On alternate Sundays Rosa Marquez may have Mia from 9:00 a.m. to 3:00 p.m.',
      ),
    ).toBe('conflict');
  });
});

describe('one figure both state the same is evidence', () => {
  it('"within 72 hours" / "within three days" with a quarter of the words shared is Aligned (was could not compare)', () => {
    expect(
      verdict(
        'The parent who took the trip shall return the passports within 72 hours of coming home.',
        'I hand the passports back within three days of getting home.',
      ),
    ).toBe('aligned');
  });
  it('the same figure in sentences about different things is still left to the reader', () => {
    expect(verdict('Each parent shall finish the co-parenting course within 60 days.', 'Support starts within 60 days.')).toBe(
      'could-not-compare',
    );
  });
  it('a differing figure is still a conflict', () => {
    expect(
      verdict(
        'The parent who took the trip shall return the passports within 72 hours of coming home.',
        'I hand the passports back within five days of getting home.',
      ),
    ).toBe('conflict');
  });
});

describe('a name is matched with its capital, never any word under the /i flag', () => {
  it('reads no exchange in "switch schools" and no trip away in "out of pocket"', () => {
    expect(slots('The kids switch schools in the fall.')).toEqual([]);
    expect(
      slots("Travel costs for the summer visit are paid out of pocket by the Father, with 30 days' notice of the dates."),
    ).toEqual([]);
  });
  it('still reads a named place, "switch houses at" and "out of town"', () => {
    expect(slots('The kids switch houses at Harbor Park on Sundays.')).toEqual(['exchange.place=place:harbor park']);
    expect(slots("Either parent may take the children out of town for a trip with 14 days' notice.")).toEqual([
      'travel.notice=14',
    ]);
    expect(slots("Either parent may take the children out of Ohio for a trip with 14 days' notice.")).toEqual([
      'travel.notice=14',
    ]);
  });
});

describe('a counterpart found by words that begin alike', () => {
  it('"medication" / "medicine" and "cancelled" / "cancellation" meet (the stemmer keeps them apart)', () => {
    expect(
      counterpart(
        'I send any medicine the baby needs with written instructions.',
        'The Mother shall supply medication with dosing instructions.',
        none,
      ),
    ).toBeGreaterThan(0);
    expect(
      counterpart('Each parent shall attend a parenting class.', 'The children shall attend a summer camp in July.', none),
    ).toBe(0);
  });
});
