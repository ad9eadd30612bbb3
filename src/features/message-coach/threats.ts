// Threats of harm or loss as a recogniser of their own (docs/message-coach.md, "Session 23"), not a
// pattern per sentence: a threat is a harm or a loss, said as the writer's future act, as what will
// follow a condition, or as the writer's presence at the reader's place, aimed at the reader or someone
// close to them. Each kind is a small concept lexicon (who, what act, which place); compromise splits
// the sentence into its clauses, and a threat's span is the clause that carries it. A sentence is
// parsed only when a concept of the lexicons is in it, so most sentences cost one test.
import nlp from 'compromise';
import { IN_LITIGATION } from './litigation';

/**
 * The kinds a threat can be: harm to a person, the children lost to the reader, taken away or kept from them
 * (`keeping`, session 24: "You'll get them back when I'm ready"), the writer at the reader's place, the writer's reach (knowing the reader's places and routine, watching, finding: session 24),
 * a means of harm in hand (session 24), pressure without harm.
 */
export type ThreatKind = 'harm' | 'loss' | 'taking' | 'keeping' | 'presence' | 'reach' | 'means' | 'pressure';

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
/** The writer's promise to bring something about ("and I will make sure of it", "I'll see to it"; session 29). */
export const PROMISE = String.raw`\b(?:i|we)(?:'ll|’ll| will| am going to|'m going to|’m going to| am gonna|'m gonna|’m gonna| shall) (?:personally )?(?:make (?:sure|certain) (?:of (?:it|that)|it (?:does|will|happens)|that (?:happens|it does))|see to (?:it|that)|make (?:it|that) happen|do it (?:myself|personally))\b`;
/** The reader's own places. */
const READER_PLACE = String.raw`(?:your|ur) (?:front )?(?:door|doorstep|house|home|place|apartment|flat|work|job|office|window|porch|driveway|street|building|car|gym|church)`;
/**
 * The reader's places and the children's, where the writer is not expected. The children's places only
 * for what the writer did ("I drove past Emily's school"): "I'll be waiting outside Emma's school" is a pickup.
 */
const PLACE = String.raw`(?:${READER_PLACE}|(?:[A-Z][a-z]+(?:'s|’s)|the kids(?:'|’)?|her|his|their|that|the) (?:school|daycare|classroom|practice|bus stop)(?: gates?| doors?)?)`;

