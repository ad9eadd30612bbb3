import { describe, expect, test } from 'vitest';
import { findAliases } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { meaningOf } from '../../src/features/mediator/meaning';
import { isDocumentMetadata, sentencesOf } from '../../src/features/mediator/provisions';
import { sayText } from '../../src/features/mediator/reportText';
import { foldSynonyms } from '../../src/features/mediator/thesaurus';
import { mediatorEs } from '../mediatorSpanish';

// Session 22 (docs/mediator.md): what pairs-sealed-13's plain pairs missed, in sentences of our own
// (not the corpus documents'): who "Parent A" and "I" are in a parent's own plan, shares written as
// fractions, a reply "within a day", the other parent's time to object "after getting" the notice,
// and a rule of its own about something the other document never mentions.
const values = (t: string, aliases = new Map()) => [...meaningOf(t, aliases)].map(([k, v]) => `${k}=${v.key}`);
const explain = (a: string, b: string, aliases = new Map()) => {
  const c = comparePair(a, b, aliases);
  const d = c.differences.find((x) => x.say);
  return [c.verdict, ...(d?.say ? [sayText(d.say), sayText(d.say, mediatorEs)] : [])];
};

const DRAFTED =
  'Owen Pike, the father, is "Parent A", and Tessa Pike, the mother, is "Parent B". Ruby Pike, age 7, is the "Child".';
const OWN_WORDS = "I'm Tessa Pike. Owen and I have one daughter, Ruby (7).";

describe('who is who: a definition in lower case names the parents a plain plan calls by first name', () => {
  const aliases = findAliases([DRAFTED, OWN_WORDS]);
  test('"Owen Pike, the father, is "Parent A"": Owen is the Father, Tessa the Mother, and "I" in her plan is the Mother', () => {
    expect([
      aliases.get('Owen'),
      aliases.get('Tessa'),
      aliases.get('Parent A'),
      aliases.get('Parent B'),
      aliases.get('I'),
    ]).toEqual(['father', 'mother', 'father', 'mother', 'mother']);
  });
  test('"Parent A shall maintain dental insurance" and "Owen will keep Ruby on his dental insurance" are the same term', () => {
    expect(
      explain('Parent A shall maintain dental insurance for the Child.', 'Owen will keep Ruby on his dental insurance.', aliases),
    ).toEqual(['aligned']);
  });
  test('the uncovered costs split by the parents, named by label on one side and by first name and "I" on the other', () => {
    expect(
      explain(
        'Parent A shall pay 70% and Parent B 30% of uncovered dental costs.',
        "For dental costs insurance doesn't cover, Owen pays 70% and I pay 30%.",
        aliases,
      ),
    ).toEqual(['aligned']);
  });
});

describe('shares written as fractions', () => {
  const aliases = findAliases([
    'The Petitioner, Dale Corbin, is the father, and the Respondent, Mara Corbin, is the mother.',
    "I'm Mara Corbin, Eli's mom.",
  ]);
  test('"two-thirds" and "one-third" of what insurance does not pay, against an equal split', () => {
    expect(
      explain(
        'Medical costs not covered by insurance shall be divided equally between the Petitioner and the Respondent.',
        "Whatever the insurance won't pay, Dale pays two-thirds and I pay one-third.",
        aliases,
      ),
    ).toEqual([
      'conflict',
      'Party A: Uncovered costs split equally. Party B: Uncovered costs split the Father 66.67%, the Mother 33.33%.',
      'Parte A: Gastos no cubiertos a partes iguales. Parte B: Gastos no cubiertos: el padre, 66.67%; la madre, 33.33%.',
    ]);
  });
});

