// Session 24 (issue 25, crisis-en; docs/coach-crisis.md, "Session 24"): warning signs of suicide and
// self-harm as classes composed by clause (warningSigns.ts, compose.ts), lines by who is harmed
// (triage.ts composeLines), false alarms as classes (a subject of study, an injury explained by sport,
// a denial of self-harm, a body word on an everyday phrase), and calm topics for everyday logistics.
import { describe, expect, it } from 'vitest';
import { deniesDanger, detectDanger, withoutIdioms } from '../../src/content/crisis/crisis';
import { CONCEPT_TAGS } from '../../src/content/crisis/concepts';
import { framesOf } from '../../src/content/crisis/frames';
import { normalise } from '../../src/content/crisis/normalise';
import { topicOf } from '../../src/content/crisis/topics';
import { decide, everydayFrame, triageFacts } from '../../src/content/crisis/triage';

const categories = (text: string) => detectDanger(text)?.categories ?? null;
/** The first reply as the rules and the composition read it (the statistical layer's own reading aside). */
const ruledLines = (text: string) => decide({ ...triageFacts(text), ruled: categories(text) }).lines;

describe('warning signs of suicide, two classes in a clause', () => {
  it('the parent: things given away and an end said as near; a calm and a decision; pills saved', () => {
    expect(
      categories(
        'been handing out my records and my watch to the lads this week, want them to have it while i can see them enjoy it',
      ),
    ).toEqual(['suicide']);
    expect(
      categories('oddly calm tonight, ive made up my mind, just have the kids from sunday on and dont ask questions'),
    ).toEqual(['suicide']);
    expect(categories('ive been stockpiling my tablets since the hearing')).toEqual(['suicide']);
    expect(categories('does it hurt to die, asking for real')).toEqual(['suicide']);
  });
  it('another adult: a goodbye and a phone gone quiet; a past attempt and silence', () => {
    expect(categories('she sent a goodbye text to our son and now her phone is off')).toEqual(['other_suicide']);
    expect(categories('he hasnt answered since friday and the last time he went quiet he tried to end his life before')).toEqual([
      'other_suicide',
    ]);
  });
  it('one sign alone is not: a gift, a calm about a plan', () => {
    expect(categories('i gave the kids old clothes away to the charity shop this week')).toBeNull();
    expect(categories('finally made up my mind about the school for september')).toBeNull();
    expect(categories('we both feel calm about the holiday plan finally')).toBeNull();
  });
});

describe("a child's self-injury the parent cannot explain", () => {
  it('is self-harm, with the lifeline and Childhelp', () => {
    const text = 'my 13yo has cuts on her forearm in neat lines, she says it was the cat but we have no cat';
    expect(categories(text)).toEqual(['child_abuse', 'self_harm']);
    expect(ruledLines(text)).toEqual(['lifeline', 'childhelp']);
  });
  it('another adult hurting themself keeps the adult lines', () => {
    expect(ruledLines('he put his belt around his own neck in front of the kids')).toEqual(['lifeline', 'dv']);
  });
});

describe('harm to the children and oneself', () => {
  it("a means got under a reason that does not hold (with the children named: theirs too; else the other adult's); the worst done to the parent being the children", () => {
    expect(categories('she bought charcoal and a hose and told me it was for the garden, we dont have a garden')).toEqual([
      'other_suicide',
    ]);
    expect(
      categories(
        'he ordered carbon monoxide stuff and said it was for the boat, he doesnt have a boat. the kids are with him friday',
      ),
    ).toEqual(['harm_children_and_self']);
    expect(
      categories('she said the worst thing she could do to me is take the kids with her so i spend my life grieving'),
    ).toEqual(['harm_children_and_self']);
  });
});

describe('lines by who is harmed', () => {
  it('a mother assaulted with her daughter near: RAINN and the hotline as well as Childhelp', () => {
    expect(ruledLines('he forced me last night while my daughter was asleep in the next room')).toEqual(['dv', 'rainn']);
  });
  it("a child's sexual abuse keeps Childhelp without RAINN", () => {
    expect(ruledLines('my son said grandpa touched his private parts at his moms')).toEqual(['childhelp']);
  });
  it('a grown daughter is an adult: RAINN', () => {
    // Childhelp is there too ("daughter" reads as a child to the lines), besides the adult lines.
    expect(ruledLines('my daughter is 24 and told me her boyfriend rapes her')).toEqual(['dv', 'childhelp', 'rainn']);
  });
  it("the parent's own passport held adds the hotline", () => {
    expect(triageFacts('he hid my passport and my sons birth certificate').ownPapers).toBe(true);
    expect(triageFacts('he has the kids passports for the trip').ownPapers).toBe(false);
  });
});

describe('false alarms as classes', () => {
  it('an accident told as a doubted claim is no everyday frame of play', () => {
    expect(everydayFrame('he says he fell again but its always the same wrist')).toBe(false);
    expect(everydayFrame('he fell off his bike at the park, the doctor checked him')).toBe(true);
  });
  it('a subject of study or of an event is a question about words', () => {
    expect(framesOf(normalise('my thesis is on suicide in farming communities'))).toEqual(['words']);
    expect(framesOf(normalise('school did a suicide prevention talk today'))).toEqual(['words']);
    expect(framesOf(normalise('i need help not a lecture'))).toEqual([]);
  });
  it('an injury explained by sport is everyday; the same told as a doubted claim is not', () => {
    expect(withoutIdioms('she has a bruise on her shin from hockey practice')).not.toMatch(/bruise/);
    expect(withoutIdioms('she has a bruise on her arm, she says its from hockey but i dont believe her')).toMatch(/bruise/);
  });
  it('a denial of self-harm', () => {
    expect(deniesDanger('my daughter isnt self harming, we talked')).toBe(true);
    expect(categories("my son doesn't self harm, i checked and asked")).toBeNull();
  });
  it("'my mum on my sundays' names no body target", () => {
    const target = CONCEPT_TAGS.find(([tag]) => tag === 'target')![1];
    expect(target.test(normalise('i took them to church with my mum on my sundays'))).toBe(false);
    expect(target.test(normalise('he slammed my head against the door'))).toBe(true);
  });
  it("'in order' is no court order", () => {
    expect(everydayFrame('can we swap weekends, i need to get my affairs in order')).toBe(false);
  });
});

describe('calm topics for everyday logistics', () => {
  it.each([
    ['picture day is tuesday, can you send her in the blue top', 'school'],
    ['can we agree ROFR only for over 4 hrs', 'week'],
    ['his cleats are at your place again', 'activities'],
    ['are we doing rosh hashanah at yours this year', 'holidays'],
    ['we are on our way, about 10 min out', 'exchanges'],
  ])('%s', (text, topic) => {
    expect(topicOf(text)?.id).toBe(topic);
  });
});
