import { describe, expect, it } from 'vitest';
import { findAliases, resolveRoles } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { counterpart } from '../../src/features/mediator/engine/provisions';
import { readDetails } from '../../src/features/mediator/details';
import { meaningOf } from '../../src/features/mediator/meaning';
import { splitProvisions } from '../../src/features/mediator/provisions';

// Session 24 (docs/mediator.md, "Who is who"): a parent's own words name the author under a "From" title.
describe('who is who: a plain reply signed under its title', () => {
  it('reads "From Hannah Berg, Ava and Leo\'s mom. Josh Berg is their dad." as Hannah writing', () => {
    // mn-holiday-amendment-plain: the stipulation names Hannah Berg Petitioner and says no parent
    // word; the reply names both parents on the line under its title. "I" was read as the Father
    // (every name on that line counted), so every holiday the reply gives "me" was a false dispute.
    const m = findAliases([
      'STIPULATION AND ADDENDUM TO PARENTING PLAN (HOLIDAYS AND VACATIONS). Hannah Berg, Petitioner, and Joshua Berg, Respondent. Children: Ava Berg and Leo Berg.\nb. Easter Sunday (9:00 a.m. to 7:00 p.m.): Petitioner in odd-numbered years; Respondent in even-numbered years.',
      "Our holidays and summers, the way I see it\nFrom Hannah Berg, Ava and Leo's mom. Josh Berg is their dad. For our file 73-FA-23-2207.\nI get Easter Sunday in odd years and Josh gets it in even years, 9 a.m. to 7 p.m.\nHannah",
    ]);
    expect(m.get('Hannah')).toBe('mother');
    expect(m.get('Josh')).toBe('father');
    expect(m.get('I')).toBe('mother');
    expect(m.get('Petitioner')).toBe('mother');
    expect(m.get('Respondent')).toBe('father');
    expect(resolveRoles('I get Easter Sunday in odd years and Josh gets it in even years.', m)).toBe(
      'the Mother get Easter Sunday in odd years and Josh gets it in even years.',
    );
  });

  it('still reads a caption naming both parties under a title as naming nobody in particular', () => {
    // mn-parenting-plan-plain (retired set 11): the form's caption line names both parents with their
    // labels; only the father's own plan says who "I" is.
    const m = findAliases([
      'STATE OF MINNESOTA, DISTRICT COURT, COUNTY OF DAKOTA\nJenna Holm, Petitioner, and Marcus Holm, Respondent.   Court File No. 19HA-FA-26-1120\nPARENTING PLAN PROPOSED ON BEHALF OF PETITIONER\nThe Father shall pay child support of $725.00 per month.',
      "Marcus Holm - my parenting plan for Lily\nI'm Marcus, Lily's dad. Lily was born April 4, 2018. Jenna is her mom.\nI will pay Jenna $725 a month for child support.\nMarcus Holm",
    ]);
    expect(m.get('I')).toBe('father');
    expect(m.get('Petitioner')).toBe('mother');
  });
});

