import { describe, expect, test } from 'vitest';
import { comparePair } from '../../src/features/mediator/compare';
import { sayText } from '../../src/features/mediator/reportText';
import { mediatorEs } from '../mediatorSpanish';

// Session 21 review (docs/mediator.md): a side whose children live with each parent on a pattern
// of weeks names that pattern once. Sentences here are the reviewer's own, not the corpus documents'.
const explain = (a: string, b: string) => {
  const c = comparePair(a, b);
  const d = c.differences.find((x) => x.say);
  return [c.verdict, ...(d?.say ? [sayText(d.say), sayText(d.say, mediatorEs)] : []), d?.line];
};

describe('a shared home on alternating weeks is said once', () => {
  test('against primary custody with weekends of the month', () => {
    expect(
      explain(
        "The parties shall share physical custody, the children alternating between the parents' homes every seven (7) days.",
        'The Mother shall have primary physical custody, and the Father shall have the children on the first and third weekends of each month.',
      ),
    ).toEqual([
      'conflict',
      'Party A: Joint physical custody; the children live with each parent (alternating weeks). Party B: Primary physical custody with the Mother; the children live mainly with the Mother; the first and third weekends of the month.',
      'Parte A: Custodia física compartida; los hijos viven con cada progenitor (semanas alternas). Parte B: Custodia física principal con la madre; los hijos viven principalmente con la madre; los fines de semana primero y tercero de cada mes.',
      'Party A: Joint physical custody; the children live with each parent (alternating weeks). Party B: Primary physical custody with the Mother; the children live mainly with the Mother; the first and third weekends of the month.',
    ]);
  });
});
