// When the rough rule of thumb and the state guideline name opposite payers, the rough result
// says why (docs/child-support.md, "When the two figures point opposite ways"). The Georgia case
// is the one a phone tester met: you 200 nights and $9,000 a month, the other parent 165 nights
// and $3,000, one child.
import { describe, expect, it } from 'vitest';
import spanish from '../../src/content/messages/child-support/compiled/es.js';
import { spanishTranslator } from '../spanishTranslator';
import { georgia } from '../../src/content/child-support/states/ga';
import { directionNote, estimate } from '../../src/features/child-support/estimate';
import { inp } from './child-support-input';

const es = spanishTranslator(spanish);
const INPUT = {
  state: 'Georgia',
  parent1Income: '9000',
  parent2Income: '3000',
  children: 1,
  overnights: { you: 200, other: 165 },
};

function quick() {
  const out = estimate(INPUT);
  if (out.kind !== 'result') throw new Error(out.kind);
  return out.result;
}

describe('the rough result explains a guideline that points the other way', () => {
  it('Georgia, 200 vs 165 nights, $9,000 vs $3,000: rule of thumb $510.00 from the other parent, guideline $193.43 from you', () => {
    const q = quick();
    expect(q.payer).toBe('other');
    expect(q.transferAmount).toBe(510_00);
    const g = georgia.compute(inp({ you: 9000, other: 3000, nightsYou: 200, nightsOther: 165 }));
    expect(g.payer).toBe('you');
    expect(g.monthly).toBe(193_43);
    expect(directionNote(q, g, 'Georgia')).toBe(
      'Why the two figures point opposite ways: the Georgia guideline above says you pay the other parent $193.43 a month; ' +
        'this rough rule of thumb says the opposite. The rule of thumb only looks at who has fewer nights. The guideline ' +
        'counts both incomes and the nights together, so the parent with more nights can still owe when they earn much more. ' +
        'The guideline figure is the one a court starts from.',
    );
    expect(directionNote(q, g, 'Georgia', es)).toBe(
      'Por qué las dos cifras van en sentidos opuestos: la guía de Georgia, arriba, dice que usted le paga al otro progenitor ' +
        '$193.43 al mes; esta regla práctica aproximada dice lo contrario. La regla práctica solo mira quién tiene menos noches. ' +
        'La guía cuenta juntos los dos ingresos y las noches, así que el progenitor con más noches puede deber de todos modos ' +
        'si gana mucho más. La cifra de la guía es la que una corte toma como punto de partida.',
    );
  });
  it('no note when both name the same payer or the rule of thumb names nobody', () => {
    const q = quick();
    expect(directionNote(q, { payer: 'other', monthly: 400_00 }, 'Georgia')).toBeNull();
    expect(directionNote({ payer: null, payerBasis: 'unknown' }, { payer: 'you', monthly: 1_00 }, 'Georgia')).toBeNull();
  });
  it('the guideline comes to nothing; equal nights give the income reason', () => {
    expect(directionNote(quick(), { payer: null, monthly: 0 }, 'Georgia')).toBe(
      'Why the two figures differ: the Georgia guideline above comes to nothing owed either way; this rough rule of thumb ' +
        'still names a payer. The rule of thumb only looks at who has fewer nights. The guideline counts both incomes and ' +
        'the nights together, so the parent with more nights can still owe when they earn much more. The guideline figure ' +
        'is the one a court starts from.',
    );
    expect(directionNote({ payer: 'you', payerBasis: 'equal-overnights' }, { payer: 'other', monthly: 12_34 }, 'Georgia')).toBe(
      'Why the two figures point opposite ways: the Georgia guideline above says the other parent pays you $12.34 a month; ' +
        'this rough rule of thumb says the opposite. The rule of thumb only looks at who earns more. The guideline counts ' +
        'both incomes, the nights and the costs you entered together, so it can come out the other way. The guideline ' +
        'figure is the one a court starts from.',
    );
  });
});
