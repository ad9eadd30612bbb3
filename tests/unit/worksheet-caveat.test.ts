// The child-support worksheet PDF says "Sin confirmar" ("Not confirmed") once, where it belongs:
// the caveat's own words say what is and is not confirmed, so its label no longer repeats them
// (before session 20: "Sin confirmar  Sin confirmar: el tope de ingreso…" on Alaska's worksheet).
import { describe, expect, it } from 'vitest';
import spanishSupport from '../../src/content/messages/child-support/compiled/es.js';
import { english, type Translate } from '../../src/lib/translate';
import { GUIDELINES } from '../../src/content/child-support/guidelines';
import { worksheetDraft } from '../../src/features/child-support/worksheetPdf';
import { inp } from './child-support-input';
import { spanishTranslator } from '../spanishTranslator';

const es = spanishTranslator(spanishSupport);
const input = inp({ you: 6000, other: 4000, nightsYou: 150 });

function draftText(state: string, t: Translate): { items: { label: string; value: string }[]; all: string } {
  const g = GUIDELINES[state]!;
  const d = worksheetDraft(g, input, g.compute(input, t), t);
  const items = d.sections.flatMap((s) =>
    s.groups.flatMap((gr) => gr.items.map((i) => ({ label: i.label, value: String(i.value) }))),
  );
  return { items, all: [d.title, ...d.sections.map((s) => s.heading), ...items.flatMap((i) => [i.label, i.value])].join('\n') };
}

describe('the worksheet’s caveat', () => {
  it('Alaska in Spanish: the caveat under its own label, "Sin confirmar" once', () => {
    const { items, all } = draftText('Alaska', es);
    expect(items.find((i) => i.value.startsWith('Sin confirmar'))).toEqual({
      label: 'Límites de esta revisión',
      value:
        'Sin confirmar: el tope de ingreso actual de la Regla 90.3(c)(2). Aquí se usan $126,000 al año, la cifra publicada en 2018; puede haber cambiado.',
    });
    expect(all.match(/Sin confirmar/g)).toHaveLength(1);
  });

  it('every state with a caveat says "Sin confirmar" / "Not confirmed" at most once, in both languages', () => {
    const counts: Record<string, [number, number]> = {};
    for (const [state, g] of Object.entries(GUIDELINES)) {
      if (!g.caveat) continue;
      counts[state] = [
        (draftText(state, english).all.match(/Not confirmed/g) ?? []).length,
        (draftText(state, es).all.match(/Sin confirmar/g) ?? []).length,
      ];
    }
    expect(counts).toEqual({
      Alaska: [1, 1],
      Colorado: [0, 0],
      Maryland: [0, 0],
      Nevada: [1, 1],
      'New York': [1, 1],
      Texas: [1, 1],
      Wisconsin: [1, 1],
    });
  });
});
