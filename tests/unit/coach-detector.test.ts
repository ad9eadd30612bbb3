// The layered detector on each failure shape of issue 25 §2 (docs/coach-crisis.md), with
// phrasings written for this test (not taken from any corpus). Each states the exact first
// reply: level, categories and the lines other than 911.
import { describe, expect, it } from 'vitest';
import { triage } from '../../src/content/crisis/triage';
import { normalise } from '../../src/content/crisis/crisis';
import { describesDanger } from '../../src/features/message-coach/danger';

const crisis = (categories: string[], lines: string[]) => ({ level: 'crisis', categories, lines });

describe('kinds of danger that had no rule', () => {
  it.each([
    ['he smashed my phone so i couldnt call my sister', crisis(['coercive_control'], ['dv'])],
    ['my husband hides my car keys every time we argue so i cant leave', crisis(['coercive_control'], ['dv'])],
    ['she took my passport and says im not going anywhere', crisis(['coercive_control'], ['dv'])],
    ['he wont let me leave the apartment without him', crisis(['coercive_control'], ['dv'])],
    ['he said he will kill the cat if i go to the lawyer', crisis(['pet_threat'], ['dv'])],
    ['he flushed my birth control so i would get pregnant again', crisis(['reproductive_coercion'], ['dv'])],
    ['my ex says hell post my nudes online if i ask for child support', crisis(['image_threat'], ['dv'])],
    ['he keeps saying he will call ICE on me at the exchange', crisis(['immigration_threat'], ['dv'])],
    ['he left me and the baby at a gas station two states away and drove off', crisis(['stranded'], ['dv'])],
  ])('"%s"', (text, expected) => expect(triage(text)).toEqual(expected));
});

describe('open word classes: any violence verb, any weapon, veiled threats, other targets', () => {
  it.each([
    ['he dragged me across the floor by my hair', crisis(['violence'], ['dv'])],
    ['she slammed my hand in the car door', crisis(['violence'], ['dv'])],
    ['he came at me with a crowbar', crisis(['weapons'], ['dv'])],
    ['he texted me watch your back', crisis(['threats'], ['dv'])],
    ['my ex said he is going to hurt my new boyfriend', crisis(['threats'], ['dv'])],
  ])('"%s"', (text, expected) => expect(triage(text)).toEqual(expected));
});

describe('suicide and self-harm said indirectly', () => {
  it.each([
    ['i have been putting my affairs in order this week', crisis(['suicide'], ['lifeline'])],
    ['i just hope i dont wake up tomorrow', crisis(['suicide'], ['lifeline'])],
    ['i feel like such a burden to my kids', crisis(['suicide'], ['lifeline'])],
    ['i keep hiding the cuts on my arms from everyone', crisis(['self_harm'], ['lifeline'])],
  ])('"%s"', (text, expected) => expect(triage(text)).toEqual(expected));
});

describe("a child's own words, and the warning signs of abduction", () => {
  it.each([
    ['my son said his stepdad makes him touch his private parts', crisis(['child_abuse'], ['childhelp'])],
    ['she told me daddy plays a secret game with her at bath time when mommy is out', crisis(['child_abuse'], ['childhelp'])],
    ['the school said her dad signed her out at noon and it isnt his day', crisis(['child_taken'], ['ncmec'])],
    ['he took the kids out of the country without my consent', crisis(['child_taken'], ['ncmec'])],
  ])('"%s"', (text, expected) => expect(triage(text)).toEqual(expected));
});

describe('negation stays in its clause; "but" splits', () => {
  it.each([
    ['he never hit me before but last night he punched me', crisis(['violence'], ['dv'])],
    ["he says he's sorry but he choked me", crisis(['strangulation'], ['dv'])],
    ["i don't know if it matters but he pushed me down the stairs", crisis(['violence'], ['dv'])],
  ])('"%s"', (text, expected) => expect(triage(text)).toEqual(expected));
  it('a denial keeps its own clause calm', () => {
    expect(triage('he would never hurt the kids, he is a good dad').level).not.toBe('crisis');
  });
});

