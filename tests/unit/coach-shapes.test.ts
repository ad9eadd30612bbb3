// Failure shapes of issue 25 fixed in the crisis detector (src/content/crisis): each message
// names the exact first reply expected (level, categories, lines besides 911).
import { describe, expect, it } from 'vitest';
import { triage } from '../../src/content/crisis/triage';

const crisis = (categories: string[], lines: string[]) => ({ level: 'crisis', categories, lines });

describe('parental abduction: a child and two signs of leaving, or a return long overdue', () => {
  it.each([
    ['he quit his job and sold his house and now wants the kids for two weeks in the summer', crisis(['child_taken'], ['ncmec'])],
    ['she closed all her bank accounts and got the kids passports, they fly out friday', crisis(['child_taken'], ['ncmec'])],
    ['his parents house is empty and his facebook says hes in guatemala with my kids', crisis(['child_taken'], ['ncmec'])],
    [
      'he was supposed to have them back at 6, its 11 and his phone goes straight to voicemail',
      crisis(['child_taken'], ['ncmec']),
    ],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));

  it('a calm trip or a passport question is not an abduction', () => {
    expect(triage('how do we get passports for the kids if we share custody').level).not.toBe('crisis');
    expect(triage('we are flying to mexico with the kids for christmas, is that ok with the order').level).not.toBe('crisis');
  });
});

describe('Spanish: a few common words put in English before the rules read them', () => {
  it.each([
    ['mi ex me pego delante de los ninos', crisis(['violence'], ['dv'])],
    ['se llevo a mi hijo a mexico y no lo va a regresar', crisis(['child_taken'], ['ncmec'])],
  ])('%s', (text, want) => expect(triage(text)).toEqual(want));
});

describe('idioms that are not danger', () => {
  it.each([
    'her attorney beat us to filing the motion',
    'my ex has the car in his name, do i have to give it back',
    'my kid keeps losing his phone at his dads, should we get a tracker app for it',
  ])('%s', (text) => expect(triage(text).level).not.toBe('crisis'));
});

describe('indirect warning signs of suicide', () => {
  it.each([
    'been giving my tools and my guitar to my brother, wont need them where im going',
    'there is nothing left to live for since she took the kids',
    'after im gone make sure the kids know it wasnt their fault',
    'ive been reading about how much of my meds it would take',
    'honestly everyone would be less stressed if i just disappeared for good',
    'no quiero seguir viviendo, mis hijos estan mejor sin mi',
  ])('%s', (text) => expect(triage(text)).toEqual(crisis(['suicide'], ['lifeline'])));
});

describe('a child harmed, in the child own words or a disguised telling', () => {
  it.each([
    'my daughter asked me what happens if a girl tells and her mom doesnt believe her',
    'my kid said she isnt allowed to eat dinner at her moms house when shes bad',
    'my 5 yo said uncle mike plays a game where she has to keep her eyes closed',
  ])('%s', (text) => expect(triage(text)).toEqual(crisis(['child_abuse'], ['childhelp'])));
});

describe('kinds of danger with no rule before', () => {
  it.each([
    [
      'she told me shed take the baby and drive into the lake before letting me have custody',
      ['harm_children_and_self'],
      ['lifeline', 'dv'],
    ],
    ['he pulled the battery out of my car so i cant get to work or leave', ['coercive_control'], ['dv']],
    ['he stands in front of the door and wont let me out when we fight', ['coercive_control'], ['dv']],
    ['he messes with the condoms, i found a pin in the box', ['reproductive_coercion'], ['dv']],
    ['he says im his wife so i have to have sex when he wants', ['sexual_assault'], ['dv', 'rainn']],
    ['hes got the only car and he left me at his parents farm with no way back', ['stranded'], ['dv']],
    ['he sent flowers to my new job and i never told him where i work', ['stalking'], ['dv']],
    ['she told me i better not show up to the hearing if i know whats good for me', ['threats'], ['dv']],
  ])('%s', (text, categories, lines) => expect(triage(text)).toEqual(crisis(categories, lines)));

  it('a threat to post intimate photos over child support is for the adult line, not Childhelp', () => {
    expect(triage('he keeps threatening to upload the naked photos unless i drop the child support')).toEqual(
      crisis(['image_threat'], ['dv']),
    );
  });
});

describe('second fresh batch: shapes the first round of rules still missed', () => {
  it.each([
    [
      'my ex came into my room while i was asleep and i woke up with him touching me',
      ['stalking', 'sexual_assault'],
      ['dv', 'rainn'],
    ],
    ['i looked up which bridge is the highest around here', ['suicide'], ['lifeline']],
    ['ya no puedo mas, quiero morirme', ['suicide'], ['lifeline']],
    ['he said before the court takes them hell make sure none of us are around', ['harm_children_and_self'], ['lifeline', 'dv']],
    ['he said people disappear all the time and no one asks questions', ['threats'], ['dv']],
    ['he makes me share my live location 24/7 and calls if i stop anywhere', ['stalking'], ['dv']],
    ['he broke my laptop so i cant talk to my lawyer', ['coercive_control'], ['dv']],
    ['she lied about being on the pill so id never be able to leave', ['reproductive_coercion'], ['dv']],
    ['my little one said moms boyfriend sleeps in her room', ['child_abuse'], ['childhelp']],
    ['hes banging on the bedroom door and the kids are crying', ['fear_home'], ['dv']],
  ])('%s', (text, categories, lines) => expect(triage(text)).toEqual(crisis(categories, lines)));
});

describe('court, money and stress idioms do not make a calm message uncertain', () => {
  it.each([
    'my ex hit me with a subpoena for my bank records',
    'the retainer fee killed me this month',
    'this divorce is killing me slowly, so much paperwork',
  ])('%s', (text) => expect(triage(text)).toEqual({ level: 'calm', categories: [], lines: [] }));
});
