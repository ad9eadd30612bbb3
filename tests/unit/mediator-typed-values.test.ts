import { describe, expect, test } from 'vitest';
import { findAliases, firstPersonParent, isWhoIsWho, resolveRoles, sameParties } from '../../src/features/mediator/aliases';
import { comparePair } from '../../src/features/mediator/compare';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { isAuthorship } from '../../src/features/mediator/engine/provisions';
import { meaningOf } from '../../src/features/mediator/meaning';
import { isDocumentMetadata, sentencesOf, splitProvisions } from '../../src/features/mediator/provisions';
import { foldSynonyms } from '../../src/features/mediator/thesaurus';

// Issue 29, session 13: typed values and role readings added for plain-words plans, with the
// exact values expected (src/features/mediator/aliases.ts, meaning*.ts, compare.ts).
const keys = (s: string, aliases = new Map()) => Object.fromEntries([...meaningOf(s, aliases)].map(([k, v]) => [k, v.key]));

describe('who is who in a plain-words plan', () => {
  const form =
    'In re the Marriage of: Omar Haddad, Petitioner, and Lena Haddad, Respondent.\na. Petitioner: Omar Haddad, referred to in this plan as the Father.\nb. Respondent: Lena Haddad, referred to in this plan as the Mother.';
  const plain = "Omar Haddad, the Petitioner, is the children's father. I, Lena Haddad, the Respondent, am their mother.";
  test('a first name read as a party label names the parent the label is defined as', () => {
    const aliases = findAliases([form, plain]);
    expect(aliases.get('Omar')).toBe('father');
    expect(aliases.get('Lena')).toBe('mother');
    expect(aliases.get('I')).toBe('mother');
  });
  test('a run-in heading before a party label is no name', () => {
    expect(findAliases(['5. Decision-Making\nThe Petitioner and the Respondent shall decide jointly.']).has('Making')).toBe(
      false,
    );
  });
  test('"I, <name>, the Respondent, am their mother" and "Submitted by <name>, the children\'s father" say who "I" is', () => {
    expect(firstPersonParent('I, Lena Haddad, the Respondent, am their mother.')).toBe('mother');
    expect(firstPersonParent("Submitted by Omar Haddad, the children's father\nI will pay Lena $200 every week.")).toBe('father');
    expect(firstPersonParent("Submitted by Omar Haddad, the children's father. The Father shall pay support.")).toBe(null);
  });
  test('"Omar will pay me $725 a month" is the Father paying the Mother', () => {
    const aliases = findAliases([form, plain]);
    expect(resolveRoles('Omar will pay me $725 a month in child support.', aliases)).toBe(
      'Omar will pay the Mother $725 a month in child support.',
    );
    expect(keys('Omar will pay me $725 a month in child support.', aliases)).toEqual({
      'support.payer': 'father',
      'support.amount': '72500/month',
    });
  });
});

describe('health insurance: who carries it, however said', () => {
  test.each([
    ["The Mother shall keep the children insured under her employer's health plan.", 'mother'],
    ['The children will stay on the health plan the Mother has through her job.', 'mother'],
    ["The children will remain on the Father's work health insurance.", 'father'],
    ['The Father will keep the children on the medical and dental insurance he gets through work.', 'father'],
  ])('%s', (s, who) => {
    expect(keys(s)['insurance.carrier']).toBe(who);
  });
  test('the same carrier in other words is aligned, not a "keep" wording conflict', () => {
    expect(
      comparePair(
        "The Mother shall keep the children insured under her employer's health plan.",
        'The children will stay on the health plan the Mother has through her job.',
      ).verdict,
    ).toBe('aligned');
  });
});

describe('summer weeks: whose they are', () => {
  test('one parent or each parent', () => {
    expect(keys('The Father will have the children for two (2) weeks each summer.')).toEqual({
      'summer.weeks': '2',
      'summer.holder': 'father',
    });
    expect(keys('Each parent will have the children for two (2) weeks of vacation each summer.')).toEqual({
      'summer.weeks': '2',
      'summer.holder': 'each',
    });
  });
  test('"the Father two weeks" against "each parent two weeks" is a conflict explained by the holder', () => {
    const c = comparePair(
      'The Father will have the children for two (2) weeks each summer, chosen in writing by April 15.',
      'Each parent will have the children for two (2) weeks of vacation each summer, chosen in writing by April 15.',
    );
    expect(c.verdict).toBe('conflict');
    expect(c.differences[0]?.line).toBe("Party A: The summer weeks are the Father's. Party B: Each parent has summer weeks.");
  });
});

