// The parenting plan in Spanish (docs/i18n.md): the presets' wording with the parents' names,
// the prefilled texts shown in Spanish while untouched, and the PDF draft's labels.
import { describe, expect, it } from 'vitest';
import spanish from '../../src/content/messages/parenting-plan/compiled/es.js';
import { english } from '../../src/lib/translate';
import { spanishTranslator } from '../spanishTranslator';
import { defaultPlan, HAGUE_TEXT, prefilledShown, setField } from '../../src/features/parenting-plan/model';
import { applyPreset, presetFills } from '../../src/features/parenting-plan/presets';
import { planDraft } from '../../src/features/parenting-plan/pdfDraft';
import { englishWords } from '../spanishText';
import toolsSpanish from '../../src/content/messages/tools/compiled/es.js';
import { draftWords } from '../../src/ui/draftPdf';

const es = spanishTranslator(spanish);

const esTools = spanishTranslator(toolsSpanish);

describe('parenting plan in Spanish', () => {
  it('writes the presets in Spanish with the names typed, or Progenitor 1 / 2', () => {
    const plan = defaultPlan();
    plan.parent1Info.name = 'Ana';
    expect(presetFills('week-on-week-off', plan, es)).toEqual([
      [
        'parentingSchedule.schoolYear',
        'Una semana cada uno. Los hijos viven con Ana una semana y con Progenitor 2 la siguiente, y cambian de casa cada viernes. ' +
          'Los intercambios se hacen al dejar a los hijos en la escuela, o a las 6:00 p.m. en la casa del progenitor que los recibe cuando no hay escuela.',
      ],
    ]);
    const holidays = new Map(presetFills('holidays-even-odd', plan, es));
    expect(holidays.get('holidaySchedule.newYears')).toBe(
      'Ana en los años pares y Progenitor 2 en los años impares, desde el 31 de diciembre a las 6:00 p.m. hasta el 1 de enero a las 6:00 p.m.',
    );
    expect(holidays.get('holidaySchedule.halloween')).toBe(
      'Progenitor 2 en los años pares y Ana en los años impares, desde las 4:00 p.m. hasta las 9:00 p.m. del 31 de octubre.',
    );
    for (const text of holidays.values()) expect(englishWords(text)).toEqual([]);
  });

  it('shows an untouched prefilled text in Spanish and keeps an edited one as typed', () => {
    expect(prefilledShown('internationalTravel.hagueConvention', HAGUE_TEXT, es)).toMatch(
      /^Reconocimiento del Convenio de La Haya: Los dos progenitores reconocen/,
    );
    expect(prefilledShown('generalProvisions.mutualRespect', 'Nos tratamos bien.', es)).toBe('Nos tratamos bien.');
    expect(prefilledShown('internationalTravel.hagueConvention', HAGUE_TEXT, english)).toBe(HAGUE_TEXT);
  });

  it('builds the PDF draft in Spanish, the parent’s own words as typed', () => {
    let plan = setField(defaultPlan(), 'legalCustody', 'Compartida');
    plan.children[0]!.name = 'Luz';
    plan = applyPreset(plan, presetFills('two-two-three', plan, es), 'replace').plan;
    const draft = planDraft(plan, es);
    expect(draft.map((s) => s.heading)).toEqual([
      '1. Introducción y propósito',
      '2. Custodia y toma de decisiones',
      '3. Calendario de tiempo de crianza',
      '6. Viajes y mudanza',
      '7. Disposiciones generales y resolución de desacuerdos',
    ]);
    expect(draft[0]!.groups).toEqual([{ heading: 'Hijo 1', items: [{ label: 'Nombre', value: 'Luz' }] }]);
    expect(draft[1]!.groups[0]!.items).toEqual([{ label: 'Custodia legal', value: 'Compartida' }]);
    expect(draft[3]!.groups[0]!.items[0]!.label).toBe('Reconocimiento del Convenio de La Haya');
    const all = draft.flatMap((s) => [
      s.heading,
      ...s.groups.flatMap((g) => [g.heading ?? '', ...g.items.flatMap((i) => [i.label, i.value])]),
    ]);
    expect(all.flatMap((text) => englishWords(text))).toEqual([]);
  });
});

describe('the draft PDF’s own lines in Spanish', () => {
  it('keeps "Página {current} de {total}" a pattern the renderer fills in', () => {
    const words = draftWords(new Date(2026, 10, 27), esTools);
    expect(words.header).toBe('BORRADOR: no es para presentar en la corte');
    expect(english(words.pageOf, { current: 1, total: 2 })).toBe('Página 1 de 2');
  });
});
