import { describe, expect, test } from 'vitest';
import { detectDanger } from '../../src/content/crisis/crisis';
import { normalise } from '../../src/content/crisis/normalise';
import { triage } from '../../src/content/crisis/triage';

// Session 22 of the Spanish layer (issue 31; src/content/crisis/spanish.ts, docs/coach-crisis.md
// "Session 22 (issue 31"): the false alarms and the miss session 21's review found, fixed as
// classes, each danger message beside an ordinary twin that shares its words. Our own wording,
// not a sentence of a corpus part.

describe('a crash, a jump, pills and being watched: the danger side keeps the full reply', () => {
  test.each([
    ['dijo q va a estrellar la troca con los nenes adentro y el tambien', ['harm_children_and_self'], ['lifeline', 'dv']],
    ['me voy a tirar del puente', ['suicide'], ['lifeline']],
    ['me quiero aventar del quinto piso', ['suicide'], ['lifeline']],
    ['me voy a aventar del puente con mis hijos', ['harm_children_and_self'], ['lifeline', 'dv']],
    ['me voy a tomar todas las pastillas de la presion', ['suicide'], ['lifeline']],
    ['me tome las pastillas para la presion y ya, que se acabe todo', ['suicide'], ['lifeline']],
    ['se estaciona afuera de mi casa toda la noche', ['stalking'], ['dv']],
    ['se estaciona afuera de la escuela todos los dias aunque no le toca', ['stalking'], ['dv']],
    ['voy a meterme al rio con mi bebe', ['harm_children_and_self'], ['lifeline', 'dv']],
  ])('%s -> %j %j', (message, categories, lines) => {
    expect(triage(message)).toEqual({ level: 'crisis', categories, lines });
  });
});

describe('their ordinary twins: play, a pickup, a prescription, a long weekend (no rule, never the full reply)', () => {
  test.each([
    ['me voy a tirar a la alberca con los nenes', 'is going to throw me a the alberca with the nenes'],
    ['el sabado me voy a aventar a la alberca con los ninos', 'the sabado is going to threw me a the alberca with the kids'],
    ['voy a meterme al mar con los ninos el sabado', 'is going to meter me to the mar with the kids the sabado'],
    ['se estaciona afuera de la escuela a las 3 para recoger a los nenes', 'waits for the pickup a the 3 to recoger a the nenes'],
    ['su papa se para afuera de la escuela para recogerlos a las 3', 'her dad waits for the pickup to recogerlos a the 3'],
    ['me tomo las pastillas para la presion', 'takes her prescription to the presion'],
    ['se toma sus pastillas de la presion en la manana', 'takes her prescription de the presion in the manana'],
    [
      'me voy a tirar del puente de mayo a la playa con los ninos',
      'is going to throw me of the puente de mayo a the playa with the kids',
    ],
  ])('%s -> %s', (message, english) => {
    expect(normalise(message)).toBe(english);
    expect(detectDanger(message)).toBeNull();
    expect(triage(message).level).not.toBe('crisis');
  });
});
