import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import danger from '../fixtures/crisis/danger.json';
import ordinary from '../fixtures/crisis/ordinary.json';
import heldout from '../fixtures/crisis/heldout.json';
import probe from '../fixtures/crisis/probe.json';
import { LINES, allCoachLines } from '../../src/content/crisisLines';
import { CATEGORIES as categories, detectDanger as detect, normalise } from '../../src/content/crisis/crisis';

const linesOf = (id: string) => categories.find((c) => c.id === id)!.lines;

const ISSUE_CATEGORIES = [
  'suicide',
  'self_harm',
  'strangulation',
  'violence',
  'threats',
  'other_suicide',
  'stalking',
  'weapons',
  'sexual_assault',
  'child_abuse',
  'child_taken',
  'fear_home',
  'stranded',
];
/** The first corpus's "locked_out" (locked or thrown out, nowhere to go) is read as "stranded" now. */
const renamed = (category: string) => (category === 'locked_out' ? 'stranded' : category);
const dangerByCategory = Object.entries(danger)
  .filter(([k]) => k !== 'about')
  .map(([k, v]) => [renamed(k), v]) as Array<[string, string[]]>;
const dangerCases = dangerByCategory.flatMap(([category, texts]) => texts.map((text) => [category, text] as const));

/** The Count column of the README's table of files, by file name. */
function readmeCounts(): Record<string, number> {
  const readme = readFileSync('tests/fixtures/crisis/README.md', 'utf8');
  const rows = [...readme.matchAll(/^\| `([a-z-]+\.json)` \|.*\| (\d+) \|$/gm)];
  return Object.fromEntries(rows.map((m) => [m[1]!, Number(m[2])]));
}

/** The message brings the crisis reply, with 911 first and every line its category calls for. */
function expectHelpFor(text: string, category: string) {
  const found = detect(text);
  expect(found, text).not.toBeNull();
  const ids = found!.lines.map((l) => l.id);
  expect(ids[0]).toBe('emergency');
  for (const line of linesOf(category)) expect(ids, `${text} -> ${line}`).toContain(line);
}

describe('crisis corpus', () => {
  it('covers every category the coach must recognise, each with at least 8 phrasings and 150 in all', () => {
    expect(categories.map((c) => c.id)).toEqual(ISSUE_CATEGORIES);
    expect(dangerByCategory.map(([k]) => k)).toEqual(ISSUE_CATEGORIES);
    for (const [, texts] of dangerByCategory) expect(texts.length).toBeGreaterThanOrEqual(8);
    expect(dangerCases.length).toBeGreaterThanOrEqual(150);
  });

  it("the README's count of each file is the file's count (the corpus grows without editing this test)", () => {
    const sizes = {
      'danger.json': dangerCases.length,
      'heldout.json': heldout.items.length,
      'probe.json': probe.items.length,
      'ordinary.json': ordinary.items.length,
    };
    expect(readmeCounts()).toEqual(sizes);
  });

  it.each(dangerCases)('%s: "%s" brings the crisis reply', (category, text) => expectHelpFor(text, category));

  it.each(heldout.items.map((i) => [i.category, i.text, i.source] as const))(
    'held-out %s: "%s" (%s) brings the crisis reply',
    (category, text) => expectHelpFor(text, renamed(category)),
  );

  it.each(probe.items)('probe: "%s" brings the crisis reply', (text) => {
    expect(detect(text)).not.toBeNull();
  });

  it.each(ordinary.items)('ordinary: "%s" does not raise the alarm', (text) => {
    expect(detect(text)).toBeNull();
  });

  it('questions about abuse itself get the domestic violence line (a deliberate choice, see the corpus README)', () => {
    for (const text of ordinary.asksAboutAbuse) expect(detect(text)?.lines.map((l) => l.id)).toEqual(['emergency', 'dv']);
  });
});

describe('the issue examples', () => {
  it.each([
    ["honestly I don't want to be here anymore", ['suicide'], ['emergency', 'lifeline']],
    ['he grabbed me by the neck', ['strangulation', 'violence'], ['emergency', 'dv']],
    ['she keeps showing up outside my house', ['stalking'], ['emergency', 'dv']],
    ["my kid said mommy's boyfriend touches him", ['child_abuse'], ['emergency', 'childhelp']],
    ["he won't return the kids", ['child_taken'], ['emergency', 'ncmec']],
  ])('"%s" is %j and shows %j', (text, cats, lines) => {
    const found = detect(text as string)!;
    expect(found.categories).toEqual(cats);
    expect(found.lines.map((l) => l.id)).toEqual(lines);
  });
});

describe('help lines', () => {
  it('every number is a tap-to-call or tap-to-text link', () => {
    const hrefs = allCoachLines().map((l) => [l.id, l.actions.map((a) => a.href)]);
    expect(hrefs).toEqual([
      ['emergency', ['tel:911']],
      ['ncmec', ['tel:+18008435678']],
      ['lifeline', ['tel:988', 'sms:988']],
      ['dv', ['tel:+18007997233', 'sms:88788?body=START']],
      ['childhelp', ['tel:+18004224453']],
      ['rainn', ['tel:+18006564673']],
    ]);
    expect(LINES.dv.actions.map((a) => a.label)).toEqual(['Call 1-800-799-7233', 'Text START to 88788']);
  });

  it('sexual assault shows RAINN and the domestic violence line; the other parent threatening suicide shows 988 too', () => {
    expect(detect('he raped me')!.lines.map((l) => l.id)).toEqual(['emergency', 'dv', 'rainn']);
    expect(detect("my ex says he'll kill himself if i leave")!.lines.map((l) => l.id)).toEqual(['emergency', 'lifeline', 'dv']);
  });
});

describe('wording', () => {
  it('normalises case, apostrophes, misspellings and one typing slip in long danger words', () => {
    expect(normalise('I DON’T want to be HERE')).toBe('i dont want to be here');
    expect(normalise('ive had sucidal thoughts')).toBe('ive had suicidal thoughts');
    expect(normalise('he stranlged me')).toBe('he strangled me');
    expect(normalise('he threatned me, wanna die')).toBe('he threatened me, want to die');
  });

  it('is negation-aware where it matters', () => {
    expect(detect('he would never hurt the kids')).toBeNull();
    expect(detect('he has never hit me, he just yells')).toBeNull();
    expect(detect("I'm not suicidal, only tired")).toBeNull();
    expect(detect('he never hit me until last night')?.categories).toEqual(['violence']);
    expect(detect("I don't feel safe at home")?.categories).toEqual(['fear_home']);
    expect(detect("he didn't bring the kids back")?.categories).toEqual(['child_taken']);
  });

  it('reads each sentence on its own, so a denial does not cancel what follows', () => {
    expect(detect("He didn't hit me this time. He choked me.")?.categories).toEqual(['strangulation']);
    expect(detect('he never hit me but he threw a chair at me')?.categories).toEqual(['violence']);
  });
});
