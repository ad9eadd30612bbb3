import { describe, expect, test } from 'vitest';
import { normalise } from '../../src/content/crisis/normalise';
import { triage } from '../../src/content/crisis/triage';

// Session 21 of the Spanish layer (issue 31; src/content/crisis/spanish.ts SESSION21,
// docs/coach-crisis.md "Session 21"): the regressions of session 20's retrain carried by rules (so
// the statistical layer is not needed for them), each beside an ordinary twin that shares its
// words, and Spanish false alarms (an illness caught, a story on television, fear or harm denied,
// another woman's husband, idioms). Each case is our own wording, not a sentence of a corpus part.

describe('danger the rules now carry gets the full reply with its lines', () => {
  test.each([
    ['me dijo q si lo denuncio va a ir por mis papas en guatemala', ['threats'], ['dv']],
    ['si lo dejo dice q va a ir por mi familia', ['threats'], ['dv']],
    ['dijo que va a ir tras mi hermana si no le contesto', ['threats'], ['dv']],
    ['me grito q le va a hacer algo a mi novio', ['threats'], ['dv']],
    ['amenazo con quemarme la casa con gasolina', ['threats'], ['dv']],
    ['me amenazo con poncharme las llantas y romper mis cosas', ['threats'], ['dv']],
    ['dice q si no me embarazo pronto me va a correr de la casa', ['reproductive_coercion'], ['dv']],
    ['si no le doy un hijo me va a dejar sin nada, me dijo', ['reproductive_coercion'], ['dv']],
    ['mi ex prende y apaga mi carro desde su phone', ['stalking', 'coercive_control'], ['dv']],
    ['el puede rastrear mi carro desde la app del seguro', ['stalking', 'coercive_control'], ['dv']],
    ['si sigues asi no sales viva de esta', ['threats'], ['dv']],
    ['me dijo si sigues asi no vas a salir viva', ['threats'], ['dv']],
  ])('%s -> %j %j', (message, categories, lines) => {
    expect(triage(message)).toEqual({ level: 'crisis', categories, lines });
  });
});

describe('their ordinary twins keep their everyday English and never get the full reply', () => {
  test.each([
    ['el sabado va a ir por mi mama al aeropuerto', 'the sabado going to ir for my mom to the aeropuerto'],
    ['mi hermano va a ir por mi familia en mexico para la boda', 'my sister going to ir for my family to mexico to the boda'],
    ['le va a hacer algo de cenar a mi novio', 'le going to hacer algo de cenar a boyfriend'],
    ['me amenazo con llevarme a la corte por la manutencion', 'me threatened to llevar a the corte for the manutencion'],
    [
      'el mecanico dice q el carro va a quemar aceite si no lo cambio',
      'the mecanico said the car going to set on fire aceite if no lo cambio',
    ],
    [
      'si no me embarazo este ano vamos a ir con un especialista',
      'if we cannot have a baby este ano vamos a ir with a especialista',
    ],
    ['puedo prender mi carro desde la app cuando hace frio', 'puedo prender my car desde the app when hace frio'],
    ['si sigues comiendo asi no sales viva de esta navidad jaja', 'if sigues comiendo asi no sales viva de esta navidad lol'],
    ['si sigues trabajando asi no sales viva de esta semana', 'if sigues trabajando asi no sales viva de this week'],
  ])('%s -> %s', (message, english) => {
    expect(normalise(message)).toBe(english);
    expect(triage(message).level).not.toBe('crisis');
  });
});

describe("an illness caught, a story on television, denied fear or harm, another woman's husband: never the full reply", () => {
  test.each([
    ['me pego la gripa de los ninos', 'i caught a cold de the kids'],
    ['me pego un susto cuando no contestaba pero estaban dormidos', 'gave a fright when no contestaba but estaban asleep'],
    ['en la novela el esposo la golpea y los ninos lloraron viendola', 'we watched a sad story on tv'],
    ['vi en las noticias que un hombre mato a su esposa en houston, que horror', 'we watched a sad story on tv'],
    ['no le tengo miedo, solo quiero que respete el horario', 'i dont fear him, solo i want to that respete the horario'],
    ['nadie me ha golpeado, la marca es de la puerta del carro', 'nobody has hurt me, the marca es de the door of the car'],
    [
      'mi vecina dice que su marido le pega, como la puedo ayudar',
      'my neighbour said her husband hits her, como the puedo ayudar',
    ],
    ['nunca me ha pegado, solo discutimos por el horario', 'he has never hit me, solo discutimos for the horario'],
    [
      'se me parte el alma cuando se van con su papa el fin de semana',
      'it breaks my heart when se van with her dad the fin de semana',
    ],
    ['mi hija me mata de risa con sus ocurrencias', 'my daughter is so funny with sus ocurrencias'],
    [
      'llevo libros para matar el tiempo en la sala de espera del juzgado',
      'llevo libros to pass the time at home de espera of the juzgado',
    ],
  ])('%s -> %s', (message, english) => {
    expect(normalise(message)).toBe(english);
    expect(triage(message).level).not.toBe('crisis');
  });
});