describe('typed values read in a parent’s own words', () => {
  test('a reply "within a day" is a reply within 24 hours; messages "on" or "to" an app are the app', () => {
    expect(values("We'll send all messages about Eli on OurFamilyWizard and answer within a day.")).toEqual([
      'communication.channel=a co-parenting app',
      'communication.response=24h',
    ]);
    expect(values('Parents keep messages to the AppClose app and reply within 48 hours.')).toEqual([
      'communication.channel=a co-parenting app',
      'communication.response=48h',
    ]);
  });
  test('the time to object "after getting" the notice, and a notice to "change the principal residence"', () => {
    expect(values('The other parent then has 20 days after getting the notice to object.')).toEqual(['relocation.objection=20']);
    expect(
      values(
        'A parent who intends to change the principal residence of the child shall give the other parent 30 days\u2019 written notice.',
      ),
    ).toEqual(['relocation.notice=30']);
  });
  test('"on non-school days" and "when there is no school" say the same of an exchange', () => {
    expect(
      explain(
        'Exchanges shall take place at the school or, on non-school days, at the public library.',
        "We swap Eli at school, or at the public library when there's no school.",
      ),
    ).toEqual(['aligned']);
  });
  test('thesaurus: a warning in writing is a notice; "when school lets out" and "the end of the school day" are after school', () => {
    expect(foldSynonyms("two months' warning in writing")).toBe("two months' notice in writing");
    expect(foldSynonyms('from when school lets out on Friday')).toBe('from after school on Friday');
    expect(foldSynonyms('from the end of the school day until 7:00 p.m.')).toBe('from after school until 7:00 p.m.');
  });
});

describe('a rule of its own about something the other document never mentions', () => {
  const A = `${DRAFTED}

1. Parenting Time

Parent A shall have parenting time on alternating weekends from Friday at 5:00 p.m. until Sunday at 5:00 p.m.

Parent A and Parent B shall share joint legal custody.`;
  const B = `${OWN_WORDS}

Time with her dad

Owen gets Ruby every other weekend from Friday at 5 p.m. until Sunday at 5 p.m.

Owen and I will both make the big decisions for Ruby.

Owen won't let Ruby ride on his jet ski.`;
  const r = analyzeDocuments([{ name: 'a', text: A }], [{ name: 'b', text: B }], 'Parenting Agreement');
  test('"Owen won\'t let Ruby ride on his jet ski" is only in Party B\'s document', () => {
    expect(r.findings.filter((f) => f.verdict === 'only-b').map((f) => [f.quoteB, f.differences.map((d) => d.line)])).toEqual([
      ["Owen won't let Ruby ride on his jet ski.", ["Only in Party B's document: Time with her dad."]],
    ]);
  });
  test("the same custody in other words is no rule of its own: nothing is only in Party A's document", () => {
    expect(r.findings.filter((f) => f.verdict === 'only-a')).toEqual([]);
  });
});

describe('more of the same in other words (session 22, second pass)', () => {
  test('one place named in full and by its last words is the same exchange place', () => {
    expect(
      explain('Exchanges shall occur at the Sweetwater County Justice Center.', "We'll hand off the kids at the Justice Center."),
    ).toEqual(['aligned']);
  });
  test('"except in an emergency" and "unless there is an emergency" make the same exception', () => {
    expect(
      explain(
        'The parents shall communicate about the children by email and shall respond within 24 hours, except in an emergency.',
        "Email shall be the parents' means of communication about the children, answered within one day unless there is an emergency.",
      ),
    ).toEqual(['aligned']);
  });
  test('"Signed: <name>, <role>." is who signed the copy, no term', () => {
    expect([isDocumentMetadata('Signed: Jenna Rusk, Mother.'), isDocumentMetadata('Signed: Travis Rusk.')]).toEqual([true, true]);
  });
  test('a time ends its sentence before "Pickups and drop-offs happen ..."', () => {
    expect(
      sentencesOf('Rafael also has them every Tuesday after school until 7:30 p.m. Pickups and drop-offs happen at my house.'),
    ).toEqual(['Rafael also has them every Tuesday after school until 7:30 p.m.', 'Pickups and drop-offs happen at my house.']);
  });
  test('a rule the other document states with other forms of its words is no rule of its own', () => {
    const A = `${DRAFTED}

1. Changes

The parents may adjust the parenting schedule by written agreement, including email.`;
    const B = `${OWN_WORDS}

Changes

We can change the schedule if we both agree in writing, and an email counts.`;
    const r = analyzeDocuments([{ name: 'a', text: A }], [{ name: 'b', text: B }], 'Parenting Agreement');
    expect(r.findings.filter((f) => f.verdict === 'only-a' || f.verdict === 'only-b')).toEqual([]);
  });
});
