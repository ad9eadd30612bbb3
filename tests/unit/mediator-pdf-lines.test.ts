import { describe, expect, test } from 'vitest';
import { pageText, type PdfTextItem } from '../../src/features/mediator/worker/text';

// A printed line as pdf.js gives it: one item at (x, y), font size 11, about half an em a character.
const line = (str: string, x: number, y: number, size = 11): PdfTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  hasEOL: true,
});

describe('PDF lines: a paragraph the layout wrapped reads as one line (worker/text.ts pageText)', () => {
  test('a who-is-who sentence wrapped inside a name is one line, as in the TXT and DOCX copies', () => {
    // nc-tiebreak-plain's Party B: the wrap fell between "Nina" and "Wojcik", and the splitter
    // ended the sentence at "Nina", leaving "Wojcik, age 9, ..." to be compared as a provision.
    const items = [
      line("PLAINTIFF'S PROPOSED PARENTING PLAN", 60, 676),
      line(
        'The Plaintiff, Erin Wojcik (the "Mother"), and the Defendant, Tomasz Wojcik (the "Father"), are the parents of Nina',
        60,
        657,
      ),
      line('Wojcik, age 9, and Oskar Wojcik, age 5.', 60, 643),
      line('1. Legal Custody', 60, 625),
    ];
    expect(pageText(items)).toBe(
      'PLAINTIFF\'S PROPOSED PARENTING PLAN\nThe Plaintiff, Erin Wojcik (the "Mother"), and the Defendant, Tomasz Wojcik (the "Father"), are the parents of Nina Wojcik, age 9, and Oskar Wojcik, age 5.\n1. Legal Custody',
    );
  });

  test('a line that ends short of the edge, a centred caption, a gap and a broken word keep their line breaks', () => {
    const items = [
      line('STATE OF NORTH CAROLINA, IN THE GENERAL COURT OF JUSTICE, DISTRICT COURT DIVISION, COUNTY', 60, 727),
      line('OF WAKE', 270, 714),
      line('The children shall reside with each parent on a 2-2-5-5 schedule.', 60, 523),
      line('Exchanges shall take place at the school or at 6:00 p.m. at the Cary Regional Library on non-', 60, 504),
      line('school days, and the parent receiving the children shall drive.', 60, 490),
      line('The Father shall have Thanksgiving in even-numbered years and the Mother in odd-numbered ye', 60, 400),
      line('ars.', 60, 300),
    ];
    expect(pageText(items)).toBe(
      [
        'STATE OF NORTH CAROLINA, IN THE GENERAL COURT OF JUSTICE, DISTRICT COURT DIVISION, COUNTY',
        'OF WAKE',
        'The children shall reside with each parent on a 2-2-5-5 schedule.',
        'Exchanges shall take place at the school or at 6:00 p.m. at the Cary Regional Library on non-',
        'school days, and the parent receiving the children shall drive.',
        'The Father shall have Thanksgiving in even-numbered years and the Mother in odd-numbered ye',
        'ars.',
      ].join('\n'),
    );
  });

  test('a centred title the layout wrapped is one line; a short centred line under it is not joined', () => {
    // mn-holiday-amendment-plain's Party A (session 24): the make-files title style centres the first
    // two lines, and both wrapped; the PDF gave four lines where the TXT has two, so "Children: Ava
    // Berg and Leo Berg." fell under the "(HOLIDAYS AND VACATIONS)" title and its verdict's topic
    // differed between the TXT and the PDF. Widths as pdf.js measured them (Times-Bold 12).
    const centred = (str: string, width: number, y: number): PdfTextItem => ({
      str,
      transform: [12, 0, 0, 12, 306 - width / 2, y],
      width,
      hasEOL: true,
    });
    const items = [
      centred('STATE OF MINNESOTA, COUNTY OF STEARNS, DISTRICT COURT, SEVENTH', 440.6, 727.2),
      centred('JUDICIAL DISTRICT. Court File No. 73-FA-23-2207', 275.4, 713.5),
      centred('STIPULATION AND ADDENDUM TO PARENTING PLAN (HOLIDAYS AND VACATIONS).', 488.8, 693.9),
      centred('Hannah Berg, Petitioner, and Joshua Berg, Respondent. Children: Ava Berg and Leo Berg.', 462.6, 680.2),
      line('1. Holidays', 60, 661.9, 10.5),
      line('a. Each party shall have two uninterrupted weeks of vacation parenting time each summer, and', 60, 643.3, 10.5),
      centred('ORDER', 40, 600),
      centred('The above stipulation is approved.', 180, 586),
    ];
    expect(pageText(items)).toBe(
      [
        'STATE OF MINNESOTA, COUNTY OF STEARNS, DISTRICT COURT, SEVENTH JUDICIAL DISTRICT. Court File No. 73-FA-23-2207',
        'STIPULATION AND ADDENDUM TO PARENTING PLAN (HOLIDAYS AND VACATIONS). Hannah Berg, Petitioner, and Joshua Berg, Respondent. Children: Ava Berg and Leo Berg.',
        '1. Holidays',
        'a. Each party shall have two uninterrupted weeks of vacation parenting time each summer, and',
        'ORDER',
        'The above stipulation is approved.',
      ].join('\n'),
    );
  });
});
