// Threats of harm or loss as a recogniser of their own (docs/message-coach.md, "Session 23"), not a
// pattern per sentence: a threat is a harm or a loss, said as the writer's future act, as what will
// follow a condition, or as the writer's presence at the reader's place, aimed at the reader or someone
// close to them. Each kind is a small concept lexicon (who, what act, which place); compromise splits
// the sentence into its clauses, and a threat's span is the clause that carries it. A sentence is
// parsed only when a concept of the lexicons is in it, so most sentences cost one test.
import nlp from 'compromise';

/** The kinds a threat can be: harm to a person, the children taken or lost to the reader, the writer at the reader's place. */
export type ThreatKind = 'harm' | 'loss' | 'taking' | 'presence' | 'pressure';

/** The writer as the one who acts, in the future or as a plan under way. */
const I_WILL = String.raw`\b(?:[Ii](?:'ll|’ll| will| shall| am going to|'m going to|’m going to| am gonna|'m gonna|’m gonna|ll)|[Ww]e(?:'ll|’ll| will|'re going to|’re going to))\s+(?:(?:just|then|personally|definitely|swear|make sure i)\s+)*`;
/** Someone close to the reader, or the reader: the one harm is aimed at. */
const PERSON = String.raw`(?:you|u|him|her|them|your (?:\w+ )?(?:boyfriend|girlfriend|husband|wife|partner|brother|sister|mother|mom|mum|father|dad|family|friend|lawyer)|(?:his|her|their) (?:mother|mom|mum|father|dad)|that (?:man|guy|woman|bitch|bastard|loser))`;
/**
 * The reader or an adult close to them, not "him", "her" or "them": "I'll deal with her tonight" and "I'll
 * come for them at 5" are said of the children.
 */
const ADULT = String.raw`(?:you|u|your (?:\w+ )?(?:boyfriend|girlfriend|husband|wife|partner|brother|sister|mother|mom|mum|father|dad|family|friend|lawyer)|(?:his|her|their) (?:mother|mom|mum|father|dad)|that (?:man|guy|woman|bitch|bastard|loser))`;
/** The children, by word or by a name. */
const CHILD = String.raw`(?:the (?:kids|children|baby|boys|girls)|(?:my|our|your) (?:son|daughter|kids|children|baby|boy|girl)|them|him|her|[A-Z][a-z]+)`;
/** The reader's own places. */
const READER_PLACE = String.raw`(?:your|ur) (?:front )?(?:door|doorstep|house|home|place|apartment|flat|work|job|office|window|porch|driveway|street|building|car|gym|church)`;
/**
 * The reader's places and the children's, where the writer is not expected. The children's places only
 * for what the writer did ("I drove past Emily's school"): "I'll be waiting outside Emma's school" is a pickup.
 */
const PLACE = String.raw`(?:${READER_PLACE}|(?:[A-Z][a-z]+(?:'s|’s)|the kids(?:'|’)?|her|his|their) (?:school|daycare|classroom|practice|bus stop))`;