describe('labels a document defines: the custodial and the noncustodial parent', () => {
  it("reads the Guidelines' labels as the parents the document says they are", () => {
    // in-long-distance-plain: "The Mother is the custodial parent and the Father is the noncustodial
    // parent." Every term of the agreed plan names a label, the father's own words name "me" and "Tasha".
    const m = findAliases([
      "How Imani's time with me will work now that I live in Denver\nMy name is Marcus Harper. I'm Imani's dad. Tasha Greene is her mom.\nI want Imani every Thanksgiving, since Tasha has her the rest of the fall.\nTasha takes her to the Evansville airport and I pick her up at the Denver airport.",
      'AGREED PARENTING TIME PLAN\nThe Mother is the custodial parent and the Father is the noncustodial parent. The Father resides in Denver, Colorado.\n7. Christmas Day: the custodial parent in odd-numbered years and the noncustodial parent in even-numbered years.',
    ]);
    expect(m.get('Custodial Parent')).toBe('mother');
    expect(m.get('Noncustodial Parent')).toBe('father');
    expect(m.get('I')).toBe('father');
    expect(
      resolveRoles(
        '7. Christmas Day: the custodial parent in odd-numbered years and the noncustodial parent in even-numbered years.',
        m,
      ),
    ).toBe('7. Christmas Day: the Mother in odd-numbered years and the Father in even-numbered years.');
    expect(resolveRoles('The Non-custodial parent shall pay child support of $145 per week.', m)).toBe(
      'the Father shall pay child support of $145 per week.',
    );
    // "Tasha has her", "Tasha takes her": in this author's words "her" is the child, never the mother.
    expect(resolveRoles('I want Imani every Thanksgiving, since Tasha has her the rest of the fall.', m)).toBe(
      'the Father want Imani every Thanksgiving, since Tasha has her the rest of the fall.',
    );
    expect(resolveRoles("She's with me for seven days over winter break.", m)).toBe(
      "She's with the Father for seven days over winter break.",
    );
  });

  it('leaves the labels as written where no document defines them', () => {
    const m = findAliases(['The noncustodial parent shall have six weeks of the summer.', 'I get six weeks in the summer.']);
    expect(m.has('Noncustodial Parent')).toBe(false);
    expect(resolveRoles('The noncustodial parent shall have six weeks of the summer.', m)).toBe(
      'The noncustodial parent shall have six weeks of the summer.',
    );
  });
});

describe('years ending in an even number', () => {
  it('are even years: a holiday alternates, and a change of years is a dispute', () => {
    // ut-parent-time (train): the Utah statute's "in years ending in an even number" was read as every year.
    const m = new Map();
    expect([...meaningOf('Halloween, until 9 p.m., to the Father in years ending in an even number.', m)]).toEqual([
      ['holiday:Halloween', { key: 'alternate:father', text: 'Halloween: alternating, the Father in even years' }],
    ]);
    expect(
      comparePair(
        'Halloween, until 9 p.m., to the Father in years ending in an even number.',
        'Halloween, until 9 p.m., to the Father in years ending in an odd number.',
        m,
      ).verdict,
    ).toBe('conflict');
  });
});

describe("a term one side has only in other words is no side's alone (engine/provisions.ts counterpart)", () => {
  it('scores the same term in other words, and nothing for different terms', () => {
    const m = new Map();
    expect(
      counterpart(
        'All other provisions of the Parenting Plan dated June 9, 2024 remain in full force.',
        'Everything else in our June 9, 2024 parenting plan stays the same.',
        m,
      ),
    ).toBeGreaterThan(0);
    // A figure that differs: a dispute, never a counterpart.
    expect(
      counterpart(
        'All other provisions of the Parenting Plan dated June 9, 2024 remain in full force.',
        'Everything else in our June 19, 2024 parenting plan stays the same.',
        m,
      ),
    ).toBe(0);
    // Different terms sharing a word or two: no counterpart.
    expect(
      counterpart('Each parent shall attend a parenting class.', 'The children shall attend a summer camp in July.', m),
    ).toBe(0);
  });

  it('pairs the two wordings in the report instead of two one-sided findings', () => {
    const r = analyzeDocuments(
      [
        {
          name: 'a',
          text: "GENERAL TERMS\n1. All other provisions of the Parenting Plan dated June 9, 2024 remain in full force.\n2. The children's passports shall be held by the Mother.",
        },
      ],
      [
        {
          name: 'b',
          text: "Everything else\nEverything else in our June 9, 2024 parenting plan stays the same.\nLeo's curling bonspiels come first, and whoever has him takes him.",
        },
      ],
      'Parenting Agreement',
    );
    // Before session 24 the two wordings were 'only-a' and 'only-b'; now a pair the parent reads side by
    // side, and since session 29 Aligned (the one date both state is the same, and they share other words).
    expect(r.findings.map((f) => [f.verdict, f.quoteA, f.quoteB])).toEqual([
      ['only-a', "The children's passports shall be held by the Mother.", null],
      [
        'aligned',
        'All other provisions of the Parenting Plan dated June 9, 2024 remain in full force.',
        'Everything else in our June 9, 2024 parenting plan stays the same.',
      ],
    ]);
  });
});

