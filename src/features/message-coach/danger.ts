// Whether a message describes danger (docs/message-coach.md): the shared danger detector
// (src/content/crisis) reads the text as written and as the one receiving it would tell it.
import { triage, triageFacts, type Triage } from '../../content/crisis/triage';
import { linesOfCategories } from '../../content/crisis/crisis';
import { motiveSpans } from './clauses';
import { detectDanger } from './dangerCheck';
import { CRISIS_INTRO, followUp } from '../../content/crisis/followUp';
import { coach_safety_check as SAFETY_CHECK } from '../../content/messages/coach/compiled/en.js';
import { RUIN_BY_LAW } from './litigation';
import { PROMISE, threatsIn } from './threats';
import { IRREGULAR_PAST } from './pastForms';
import { CONCEPT_TAGS } from '../../content/crisis/concepts';
import { normalise } from '../../content/crisis/normalise';
import type { Danger } from './types';

/**
 * The text as the one receiving it would tell it ("I will hurt you" becomes "he will hurt
 * me"): the danger detector reads a parent's own account, so a threat written to the reader
 * is checked in that form too.
 */
export function asToldByReader(text: string): string {
  return text.replace(
    // Contractions first: "I" alone would match the "I" of "I've" and leave "he've".
    /\b(?:i'm|i’m|im|i'll|i’ll|i've|i’ve|i'd|i’d|you're|you’re|youre|you'll|you’ll|you've|you’ve|i|me|my|mine|myself|you|your|yours|yourself|u|ur)\b(?:\s+([a-z]+)\b)?/gi,
    (w, next: string | undefined, at: number) => {
      const word = next ? w.slice(0, w.length - next.length).trimEnd() : w;
      const k = word.toLowerCase().replace('’', "'");
      const gap = next ? w.slice(word.length, w.length - next.length) : '';
      // Session 24: "you" as a subject is "I" ("so you owe me" told as "so I owe him", not "so me owe
      // him", which the detector read as violence), and "I" takes the verb of "he" ("I get them Christmas
      // morning" told as "he gets them", not "he get them", read as a threat).
      if ((k === 'you' || k === 'u') && SUBJECT_BEFORE.test(text.slice(0, at))) return `I${gap}${next ?? ''}`;
      if (k === 'i' && next) return `he${gap}${thirdPerson(next)}`;
      return `${FLIP[k] ?? word}${gap}${next ? asToldByReader(next) : ''}`;
    },
  );
}

/** Words after "I" that are not a verb of the present ("I never", "I will", "I went"): kept as they are. */
const NOT_PRESENT =
  /^(?:will|would|can|could|should|shall|might|must|may|did|didn|was|were|had|just|also|never|always|still|really|only|even|already|then|too|actually|literally|honestly|totally|so|ever|often|sometimes|usually|once|swear|paid|said|got|made|took|sent|left|kept|told|brought|thought|bought|heard|went|came|saw|knew|gave|found|felt|meant|spent|lost|won|ran|sat|stood|wrote|drove|forgot|met|held|let|hit|cut|set|put|read|hurt|quit|shut|began|became|chose|fell|flew|grew|hid|rode|spoke|stole|swore|threw|woke|wore|caught|taught|fought|sold|slept|built|lent|dealt|understood|ate|drank|beat|bit|broke|dug|fed|fled|forgave|froze|hung|laid|led|lit|paid|rang|shot|slid|spun|struck|swept|swung|tore|wept)$/i;

/** The verb "he" takes where "I" took `verb`: "am" is "is", "have" "has", "do" "does", "get" "gets". */
function thirdPerson(verb: string): string {
  const v = verb.toLowerCase();
  if (v === 'am') return 'is';
  if (v === 'have') return 'has';
  if (v === 'do') return 'does';
  if (v === 'don') return 'doesn';
  if (NOT_PRESENT.test(v) || /(?:ed|s|ing)$/.test(v) || !/^[a-z]+$/.test(v)) return verb;
  if (/(?:sh|ch|x|z|o)$/.test(v)) return `${verb}es`;
  if (/[^aeiou]y$/.test(v)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
const FLIP: Readonly<Record<string, string>> = {
  i: 'he',
  me: 'him',
  my: 'his',
  mine: 'his',
  myself: 'himself',
  "i'm": "he's",
  im: "he's",
  "i'll": "he'll",
  "i've": "he's",
  "i'd": "he'd",
  you: 'me',
  u: 'me',
  your: 'my',
  ur: 'my',
  yours: 'mine',
  yourself: 'myself',
  "you're": "i'm",
  youre: "i'm",
  "you'll": "i'll",
  "you've": "i've",
};

/**
 * Mind-reading that names no act (session 23): the reader's wish, aim or thought said for them
 * ("you just want to hurt me", "you're trying to turn them against me", "you'd love to see me
 * fail"), from its "you" to the end of its clause. The chat reads a parent's own account, where
 * "he wants to hurt me" is a fear told; said to the reader it is blame (docs/message-coach.md,
 * "Session 23"). Only these words are left out of the danger check: an act the reader is charged
 * with ("You choked me just to show me who is boss") and a motive read into an act ("You hid their
 * passports to keep them away from me") are read as written, as the chat reads them. The blank
 * ends where a new clause opens ("but", "and", "so", "when", "if", ...) or the writer speaks ("i",
 * "ill", "we"): "you think im joking but ill put you in the hospital" keeps its threat (unpunctuated,
 * the whole line was blanked and the coach showed no lines while the chat gave the crisis reply).
 */
const MIND =
  /\b(?:you|u)(?:'re|’re|'d|’d| are| would)?\s+(?:(?:just|only|really|obviously|clearly|simply|probably|secretly|still|so|must)\s+)*(?:want|wants|wanted|wanna|wish|wishes|love|like|enjoy|trying|try|tried|mean|meant|intend|intended|get off on|live(?= (?:to|for)\b)|care|think|thought|hope|hoping)\b(?:(?!\s(?:but|and|so|when|then|if|or|until|unless|because|cause|or else|i|ill|i'll|i’ll|im|i'm|i’m|id|i'd|i’d|we|we'll|we’ll)\b)[^,;:.!?\n])*/gi;

/** Whether [start, end) of a sentence lies inside its mind-reading (MIND; session 29, for the coach's own danger rules). */
export function inMindReading(sentence: string, start: number, end: number): boolean {
  for (const m of sentence.matchAll(MIND)) if (m.index <= start && end <= m.index + m[0].length) return true;
  return false;
}

/**
 * The text with its mind-reading (and, sessions 26-27, legal or financial ruin as the weapon: litigation.ts
 * RUIN_BY_LAW, "I'll bury you in debt") blanked by spaces
 * (offsets hold). @public for the unit tests.
 */
export function withoutMindReading(text: string): string {
  return withoutRuinByLaw(text.replace(MIND, (m) => ' '.repeat(m.length)));
}
const withoutRuinByLaw = (text: string) =>
  text
    .replace(RUIN_BY_LAW, (m) => ' '.repeat(m.length))
    // A name is a name only with its capital: the flag 'i' would take "hurt anyone" too.
    .replace(SITUATION_HARM, (m, lead: string, child: string, at: number, whole: string) =>
      (/^[a-z]/.test(child) && !CHILDREN.test(child)) || PROMISED.test(/^[^.!?\n]*/.exec(whole.slice(at + m.length))![0])
        ? m
        : lead + ' '.repeat(m.length - lead.length),
    );

/**
 * Harm a situation would do (session 28): the subject of the harm is no person but "it", "this", an event of the
 * separation ("the court case", "all this fighting") or an act named by its "-ing" ("Dragging this through court",
 * "Moving them mid-year"), as when a parent says what they want to spare the children ("It would hurt the kids if this
 * went to court, and I don't want that."). The shared detector reads "hurt the kids" as harm done to them; here no one
 * is said to do it. Only the clause from its subject to the children is left out of the danger check: "and I'll hurt
 * you" after it is still read. A person's harm ("I will hurt the kids", "he hurts them") and a harm with no doer said
 * ("the kids will get hurt") are read as written.
 */
const SITUATION_HARM = new RegExp(
  String.raw`(^|[.!?;:,\n]\s*|\b(?:and|but|so|because|since|as|when|if)\s+)` +
    String.raw`(?:(?:it|this|that|all (?:of )?this|all (?:of )?that|this whole thing)|` +
    String.raw`(?:the|this|that|a|all this|all the|our|any|more|another|one more)\s+(?:\w+\s+)?(?:court case|custody (?:battle|fight|case)|case|trial|hearing|litigation|back and forth|fight(?:ing)?|arguing|arguments?|conflict|divorce|separation|drama|move|war|stress|tension|uncertainty|situation|mess|shouting|yelling)|` +
    String.raw`(?!(?:some|any|no|every)thing\b)(?:[a-z]+ing)\b(?:\s+[\w'’]+){0,6}?)` +
    String.raw`\s+(?:(?:is|are|was|were|would|will|could|can|might|may|does|do|'s|’s|'ll|’ll|only|just|really|always|already|going to|definitely|probably|seriously|also)\s+)*` +
    String.raw`(?:hurt(?:s|ing)?|harm(?:s|ed|ing)?|damag(?:e|es|ed|ing)|traumati[sz](?:e|es|ed|ing)|scar(?:s|red|ring)?|upset(?:s|ting)?)\s+` +
    String.raw`(the (?:kids|children|boys|girls|baby|little ones)|them|him|her|our (?:kids|children|son|daughter|boys|girls|baby)|(?:my|your) (?:kids|children|son|daughter)|[a-z]+)\b`,
  'gi',
);
const CHILDREN = /^(?:the|them|him|her|our|my|your)\b/i;
/**
 * The writer's promise to bring the harm about, later in the same sentence (session 29): "Keeping them from me is going
 * to hurt them and I will make sure of it." The harm then has a doer, the writer: a threat, read whole (session 28's
 * SITUATION_HARM had left its clause out, and the sentence lost its threat flag).
 */
const PROMISED = new RegExp(PROMISE, 'i');

/** Questions blanked with spaces: they ask rather than tell ("Can I get them Wednesday?"). */
const withoutQuestions = (text: string) => text.replace(/[^.!?\n]*\?+/g, (q) => ' '.repeat(q.length));

/**
 * The text to read as the reader would tell it: without its questions, which ask rather than
 * announce ("Can I get them Wednesday?" told as "Can he get them Wednesday?" reads as taking
 * the children).
 */
function toldByReader(text: string): string {
  const told = withoutQuestions(text)
    .replace(RECEIPT, (m) => ' '.repeat(m.length))
    .replace(/[^.!?\n]+[.!?]*/g, (t) => (ANNOUNCES.test(t) && !CARES.test(t) && !ORDERED.test(t) ? t : ' '.repeat(t.length)));
  return asToldByReader(told);
}

/**
 * Care for the reader (session 24): the writer checking on them or pointing them to a line ("If you're
 * thinking of hurting yourself, please call 988 now.", "I've asked your brother to check on you"). Told by
 * the reader ("if I'm thinking of hurting myself") it reads as their own crisis; the chat gives a parent who
 * writes it no lines either.
 */
const CARES_SAID =
  /\b(?:check(?:ing)? (?:on|in on) (?:you|u)|(?:worried|concerned|scared) (?:about|by|for) (?:you|u|your|what you)|if (?:you(?:'re|’re| are| ever feel| feel| have been)|u r) (?:thinking (?:of|about)|feeling like|having thoughts of)\b[^.!?]*\b(?:call|text|reach out|contact))\b/i;

/**
 * A line pointed to for the reader's own harm, in either order (session 29): "Please call 111 or Lifeline if you're
 * thinking of hurting yourself.", "Samaritans are on 116 123 if you feel like ending your life." The condition is the
 * reader's harm to themselves (a reflexive act, their own life, suicide), and the sentence names a line or a number to
 * reach. "If you hurt the kids I'll call 911" names no harm of the reader's own: not care. @public for sentences.ts.
 */
export function pointsToHelp(sentence: string): boolean {
  return READER_SELF_HARM.test(sentence) && HELP_LINE.test(sentence) && REACH.test(sentence);
}
const READER_SELF_HARM =
  /\bif (?:you|u)\b[^.!?]*?\b(?:(?:hurt|hurting|harm|harming|kill|killing|cut|cutting|end|ending)\s+yourself|(?:end|ending|take|taking) your (?:own )?life|suicid\w*|(?:want|wanting) to die|(?:of|about) dying)\b/i;
const HELP_LINE =
  /\b(?:988|911|999|000|111|112|741741|\d{2,4}(?:[ -]\d{2,4}){1,2})\b|\b(?:lifeline|samaritans|hotline|helpline|crisis (?:text )?line|emergency services|the er|a&e)\b/i;
const REACH = /\b(?:call|ring|text|phone|contact|reach out to|go to|talk to)\b|\b(?:is|are) on\b/i;
const CARES = { test: (t: string) => CARES_SAID.test(t) || pointsToHelp(t) };

/** What an order or agreement says the writer does ("The decree says I keep Arun's passport until he's 13"): a fact. */
const ORDERED =
  /\b(?:decree|order|agreement|parenting plan|judgment|judgement|custody plan|stipulation)\s+(?:says|said|states|stated|requires|required|gives|gave|allows|allowed|lets)\b/i;

/**
 * What the writer announces (session 24): a future, a condition, a dare, the writer on their way or at the
 * reader's place. Only these sentences are retold as the reader would tell them; told that way, the writer's
 * plain account of the past or of the present ("I paid for the field trip, so you owe me $30.", "I keep
 * Arun's passport as the decree says") read as the reader's fear to the detector.
 */
const ANNOUNCES =
  /\b(?:will|won'?t|wont|would|'ll|’ll|ll|gonna|going to|about to|if|unless|or|until|till|before|better|coming|standing|waiting|sitting|parked|outside|watching|know where|find|see what|dare|never|again|tonight|now)\b|(?:'ll|’ll)\b/i;

/**
 * The writer saying they have read the reader's own message (session 24): "I read your email" is a reply,
 * told by the reader as "he read my email" it reads as monitoring (stalking) to the detector, which gave the
 * crisis lines to calm replies ("I read your email. The kids will be ready at 6 on Friday.").
 */
const RECEIPT =
  /\b(?:i|i've|i’ve|i have)\s+(?:just\s+|already\s+|finally\s+|now\s+)?(?:read|got|received|seen|saw|reviewed|looked at|listened to|checked|opened)\s+(?:your|ur)\s+(?:\w+\s+)?(?:e-?mails?|texts?|messages?|letters?|notes?|voicemails?|reply|replies|response|request|proposal|list|schedule)\b/gi;

/** "you" as the subject of what follows: at a clause's start or after a word that opens a clause. */
const SUBJECT_BEFORE =
  /(?:^|[.!?,;:\n(]\s*|\b(?:and|but|or|so|because|cause|if|when|whenever|that|then|until|unless|since|while|before|after|once|know|think|said|says|how|why|where|what|now|also|just|even|still)\s+)$/i;

/**
 * The text as its writer would tell it to the chat (session 23): "You choked me" to the other parent
 * is "he choked me" told to the chat, which the shared detector reads as a parent's own account.
 * The reader becomes "he" (or "him", "his"); the writer stays "I". Its questions are left out (as in
 * the reader's telling), and so are the motives read into the reader's acts (clauses.ts MOTIVE):
 * told as a report, "you planned this cruise to hurt me" would read as harm done.
 * @public for the unit tests.
 */
export function asToldByWriter(text: string): string {
  let out = withoutMindReading(withoutQuestions(text));
  for (const [s, e] of motiveSpans(out)) out = out.slice(0, s) + ' '.repeat(e - s) + out.slice(e);
  return out.replace(
    /\b(?:you(?:'re|’re| are)|you(?:'ll|’ll)|you(?:'ve|’ve)|you(?:'d|’d)|you were|you have|you|your|yours|yourself|u|ur)\b/gi,
    (w, at: number) => {
      const k = w.toLowerCase().replace('’', "'");
      // Session 25: "you" before a verb in the past is its subject wherever it stands ("Last night you threw ...").
      if (k === 'you' || k === 'u')
        return SUBJECT_BEFORE.test(out.slice(0, at)) || DID_AFTER.test(out.slice(at + w.length)) ? 'he' : 'him';
      return WRITER_FLIP[k] ?? w;
    },
  );
}
const WRITER_FLIP: Readonly<Record<string, string>> = {
  "you're": "he's",
  'you are': 'he is',
  "you'll": "he'll",
  "you've": "he's",
  "you'd": "he'd",
  'you were': 'he was',
  'you have': 'he has',
  your: 'his',
  ur: 'his',
  yours: 'his',
  yourself: 'himself',
};

/**
 * The readings of a message the shared detector is given (session 23): the text as written (what
 * the chat reads) and as the reader would tell it, without mind-reading that names no act, and the
 * sentences that charge the reader with harm to a person as the writer would tell them.
 */
function readingsOf(text: string): string[] {
  // One analysis asks for the same text's readings more than once (describesDanger, then dangerOf): kept for the last.
  if (lastReadings?.text !== text) lastReadings = { text, readings: readingsOfNew(text) };
  return lastReadings.readings;
}
let lastReadings: { text: string; readings: string[] } | null = null;
function readingsOfNew(text: string): string[] {
  const plain = withoutMindReading(text);
  // Only the sentences that charge the reader with an act of harm to a person are told as the
  // writer's account: read whole, a dispute told that way ("he lied about his income", "the kids
  // don't want to go to his house") reads as a parent's fear to the chat.
  const acts = (text.match(/[^.!?\n]+[.!?]*/g) ?? [])
    .filter((t) => CHARGED_HARM.test(t) || FEARED.test(t) || doneToWriter(t))
    .join(' ');
  return acts ? [plain, toldByReader(plain), withSubjects(asToldByWriter(acts))] : [plain, toldByReader(plain)];
}

/**
 * A past act of the reader's told to the reader by the one it was done to (session 25): "you" as the subject of a
 * verb in the past ("you threw the kettle at the wall beside me", "you swung the iron at me and bit my hand", "you
 * punched the car window beside my head"), in a sentence that names the writer, the children or the home. Told to
 * the chat by the one harmed it is "he threw ...", which is how the shared detector reads harm: the grammatical
 * person changes, the words of the act do not. Not a question ("Did you take her coat?"), and not mind-reading
 * (withoutMindReading leaves it out before the telling).
 */
const READER_DID = new RegExp(
  String.raw`(?:^|[^\w'’])(?:you|u)\s+(?:(?:just|even|actually|literally|then|also|once|nearly|almost|deliberately|purposely|still)\s+)*(?!(?:n|f|sp|h)eed\b)(?:[a-z]+ed|${IRREGULAR_PAST})\b`,
  'i',
);
/** A verb in the past right after a "you": that "you" is its subject. */
const DID_AFTER = new RegExp(
  String.raw`^\s+(?:(?:just|even|actually|literally|then|also|once|nearly|almost|deliberately|purposely|still)\s+)*(?!(?:n|f|sp|h)eed\b)(?:[a-z]+ed|${IRREGULAR_PAST})\b`,
  'i',
);
const TO_WRITER = /\b(?:me|my|us|our|myself|the (?:kids|children|baby|boys|girls|house|flat|home|door|windows?|car))\b/i;
function doneToWriter(sentence: string): boolean {
  return !/\?\s*$/.test(sentence) && READER_DID.test(sentence) && TO_WRITER.test(sentence) && !FIGURATIVE.test(sentence);
}
/**
 * An act said in a figure of speech, not done to a body (session 25, from the training parts' false lines): thrown
 * or used and thrown "away", a heart broken, stabbed "deeply" or "in the back", pushed or dragged "into this" or
 * "to it", and a place the reader took the writer to, named before it ("The psychiatrist you dragged me to said ...").
 */
const FIGURATIVE =
  /\b(?:(?:me|us|them|it|everything|years?|life|lives) away|away (?:my|our|the|everything)|heart|deeply|in the back|(?:into|to) (?:this|that|it)\b|(?:dragged|pushed|drove|driven) (?:me|us) (?:to|into) (?:the )?(?:edge|brink|point|madness|despair|drink|therapy|counsell?ing|court|debt|a (?:psychiatrist|doctor|therapist|counsell?or))|(?:dragged|pushed|took|brought) (?:me|us) (?:to|into)(?=\s*(?:[.,;:!?]|$)|\s+(?:said|says|was|is|and|but)\b))/i;

/**
 * The chat's own reply to a past act of the reader's told by the one it was done to (session 25), where the reviewed
 * patterns do not recognise the act in the writer's telling ("he threw the kettle at the wall beside me", "he
 * punched the car window beside my head"): the chat's crisis reply to that telling, when it names a concept of harm
 * (an act of harm, a weapon or a threat: the shared detector's own concepts, triage.ts `harm`). Both, as for
 * chatCrisis: the chat's crisis level alone also answers "he sent me 40 texts last night", which names no harm.
 * The telling is of the sentence alone, so what the rest of the message says is never retold.
 */
function toldHarm(sentence: string): Triage | undefined {
  if (!doneToWriter(sentence)) return undefined;
  const hit = toldHarms.get(sentence);
  if (hit !== undefined) return hit ?? undefined;
  const told = withSubjects(asToldByWriter(sentence)).trim();
  const chat = told && /\bhe\b/i.test(told) ? triage(told) : undefined;
  const found = chat?.level === 'crisis' && triageFacts(told).harm && actedInPast(told) ? chat : null;
  toldHarms.set(sentence, found);
  if (toldHarms.size > 500) toldHarms.delete(toldHarms.keys().next().value!);
  return found ?? undefined;
}
const toldHarms = new Map<string, Triage | null>();

/**
 * The harm of a told act is the act itself (session 29): the shared detector's concept of harm (concepts.ts) is a stem
 * with any ending ("stab\w*", "trip\w*", "slam\w*"), so in a telling it also names "stability", a "trip" or the "slam
 * dunk" of the story around the act. A telling is of a past act: its harm word must be in the past ("stabbed", "tripped",
 * "hit", "threw"; the irregular forms of pastForms.ts and the concept's own). A weapon or a threat the concepts name
 * needs no verb. "You picked the same two weeks ... just to wreck my trip" and "You left me with a newborn and a mortgage
 * in 2012, so don't lecture me about stability" were told as harm.
 */
function actedInPast(told: string): boolean {
  const text = normalise(told);
  if (OTHER_HARM.some((p) => p.test(text))) return true;
  for (const m of text.matchAll(HARM_WORDS)) {
    const word = m[0].split(/\s+/)[0]!;
    if (m[0].includes(' ') || /(?:ed|en)$/.test(word) || PAST_HARM.has(word)) return true;
  }
  return false;
}
const HARM_CONCEPT = CONCEPT_TAGS.find(([tag]) => tag === 'harm')![1];
const HARM_WORDS = new RegExp(HARM_CONCEPT.source, `${HARM_CONCEPT.flags.replace('g', '')}g`);
const OTHER_HARM = CONCEPT_TAGS.filter(([tag]) => tag === 'weapon' || tag === 'threat').map(([, pattern]) => pattern);
const PAST_HARM = new Set([
  ...IRREGULAR_PAST.split('|'),
  'beat',
  'bit',
  'shot',
  'threw',
  'thrown',
  'shook',
  'burnt',
  'hurt',
  'rough',
]);

/** Where toldHarm's act sits in its sentence: from its "you" to the sentence's end, without the closing marks. */
export function toldHarmSpan(sentence: string): [number, number] | null {
  const m = toldHarm(sentence) ? READER_DID.exec(sentence) : null;
  if (!m) return null;
  return [m.index + m[0].search(/(?:you|u)\b/i), sentence.trimEnd().replace(/[.!?]+$/, '').length];
}

/** The first sentence of a text whose past act, told by the one it was done to, the chat answers as harm (toldHarm). */
function toldHarmIn(text: string): Triage | undefined {
  for (const t of text.match(/[^.!?\n]+[.!?]*/g) ?? []) {
    const found = toldHarm(t);
    if (found) return found;
  }
  return undefined;
}

/**
 * The subject said again where a telling runs on ("he swung the iron at me and bit my hand" told as "... and he bit
 * my hand"): the detector reads each clause on its own, and a clause without its subject names no one's act.
 */
function withSubjects(told: string): string {
  return told.replace(
    new RegExp(String.raw`\b(he\b[^.!?]*?)(,?\s+(?:and|then|and then)\s+)(?=(?:[a-z]+ed|${IRREGULAR_PAST})\b)`, 'gi'),
    '$1$2he ',
  );
}

/** The writer's fear of the reader (session 25): "I was frightened of you", told to the chat "frightened of him". */
const FEARED =
  /\b(?:i|i'm|i’m|im|we|we're|we’re)(?: (?:am|was|were|have been|had been|got|get|feel|felt|still|always|so|really|too))* (?:afraid|frightened|scared|terrified|fearful) (?:of|for my life around) (?:you|u)\b/i;

/** An act of harm to a person the reader is charged with: "you choked me", "you hit our son". */
const CHARGED_HARM =
  /\b(?:you|u)\s+(?:(?:just|even|actually|literally|then|also|once|have|had|did|never)\s+)?(?:choked|strangled|hit|punched|slapped|kicked|shoved|pushed|beat|raped|molested|stabbed|shot|threatened|hurt|grabbed|burned|bit|smacked|strangle|choke|punch|slap|kick|shove|push|grab|burn|bite|smack|threaten)\s+(?:me|us|him|her|them|the (?:kids|children|baby|dog|cat)|(?:my|our) \w+)\b/i;

/**
 * Harm done to the writer told in a sentence (session 26): an act of harm the reader is charged with ("you choked me"),
 * or a past act of the reader's the chat answers as harm (toldHarm). The tone layer offers no "leave out" for it.
 */
export function tellsHarm(sentence: string): boolean {
  return CHARGED_HARM.test(sentence) || toldHarm(sentence) !== undefined;
}

export function describesDanger(text: string): boolean {
  return readingsOf(text).some((t) => detectDanger(t) !== null) || toldHarmIn(text) !== undefined;
}

/**
 * The detector's categories for this text in the readings where the writer speaks of their own life (session 29): as
 * written and as the writer would tell it, not as the reader would. Told by the reader, the reader's life becomes the
 * writer's: "The kids are better off without you." reads as "better off without me", a wish to die, which the writer
 * never said of themselves (an insult; the label guide's `danger` is the writer's or a child's self-harm).
 */
export function ownLifeCategories(text: string): string[] {
  return [...new Set(readingsOf(text).flatMap((t, i) => (i === 1 ? [] : (detectDanger(t)?.categories ?? []))))];
}

/** The last text's readings, triaged: a received message asks for the crisis reply and then for the check of the same text. */
let lastTriaged: { text: string; triaged: readonly Triage[] } | null = null;

/**
 * The triage of each reading of the text (as written, then as the reader would tell it) in which
 * the reviewed patterns recognise danger. Only those: the statistical layer alone can call a calm
 * message to the other parent a crisis ("I want to be there for Kai as he grows").
 */
function triagedReadings(text: string): readonly Triage[] {
  if (lastTriaged?.text !== text)
    lastTriaged = {
      text,
      triaged: readingsOf(text)
        .filter((t) => detectDanger(t))
        .map((t) => triage(t)),
    };
  return lastTriaged.triaged;
}

/**
 * The chat's own full reply to the text as written (session 24, the lead, after the review): where the
 * announcing sentences alone (toldByReader) give the reviewed patterns nothing, but the chat answers the
 * text with the crisis reply and the patterns recognise the whole text as the reader would tell it ("he bit
 * my shoulder hard enough to bleed when i tried to take the car keys back"), the coach shows the same
 * lines, as issue 28 asks ("exactly as in the chat"). Both are needed: the chat's crisis level alone also
 * answers calm asks ("Can Ava stay with me until 7 on Sunday instead of 5?"), and the whole telling alone
 * retells replies ("I read your email.") as the reader's fear.
 */
function chatCrisis(text: string): Triage | undefined {
  if (lastChat?.text !== text) {
    // The patterns first: most texts fail them, and then the chat's triage (the statistical layer) is not run.
    // Legal or financial ruin as the weapon is left out here too (litigation.ts, session 27): "I'll kill you in
    // court" read as the reader would tell it is "he'll kill me in court".
    const ruled = withoutRuinByLaw(text);
    const chat = detectDanger(asToldByReader(withoutQuestions(ruled))) ? triage(ruled.trim()) : undefined;
    lastChat = { text, triaged: chat?.level === 'crisis' ? chat : undefined };
  }
  return lastChat.triaged;
}
let lastChat: { text: string; triaged: Triage | undefined } | null = null;

export function dangerOf(text: string): Danger | null {
  const first =
    triagedReadings(text).find((t) => t.level === 'crisis') ?? (text.trim() ? (chatCrisis(text) ?? toldHarmIn(text)) : undefined);
  return first
    ? {
        level: 'crisis',
        categories: first.categories,
        lines: first.lines,
        intro: CRISIS_INTRO,
        followUp: followUp(first.categories),
      }
    : null;
}

/**
 * The chat's safety check for a received message (issue 28: "the crisis lines come first, exactly
 * as in the chat"): where the shared detector's reviewed patterns recognise danger in the text, as
 * written or as the reader would tell it, and its triage gives the check level, not the crisis
 * one, the chat asks its calm question with 911 and the fitting lines (src/features/coach/engine.ts
 * `respond`, level 'check'), and so does the coach. Never from the statistical layer alone: the
 * triage can give the check level to a calm message ("I want to be there for Kai as he grows").
 */
export function safetyCheck(text: string): Danger | null {
  const first = triagedReadings(text).find((t) => t.level === 'check');
  return first ? { level: 'check', categories: first.categories, lines: first.lines, intro: SAFETY_CHECK, followUp: '' } : null;
}

/**
 * The kinds of danger (the shared detector's category ids, src/content/crisis/patterns.ts) the
 * words of a coach danger flag name, for when the detector is not sure of the kind: a child
 * taken or kept away, self-harm or suicide, a child hurt; a threat of harm otherwise.
 */
const KINDS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [
    /\b(?:cut|cutting|harm|harming|hurt|hurting|burn|burning|starve|starving)\s+(?:myself|herself|himself)\b|\bself[- ]?harm/i,
    ['self_harm'],
  ],
  [
    /\b(?:kill|killing|end|ending|take|taking)\s+(?:myself|herself|himself|(?:my|his|her) (?:own )?life)\b|\bsuicid|\boverdos|\bwant(?:s|ed)? to die\b|\b(?:tell (?:the kids|them|the children) goodbye|can(?:'|’)?t do this anymore)\b|\b(?:the|my|some) (?:pills|tablets|rope|razors?)\b/i,
    ['suicide'],
  ],
  [
    /\b(?:take|taking|took|grab|grabbing|get|steal|stealing|hide|hiding|leave|leaving)\b[^.!?]*\b(?:her|him|them|kids|children|son|daughter|baby)\b|\bnever (?:see|find)\b(?! (?:it|me|this) coming)|\b(?:won'?t|never|not) (?:ever )?know where\b|\bpassports?\b|\b(?:he|she|they)(?:'s|’s|'re|’re| is| are) gone\b|\bnot coming back\b|\b(?:looking|searching) for\b|\bcome (?:back|home)\b/i,
    ['child_taken', 'threats'],
  ],
  [
    /\b(?:she|he|they|the kids|the children)(?:'|’)?(?:ll| will| is going to| are going to|s going to|re going to) get\b|\b(?:hit|hits|hitting|beat|beats|beating|slap|slapped|smack|smacked|kick|kicked|punch|punched|choke|choked|burn|burned|hurt|hurts|hurting|molest\w*)\s+(?:our|my|your|the)\s+(?:son|daughter|kids?|children|child|baby|boy|girl)\b/i,
    ['child_abuse', 'threats'],
  ],
];

const TAKEN = ['child_taken', 'threats'] as const;

/** Whether a sentence of the text threatens to take, keep or hide the children (threats.ts). */
function takesChildren(text: string): boolean {
  return (text.match(/[^.!?\n]+[.!?]*/g) ?? []).some((s) =>
    threatsIn(s).some((t) => t.kind === 'taking' || t.kind === 'keeping'),
  );
}

/**
 * The detector's crisis reply with the kinds of a child taken or kept that the coach's danger flags name
 * and it lacks (session 24): "You will never find your kids." read as the reader would tell it is a child
 * taken to the detector, and the flagged threat keeps the domestic violence line beside the missing-children
 * one. The detector's lines stay first.
 */
export function withNamedKinds(found: Danger, sentences: string, words: readonly string[]): Danger {
  const kinds = KINDS.find(([re]) => words.some((w) => re.test(w)))?.[1] ?? (takesChildren(sentences) ? TAKEN : []);
  // Only for a child taken or kept, as session 17 shows an abduction (the missing-children and DV lines); a
  // child hurt keeps the detector's child-abuse line alone (docs/message-coach.md, "Session 17").
  if (!kinds.includes('child_taken')) return found;
  const added = kinds.filter((k) => !found.categories.includes(k));
  if (!added.length) return found;
  const categories = [...found.categories, ...added];
  const lines = [...found.lines, ...linesOfCategories(categories).filter((l) => !found.lines.includes(l))];
  return { ...found, categories, lines, followUp: followUp(categories) };
}

/**
 * Danger the coach's own rules named in a sentence ("you're dead", "I'll show up at her school
 * and take her") where the shared detector's rules did not: the crisis lines still come first,
 * chosen by kind of danger as in the chat (src/features/coach/engine.ts). Where the detector's
 * triage is sure (its crisis reply) reading the sentences that named danger, as written or as the
 * reader would tell them, its categories and lines are shown, with any kind the flagged words
 * name that it lacks; otherwise the kinds the flagged words name (KINDS): a child taken (the
 * missing-children line beside the domestic violence one), suicide or self-harm (the suicide
 * line), a child hurt (the child-abuse line); a threat of harm (the domestic violence line) when
 * they name none of these.
 */
export function namedDanger(sentences = '', words: readonly string[] = []): Danger {
  const sure = [sentences, toldByReader(sentences)].map((t) => triage(t)).find((t) => t.level === 'crisis');
  // Where the words name no kind, a threat that takes or keeps the children (threats.ts kinds `taking` and
  // `keeping`: "We're never coming back", "I'll have them hidden") is a child taken (session 24).
  const kinds = KINDS.find(([re]) => words.some((w) => re.test(w)))?.[1] ?? (takesChildren(sentences) ? TAKEN : []);
  // A kind the flagged words name is never dropped because the detector's model reads the
  // sentence as another kind ("she'll get more than a slap" read as violence keeps the
  // child-abuse line): its categories join the triage's, and the lines follow all of them.
  const added = sure ? kinds.filter((k) => !sure.categories.includes(k)) : [];
  const categories = sure ? [...sure.categories, ...added] : kinds.length ? [...kinds] : ['threats'];
  const lines = sure && !added.length ? sure.lines : linesOfCategories(categories);
  // The threat's own line first (the DV line for a threat of harm), even where the detector's full
  // reply lists another before it ("Go to court and I'll make your life hell": the lifeline too).
  const own = linesOfCategories(kinds.length ? kinds : ['threats'])[0];
  return {
    level: 'crisis',
    categories,
    lines: own && lines.includes(own) ? [own, ...lines.filter((l) => l !== own)] : lines,
    intro: CRISIS_INTRO,
    followUp: followUp(categories),
  };
}
