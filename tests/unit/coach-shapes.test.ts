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
