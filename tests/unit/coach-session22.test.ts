// Session 22 (issue 25, crisis-en): the lines composed from the kinds recognised (children add
// Childhelp and never take the hotline away; fear of dying at another's hands is the assault's, not
// one's own suicide; another's words of ending their life, reported, are theirs), and ordinary
// messages read as classes: a word's everyday sense, other people's stories and fiction, a question
// about a term, danger told as over, a hedged denial (docs/coach-crisis.md, "Session 22").
import { describe, expect, it } from 'vitest';
import { deniesDanger, detectDanger } from '../../src/content/crisis/crisis';
import { triageFacts } from '../../src/content/crisis/triage';

const kinds = (text: string) => detectDanger(text)?.categories.slice().sort() ?? null;
const lines = (text: string) => detectDanger(text)?.lines.map((l) => l.id) ?? [];

describe('lines composed from the kinds', () => {
  it('harm to the parent beside the children keeps the hotline and adds Childhelp', () => {
    const text = 'he put his knee on my throat in front of the kids and said next time he wont stop';
    expect(lines(text)).toEqual(['emergency', 'dv', 'childhelp']);
    expect(kinds(text)).toEqual(['child_abuse', 'strangulation']);
    expect(lines('he pressed his boot on my neck while the kids watched from the stairs')).toEqual(['emergency', 'dv']);
    expect(
      kinds('got the kids to school but im covering a black eye with makeup again, he did it when i said i wanted out'),
    ).toEqual(['child_abuse', 'violence']);
  });

  it('a child telling of harm to themself is still the child’s: no adult line added', () => {
    expect(kinds('my son said daddy hurts me when mommy is at work')).toEqual(['child_abuse']);
  });

  it('fear of dying while held by the neck is strangulation, not one’s own suicide', () => {
    for (const text of [
      'he lifted me up by my neck and held me against the wall, i thought i was going to die',
      'he knelt on my neck on the floor while the baby was crying. i thought i was going to die',
    ]) {
      expect(kinds(text), text).toEqual(['strangulation']);
      expect(lines(text), text).toEqual(['emergency', 'dv']);
    }
    // One's own wish to die stays one's own.
    expect(kinds('i want to die, i cant do this anymore')).toEqual(['suicide']);
  });

  it('another’s words of ending it, reported, are their suicide: the hotline and 988', () => {
    for (const text of [
      'i told him i want to separate and he said fine then ill just end it, he stopped eating',
      'she texted me last night ill just end it if you leave',
    ]) {
      expect(kinds(text), text).toEqual(['other_suicide']);
      expect(lines(text), text).toEqual(['emergency', 'lifeline', 'dv']);
    }
  });
});

describe('ordinary messages read as classes', () => {
  it('a word in its everyday sense', () => {
    for (const text of [
      'he needs new shoes, his toes are at the end, ill buy them and add to the tracker',
      'i logged the dentist copay in the shared spreadsheet',
      'a process server just showed up at my door with custody papers, what now',
      'the courier showed up with the signed forms',
      'he took a hit in football and they want him checked for a concussion',
      'she got a hard knock at hockey practice, just a bruise',
    ])
      expect(detectDanger(text), text).toBeNull();
  });

  it('a story or fiction about others, and a question about a term', () => {
    for (const text of [
      'there was a story on the radio about a dad who hurt his kids during a custody fight, i had to turn it off',
      'my book club is reading a novel about a murder suicide and its heavy',
      'what does intimate image abuse mean, is it the same as revenge porn',
      'what does coercive control mean exactly',
    ])
      expect(detectDanger(text), text).toBeNull();
    // The parent's own situation asked about stays danger.
    expect(kinds('what does it mean when he chokes me during fights')).toEqual(['strangulation']);
  });

  it('danger told as over, with a request for today', () => {
    for (const text of [
      'years ago my ex pushed me into a wall but i left in 2018 and have full custody now, today i just need help with the holiday schedule',
      'i was terrified of him once, but we went to counseling separately and exchanges are calm now',
    ])
      expect(detectDanger(text), text).toBeNull();
    expect(kinds('years ago he pushed me into a wall and today he did it again')).toEqual(['violence']);
  });
});

describe('a denial read in its clause', () => {
  it('denies danger only where a negation stands before a danger predicate', () => {
    expect(deniesDanger("i don't think he would ever hit anyone, he's just stubborn about money")).toBe(true);
    expect(deniesDanger('he has never been violent with me')).toBe(true);
    // A "never" that denies no danger, and a denial that tells it has happened before.
    expect(deniesDanger('my daughter mentioned daddy got her a new passport. i never signed anything')).toBe(false);
    expect(deniesDanger("he hasn't hit me in a while but i know the signs")).toBe(false);
  });
});

describe('the layer’s lines composed from what the message tells', () => {
  const facts = (text: string) => triageFacts(text);
  it('another adult’s words of ending their own life, and a child telling of harm to their mother', () => {
    expect(facts('he keeps talking about wanting to die since the custody ruling').otherEnd).toBe(true);
    expect(facts('she says shell take all her pills if i file').otherEnd).toBe(true);
    expect(facts('i want to die').otherEnd).toBe(false);
    expect(facts('my 8 yr old said daddy threw mommy on the floor').motherHarmed).toBe(true);
    expect(facts('my son pushed his brother off the couch').motherHarmed).toBe(false);
  });

  it('the children’s end said softly in a threat, and a means at hand with the children', () => {
    expect(kinds('he texted that none of them will be around to see the judge')).toEqual(['harm_children_and_self']);
    expect(kinds('she has been sitting in the car with the kids in the garage with the engine running')).toEqual([
      'harm_children_and_self',
    ]);
    expect(detectDanger('she said the kids will be around for the party')).toBeNull();
  });
});

describe('sexual assault said by its signs', () => {
  it('a gap after a drink or waking somewhere, with the sense that something was done; drugged then touched', () => {
    for (const text of [
      'i had one drink and next thing i remember is the back of a strangers car, i think someone did something to me',
      'i woke up hours later in his truck and i know something happened',
      'a guy at the bar slipped something in my drink and i felt so dizzy and he kept touching me',
    ])
      expect(kinds(text), text).toContain('sexual_assault');
    expect(detectDanger('i woke up the next morning and i know something happened with the dog, the couch is ruined')).toBeNull();
  });
});
