import { describe, expect, test } from 'vitest';
import { spanishFrame, spanishLines, spanishPrepared, spanishTold } from '../../src/content/crisis/spanishNet';
import { triage } from '../../src/content/crisis/triage';

// Session 29 (issue 31; docs/coach-crisis.md, "Session 29 (helper es-crisis)"): classes of what a Spanish
// message tells, each beside an ordinary twin that shares its words. Our own wording, not the corpus's.

describe('spanishTold: a threat told as reported speech', () => {
  test.each([
    ['mi cunado me escribio que me iba a quemar la casa con todo y carro', 'threats'],
    ['el novio de mi hija le dijo que la iba a ahorcar si la veia con otro', 'threats'],
    ['mi ex me juro por su madre que nos mataria a los dos antes de firmar', 'threats'],
    ['le grito al nino que lo iba a matar y que despues se mataba el tambien', 'harm_children_and_self'],
  ])('%s: %s', (message, kind) => {
    expect(spanishTold(message)).toBe(kind);
  });

  test.each([
    // A thing as the object of a verb whose object need not live; a team; a chore; play; a denial.
    'mi hermana dijo que lo iba a quemar, el diario viejo de la escuela',
    'el entrenador dijo que lo van a cortar del equipo si falta otra vez',
    'mi abuela dice que me va a matar si no lavo los trastes jaja',
    'mi hijo dice que me va a matar en el fortnite esta noche',
    'nunca me dijo que me iba a pegar, solo grita cuando se enoja',
  ])('not a reported threat: %s', (message) => {
    expect(spanishTold(message)).toBe(null);
  });

  test('the one harmed is the object: the hotline, not only 988 for "tirarme"', () => {
    expect(spanishLines('me dijo que me iba a cortar la cara y tirarme al canal')).toContain('dv');
  });
});

describe('spanishTold: money as control and fear of going home', () => {
  test.each([
    ['para comprarme unos calcetines tengo que pedirle permiso para gastar, y me revisa los tickets', 'coercive_control'],
    ['mi pareja deposita todo mi salario en su cuenta y yo no veo nada', 'coercive_control'],
    ['tengo que explicarle cada centavo que gasto en la despensa', 'coercive_control'],
    ['no me atrevo a regresar al depa, el sigue ahi con los amigos tomando', 'fear_home'],
    ['nos estamos quedando con mi prima porque le tengo miedo desde lo del sabado', 'fear_home'],
    ['en mi casa no me siento segura desde que el volvio', 'fear_home'],
  ])('%s: %s', (message, kind) => {
    expect(spanishTold(message)).toBe(kind);
  });

  test.each([
    'le mande cada recibo de la guarderia para que me pague la mitad como dice el convenio',
    'tengo que pedirle permiso a mi jefe para salir temprano el viernes',
    'nos quedamos con mi prima porque en la casa no hay luz desde ayer',
    'no estoy segura si la audiencia es el lunes o el martes',
  ])('not told: %s', (message) => {
    expect(spanishTold(message)).toBe(null);
  });
});

describe('another adult preparing their end, in any person', () => {
  test.each([
    ['mi esposo consiguio una escopeta y ya no nos va a estorbar, eso dice', 'theirs'],
    ['el papa de los ninos les escribio una carta a cada uno y dijo que era la ultima navidad', 'theirs'],
  ])('%s: %s', (message, whose) => {
    expect(spanishPrepared(message)).toBe(whose);
  });

  test('a letter to the children for a trip stays everyday', () => {
    expect(spanishPrepared('el papa de los ninos les escribio una carta a cada uno para el campamento de verano')).toBe(null);
  });

  test('shut in with the means: the hotline and 988', () => {
    expect(spanishLines('mi novio se encerro en el cuarto con la escopeta y no abre')).toEqual(['lifeline', 'dv']);
  });
});

describe('everyday frames of a child’s marks', () => {
  test.each([
    'tiene raspones en los codos de andar en patines toda la tarde',
    'el doctor lo reviso por el golpe en la frente y dijo que no es nada',
  ])('framed: %s', (message) => {
    expect(spanishFrame(message)).toBe(true);
  });

  test('marks with no cause and no clinician are not framed', () => {
    expect(spanishFrame('regreso con moretones en la espalda y no quiere decir que paso')).toBe(false);
  });
});

describe('the first reply', () => {
  test.each([
    ['mi ex me mando un audio que me iba a partir la cara en la entrega del domingo', 'crisis', ['dv']],
    ['tengo que pedirle permiso pa comprar leche a los ninos y me quita el cel', 'crisis', ['dv']],
  ])('%s: %s', (message, level, lines) => {
    const reply = triage(message);
    expect(reply.level).toBe(level);
    expect(reply.lines).toEqual(expect.arrayContaining(lines));
  });

  test('a shotgun kept locked and unloaded for hunting is not named as danger by the Spanish words alone', () => {
    expect(triage('mi hermano tiene su rifle de caceria sin balas y bajo llave en el sotano, por si preguntas').level).not.toBe(
      'crisis',
    );
  });
});
