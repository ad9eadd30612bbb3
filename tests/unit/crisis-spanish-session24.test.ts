import { describe, expect, test } from 'vitest';
import { detectDanger } from '../../src/content/crisis/crisis';
import { normalise } from '../../src/content/crisis/normalise';
import { spanishDangerConcepts } from '../../src/content/crisis/spanishNet';
import { triage, triageFacts } from '../../src/content/crisis/triage';

// Session 24 of the Spanish layer (issue 31; docs/coach-crisis.md "Session 24 (issue 31"): the
// lines a Spanish message brings by what it tells (spanishNet.ts `spanishLines`) composed into the
// reply's lines by triage.ts `composeLines`, and three everyday classes in spanish.ts, each beside a
// danger twin that shares its words. Our own wording, not a sentence of a corpus part.

describe('the lines the Spanish words bring are added to the reply, never replacing any', () => {
  test.each([
    // Another adult's end, which the rules read as one's own (988): the hotline is added.
    ['el papa de mis hijos dice que ya no le ve caso a vivir y que tiene todo listo', ['suicide'], ['lifeline', 'dv']],
    ['mi esposa se encerro en el carro con el motor prendido y no me abre', ['suicide'], ['lifeline', 'dv']],
    // Nothing of an end told: the rules' lines as they were.
    ['me empujo contra la pared y le pego al nino', ['violence', 'child_abuse'], ['dv', 'childhelp']],
  ])('%s -> %j %j', (message, categories, lines) => {
    expect(detectDanger(message)?.categories).toEqual(categories);
    const reply = triage(message);
    expect(reply.level).toBe('crisis');
    expect(reply.lines).toEqual(lines);
  });

  test.each([
    ['el papa de mis hijos dice que ya no le ve caso a vivir', ['lifeline', 'dv']],
    ['mi hija de 14 dice que se quiere matar', ['lifeline']],
    ['me empujo contra la pared', []],
    // English is not read for them.
    ['he says he wants to kill himself', []],
  ])('facts of %s: spanishLines %j', (message, lines) => {
    expect(triageFacts(message).spanishLines).toEqual(lines);
  });
});

describe('everyday classes: sayings of killing and dying, a bill that "killed", tickets there and back', () => {
  test.each([
    // Another's laughter or shame in any tense.
    ['se va a matar de risa cuando vea el video', 'feels it so much when vea the video'],
    ['te vas a morir de verguenza', 'feels it so much'],
    // A bill or the rent with its "de ..." that "killed" one, in any tense.
    ['la cuenta del dentista me mato, 400 dolares', 'the bills are killing me, 400 dolares'],
    ['el recibo de la luz nos va a matar', 'the bills are killing me'],
    // Tickets there and back: a trip.
    ['ya tengo los boletos de ida y vuelta pal viaje', 'ya tengo the round trip tickets pal viaje'],
  ])('%s -> %s (no rule, never the full reply)', (message, english) => {
    expect(normalise(message)).toBe(english);
    expect(detectDanger(message)).toBeNull();
    expect(triage(message).level).not.toBe('crisis');
  });

  test.each([
    // The twins: one's end, a threat told by a child ("me cuenta", not a bill), a one-way flight.
    ['se va a matar, me dijo que ya no aguanta', 'is going to kill himself, told me that ya no aguanta', ['other_suicide']],
    ['mi hija me cuenta que su papa me va a matar', 'my daughter me cuenta that her dad is going to kill me', ['threats']],
    [
      'compro boletos de ida a Honduras sin decirme y se va con los ninos',
      'compro one way tickets to another country behind my back and se va with the kids',
      ['child_taken'],
    ],
  ])('%s -> %s', (message, english, categories) => {
    expect(normalise(message)).toBe(english);
    expect(detectDanger(message)?.categories).toEqual(categories);
    expect(triage(message).level).toBe('crisis');
  });
});

describe('"poner" is to post only with what is posted or where', () => {
  test('a coat put on a child is put, not posted', () => {
    expect(normalise('le puedes poner la chamarra a la nina')).toBe('le puedes poner the chamarra my daughter');
    expect(detectDanger('le puedes poner la chamarra a la nina')).toBeNull();
  });

  test('photos put on facebook are posted', () => {
    expect(normalise('amenaza con poner mis fotos en facebook si lo dejo')).toBe(
      'threatened to post my photos in facebook if lo dejo',
    );
    expect(detectDanger('amenaza con poner mis fotos en facebook si lo dejo')?.categories).toEqual(['threats']);
  });
});

describe('the Spanish calm net: everyday senses of its words by class (spanishNet.ts CALM24)', () => {
  test.each([
    // Fuel on the fire of an argument; a school's fire drill; a pet dead of old age.
    ['no le eches mas lena al fuego, hablemos el lunes', []],
    ['hay simulacro de incendio en la escuela el martes', []],
    ['el perrito se murio de viejo, los ninos estan tristes', []],
    // "si me dejas" with the children left or what one is let do.
    ['si me dejas a los nenes el viernes temprano los llevo al cine', []],
    // A child's location shared as both agreed.
    ['active la ubicacion compartida en el cel del nino como acordamos', []],
  ])('%s -> %j', (message, concepts) => {
    expect(spanishDangerConcepts(message)).toEqual(concepts);
  });

  test.each([
    // The twins keep their concepts: a fire set, a death by another's hand, a threat to leave or
    // to keep the children, a location put on the phone behind one's back.
    ['le echo gasolina y le prendio fuego al carro', ['harm']],
    ['se murio mi hermano, lo mataron', ['self']],
    ['si me dejas, te mato', ['threat', 'self']],
    ['si me dejas el gato se muere', ['threat', 'self']],
    ['si no me dejas verlos te vas a arrepentir', ['threat', 'control']],
    ['me puso la ubicacion en mi cel sin decirme, sabe donde estoy', ['absence', 'control']],
  ])('%s -> %j', (message, concepts) => {
    expect(spanishDangerConcepts(message)).toEqual(concepts);
  });
});