describe('relocation: a forbidden act without notice is the notice attached to the act', () => {
  test('sixty days\' notice "without" against two months\' notice "if" is aligned', () => {
    const c = comparePair(
      "Neither parent shall relocate the residence of the children without giving the other parent sixty (60) days' written notice.",
      "If either parent wants to move the children's home, that parent will give the other parent two months' written notice.",
    );
    expect(c.verdict).toBe('aligned');
  });
  test('different notice periods still conflict', () => {
    expect(
      comparePair(
        "Neither parent shall relocate the children without giving the other parent sixty (60) days' written notice.",
        "If either parent wants to move the children, that parent will give the other parent thirty days' written notice.",
      ).verdict,
    ).toBe('conflict');
  });
});

describe('authorship and captions are no terms', () => {
  test.each([
    "[X] Petitioner's / [ ] Respondent's [X] Proposed / [ ] Final Parenting Plan",
    'This parenting plan is: [ ] Agreed upon [X] Proposed by Omar Haddad [ ] Developed by Court',
    'This parenting plan is submitted by: [X] Plaintiff [ ] Defendant [ ] Both parties',
  ])('%s', (line) => {
    expect(isAuthorship(line)).toBe(true);
  });
  test('a caption run into another line, and a "Case Name:" line', () => {
    expect(isDocumentMetadata('Case Name: In the Matter of Lena Haddad and Omar Haddad.')).toBe(true);
    expect(
      isDocumentMetadata('Concord Family Division, In the Matter of Lena Haddad and Omar Haddad, No. 617-2026-DM-00100.'),
    ).toBe(true);
    expect(isDocumentMetadata('In the matter of support, the Father shall pay $200 per week.')).toBe(false);
  });
});

describe('form questions answered with different options', () => {
  const run = (a: string, b: string) =>
    analyzeDocuments([{ name: 'a', text: a }], [{ name: 'b', text: b }], 'Parenting Agreement', null, { today: '2026-01-15' })
      .findings.filter((f) => f.verdict !== 'aligned')
      .map((f) => [f.verdict, f.quoteA, f.quoteB, f.differences.map((d) => d.line).join(' ')]);
  test("each side's ticked option meets the other's, and a sentence restating its provision joins it", () => {
    const a =
      "Mother: Ana Berg. Father: Jon Berg.\n3. Legal Custody. [X] The parents will share legal custody. They will make decisions together about the children's education and health care. [ ] Sole legal custody\n4. Physical Custody. [X] Shared physical custody: the children will live with each parent on alternating weeks.";
    const b =
      "Mother: Ana Berg. Father: Jon Berg.\n3. Legal Custody. [ ] The parents will share legal custody. [X] Sole legal custody to the Mother, who will consult the Father before major decisions about the children's education and health care.\n4. Physical Custody. [X] Primary physical custody to the Mother. The children will live with the Mother.";
    expect(run(a, b)).toEqual([
      [
        'conflict',
        '[X] Shared physical custody: the children will live with each parent on alternating weeks.',
        '[X] Primary physical custody to the Mother. The children will live with the Mother.',
        'Party A: Joint physical custody; the children live with each parent (alternating weeks). Party B: Primary physical custody with the Mother; the children live mainly with the Mother. Which weeks: Party A says equal time (alternating weeks); Party B says primary home with one parent.',
      ],
      [
        'conflict',
        "[X] The parents will share legal custody. They will make decisions together about the children's education and health care.",
        "[X] Sole legal custody to the Mother, who will consult the Father before major decisions about the children's education and health care.",
        'Ticked options: Party A ticks "The parents will share legal custody"; Party B ticks "Sole legal custody to the Mother, who will consult the Fath…".',
      ],
    ]);
  });
});

describe('who is who', () => {
  const aliases = findAliases([
    'The Plaintiff, Renee Lamb, is the mother of the children (the Mother), and the Defendant, Travis Lamb, is their father (the Father).',
  ]);
  test.each([
    [
      'The Plaintiff, Renee Lamb, is the mother of the children (the Mother), and the Defendant, Travis Lamb, is their father (the Father).',
      true,
    ],
    ["I am Travis Lamb, the children's father and the Defendant.", true],
    ['In this plan Parent A is the mother, Renee Lamb (Plaintiff), and Parent B is the father, Travis Lamb (Defendant).', true],
    ['The Father is the Primary Residential Parent.', false],
    ['The children are Caleb Lamb, born March 22, 2014.', false],
    ['The Mother shall have sole physical custody.', false],
  ])('%s', (s, expected) => {
    expect(isWhoIsWho(s, aliases)).toBe(expected);
  });
  test('two lines saying the same about who is who agree; a label defined the other way round does not', () => {
    expect(
      comparePair(
        'The Plaintiff, Renee Lamb, is the mother of the children (the Mother), and the Defendant, Travis Lamb, is their father (the Father).',
        "I am Travis Lamb, the children's father and the Defendant.",
        aliases,
      ).verdict,
    ).toBe('aligned');
    expect(sameParties('Renee Lamb, the Plaintiff, is the mother.', 'Renee Lamb, the Plaintiff, is the father.', aliases)).toBe(
      false,
    );
  });
});

