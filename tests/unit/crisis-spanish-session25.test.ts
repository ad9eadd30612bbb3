import { describe, expect, test } from 'vitest';
import { detectDanger } from '../../src/content/crisis/crisis';
import { normalise } from '../../src/content/crisis/normalise';
import { triage } from '../../src/content/crisis/triage';

// Session 25 of the Spanish layer (issue 31; docs/coach-crisis.md "Session 25 (issue 31"): general
// Spanish shapes in spanish.ts (`CHAT25`, `SESSION25`), each beside an ordinary twin that shares its
// words. Our own wording, not a sentence of a corpus part.

describe('danger told in general Spanish shapes is read by the rules', () => {
  test.each([
    // A house set on fire with people inside, told done (session 24's regression: the check only).
    ['prendió fuego a la casa con nosotros adentro', 'he tried to burn the house down with us inside', ['threats']],
    ['le prendieron fuego a la casa con los niños adentro', 'he tried to burn the house down with us inside', ['threats']],
    // The other parent's voice quoted: "si lo dejo" and the present tense of a promise.
    ['dice que si lo dejo se lleva a los chamacos', 'said if i leave him he will take the kids', ['threats']],
    [
      'me dijo que si lo dejo nunca vuelvo a ver a mis hijos',
      'told me that if i leave him you will never see the kids again',
      ['threats', 'child_taken'],
    ],
    [
      'mi ex dice q si la dejo nunca vuelvo a ver a mi hija',
      'my ex said if i leave her you will never see my daughter again',
      ['threats', 'child_taken'],
    ],
    // A child's clitic before "va a llevar", and regional words for the children.
    [
      'el papá de la nena dice que se la va a llevar a su país',
      'her dad de my daughter said took them out of the country',
      ['child_taken'],
    ],
    ['el papá de los gurises dice que se los va a llevar a su país', 'my ex said took them out of the country', ['child_taken']],
    ['el papá de los pibes me pegó', 'my ex he hit me', ['violence']],
  ])('%s -> %s %j', (message, english, categories) => {
    expect(normalise(message)).toBe(english);
    expect(detectDanger(message)?.categories).toEqual(categories);
    expect(triage(message).level).toBe('crisis');
  });
});

describe('their ordinary twins are read by no rule and never get the full reply', () => {
  test.each([
    ['prendimos fuego a la leña en la casa del lago con todos', 'prendimos fuego a the lena home of the lago with todos'],
    ['si lo dejo en la escuela a las 8 llego a tiempo al trabajo', 'if lo dejo in the school a the 8 llego a tiempo to the work'],
    ['se los va a llevar de vacaciones a la playa en julio', 'took de vacaciones a the playa in julio'],
    [
      'nunca volví a ver a mis hijos en la escuela porque cambiaron de turno',
      'never volvi a ver the kids in the school because cambiaron de turno',
    ],
    ['el pibe se cayó de la bici', 'my son fell off the swing'],
    ['vos tenés que venir por los gurises a las 5', 'vos tienes that venir for the kids a the 5'],
  ])('%s -> %s', (message, english) => {
    expect(normalise(message)).toBe(english);
    expect(detectDanger(message)).toBeNull();
    expect(triage(message).level).not.toBe('crisis');
  });
});
