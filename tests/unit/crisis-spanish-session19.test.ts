import { describe, expect, test } from 'vitest';
import { normalise } from '../../src/content/crisis/normalise';
import { looksSpanish } from '../../src/content/crisis/spanish';
import { spanishDangerConcepts } from '../../src/content/crisis/spanishNet';
import { MODEL_THRESHOLDS, clearlyCalm, decide, triage, triageFacts } from '../../src/content/crisis/triage';

// Session 19 of the Spanish layer (issue 31; src/content/crisis/spanish.ts, spanishNet.ts,
// docs/coach-crisis.md "Session 19"): warning signs as classes and the Spanish calm net. Each case
// is our own wording, not a sentence of a corpus part; the expected English and the exact reply
// are the layer's.

describe('short Spanish lines read as Spanish: common function words and verb shapes', () => {
  test.each([
    ['me dio una golpiza', true],
    ['no le veo sentido a seguir', true],
    ['estuve viendo cuantas pastillas se necesitan', true],
    ['me golpeaba', true],
    ['he gave me a beating', false],
    ['i see no point in going on', false],
  ])('%s -> %s', (line, spanish) => {
    expect(looksSpanish(line)).toBe(spanish);
  });
});

describe('warning signs as classes, put in the English the rules read', () => {
  test.each([
    ['ayer me dejo el ojo morado y no se q hacer', 'yesterday he left me with bruises and i dont know what to do'],
    ['no le veo sentido a seguir', 'i see no point in going on'],
    ['cada vez q salgo con mis amigas el aparece', 'every time i go out with my friends he shows up'],
    ['si me dejas no vas a vivir pa contarlo', 'if you leave me you will not live to tell about it'],
    ['quiero meterme al rio con mi bebe', 'i want to drive into the river with the baby'],
  ])('%s -> %s', (spanish, english) => {
    expect(normalise(spanish)).toBe(english);
  });

  test.each([
    ['me dio una golpiza', 'violence', ['dv']],
    ['me jaloneo del brazo y me dejo marcas moradas', 'violence', ['dv']],
    ['me obliga a abortar', 'reproductive_coercion', ['dv', 'rainn']],
    ['me pico los condones', 'reproductive_coercion', ['dv']],
    ['estuve viendo cuantas pastillas se necesitan', 'suicide', ['lifeline']],
    ['no le veo sentido a seguir', 'suicide', ['lifeline']],
    ['fui a recoger a mi hija a la escuela y ya se la habian llevado, no era su dia', 'child_taken', ['ncmec']],
    ['su celular esta apagado y debia regresar a los niños hace 6 horas', 'child_taken', ['ncmec']],
    ['cada vez q salgo con mis amigas el aparece', 'stalking', ['dv']],
    ['si me dejas no vas a vivir pa contarlo', 'threats', ['dv']],
    ['la bebe tiene un moreton en la cara y solo tiene 3 meses', 'child_abuse', ['childhelp']],
    ['me mando una foto con una soga y dijo adios', 'other_suicide', ['lifeline', 'dv']],
    ['quiero meterme al rio con mi bebe', 'harm_children_and_self', ['lifeline', 'dv']],
  ])('%s -> %s', (message, category, lines) => {
    expect(triage(message)).toEqual({ level: 'crisis', categories: [category], lines });
  });

  test('waking with clothes off and no memory is sexual assault (RAINN and the hotline)', () => {
    expect(triage('cuando desperte tenia la ropa quitada y no me acuerdo de nada')).toEqual({
      level: 'crisis',
      categories: ['sexual_assault'],
      lines: ['dv', 'rainn'],
    });
  });
});

describe('the Spanish calm net: danger concepts anywhere in the message, a calm topic in every sentence', () => {
  test.each([
    ['sabe todo lo q hago aunque ya no hablamos, les pregunta a los niños', ['control']],
    ['a veces pienso q seria mejor irnos los dos, mi hijo y yo', ['self']],
    ['me dijo q ya cruzaron y q no me molestara en buscarlos', ['absence']],
    ['me dijo q piense bien lo q voy a decir en la corte, que ya vere', ['threat']],
    ['me dejo en la gasolinera sin un peso y se fue', ['control', 'stranded']],
    ['le encontre marcas de dedos en el brazo a la niña', ['harm']],
    ['podemos mover el dia de entrega al martes? los jueves tengo turno doble', []],
    ['cuanto te debo de la mitad de la colegiatura de este mes?', []],
    ['mi hijo tiene fiebre, cambiamos al martes?', []],
    ['me muero de sueño, la bebe no me dejo dormir anoche', []],
    ['la app del colegio pide el contacto de emergencia de los dos', []],
  ])('%s -> %j', (message, concepts) => {
    expect(spanishDangerConcepts(message)).toEqual(concepts);
  });

  test('a message is clearly calm only when every sentence of it is on a calm topic', () => {
    expect(clearlyCalm('el martes paso por los niños a la salida del cole y te los regreso el domingo')).toBe(true);
    expect(clearlyCalm('el martes paso por los niños a la salida del cole. no se si voy a poder mas')).toBe(false);
    expect(clearlyCalm('la entrega es el viernes, pero tengo un mal presentimiento')).toBe(false);
  });

  test('a Spanish message naming a danger concept is never calm, whatever the layer says', () => {
    const facts = triageFacts('el martes paso por los niños a la salida del cole y te los regreso el domingo');
    expect([facts.spanish, facts.named]).toEqual([true, false]);
    const low = { ...facts, danger: 0.01, clause: 0.01, anyClause: 0.01 };
    expect(decide(low).level).toBe('calm');
    expect(decide({ ...low, named: true }).level).toBe('check');
    expect(triageFacts('sabe todo lo q hago aunque ya no hablamos, les pregunta a los niños').named).toBe(true);
  });

  test('veiled warnings beside logistics are threats to the net', () => {
    expect(spanishDangerConcepts('mañana es la mediacion a las 9, no respondo de lo que haga')).toEqual(['threat']);
    expect(spanishDangerConcepts('te dejo a los niños el domingo, y ojo con lo q le dices al juez')).toEqual(['threat']);
  });

  test('the thresholds are the shipped ones: the Spanish one above the general one', () => {
    // Session 28: the model recalibrated; 0.37 is the raw score of session 19's 0.2 (docs/coach-crisis.md, "Session 28 (issue 25, the lead)").
    expect([MODEL_THRESHOLDS.calm, MODEL_THRESHOLDS.calmSpanish]).toEqual([0.05, 0.37]);
  });
});
