// Every file a Spanish page hands to the parent is named in Spanish (session 20: the child-support
// worksheet, the parenting-time files, the tools' drafts, the journal report, the recovery key and
// the backup were English); Discretion's neutral names still win (src/lib/downloadNames.ts).
import { describe, expect, it } from 'vitest';
import { spanishTranslator } from '../spanishTranslator';
import { english } from '../../src/lib/translate';
import { downloadName } from '../../src/lib/downloadNames';
import { worksheetFilename } from '../../src/features/child-support/worksheetPdf';
import { csvFilename } from '../../src/features/expenses/csv';
import { backupFilename } from '../../src/vault/backup';
import csEs from '../../src/content/messages/child-support/compiled/es.js';
import ptEs from '../../src/content/messages/parenting-time/compiled/es.js';
import * as pt from '../../src/content/messages/parenting-time/compiled/en.js';
import afEs from '../../src/content/messages/affidavit/compiled/es.js';
import * as af from '../../src/content/messages/affidavit/compiled/en.js';
import plEs from '../../src/content/messages/parenting-plan/compiled/es.js';
import * as pl from '../../src/content/messages/parenting-plan/compiled/en.js';
import jEs from '../../src/content/messages/journal/compiled/es.js';
import * as j from '../../src/content/messages/journal/compiled/en.js';
import vEs from '../../src/content/messages/vault/compiled/es.js';
import * as v from '../../src/content/messages/vault/compiled/en.js';
import mdEs from '../../src/content/messages/my-data/compiled/es.js';
import * as md from '../../src/content/messages/my-data/compiled/en.js';
import exEs from '../../src/content/messages/expenses/compiled/es.js';
import * as ex from '../../src/content/messages/expenses/compiled/en.js';
import type { ExpenseSheet } from '../../src/features/expenses/settle';

const DAY = new Date(2026, 2, 2, 12);

describe('download file names in Spanish', () => {
  it('the child-support worksheet', () => {
    expect(worksheetFilename('California', spanishTranslator(csEs))).toBe('hoja-de-calculo-manutencion-california.pdf');
    expect(worksheetFilename('New Mexico', spanishTranslator(csEs))).toBe('hoja-de-calculo-manutencion-new-mexico.pdf');
    expect(worksheetFilename('California', english)).toBe('child-support-worksheet-california.pdf');
  });

  it('the tools’ other files', () => {
    const cases: [string, string, string][] = [
      [spanishTranslator(ptEs)(pt.ics_filename), 'tiempo-de-crianza.ics', pt.ics_filename],
      [spanishTranslator(ptEs)(pt.pdf_filename), 'calendario-tiempo-de-crianza.pdf', pt.pdf_filename],
      [spanishTranslator(afEs)(af.pdf_filename), 'borrador-declaracion-jurada-financiera.pdf', af.pdf_filename],
      [spanishTranslator(plEs)(pl.pdf_filename), 'borrador-plan-de-crianza.pdf', pl.pdf_filename],
      [spanishTranslator(vEs)(v.recovery_filename), 'evenground-clave-de-recuperacion.txt', v.recovery_filename],
      [spanishTranslator(jEs)(j.rp_file_stem), 'diario-cronologia', j.rp_file_stem],
    ];
    expect(cases.map(([es]) => es)).toEqual(cases.map(([, want]) => want));
    expect(cases.map(([, , en]) => en)).toEqual([
      'parenting-time.ics',
      'parenting-time-calendar.pdf',
      'financial-affidavit-draft.pdf',
      'parenting-plan-draft.pdf',
      'evenground-recovery-key.txt',
      'journal-chronology',
    ]);
    const es = spanishTranslator(jEs);
    expect(es(j.rp_file_range, { d1: '2027-03-01', d2: es(j.rp_file_end) })).toBe('2027-03-01-a-fin');
  });

  it('the backup and an expense sheet with no usable name', () => {
    const md_es = spanishTranslator(mdEs);
    expect(backupFilename(DAY, (date) => md_es(md.backup_filename, { date }))).toBe(
      `evenground-copia-de-seguridad-${DAY.toISOString().slice(0, 10)}.json`,
    );
    expect(backupFilename(DAY)).toBe(`evenground-backup-${DAY.toISOString().slice(0, 10)}.json`);
    const sheet = { name: '///' } as ExpenseSheet;
    expect(csvFilename(sheet, spanishTranslator(exEs)(ex.csv_file_fallback))).toBe('gastos.csv');
  });

  it('Discretion still gives the neutral name', () => {
    expect(downloadName(worksheetFilename('California', spanishTranslator(csEs)), DAY, true)).toBe('document-2026-03-02.pdf');
    expect(downloadName(spanishTranslator(ptEs)(pt.ics_filename), DAY, true)).toBe('calendar-2026-03-02.ics');
  });
});
