import { describe, expect, test } from 'vitest';
import { spanishSure } from '../../src/content/crisis/spanishNet';

// Session 22 (issue 31; src/content/crisis/spanishNet.ts spanishSure, docs/coach-crisis.md
// "Session 22 (issue 31"): a Spanish message whose named danger concept speaks for one of the
// statistical layer's likeliest kinds, each beside a twin that names the same words in an
// everyday sense. Our own wording, not a sentence of a corpus part.

describe('a Spanish concept that speaks for the likeliest kinds', () => {
  test.each([
    ['mi hija de 15 dice que todos estarian mejor sin ella', ['suicide', 'child_abuse'], true],
    ['mi hija de 15 dice que todos estarian mejor sin ella', ['child_taken', 'stranded'], false],
    ['no me ha regresado a los ninos desde el viernes y no contesta', ['child_taken', 'stalking'], true],
    ['me dijo que si lo dejo me va a ir muy mal', ['threats', 'fear_home'], true],
    ['le vi moretones en los brazos a la nena despues de la visita', ['child_abuse', 'violence'], true],
    // Telling the judge is the condition, not the consequence: a threat.
    ['si le cuento a la jueza lo del viernes, me va a buscar, eso dijo', ['threats', 'stalking'], true],
  ])('%s %j -> %s', (message, kinds, sure) => {
    expect(spanishSure(message, kinds)).toBe(sure);
  });
});

describe('the same words in an everyday sense do not speak for a kind', () => {
  test.each([
    // A thing kept, not a child: no child is named.
    ['se quedo con la cafetera y no me la quiere regresar', ['child_taken', 'coercive_control']],
    // Silence explained: a flat battery and a call back.
    ['no contestaba con los ninos porque se le murio la bateria, ya me llamo y vienen en camino', ['child_taken', 'suicide']],
    // A condition whose consequence is the court.
    ['dice que si no le cambio el horario me va a demandar con su abogado', ['threats', 'coercive_control']],
    // A saying: "me carga el payaso" is being in trouble.
    ['si no pago la renta este mes me carga el payaso', ['suicide', 'threats']],
    // English only: not read here.
    ['she says everyone would be better off without her', ['suicide', 'child_abuse']],
  ])('%s %j -> false', (message, kinds) => {
    expect(spanishSure(message, kinds)).toBe(false);
  });
});