describe("a mediated memorandum in a parent's own words (or-mediated-plain, set 15)", () => {
  it('reads lettered items ("A1.", "B2.") as items of their own', () => {
    // The items ran together ("... to Sunday at 6:00 p.m. B2." was one sentence) and every quote kept
    // the next item's number.
    const ps = splitProvisions(
      'B. Parenting Time\nB1. The Father shall have parenting time on the second and fourth weekends of each month, from Friday at 6:00 p.m. to Sunday at 6:00 p.m.\nB2. The Father shall have dinner visits every Tuesday from 4:30 p.m. to 7:30 p.m.',
    );
    expect(ps.map((p) => [p.number, p.section, p.text])).toEqual([
      [
        'B1.',
        'Parenting Time',
        'The Father shall have parenting time on the second and fourth weekends of each month, from Friday at 6:00 p.m. to Sunday at 6:00 p.m.',
      ],
      ['B2.', 'Parenting Time', 'The Father shall have dinner visits every Tuesday from 4:30 p.m. to 7:30 p.m.'],
    ]);
  });

  it('reads "for dinner on Tuesdays, 4:30 to 7:30" as an evening', () => {
    expect(
      readDetails('Sam also has Riley for dinner on Tuesdays, 4:30 to 7:30.')
        .filter((d) => d.kind === 'time')
        .map((d) => d.text),
    ).toEqual(['4:30 p.m.', '7:30 p.m.']);
  });

  it('reads "Sam and I both keep custody of Riley" as joint custody, and the police station as the department', () => {
    const m = findAliases([
      'Keiko Tanaka (Mother) and Samuel Price (Father). Child: Riley Tanaka-Price, age 7.',
      "I'm Keiko Tanaka, Riley's mom. Sam Price is Riley's dad.",
    ]);
    expect(m.get('Riley')).toBe('child');
    expect([...meaningOf(resolveRoles('Sam and I both keep custody of Riley.', m), m)]).toEqual([
      ['custody.decision', { key: 'joint', text: 'joint decision-making' }],
    ]);
    expect(
      comparePair('The parents shall share joint custody of Riley.', 'Sam and I both keep custody of Riley.', m).verdict,
    ).toBe('aligned');
    expect(
      comparePair(
        'Exchanges shall occur in the lobby of the Newberg Police Department.',
        'We trade off Riley in the lobby of the Newberg police station.',
        m,
      ).verdict,
    ).toBe('aligned');
  });
});

