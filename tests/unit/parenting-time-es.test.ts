// The parenting-time calculator in Spanish (docs/i18n.md): the calendar file's titles and
// descriptions, the month and weekday names and the dates (Intl, es-US), and the journal's marks.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import spanish from '../../src/content/messages/parenting-time/compiled/es.js';
import { spanishTranslator } from '../spanishTranslator';
import { english } from '../../src/lib/translate';
import * as m from '../../src/content/messages/parenting-time/compiled/en.js';
import { defaultSchedule } from '../../src/features/parenting-time/model';
import { computeSchedule } from '../../src/features/parenting-time/schedule';
import { scheduleIcs } from '../../src/features/parenting-time/ics';
import { markText } from '../../src/features/parenting-time/actual';
import { scheduleWording } from '../../src/features/parenting-time/wording';
import {
  clockText,
  dateText,
  dayFromYmd,
  longDate,
  monthName,
  monthText,
  parseIsoDate,
  weekdayName,
} from '../../src/features/parenting-time/dates';

const es = spanishTranslator(spanish);

describe('parenting time in Spanish', () => {
  const s = { ...defaultSchedule('America/New_York', '2027-01-01'), pattern: '2-2-5-5' as const, parentA: 'Alex', parentB: '' };
  s.holidays.halloween = { rule: 'fixed', parent: 'b', splitTime: '18:30' };
  const start = parseIsoDate('2027-01-01')!;
  const r = computeSchedule(s, start, start + 365)!;

  it('says the schedule “In words” in Spanish, and keeps the English wording the plan stores', () => {
    const w = { ...s, pattern: 'every-other-weekend' as const, parentB: 'Sam', midweek: 'evening' as const };
    w.holidays = { ...w.holidays, halloween: { rule: 'split', parent: 'b', splitTime: '18:30' } };
    w.summer = { ...w.summer, enabled: true, mode: 'alternating-weeks' };
    const wr = computeSchedule(w, start, start + 365)!;
    expect(scheduleWording(w, wr, es, 'es').split('\n')).toEqual([
      'Horario habitual: Los niños viven con Sam. Alex los tiene un fin de semana sí y otro no, del viernes a las 6:00 p.m. al domingo a las 6:00 p.m., empezando por el primer fin de semana a partir del viernes, 1 de enero de 2027, y cada miércoles de 6:00 p.m. a 8:00 p.m.',
      'Verano (del 15 de junio al 15 de agosto): semanas alternas, empezando con Alex.',
      'Días festivos (tienen prioridad sobre el horario habitual y el de verano): Halloween: se comparte, con el cambio a las 6:30 p.m.; Sam tiene la primera parte en los años pares y Alex en los impares.',
      `En las 365 noches del 1 de enero de 2027 al 31 de diciembre de 2027: Alex: ${wr.nights.a} noches (${(Math.round((wr.nights.a / 365) * 1000) / 10).toFixed(1)}%); Sam: ${wr.nights.b} noches (${(Math.round((wr.nights.b / 365) * 1000) / 10).toFixed(1)}%).`,
    ]);
    expect(
      scheduleWording({ ...w, pattern: 'month-weekends', fridays: [1, 3], thursday: 'overnight' }, null, es, 'es').split('\n'),
    ).toEqual([
      'Horario habitual: Los niños viven con Sam. Alex los tiene los fines de semana que empiezan el 1.º, 3.º viernes de cada mes, del viernes a las 6:00 p.m. al domingo a las 6:00 p.m., y la noche de cada jueves durante el año escolar.',
      'Verano (del 15 de junio al 15 de agosto): semanas alternas, empezando con Alex.',
      'Días festivos (tienen prioridad sobre el horario habitual y el de verano): Halloween: se comparte, con el cambio a las 6:30 p.m.; Sam tiene la primera parte en los años pares y Alex en los impares.',
    ]);
    expect(scheduleWording(w, wr).split('\n')[0]).toBe(
      'Regular schedule: The children live with Sam. Alex has them every other weekend from Friday at 6:00 p.m. to Sunday at 6:00 p.m., starting with the first weekend on or after Friday, January 1, 2027 and every Wednesday from 6:00 p.m. to 8:00 p.m.',
    );
  });

  it('names an unnamed parent in Spanish “In words” (“Progenitor B”, never the English “Parent B”)', () => {
    expect(scheduleWording(s, r, es, 'es').split('\n')).toEqual([
      'Horario habitual: Rotación 2-2-5-5, a partir del viernes, 1 de enero de 2027, con Alex. Los intercambios son a las 6:00 p.m.',
      'Días festivos (tienen prioridad sobre el horario habitual y el de verano): Halloween: Progenitor B todos los años.',
      'En las 365 noches del 1 de enero de 2027 al 31 de diciembre de 2027: Alex: 183 noches (50.1%); Progenitor B: 182 noches (49.9%).',
    ]);
    // The English the plan stores keeps its own name for the unnamed parent.
    expect(scheduleWording(s, r).split('\n')[1]).toBe(
      'Holidays (these take priority over the regular and summer schedule): Halloween: Parent B every year.',
    );
  });

  it('counts one night in the singular and others in the plural, in both languages (Intl.PluralRules through Paraglide)', () => {
    const one = {
      ...s,
      holidays: defaultSchedule('America/New_York', '2027-01-01').holidays,
      pattern: 'custom' as const,
      custom: 'A',
    };
    one.vacations = [{ id: 1, parent: 'b', start: '2027-07-01', nights: 1 }];
    const r1 = computeSchedule(one, start, start + 1)!;
    expect(scheduleWording(one, r1, es, 'es').split('\n')).toEqual([
      'Horario habitual: Un patrón que se repite de 1 noche a partir del viernes, 1 de enero de 2027 (A es Alex, B es Progenitor B): A. Los intercambios son a las 6:00 p.m.',
      'Vacaciones: Progenitor B, 1 noche a partir del jueves, 1 de julio de 2027.',
      'En la 1 noche del 1 de enero de 2027 al 1 de enero de 2027: Alex: 1 noche (100.0%); Progenitor B: 0 noches (0.0%).',
    ]);
    expect(scheduleWording(one, r1).split('\n')).toEqual([
      'Regular schedule: A repeating pattern of 1 night starting Friday, January 1, 2027 (A is Alex, B is Parent B): A. Exchanges happen at 6:00 p.m.',
      'Vacation: Parent B, 1 night from Thursday, July 1, 2027.',
      'Over the 1 night from January 1, 2027 to January 1, 2027: Alex 1 overnight (100.0%), Parent B 0 overnights (0.0%).',
    ]);
    one.vacations = [{ id: 1, parent: 'b', start: '2027-07-01', nights: 2 }];
    expect(scheduleWording(one, null, es, 'es').split('\n')[1]).toBe(
      'Vacaciones: Progenitor B, 2 noches a partir del jueves, 1 de julio de 2027.',
    );
    expect(scheduleWording(one, null).split('\n')[1]).toBe('Vacation: Parent B, 2 nights from Thursday, July 1, 2027.');
    expect([1, 2].map((n) => es(m.n_overnights, { n }))).toEqual(['1 noche', '2 noches']);
    expect([1, 2].map((n) => english(m.n_overnights, { n }))).toEqual(['1 overnight', '2 overnights']);
    expect([1, 25].map((n) => es(m.late_by, { n }))).toEqual(['con 1 minuto de retraso', 'con 25 minutos de retraso']);
    expect([1, 25].map((n) => english(m.late_by, { n }))).toEqual(['late by 1 minute', 'late by 25 minutes']);
  });

  it('writes the calendar file’s titles and descriptions in Spanish', () => {
    const text = scheduleIcs(s, r, new Date('2026-11-24T03:00:00Z'), false, es);
    const comp = new ICAL.Component(ICAL.parse(text));
    expect(comp.getFirstPropertyValue('x-wr-calname')).toBe('Tiempo de crianza: Alex y Progenitor B');
    const events = comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect([...new Set(events.map((e) => e.summary))].sort()).toEqual([
      'Los niños con Alex',
      'Los niños con Progenitor B',
      'Los niños con Progenitor B (Halloween)',
    ]);
    expect([...new Set(events.map((e) => e.description))].sort()).toEqual([
      'Tiempo de crianza con Alex. Hecho con la calculadora de tiempo de crianza de EvenGround.',
      'Tiempo de crianza con Progenitor B. Hecho con la calculadora de tiempo de crianza de EvenGround.',
    ]);
    const plain = new ICAL.Component(ICAL.parse(scheduleIcs(s, r, new Date('2026-11-24T03:00:00Z'), true, es)));
    expect(plain.getFirstPropertyValue('x-wr-calname')).toBe('Calendario');
    expect([...new Set(plain.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary))].sort()).toEqual([
      'Con Alex',
      'Con Progenitor B',
    ]);
  });

  it('keeps the English file as it was', () => {
    const comp = new ICAL.Component(ICAL.parse(scheduleIcs(s, r, new Date('2026-11-24T03:00:00Z'))));
    expect(comp.getFirstPropertyValue('x-wr-calname')).toBe('Parenting time: Alex and Parent B');
  });

  it('names months, weekdays, dates and times with Intl’s es-US words', () => {
    const day = dayFromYmd(2025, 1, 31);
    expect(dateText(day, 'es')).toBe('31 de enero de 2025');
    expect(longDate(day, 'es')).toBe('viernes, 31 de enero de 2025');
    expect(monthText(2027, 3, 'es')).toBe('marzo de 2027');
    expect(monthText(2027, 1, 'es', true)).toBe('ene 2027');
    expect(monthName(4, 'es')).toBe('abril');
    expect([0, 1, 2, 3, 4, 5, 6].map((w) => weekdayName(w, 'es'))).toEqual([
      'domingo',
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
    ]);
    expect(weekdayName(6, 'es', true)).toBe('sáb');
    expect(clockText(18 * 60, 'es').replace(/\s/g, ' ')).toBe('6:00 p.m.');
    expect([dateText(day), longDate(day), monthText(2027, 1, 'en', true), clockText(720)]).toEqual([
      'January 31, 2025',
      'Friday, January 31, 2025',
      'Jan 2027',
      'noon',
    ]);
  });

  it('says the journal’s marks in Spanish', () => {
    expect(markText({ outcome: 'late', lateMinutes: 25 }, es)).toBe('con 25 minutos de retraso');
    expect(markText({ outcome: 'missed', lateMinutes: 0 }, es)).toBe('no hecho');
    expect(markText({ outcome: 'late', lateMinutes: 25 })).toBe('late by 25 minutes');
  });
});