/** A visit with an errand, an hour or word sent ahead is logistics, not a threat of presence. */
const NO_ERRAND =
  /^(?![\s\S]*\b(?:drop(?:ping)? (?:off|her|him|them)|pick(?:ing)? ?(?:ups?|her|him|them)|drop ?offs?|bring(?:ing)?|collect|return|get (?:her|him|them|the kids)|grab|for (?:pick ?up|drop ?off|the exchange|the hand ?off)|at \d|text (?:you|u|when)|call (?:you|u|when)|let (?:you|u) know|when i(?:'m|’m| am| get) (?:there|here|outside))\b)/i;

/** Harm to a person's body or life, said as the writer's act. */
const HARM_ACT = String.raw`(?:put ${PERSON} in (?:the|a) (?:hospital|ground|grave|morgue|wheelchair|er)|(?:put|throw|send) ${PERSON} (?:through|into) (?:the|a) (?:windshield|wall|window|door|floor|table)|(?:hurt|kill|end|finish|bury|break|destroy|beat|shoot|stab|strangle|choke|go after) ${PERSON}\b${IN_LITIGATION}|(?:deal with|come (?:after|for)) ${ADULT}\b|make ${PERSON} (?:answer|bleed|suffer)|come over and make\b)`;

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
    re: /\b(?:some(?:one|body)(?:'s|’s| is)? (?:getting|going to get|gonna get|will get|gets) hurt|watch (?:your|his|her|their) back|(?:you|u)(?:'ll|’ll| will) wish (?:you|u)(?:'d|’d| had)? (?:hadn'?t|had ?n[o']t|never|were)|(?:it(?:'ll|’ll| will) be|it is|it's) too late for (?:you|u)|(?:you|u) know what happens when (?:i|i'm|i’m|i am)|something (?:happens|will happen|could happen|might happen) to (?:you|u|him|her|them))\b/i,
  },
  // Harm the writer promises, later in the sentence, to bring about (session 29): "Keeping them from me is going to hurt
  // them and I will make sure of it." Said alone the harm is a situation's (danger.ts SITUATION_HARM); the promise gives
  // it a doer, the writer.
  {
    kind: 'harm',
    re: new RegExp(String.raw`\b(?:hurt|hurts|hurting|harm|harms|harming)\s+${PERSON}\b(?=[^.!?]*${PROMISE})`, 'i'),
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
    // (Session 25: "they'll just be gone".)
    re: /\b(?:he(?:'s|’s| is)|she(?:'s|’s| is)|they(?:'re|’re| are)|we(?:'re|’re| are)|(?:he|she|they|we)(?: will|'ll|’ll)(?: just| simply| all)? be) (?:gone|out of (?:here|the country|the state))\b/i,
    // ("Dad picked him up and he's gone to bed", "We're out of here at 8": no sign of beyond reach.)
    // Session 24: or a day it will happen without warning ("you'll wake up one day and they'll be gone").
    frame:
      /\b(?:flight|plane|passport|ticket|border|country|abroad|once|never|one day|wake up|no note|without a word|without warning)\b/i,
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
      String.raw`(?:${I_WILL}be|\b[Ii] was)\s+(?:at|outside|by|near|in front of|across from|around)\s+${PLACE}\b[^,;.!?]*\b(?:last night|every (?:single )?(?:night|day|morning)|all night|at night|whether (?:you|u) like it|if i have to|unannounced|uninvited|no matter what)`,
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

/** The children, or the writer with them: who leaves or is kept. */
const GOING = String.raw`(?:we|they|he|she|i|the kids|the children)`;
/** A warning said after a statement, which makes it one: "Think about that.", "Remember that.", "Try me." */
const WARNING =
  /\b(?:think about (?:that|it|this)|remember (?:that|this|it)|(?:you(?:'ve|’ve| have) been|consider yourself) warned|don'?t say i didn'?t warn (?:you|u)|try me|mark my words|you(?:'ll|’ll| will) see)\b/i;
/** The writer and the children out of reach, said of what will come. */
const WE_GO = String.raw`\b(?:we|i)(?:'re|’re|'m|’m| are| am|'ll|’ll| will| shall)?(?: (?:just|simply))? (?:leav(?:e|ing)|mov(?:e|ing)|fly(?:ing)?|go(?:ing)?|travel(?:l?ing)?)`;
/**
 * Defiance of the reader, an order or a court, in the sentence: the sign that a taking is against the
 * reader's will ("I'll take her when I want", "let's see who stops me", "I don't care who's in the way").
 */
const DEFIANCE =
  /\b(?:when(?:ever)? i (?:want|like|please|feel like it|decide|choose|say so)|when i(?:'m|’m| am) (?:good and )?ready\b(?! to)|let'?s see (?:who|you|if (?:you|anyone|anybody|someone) (?:can|try|tries|will|stops?)|how (?:you|anyone) stop)|who(?:'s|’s| is)? (?:gonna |going to )?stops? me|(?:you|u|nobody|no one|nothing)(?: can(?:'?t|not| not)?| will| won'?t)? (?:ever )?stop me|try (?:and|to) stop me|i don'?t care (?:who|what (?:you|the|a|any)|if (?:you|the|a|any))|no matter what (?:you|u|the)|(?:you|u) (?:won'?t|will not|aren'?t going to) like (?:how|it|what)|(?:there(?:'s|’s| is) )?nothing (?:you|u) can do(?: about it)?|good luck stopping me|with or without (?:your|the) (?:permission|consent|signature|say)|i don'?t need (?:your|ur|the court'?s|a judge'?s) (?:permission|consent|signature|ok|okay)|i don'?t care what (?:the|a|any) (?:judge|court|order|paper) says|(?:court )?order or (?:no order|not)|one way or (?:another|the other)|by force|by any means(?: necessary)?)\b/i;
/** The writer's whim, said of the children's return or of coming round (session 26): "when I like", "when I'm ready". */
const AT_WILL =
  /\b(?:when(?:ever)? i (?:like|please|want|feel like it|choose|decide|see fit|say so)|when i(?:'m|’m| am) (?:good and )?ready)\b(?! to\b)/i;
/** A refusal before the writer's act: the reader, a judge or a court saying no ("If you don't sign, ..."). */
const REFUSED =
  /\b(?:if|even if|whether or not)\s+(?:you|u|the (?:judge|court|order)|they|she|he)\s+(?:(?:still )?(?:won'?t|will not|don'?t|do not|doesn'?t|does not|refuse to|refuses to) (?:sign|agree|consent|let|allow|give|hand|approve|say yes|permit|grant)|(?:refuses?|refused|says? no|said no|denies|denied|rules? against|won'?t allow|doesn'?t allow)\b)/i;
/**
 * The writer taking or getting a child: "I'll take her", "I'll walk in and take her", "I'm coming to get
 * her", "I'll come over there and get her".
 */
const TAKE = String.raw`(?:${I_WILL}|\b[Ii](?:'m|’m| am) (?:coming|going) (?:over |round |back |down )?to |\b[Ii](?:'m|’m| am) )(?:(?:walk|come|go|drive|show up|turn up|march)(?: (?:in|over|round|there|back|up|down|in there|over there|right in))* and )?(?:take|taking|get|getting|grab|grabbing|snatch|snatching|keep|keeping)\s+${CHILD}\b`;
/** An order, a court or a distance the writer says will not hold them ("Paper won't stop me", "500 feet doesn't mean anything"). */
const ORDER = String.raw`(?:(?:a |that |your |the |some |any )?(?:stupid |little |piece of )?(?:paper|(?:restraining|protection|protective|court|no[- ]contact) order|order|injunction)|\d+ (?:feet|foot|ft|yards?|metres?|meters?|miles?))`;

/**
 * Received menace that names no harm word (session 24; docs/message-coach.md, "Session 24"): the children
 * taken or kept against the reader's will or an order; leaving or hiding with them (a country, one-way
 * tickets, a new passport, "never coming back", "hidden", the children made to forget the reader); the
 * writer's reach (the reader's places and routine known, watched, found; an order that will not stop
 * them); a means of harm in hand. Each a concept aimed at the reader or the children, in the frame it
 * needs (a refusal, a condition, a dare), never a sentence of the parts.
 */
const MENACE: ReadonlyArray<{ kind: ThreatKind; re: RegExp; frame?: RegExp }> = [
  // Taking a child with a dare or defiance: "I'll take her when I want", "I'll walk in and take her and
  // let's see who stops me", "I'm coming to get her and I don't care who's in the way".
  { kind: 'taking', re: new RegExp(TAKE), frame: DEFIANCE },
  // Leaving or moving with the children, with a dare or defiance: "I'm moving to Texas with the kids and
  // there's nothing you can do about it".
  {
    kind: 'taking',
    re: new RegExp(
      String.raw`(?:${I_WILL}|\b[Ii](?:'m|’m| am) )(?:take|taking|leave|leaving|move|moving|run|running|go|going|fly|flying|disappear|disappearing)\b(?: (?:off|away|back))?(?: (?:to|back to) (?:[A-Z]\w+|the \w+))?(?: with)? ${CHILD}\b`,
    ),
    frame: DEFIANCE,
  },
  // The writer's act after a refusal, "anyway": "If you don't sign, I'll take him anyway", "If the judge
  // says no to Japan, I'll go anyway".
  {
    kind: 'taking',
    re: new RegExp(
      String.raw`(?:${TAKE}|${I_WILL}(?:go|leave|move|fly|do it|take (?:him|her|them|the kids|the children)))\b[^,;.!?]*\b(?:anyway|regardless|all the same)\b`,
    ),
    frame: REFUSED,
  },
  // The children returned at the writer's whim: "You'll get them back when I'm ready", "... when I decide, maybe never".
  {
    kind: 'keeping',
    re: new RegExp(
      String.raw`\b(?:[Yy]ou|u)(?:'ll|’ll| will| can| may| might)? (?:get|have|see) ${CHILD}(?: back)? (?:when|if) (?:[Ii](?:'m|’m| am) (?:good and )?ready|[Ii] (?:decide|say so|say|feel like it|want|choose|see fit|allow it))(?!\w| to\b)`,
    ),
  },
  // The children made to forget the reader, the reader made a stranger: "I'll make sure they forget what
  // you look like", "You'll be a stranger to him", "you're done being his mother".
  {
    kind: 'keeping',
    re: /\b(?:(?:they|he|she|the kids|the children)(?:'ll|’ll| will|'re going to|’re going to| are going to| is going to| gonna)? (?:forget (?:what (?:you|u) look like|(?:all )?about (?:you|u)|who (?:you|u) (?:are|were)|(?:you|u)(?=\s*(?:[,;.!]|$|and|ever|exist)))|(?:never|not) (?:know|remember) (?:who (?:you|u) (?:are|were)|(?:you|u)(?=\s*(?:[,;.!]|$))))|(?:you|u)(?:'ll|’ll| will)? be (?:a |just a |nothing but a )?stranger to (?:them|him|her|the kids|the children|my (?:son|daughter|kids|children))|(?:you|u)(?:'re|’re| are) (?:done|finished|through) being (?:his|her|their|a) (?:mother|mom|mum|father|dad|parent))/i,
  },
  // The reader no longer the children's parent: "You're not their mother anymore".
  {
    kind: 'keeping',
    // ("You're not her mother." to a stepparent is no threat: only "anymore" or "no longer".)
    re: /\b(?:you|u)(?:'re|’re| are) (?:not (?:their|his|her) (?:mother|mom|mum|father|dad|parent) any ?more|no longer (?:their|his|her) (?:mother|mom|mum|father|dad|parent))\b/i,
  },
  // Gone before the reader knows: "By the time you notice, we'll be long gone".
  {
    kind: 'taking',
    re: /\b(?:we|they|he|she|i)(?:'ll|’ll| will)? be long gone\b/i,
  },
  // Never coming back: "We're never coming back", "We're NOT coming back", "he won't be coming back to you";
  // not a time that ends or a place left for the day ("She isn't coming back until Sunday", "... to practice").
  {
    kind: 'taking',
    re: new RegExp(
      String.raw`\b${GOING}(?:(?:'re|’re|'s|’s|'m|’m| are| is| am)? (?:never|not|NOT|NEVER)(?: ever)?|(?: aren'?t| isn'?t| won'?t be| will not be| will never be| ain'?t))\s+coming back\b(?!,? (?:to (?!(?:you|u|your|this country|the (?:country|state|us|uk))\b)|until|till|before|after|for (?:a|the|dinner|lunch)|today|tonight|tomorrow|this|next|on|at|from (?:school|work|camp|the))\b)`,
      'i',
    ),
  },
  // Gone, with the writer: "Once it's gone, so are we".
  { kind: 'taking', re: /\bgone,? so (?:are|is) (?:we|they|he|she)\b/i },
  // Nothing keeping the writer here: "Nothing is keeping me here now".
  // Only with a warning said after it ("think about that"): told alone it is a move ("I sold the house.
  // Nothing is keeping me here now." is labelled calm in sealed-12).
  {
    kind: 'taking',
    re: /\b(?:nothing|there(?:'s|’s| is) nothing)(?: left)?(?: is)? (?:keeping|holding) (?:me|us) here\b/i,
    frame: WARNING,
  },
  // Hidden: "I'll have them hidden before you get there", "I'll hide them where you'll never look".
  {
    kind: 'taking',
    re: new RegExp(
      String.raw`${I_WILL}(?:have|get) ${CHILD} (?:hidden|gone|out of (?:here|the country|the state))\b|${I_WILL}hide ${CHILD}(?=\s*(?:[,;.!]|$|from|where|so|before|and|somewhere))`,
    ),
  },
  // Leaving out of reach: one-way tickets, leaving without the reader's consent, the country before a hearing.
  { kind: 'taking', re: /\bone[- ]way (?:tickets?|flights?|trip)\b/i },
  {
    kind: 'taking',
    re: new RegExp(
      String.raw`${WE_GO}(?: (?:to |for )?\w+)? (?:without (?:it|(?:your|the|a) (?:consent|permission|signature|say|approval|passport))|anyway|before (?:your|the) (?:hearing|court date|trial)|(?:the|this) country (?:before|for good|and)|for good)\b`,
      'i',
    ),
  },
  // A new passport behind the reader's back: "I'll apply for a new one at the consulate".
  {
    kind: 'taking',
    re: /\b(?:apply|applied|applying|get|got|getting|order|ordered)(?: for)? (?:a |another |him |her |them )?(?:new|second|replacement|fresh) (?:one|passports?)\b/i,
    frame: /\b(?:consulate|embassy|behind (?:your|ur) back|without (?:you|u|your)|never see|don'?t need (?:you|your))\b/i,
  },
  // Out of a court's reach: "Once we're there, no court here can touch me", "Good luck finding a judge in Manila".
  {
    kind: 'taking',
    re: /\b(?:no|not a|not one|no (?:\w+ )?)(?:court|judge|law|cop|police|order)s?(?: (?:here|there|in \w+|on earth))? (?:can|will|could|is going to|can ever|would)(?: ever)? (?:touch|reach|stop|find|get|make) (?:me|us)\b|\bgood luck finding (?:us|them|him|her|a (?:judge|court|lawyer))\b/i,
  },
  // An order that will not hold the writer: "Paper won't stop me", "500 feet doesn't mean anything when ...".
  {
    kind: 'reach',
    re: new RegExp(
      String.raw`\b${ORDER}(?: of paper)? (?:won'?t|will not|can'?t|cannot|doesn'?t|does not|isn'?t going to|is not going to|never|ain'?t gonna) (?:ever )?(?:stop me|keep me (?:away|out|from)|protect (?:you|u)|save (?:you|u)|mean (?:anything|a thing|squat|shit|jack))\b`,
      'i',
    ),
  },
  // Knowing where the reader or their family lives or works: "I know where your mother lives".
  {
    kind: 'reach',
    re: /\bi (?:know|found out|found|figured out) (?:exactly )?where (?:you|u|your (?:\w+ )?(?:mother|mom|mum|father|dad|parents|family|sister|brother|boyfriend|girlfriend|husband|wife|partner|friends?|new (?:man|woman|guy))|(?:he|she|they) (?:live|lives|work|works|sleep|sleeps|stay|stays)) (?:live|lives|living|work|works|working|stay|stays|staying|sleep|sleeps|sleeping|park|parks|hide|hiding|are(?=\s*(?:[,;.!]|$|now|tonight|staying|hiding)))\b/i,
  },
  // Knowing the reader's routine: "I know your routine better than you do" (not "I know your schedule is busy").
  {
    kind: 'reach',
    re: /\bi know (?:your|ur) (?:daily |whole |weekly |every |new )?(?:routine|schedule|movements|every move|habits|comings and goings|address|new address|new place|route)\b(?!\s+(?:is|was|has|are|were|changed|changes|gets|can|might|will|'s|’s|isn'?t|doesn'?t|so|and you)\b)/i,
    frame:
      /\b(?:better than|every|exactly|by heart|now|too|so don'?t|watch|remember|don'?t forget|think about|paper|order|lawyer)\b/i,
  },
  // Watching the reader: "I'll be watching you", "I'm watching you".
  {
    kind: 'reach',
    re: new RegExp(
      String.raw`(?:${I_WILL}(?:be |keep )?watching|${I_WILL}watch|\b[Ii](?:'m|’m| am)(?: always| still)? watching|\b[Ii](?:'ve|’ve| have) been watching|\b[Ii](?:'m|’m| am|'ll|’ll| will)(?: be)? keeping (?:an |a close )?eye on) (?:you|u|your (?:every move|house|place|home|door|windows?|car))(?=\s*(?:[,;.!]|$|and|every|day|night|all|from|close|closely|now|always|24))`,
      'i',
    ),
  },
  // The reader will not know when or where, or see it coming: "You don't know when and you don't know where".
  {
    kind: 'reach',
    re: /\b(?:you|u) (?:don'?t|do not|won'?t|will not|will never|never) know (?:when|where) (?:(?:and|or) (?:(?:you|u) (?:don'?t|do not|won'?t|will not|will never|never) know )?(?:when|where|how))\b|\b(?:you|u)(?:'ll|’ll| will)? (?:never|not|won'?t) see (?:it|me|this) coming\b/i,
  },
  // Following the reader, eyes on them, nowhere to hide: "I followed you home", "I've got people watching
  // you", "You can run but you can't hide".
  {
    kind: 'reach',
    re: /\bi(?:'ve|’ve| have)? (?:been )?follow(?:ed|ing) (?:you|u|your (?:car|boyfriend|girlfriend|new \w+))\b(?! (?:on|around on) (?:instagram|facebook|twitter|tiktok|social|x)\b)|\bi(?:'ve|’ve| have) (?:got )?(?:eyes|people|friends) (?:everywhere|on (?:you|u)|watching (?:you|u))\b|\bnowhere (?:you|u) can (?:hide|go|run)\b|\b(?:you|u) can run but (?:you|u) can(?:'?t|not) hide\b|\bwherever (?:you|u) go,? i(?:'ll|’ll| will) (?:find|be)\b/i,
  },
  // Never safe: "You'll never be safe from me".
  {
    kind: 'reach',
    re: /\b(?:you|u)(?:'ll|’ll| will| are|'re|’re)? (?:never|not|won'?t)(?: ever)? (?:be )?safe (?:from me|anywhere|again)\b|\bnowhere (?:is|will be) safe (?:for (?:you|u)|from me)\b/i,
  },
  // Finding the reader: "I found you in Spain and I'll find you here", "I'm coming to find you".
  {
    kind: 'reach',
    re: new RegExp(
      String.raw`(?:${I_WILL}(?:always |still |just )?find (?:you|u)(?=\s*(?:[,;.!]|$|wherever|anywhere|here|there|again|no matter|whatever|too|and|,))|\b[Ii](?:'m|’m| am) (?:coming|going) to find (?:you|u)\b|\b[Ii] (?:found|tracked down) (?:you|u) (?:once|before|in|at)\b[^.!?]*\b(?:find|again)\b)`,
      'i',
    ),
    frame: NO_ERRAND,
  },
  // The writer coming to the reader under a condition: "We'll be at your door tonight if you don't respond",
  // "If you block me I'll come to the house".
  {
    kind: 'presence',
    re: new RegExp(
      String.raw`${I_WILL}(?:come|show up|turn up|be|drive|go) (?:over |round |right )?(?:to|at|outside|on) (?:the house|${READER_PLACE})\b`,
      'i',
    ),
    // ("I'll be at the field whether you like it or not" is a threat only: README.md's label guide.)
    frame: new RegExp(
      String.raw`${NO_ERRAND.source}(?=[\s\S]*(?:\b(?:if|when) (?:you|u) (?:block|ignore|don'?t (?:answer|respond|reply|pick up|let|open|come out)|won'?t|keep|refuse|try|call the)|\bunless (?:you|u)|\bor else\b))`,
      'i',
    ),
  },
  // Harm without a harm word: "you'll find out what I'm capable of", "you know what I'll do".
  {
    kind: 'harm',
    re: /\b(?:you|u)(?:'ll|’ll| will| are going to|'re going to|’re going to)? (?:find out|see|learn|don'?t know|have no idea|no idea) what i(?:'m|’m| am) (?:really |truly |actually )?capable of\b|\b(?:you|u) know what i(?:'ll|’ll| will|'m going to|’m going to| am going to| can) do\b/i,
  },
  // The writer coming over to settle it "myself": "I'll come over and deal with him myself".
  {
    kind: 'harm',
    re: new RegExp(
      String.raw`(?:${I_WILL}|\b(?:he|she|they)(?:'d|’d|'ll|’ll| would| will) )(?:come|go|drive|be) (?:over|round|there|by|up)(?: there| here)?(?: (?:myself|himself|herself|themselves))? and (?:make sure|deal with ${PERSON}|shut ${PERSON} up|teach ${PERSON}|sort ${PERSON} out|handle ${PERSON}|settle (?:this|it|things))`,
      'i',
    ),
    // (Session 25: or someone close to the writer, "My father said he'd come over and sort you out himself".)
    frame: /\b(?:myself|himself|herself|themselves)\b/i,
  },
  // Making sure the reader never sees the children again: "I'll make sure neither of you ever sees him again".
  {
    kind: 'keeping',
    re: /\bmake sure (?:that )?(?:neither of (?:you|u)|nobody|no one|(?:you|u) (?:or|and) (?:him|her|your \w+)) (?:ever |will ever |can ever )?(?:sees?|finds?|gets?) (?:him|her|them|the kids|the children|my (?:son|daughter|kids|children)|[A-Z][a-z]+) (?:ever )?again\b/i,
  },
  // The writer at someone's door, and they "won't like it": "I'll be at his door and he won't like it". Not a
  // court, a lawyer or the police ("I'll tell the judge and you won't like it" is pressure).
  {
    kind: 'harm',
    re: new RegExp(
      String.raw`${I_WILL}(?:(?:be|show up|turn up) (?:at|outside|on) (?:his|her|your|ur|their) (?:front )?(?:door|doorstep|house|place|home|work|job|apartment)|(?:come|go|drive) (?:over|round|there)(?: there)?)\b[^,;.!?]{0,40}?\s*(?:and|,)\s*(?:you|u|he|she|they)(?: (?:won'?t|will not|aren'?t going to|ain'?t gonna|are not going to|is not going to|isn'?t going to)) like (?:it|how|what happens|what (?:i|he|she|they) do)\b`,
      'i',
    ),
    frame:
      /^(?![\s\S]*\b(?:court|lawyer|attorney|judge|police|cops|cps|mediat\w*|fil(?:e|ing)|report|tell|post|money|pay|support|school|teacher)\b)/i,
  },
  // Session 25 (docs/message-coach.md, "Session 25 (helper msgcoach)"): concepts, each with the frame it needs.
  // Arriving whatever the reader does about the door: "I'm coming over tonight whether you let me in or not".
  {
    kind: 'presence',
    re: new RegExp(
      String.raw`(?:${I_WILL}(?:come|be|get|show up|turn up|call)|\b[Ii](?:'m|’m| am) (?:coming|calling|going to come))(?: (?:over|round|around|back|by|in|up|down))?\b`,
    ),
    frame:
      /\b(?:whether (?:you|u) (?:open|answer|unlock|let me in)\b[^,.;!?]* or not|(?:even )?if (?:you|u) (?:don'?t|won'?t|do not|will not|refuse to) (?:open|answer|unlock|let me in)|(?:locked|lock the door|door) or (?:not|no door)|(?:break|kick|knock|smash) (?:the|your) (?:front )?door (?:down|in))\b/i,
  },
  // Reach into a refuge or a shelter: "I know every shelter in the county", "no shelter will keep you from me".
  {
    kind: 'reach',
    re: /\bi (?:know|(?:'ll|’ll| will|can|could) find)\b[^.!?]*\b(?:refuges?|shelters?|safe ?houses?)\b|\b(?:refuges?|shelters?|safe ?houses?)\b[^.!?]*\b(?:hide|keep|protect|save) (?:you|u) from me\b/i,
  },
  // Finding where the reader stays: "I'll find the one you're in", "I'll find where you're staying".
  {
    kind: 'reach',
    re: new RegExp(
      String.raw`${I_WILL}(?:find|track down|work out|figure out) (?:the (?:one|place|house|flat|room)|where) (?:you|u)(?:'re|’re| are)(?: (?:in|at|staying|living|hiding|sleeping))?\b`,
      'i',
    ),
  },
  // The reader's route or hours known, or where they are: "I know what time you leave and which way you go",
  // "I'll always know where you are".
  {
    kind: 'reach',
    re: new RegExp(
      String.raw`\bi know (?:exactly )?(?:what time|when|which way|which road|what route|the (?:way|route|road)) (?:you|u) (?:leave|go|get|come|walk|drive|finish|start|take|park|run|jog|head)\b(?!\s+(?:is|was|has|are|were|changes|changed|isn'?t|doesn'?t|so)\b)|${I_WILL}(?:always |still )?know where (?:you|u)(?:'re|’re| are| live| sleep| stay)\b`,
      'i',
    ),
  },
  // A harm done to the children under a condition: "If they keep crying I'll hold them under the water".
  {
    kind: 'harm',
    re: new RegExp(
      String.raw`${I_WILL}(?:hold|push|keep|put|shove|dunk) (?:${CHILD}|${PERSON}) (?:under|down)\b|${I_WILL}(?:drown|smother|suffocate|throttle|thrash|batter|belt|wallop|shake) (?:${CHILD}|${PERSON})\b`,
    ),
    frame: /\b(?:if|unless|till|until|when|the next time|one more|water|pool|bath|tub|sea|river|lake)\b/i,
  },
  // Lucky the writer is not there: "Count yourself lucky I'm not there right now".
  {
    kind: 'harm',
    re: /\b(?:count yourself lucky|(?:you|u)(?:'re|’re| are) lucky|lucky for (?:you|u)) (?:that )?i(?:'m|’m| am)? (?:not|wasn'?t|was not|can'?t|cannot) (?:there|home|around|closer|near (?:you|u)|get to (?:you|u))\b/i,
  },
  // Gone before a court or the reader acts: "By the time the judge hears it we'll be settled in Ohio".
  {
    kind: 'taking',
    re: /\bby the time (?:you|u|the (?:judge|court|police|cops|lawyers?))\b[^.!?]*\b(?:we|i|they)(?:'ll|’ll| will)(?: already)? be (?:settled|living|gone|long gone|moved|out|abroad|over(?:seas)?|across)\b/i,
  },
  // Coming for the children, with no hour or errand: "Tell them their father is coming for them", "Don't make me
  // come and get them" (not "I'm coming for them at 5").
  {
    kind: 'taking',
    re: new RegExp(
      String.raw`\b(?:(?:their|your|his|her) (?:dad|daddy|father|mum|mummy|mom|mommy|mother)(?:'s|’s| is)|[Ii](?:'m|’m| am)) coming (?:for|to get|to take) (?:them|him|her|the kids|the children)\b|\bdon'?t make me (?:come|drive|go)(?: (?:over|round|there|down))? (?:and|to) (?:get|take|fetch|grab) (?:them|him|her|the kids|the children)\b`,
      'i',
    ),
    frame:
      /^(?![\s\S]*\b(?:at \d|\d(?::\d\d)? ?(?:am|pm)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|tonight|this (?:weekend|evening|afternoon|morning)|after school|pick ?up|collect|as agreed|for (?:the|their|his|her) (?:weekend|visit|holiday))\b)/i,
  },
  // A gun bought or got, told to the reader: "I bought a gun last week".
  {
    kind: 'means',
    re: /\bi(?:'ve|’ve| have)? (?:just |finally )?(?:bought|got|purchased|picked up) (?:a|my|another) (?:gun|rifle|pistol|handgun|firearm|shotgun)\b/i,
  },
  // A means of harm in hand: "I'm not joking, I've got the pills here".
  {
    kind: 'means',
    re: /\bi(?:'ve|’ve| have)(?: got| already got| still got)? (?:the|my|some|a) (?:pills|tablets|rope|gun|knife|razors?|blades?)\b[^.!?]*\b(?:here|ready|with me|in (?:my|the) (?:hand|car|bag|drawer|pocket))\b/i,
    frame:
      /\b(?:not joking|kidding|serious|i mean it|goodbye|end it|enough|all of them|whole bottle|tonight|right now|this time)\b/i,
  },
  // Session 26 (docs/message-coach.md, "Session 26 (helper msgcoach)"): menace said with other words, each a concept
  // with the frame it needs. The children taken or returned at the writer's whim: "I'll lift them from school when I
  // like", "I'll bring her back when I'm ready".
  {
    kind: 'keeping',
    re: new RegExp(String.raw`${I_WILL}(?:lift|collect|fetch|snatch|pick up|take|keep|bring)\s+${CHILD}\b`),
    frame: AT_WILL,
  },
  // The writer's coming and going at will, against the reader: "I'll come to Recreation Road whenever I like", "I'll
  // see them whenever I want" (pressure: a threat, not danger, as the parts label it).
  {
    kind: 'pressure',
    re: new RegExp(String.raw`${I_WILL}(?:come|turn up|show up|drop by|call round|see|visit)\b`),
    frame: /\bwhen(?:ever)? i (?:like|please|want|feel like it|choose|see fit)\b/i,
  },
  // Harm left unfinished: "I will come back to Durban and finish what I started with you and your whole family".
  {
    kind: 'harm',
    re: new RegExp(
      String.raw`${I_WILL}(?:(?:come|go|be) back (?:\S+ ){0,3}and )?finish (?:what (?:i|we) (?:started|began) (?:with|on) ${PERSON}|${ADULT} off)\b`,
      'i',
    ),
  },
  // Found only by searching: "you'll have to find us first".
  { kind: 'loss', re: /\b(?:you|u)(?:'ll|’ll| will)? (?:have to|need to|gotta|got to) find (?:us|them|him|her|me) first\b/i },
  // Never left alone (the unwanted contact harassment pages describe): "I will not leave you alone, not now, not
  // ever" (not "I won't leave you alone with the kids").
  {
    kind: 'reach',
    re: /\b(?:i|we)(?:'ll|’ll| will|'m|’m| am)? (?:never|not|won'?t|won’t|will not|(?:am|'m|’m) not (?:going to|gonna)|ain'?t gonna) (?:ever )?leave (?:you|u) alone\b(?!\s+(?:with|to|in|at|for|while|during|on)\b)/i,
  },
  // A fight offered: "we can settle it there like men".
  {
    kind: 'harm',
    re: /\bsettle (?:it|this|things|this matter)\b[^.!?]{0,30}\b(?:like (?:men|a man)|with (?:our |my |your )?fists|outside(?! (?:of )?(?:court|the court)))\b/i,
  },
];

/** Every recogniser, in order. */
const ALL = [...RECOGNISERS, ...MENACE];

/** Any concept of the recognisers: the one test most sentences get. */
const ANY = new RegExp(ALL.map((r) => `(?:${r.re.source})`).join('|'), 'i');

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
  for (const r of ALL) {
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
