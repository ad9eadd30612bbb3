import { describe, expect, test } from 'vitest';
import { looksSpanish, readsSpanish, spanishToEnglish, spanishUneasy } from '../../src/content/crisis/spanish';
import { triage } from '../../src/content/crisis/triage';

// Session 16 of the Spanish layer (issue 31; src/content/crisis/spanish.ts, docs/coach-crisis.md
// "Spanish", "Session 16"): general classes, not sentences of a corpus part. Each case is our own
// wording; the expected English and the exact reply (level, categories, lines) are the layer's.

describe('which lines read as Spanish: short lines with one function word and a Spanish word shape', () => {
  test.each([
    ['me escribio te vas a arrepentir', true],
    ['quiero hacerme dano', true],
    ['k hago mi ex me kiere matar', true],
    ['he said he will post my pics online', false],
    ['i want to take the kids to the park', false],
  ])('%s -> %s', (line, spanish) => {
    expect(looksSpanish(line)).toBe(spanish);
  });

  test('readsSpanish folds accents and case and reads each line', () => {
    expect(readsSpanish('Hola.\nMe quiere hacer daño')).toBe(true);
    expect(readsSpanish('Who picks up the kids on Friday?')).toBe(false);
  });
});

describe('the Spanish put in English, by class', () => {
  test.each([
    // The end of the year is a date, not "this weekend".
    ['the kids se quedan conmigo este fin de ano', 'the kids se quedan with me new years'],
    // Spanglish pets.
    ['mi ex le pega al dog cuando se enoja', 'my ex he hurt the dog when se enoja'],
    // Negation scoped to its verb; a doubt is not a denial.
    ['no me pega, solo grita', 'he never hit me, solo grita'],
    ['no se si me va a pegar cuando llegue', 'i am not sure if is going to beat me when llegue'],
    // A conditional "si no" is not a denial of the verb after it.
    ['si no le mando fotos va a publicar las que tiene', 'if no he send her fotos or he will post the ones he has'],
    // Threats to take the children; wanting to kill, in chat spelling.
    ['mi ex amenazo con llevarse a los ninos a mexico', 'my ex threatened to take the kids to mexico'],
    ['k hago mi ex me kiere matar', 'what do i do my ex he wants to kill me'],
    // Coming armed, after "dijo que": the class rules still read "va a".
    ['dijo que va a venir armado', 'said he is going to come with a gun'],
    // "Hacerme dano" is one's own only after one's own verb.
    ['quiero hacerme dano', 'quiero cut myself'],
    ['me quiere hacer dano', 'wants to hurt me'],
    // After another person, "me golpeaba", "me quemo", "me arana" are that person's harm.
    ['el me golpeaba y ahora quiere la custodia', 'he hit me and now quiere the custody'],
    ['mi esposo me quemo con la plancha', 'my husband he burned me with the stuff'],
    ['ella me arana cuando se enoja', 'she scratched me when se enoja'],
    ['el gato me arano todo el brazo', 'the cat me arano todo the arm'],
    // The subjunctive after fear; hit with a thing; a beating.
    ['tengo miedo q me mate', 'i am scared that he will kill me'],
    ['me dio con el palo en la espalda', 'he hit me with the bat in the back'],
    ['le dio una golpiza a mi hijo', 'he punched my son'],
    // An accident with a can is not self-harm; bumping a toe is not being hit.
    ['me corte con la lata abriendo la comida', 'me corte with the lata abriendo the comida'],
    ['me pegue en el dedo con la cama jaja', 'me pegue in the dedo with the cama lol'],
  ])('%s', (spanish, english) => {
    expect(spanishToEnglish(spanish)).toBe(english);
  });
});

describe('the first reply, by class', () => {
  test.each([
    ['mi ex le pega al dog cuando se enoja', 'crisis', ['pet_threat'], ['dv']],
    ['mi ex amenazó con llevarse a los niños a mexico', 'crisis', ['threats'], ['dv']],
    ['k hago mi ex me kiere matar', 'crisis', ['threats'], ['dv']],
    ['dijo que va a venir armado', 'crisis', ['weapons'], ['dv']],
    ['quiero hacerme daño', 'crisis', ['self_harm'], ['lifeline']],
    ['me quiere hacer daño', 'crisis', ['violence'], ['dv']],
    ['el me golpeaba y ahora quiere la custodia', 'crisis', ['violence'], ['dv']],
    ['mi esposo me quemó con la plancha', 'crisis', ['violence'], ['dv']],
    ['tengo miedo q me mate', 'crisis', ['fear_home'], ['dv']],
    ['me dio con el palo en la espalda', 'crisis', ['violence'], ['dv']],
    ['le dio una golpiza a mi hijo', 'crisis', ['child_abuse'], ['childhelp']],
    ['me escribio: te vas a arrepentir', 'crisis', ['threats'], ['dv']],
  ])('%s -> %s %j %j', (message, level, categories, lines) => {
    const reply = triage(message);
    expect([reply.level, reply.categories, reply.lines]).toEqual([level, categories, lines]);
  });

  test('a denial gets the check, not the full reply; everyday lines stay calm', () => {
    expect(triage('no me pega, solo grita').level).toBe('check');
    // Since session 19 calm: a calm topic, no Spanish danger concept, P(danger) under 0.2.
    expect(triage('the kids se quedan conmigo este fin de año').level).toBe('calm');
    expect(triage('me corté con la lata abriendo la comida').level).toBe('check');
    expect(triage('quien recoge a los niños el viernes? yo salgo tarde').level).toBe('calm');
  });
});

describe('the safety net reads Spanish unease (triage.ts through spanishUneasy)', () => {
  test.each([
    ['la pediatra dice que la fractura no fue de una caida', true],
    ['mi nina volvio a mojar la cama y tiene pesadillas', true],
    ['le dio una golpiza', true],
    ['me mori de risa con el video', false],
    ['quien recoge a los ninos el viernes', false],
    ['who picks up the kids on friday', false],
  ])('%s -> %s', (message, uneasy) => {
    expect(spanishUneasy(message)).toBe(uneasy);
  });

  test('English words of unease are left to triage.ts, which reads the English rendering', () => {
    expect(spanishUneasy('who hit you')).toBe(false);
  });

  test('a child’s signs and an injury a fall does not explain get the check with the child line', () => {
    const signs = triage('mi niña ya no se quiere bañar y tiene pesadillas desde que va con su tío');
    expect([signs.level, signs.lines.includes('childhelp')]).toEqual(['check', true]);
    const fracture = triage('the pediatrician dice q la fractura del brazo de mi bebe no es de caida');
    expect([fracture.level, fracture.lines.includes('childhelp')]).toEqual(['check', true]);
  });
});

describe('signs said other ways (session 16, second group)', () => {
  test.each([
    ['encontre quemaduras redondas en sus piernas, se las hace ella con el encendedor', 'crisis', 'lifeline'],
    ['mi esposo se encerro en el carro en la cochera con el motor prendido', 'crisis', 'lifeline'],
    ['mi hija dice q el novio de su mama le baja los calzones cuando no esta su mama', 'crisis', 'childhelp'],
    ['me prohibio trabajar desde que nacio el bebe', 'crisis', 'dv'],
  ])('%s -> %s with %s', (message, level, line) => {
    const reply = triage(message);
    expect([reply.level, reply.lines.includes(line as never)]).toEqual([level, true]);
  });

  test('a teacher doing homework with a child is not a child doing something to herself', () => {
    expect(spanishToEnglish('la maestra hace la tarea con ella')).toBe('the maestra hace the tarea with she');
  });
});
