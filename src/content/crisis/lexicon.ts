// Building blocks shared by the reviewed patterns (crisis.ts) and the concept rules
// (concepts.ts): word classes as regular-expression sources over normalised text (lower
// case, no apostrophes), and patterns with exceptions and clause-scoped negation.
import type { CoachLineId } from '../crisisLines';
import { firstTest } from './firstTest';

export const KID_WORD =
  '(?:\\d+ ?yo|kids?|child|children|childs|childrens|sons?|daughters?|baby|babies|newborns?|infants?|toddler|boys?|girls?|twins|little one|little ones|stepson|stepdaughter|\\d+ ?(?:year|yr) old)';
export const KID = `(?:(?:my|our|the|his|her|their|both|all) (?:\\w+ )?${KID_WORD}|${KID_WORD})`;
/** The other adult: the ex, a partner, a relative, or a pronoun standing for them. */
export const ADULT =
  '(?:he|she|they|hes|shes|him|her|ex|husband|wife|partner|boyfriend|girlfriend|spouse|fiance|dad|father|mom|mother|stepdad|stepmom|stepfather|stepmother|uncle|aunt|grandpa|grandfather|grandma|grandmother|cousin|brother|sister|someone|somebody|man|guy|woman)';
const NEG = '(?:never|not|no|dont|doesnt|didnt|wont|wouldnt|hasnt|havent|isnt|wasnt|arent|nobody|neither|nor)';
export const WEAPON =
  '(?:guns?|pistols?|handguns?|revolvers?|rifles?|shotguns?|firearms?|knife|knives|blades?|machetes?|weapons?|ar 15|bullets?|ammo)';

const re = (source: string) => new RegExp(source);

/**
 * A pattern: the regular expression, optional exceptions, whether a negation just before it cancels
 * it, and a cheap first test read once from the expression (firstTest.ts: the pieces of text every
 * match needs; false only where the expression cannot match, null when it needs none).
 */
export interface Pattern {
  re: RegExp;
  except: RegExp | null;
  negatable: boolean;
  first: ((clause: string) => boolean) | null;
}

export const p = (source: string, options: { except?: string; negatable?: boolean } = {}): Pattern => {
  const expression = re(source);
  return {
    re: expression,
    except: options.except ? re(options.except) : null,
    negatable: !!options.negatable,
    first: firstTest(expression),
  };
};

const NEG_RE = re(`\\b${NEG}\\b`);

/** A negation in the three words before the match or inside it ("he would never hurt the kids"). */
function negated(clause: string, match: RegExpExecArray): boolean {
  const before = clause.slice(0, match.index).trim().split(' ').slice(-3).join(' ');
  if (!NEG_RE.test(`${before} ${match[0]}`)) return false;
  const index = match.index;
  // "never hit me until last night", "did not stop hitting me" are not denials.
  return !/\b(?:until|till|before|first time|anymore|any more|stop|stopped)\b/.test(clause.slice(index));
}

export function matches(pattern: Pattern, clause: string): boolean {
  if (pattern.first && !pattern.first(clause)) return false;
  const m = pattern.re.exec(clause);
  if (!m) return false;
  if (pattern.except && pattern.except.test(clause)) return false;
  if (!pattern.negatable) return true;
  // A negation cancels only the reading it stands before: a later reading in the same clause
  // still counts ("its not like hed shoot anyone, he loads the shotgun in front of me").
  for (let found: RegExpExecArray | null = m; found;) {
    if (!negated(clause, found)) return true;
    const start: number = found.index + 1;
    const next = pattern.re.exec(clause.slice(start));
    found = next ? Object.assign(next, { index: next.index + start }) : null;
  }
  return false;
}

/** A category of danger: the lines it calls for and its patterns. */
export interface Category {
  id: string;
  label: string;
  lines: CoachLineId[];
  patterns: Pattern[];
}

/**
 * Chat forms and a few common Spanish words and phrases, in English, applied to the
 * normalised text (no accents, no apostrophes) before the patterns read it.
 */
