import { describe, expect, it } from 'vitest';
import { findAliases, pronounParents, resolveRoles } from '../../src/features/mediator/aliases';
import { holds } from '../fixtures/mediation-real/score.mjs';
import { analyzeDocuments } from '../../src/features/mediator/engine';
import { meaningOf } from '../../src/features/mediator/meaning';
import { parityHolders } from '../../src/features/mediator/meaningValues';
import { cleanLines } from '../../src/features/mediator/normalize';
import { describesOwnCopy, isChildrenLine, isDocumentMetadata, splitProvisions } from '../../src/features/mediator/provisions';

// Session 23 (docs/mediator.md, "Who is who"): a parent's own plan meets a court form's party labels.
describe('who is who across a form and a parent’s own plan', () => {
  it('reads a caption line with two labels as two names', () => {
    const m = findAliases([
      'Petitioner: Desmond Park    Respondent: Yuki Tanaka-Park\n13. Petitioner shall provide health insurance for the children through his employer.',
      'What I want for Hana and Leo\nYuki Tanaka-Park\n\nThe kids live mostly with me.',
    ]);
    expect(m.get('Desmond')).toBe('father');
    expect(m.get('Yuki')).toBe('mother');
    expect(m.get('Petitioner')).toBe('father');
    expect(m.get('Respondent')).toBe('mother');
    expect(m.get('I')).toBe('mother');
  });

  it('ties a label to a parent by the pronoun of its own sentence, and the other side to the other parent', () => {
    expect([
      ...pronounParents(['11. Plaintiff shall provide health care coverage for the minor child through her employer.']),
    ]).toEqual([['Plaintiff', 'mother']]);
    expect([...pronounParents(['Erin carries Wyatt’s health insurance through her job.'])]).toEqual([['Erin', 'mother']]);
    // Another parent in the sentence, "his or her", a heading or a noun no child has: nothing.
    expect([
      ...pronounParents(['B. Health insurance: the Mother shall maintain health insurance through her employer.']),
    ]).toEqual([]);
    expect([...pronounParents(['Petitioner shall keep his or her employer informed.'])]).toEqual([]);
    expect([...pronounParents(['Hana keeps her phone at both houses.'])]).toEqual([]);
    const m = findAliases([
      'ERIN KOWALSKI, Plaintiff, v. DALE KOWALSKI, Defendant\n11. Plaintiff shall provide health care coverage for the minor child through her employer.\n10. Defendant shall pay child support of $735 per month.',
      'Dale Kowalski - what I’m asking for\nI pay $735 a month in child support.',
    ]);
    expect(m.get('Defendant')).toBe('father');
    expect(m.get('Erin')).toBe('mother');
    expect(m.get('I')).toBe('father');
    expect(resolveRoles('I pay $735 a month in child support.', m)).toBe('the Father pay $735 a month in child support.');
  });

  it('reads "X is called "Father"" and a title naming the author', () => {
    const m = findAliases([
      'PROPOSED PARENTING PLAN OF GABRIEL RUIZ\nIn this plan Gabriel Ruiz is called "Father" and Talia Ruiz is called "Mother."',
      'Talia Ruiz - my proposed parenting plan\nI decide where the kids live.',
    ]);
    expect(m.get('Gabriel')).toBe('father');
    expect(m.get('Talia')).toBe('mother');
    expect(m.get('I')).toBe('mother');
  });

  it('reads "Name, mom of ..." under a title and a signature over a closing line', () => {
    const m = findAliases([
      'My Parenting Plan\nBrynn Jensen, mom of Ava and Owen\nTyler and I will share joint legal custody.\n\nBrynn Jensen\nI propose this plan in good faith.',
      'Tyler James Jensen, Petitioner\nFourth Judicial District Court, Utah County\nTyler James Jensen, Petitioner, v. Brynn Jensen, Respondent',
    ]);
    expect(m.get('Brynn')).toBe('mother');
    expect(m.get('Respondent')).toBe('mother');
    expect(m.get('Petitioner')).toBe('father');
    expect(m.get('Tyler')).toBe('father');
    expect(m.get('I')).toBe('mother');
    // "Petitioner" over the next line's "Fourth Judicial ..." names nobody.
    expect(m.has('Fourth')).toBe(false);
  });

  it('never reads "Parenting Plan" before a label as a name', () => {
    const m = findAliases([
      '1. Designations. In this Parenting Plan the Respondent is called the Mother and the Petitioner is called the Father.',
    ]);
    expect(m.has('Parenting')).toBe(false);
    expect(m.get('Respondent')).toBe('mother');
  });
});

