import { describe, expect, test } from 'vitest';
import { spanishExplained, spanishPrepared } from '../../src/content/crisis/spanishNet';
import { triage, triageFacts } from '../../src/content/crisis/triage';

// Session 27 of the Spanish layer (issues 25 and 31; docs/coach-crisis.md "Session 27 (issues 25 and 31,
// helper crisis-es)"): suicide preparation told in Spanish by its warning signs (988 Lifeline's and AFSP's
// Spanish pages), its everyday twins, a home threatened with fire with the household in it, and "molestar"
// (to bother) read as a Spanish word, not the English "molest". Our own wording, not a sentence of a
// corpus part.

/** The lines of `ids` a reply shows, sorted: the part of the reply a class decides. */
const shown = (text: string, ids: string[]) =>
  triage(text)
    .lines.filter((id) => ids.includes(id))
    .sort();

describe('suicide preparation told in Spanish', () => {
  test.each([
    // The means gathered, saved or counted.
    ['tengo guardados los calmantes de dos meses, ya los conte', 'own'],
    ['junte todas mis pildoras en un frasco, nadie se ha dado cuenta', 'own'],
    // A letter to one's own children with an ending in it.
    ['les deje una nota a mis hijos pa cuando yo ya no este', 'own'],
    // A plan with its how and when.
    ['ya decidi como y cuando, el lunes que no haya nadie en la casa', 'own'],
    // Being a burden, no longer bothering anyone.
    ['ya no voy a molestar a nadie mas, se los prometo', 'own'],
    // Two weaker signs: things given away and affairs put in order.
    ['regale mis botas y mi radio, deje todas mis cosas en orden', 'own'],
    // Another adult's.
    ['mi esposo junto todas sus pastillas en el buro y no quiere hablar', 'theirs'],
    ['el papa de mis hijos dice que ya no va a molestar a nadie, regalo su carro', 'theirs'],
  ])('%s: %s', (text, whose) => {
    expect(spanishPrepared(text)).toBe(whose);
  });

  test.each([
    // Everyday purposes: medicine for the pharmacy, a farewell for a move or a camp, a sitter's instructions,
    // a will made with a lawyer, how and when to tell the children, clothes outgrown.
    'junte las medicinas caducadas en una bolsa para llevarlas a la farmacia',
    'la nena le escribio una carta de despedida a su maestra porque se cambia de escuela',
    'le deje todo en orden a la ninera, horarios y el numero del pediatra',
    'hice mi testamento con el abogado, es lo responsable con dos hijos',
    'ya pense como y cuando contarles a los ninos lo de la separacion',
    'regale mis chamarras viejas a la iglesia',
    // One weak sign alone.
    'regale mi bicicleta a mi sobrino',
    // "molestar" about a person and a topic.
    'ya no voy a molestar a la abogada con tantas llamadas',
  ])('%s: none', (text) => {
    expect(spanishPrepared(text)).toBe(null);
  });

  test("an everyday purpose explains a rule finding of one's end or another adult's", () => {
    expect(spanishExplained('junte las medicinas caducadas en una bolsa para llevarlas a la farmacia')).toEqual([
      'suicide',
      'other_suicide',
    ]);
    expect(spanishExplained('junte todas mis pildoras en un frasco, nadie se ha dado cuenta')).toEqual([]);
  });

  test('the full reply with 988, and the hotline for another adult', () => {
    expect(triage('ya no voy a molestar a nadie mas, se los prometo').level).toBe('crisis');
    expect(shown('ya no voy a molestar a nadie mas, se los prometo', ['lifeline', 'dv', 'rainn'])).toEqual(['lifeline']);
    expect(triage('mi esposo junto todas sus pastillas en el buro y no quiere hablar').level).toBe('crisis');
    expect(shown('mi esposo junto todas sus pastillas en el buro y no quiere hablar', ['lifeline', 'dv'])).toEqual([
      'dv',
      'lifeline',
    ]);
  });

  test('an everyday purpose is never the full reply', () => {
    expect(triage('junte las medicinas caducadas en una bolsa para llevarlas a la farmacia').level).not.toBe('crisis');
    expect(triage('le deje todo en orden a la ninera, horarios y el numero del pediatra').level).not.toBe('crisis');
  });
});

describe('a home threatened with fire with the household in it brings the hotline', () => {
  test.each([
    "my ex says he's going to burn the house down con los ninos y conmigo adentro",
    'dijo que va a quemar la casa mientras dormimos, I am so scared',
    'he swore he will set the trailer on fire with us inside',
    'me amenazo con prenderle fuego a mi y a los ninos',
  ])('%s', (text) => {
    expect(triageFacts(text).homeFire).toBe(true);
    expect(triage(text).level).toBe('crisis');
    expect(shown(text, ['dv'])).toEqual(['dv']);
  });

  test.each([
    'vi en las noticias que quemaron una casa en mi colonia, que miedo',
    'casi se me quema la casa con la estufa prendida, los ninos estan bien',
    'the kids burned the cookies while we were inside watching a movie',
  ])('not a threat: %s', (text) => {
    expect(triageFacts(text).homeFire).toBe(false);
  });
});

describe('"molestar" is to bother, not the English "molest"', () => {
  test.each(['no quiero molestar a nadie con mis problemas', 'te molesta si paso por los ninos a las 6?'])('%s', (text) => {
    expect(shown(text, ['rainn'])).toEqual([]);
  });

  test('the English word still brings RAINN', () => {
    expect(shown('he molested me while i was asleep', ['rainn'])).toEqual(['rainn']);
  });
});
