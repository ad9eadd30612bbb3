import { describe, expect, test } from 'vitest';
import { normalise } from '../../src/content/crisis/normalise';
import { triage } from '../../src/content/crisis/triage';

// Session 20 of the Spanish layer (issue 31; src/content/crisis/spanish.ts SESSION20,
// docs/coach-crisis.md "Session 20"): classes of danger in any person and tense, each with an
// ordinary twin that shares its words. Each case is our own wording, not a sentence of a corpus
// part; the expected reply and English are the layer's.

describe('danger said in the new shapes gets the full reply with its lines', () => {
  test.each([
    ['si me denuncias no sales viva de la corte', ['threats'], ['dv']],
    ['ya tienes tus dias contados, cuidate', ['threats'], ['dv']],
    ['despues del juzgado me dijo ya estas muerta', ['threats'], ['dv']],
    ['me dijo q si lo dejo me entierra en el patio', ['threats'], ['dv']],
    ['vas a terminar en el panteon si sigues con el abogado', ['threats'], ['dv']],
    ['me escribio te vas a acordar de mi cuando estes en el hospital', ['threats'], ['dv']],
    ['yo no amenazo, yo cumplo, me dijo al colgar', ['violence', 'threats'], ['dv']],
    ['si le dices algo a la trabajadora social te parto la cara', ['threats'], ['dv']],
    ['dice q va a quemar la casa con nosotros adentro', ['threats'], ['dv']],
    ['me dijo q si le pido el divorcio se avienta del puente', ['other_suicide'], ['lifeline', 'dv']],
    ['mi esposa dice q si me llevo a los niños se va a matar', ['other_suicide'], ['lifeline', 'dv']],
    ['me dijo q iba a estrellar la camioneta con los niños adentro', ['harm_children_and_self'], ['lifeline', 'dv']],
    ['me grito q un dia va a acabar con todos nosotros', ['threats', 'harm_children_and_self'], ['lifeline', 'dv']],
    ['dice q si no vuelvo se los lleva al otro mundo', ['threats', 'harm_children_and_self'], ['lifeline', 'dv']],
    ['su papa cruzo con mi hija a juarez y no contesta', ['child_taken'], ['ncmec']],
    ['su papa se la llevo a mexico y me dijo q alla se queda la niña, q ni la busque', ['child_taken'], ['ncmec']],
    ['mi ex se fue del estado con mi hijo sin avisar', ['child_taken'], ['ncmec']],
    ['la tia recogio a mis hijos de la guarderia sin permiso y no me dice donde estan', ['child_taken'], ['ncmec']],
    ['cuando regrese del baño ya no estaban ni el ni mi bebe', ['child_taken'], ['ncmec']],
    ['tiene orden de alejamiento y lo vi afuera de mi trabajo', ['stalking'], ['dv']],
    ['cada vez q salgo de la iglesia el esta afuera esperandome', ['stalking'], ['dv']],
    ['estoy tomando y tengo las pastillas aqui en la mesa', ['suicide'], ['lifeline']],
    ['tengo el arma de mi esposo y pienso en usarla conmigo', ['suicide'], ['lifeline']],
    ['me subi al puente pensando en brincar', ['suicide'], ['lifeline']],
    ['solo quiero dormirme y no despertar nunca', ['suicide'], ['lifeline']],
    ['ya decidi que ya no voy a seguir, les escribi una carta a mis hijos', ['suicide'], ['lifeline']],
    ['cuando llega borracho mis hijos se esconden en el closet', ['fear_home'], ['dv']],
    ['cuando le va mal en el trabajo se desquita conmigo', ['violence'], ['dv']],
    ['mi hija tiene rayitas en el antebrazo y usa sudadera con este calor', ['self_harm'], ['lifeline', 'childhelp']],
    ['mi hijo se rasca hasta sangrar cada vez que vuelve de casa de su papa', ['self_harm'], ['lifeline']],
    ['mi nena volvio a orinarse en la cama y llora cuando le toca ir con su papa', ['child_abuse'], ['childhelp']],
    ['mi hija regreso con sangre en su ropa interior', ['child_abuse'], ['childhelp']],
    ['mi hijo tiene moretones en forma de mano en las piernas', ['child_abuse'], ['childhelp']],
    ['estoy tomando y tengo las pastillas aqui en la mesa', ['suicide'], ['lifeline']],
  ])('%s -> %j %j', (message, categories, lines) => {
    expect(triage(message)).toEqual({ level: 'crisis', categories, lines });
  });
});

describe('the ordinary twins keep their everyday English and never get the full reply', () => {
  test.each([
    ['te mando la foto del recibo', 'i am sending you the foto of the recibo'],
    [
      'ya tienes los dias contados en ese trabajo, te van a correr',
      'ya tienes the dias contados in ese work, is going to correr me',
    ],
    ['si sigues comiendo asi vas a terminar en el hospital jaja', 'if sigues comiendo asi going to end up dead lol'],
    ['mi hermana se fue a vivir a otro estado con sus hijos', 'my sister se fue a vivir to another state with the kids'],
    [
      'la maestra dice que los niños se esconden en el recreo jugando a las escondidas',
      'the maestra said the kids se esconden in the recreo jugando a the escondidas',
    ],
    ['tiene rayitas en el brazo de la pluma, estaba dibujando', 'has rayitas in the arm de the pluma, estaba dibujando'],
    [
      'ya no estaban los niños en la escuela cuando llegue porque su papa los recogio a las 3 como acordamos',
      'ya no estaban the kids in the school when llegue because her dad the recogio a the 3 como acordamos',
    ],
    ['alla se quedan los juguetes, no te preocupes', 'says they are staying there the juguetes, no te preocupes'],
    [
      'acabar con todos los pendientes de la escuela antes de navidad',
      'acabar with todos the pendientes de the school antes de navidad',
    ],
    ['pense en brincar la cuerda con los niños en el parque', 'pense in play jump rope with the kids in the parque'],
    [
      'recogi a los niños de la escuela sin avisarte porque salieron temprano',
      'recogi the kids de the school without avisarte because salieron temprano',
    ],
    ['cruzo la calle con el niño para ir a la tienda', 'cruzo the street with my son to ir a the tienda'],
    ['se rasca los brazos por la alergia, ya le puse crema', 'se rasca the arms for the alergia, ya le puse crema'],
    [
      'mi hijo volvio a mojar la cama, el pediatra dice que es normal a su edad',
      'my son is wetting the bed again, the pediatra said es normal a su edad',
    ],
    [
      'tiene orden de alejamiento y nunca se ha acercado, todo tranquilo',
      'has protective order and never se ha acercado, todo tranquilo',
    ],
  ])('%s -> %s', (message, english) => {
    expect(normalise(message)).toBe(english);
    expect(triage(message).level).not.toBe('crisis');
  });
});

describe('a message sent to the other parent is the writer sending it, not him', () => {
  test.each([
    ['te mando el calendario de diciembre', 'i am sending you the calendario de diciembre'],
    ['te envio la foto del recibo', 'i am sending you the foto of the recibo'],
    ['te lo mando mañana', 'i am sending it to you manana'],
  ])('%s -> %s', (message, english) => {
    expect(normalise(message)).toBe(english);
  });
});
