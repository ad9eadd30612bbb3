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
});