/** A visit with an errand, an hour or word sent ahead is logistics, not a threat of presence. */
const NO_ERRAND =
  /^(?![\s\S]*\b(?:drop(?:ping)? (?:off|her|him|them)|pick(?:ing)? (?:up|her|him|them)|bring(?:ing)?|collect|return|get (?:her|him|them|the kids)|grab|for (?:pick ?up|drop ?off|the exchange|the hand ?off)|at \d|text (?:you|u|when)|call (?:you|u|when)|let (?:you|u) know|when i(?:'m|’m| am| get) (?:there|here|outside))\b)/i;

/** Harm to a person's body or life, said as the writer's act. */
const HARM_ACT = String.raw`(?:put ${PERSON} in (?:the|a) (?:hospital|ground|grave|morgue|wheelchair|er)|(?:hurt|kill|end|finish|bury|break|destroy|beat|shoot|stab|strangle|choke|go after) ${PERSON}\b|(?:deal with|come (?:after|for)) ${ADULT}\b|make ${PERSON} (?:answer|bleed|suffer)|come over and make\b)`;

/**
 * Threats as clauses: each entry a concept and the frame it needs. `clause` is read on one clause,
 * `sentence` on the whole sentence (a condition and its consequence).
 */
const RECOGNISERS: ReadonlyArray<{ kind: ThreatKind; re: RegExp; frame?: RegExp }> = [
  // The writer's act of harm: "I'll put him in the hospital", "I'll deal with his mother".
  { kind: 'harm', re: new RegExp(`${I_WILL}${HARM_ACT}`, 'i') },
  // Harm that will follow, whoever does it: "someone's getting hurt", "watch his back", "you'll wish you hadn't".
  {
    kind: 'harm',
    re: /\b(?:some(?:one|body)(?:'s|’s| is)? (?:getting|going to get|gonna get|will get|gets) hurt|watch (?:your|his|her|their) back|(?:you|u)(?:'ll|’ll| will) wish (?:you|u) (?:hadn'?t|had ?n[o']t|never|were)|(?:it(?:'ll|’ll| will) be|it is|it's) too late for (?:you|u)|(?:you|u) know what happens when (?:i|i'm|i’m|i am)|something (?:happens|will happen|could happen|might happen) to (?:you|u|him|her|them))\b/i,
  },
  // The reader goes down with the writer: "If I go down, you're going down with me".
  { kind: 'pressure', re: /\b(?:you(?:'re|’re| are)|you(?:'ll|’ll| will)) (?:going|go) down (?:with me|too)\b/i },
  // The children lost to the reader: "nobody gets them" after a condition, "you'll never see any of us again",
  // "you won't know where we are", "you'll never find us".
  {
    kind: 'loss',
    re: /\b(?:nobody|no one|noone|neither of us) (?:gets?|will (?:get|have|see)|is getting|gonna get|is gonna get) (?:them|him|her|the kids|the children)\b/i,
    frame: /\b(?:if|unless|or|either)\b/i,
  },
  {
    kind: 'loss',
    // Not a complaint ("Then you complain you never see her": "never" bare only after "make sure") nor a
    // time that ends ("You won't see them this weekend because they have a tournament").
    re: /(?:(?<=\bmake sure (?:that )?)(?:you|u) never|\b(?:you|u)(?:'ll|’ll| will|'re going to|’re going to| are going to|'re gonna| are gonna) ?(?:never|not|n't)|\b(?:you|u) (?:won'?t|won’t|will not)) (?:ever )?(?:see|find|hear from|know where)\s+(?:(?:any|either|one|both) of )?(?:us|them|him|her|the kids|the children|(?:my|your|our) (?:son|daughter|kids|children|boy|girl|baby)|(?:we|they|he|she) (?:are|is|went|live|will be))\b(?!,? (?:this|next|on|until|till|before|after|for|at|tonight|today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/i,
  },
  // A child gone beyond reach: "One flight and he's gone", "you'll never find us once we're gone".
  {
    kind: 'loss',
    re: /\b(?:he(?:'s|’s| is| will be)|she(?:'s|’s| is| will be)|they(?:'re|’re| are| will be)|we(?:'re|’re| are| will be)) (?:gone|out of (?:here|the country|the state))\b/i,
    // ("Dad picked him up and he's gone to bed", "We're out of here at 8": no sign of beyond reach.)
    frame: /\b(?:flight|plane|passport|ticket|border|country|abroad|once|never)\b/i,
  },
  // The writer taking the children away: "I'll take Cathy and you won't know where we are", "I'll take him
  // wherever I want", "let's see you stop me from taking her": only with a sign that it is against the
  // reader's will or beyond their reach ("I'll take the kids to the park tonight" is a plan).
  {
    kind: 'taking',
    re: new RegExp(
      String.raw`(?:${I_WILL}|\b[Ii](?:'m|’m| am) |\b[Ss]top me from )(?:take|taking|leave|leaving|move|moving|run|running|go|going|fly|flying|disappear|disappearing)\b(?: (?:off|away|back))?(?: with)? ${CHILD}\b`,
    ),
    frame:
      // ("I'm taking Liam to the dentist today and you won't need to drive" is a plan.)
      /\b(?:wherever|where (?:you|u) (?:won'?t|can'?t|will never)|(?:you|u)(?:'ll|’ll| will)? (?:never|won'?t|not) (?:ever )?(?:see|find|know|get|hear)|out of (?:the )?(?:country|state)|abroad|for good|let'?s see|stop me|can'?t stop|passports?|flight|away from (?:you|u))\b/i,
  },
  // Leaving with the children now, packed: "I'm packing up and leaving with the kids tonight".
  {
    kind: 'taking',
    re: new RegExp(
      String.raw`(?:${I_WILL}|\b[Ii](?:'m|’m| am) (?:\w+ing (?:up )?and )?)(?:leave|leaving|run|running|disappear|disappearing|pack(?:ing)? up and (?:leave|leaving|go|going))(?: away)? with ${CHILD}\b(?! to\b)[^,;.!?]*\b(?:tonight|right now|now|today|this morning)\b`,
    ),
  },
  // The passport taken and a trip ready: "Finn's passport is already in my bag".
  {
    kind: 'taking',
    re: /\b(?:[A-Z][a-z]+(?:'s|’s)|(?:his|her|their|the kids(?:'|’)?)) passports? (?:is|are) (?:already )?(?:in my (?:bag|car|purse|hands?)|packed|with me)\b/,
  },
  // The writer at the reader's place, uninvited: "I'll show up at your door", "I'll be waiting outside
  // Harper's school", "I drove past Emily's school", "I was at your house last night". Not a visit with a
  // purpose or an hour ("I'll be at your house at 5 to drop off her bag").
  {
    kind: 'presence',
    re: new RegExp(
      String.raw`(?:${I_WILL}(?:show up|turn up|be (?:waiting|parked|sitting|standing|watching)|wait|park|sit)(?:\s+(?:right|just|all night|every night))?\s+(?:at|outside|by|near|past|in front of|across from|around|on)\s+${READER_PLACE}|\b[Ii] (?:drove|walked|sat|parked|waited|stood)(?:\s+(?:right|just|all night|every night))?\s+(?:at|outside|by|near|past|in front of|across from|around|on)\s+${PLACE})`,
    ),
    frame: NO_ERRAND,
  },
  {
    kind: 'presence',
    re: new RegExp(
      String.raw`(?:${I_WILL}be|\b[Ii] was)\s+(?:at|outside|by|near|in front of|across from|around)\s+${PLACE}\b[^,;.!?]*\b(?:last night|every night|all night|at night|whether (?:you|u) like it|if i have to|unannounced|uninvited|no matter what)`,
    ),
    frame: NO_ERRAND,
  },
  {
    kind: 'presence',
    re: /\bi (?:watched|was watching|have been watching|been watching) (?:you|u)\b[^,;.!?]*\b(?:through|from outside|outside|from across)\b/i,
  },
  // A distance from the reader's home: "I'll be 101 yards from your door".
  {
    kind: 'presence',
    re: /\b\d+(?:\.\d+)? ?(?:yards?|feet|foot|ft|meters?|metres?|steps?|miles?|blocks?) (?:from|away from|outside|of) (?:your|ur) (?:front )?(?:door|house|home|place|apartment|work|car)\b/i,
  },
];

/** Any concept of the recognisers: the one test most sentences get. */
const ANY = new RegExp(RECOGNISERS.map((r) => `(?:${r.re.source})`).join('|'), 'i');

/** Denied or asked: "I would never hurt you", "Are you going to take them?" is no threat. */
const NOT_MINE = /\b(?:never|not|wouldn'?t|won'?t|don'?t|didn'?t)\s+(?:\w+\s+){0,2}$/i;

export interface Threat {
  kind: ThreatKind;
  /** The clause that carries it, in the sentence. */
  start: number;
  end: number;
}

/**
 * The threats of a sentence (not a question): each the clause (compromise's clauses) holding a
 * recogniser's concept, in the frame it needs.
 */
export function threatsIn(sentence: string): Threat[] {
  if (!ANY.test(sentence) || /\?\s*["”')]*\s*$/.test(sentence)) return [];
  const clauses = clauseSpans(sentence);
  const out: Threat[] = [];
  for (const r of RECOGNISERS) {
    if (r.frame && !r.frame.test(sentence)) continue;
    const m = r.re.exec(sentence);
    if (!m || NOT_MINE.test(sentence.slice(0, m.index))) continue;
    // From the concept's first word (an order before it in the clause is the demand's) to the clause's end.
    const clause = clauses.find(([cs, ce]) => cs <= m.index && m.index < ce);
    const s = Math.max(clause?.[0] ?? m.index, m.index);
    const e = Math.max(clause?.[1] ?? 0, m.index + m[0].length);
    if (!out.some((t) => t.start === s && t.end === e)) out.push({ kind: r.kind, start: s, end: e });
  }
  return out;
}

/** Clause spans of a sentence from compromise, trimmed of the punctuation at their ends. */
function clauseSpans(sentence: string): Array<[number, number]> {
  // Offsets only: `terms: false` (documented by compromise, missing from its types) skips each word's details.
  const offsetsOnly = { offset: true, terms: false } as unknown as { offset: boolean };
  const parts = nlp(sentence).clauses().json(offsetsOnly) as Array<{ offset: { start: number; length: number } }>;
  return parts.map((p) => {
    const raw = sentence.slice(p.offset.start, p.offset.start + p.offset.length);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim().replace(/[,;:.!]+$/, '');
    return [p.offset.start + lead, p.offset.start + lead + body.length];
  });
}