describe("a plan in force against the mother's own account (tn-modification-plain, set 15)", () => {
  const m = findAliases([
    'IN THE FOURTH CIRCUIT COURT FOR KNOX COUNTY, TENNESSEE. Brianna Morris, Mother, v. Devon Morris, Father. No. 148832\nA. The Mother is the Primary Residential Parent.',
    'What is changing in our parenting plan, and what stays the same\nBy Brianna Morris, mom of Jaylen (13) and Kiara (9). Devon Morris is their dad. Case 148832.\nI stay the main parent the kids live with.',
  ]);

  it('reads "By Brianna Morris, mom of ..." under the title as the author', () => {
    expect(m.get('I')).toBe('mother');
  });

  it('reads the days a year, the home, the school decisions and the driving in either wording', () => {
    const pairs: Array<[string, string, string]> = [
      [
        'The Mother shall have 265 days and the Father 100 days with the children each year.',
        "I'll have the kids 265 days a year and Devon will have 100.",
        'aligned',
      ],
      ['The Mother is the Primary Residential Parent.', 'I stay the main parent the kids live with.', 'aligned'],
      ['Educational decisions: joint.', 'Devon and I decide school things together.', 'aligned'],
      ['The Mother shall maintain health insurance for the children.', 'I keep the kids on my health insurance.', 'aligned'],
      [
        'The Father shall provide all transportation for his parenting time.',
        'We each drive half, meeting at the Pilot station in Lenoir City.',
        'conflict',
      ],
    ];
    expect(pairs.map(([a, b]) => comparePair(a, b, m).verdict)).toEqual(pairs.map((p) => p[2]));
    expect(
      meaningOf(resolveRoles("I'll have the kids 265 days a year and Devon will have 100.", m), m).get('schedule.days'),
    ).toEqual({
      key: 'father:100,mother:265',
      text: '265 days a year with the Mother, 100 days a year with the Father',
    });
    expect(
      comparePair(
        'The Father shall provide all transportation for his parenting time.',
        'We each drive half, meeting at the Pilot station in Lenoir City.',
        m,
      ).differences[0]?.line,
    ).toBe('Party A: The Father does all the driving. Party B: The parents share the driving.');
  });
});

describe("a relocation notice against the mother's reply (wa-relocation-plain, set 15)", () => {
  const m = findAliases([
    'In re the Parenting Plan of: Kevin Brennan, Petitioner (Father), and Rosa Delgado, Respondent (Mother). No. 22-3-00415-21',
    "My answer to Kevin's notice about moving\nFrom Rosa Delgado, Mateo and Lucia's mom, to Kevin Brennan and the court. Case 22-3-00415-21.\nI read Kevin's notice.",
  ]);

  it('reads the signed line under the title as the author, whoever the title names, and the children it names', () => {
    expect(m.get('I')).toBe('mother');
    expect(m.get('Mateo')).toBe('child');
    expect(m.get('Lucia')).toBe('child');
  });

  it('compares the school, the exchange place, the move date and the travel costs by their values', () => {
    const pairs: Array<[string, string]> = [
      ['The children shall attend Madison Elementary School in Olympia.', 'The kids will go to Madison Elementary in Olympia.'],
      [
        'Exchanges shall occur at the Safeway parking lot on Harrison Avenue in Centralia.',
        "We'll swap the kids in the Safeway lot in Centralia.",
      ],
      [
        'Each parent shall pay his or her own travel costs for exchanges.',
        'Since Kevin is the one moving, he should pay for all the gas for exchanges.',
      ],
      [
        'The Father intends to move with the children to 1418 Harrison Avenue, Olympia, Washington, on or after June 20, 2027.',
        "Kevin can move with Mateo and Lucia to his new place on Harrison Avenue in Olympia, as long as it's not before June 20, 2027.",
      ],
    ];
    expect(pairs.map(([a, b]) => comparePair(a, b, m).verdict)).toEqual(['aligned', 'aligned', 'conflict', 'could-not-compare']);
    expect(comparePair(pairs[2]![0], pairs[2]![1], m).differences[0]?.line).toBe(
      'Party A: Each parent pays their own. Party B: The Father pays all of it.',
    );
  });
});

