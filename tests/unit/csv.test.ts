import { describe, expect, it } from 'vitest';
import { CSV_HEADER, csvFilename, csvHeader, sheetToCsv } from '../../src/features/expenses/csv';
import { csvField, parseCsv, safeText } from '../../src/lib/csv';
import type { ExpenseSheet } from '../../src/features/expenses/settle';
import spanish from '../../src/content/messages/expenses/compiled/es.js';
import { spanishTranslator } from '../spanishTranslator';

const es = spanishTranslator(spanish);

const sheet: ExpenseSheet = {
  name: 'March 2025',
  parent1Name: 'Alex',
  parent2Name: 'Sam "Sammy" Lee',
  monthYear: 'March 2025',
  splitRatio: 33,
  expenses: [
    {
      id: 'a',
      date: '2025-03-02',
      description: 'Braces, first payment',
      amountCents: 101,
      category: 'Healthcare',
      payer: 'p1',
      paid: false,
    },
    {
      id: 'b',
      date: '2025-03-09',
      description: 'Line one\nline two',
      amountCents: 150000,
      category: 'Childcare',
      payer: 'p2',
      paid: true,
    },
    { id: 'c', date: '', description: '=HYPERLINK("x")', amountCents: 0, category: 'Other', payer: 'p1', paid: false },
  ],
};

describe('csv', () => {
  it('quotes only when needed', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('')).toBe('');
  });

  it('neutralises formulas in text cells', () => {
    expect(safeText('=1+1')).toBe("'=1+1");
    expect(safeText('+1')).toBe("'+1");
    expect(safeText('-1')).toBe("'-1");
    expect(safeText('@SUM')).toBe("'@SUM");
    expect(safeText('Braces')).toBe('Braces');
  });

  it('writes a header and one row per expense', () => {
    const text = sheetToCsv(sheet);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')[0]).toBe('Date,Description,Category,Amount,Paid By,Settled,Alex Share,"Sam ""Sammy"" Lee Share"');
    const rows = parseCsv(text);
    expect(rows).toEqual([
      ['Date', 'Description', 'Category', 'Amount', 'Paid By', 'Settled', 'Alex Share', 'Sam "Sammy" Lee Share'],
      ['2025-03-02', 'Braces, first payment', 'Healthcare', '1.01', 'Alex', 'No', '0.33', '0.68'],
      ['2025-03-09', 'Line one\nline two', 'Childcare', '1500.00', 'Sam "Sammy" Lee', 'Yes', '495.00', '1005.00'],
      ['', '\'=HYPERLINK("x")', 'Other', '0.00', 'Alex', 'No', '0.00', '0.00'],
    ]);
  });

  it('an empty sheet is just the header', () => {
    expect(parseCsv(sheetToCsv({ ...sheet, expenses: [] }))).toEqual([csvHeader(sheet)]);
  });

  it('names the share columns after the parents where set, else Parent 1 / Parent 2 (issue 32)', () => {
    expect(csvHeader({ parent1Name: '', parent2Name: '  ' })).toEqual([...CSV_HEADER]);
    expect(csvHeader({ parent1Name: ' Jordan ', parent2Name: '' }).slice(6)).toEqual(['Jordan Share', 'Parent 2 Share']);
    // A name a spreadsheet would run as a formula is neutralised like any text cell.
    expect(csvHeader({ parent1Name: '=cmd', parent2Name: 'Sam' }).slice(6)).toEqual(["'=cmd Share", 'Sam Share']);
  });

  it('parses a byte-order mark and CRLF', () => {
    expect(parseCsv('\uFEFFa,b\r\n1,"2,3"\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2,3'],
    ]);
  });

  it('writes its words in Spanish when the page is in Spanish; dates and amounts stay machine-readable', () => {
    expect(parseCsv(sheetToCsv(sheet, es))).toEqual([
      ['Fecha', 'Descripción', 'Categoría', 'Importe', 'Pagado por', 'Saldado', 'Parte de Alex', 'Parte de Sam "Sammy" Lee'],
      ['2025-03-02', 'Braces, first payment', 'Salud', '1.01', 'Alex', 'No', '0.33', '0.68'],
      ['2025-03-09', 'Line one\nline two', 'Cuidado infantil', '1500.00', 'Sam "Sammy" Lee', 'Sí', '495.00', '1005.00'],
      ['', '\'=HYPERLINK("x")', 'Otros', '0.00', 'Alex', 'No', '0.00', '0.00'],
    ]);
    expect(csvHeader({ parent1Name: '', parent2Name: '' }, es).slice(6)).toEqual([
      'Parte de Progenitor 1',
      'Parte de Progenitor 2',
    ]);
  });

  it('names the file after the sheet', () => {
    expect(csvFilename(sheet)).toBe('March-2025.csv');
    expect(csvFilename({ ...sheet, name: '///' })).toBe('expenses.csv');
    expect(csvFilename({ ...sheet, name: 'Gastos de María y Begoña' })).toBe('Gastos-de-Maria-y-Begona.csv');
  });
});
