// Session 27 (docs/mediator.md, "Session 27 (helper med-engine)"): sentences that decide nothing
// (a copy's author and its history, a lawyer's signature, the children's ages) are no term and never
// a counterpart of a rule; "on my own" time is unsupervised time. Wordings of our own.
import { describe, expect, it } from 'vitest';
import { type Aliases } from '../../src/features/mediator/aliases';
import { authorMasked, comparePair } from '../../src/features/mediator/compare';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { meaningOf } from '../../src/features/mediator/meaning';
import { isAgeLine, isAuthorship, isDocumentMetadata } from '../../src/features/mediator/provisions';

const none: Aliases = new Map();
const verdict = (a: string, b: string, aliases: Aliases = none) => comparePair(a, b, aliases).verdict;

describe("each side naming its own copy's author", () => {
  it('"the Petitioner\'s proposal" / "the Respondent\'s proposal" in the same sentence agree', () => {
    expect(
      verdict(
        "This filing sets out the agreed terms and, where the parents differ, the Petitioner's proposal.",
        "This filing sets out the agreed terms and, where the parents differ, the Respondent's proposal.",
      ),
    ).toBe('aligned');
  });
  it("the day each copy was put forward is that copy's own", () => {
    expect(authorMasked("(Defendant's proposal, submitted March 3, 2026) This order is offered to the court.")).toBe(
      '(AUTHOR proposal, submitted on DATE) This order is offered to the court.',
    );
    expect(
      verdict(
        "(Plaintiff's proposal, submitted February 9, 2026) This order is offered to the court.",
        "(Defendant's proposal, submitted March 3, 2026) This order is offered to the court.",
      ),
    ).toBe('aligned');
  });
  it('a day in a sentence that names no author is a term: a conflict (review of session 27)', () => {
    const served = (day: string) => `The Respondent shall be served with the motion on ${day}.`;
    expect(authorMasked(served('March 3, 2027'))).toBe(served('March 3, 2027'));
    expect(verdict(served('March 3, 2027'), served('April 3, 2027'))).toBe('conflict');
    expect(
      verdict(
        'Any objection shall be filed with the court on January 15, 2027.',
        'Any objection shall be filed with the court on February 15, 2027.',
      ),
    ).toBe('conflict');
  });
  it('a party label that decides who has a holiday is still a conflict', () => {
    expect(
      verdict(
        'Easter shall be with the Plaintiff in even-numbered years.',
        'Easter shall be with the Defendant in even-numbered years.',
      ),
    ).toBe('conflict');
  });
  it('the occasion a copy was put forward on is its history, not a term', () => {
    expect(isAuthorship('Submitted by the Petitioners at the hearing on March 3, 2026')).toBe(true);
    expect(isAuthorship("Mother's proposal, prepared at mediation on May 2, 2026")).toBe(true);
    expect(isAuthorship('Submitted by the Petitioners, who shall pay the mediator.')).toBe(false);
  });
  it("a lawyer's signature line", () => {
    expect(isDocumentMetadata('By counsel: Dana Whitfield, Ohio Bar No. 0091234')).toBe(true);
    expect(isDocumentMetadata('Attorney: Sam Ortiz, State Bar #48213')).toBe(true);
    expect(isDocumentMetadata('Counsel: each party shall pay their own attorney fees.')).toBe(false);
  });
});

describe("the children's ages and names decide nothing", () => {
  it('reads an age line, and not a rule that names an age', () => {
    expect(
      [
        'Mila is 3.',
        'Theo is 7 months.',
        'The kids are six and nine years old.',
        'The children are Mila Grant and Theo Grant.',
      ].map(isAgeLine),
    ).toEqual([true, true, true, true]);
    expect(
      [
        'Theo shall have no overnights until he is 2 years old.',
        'Mila is 3 and goes to Oak Hill Preschool.',
        'Support is $300 for 2 children.',
      ].map(isAgeLine),
    ).toEqual([false, false, false]);
  });
  it('an age is never paired against the rule that names an age', () => {
    const a =
      "Parenting plan\nMila is 3. Theo is 7 months.\nTheo sleeps at his dad's starting when he is 2 years old; Mila can now.\n";
    const b =
      'Parenting plan\nTheo shall have no overnights with the Father until he is 2 years old; Mila may have overnights with the Father.\n';
    const r = analyzeDocuments([{ name: 'a', text: a }], [{ name: 'b', text: b }], 'Parenting Agreement', null, {
      today: '2026-11-29',
    });
    const withAge = r.findings.filter((f) => (f.quoteA ?? '').includes('7 months'));
    expect(withAge.map((f) => f.verdict)).toEqual([]);
    // The rule meets the other side's rule, whatever else it is compared as.
    expect(r.findings.filter((f) => (f.quoteB ?? '').startsWith('Theo shall')).map((f) => f.quoteA)).toEqual([
      "Theo sleeps at his dad's starting when he is 2 years old; Mila can now.",
    ]);
  });
});

describe('"on my own" time is unsupervised time', () => {
  it('against "unsupervised parenting time" on the same days: no word of one side alone (left to the reader, as other rewordings)', () => {
    expect(
      verdict(
        'After the first month I have Leo every Saturday from 9 to 5 on my own.',
        'After the first month, the Father shall have unsupervised parenting time every Saturday from 9:00 a.m. to 5:00 p.m.',
        new Map([['I', 'father']]) as Aliases,
      ),
    ).toBe('could-not-compare');
  });
  it('still differs from supervised time', () => {
    expect(
      verdict(
        'Every Saturday from 9 to 5 the Father has Leo by himself.',
        'Every Saturday from 9 to 5 the Father has Leo, supervised by the paternal grandmother.',
      ),
    ).toBe('conflict');
  });
  it('paying "on my own" is no time with a child', () => {
    expect(verdict('The Father pays the tutor on his own.', 'The Father pays the tutor, unsupervised.')).toBe('conflict');
  });
});

describe('who breaks a deadlock, read on both sides', () => {
  const final = (s: string) => meaningOf(s, new Map()).get('custody.final')?.key ?? null;
  it('a parent in other words', () => {
    expect(
      [
        "If we can't agree on a school question, the Mother's decision shall prevail.",
        'If the parents cannot agree on a medical decision after talking it over, the Father shall have ultimate authority.',
        'If the parents disagree about which camp to choose, the Mother shall decide.',
      ].map(final),
    ).toEqual(['mother', 'father', 'mother']);
  });
  it('mediation, then the court', () => {
    expect(
      [
        'If the parents cannot agree on a major decision, they shall try mediation before either goes to court.',
        'Disagreements shall be resolved by mediation and, if mediation fails, by the court.',
      ].map(final),
    ).toEqual(['court', 'court']);
  });
  it("an adviser's recommendation", () => {
    expect(final('If the parents disagree about therapy, they shall follow the recommendation of the family therapist.')).toBe(
      'adviser:family therapist',
    );
  });
  it('a parent against mediation-then-court is a conflict explained from the two values', () => {
    const c = comparePair(
      'If the parents cannot agree on a school decision, the Father shall have ultimate responsibility for it.',
      'If the parents cannot agree on a school decision, they shall go to mediation before either asks the court.',
    );
    expect([c.verdict, c.differences[0]?.line]).toEqual([
      'conflict',
      'Party A: The Father has the final say. Party B: A mediator first, then the court decides.',
    ]);
  });
  it('mediation before going to court, said after the court', () => {
    expect(
      meaningOf('Before filing any motion with the court, the parents shall attend mediation.', new Map()).get('dispute.first')
        ?.key,
    ).toBe('mediation');
  });
});