describe('captions and titles', () => {
  test('a caption line with no full stop ends its own sentence, also when its case number wraps', () => {
    const [p] = splitProvisions(
      "PLAN\nWritten by Travis Lamb, the Defendant. Baldwin County Circuit Court, Case No.\nDR-2026-000123\nI am Travis Lamb, the children's father.",
    );
    expect(sentencesOf(p?.text ?? '')).toEqual([
      'Baldwin County Circuit Court, Case No. DR-2026-000123.',
      "I am Travis Lamb, the children's father.",
    ]);
  });
  test('a title line with no verb that only one side has is not reported', () => {
    const r = analyzeDocuments(
      [
        {
          name: 'a',
          text: 'Model Parenting Time Schedule, Local Court Rule 27.1, for parents living under 90 miles apart.\n1. The Father shall have every other weekend.',
        },
      ],
      [{ name: 'b', text: '1. The Father shall have every other weekend.' }],
      'Parenting Agreement',
      null,
      { today: '2026-01-15' },
    );
    expect(r.findings.filter((f) => f.verdict !== 'aligned')).toEqual([]);
  });
});

describe('typed values for day-to-day care, disputes, duration, calls, exchanges, schools and notice', () => {
  test.each([
    [
      'Each parent shall make decisions regarding the day-to-day care of a child while the child is residing with that parent.',
      { 'custody.daily': 'with-parent' },
    ],
    ['While the children are with a parent, that parent decides their day-to-day care.', { 'custody.daily': 'with-parent' }],
    [
      'Disagreements about joint decisions will go to mediation before either parent files a motion.',
      { 'dispute.first': 'mediation' },
    ],
    [
      'If both parents disagree on a joint decision, both parents go to a mediator before going to court.',
      // Session 27: the court, after mediation, is who breaks the deadlock (custody.final).
      { 'custody.final': 'court', 'dispute.first': 'mediation' },
    ],
    ['This plan shall remain in full force and effect until the children are emancipated.', { 'plan.duration': 'emancipation' }],
    ['The children may telephone either parent at any reasonable time.', { 'contact.calls': 'reasonable' }],
    ['The children can phone or video chat the other parent every day from 7 to 8 in the evening.', { 'contact.calls': 'daily' }],
    [
      'The parent whose parenting time is beginning shall pick the children up from the other parent.',
      { 'exchange.transport': 'receiving' },
    ],
    ["Whoever's parenting time is starting collects the children.", { 'exchange.transport': 'receiving' }],
    ['The children shall continue to attend Greenup County schools.', { 'school.place': 'greenup' }],
    ['The children will remain enrolled in the Greenup County school system.', { 'school.place': 'greenup' }],
    [
      'Notice of a proposed change of principal residence shall be given not later than the 45th day before the change.',
      { 'relocation.notice': '45' },
    ],
  ])('%s', (s, expected) => {
    expect(keys(s)).toEqual(expected);
  });
  test('the same notice or time to object with "before"/"after" worded differently is aligned', () => {
    expect(
      comparePair(
        'An objection to the relocation must be made within 30 days of receipt of the notice or the relocation will be permitted.',
        'The other parent then has 30 days after receiving the notice to object, or the move will be allowed.',
      ).verdict,
    ).toBe('aligned');
    expect(
      comparePair(
        "Each party shall give the other party 30 days' advance written notice of any intended change of address.",
        'Each parent will tell the other parent in writing at least thirty days before any change of address.',
      ).verdict,
    ).toBe('aligned');
  });
});

describe('thesaurus entries added in session 13', () => {
  test('fold to their canonical wording', () => {
    expect(foldSynonyms('will remain enrolled in the county schools')).toBe('will continue to attend the county schools');
  });
});

describe('a holiday row after a time ends the sentence before it', () => {
  test('"... until Friday at 6:00 p.m. Christmas Eve from ..." is two sentences; a holiday inside a span is not', () => {
    expect(
      sentencesOf(
        'Thanksgiving shall be with the Mother in odd years, from Wednesday at 6:00 p.m. until Friday at 6:00 p.m. Christmas Eve from 12:00 p.m. until Christmas Day at 12:00 p.m. shall be with the Father in odd years.',
      ),
    ).toEqual([
      'Thanksgiving shall be with the Mother in odd years, from Wednesday at 6:00 p.m. until Friday at 6:00 p.m.',
      'Christmas Eve from 12:00 p.m. until Christmas Day at 12:00 p.m. shall be with the Father in odd years.',
    ]);
    expect(
      sentencesOf(
        'The Father shall have the children from 6:00 p.m. Christmas Eve until 9:00 a.m. Christmas Day, and the Mother will have them after.',
      ),
    ).toEqual([
      'The Father shall have the children from 6:00 p.m. Christmas Eve until 9:00 a.m. Christmas Day, and the Mother will have them after.',
    ]);
  });
});