describe('the right lines', () => {
  it('a threat to kill the children and himself is the DV line (and the Lifeline), not one’s own suicide only', () => {
    expect(triage('he said he would kill the kids and then himself if i leave')).toEqual(
      crisis(['threats', 'harm_children_and_self'], ['lifeline', 'dv']),
    );
  });
  it("a child's own cuts bring the Lifeline with Childhelp; the other parent's threat to crash is not one's own suicide", () => {
    expect(triage('my 12 year old has fresh cuts on her arm and says its the only way she can feel something')).toEqual(
      crisis(['child_abuse', 'self_harm'], ['lifeline', 'childhelp']),
    );
    expect(triage('my ex keeps saying she will drive off the road if i take the kids for the summer')).toEqual(
      crisis(['other_suicide'], ['lifeline', 'dv']),
    );
  });
  it("an infant's unexplained injury is Childhelp, not the adult DV line", () => {
    expect(triage('my 6 month old came back with bruises on her arms and nobody can explain them')).toEqual(
      crisis(['child_abuse'], ['childhelp']),
    );
  });
});

describe('idioms do not raise the alarm', () => {
  it.each([
    'the judge hit him with attorney fees',
    'his lawyer beat us to the filing deadline',
    'she hit me with another motion yesterday',
    "she still hasn't returned my drill",
    'he never returned the kids winter boots',
    'this hearing is killing me',
    'she shot down every proposal we made',
  ])('"%s"', (text) => expect(triage(text).level).not.toBe('crisis'));
});

describe('"going to kill me when they find out": an idiom of a parent or a friend, never of the ex or a partner', () => {
  it.each([
    'my ex is going to kill me if he finds out',
    'my ex is going to kill me if he finds out i talked to a lawyer',
    'my husband will kill me when he finds out im leaving',
  ])('"%s" is a threat: the full reply with the DV line', (text) => expect(triage(text)).toEqual(crisis(['threats'], ['dv'])));
  it('said of a mother, it is not the full crisis reply', () =>
    expect(triage('my mom is going to kill me when she finds out i dented the car').level).not.toBe('crisis'));
});

describe('normalisation', () => {
  it('puts chat forms and common Spanish danger words in English', () => {
    expect(normalise('idk what to do rn')).toBe('i dont know what to do right now');
    expect(normalise('mi ex me va a matar')).toBe('my ex is going to kill me');
    expect(triage('mi ex tiene una pistola and he pointed it at me')).toEqual(crisis(['weapons'], ['dv']));
  });
});

describe('Spanish and Spanglish danger words read by the same layers (issue 31)', () => {
  it.each([
    ['mi esposo me golpeo anoche enfrente de los ninos', crisis(['violence'], ['dv'])],
    ['me amenazo de muerte por mensaje', crisis(['threats'], ['dv'])],
    ['mi ex dice que se va a matar si no vuelvo', crisis(['other_suicide'], ['lifeline', 'dv'])],
    ['se llevo a mis hijos y no contesta el telefono', crisis(['child_taken'], ['ncmec'])],
    ['tengo miedo, el esta afuera gritando y pateando la puerta', crisis(['fear_home'], ['dv'])],
    ['mi ex me sigue a todas partes', crisis(['stalking'], ['dv'])],
  ])('"%s"', (text, expected) => expect(triage(text)).toEqual(expected));
});

describe('composed rules: every part of the situation, in any order', () => {
  it.each([
    ['he says my coworkers will see the pics i sent him unless i drop the case', crisis(['image_threat'], ['dv'])],
    ['my ex has had the kids since friday, her phone is off and the apartment is empty', crisis(['child_taken'], ['ncmec'])],
    ['she said she and the baby should go to heaven together', crisis(['harm_children_and_self'], ['lifeline', 'dv'])],
    [
      'found bruises on my 3 month olds back after his dads weekend and nobody can explain them',
      crisis(['child_abuse'], ['childhelp']),
    ],
  ])('"%s"', (text, expected) => expect(triage(text)).toEqual(expected));
});

describe("a co-parent's blame and legal talk are not the full crisis reply", () => {
  it.each([
    'you just want to hurt me by keeping the kids all summer',
    'you are only trying to hurt me, stop dragging this out',
    'you will pay for this in court',
    'he says he will destroy me in the divorce',
    'im going to kill my ex if he is late again lol',
    'my ex wont let me take the kids out of the country for my dads funeral',
    'my ex takes our sons tablet on his weekends so he cant message me',
  ])('"%s"', (text) => expect(triage(text).level).not.toBe('crisis'));
  it('the message coach does not read the blame line as danger either way round', () => {
    expect(describesDanger('You just want to hurt me')).toBe(false);
    expect(describesDanger('I will hurt you if you take the kids')).toBe(true);
  });
});
