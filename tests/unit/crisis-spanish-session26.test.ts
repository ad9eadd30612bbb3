import { describe, expect, test } from 'vitest';
import { normalise } from '../../src/content/crisis/normalise';
import { readsSpanish } from '../../src/content/crisis/spanish';
import {
  spanishDangerConcepts,
  spanishEverydayOnly,
  spanishExplained,
  spanishFrame,
  spanishLines,
  spanishNoLonger,
  spanishUndenied,
} from '../../src/content/crisis/spanishNet';

// Session 26 of the Spanish layer (issues 25 and 31; docs/coach-crisis.md "Session 26 (issues 25 and
// 31"): "ya no" read as "no longer", a denial scoped to its clause, sayings of dying and killing, and
// everyday senses as classes (spanishNet.ts). Each danger form beside an ordinary twin; our own
// wording, not a sentence of a corpus part.

describe('"ya no" with an act of harm, a threat, drinking or fear is danger over', () => {
  test.each([
    'ya no me golpea desde que empezó el programa',
    'el papá de mis hijos ya no me insulta, ahora hablamos por la app',
    'ya no bebe, va a sus juntas cada semana',
    'ya no le tengo miedo, el juez puso reglas claras',
  ])('%s', (text) => {
    expect(spanishNoLonger(text)).toBe(true);
  });

  test.each([
    // What stopping is itself the danger: control, a child out of reach, one's end, a treatment stopped.
    'ya no me deja hablar con mi familia',
    'ya no contesta y se llevó a la niña el domingo',
    'ya no aguanto más esta vida',
    'ya no toma sus pastillas y dice cosas raras',
    // An incident now undoes it.
    'ya no me golpea, pero anoche me empujó contra el carro',
    'ya no bebía pero volvió a tomar y me rompió el teléfono',
  ])('%s', (text) => {
    expect(spanishNoLonger(text)).toBe(false);
  });

  test('the net does not name what "ya no" says is over, and names what follows it', () => {
    expect(spanishDangerConcepts('ya no me grita cuando recojo a los niños, ya nos hablamos bien')).toEqual([]);
    expect(spanishDangerConcepts('ya no me amenaza, ahora me sigue cuando salgo del trabajo')).toEqual(['control']);
  });
});

describe('a denial covers its own clause only', () => {
  test('harm told outside the denial is named', () => {
    expect(spanishUndenied('jamás me había golpeado, pero el sábado me dejó la ceja abierta')).toContain('harm');
    expect(spanishUndenied('no me pegó, me aventó contra la puerta')).toContain('harm');
  });

  test('a denial alone names nothing', () => {
    expect(spanishUndenied('nunca me ha golpeado ni a los niños tampoco')).toEqual([]);
  });
});

describe('sayings of dying and killing are not danger', () => {
  test.each([
    'la maestra me mata con tantas tareas para el fin de semana',
    'mi hermana se va a morir de un susto cuando vea el pastel',
    'me muero de risa con las fotos de mi hija disfrazada',
  ])('%s', (text) => {
    expect(spanishDangerConcepts(text)).toEqual([]);
  });

  test('killing said of a person with a weapon or the parent is still named', () => {
    expect(spanishDangerConcepts('me dijo que me mata con el cuchillo si me voy')).toContain('weapon');
    expect(spanishDangerConcepts('me mata con la mirada y me dice que me va a matar')).toContain('self');
    expect(spanishDangerConcepts('tiene videos de mí sin ropa y los va a subir')).toContain('sexual');
  });
});

describe('the layer alone does not give the full reply to play, fear of the process or the own immigration case', () => {
  test.each([
    'mi hija dice que en el minecraft va a matar a todos los zombis',
    'estoy nerviosa por la mediación del martes, qué llevo?',
    'mi abogado de inmigración dice que ya me aprobaron la residencia',
    // A saying of dying or killing, and nothing named once it is read as one.
    'mi sobrina me mata de risa, dice que va a ser bombera',
    'se quiere morir de la pena porque su maestra la vio bailando',
  ])('%s', (text) => {
    expect(spanishEverydayOnly(text)).toBe(true);
  });

  test.each([
    // A child's body "as a game" is the grooming sign, not play.
    'su tío le dijo que era un juego y le tocó sus partes',
    // Fear of the process beside a threat.
    'tengo miedo de la audiencia porque dijo que si voy me mata',
    // A threat to the status names who threatens.
    'mi ex dice que va a llamar a la migra si sigo con mi caso de residencia',
    // A saying beside danger named.
    'me muero de miedo, me dijo que me va a matar',
  ])('%s', (text) => {
    expect(spanishEverydayOnly(text)).toBe(false);
  });
});

describe('everyday frames of a rule finding', () => {
  test.each([
    'el menor le mordió a su hermana por un juguete',
    'mis hijos se pelean por la tablet todo el tiempo',
    'se golpeó jugando en el recreo y le salió un chichón',
    'les compré un reloj con gps a los dos para la excursión',
    'el localizador que le puse a la mochila de mi hija',
  ])('%s', (text) => {
    expect(spanishFrame(text)).toBe(true);
  });

  test.each(['su padrastro le pegó a mi hijo en la cara', 'me puso un localizador en el carro sin decirme'])('%s', (text) => {
    expect(spanishFrame(text)).toBe(false);
  });

  test('a thing not given back is not a child taken; a weapon kept registered with no incident is not a threat', () => {
    expect(spanishExplained('la chamarra de la escuela todavía no la ha regresado su papá')).toEqual(['child_taken']);
    expect(spanishExplained('tiene un rifle con licencia en su casa y jamás ha pasado nada')).toEqual(['weapons']);
    expect(spanishExplained('tiene un rifle con licencia y nunca ha pasado nada, pero me amenazó ayer')).toEqual([]);
    expect(spanishExplained('su papá no me la ha regresado desde el viernes')).toEqual([]);
  });
});

describe('the name Ella is not Spanish', () => {
  test("an English text naming Ella and Ella's is read as typed, as the triage reads it", () => {
    const text = "Well, you've won, Ella is upset and Ella's bag is still at your place";
    expect(normalise(text)).toBe('well, youve won, ella is upset and ellas bag is still at your place');
    expect(readsSpanish(text)).toBe(false);
    expect(normalise("Ella's teacher said Ella is doing great")).toBe('ellas teacher said ella is doing great');
  });

  test('Spanish with "ella" still reads as Spanish', () => {
    expect(normalise('Ella me dijo que ellas se fueron con su papá')).toBe('she told me that ellas se fueron with her dad');
    expect(readsSpanish('Ella me dijo que ellas se fueron con su papá')).toBe(true);
  });
});

describe('the lines a Spanish message brings by what it tells', () => {
  test("another adult's means ready brings the hotline and 988; a child not back brings the missing-children line", () => {
    expect(spanishLines('mi pareja dice que ya tiene la cuerda preparada en el sótano para cuando me vaya')).toEqual([
      'lifeline',
      'dv',
    ]);
    expect(spanishLines('mi hija no llegó del fin de semana con su papá y no sé dónde está')).toEqual(['ncmec']);
  });

  test('a condition, a thing not given back and silence explained bring no missing-children line', () => {
    expect(spanishLines('si no regreso con él dice que se lleva a los niños')).toEqual([]);
    expect(spanishLines('la tablet del niño no la devolvió el domingo')).toEqual([]);
    expect(spanishLines('los niños no llegaron a tiempo, se le acabó la pila y ya vienen en camino')).toEqual([]);
  });
});
