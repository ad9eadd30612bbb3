import { describe, expect, test } from 'vitest';
import { detectDanger } from '../../src/content/crisis/crisis';
import { spanishSure } from '../../src/content/crisis/spanishNet';
import { MODEL_THRESHOLDS, decide, triage, type TriageFacts } from '../../src/content/crisis/triage';

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
    // Session 23: a denial holds to its clause; what follows "hasta" is told.
    ['nunca me habia pegado hasta anoche, me dejo el ojo morado', ['violence'], true],
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
    // Session 23: harm denied in its clause, the mark explained.
    ['nadie me ha golpeado, la marca es de la puerta del carro', ['violence', 'coercive_control']],
    // English only: not read here.
    ['she says everyone would be better off without her', ['suicide', 'child_abuse']],
  ])('%s %j -> false', (message, kinds) => {
    expect(spanishSure(message, kinds)).toBe(false);
  });
});

// Session 23 (issue 31; src/content/crisis/triage.ts `spanishSure`, docs/coach-crisis.md "Session 23
// (issue 31"): the decision between the check and the full reply reads the fact. Facts written out,
// so the decision is tested apart from the trained model; then two messages end to end.
const facts = (over: Partial<TriageFacts>): TriageFacts => ({
  ruled: null,
  smallTalk: false,
  topic: false,
  uneasy: true,
  harm: false,
  sameLines: false,
  joke: false,
  denied: false,
  everydayOnly: false,
  signs: false,
  spanish: false,
  // Session 27: a Spanish message (its own per-kind thresholds, triage.ts `byKindSpanish`).
  inSpanish: true,
  named: true,
  sure: true,
  stored: false,
  framed: false,
  danger: 0.85,
  clause: 0.85,
  anyClause: 0.85,
  categories: ['threats', 'stalking'],
  kindOdds: [0.6, 0.1],
  fitting: ['dv'],
  fittingFirst: ['dv'],
  ...over,
});

describe('the check or the full reply for Spanish the layer and the words both name', () => {
  test('named twice at P(danger) 0.85 (spanishSure 0.8 since session 28): the full reply with the check own kind and lines', () => {
    expect(decide(facts({}))).toEqual({ level: 'crisis', categories: ['threats'], lines: ['dv'] });
  });
  test('the second kind and its lines come along when it holds `second`, as in the check', () => {
    expect(decide(facts({ kindOdds: [0.6, 0.2], fitting: ['dv', 'lifeline'], categories: ['threats', 'suicide'] }))).toEqual({
      level: 'crisis',
      categories: ['threats', 'suicide'],
      lines: ['dv', 'lifeline'],
    });
  });
  test.each([
    ['below 0.8', { danger: 0.79 }],
    ['no concept speaks for the likeliest kind', { sure: false }],
    ['an everyday frame', { framed: true }],
    ['a joke', { joke: true }],
    ['a denial', { denied: true }],
    ['an everyday use taken out', { everydayOnly: true }],
  ])('%s: the check', (_, over) => {
    expect(decide(facts(over))).toEqual({ level: 'check', categories: ['threats'], lines: ['dv'] });
  });
  test('without the threshold, the check (as before session 23)', () => {
    expect(decide(facts({}), { ...MODEL_THRESHOLDS, spanishSure: undefined }).level).toBe('check');
  });
  // Session 25's model (the message coach's neutral messages and sealed-17 trained, session 24's calibration
  // kept; docs/coach-crisis.md "Session 25"): P(danger) 0.54 under spanishSure's 0.7, the check. Session 27's
  // model: 0.72 under spanishSure's 0.81 (the old 0.7 under the new calibration), the check; session 28's the check
  // under 0.8.
  test('me dijo que ya veras lo que te pasa si te vas con otro: the check since session 25, no rule fired', () => {
    const message = 'me dijo que ya veras lo que te pasa si te vas con otro';
    expect(detectDanger(message)).toBeNull();
    expect(triage(message)).toEqual({ level: 'check', categories: ['threats'], lines: ['dv'] });
  });
  test.each([['me mando un mensaje que decia ya veras']])('%s: the full reply, no rule fired', (message) => {
    expect(detectDanger(message)).toBeNull();
    expect(triage(message)).toEqual({ level: 'crisis', categories: ['threats'], lines: ['dv'] });
  });
  test.each([
    // The consequence is the court: no concept speaks for a threat.
    ['dice que si no firmo ya veras, me va a demandar con su abogado', ['threats'], ['dv']],
    // A laugh: a joke.
    ['me mando un mensaje que decia ya veras jaja', ['threats'], ['dv']],
  ])('%s: the check', (message, categories, lines) => {
    expect(triage(message)).toEqual({ level: 'check', categories, lines });
  });
});