export const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\brn\b/g, 'right now'],
  [/\bbaby (?:dad|mom|mama|momma|father|mother)s?\b/g, 'ex'],
  [/\bidk\b/g, 'i dont know'],
  [/\btbh\b/g, 'honestly'],
  [/\bw\b(?= (?:me|him|her|the|my)\b)/g, 'with'],
  [/\bppl\b/g, 'people'],
  [/\bsmth\b/g, 'something'],
  [/\bthx\b/g, 'thanks'],
  [/\bpls|plz\b/g, 'please'],
  // Spanish, second pass (issue 31 needs the same layered detector in Spanish): the clitic
  // "me" + a past verb is "he <did it to> me"; bare verbs and nouns become their English word
  // so the concept rules (concepts.ts) compose them like English ones.
  [/\bme amenazo de muerte\b|\bamenazo con matarme\b/g, 'he threatened to kill me'],
  [/\b(?:me|la|lo) (?:va|iba) a matar\b|\bva a matarme\b|\bme quiere matar\b/g, 'he is going to kill me'],
  [
    /\bse va a matar\b|\bse (?:quiere|iba a) matar\b|\bva a suicidarse\b|\bse quiere suicidar\b|\bmatarse\b|\bsuicidarse\b/g,
    'is going to kill himself',
  ],
  [/\bsuicidarme\b|\bmatarme\b|\bquitarme la vida\b/g, 'kill myself'],
  [/\b(?:va a|iba a|quiere) matar a\b/g, 'is going to kill'],
  [/\bmatar a\b/g, 'kill'],
  [/\bme (?:golpeo|golpea|golpean|pego|pega)\b/g, 'he hit me'],
  [/\bme (?:empujo|empuja)\b/g, 'he pushed me'],
  [/\bme (?:pateo|patea)\b/g, 'he kicked me'],
  [/\bme (?:apreto|aprieta|agarro|agarra|estrangulo|ahorco|ahorca) (?:el|del) cuello\b/g, 'he choked me'],
  [/\bme (?:obliga|obligo|forzo|fuerza) a tener (?:sexo|relaciones)\b/g, 'he forces me to have sex'],
  [/\b(?:le|les) (?:pega|pego|golpea|golpeo)\b/g, 'hits them'],
  [/\b(?:me )?quito (?:a )?(?:los|mis) (?:ninos|hijos)\b|\bquitarme (?:a )?(?:los|mis) (?:ninos|hijos)\b/g, 'take the kids'],
  [/\bse llevo a (?:los|mis) (?:ninos|hijos)\b|\bse (?:los|las) llevo\b/g, 'he took the kids'],
  [/\bse llevo al? (?:nino|nina|bebe|hijo|hija)\b|\bse (?:lo|la) llevo\b/g, 'he took my child'],
  [/\bno me contesta\b|\bno contesta\b/g, 'not answering'],
  [/\bme (?:mostro|enseno)\b/g, 'showed me'],
  [/\bme (?:jalo|jala|agarro|agarra) del (?:pelo|cabello)\b/g, 'he pulled my hair'],
  [/\bme (?:tiro|tira|aventó|avento) al (?:piso|suelo)\b/g, 'he threw me on the floor'],
  [/\b(?:lo|la) (?:iba|va) a usar\b/g, 'was going to use it on me'],
  [/\b(?:golpeando|pateando|tocando fuerte) (?:la|mi) puerta\b/g, 'banging on my door'],
  [/\bme (?:sigue|siguio|persigue)\b/g, 'he is following me'],
  [/\bme (?:vigila|espia)\b/g, 'he is watching me'],
  [/\bme (?:violo|abuso)\b/g, 'he raped me'],
  [/\bme (?:encerro|encierra)\b/g, 'he locked me in'],
  [/\bdesaparecio con\b/g, 'disappeared with'],
  [/\bel esta\b/g, 'he is'],
  [/\bafuera\b/g, 'outside'],
  [/\bsalir\b/g, 'leave'],
  [/\bborracho\b/g, 'drunk'],
  [/\bno se donde (?:estan|esta)\b/g, 'i dont know where they are'],
  [/\bno me deja\b/g, 'wont let me'],
  [/\bme dijo que\b/g, 'told me'],
  [/\bdelante de\b/g, 'in front of'],
  // Spanish: who, what and the danger words.
  [/\bmi ex\b/g, 'my ex'],
  [/\bmi hij[oa]\b/g, 'my child'],
  [/\bmis hijos\b/g, 'my kids'],
  [/\bsu papa\b/g, 'her dad'],
  [/\bsu mama\b/g, 'her mom'],
  [/\b(?:me|te) (?:va|vas) a matar\b|\bme mata\b/g, 'he is going to kill me'],
  [/\b(?:me )?amenazo\b|\bamenaza\b/g, 'threatened'],
  [/\bva a matar al? (?:perro|gato)\b/g, 'is going to kill the dog'],
  [/\ble pega\b/g, 'hits her'],
  [/\bme pega\b/g, 'hits me'],
  [/\bme quito\b/g, 'he took'],
  [/\bel telefono\b/g, 'my phone'],
  [/\blas llaves\b/g, 'my keys'],
  [/\bcuchillo\b/g, 'knife'],
  [/\bpistola\b/g, 'gun'],
  [/\btiene (?:un|una)\b/g, 'has a'],
  [/\btengo miedo\b/g, 'i am scared'],
  [/\bde volver a la casa\b/g, 'to go home'],
  [/\bme dejo tirada\b/g, 'he left me stranded'],
  [/\bno tengo dinero\b/g, 'i have no money'],
  [/\bno tengo ganas de vivir\b/g, 'i dont want to live'],
  [/\bpublicar\b/g, 'post'],
  [/\bmis fotos intimas\b/g, 'my intimate photos'],
  [/\breportar a inmigracion\b|\bllamar a (?:la )?migra\b/g, 'report me to immigration'],
  [/\bdice que\b|\bdijo que\b/g, 'he said'],
  [/\bse llevo a los ninos\b/g, 'he took the kids'],
  [/\bse llevo a (?:mi hij[oa]|my child)\b/g, 'he took my child'],
  [/\b(?:quiero morirme|me quiero morir)\b/g, 'i want to die'],
  [/\bya no puedo mas\b/g, 'i cant go on'],
  [/\bno (?:lo|la|los|las) va a (?:regresar|devolver)\b/g, 'wont bring them back'],
  [/\b(?:me|la) pego\b/g, 'he hit me'],
  [/\bme agarro del cuello\b/g, 'he grabbed my throat'],

  [/\bno podia respirar\b/g, 'i couldnt breathe'],
  [/\bdelante de los ninos\b/g, 'in front of the kids'],
  [/\bno quiero seguir viviendo\b|\bno quiero (?:seguir )?vivir\b/g, 'i dont want to live'],
  [/\b(?:estan|estarian) mejor sin mi\b/g, 'are better off without me'],
  [/\bme obligo a tener relaciones\b|\bme forzo\b/g, 'he forced himself on me'],
  [/\bno me deja salir\b/g, 'wont let me leave'],
  [/\ble toca sus partes\b/g, 'touches her private parts'],
  [/\bme (?:la|lo) enseno\b/g, 'showed it to me'],
  // Spanish single words, last, so the phrases above read their context first.
  [/\b(?:va|vas|voy|van) a\b/g, 'going to'],
  [/\bamenaza\w*\b/g, 'threatened'],
  [/\bmiedo\b/g, 'scared'],
  [/\b(?:golpear|golpeo|golpea|pegar|pego|pega)\b/g, 'hit'],
  [/\b(?:matar|mato|mata)\b/g, 'kill'],
  [/\b(?:empujar|empujo|empuja)\b/g, 'push'],
  [/\bcuchillo\b/g, 'knife'],
  [/\b(?:pistola|arma|escopeta|rifle)\b/g, 'gun'],
  [/\b(?:esposo|marido)\b/g, 'husband'],
  [/\besposa\b/g, 'wife'],
  [/\b(?:los|mis|sus) (?:ninos|hijos|hijas)\b|\b(?:ninos|hijos)\b/g, 'the kids'],
  [/\b(?:el|mi|su) (?:nino|hijo|bebe)\b/g, 'my son'],
  [/\b(?:la|mi|su) (?:nina|hija)\b/g, 'my daughter'],
  [/\bcuello\b/g, 'neck'],
  [/\b(?:mi|el|un) perro\b/g, 'the dog'],
  [/\b(?:mi|el|un) gato\b/g, 'the cat'],
  [/\bfotos\b/g, 'photos'],
  [/\bdesnud[oa]s?\b/g, 'naked'],
  [/\b(?:la )?migra\b|\binmigracion\b/g, 'immigration'],
  [/\bdeportar\w*\b/g, 'deport'],
  [/\bcarga\b/g, 'burden'],
  [/\bdesaparecer\b/g, 'disappear'],
  [/\bcinturon\b/g, 'belt'],
  [/\bsu papa\b|\bel papa\b/g, 'her dad'],
  [/\bsu mama\b|\bla mama\b/g, 'her mom'],
  [/\bsiento que\b/g, 'i feel like'],
  [/\bsoy una?\b/g, 'i am a'],
  [/\bquiero\b/g, 'i want to'],
  [/\bsaco (?:la|el|su|un|una)\b/g, 'pulled out a'],
  [/\bmis\b|\bmi\b/g, 'my'],
];

// Pictures and audiences: compose.ts's image rules read them, and concepts.ts tags them for the
// statistical layer, so they live here, a model input (compose.ts is not one: session 23).
/** A picture or recording (compose.ts's rules; concepts.ts tags it, with an audience, for the statistical layer). */
export const IMAGE =
  '(?:screenshotted|facetime|video call|filming (?:us|me)|sexts?|pics?|pictures?|photos?|fotos|selfies?|nudes?|videos?|vids?|tapes?|recordings?|recorded me|screenshots?|what i look like naked)';
/** People or places a picture could be shown to. */
export const AUDIENCE =
  '(?:boss|coworkers?|co workers?|job|work|family|parents|church|everyone|judge|court|facebook|instagram|snap\\w*|tiktok|online|internet|website|page|fake (?:account|profile)|contacts?|school)';
