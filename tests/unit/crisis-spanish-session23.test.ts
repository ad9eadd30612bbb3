import { describe, expect, test } from 'vitest';
import { detectDanger } from '../../src/content/crisis/crisis';
import { normalise } from '../../src/content/crisis/normalise';
import { readsSpanish } from '../../src/content/crisis/spanish';
import { triage } from '../../src/content/crisis/triage';

// Session 23 of the Spanish layer (issue 31; src/content/crisis/spanish.ts CHAT23 and the blows
// class, docs/coach-crisis.md "Session 23 (issue 31"): spellings of speech and chat as classes, and
// blows by their noun, their manner ("a golpes") and "la mano encima", each danger message beside
// an ordinary twin that shares its words. Our own wording, not a sentence of a corpus part.

describe('spellings of speech read as the words they spell', () => {
  test.each([
    // "v" typed "b" before "a", after a pronoun: read as Spanish and as the threat it is.
    ['dice q me ba a matar si lo dejo', 'said he is going to kill me if lo dejo', ['threats']],
    // The raised "e" of -ear verbs ("golpio", "patio" after its object) and "toy".
    ['me golpio anoche y toy asustada', 'he hit me last night and i am scared', ['violence']],
    ['me patio en el estomago', 'he kicked me in the stomach', ['violence']],
    // The Caribbean participle without its "d" and "ta" for "esta".
    ['toy asustao, ta tomao y me quiere pegar', 'i am scared, esta drunk and he beat me', ['violence', 'threats']],
  ])('%s -> %s', (message, english, categories) => {
    expect(normalise(message)).toBe(english);
    expect(detectDanger(message)?.categories).toEqual(categories);
    expect(triage(message).level).toBe('crisis');
  });

  test('a pronoun and "ba a" alone read as Spanish', () => {
    expect(readsSpanish('me ba a matar')).toBe(true);
    expect(normalise('me ba a matar')).toBe('is going to kill me');
  });

  test.each([
    // The same spellings in ordinary messages: heat, a yard, a recipe, a trip to the park.
    ['ba a aser calor el sabado, ps vamos a la alberca', 'he is going to hacer calor the sabado, pues vamos a the alberca'],
    ['los ninos jugaban en el patio con su papa', 'the kids jugaban at home with her dad'],
    ['el bacalao ta bien rico, oy lo ise', 'the bacalao esta bien rico, today lo hice'],
    ['me ba a llevar a los ninos al parque a las 3', 'is going to llevar me the kids to the parque a the 3'],
  ])('%s -> %s (no rule, never the full reply)', (message, english) => {
    expect(normalise(message)).toBe(english);
    expect(detectDanger(message)).toBeNull();
    expect(triage(message).level).not.toBe('crisis');
  });
});

describe('blows by their noun, their manner and a hand "put on"', () => {
  test.each([
    ['me cayo a golpes anoche', 'he hit me last night', ['violence'], ['dv']],
    ['mi marido me entro a golpes', 'my husband he hit me', ['violence'], ['dv']],
    ['me metio un putazo', 'he punched me', ['violence'], ['dv']],
    ['me puso la mano encima', 'he hit me', ['violence'], ['dv']],
    ['le puso la mano encima a mi hijo', 'he hit my son', ['child_abuse'], ['childhelp']],
    ['si me vuelve a poner la mano encima lo denuncio', 'if he hits me again lo denuncio', ['violence'], ['dv']],
  ])('%s -> %s', (message, english, categories, lines) => {
    expect(normalise(message)).toBe(english);
    expect(triage(message)).toEqual({ level: 'crisis', categories, lines });
  });

  test.each([
    // Denied in the clause: "never hit", as the English denials read.
    ['nunca me ha puesto la mano encima', 'he has never hit me'],
    ['nunca me ha agarrado a golpes', 'he has never hit me'],
    // A blessing's hand on the head, a ball kicked, a pinata, a stroke of luck.
    [
      'el padre le puso la mano encima de la cabeza al nino en la misa',
      'her dad le puso the arm encima de the head my son in the misa',
    ],
    ['le entro a patadas al balon', 'le entro a patadas to the balon'],
    ['los ninos le dieron a palos a la pinata', 'the kids le dieron a palos a the pinata'],
    ['me dio un golpe de suerte', 'me dio a golpe de suerte'],
  ])('%s -> %s (no rule, never the full reply)', (message, english) => {
    expect(normalise(message)).toBe(english);
    expect(detectDanger(message)).toBeNull();
    expect(triage(message).level).not.toBe('crisis');
  });
});