describe('same values in other words (set 15 holiday amendments, relocation and long-distance plans)', () => {
  const m = findAliases([
    'STIPULATION AND ADDENDUM TO PARENTING PLAN (HOLIDAYS AND VACATIONS). Hannah Berg, Petitioner, and Joshua Berg, Respondent. Children: Ava Berg and Leo Berg.',
    "Our holidays and summers, the way I see it\nFrom Hannah Berg, Ava and Leo's mom. Josh Berg is their dad. For our file 73-FA-23-2207.",
  ]);
  const verdicts = (pairs: Array<[string, string]>) => pairs.map(([a, b]) => comparePair(a, b, m).verdict);

  it('reads a month as a date the figures compare, not a name that differs', () => {
    expect(
      verdicts([
        [
          "New Year's Eve (December 31, 4:00 p.m. to January 1, noon): Respondent in odd-numbered years; Petitioner in even-numbered years.",
          "Josh has New Year's Eve in odd years, 4 p.m. until noon on New Year's Day, and I have it in even years.",
        ],
      ]),
    ).toEqual(['aligned']);
  });

  it('reads uninterrupted summer weeks, a trip out of the state by "taking", and birthday time for the party without the child', () => {
    expect(
      meaningOf('Each party shall have two uninterrupted weeks of vacation parenting time each summer.', m).get('summer.weeks'),
    ).toEqual({
      key: '2',
      text: '2 weeks of summer time',
    });
    expect(
      meaningOf(
        'A party taking the children out of Minnesota shall give the other party the destination and a telephone number at least 7 days in advance.',
        m,
      ).get('travel.notice')?.key,
    ).toBe(
      meaningOf(
        resolveRoles(
          "If either of us takes the kids out of state, we give the other where we're going and a phone number a week ahead.",
          m,
        ),
        m,
      ).get('travel.notice')?.key,
    );
    expect(
      verdicts([
        [
          "On each child's birthday, the party who does not have the child that day may spend two hours with the child.",
          "A party without the children on a child's birthday is entitled to two hours with that child on the birthday.",
        ],
      ]),
    ).toEqual(['aligned']);
  });

  it('reads the shares of uncovered costs where a pro-rata rule states them', () => {
    expect(
      verdicts([
        [
          'Uncovered medical expenses shall be divided in proportion to income, 55% to the Father and 45% to the Mother.',
          'The Father shall pay 55% and the Mother 45% of medical costs not covered by insurance.',
        ],
      ]),
    ).toEqual(['aligned']);
  });

  it('reads who pays the flights and "flies" as "travel by air"', () => {
    expect(
      meaningOf('The child shall travel by air as an unaccompanied minor at the expense of the Father.', m).get('costs.split'),
    ).toEqual({
      key: 'all:father',
      text: 'The Father pays all of it',
    });
    expect(meaningOf('She flies as an unaccompanied minor, and the Father pay for the tickets.', m).get('costs.split')?.key).toBe(
      'all:father',
    );
  });
});

describe('a first line with no closing mark over a sentence is the title (provisions.ts front matter)', () => {
  it('sets a long title aside, so it never runs into the next sentence', () => {
    const ps = splitProvisions(
      'What is changing in our parenting plan, and what stays the same\nBy Brianna Morris, mom of Jaylen (13) and Kiara (9). Devon Morris is their dad.\nI stay the main parent the kids live with.',
    );
    expect(ps.map((p) => p.text)).toEqual([
      'By Brianna Morris, mom of Jaylen (13) and Kiara (9). Devon Morris is their dad. I stay the main parent the kids live with.',
    ]);
  });
});

describe('titles and parts (provisions.ts)', () => {
  it('sets a title over the first numbered item aside, and reads "Part Two: Parenting Time" as a heading', () => {
    // wa-relocation-dispute: the notice's and the objection's titles were compared as a dispute.
    const a = splitProvisions(
      'SUPERIOR COURT OF WASHINGTON, COUNTY OF PIERCE\nNotice of Intent to Move with Children (Relocation)\n1. Notice\nThe Mother gives this notice at least 60 days before the move.',
    );
    expect(a.map((p) => p.text)).toEqual([
      'SUPERIOR COURT OF WASHINGTON, COUNTY OF PIERCE.',
      'The Mother gives this notice at least 60 days before the move.',
    ]);
    // in-long-distance-dispute: "Part Two: Parenting Time" was a sentence paired with the other side's.
    const b = splitProvisions(
      'Part Two: Parenting Time\n3. The Father shall have seven weeks of the school summer vacation period.',
    );
    expect(b.map((p) => [p.section, p.text])).toEqual([
      ['Parenting Time', 'The Father shall have seven weeks of the school summer vacation period.'],
    ]);
  });
});