describe('captions, titles, headings and signatures are no terms', () => {
  it('sets aside a plain plan’s title, author and case lines and its signature', () => {
    const text = [
      'What I want for Hana and Leo',
      'Yuki Tanaka-Park',
      'Alameda County case HF26-114207',
      '',
      'Desmond and I will share legal custody of Hana and Leo.',
      '',
      'Phones',
      'Hana keeps her phone at both houses.',
      '',
      'Yuki',
    ].join('\n');
    expect(splitProvisions(text).map((p) => [p.section, p.text])).toEqual([
      [null, 'Desmond and I will share legal custody of Hana and Leo.'],
      ['Phones', 'Hana keeps her phone at both houses.'],
    ]);
  });

  it('keeps a first line that a wrapped sentence carries on', () => {
    expect(splitProvisions('This plan is made between\nthe parents of Nora.').map((p) => p.text)).toEqual([
      'This plan is made between the parents of Nora.',
    ]);
  });

  it('reads captions and case lines as metadata', () => {
    expect(isDocumentMetadata('Tyler James Jensen, Petitioner')).toBe(true);
    expect(isDocumentMetadata('Fourth District Court, Utah County, case 264400912')).toBe(true);
    expect(isDocumentMetadata('Kari Lynn Berg (the "Mother"), Plaintiff, and Tyler James Berg (the "Father"), Defendant')).toBe(
      true,
    );
    expect(
      isDocumentMetadata(
        "This parenting plan concerns the parties' daughter, Lily Holm, born April 4, 2018, and sets out the schedule.",
      ),
    ).toBe(true);
    // A term with a case word stays a term.
    expect(isDocumentMetadata('In case 2 the Father shall pay $500.')).toBe(false);
    expect(isChildrenLine('Children: Ella Berg, born October 8, 2014, and Owen Berg, born May 15, 2018.')).toBe(true);
  });

  it('reads a sentence about the copy itself as no term', () => {
    expect(describesOwnCopy('Attachment to the Stipulation and Order for Custody (form FL-355), proposed by Petitioner.')).toBe(
      true,
    );
    expect(describesOwnCopy('Verified statement: Petitioner proposes this parenting plan in good faith.')).toBe(true);
    expect(describesOwnCopy('Proposed by the Father, who shall pay $500 a month.')).toBe(false);
    // Who is who is compared as such.
    expect(describesOwnCopy("Written by Abena Osei, the children's mother (Defendant), for Kevin Osei.")).toBe(false);
  });
});

describe('the same provisions from a PDF and its TXT', () => {
  it('joins a title the layout broke after a dash between words', () => {
    expect(
      cleanLines(
        'CHILD CUSTODY AND VISITATION (PARENTING TIME) ORDER ATTACHMENT -\nPROPOSED BY PETITIONER\nCase Number: HF26-114207',
      ),
    ).toEqual([
      'CHILD CUSTODY AND VISITATION (PARENTING TIME) ORDER ATTACHMENT - PROPOSED BY PETITIONER',
      'Case Number: HF26-114207',
    ]);
    // A dash that ends a list line before a blank line, or a word broken at its hyphen, is left alone.
    expect(cleanLines('Holidays -\n\nThanksgiving')).toEqual(['Holidays -', '', 'Thanksgiving']);
    expect(cleanLines('the resi-\ndence')).toEqual(['the residence', '']);
    expect(isDocumentMetadata('Case Number: HF26-114207')).toBe(true);
  });
});

describe('the scorer', () => {
  it('reads a same-meaning wording after its sub-number as after its number', () => {
    const report = 'The Father shall have the children for Thanksgiving in even-numbered years.';
    expect(holds(report, '5.3 The Father shall have the children for Thanksgiving in even-numbered years.')).toBe(true);
    expect(holds(report, '5. The Father shall have the children for Thanksgiving in even-numbered years.')).toBe(true);
    expect(holds(report, '5.3 The Mother shall have the children for Thanksgiving in even-numbered years.')).toBe(false);
  });
});

