import { describe, expect, test } from 'vitest';
import { spanishLines, spanishSure } from '../../src/content/crisis/spanishNet';

// Session 23 (issue 31; src/content/crisis/spanishNet.ts spanishLines and the everyday classes of
// spanishSure, docs/coach-crisis.md "Session 23 (issue 31"): the lines a Spanish message brings by
// what it tells, and the everyday senses (play, a medicine named for what it treats, sayings of
// dying and killing) in which a danger word speaks for no kind, each beside a twin. Our own
// wording, not a sentence of a corpus part.

describe('the lines the Spanish words bring', () => {
  test.each([
    // Another adult's end: the hotline and 988.
    ['el papa de mis hijos dice que ya no le ve caso a vivir', ['lifeline', 'dv']],
    ['mi esposa se encerro en el carro con el motor prendido', ['lifeline', 'dv']],
    ['mi ex me mando un mensaje que es la ultima vez que me escribe y no contesta', ['lifeline', 'dv']],
    ['lo encontre en el sillon, dice que se tomo todas sus pastillas', ['lifeline', 'dv']],
    // A child's end: 988, not the hotline.
    ['mi hija de 14 dice que se quiere matar', ['lifeline']],
    // One's own, or quoted from a child.
    ['ya no quiero vivir, estoy cansada', ['lifeline']],
    ['mi nena me escribio que mejor no haber nacido', ['lifeline']],
    // Nothing of it.
    ['me empujo contra la pared', []],
  ])('%s -> %j', (message, lines) => {
    expect(spanishLines(message)).toEqual(lines);
  });

  test.each([
    // Laughter, a game, a medicine as prescribed: no line brought.
    ['se va a matar de risa cuando vea el video de los ninos'],
    ['mi hijo juega fortnite y dice que se va a matar saltando del edificio'],
    ['se tomo las pastillas para la presion y se durmio'],
    // English only: not read here.
    ['he says he wants to kill himself'],
  ])('%s -> []', (message) => {
    expect(spanishLines(message)).toEqual([]);
  });
});

describe('everyday senses by class: a concept does not speak for a kind in them', () => {
  test.each([
    ['mi hijo juega fortnite y dice que va a matar a todos, es normal a su edad?', ['threats', 'harm_children_and_self']],
    ['el nino llego con un moreton, se pego en el futbol', ['child_abuse']],
    ['la cuenta del dentista me mato, 400 dolares', ['violence', 'threats']],
    ['el trafico me esta matando, llego tarde por los ninos', ['threats']],
    ['me tomo las pastillas para la presion en la manana', ['suicide']],
    ['le doy la medicina que le receto la pediatra', ['suicide', 'self_harm']],
  ])('%s %j -> false', (message, kinds) => {
    expect(spanishSure(message, kinds)).toBe(false);
  });

  test.each([
    // Play given as the excuse is no play frame.
    ['me sumergio la cabeza en la tina hasta que trague agua, dice que era jugando', ['strangulation']],
    // A split lip is not a match ("partido" alone is no game).
    ['me dejo el labio partido', ['violence']],
    // A game's stranger asking for pictures: the sexual concept still speaks.
    ['un senor del juego en linea le pide fotos sin ropa a mi nena', ['child_abuse']],
    // All the pills, not the ones for the pressure.
    ['me voy a tomar todas las pastillas', ['suicide']],
  ])('%s %j -> true', (message, kinds) => {
    expect(spanishSure(message, kinds)).toBe(true);
  });
});
