// Session 26 (issue 25, crisis-en; docs/coach-crisis.md "Session 26 (helper crisis-en)"): situations as
// classes grounded in public pages (warningSigns.ts, compose.ts) and everyday frames of the parent's own
// training, study, a statistic and estate planning (triage.ts). Each message below was written for this
// test, not copied from a corpus part. None of these tests reads the statistical layer's probabilities.
import { describe, expect, it } from 'vitest';
import { detectDanger } from '../../src/content/crisis/crisis';
import { decide, everydayFrame, triageFacts } from '../../src/content/crisis/triage';

const categories = (text: string) => detectDanger(text)?.categories ?? null;

describe('a firearm at hand with an end said as near, or a gun turned on oneself', () => {
  it.each([
    [
      'my brother in law says my ex keeps his hunting rifle by the bed now and told him he wont need it much longer',
      'other_suicide',
    ],
    ['she cleans her pistol every night and says she is tired of fighting', 'other_suicide'],
    ['i bought a handgun on tuesday and honestly i wont be around much longer', 'suicide'],
    ['after the kids left on sunday i sat in the garage and held the gun to my head', 'suicide'],
  ])('%s: %s', (text, category) => expect(categories(text)).toContain(category));

  it('a gun held to the parent by another adult is not their suicide', () => {
    expect(categories('he held the gun to my head once and i still shake when he comes to the door') ?? []).not.toContain(
      'suicide',
    );
    expect(categories('she aimed the rifle at me and said she was tired of fighting') ?? []).not.toContain('other_suicide');
  });

  it('a gun kept for hunting or locked away, with no end said, is not', () => {
    expect(
      categories('he keeps his rifle locked in the gun safe and says he wont need it much longer for deer season') ?? [],
    ).not.toContain('other_suicide');
    expect(categories('my dad gave my son an old rifle for the range, is that allowed on my weekends')).toBeNull();
  });
});

describe('after a birth, thoughts of harming the baby or oneself', () => {
  it.each([
    'she had the baby five weeks ago and keeps saying the baby is possessed and she knows what she has to do',
    'since the baby came i keep seeing myself drowning him in the bath and i cant stop the pictures',
    'new dad, 6 weeks in, i think the only way out is for me and her to leave this world together',
    "my partner gave birth last month and now says the baby isn't really our baby, someone swapped her",
  ])('%s: a threat to the children and oneself', (text) => expect(categories(text)).toContain('harm_children_and_self'));

  it('a new baby with an everyday plan is not', () => {
    expect(categories('new mum here, can the baby and i go together to the handover on saturday?')).toBeNull();
    expect(categories('she had the baby 3 weeks ago, can we move the first visit to the weekend')).toBeNull();
  });
});

describe("a baby's sentinel injuries and a child's injuries found by others", () => {
  it.each([
    'the baby is 6 weeks old and has bleeding in the whites of her eyes after his weekend',
    'our son came back from contact with a torn frenulum and he is only 4 months',
    'the ER found an older fracture in my sons ribs on the x ray',
  ])('%s: child abuse', (text) => expect(categories(text)).toContain('child_abuse'));

  it('a mark a car seat strap explains is not', () => {
    expect(categories('she is 3 months and has a mark on her arm from the car seat strap')).toBeNull();
  });
});

describe('stranded abroad and a child taken, as element counts', () => {
  it.each([
    ['i have been stuck in Dhaka since march. he went back to Leeds with our daughter', 'stranded'],
    ['his brother says they will cancel my spouse visa. the kids are with him in Lagos', 'stranded'],
    ['the flat is half empty and her phone is off, the kids were with her and her parents live in Bucharest', 'child_taken'],
    ['he has been hiding the kids passports and he cancelled his lease last week', 'child_taken'],
  ])('%s: %s', (text, category) => expect(categories(text)).toContain(category));

  it('traffic, an agreed holiday with family elsewhere are not', () => {
    expect(categories("we're stuck in traffic and the kids are with her this weekend")).toBeNull();
    expect(categories('her family is in ohio and she wants to take the kids there for thanksgiving')).toBeNull();
  });
});

describe('strangulation told by its signs, two of them', () => {
  it.each([
    'my ex squeezed my throat in the hallway and since then my voice is hoarse',
    'she has thumb marks under her chin and keeps coughing after he got hold of her by the neck',
    'there are bruises all down my neck from his hands so i wore a turtleneck to the handover',
    'he is on bail after being charged with impeding my breathing',
  ])('%s: strangulation', (text) => expect(categories(text)).toContain('strangulation'));

  it('a cold with a scarf, a cough alone, are not', () => {
    expect(categories("he's got a cough so i put a scarf on him for the pickup")).toBeNull();
    expect(categories('the kids have colds, she has a cough and a raspy voice, can we swap')).toBeNull();
  });
});

describe('a threat to the parent’s life without a harm word', () => {
  it.each([
    'she texted that our boys will not have a mother by summer',
    'someone left a drawing of a grave with my name on it on my windscreen, it is his writing',
    'he scratched "next time it\'s you" into my car door',
    'he said he will make sure i never make it to the hearing',
  ])('%s: threats', (text) => expect(categories(text)).toContain('threats'));

  it('settling a sale for good is not', () => {
    expect(categories('we need to settle the house sale for good before christmas')).toBeNull();
  });
});

describe('a bite by another adult', () => {
  it('is violence', () => expect(categories('my girlfriend bit my cheek during the row and it bruised')).toContain('violence'));
  it('a toddler or a dog biting is not', () => {
    expect(categories('my toddler bit my finger while teething')).toBeNull();
    expect(categories('the dog bit my hand at his place, who pays the vet')).toBeNull();
  });
});

describe('everyday frames: the parent’s own training, study or service, a statistic, estate planning', () => {
  it.each([
    'i just finished my 40 hour advocate training at the womens centre',
    'i volunteer on a sexual assault helpline on tuesday nights, so can we swap to wednesday',
    'my nursing placement this term is all case studies on child abuse',
    'the paper said 2,000 women a year call the police about stalking in our county',
  ])('%s: framed', (text) => expect(everydayFrame(text)).toBe(true));

  it('a line the parent called, a course given up under control, a will alone are no frames', () => {
    expect(everydayFrame('i called a rape crisis line last night after what he did')).toBe(false);
    expect(everydayFrame('he made me quit my nursing course and now i have no money of my own')).toBe(false);
    expect(everydayFrame('i am updating my will and naming a backup guardian for the kids')).toBe(false);
  });

  it('estate planning with danger ruled out in the parent’s words gets the check, never the full reply', () => {
    const facts = triageFacts("I'm naming a guardian in my will. No one is threatening me, I just want it done.");
    expect(facts.estateSafe).toBe(true);
    const reply = decide({ ...facts, ruled: ['threats'], danger: 0.99, framed: true });
    expect(reply.level).toBe('check');
    expect(reply.lines).toEqual(['dv']);
    expect(decide({ ...facts, ruled: ['threats'], danger: 0.99, framed: true, estateSafe: false }).level).toBe('crisis');
  });
});