describe('same meaning by typed values', () => {
  const keys = (s: string) => Object.fromEntries([...meaningOf(s, new Map())].map(([k, v]) => [k, v.key]));
  it('reads who has which years when the years open their clause', () => {
    expect([
      ...parityHolders(
        "In odd years the Father has the kids for Thanksgiving, and in even years they're with the Mother.",
        new Map(),
      ),
    ]).toEqual([
      ['odd', 'father'],
      ['even', 'mother'],
    ]);
    // The years after the parent named before them, as before.
    expect([
      ...parityHolders('Christmas Eve: the Father in even-numbered years and the Mother in odd-numbered years.', new Map()),
    ]).toEqual([
      ['even', 'father'],
      ['odd', 'mother'],
    ]);
  });
  it('reads "Thursday evenings 6 to 8" as midweek time', () => {
    expect(keys('The Father also has them Thursday evenings 6 to 8.')).toEqual({ 'schedule.midweek': 'Thursday' });
  });
  it('reads "both have to agree on" the areas as deciding them jointly', () => {
    // "school" names no decision area; the two it names agree with the form's mutual consent.
    expect(keys("Both parents both have to agree on the kids' school, their non-emergency medical care and religion.")).toEqual({
      'custody.area:health care': 'joint',
      'custody.area:religion': 'joint',
    });
  });
  it('starts a form item at "6a."', () => {
    const ps = splitProvisions(
      '6. Parenting time for Petitioner.\n6a. Petitioner shall have the children on alternate weekends.\n6b. Petitioner shall also have the children each Wednesday.',
    );
    expect(ps.map((p) => [p.number, p.text])).toEqual([
      ['6.', 'Parenting time for Petitioner.'],
      ['6a.', 'Petitioner shall have the children on alternate weekends.'],
      ['6b.', 'Petitioner shall also have the children each Wednesday.'],
    ]);
  });
});

describe('pairing by typed values before words', () => {
  const run = (a: string, b: string) =>
    analyzeDocuments([{ name: 'a', text: a }], [{ name: 'b', text: b }], 'Parenting Agreement', null, {
      today: '2026-11-28',
    }).findings.map((f) => [f.verdict, f.quoteA, f.quoteB]);
  it('pairs summer weeks with summer weeks and the date they are chosen by with the date', () => {
    expect(
      run(
        'Parenting Time\nThe Father shall have two weeks of summer parenting time each year.\nThe Father shall give notice of the summer weeks chosen by April 1.',
        'My time\nThe Father will tell the Mother which summer weeks he wants by May 15.\nThe Father gets three weeks with the children every summer.',
      ),
    ).toEqual([
      [
        'conflict',
        'The Father shall have two weeks of summer parenting time each year.',
        'The Father gets three weeks with the children every summer.',
      ],
      [
        'conflict',
        'The Father shall give notice of the summer weeks chosen by April 1.',
        'The Father will tell the Mother which summer weeks he wants by May 15.',
      ],
    ]);
  });
  it('reports a rule in plain words that only one side has', () => {
    expect(
      run(
        'The parents shall have joint legal custody.\nNoemie is allowed to babysit Luc for up to two hours.',
        'The parents shall have joint legal custody.',
      ),
    ).toEqual([['only-a', 'Noemie is allowed to babysit Luc for up to two hours.', null]]);
  });
  it('reads the parent who picks up in plain words', () => {
    const keys = (s: string) => Object.fromEntries([...meaningOf(s, new Map())].map(([k, v]) => [k, v.key]));
    expect(keys('Whoever is picking Wyatt up does the driving.')).toEqual({ 'exchange.transport': 'receiving' });
    expect(keys('Whoever is starting their time picks the kids up.')).toEqual({ 'exchange.transport': 'receiving' });
    expect(keys('The parent whose time-sharing is beginning shall pick up the children.')).toEqual({
      'exchange.transport': 'receiving',
    });
  });
  it('reads the children a caption names', () => {
    const m = findAliases([
      'IN THE MATTER OF THE MARRIAGE OF GABRIEL RUIZ AND TALIA RUIZ AND IN THE INTEREST OF SOFIA RUIZ AND EMILIO RUIZ, CHILDREN',
    ]);
    expect(m.get('Sofia')).toBe('child');
    expect(m.get('Emilio')).toBe('child');
    expect(m.has('Gabriel')).toBe(false);
  });
});

describe('communication in plain words', () => {
  it('reads "use the TalkingParents app for messages" as the app', () => {
    const keys = (s: string) => Object.fromEntries([...meaningOf(s, new Map())].map(([k, v]) => [k, v.key]));
    expect(keys("We'll use the TalkingParents app for messages about the kids.")).toEqual({
      'communication.channel': 'a co-parenting app',
    });
  });
});
