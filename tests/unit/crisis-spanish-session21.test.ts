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

  // Session 25's model (the message coach's neutral messages and sealed-17 trained, session 24's
  // calibration kept; docs/coach-crisis.md "Session 25"): P(danger) 0.42 under fear_home's 0.6, the
  // check with the hotline (sessions 21 to 24: the full reply).
  test('cuando oigo la troca no paro de temblar: the check with the hotline', () => {
    expect(triage('cuando oigo la troca no paro de temblar')).toEqual({
      level: 'check',
      categories: ['fear_home'],
      lines: ['dv'],
    });
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

// Classes written on train-es-12's misses (spanish.ts SESSION21, docs/coach-crisis.md "Session 21"),
// each in our own wording, not a sentence of the part, beside ordinary twins that share its words.
describe('the train-es-12 classes give the full reply with their lines', () => {
  test.each([
    ['ya le deje dicho a mi hermana quien se queda con los gatos', ['suicide'], ['lifeline']],
    ['ya no voy a dar mas lata, perdonenme', ['suicide'], ['lifeline']],
    ['solo quiero dormir para siempre', ['suicide'], ['lifeline']],
    ['ya tengo las pastillas, me las tomo todas cuando se duerman los nenes', ['suicide'], ['lifeline']],
    ['mi hijo trae curitas en los antebrazos y usa sudadera con calor', ['self_harm'], ['lifeline', 'childhelp']],
    ['el nene se da de golpes contra la pared a proposito', ['self_harm'], ['lifeline']],
    ['mi esposo me escribio que ya no voy a estar, cuida a las nenas', ['other_suicide'], ['lifeline', 'dv']],
    ['dice que va a estrellar la moto contra un muro', ['other_suicide'], ['lifeline', 'dv']],
    ['me dijo disfruta tu ultima navidad con los ninos', ['threats', 'harm_children_and_self'], ['lifeline', 'dv']],
    ['dijo que se lleva a las nenas con el a la tumba', ['threats', 'harm_children_and_self'], ['lifeline', 'dv']],
    ['mi hija dice que el padrastro se mete en su cama cuando yo trabajo de noche', ['child_abuse'], ['childhelp']],
    ['se llevo al nino y le cambio el nombre', ['child_taken'], ['ncmec']],
    ['no me da llave de la casa y me deja afuera con la bebe', ['coercive_control'], ['dv']],
    ['me cerro la puerta y dejo a los nenes afuera en el frio', ['stranded'], ['dv']],
    ['mis hijos se van corriendo al closet cuando oyen que llega', ['fear_home'], ['dv']],
    ['dice que va a mandar a matar a mi hermano', ['threats'], ['dv']],
    ['amenazo con echarme acido si lo dejo', ['violence', 'threats'], ['dv']],
    ['solto a mi perro en la autopista pa castigarme', ['pet_threat'], ['dv']],
    ['tiene una pistola escondida en el closet', ['weapons'], ['dv']],
    ['anda con la navaja en la bolsa cuando viene por los ninos', ['weapons'], ['dv']],
    // Session 27's model: the second likeliest kind is weapons (the same line).
    ['tiene orden de alejamiento y fue a mi trabajo', ['stalking', 'weapons'], ['dv']],
    ['le paga a un primo pa que le diga donde estoy', ['stalking'], ['dv']],
    ['se estaciona afuera de mi casa todas las noches vigilando', ['stalking'], ['dv']],
    ['puso una camarita en la sala y me escucha desde su phone', ['stalking'], ['dv']],
    ['si tomo las pastillas me va a dejar, me dijo', ['threats', 'reproductive_coercion'], ['dv']],
    ['si no le mando mas fotos dice que las sube', ['threats', 'image_threat'], ['dv']],
    ['no paro aunque le dije que no', ['sexual_assault'], ['dv', 'rainn']],
  ])('%s -> %j %j', (message, categories, lines) => {
    expect(triage(message)).toEqual({ level: 'crisis', categories, lines });
  });
});

describe('their ordinary twins keep their everyday English and never get the full reply', () => {
  test.each([
    ['mi hermana se queda con los gatos mientras vamos a la playa', 'my sister se queda with the cat while vamos a the playa'],
    ['solo quiero dormir todo el domingo', 'solo i want to dormir todo the domingo'],
    ['me tomo todas las vitaminas en la mañana', 'me he took a lot of vitaminas in the manana'],
    [
      'la nena trae curita en la rodilla porque se cayo de la bici',
      'my daughter trae curita in the rodilla because fell off the swing',
    ],
    ['el nene se dio un golpe contra la pared jugando', 'my son se dio a golpe contra the pared jugando'],
    [
      'ya no voy a estar en la casa el sabado, recoges tu a los nenes?',
      'ya no voy to go home the sabado, recoges your a the nenes?',
    ],
    ['tu ultima visita al dentista fue en mayo', 'your ultima visita to the dentista fue in mayo'],
    ['el nene se mete a mi cama cuando tiene pesadillas', 'my son se mete a my cama when has pesadillas'],
    ['no me da tiempo de pasar por la llave de la casa', 'no me da tiempo de pasar for the llave home'],
    ['cuando oigo la troca del helado los nenes salen corriendo', 'when oigo the car of the helado the nenes salen corriendo'],
    ['mis hijos se van corriendo al cuarto a jugar videojuegos', 'the kids se van corriendo to the room a jugar videojuegos'],
    ['no llegas a tiempo al partido si sales a las 5', 'no llegas a tiempo to the partido if sales a the 5'],
    ['tiene una sorpresa escondida en el closet para tu cumple', 'has a sorpresa escondida in the closet to your cumple'],
    ['puse una camara en la entrada por los paquetes', 'puse a camara in the entrada for the paquetes'],
    ['mi abuela paso su receta, dice que la comparte en el grupo', 'my abuela paso su receta, said the comparte in the grupo'],
    ['ya llego a la casa el nene, gracias por traerlo', 'she is back home safe my son, gracias for traerlo'],
  ])('%s -> %s', (message, english) => {
    expect(normalise(message)).toBe(english);
    expect(triage(message).level).not.toBe('crisis');
  });
});
