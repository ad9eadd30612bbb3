// The message coach's own reviewed rules, as data (docs/message-coach.md): for each flag, the
// phrasings that mark it, the reason shown to the parent in plain words, and, where one fits
// cleanly, the replacement offered as a suggestion. Patterns run on the parent's own text
// (case-insensitive); the span a pattern matches is the span shown as "the words that caused
// it". An apostrophe in a pattern also matches a curly one or none ("don't", "don’t", "dont").

import { BY_LEGAL_MEANS, IN_LITIGATION, LEGAL_WORDS, RUIN_VERBS } from './litigation';
import { IRREGULAR_PAST } from './pastForms';

/** The flag ids (tests/fixtures/messages-real/README.md uses the same). */
export type FlagCategory =
  | 'insult'
  | 'sarcasm'
  | 'absolute'
  | 'blame'
  | 'past'
  | 'threat'
  | 'demand'
  | 'caps'
  | 'questions'
  | 'offtopic'
  | 'hedging'
  | 'danger'
  /** The fitted accusation model's flag (accusation.ts): no rule fired, the sentence reads as an accusation. */
  | 'tone';

export interface Rule {
  category: FlagCategory;
  pattern: RegExp;
  /** The reason shown with the flag. */
  reason: string;
  /** What to put instead of the matched words ('' removes them); none: no phrase suggestion. */
  replacement?: string;
  /** The sentence must also match this (e.g. speak to "you") for the rule to apply. */
  needs?: RegExp;
  /** Danger told, not threatened: the flag comes without `threat`. */
  told?: boolean;
  /**
   * Read last, and only where no flag of its category is on the sentence yet (session 26): a wide reading (a story
   * told to its end) that must not widen the words a narrower rule already marks.
   */
  fallback?: boolean;
}

/** A pattern source with `'` standing for any apostrophe or none, as a global, case-insensitive RegExp. */
export function rx(source: string): RegExp {
  return new RegExp(source.replaceAll("'", "['’]?"), 'gi');
}

export const REASONS: Readonly<Record<FlagCategory, string>> = {
  insult:
    'Name-calling or a put-down of the other parent. It gives them something to fight about instead of the question, and it reads badly if a judge sees it.',
  sarcasm: 'Sarcasm reads as contempt in writing. Say plainly what you mean, or leave it out.',
  absolute:
    '"Always", "never" and "every time" are rarely literally true: the other parent will argue the exception instead of answering.',
  blame:
    'Blame or mind-reading tells the other parent what they think or whose fault it is. They will defend themselves instead of answering.',
  past: 'This brings up the past or the relationship. Old arguments do not help decide what needs deciding now.',
  threat:
    'A threat, or a legal step used as pressure, escalates at once and can look like intimidation to a court. If you need to take a step, take it; you do not need to announce it.',
  demand: 'An order with no reason invites a refusal. Say why, or ask for it with a clear time.',
  caps: 'Capitals and stacked punctuation read as shouting.',
  questions:
    'Many questions at once, or a question that expects no answer, reads as an interrogation. Ask the one question you need answered.',
  offtopic:
    "This is about something other than the children and the matter at hand (a partner, family, private life). Leave it out: it is not the other parent's to answer.",
  hedging: 'Over-apologising or hedging makes a firm answer sound open to debate. One courtesy is enough; then say it plainly.',
  danger: 'This describes danger or a threat of harm. Your safety comes first: the help lines are at the top of this page.',
  tone: 'This sentence reads as an accusation. The other parent will defend themselves instead of answering: say what happened and what you need, without the charge.',
};

const youAre = String.raw`\b(?:you're|you are|your|ur|u r|you were|you've been|you have been)\b`;
const parent = String.raw`(?:parent|father|mother|mom|mum|dad|person|human being|excuse for a \w+)`;
const kids = String.raw`(?:the kids|the children|the boys|the girls|our (?:son|daughter|kids|children|baby)|my (?:son|daughter|kids|children|baby)|your (?:son|daughter|kids|children)|them|him|her)`;
/**
 * What turns keeping or taking the children into a threat: away from the reader, for good, or until they give in.
 * "I'll take her Thursday", "Yes, I'll keep her tomorrow" arrange a handover (docs/message-coach.md, session 13).
 */
const PRESSURE = String.raw`(?= (?:from you|away|for good|permanently|forever|out of (?:the )?(?:state|country)|and (?:leave|go|move|run|you|disappear)|until you|(?:unless|if) you(?!'d like| would like| want| prefer| need| can't| cannot| can\b| have to| are busy| get stuck)|whether you like))`;
const iWill = String.raw`\b(?:i'll|i will|i'm going to|i am going to|i'm gonna|im gonna|i shall|i'm about to)`;

/** Words before a "you" that make what follows a condition, a time, a report or a wish, not a charge (session 26). */
const STORY_NOT_AFTER = String.raw`(?<!\b(?:if|when|whenever|in case|unless|how|that|said|says|told me|before|after|since|day|time|way|last time|what|where|until|the|whether|which|who|than|because|as|while|hope|glad|know|sure|grateful|thankful|appreciate|saying|claims|claimed|heard|think|thinks) )`;
/**
 * Past forms that do not end in -ed, for "back when" (session 27): a time told as past ("back when we were married",
 * "back when you refused to pay") is history; "back" after a verb ("watch your back when you come", "send her jacket
 * back when she flies on Sunday", "you'll get them back when I'm ready") is followed by the present, and is not.
 */
const PAST_IRREGULAR =
  'came|went|left|got|took|kept|made|told|said|sent|gave|knew|thought|felt|saw|met|lost|lived|had|bought|paid|spent|began|became|fell|found|grew|heard|meant|ran|sat|stood|wrote|moved';
/**
 * Not an -ed word that tells a state after a present "is", "'s", "get" or "feel" ("send her back when she's tired",
 * "you'll get them back when I'm finished"): that is today, not a past form (review of session 27).
 */
const STATE_NOT = String.raw`(?<!\b(?:is|are|am|be|being|been|get|gets|getting|feel|feels|look|looks|seem|seems|it's|he's|she's|you're|we're|they're|i'm|that's|everyone's|everybody's)\s)`;
/**
 * The writer's refusal to go over the relationship (session 28): "I'm not going to discuss our relationship", "I won't
 * get into our marriage again" keep the past out, as the BIFF trainers advise; the negation's scope holds the
 * relationship's name, so it is no `past`.
 */
const NOT_DISCUSSED = String.raw`(?<!(?:\bnot|n't|n’t|\bnever|\bno longer|\brefuse to|\bam done|'m done|’m done)\s+(?:(?:going to|gonna|want to|wanna|willing to|about to)\s+)?(?:discuss(?:ing)?|talk(?:ing)? about|get(?:ting)? into|go(?:ing)? (?:into|over|back over)|rehash(?:ing)?|argu(?:e|ing) about|debat(?:e|ing)|bring(?:ing)? up|revisit(?:ing)?)\s+)`;

/**
 * Things the relationship's name can qualify (session 27): "our divorce decree says", "our divorce agreement", "our
 * wedding photos" name a paper or a thing of today's arrangements, not the relationship's history.
 */
const RELATIONSHIP_THINGS =
  'decree|agreement|papers|paperwork|settlement|order|orders|judgment|judgement|plan|lawyer|lawyers|attorney|attorneys|solicitor|mediator|mediation|hearing|case|file|documents|terms|photos|pictures|album|video|ring|rings|dress|gifts|certificate';
/**
 * The verbs in the past of a story of the reader's acts (session 28): every irregular form of pastForms.ts, not the
 * eleven named in session 26 ("You hid my son from me for four years", "You cut me out of their lives"), less "got" and
 * "sat" ("you've got a lot going on", "you sat with them").
 */
const STORY_PAST = IRREGULAR_PAST.split('|')
  .filter((v) => v !== 'got' && v !== 'sat')
  .join('|');

/** The writer, the children or the home: who a story of the reader's acts is about (session 26). */
const STORY_OBJECT = String.raw`(?:me|my|us|our|the kids|the children|the girls|the boys|her|him|them)\b[^.!?;]*`;

/** Name-calling words: shown as insults wherever they are aimed at a person. */
const NAMES = String.raw`idiot|idiotic|moron|moronic|imbecile|stupid|dumb|dumbass|loser|pathetic|worthless|useless|deadbeat|dead ?beat|psycho|psychopath|sociopath|narcissist|narcissistic|lunatic|nutjob|nut ?case|scum|scumbag|jerk|clown|liar|lying|selfish|self-centered|self-centred|spineless|incompetent|ignorant|immature|childish|disgusting|pig|slob|witch|loser|piece of (?:shit|crap|work|garbage|trash)|waste of (?:space|air|time)|joke of a|trash|garbage|delusional|unhinged|crazy|insane|nuts|mental|evil|vile|monster|manipulative|manipulator|abuser|drunk|druggie|junkie|lazy|irresponsible|unfit|neglectful|terrible|horrible|awful|worst|sorry excuse|heartless|cold-hearted|fraud|creep|leech|cheapskate|bipolar|basket case|laziest|dumbest|stupidest|sorriest|most selfish`;

export const RULES: readonly Rule[] = [
  // --- insult ------------------------------------------------------------------------------
  {
    category: 'insult',
    pattern: rx(
      String.raw`${youAre}\s+(?:(?:being|acting|such|so|a|an|the|really|just|truly|totally|completely|honestly|literally|seriously|nothing but|nothing more than|one|of|most|biggest|most)\s+){0,4}(?:[a-z-]+,\s+|filthy\s+|dirty\s+|cold\s+|lying\s+|fat\s+)?(?:${NAMES})(?:\s+(?:${parent}|excuse|human|man|woman|person|idiot|loser))?\b`,
    ),
    reason: REASONS.insult,
  },
  {
    category: 'insult',
    pattern: rx(
      String.raw`\b(?:you|u)\s+(?:stupid|dumb|pathetic|lazy|selfish|worthless|useless|crazy|lying|sorry|fat|ugly|miserable)\s+(?:[\w*]+)|\bnobody (?:will )?(?:ever )?believes? (?:a (?:single )?word )?(?:you|u)\b|\byour (?:dad|father|mom|mum|mother|sister|brother|family|boyfriend|girlfriend|wife|husband|parents) (?:is|are) (?:a |an |such a |so |just )?(?:${NAMES})\b|\b(?:their|the kids'|your kids'|his|her) (?:mother|father|mom|dad|mum) is (?:a |an |so |such a )?(?:${NAMES})\b|\b(?:what(?:'s| is) wrong with you|who raised you|get (?:your|ur) (?:act|shit|life|head|crap) (?:together|straight|out of)|learn (?:to|how to) (?:read|count|tell time|use a calendar|parent|be an? (?:adult|parent|father|mother|grown-?up))|(?<!\b(?:they|he|she|kids|children|boys|girls|son|daughter|we)(?:'ll|’ll| will| are going to| is going to|'re going to|’re going to| get to| can| to)?\s+)grow up|shut up|get a life|get a grip|get over yourself|go to hell|screw you|f\*+ you|fuck (?:you|off)|piss off|bite me|drop dead)\b`,
    ),
    reason: REASONS.insult,
  },
  {
    category: 'insult',
    pattern: rx(
      String.raw`\b(?:what (?:a|an)|such (?:a|an)|a (?:total|complete|real|fucking|damn|lying|useless|pathetic|sorry)|(?:terrible|horrible|awful|bad|lousy|unfit|worst|sorry|pathetic|useless|deadbeat|negligent|neglectful) )\s*(?:${NAMES}|${parent})\b`,
    ),
    reason: REASONS.insult,
  },
  {
    category: 'insult',
    pattern: rx(
      String.raw`\b(?:idiot|moron|imbecile|loser|deadbeat|psycho|narcissist|scumbag|jerk|asshole|a-hole|bitch|bastard|dumbass|jackass|prick|cunt|dickhead|douchebag|douche)s?\b`,
    ),
    reason: REASONS.insult,
  },
  {
    category: 'insult',
    pattern: rx(
      String.raw`\b(?:you (?:haven't|have not|never) changed|you(?:'ll| will) never change|you never change|(?:are|were) you (?:even |ever )?(?:trying to be|acting like) an? (?:parent|father|mother|mom|dad|adult)|(?:even|ever) (?:try|tried|trying) to be an? (?:parent|father|mother|mom|dad)|you make me (?:sick|ill|want to (?:puke|vomit|throw up))|(?:deserve|deserves) (?:better|a (?:better|real) (?:father|mother|parent|dad|mom)))\b`,
    ),
    reason: REASONS.insult,
  },
  // Put-downs without a name (session 13): the reader compared to a thing or a stranger ("You're
  // more like an empty Ziploc bag", "You are like the occasional greeter at Walmart"), told to act
  // like a person, denied a title, their failings listed.
  {
    category: 'insult',
    pattern: rx(
      String.raw`\b(?:you(?:'re| are| were)|ur) (?:(?:more|just|nothing more than|no better than|basically)\s+)?like (?:a|an|the) (?!(?:second|great|good|wonderful|real|true|big|best|loving|caring|amazing)\b)[a-z]+(?:[ ,]+[a-z]+){0,3}|\b(?:talk|act|behave|communicate|be) like (?:a )?(?:normal|decent|grown|functioning|rational|reasonable) (?:person|human(?: being)?|adult|man|woman|parent)\b|\bthe effort to be human\b|\byou (?:don't|do not|didn't) deserve (?:the (?:title|name|word)|to be (?:called|a)|(?:to|the) (?:privilege|honou?r) of being)\b|(?<=\byour (?:\w+ )?)(?:shortcomings|failures|failings|flaws|inadequacies)\b`,
    ),
    reason: REASONS.insult,
    needs: rx(String.raw`\b(?:you|your|ur|u)\b`),
  },
  // Put-downs said as a question or a verdict (session 13): "What kind of parent does that?",
  // "What is actually wrong with you?", "what is your problem", "Nobody else would put up with
  // you", "... and so are you", "ur nothing without", "that's all you are", ", genius."
  {
    category: 'insult',
    pattern: rx(
      String.raw`\bwhat kind of (?:a )?(?:parent|father|mother|dad|mom|mum|person|man|woman|human(?: being)?) (?:does|would|says|lets|forgets|acts)\b[^.!?]*|\bwhat(?:'s| is) (?:actually |really |even )?(?:wrong with you|your problem)\b|\bnobody (?:else )?(?:would|will|could) (?:put up with|stand|want|love) you\b|(?:\b(?:is|are|was)|\b(?:she|he|it|that)'s) (?:a |an |such a |so |just )?(?:joke|mess|liar|disgrace|waste|failure|clown|loser|pathetic|useless|worthless|embarrassment|idiot|terrible|awful|crazy|nuts|insane|ridiculous|selfish|lazy) and so (?:are|were) you\b|\b(?:you're|you are|ur|u r) nothing (?:without|but)\b|\bthat's all you are\b|,\s*(?:genius|einstein|sweetheart|princess|champ|buddy|pal)(?=\s*[.!?]|\s*$)`,
    ),
    reason: REASONS.insult,
  },
  // Mock certainty and condescension (session 13): "That must be why you ...", "You must not
  // realize ...", "I'm sure you don't care", "It must be so grand."
  {
    category: 'sarcasm',
    pattern: rx(
      String.raw`\b(?:that|this) must be why you\b|\byou must not (?:realize|know|understand|remember|care)\b|\bi'm sure you (?:don't|didn't|won't|can't|couldn't|never)\b|\bit must be (?:so |very |really )?(?:nice|grand|great|wonderful|lovely)(?=\s*[.!]|\s*$)`,
    ),
    reason: REASONS.sarcasm,
  },
  // --- sarcasm -----------------------------------------------------------------------------
  {
    category: 'sarcasm',
    pattern: rx(
      String.raw`\b(?:oh,? (?:great|wonderful|perfect|sure|really|wow|please|joy|goody|lovely|brilliant)|thanks (?:a lot|a bunch|for nothing|so much for nothing)|(?:nice|great|good|fantastic|wonderful|brilliant) (?:job|work|going|one)\b(?:,? (?:as usual|again|there))?|must be nice|(?:yeah|ya|sure),? right|(?<!\bbe )good for you|how (?:nice|convenient|thoughtful|generous|mature|responsible|kind|considerate|lovely|typical) (?:of you|that)|(?:so|real|very|how) (?:mature|classy|grown[- ]up)|big surprise|what a (?:surprise|shock|shocker|joke)|surprise,? surprise|(?:parent|father|mother|dad|mom|mum) of the year|i'm sure you (?:did|were|are|will|would|have|had)|color me (?:surprised|shocked)|who would have (?:thought|guessed)|of course you (?:did|didn't|were|weren't|would|wouldn't|are|forgot|can't|couldn't)|lucky me|because that (?:worked|went) so well|how hard (?:is|can) it (?:be|to)|are you (?:kidding|serious|joking)(?: me)?|shocking|bravo|congratulations on (?:finally|actually|at last)\b|whatever works for you|heaven forbid|god forbid|apparently you|silly me|my bad for|so-called|i hope you (?:actually|finally)|(?:i )?guess i'll (?:just )?(?:do|have to|take care of|handle)|nice of you to (?:finally|actually|bother|grace|show|let)|(?:it )?only took (?:you )?(?:a |an )?(?:\w+ )?(?:years|months|weeks|court order|judge|lawyer)|\bagain,? i see\b|\bhope (?:she|he)(?:'s| is|s)? worth\b|i'm sure your \w+ (?:are|is) (?:loving|enjoying|happy|thrilled)|^(?:fine|ok(?:ay)?),? great\W*$|since you can't (?:manage|be bothered|handle))`,
    ),
    reason: REASONS.sarcasm,
  },
  {
    category: 'sarcasm',
    pattern: rx(String.raw`\b(?:so|very|really) (?:nice|kind|thoughtful|generous|helpful|responsible|considerate) of you\b`),
    reason: REASONS.sarcasm,
  },
  // --- absolute ----------------------------------------------------------------------------
  {
    category: 'absolute',
    pattern: rx(
      String.raw`\b(?:(?:you|u|you're|you are|you've|you have|your \w+)\s+(?:(?:just|also|still|literally|seriously|basically|obviously|really|then|again|are|is|were|was|have|had|do|did)\s+){0,2}(?:always|never|constantly|continually|repeatedly)(?! (?:welcome|be (?:their|her|his|my|our|the kids'?))\b)|you(?:'ll| will) (?:never|always) (?:change|learn|listen|understand|grow up|care|stop(?! me\b)|get it)\b|(?<=when (?:have|did) )you (?:ever|EVER)\b|(?:always|never)\b(?=[^.!?]*\b(?:when|because) you)|every single time|every time you|each and every time|not once|not one time|not a single time|all you (?:ever )?(?:do|care about|think about)|nothing but|everything is always|you(?:'ve| have)? (?:ever|EVER) (?:once|done|helped|paid|cared|shown)|(?:control|ruin|ruined|decide|run|runs|blame me for|criticize|criticise|question) everything|(?:a|any) say in anything|everything is (?:my|your|always my) fault|such a (?:fight|battle|struggle) always|(?:it's|it is|everything is|everything's) (?:always )?(?:all )?about (?:you|u)\b)\b`,
    ),
    reason: REASONS.absolute,
  },
  // --- blame -------------------------------------------------------------------------------
  {
    category: 'blame',
    pattern: rx(
      String.raw`\b(?:(?:it's|it is|this is|that's|that is|this was|it was|that was)\s+(?:all\s+|entirely\s+|completely\s+)?(?:your|ur) (?:fault|doing|problem|mess)|your fault|because of you\b|thanks to you\b|(?<!\b(?:do|would|did|if|when|whether) )you (?:just |only |clearly |obviously |really )?(?:want|wanted|like|love|need|try|tried|are trying|were trying|'re trying) to (?:hurt|control|punish|win|ruin|upset|destroy|manipulate|make me|keep (?:${kids}|me)|take|get back|turn|play|look|get your way|be difficult|start|fight|cause|scare|intimidate|embarrass|humiliate)|you (?:don't|do not|didn't|never|obviously don't|clearly don't) (?:even )?(?:care|give a (?:damn|shit|crap)|think about|consider)|you (?:only|just) (?:care|think) about|you couldn't care less|you(?:'re| are| were) (?:trying|doing this|out|just doing this|only doing this) (?:to|on purpose|just to)|you(?:'re| are| were) (?:turning|poisoning|brainwashing|alienating|manipulating|using|lying)|you (?:ruined|destroyed|caused|wrecked|broke|lied|made (?:me|us|him|her|them|${kids}|this|everything))|you did this|you(?:'re| are) the (?:reason|one who|problem|cause)|you chose (?:to|this)|you(?:'re| are) (?:being (?:unreasonable|difficult|ridiculous|petty|vindictive|controlling|dishonest|irresponsible|disrespectful|rude|inconsiderate|uncooperative|selfish|childish|immature|unfair|dramatic)|(?:so |very |really |totally )?(?:unreasonable|difficult|ridiculous|petty|vindictive|controlling|disrespectful|inconsiderate|uncooperative|unfair|wrong)|not even|totally in your own world)|in your own world|what gives you the right|who gave you the right|you (?:had|have) no right|did it (?:even |ever )?occur to you|you don't get to|(?<!\b(?:hope|want|wanted|need|needed|let|make sure) )you know (?:it's|it is|that|very well|damn well|full well|perfectly well)|you got (?:it|that|this|everything) wrong|you still (?:don't|do not|haven't|have not|can't|cannot|won't|aren't|didn't)|you can't just|now you want to|you (?:haven't|have not|weren't|were not|aren't|are not|didn't|did not) (?:been |even )?(?:consistent|reliable|responsible|there|involved|present|around|paying attention|taking care|helping|trying|bothered)|(?:the kids|they|he|she|the children|our (?:son|daughter)) (?:hate|hates|dread|dreads|are scared of|are afraid of|don't like|doesn't like|don't want|doesn't want) (?:being (?:at|with|around)|going to|to go to|you\b|your)|you (?:clearly|obviously|apparently) |(?<!\b(?:if|who do|do) )you think (?:you|that you|i'm|i am|it's ok|it's okay|you can)|you (?:can't|cannot|couldn't) (?:even |be bothered|handle|manage|follow|keep)|you (?:failed|refuse|refused|keep|kept) (?:to |refusing|ignoring|canceling|cancelling|changing|lying|showing up late|being late)|how (?:could|dare) you|why (?:do|don't|can't|won't|didn't|would|wouldn't|couldn't|should i|must i|do i have to|is it so hard for) you|why should i|i can't believe you|this is (?:exactly )?why i|(?:the kids|they|he|she|the children) (?:don't|doesn't|do not|does not) (?:even )?want to (?:be|go|stay|see|live)|not taking (?:this|it|anything|them|their \w+) seriously|(?<!\bif )you(?:'re| are| were) late again|you should be ashamed|shame on you|you only think of yourself|you (?:put|are putting|'re putting) (?:yourself|your \w+) (?:first|before)|you (?:forgot|ignored|neglected)|your (?:lies|lying|games|excuses|behavior|behaviour|attitude|selfishness|irresponsibility|negligence))`,
    ),
    reason: REASONS.blame,
  },
  // --- past --------------------------------------------------------------------------------
  {
    category: 'past',
    pattern: rx(
      String.raw`\b(?:remember when|back when (?:[^\s.,;!?]+\s+){0,3}?(?:was|were|had|did|used to|could|would|${STATE_NOT}[a-z]+ed|${PAST_IRREGULAR})\b|back in (?:19|20)\d\d|in (?:19|20)\d\d when|(?:when|while) we were (?:still )?(?:married|together|dating)|(?:years|months) of (?:our )?marriage|\bin that marriage|during (?:our|the) (?:marriage|relationship)|(?:in|throughout) our (?:marriage|relationship)|${NOT_DISCUSSED}our (?:(?:entire|whole|ugly) )?(?:marriage|relationship|wedding|divorce|breakup|break-up)(?!\s+(?:will|is going to|going forward|thus forward|moving forward|from now on|${RELATIONSHIP_THINGS})\b)|(?<!\b(?:could|can|would|will) you\b[^.?!]*)(?:like|just like|same as|as) you did (?:last|when|before|with|to me|in)|just like (?:before|last time|always|old times|during)|(?:years|months) ago|you cheated|cheat(?:ed|ing) on|(?:your|the|an) affair|you left (?:me|us|the family|your family)(?! (?:out|off|a|an|the|some|your|my|our|his|her|their|this|that|these|those)\b)|when you (?:left|walked out|moved out|abandoned)|ever since (?:you|we)|after what you did|after everything you(?:'ve)? (?:did|done|put)|you were (?:always|never) (?:there|around|home|a good)|same old|(?:same|exact) thing you did|(?:exactly |just )?like when you|(?:never|not ever|won't ever) forgive (?:you|u)|if you hadn't (?:left|walked out|cheated|moved out)|(?:destroyed|broke up|ruined|wrecked) (?:this|our|the) (?:family|marriage|home)|you did (?:at|in|on|to) [^.?!]{0,40}(?:in (?:19|20)\d\d|last year)|you (?:were|did|said) [^.?!]{0,40}\bin (?:19|20)\d\d|the way you treated me|how you treated me|when we split|being divorced|we(?:'re| are) (?:divorced|not married)|no longer married|since the divorce|since you left|for (?:\w+ )?years you)\b`,
    ),
    reason: REASONS.past,
  },
  {
    category: 'past',
    pattern: rx(String.raw`\b(?:for (?:years|so many years|the last \w+ years|a decade)|all (?:those|these) years)\b`),
    reason: REASONS.past,
    needs: rx(String.raw`\b(?:you|your)\b`),
  },
  // --- threat ------------------------------------------------------------------------------
  {
    category: 'threat',
    pattern: rx(
      String.raw`(?:(?:${iWill} (?:take|drag|haul|see)|i(?:'m| am) (?:taking|dragging|hauling)) you (?:to|back to|in|into) court|${iWill} never (?:pay|give) you|you(?:'ll| will) (?:be|end up) (?:homeless|broke|on the street|alone|sorry)|see you in court|(?:${iWill}|i'm) (?:call|calling|contact|contacting|get|getting|tell|telling|talk to|talking to) (?:my|a) (?:lawyer|attorney)|(?:${iWill}|i'll be|i will be|i am|i'm) (?:speaking|talking|consulting|meeting) (?:with|to) (?:my|a) (?:lawyer|attorney)|my (?:lawyer|attorney) (?:will|is going to|'ll|is gonna) (?:hear|know|be|deal|contact|file|get|take|call|see)|you(?:'ll| will) be hearing from (?:my|a) (?:lawyer|attorney)|${iWill} (?:call|contact|tell|report (?:you|this|it)(?: to)?|go to|notify|inform|get) (?:the )?(?:police|cops|cps|dcf|dss|social services|judge|court|your (?:boss|employer|work|job|family|parents|mother|mom|lawyer)|child protective services)|${iWill} (?:report|expose|ruin|destroy|end|bury|finish) you|you(?:'ll| will| are going to|'re going to|'re gonna) (?:regret|be sorry|pay for (?:this|it|that|what you|everything))|you(?:'ll| will) never see ${kids}|you(?:(?:'ll| will) (?:never|not)| won't| wont) (?:see|get|have|be (?:seeing|getting|having)|get to see) (?:${kids}|your (?:kids?|children|son|daughter))(?: again)?(?![^.!?]*\b(?:because|since)\b)|or else|(?:${iWill}|i'm) (?:file|filing|go for|going for|seek|seeking|ask for|asking for|get|getting|petition for) (?:for )?(?:full|sole|a restraining|restraining|an emergency|emergency|a protective|contempt|a modification|custody)|${iWill} (?:stop|cut off|withhold|keep) (?:paying|the (?:child )?support|support|visits|visitation|the money)|${iWill} (?:stop|cut off|withhold) ${kids}|${iWill} (?:keep|take) ${kids}${PRESSURE}|${iWill} make (?:sure (?:that )?(?:(?:you|u) (?:never|don't|do not|won't|will not|can't|cannot|lose|pay|regret|get nothing|are sorry)|(?:you|u)(?:'re| are| get) (?:arrested|charged|locked up|jailed|prosecuted|investigated|served)|(?:everyone|everybody|the (?:judge|court|school|world)|your \w+|the kids|they) (?:knows?|sees?|hears?|finds? out)|(?:nobody|no one))|your life|you (?:regret|pay|sorry))|${iWill} take (?:everything|you for)|watch (?:your back|yourself|out)|don't (?:test|push) me|(?:this is your |your )?last (?:warning|chance)|you(?:'ve| have) been warned|keep (?:it|this) up and|try me|(?:the )?judge will (?:hear|know|see) (?:about )?(?:this|it|everything)|everyone will know|i'll tell everyone|you(?:'re| are) (?:never|not) going to see (?:them|him|her|the kids|the children|your \w+)|if you keep (?:this|it|that) up|you(?: won't| will not|'ll never| will never) (?:get|see) (?:a (?:single )?(?:penny|dime|cent)|another (?:penny|dime|cent)|anything from me)|don't make me (?:call|take|go|get|do|involve|file)|(?:have you|get you) served|serve you (?:with )?(?:papers|a summons))`,
    ),
    reason: REASONS.threat,
  },
  // --- danger: threats of harm and taking the children (also threats) ----------------------
  {
    category: 'danger',
    pattern: rx(
      String.raw`(?:${iWill} (?:kill|hurt|beat|shoot|stab|strangle|choke|smash|break|end|bury) (?:you|u|him|her|them|${kids}|your (?:face|neck|head|legs?|arms?))\b${IN_LITIGATION}|${iWill} get (?:you|u)(?= for (?:this|that|it)| back\b|\s*[.!]|$)|${iWill} (?:stick|cut|shank|smash|knock) (?:you|u|him|her|them)\b[^.!?]{0,20}\b(?:dead|face|teeth|head|out)\b|you(?:'ll| will|'re going to|'re gonna) (?:end up|get|wind up) (?:hurt|dead|killed|in (?:the )?hospital)|you(?:'re| are) (?:dead(?! to (?:me|us|him|her|them|this family|the kids|the children|everyone)\b)|a dead (?:man|woman))|i know where you(?:'re| are)? (?:live|work|sleep|staying|living|are)|(?:can't|cannot|can not|won't) hide from me|(?:i'm|i am) (?:parked |sitting |waiting )?outside your (?:work|house|place|door|apartment|job|office)|if i can(?:'t|not) have (?:them|the kids|the children|her|him),? (?:nobody|no one|neither) (?:can|will)|${iWill} burn\b[^.!?]*\b(?:you|u|them|the kids) in it|(?:you and (?:the kids|them|your \w+)|you all) will be sorry|i(?:'ve| have) (?:got )?a (?:gun|knife|weapon)\b|you(?:'ll| will) never (?:find (?:${kids}|your (?:kids|children|son|daughter))|see (?:${kids}|your (?:kids|children|son|daughter)) again)|(?:${iWill}|i'm) (?:take|taking) (?:${kids}|your (?:kids|children|son|daughter)) (?:and )?(?:away|out of (?:the )?(?:state|country)|where you)|watch your back)`,
    ),
    reason: REASONS.danger,
  },
  // Harm to property threatened (session 18, from the whole-change review; a warning sign on the
  // hotline lists, docs/message-coach.md "Session 18"): "I'll burn your car", "I'm going to smash
  // your windows", "I'll slash your tires". Danger, with the domestic violence line first.
  {
    category: 'danger',
    pattern: rx(
      String.raw`${iWill} (?:burn|torch|smash|slash|trash|wreck|destroy|break|key|total|bust|blow up|set fire to|burn down|tear up|cut) (?:up |down |in |out )?(?:your|ur|that|the) (?:(?:new|stupid|precious|damn|fucking) )?(?:car|truck|van|house|home|place|apartment|trailer|windows?|windshield|tires?|tyres?|door|stuff|things|belongings|clothes|phone|garage|shop|business|office|yard)\b`,
    ),
    reason: REASONS.danger,
  },
  // Harm threatened without a verb of killing (session 16, from sealed-5's and sealed-7's missed
  // received threats): a beating promised to someone ("she'll get more than a slap"), a veiled
  // "remember what happened last time", taking a child from school under a condition, a named
  // child never seen again ("You'll never see Kai again"), children who "don't come back".
  {
    category: 'danger',
    pattern: rx(
      String.raw`\b(?:she|he|you|u|they|the kids|it)(?:'ll| will| is going to| are going to|'s going to|'re going to|'re gonna|'s gonna) get (?:more than |worse than )?(?:a |another )?(?:slap|smack|beating|whipping|hiding|spanking|belting)\b|\bremember what happened (?:the )?last time (?:you|u)\b[^.!?]*|${iWill} (?:show up|come|go) (?:at|to) (?:her|his|their|the) (?:school|daycare|class)\b[^.!?]{0,20}\band (?:take|grab|get) (?:her|him|them)\b|\byou(?:'ll| will) never see (?!(?:a|an|another|any|that|this|it|me|us|the money|a dime|a penny|a cent|one)\b)[a-z]+ again\b|\b(?:don't|do not) be surprised (?:when|if) (?:they|the kids|the children|she|he) (?:just )?(?:don't|do not|doesn't|does not|never) come (?:back|home)\b`,
    ),
    reason: REASONS.danger,
  },
  // Violence told: something thrown at a person ("saying you threw a plate at her").
  {
    category: 'danger',
    pattern: rx(
      String.raw`\b(?:threw|throws|throwing|hurled|chucked) (?:a|an|the|his|her|my|your) [a-z]+ (?:at|into) (?:her|him|me|them|the kids|the baby|my face|her face|his face)\b`,
    ),
    reason: REASONS.danger,
    told: true,
  },
  // Children hidden or kept, told rather than threatened ("We're not coming back", "Don't bother
  // looking for the boys", "you're going to steal her away from me"): danger, not a threat
  // (tests/fixtures/messages-real/README.md: `danger` is also `threat` only when it threatens).
  {
    category: 'danger',
    pattern: rx(
      String.raw`(?:he|she|they|dad|mom|daddy|mommy)(?:'ll| will) (?:hurt|kill|beat|hit) (?:me|us|her|him|them)\b|\bdragged (?:her|him|them|me) (?:\w+ ){0,5}by the (?:arm|hair|neck|collar)|\bi can(?:'t|not) do this anymore\b(?=[^.!?]*\b(?:sorry|love (?:them|you)|goodbye|letters?)\b)|\btell (?:the kids|them|the children) (?:goodbye|i(?:'m| am) sorry and (?:that )?i love them)\b|(?:don't|do not|no point) (?:bother )?(?:looking|searching) for (?:${kids}|the boys|the girls|us)|(?:we|they|the kids|the children)(?:'re| are) not coming back\b(?=\s*[.!,]|\s*$|\s+(?:after|ever|home|to you))|(?:take|steal|taking|stealing) (?:her|him|them|the kids|the children) away from (?:me|you)`,
    ),
    reason: REASONS.danger,
    told: true,
  },
  // Ultimatums and pressure without a named legal step (session 13): "X or I ...", "or we're
  // done", "Good luck getting ...", "You'll be hearing from mine", "No check, no kids", "Have fun
  // explaining yourself to the judge", telling the school or the reader's friends, work or boss.
  {
    category: 'threat',
    pattern: rx(
      String.raw`\bor (?:else )?(?:i(?:'ll| will)?|we(?:'re| are)) (?:send|tell|stop|post|show|file|report|cut|not|won't|am not|'m not|done)\b[^.!?]*|\bor we(?:'re| are) done\b[^.!?]*|\bgood luck (?:getting|seeing|trying|finding|explaining|with (?:that|the judge|court))\b[^.!?]*|\bhave fun explaining\b[^.!?]*|\byou(?:'ll| will) be hearing from (?:mine|him|her|them|my|the (?:state|court|courts|police|county|lawyers?|attorney general))\b|\bno (?:check|money|payment|support|cash),? no (?:kids|visits|visitation|time|her|him|them)\b|\b(?:told|telling|tell|informed|inform) the (?:school|daycare|teacher|doctor|police) not to\b[^.!?]*|\byour (?:friends|family|boss|work|employer|coworkers|church|new (?:girlfriend|boyfriend|wife|husband)) (?:will|are going to|is going to|'ll) (?:hear|know|find out|see|learn)\b[^.!?]*|\bi(?:'ll| will) (?:come|show up|stop) by your (?:work|job|office|house|place)\b|\bi(?:'d| would) hate for (?:the judge|the court|the mediator|the school|the (?:parenting )?coordinator|your (?:boss|family|lawyer)|everyone|anyone) to\b[^.!?]*|\bmy (?:lawyer|attorney) is (?:drafting|filing|preparing|writing)\b[^.!?]*|\byou can't hide behind\b[^.!?]*|\byou(?:'ll| will) never keep (?:${kids}) from me\b`,
    ),
    reason: REASONS.threat,
  },
  // A deadline set as an order ("You have until Friday.", "I want the $600 by Friday.").
  {
    category: 'demand',
    pattern: rx(
      String.raw`^\s*you have until (?:\w+ ?){1,3}[.!]?\s*$|\bi want (?:my |the |a |\$)[^.!?]{0,40}\b(?:by|before) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|today|noon|the end of)\b`,
    ),
    reason: REASONS.demand,
  },
  // An announcement forced through ("I'm moving in June whether you like it or not"): pressure.
  {
    category: 'threat',
    pattern: rx(String.raw`\bwhether you like it or not\b`),
    reason: REASONS.threat,
    needs: rx(String.raw`\b(?:i|i'm|i'll|we|we're|we'll|the kids|they)\b`),
  },
  // A dare with what follows it (session 18, docs/message-coach.md): an order to go on doing what
  // the writer objects to, then what the writer will do ("Keep ignoring my emails and I'll post
  // them all online", "Go ahead and move him again and see what happens"). "Keep me posted and
  // I'll book it" asks for news: the order is to keep doing something ending in -ing.
  {
    category: 'threat',
    pattern: rx(
      String.raw`(?<=(?:^|[.,;:!?—–]|\b(?:so|just|now|then|but|and))\s*)(?:keep (?:ignoring|lying|pushing|playing|harassing|messing|testing|dodging|avoiding|skipping|blocking|bad-?mouthing|badmouthing|threatening|hiding|withholding|refusing|canceling|cancelling|screwing|talking|acting|showing up late|being late|disrespecting|provoking|it up|this up|that up)|go ahead and [a-z]+|(?:do|say|pull|try) (?:that|this|it) (?:again|one more time))\b[^.!?]*?\band (?:i(?:'ll| will| am going to|'m going to|'m gonna)|(?:see|watch) what happens|you(?:'ll| will) (?:see|regret|be sorry))\b[^.!?]*|\band (?:see|watch) what happens\b`,
    ),
    reason: REASONS.threat,
  },
  // --- demand ------------------------------------------------------------------------------
  {
    category: 'demand',
    pattern: rx(
      String.raw`\b(?<!\b(?:if|when|whenever|unless|whether|in case|once|do|don't|did|does|what|where) )(?:(?<=(?:^|[.,;:!?—–(\x22“]|\b(?:and|but|so|then|now|also|just|seriously|honestly|frankly|time|on|today|tonight|tomorrow|ok|okay|look|listen))\s*)you (?:need to|have to|had better|'d better|better|must(?! have\b)(?! be (?:so |very |really )?(?:[a-z]+ed|tired|proud|happy|glad|busy|worried|sick|sad|excited|relieved|thrilled)\b)|are to|'re to) (?:bring|have|give|pay|send|get|return|stop|answer|call|drop|pick|be|tell|make|let|do|take|follow|leave|show|come|quit|start|respect|sign|reply|respond|hand|keep|grow|act|learn)\b|^\s*you will (?:bring|have|give|pay|send|get|return|stop|answer|call|drop|pick|be(?! \w+ing\b| (?:able|glad|happy|pleased|welcome|free)\b)|tell|make|let|take|follow|leave|sign|reply|respond)\b|(?:they|he|she|everyone|anyone|someone) (?:needs?|has|have) to (?:talk|ask|go|come|call|check) (?:to|with|through) me\b|i (?:demand|insist|expect you to)|(?<=(?:^|[.,;:!—–]|\b(?:please|just|and|but|now|so|then|to|you|u))\s*)(?<!\b(?:i|i've|i have|i'll|i will|we|we've|he|she|they|judge|court|teacher|school)\s+(?:\w+\s+)?(?:asked|told|tell|ask)\s+(?:\w+\s+){1,2}to\s+)(?:please )?stop (?:copying|talking|texting|calling|messaging|emailing|sending|posting|bringing|telling|showing up|bad-?mouthing|using|involving|contacting|changing|harassing|blaming|threatening|lying|yelling|screaming|ignoring|interfering|manipulating|spying|snooping|stalking|questioning)(?: (?:me|us|him|her|them))?|this is not how (?:things|it|this) (?:are|is) going to (?:work|go)|that's not how (?:this|it|things) (?:works?|is going to work)|^\s*(?:do it|answer me|reply|respond|call me|send it|pay (?:up|me)|stop (?:it|this|(?:texting|calling|messaging|contacting|emailing)(?: me)?)|leave me alone|back off|don't (?:ever )?(?:text|call|contact|message|email) me)(?: (?:again|now|immediately|right now|today))?\s*[.!]|(?<!\b(?:i|i'm|im|we|we're|he|she|they|it|it's|there|that|this|[a-z]+ing)\b[^.!?]*)(?:right now|immediately|at once)\b(?=\s*[.!])|don't you dare|(?<!\b(?:i|we|he|she|they|it|you|u|kids|children)\s)(?:don't|do not) (?:you )?ever\b|do not (?:contact|text|call|message|email) me(?! (?:except|other than|outside (?:of )?|unless it'?s|but through|only through))|end of (?:discussion|story|conversation)|not up for (?:discussion|debate|negotiation)|(?:is|it's) (?:not|non-)negotiable|i expect (?:her|him|them|the kids|the money|payment|it) (?:back |home |returned |paid )?(?:by|at|now|today|tonight|on)|i want (?:the money|my money|it|her|him|them|the kids|my (?:kids|children|son|daughter|time)) (?:back )?(?:by|now|today|tonight|immediately|this (?:weekend|week)|tomorrow)\b|i(?:'m| am) not asking,? i(?:'m| am) telling you|don't (?:even )?think about it)`,
    ),
    reason: REASONS.demand,
  },
  // --- offtopic ----------------------------------------------------------------------------
  // Social media only with the reader's time on it or a post seen of the reader's life (session 21:
  // the writer's own post or a child's is not off-topic; 3 of 8 sentences naming it were).
  {
    category: 'offtopic',
    pattern: rx(
      String.raw`\b(?:(?:your|ur|his|her|my|that|this) (?:so-called |new |little )*(?:boyfriend|girlfriend|bf|gf|fianc[eé]e?|lover|side piece|mistress|fling|new man|new woman|new guy|new girl|new partner|new wife|new husband|little friend|boy toy|sugar daddy)|(?:the|that|this) (?:woman|man|guy|girl|person|loser|tramp|slut|whore) (?:you(?:'re| are)|you've been) (?:seeing|dating|with|sleeping with|living with|shacking up with)|who you(?:'re| are) (?:dating|seeing|sleeping with)|(?:your|my|a|the|that) (?:so-called )?["“]?new (?:friend|boyfriend|girlfriend|partner|man|woman|guy|girl)["”]?|i (?:still )?miss (?:you|us)\b|(?:^|[,.;!?]\s*|\b(?:checking in|and)\s+)miss (?:you|u)\b|\bthinking (?:about|of) us\b|\bstill love me\b|\bmiss what we had\b|^\W*(?:u|you) up\?|\bwho i(?:'m| am)? (?:date|dating|see|seeing|sleep with)\b|\byou(?:'re| are) (?:seeing|dating|sleeping with) (?:someone|somebody)\b|(?:your|ur) (?:drinking|weight|looks|love life|dating life|sex life|social life|partying|spending habits|new (?:car|house|boat|phone|clothes|bag|haircut|hair|look|tattoo|truck|toy)|vacation(?! (?:week|weekend|time|days?|schedule|dates?|plans?))|tinder|dating app)|(?:your|ur) (?:mother|mom|mum|father|dad|sister|brother|family|parents) (?:is|are|was|were|has|have) (?:crazy|insane|nuts|toxic|awful|horrible|a joke|no better|just like you)|i saw (?:what|that) you posted|(?:time|hours|all day|all night) on (?:facebook|instagram|tiktok|social media)|saw on (?:facebook|instagram|tiktok|social media),? (?:that )?(?:you|your)\b)`,
    ),
    reason: REASONS.offtopic,
  },
  // --- session 15: shapes of meaning (docs/message-coach.md, "Session 15") -------------------
  // Conditional threats and ultimatums: "pick up the phone right now or i'm coming over", "...
  // or I'll call my lawyer"; a court or lawyer brought in as pressure ("I'm going to a judge",
  // "I'll be asking the court to look at it", "I'm sending this whole thread to my lawyer",
  // "I'm writing every one of these down for the judge", "not paying until my lawyer ..."),
  // and pressure said plainly ("This isn't over.", "Don't expect me to make this easy.").
  // "Text me or I'll call you", "... or I'll ask my mom to take her" arrange, not threaten.
  {
    category: 'threat',
    pattern: rx(
      String.raw`\bor (?:else )?(?:i(?:'m| am) (?:coming|going|calling|filing|taking|keeping|telling|done|reporting|changing|posting|sharing|publishing|exposing)|i(?:'ll| will) (?!(?:just |gladly |happily )?(?:call|text|ring|email|message|phone) (?:you|u)\b)(?!(?:just |gladly |happily )?(?:ask|see|check|pick|get|take|bring|drop|do|find|try|let|assume|plan|go ahead|book|arrange|figure|wait|handle|cover|make other)\b)[a-z]+)\b[^.!?]*|\b(?:i(?:'m| am)|i(?:'ll| will)(?: be)?|i(?:'m| am) (?:going|gonna)(?: to)?)\s+(?:going|go|run(?:ning)?|heading)\s+(?:straight\s+)?to\s+(?:a|the)\s+(?:judge|court|courts)\b|\b(?:i(?:'ll| will)(?: be)?|i(?:'m| am))\s+(?:asking|ask|petitioning|telling|tell)\s+(?:the|a)\s+(?:court|judge)\b|\b(?:writing|write|putting|noting|keeping track of)\s+(?:\w+\s+){0,4}(?:down\s+)?for\s+(?:the|my)\s+(?:judge|court|lawyer|attorney)\b|\b(?:sending|forwarding|showing|giving)\s+(?:this|these|it|that|them|your|all|the|every)\b[^.!?]{0,30}?\bto\s+(?:my|the)\s+(?:lawyer|attorney|judge|court)\b|\buntil my (?:lawyer|attorney)\b|\b(?:i'd|you'd|you should|you better|you'd better) think (?:hard|twice|long and hard|carefully) before\b|\bthis (?:isn't|is not|ain't) over\b|\bdon't (?:expect|count on)\b[^.!?]{0,40}\b(?:easy|getting|seeing|a single|another|any more|anymore|extra)\b|\bturning the car (?:around|AROUND)\b|\b(?:i'm not|i am not|i won't|i will not|not) (?:going to )?(?:answer|pay|sign|give|send|bring|return|agree)\b[^.!?]*\b(?:until|till|unless) (?:you|a judge|the court)\b[^.!?]*|\bnot (?:one|another|a) (?:more )?(?:cent|dime|penny)\b[^.!?]*|\bi(?:'ll| will) (?:pay|sign|give|bring|return|answer) (?:\w+ )?(?:when|once|after) you (?:start|stop|finally|agree|let)\b[^.!?]*|\b(?:keep|be) (?:texting|calling|messaging|emailing) (?:you )?until you\b|\b(?:every (?:word|message|text)|this|it all|all of (?:it|this)) (?:is|are) going (?:straight )?to (?:the|my) (?:judge|court|lawyer|attorney)\b|\bmy (?:lawyer|attorney) (?:agrees|says|thinks|knows) (?:that )?(?:you|u)\b[^.!?]*|\bdone being nice\b|\byou can forget (?:about )?(?:having|seeing|getting)\b[^.!?]*|\bi(?:'ll| will) finish it\b|\bwhile i(?:'m| am) (?:still )?alive\b|\bover my dead body\b|\byou(?:'ll| will) (?:get|be left with) nothing\b|\bi(?:'ll| will) go after\b`,
    ),
    reason: REASONS.threat,
  },
  // Orders and deadlines with no courtesy: "Don't bother driving over.", "Don't argue.", "Stay
  // out of my house.", "Quit acting like ...", "Figure it out yourself.", "From now on you'll
  // drop him at my place", "I want Thanksgiving confirmed by Friday".
  {
    category: 'demand',
    pattern: rx(
      String.raw`(?<=(?:^|[.,;:!?—–]|\b(?:and|so|just|now|then))\s*)(?:don't (?:argue|even (?:try|start|think))|stay (?:out of|away from)|figure it out (?:yourself|on your own)|deal with it)\b[^.!?,]*|(?<!\b(?:i|we|they|he|she|you|who)\s)\bdon't even try\b[^.!?,]*|\byou figure it out\b|^\W*not happening\W*$|,\s*period\W*$|\b(?:she|he|they|the kids|it) (?:had )?better be\b[^.!?,]*|\bfrom now on,? you(?:'ll| will| are going to|'re going to)\b[^.!?,]*|\bi want (?:\w+ ){1,3}(?:confirmed|signed|returned|back|paid|done|sent|dropped off) (?:by|before|today|tonight|now)\b[^.!?]*`,
    ),
    reason: REASONS.demand,
  },
  // Mind-reading and blame told as what the reader did to the writer or the family: "You just
  // want something to be mad about", "You know exactly what you did", "You do this on purpose",
  // "You turned my own son against me", "You took everything from me", "You've been spying on
  // me", "You'd rather buy yourself a new truck than feed your kids", "You drink too much to be
  // driving them", "he took the kids and then lied to the school about me", "This is all on you".
  {
    category: 'blame',
    pattern: rx(
      String.raw`\byou (?:just |only |really |clearly |obviously )?(?:want|wanted|need|needed) (?:something|an excuse|a reason|attention|a fight|it so|them so|this so)\b|\byou (?:just|only|simply) (?:don't|do not|didn't) want to\b|\byou know (?:exactly |damn well |full well )?what you(?:'ve)? (?:did|done|do|said)\b|\b(?:on purpose|deliberately|intentionally|purposely)\b|\byou(?:'re| are) (?:just|only) (?:jealous|bitter|mad|angry|upset|scared|doing (?:it|this|that))\b|\bquit acting like\b|\b(?:you|he|she) (?:(?:have|has|'ve|'s) )?(?:turned|turn|turns|turning|poisoned|set) (?:\w+ ){0,4}against (?:me|us|my|his|her|their|the)\b|\b(?:you|he|she) (?:took|take|takes|stole|have taken|'ve taken) (?:everything|it all|all of it|my \w+|the kids|the children) (?:from|away from) me\b|\byou(?:'ve| have)? been (?:spying|snooping|stalking|sneaking|hiding|lying)\b|\byou(?:'d| would) rather\b[^.!?]*\bthan\b|\byou (?:drink|spend|party|work|drank|spent|partied|yell|smoke) too much\b|\byou (?:blew|bailed|flaked|ditched)\b|\byou could(?:'ve| have) (?:put|gotten|got|killed|hurt|lost)\b|\b(?:lied|lies|lying) (?:to (?:\w+ ){1,2})?about me\b|\b(?:all|completely|entirely|totally) on you\b|\bthe reason (?:we're|we are|the kids|she's|he's|they're|our family)\b[^.!?]*|\bhope you enjoy (?:ruining|wrecking|destroying|missing)\b|\bdo you even (?:care|read|look|know|listen|check|think|remember|notice|try|want)\b|\byou (?:didn't|did not|never|DIDN'T) (?:even )?think to (?:tell|ask|call|let|check)\b|\b(?:stop|quit) acting like\b|\byou (?:don't|do not|didn't) deserve (?:it|them|her|him|to)\b|\bonce again,? you\b|\b(?:spend|spending|spent|blow|blowing|blew) (?:it|the money|\w+) (?:all )?on (?:yourself|your (?:boyfriend|girlfriend|new \w+))\b|\byou (?:can't|cannot) be (?:reasonable|trusted)\b|\bmake me (?:out to be|look like) the bad guy\b|\b(?:waited|was waiting|sat waiting|were waiting)\b[^.!?]{0,30}\bfor (?:an hour|hours|over an hour|\d+ (?:minutes|mins|hours))\b|\bwaited (?:\d+|forty|thirty|twenty) (?:minutes|mins)\b`,
    ),
    reason: REASONS.blame,
    needs: rx(String.raw`\b(?:you|your|u|ur|he|she|me|my|our)\b`),
  },
  // Sarcasm without kind words: "it's not like ...", "Funny how ...", "how convenient", "Very
  // on brand.", "Real nice co-parenting.", "Don't rush on our account", "I'm just supposed to
  // read your mind".
  {
    category: 'sarcasm',
    pattern: rx(
      String.raw`\bit's not like (?!(?:i|we) (?:mind|care)\b)|\bfunny how\b|\bhow convenient\b|\b(?:very|so|real|really) on brand\b|\bon brand\b|\breal nice\b|\bdon't (?:rush|hurry) on (?:our|my|their|his|her) account\b|\b(?:supposed to|expected to|meant to) read your mind\b`,
    ),
    reason: REASONS.sarcasm,
  },
  // Put-downs: "You know what you are.", "What kind of selfish mother does that?"
  {
    category: 'insult',
    pattern: rx(
      String.raw`\byou know what you are\b|\bonce an? (\w+),? always an? \1\b|\bwhat kind of (?:a )?[a-z]+ (?:parent|father|mother|dad|mom|mum|person|man|woman) (?:does|would|says|lets|forgets|acts)\b[^.!?]*`,
    ),
    reason: REASONS.insult,
  },
  // Sweeping: "every single thing/month", "Nothing I do is ever good enough", "the fifth
  // weekend in a row".
  {
    category: 'absolute',
    pattern: rx(
      String.raw`\bevery single (?:thing|message|text|email|bill|month|week|weekend)\b|\b(?:nothing|anything) (?:i|we) (?:do|did|say|said) is ever\b|\bever good enough\b|\b(?:\w+ )(?:weekend|time|week|month|day|visit|pickup|payment)s? in a row\b`,
    ),
    reason: REASONS.absolute,
    needs: rx(String.raw`\b(?:you|your|u|ur)\b`),
  },
  // --- session 17: classes of polite-surface hostility (docs/message-coach.md, "Session 17") ---
  // Mock asides and shrugs: "not that you'd notice", "Guess that's where the child support goes",
  // "hope it was worth it", "whatever you say", "you're the expert", "wonder who taught her that",
  // "look who remembered ...".
  {
    category: 'sarcasm',
    pattern: rx(
      String.raw`\bnot that you(?:'d| would| could| ever| even| managed| bothered| care| cared| noticed| seem)\b[^.!?,;]*|^\W*guess (?:that's|that is)\b[^.!?]*|^\W*guess [a-z]+(?: [a-z]+)? (?:isn't|is not|wasn't|doesn't|matters?|comes? first|is more important)\b[^.!?]*|\bhope (?:it|that|she|he|they)(?:'s| is| was| were) worth it\b|\bwhatever you say\b|\byou're the expert\b|\bwonder (?:who|where) (?:taught|(?:she|he|they) (?:got|learned|gets|learns))\b[^.!?]*|\blook who (?:remembered|showed up|finally|decided|woke up|'s talking|is talking)\b[^.!?]*`,
    ),
    reason: REASONS.sarcasm,
  },
  // Mind-reading and charges told as what the reader knows, needs or bothers with: "whose fault
  // the divorce is", "what you're really like", "when it's convenient for you", "you don't even
  // need that money", "you didn't even notice", "Did you even look at the instructions?", "Were
  // you ever going to tell me?", "you just do what you want".
  {
    category: 'blame',
    pattern: rx(
      String.raw`\bwhose fault\b|\bwhat you(?:'re| are) really like\b|\bwhen it(?:'s| is) convenient for you\b|\byou (?:don't|do not|didn't|did not) (?:really|even) (?:need|care|want|mean|try|notice|listen|read|check|look|know|bother)\b|\b(?:did|do|does|can|could) you even [a-z]+\b|\b(?:were|are) you (?:ever|even) going to\b[^.!?]*|\byou (?:just |only |always )?do (?:what(?:ever)?|as) you (?:want|like|please)\b`,
    ),
    reason: REASONS.blame,
  },
  // Pressure with the children or money as the stake, and the reader dared: "so no kids this
  // weekend", "Pay up and you can see them", "You're not getting another cent until ...", "My
  // lawyer will, starting Monday", "I dare you", "if you don't pick up I'm coming over", "If you're
  // late one more time I'm leaving and taking her", "whether the paper says so or not".
  {
    category: 'threat',
    pattern: rx(
      String.raw`\b(?:so|then) no (?:kids|visits?|visitation|weekend|time with (?:them|her|him))\b[^.!?]*|\b(?:and|then) you (?:can|get to) see (?:them|her|him|the kids)\b|\bnot getting (?:another|one more|a single|a) (?:cent|dime|penny|dollar)\b[^.!?]*|\bmy (?:lawyer|attorney) will(?=\s*[,.!]| be (?:hearing|in touch|contacting|calling)| (?:handle|deal with) (?:this|it|you))|\bi dare you\b|(?<=\bif you (?:don't|do not|won't|will not|can't)\b[^.!?]{0,40})\bi(?:'m| am|'ll| will) (?:coming|going|leaving|taking|calling|keeping|done)\b[^.!?]*|(?<=\bif you(?:'re| are)?\b[^.!?]{0,30}\b(?:one more time|again)\b[^.!?]{0,10})\bi(?:'m| am|'ll| will) (?:coming|going|leaving|taking|calling|keeping|done)\b[^.!?]*|\bwhether (?:the (?:paper|order|judge|court)|you like it|you want(?: it)?|you agree)(?: says so)? or not\b`,
    ),
    reason: REASONS.threat,
  },
  // Orders with no courtesy in any message: "Don't bother driving over.", "Stop nagging me about
  // money.", "Your new friend is not to write in this book again.", and the writer's terms set
  // alone: "I'll drop them off when it suits me", "I'll get there when I get there", "I'll text as
  // much as I like".
  {
    category: 'demand',
    pattern: rx(
      String.raw`(?<=(?:^|[.!?,;]\s*)(?:(?:just|so|then|and)\s+)?)(?:don't|do not) (?:even )?bother (?!looking|searching)(?:[a-z]+ing|coming|to)\b[^.!?]*|(?<=(?:^|[.!?,;]\s*))stop [a-z]+ing(?: (?:me|us|him|her|them|it))?\b|\b(?:is|are)(?: not|n't) to (?:be|come|write|go|contact|talk|call|text|see|bring|take|have|post|attend)\b[^.!?]*|\bwhen(?:ever)? (?:it suits me|i feel like it)\b|\bi'll get there when i get there\b|\bas much as i (?:like|want|please)\b`,
    ),
    reason: REASONS.demand,
  },
  // Names for a person not listed above: "sperm donor", "that tramp", "Cheapskate."
  {
    category: 'insult',
    pattern: rx(String.raw`\b(?:whores?|tramps?|skank\w*|sluts?|sperm donor|cheapskates?|gold ?diggers?|bimbos?|hags?)\b`),
    reason: REASONS.insult,
  },
  // --- session 26 (docs/message-coach.md, "Session 26 (helper msgcoach)") ---------------------------
  // The reader's acts told as a story, in the second person (the co-parenting trainers' "editorials on the other
  // parent's choices"): "You took her from the car park and you've refused to bring her home", "At work you've
  // shouted at me ...", "You have been standing outside my home filming us". "you" as the subject of a verb in the
  // past or of an act in progress, with the writer, the children or the home in the sentence. Not after a word that
  // makes it a condition, a time or a report ("if you left", "the day you told me", "Mom said you called"), not a
  // courtesy or an arrangement ("you said", "you asked", "you agreed", "you picked up", "you need"), not a question.
  {
    category: 'blame',
    pattern: rx(
      String.raw`${STORY_NOT_AFTER}\byou(?:'ve| have)? (?!(?:said|asked|agreed|offered|mentioned|sent|paid|picked|dropped|confirmed|told me you|signed|helped|did a|did such|were right|let me know|booked|emailed|need|needed|used|showed|called|stated|promised|accepted|welcomed|replaced|wanted|left (?:me|us|this family|the family|your family|our family|for)|texted me (?:the|to ask|about (?:the|her|his))|made (?:it|a (?:good|great)))\b)(?![^.!?]*\baway\b)(?:\w+ed|let|gave|forgot|stopped|${STORY_PAST})\b[^.!?]*\b${STORY_OBJECT}|${STORY_NOT_AFTER}\byou(?:'ve been| have been| were| keep| kept| are always|'re always) (?!(?:been )?(?:doing|working|trying|helping|asking|going|coming|getting|having|looking|taking care|paying|planning|thinking|wondering|feeling|being|hoping)\b)(?!(?:no|some|any|every)thing\b)\w+ing\b[^.!?]*\b${STORY_OBJECT}`,
    ),
    reason: REASONS.blame,
    // Not a question. Thanks or praise for what the reader did ("You brought the kids home early, thank you so much!")
    // is a fact of the sentence that every second-person blame rule reads (sentences.ts thanksOrPraise, session 27).
    needs: /^[^?]*$/,
    fallback: true,
  },
  // The writer run down to others, told to the reader (the alienating behaviour the co-parenting and family-law pages
  // list: speaking badly of the other parent to the children, the school, the family): "You told the children I'd
  // stop loving them", "Your mother told the girls I was a bad woman", "you tell them I'm the one saying no". Not an
  // ask ("Could you tell the boys I'll ring on Saturday?").
  {
    category: 'blame',
    pattern: rx(
      String.raw`(?<!\b(?:can|could|would|will|please|pls|to|and then) )\b(?:you|your \w+) (?:told|tell|tells|keep telling|kept telling|have told|'ve told|has told|said to|are telling|'re telling|have been telling|'ve been telling) (?!me\b|us\b)(?:[\w-]+ ){1,3}(?:that )?(?:i|my)\b(?! (?:can|could|would like|will be|am picking|'ll be picking|'ll ring|'ll call)\b)[^.!?;]*`,
    ),
    reason: REASONS.blame,
    needs: /^[^?]*$/,
    fallback: true,
  },
  // A motive read into what the reader wants (mind-reading): "You only want him so you don't have to pay
  // maintenance", "You just want me gone so you can date whoever you want".
  {
    category: 'blame',
    pattern: rx(
      String.raw`\byou(?:'re| are)? (?:only|just|clearly|obviously) \w+(?: [\w/]+){0,5},? (?:so|so that|just so) (?:you|u)(?:'ll| will| can| could| don't| do not| won't| get| have| pay| look| save| avoid| feel)\b[^.!?;]*`,
    ),
    reason: REASONS.blame,
    needs: /^[^?]*$/,
    fallback: true,
  },
  // The children coached against the writer: "You coach him on what to say before every visit", "You're clearly
  // putting ideas in her head".
  {
    category: 'blame',
    pattern: rx(
      String.raw`\b(?:put|putting|puts|planting|plant|plants|planted|filling|fill|fills|filled) (?:ideas|things|stuff|lies|words|thoughts|\w+ ideas) (?:in|into) (?:her|his|their|the kids'|the children's|(?:my|our) (?:son|daughter)'s) (?:head|heads|mind|minds)\b|\b(?:coach|coaches|coaching|coached|prep|prepping|prepped|script|scripting|scripted|rehearse|rehearsing|rehearsed) (?:him|her|them|the kids|the children|(?:my|our) (?:son|daughter|kids|children))\b[^.!?]{0,25}\bwhat to say\b`,
    ),
    reason: REASONS.blame,
    needs: rx(String.raw`\b(?:you|your|u|ur|he|she)\b`),
  },
  // A consequence left unsaid (the threats the family-law pages quote: "Do what I want, or you'll be sorry"): "Go
  // ahead, apply again, see what happens to you", "You'll get what's coming to you", "he'll have me to deal with".
  {
    category: 'threat',
    pattern: rx(
      String.raw`\byou(?:'ll| will) see what happens\b|\bsee what happens to (?:you|u)\b|(?:\band|,)\s+see what happens\b|\bwhat(?:'s| is) coming to (?:you|u)\b|\bhave me to (?:deal|reckon) with\b`,
    ),
    reason: REASONS.threat,
  },
  // Litigation as attrition (the court threats co-parenting pages describe as control): "I'll bury you in motions
  // until you can't afford to fight", "I'll bleed you dry in court", "I'll drag this to the Court of Appeal as many
  // times as it takes".
  {
    category: 'threat',
    pattern: rx(
      String.raw`\b${RUIN_VERBS} (?:you|u)\b${BY_LEGAL_MEANS}[^.!?]*|\b(?:bury|drown|bleed|drain|bankrupt|break) (?:you|u)\b(?: dry)?[^.!?]*|\bas many times as it takes\b|\buntil (?:you|u) (?:can't|cannot|can no longer) afford\b[^.!?]*|\bdrag (?:this|it|you|this case|the case|us) (?:through|to|into) (?:every|the|each|all)\b[^.!?]*\b(?:courts?|appeals?)\b`,
    ),
    reason: REASONS.threat,
    needs: rx(String.raw`${LEGAL_WORDS}|\bfil(?:e|ing)s?\b`),
  },
  // Praise or thanks opening a sentence that then tells a bad turn (sarcasm as a positive sentiment against a negative
  // situation, as the sarcasm literature describes it): "Brilliant, so now the kids hear about money from you", "Great,
  // another letter from your solicitor", "Wow, thanks so much for showing up to exactly zero games". The praise is
  // the span; "Great, see you at 5" tells no bad turn.
  {
    category: 'sarcasm',
    pattern: rx(
      String.raw`^\W*(?:(?:oh|aye|wow|well|yeah|ah),? )*(?:great|brilliant|wonderful|lovely|perfect|fantastic|convenient|marvell?ous|super|awesome|nice|thanks a million|thanks so much|thanks a lot|thanks heaps|how generous|how kind|how thoughtful|how nice|how lovely|congratulations|well done|bravo)\b(?=[,!.]?\s+[^.!?]*\b(?:so now|another|every time|zero|nothing|no one|last to know|as usual)\b)`,
    ),
    reason: REASONS.sarcasm,
  },
  // Mock praise said first, before the deed it mocks: "Oh how generous, letting me have my own daughter for one
  // dinner", "What a great mother, keeping the kids from ...", "Congratulations on being the most difficult ...",
  // "Thanks a million for telling the kids ...", "How sweet of her to ...". ("Thanks so much for" is left out: it
  // is as often meant.)
  {
    category: 'sarcasm',
    pattern: rx(
      String.raw`^\W*(?:oh,? )?(?:how (?:generous|kind|thoughtful|big|noble|sweet) of (?:you|her|him|them)\b|how (?:generous|noble|big of you|sweet)\b|thanks a million for\b|congratulations on being\b|what a (?:great|wonderful|fantastic|brilliant|lovely) (?:mother|father|mom|mum|dad|parent|co-parent)(?=,\s+\w+ing\b))`,
    ),
    reason: REASONS.sarcasm,
  },
  // A sweep said first, over what the reader does or where the children are with them: "Every time they come back
  // from your house they're behind", "Every single summer you find some reason ..."; and "every time" before a turn
  // that is not the reader's act ("... every time he's with you", "... every time it's your weekend").
  {
    category: 'absolute',
    pattern: rx(
      String.raw`(?<=^\W*)every (?:single )?(?:time|week|weekend|holiday|birthday|summer|christmas|month|visit)\b(?=[^.!?]*\b(?:you|your|he|she|they)\b)|\bevery (?:single )?time (?=(?:it's|it is|he's|he is|she's|she is|they|you)\b)`,
    ),
    reason: REASONS.absolute,
    // A polite request for each time ("Every time you pick them up, please bring her coat.") is a routine asked for,
    // for this rule and the older "every time you" alike (sentences.ts `routineAsked`, session 27).
    needs: rx(String.raw`\b(?:you|your|u|ur)\b`),
  },
  // An order that shuts the discussion (the opposite of BIFF's "firm", which closes politely and leaves room to answer):
  // "This is not a request.", "I'm not asking.", "..., no discussion", "This is non-negotiable". Not "I'm not asking
  // you to fix anything" (a request disowned).
  {
    category: 'demand',
    pattern: rx(
      String.raw`\b(?:i'm not asking|i am not asking)(?=(?: (?:again|twice|you again|nicely|anymore|any more))?\s*(?:[.!]|$))|\b(?:this|that|it) (?:is|'s) not (?:a request|up for (?:discussion|debate|negotiation)|negotiable|optional)\b|(?<!\b(?:had|was|been|is|there's|there is|without|with) )\bno discussion\b(?! (?:about|of|with|on|before|between)\b)|\bend of discussion\b|\bnot up for (?:discussion|debate)\b|\bnon-negotiable\b|\bnot open for discussion\b`,
    ),
    reason: REASONS.demand,
  },
  // --- hedging -----------------------------------------------------------------------------
  {
    category: 'hedging',
    pattern: rx(
      String.raw`\b(?:i(?:'m| am) (?:so |really |very |terribly |truly |extremely )?sorry (?:to (?:bother|ask|trouble|be a pain)(?: you)?|if (?:this|that|it|i)|for (?:asking|bothering|the trouble|being)|again|but)|sorry to (?:bother|ask|trouble)(?: you)?|sorry again|i hate to (?:ask|bother)(?: you)?)\b,?\s*`,
    ),
    reason: REASONS.hedging,
    replacement: '',
  },
  {
    category: 'hedging',
    pattern: rx(
      String.raw`,?\s*\b(?:if (?:it's|that's|this is|that is) (?:ok|okay|alright|all right|not too much(?: trouble)?|fine)(?: with you)?|if you don't mind|i hope (?:that's|this is|it's|that is) (?:ok|okay|alright|all right|fine)|no pressure(?: if not)?|only if you (?:want|can|don't mind)|if you can(?:'t)?,? no worries|(?:(?:it's|that's|totally|completely) )?(?:fine|ok|okay|alright) if not|i(?:'ll| will)? (?:(?:totally|completely) )?(?:understand|get it) if not)\b`,
    ),
    reason: REASONS.hedging,
    replacement: '',
  },
  {
    category: 'hedging',
    pattern: rx(
      String.raw`\b(?:i (?:was|am|'m) (?:just )?wondering (?:if|whether)|(?:i )?just wanted to (?:see|ask|check) (?:if|whether)|i (?:guess|suppose) (?:maybe|if)|i think maybe|maybe,? (?:possibly|perhaps|if)|i don't know if maybe|(?:would|might) it (?:maybe |possibly )?be (?:possible|ok|okay|alright)|(?:kind|sort) of (?:maybe|hoping|wondering|thinking)|if (?:maybe|possibly|perhaps)|i(?:'m| am) (?:just )?trying (?:my best|to figure (?:things|it|this) out)|i(?:'m| am) sorry i(?:'m| am) not perfect|i don't know what i(?:'m| am) (?:doing|going to do)(?: yet)?)\b|,\s*i (?:guess|mean)[.!]?$|^if that works for you,? i mean`,
    ),
    reason: REASONS.hedging,
  },
];

/** Capitals that are abbreviations, not shouting. */
export const ABBREVIATIONS = new Set(
  'AM PM ASAP CPS DCF DSS OK ER ID TV US USA UK GAL IEP ADHD PTA FYI ETA COVID RSVP DMV IRS HOA MD DDS DR PHD NYC LA DC SUV ATM PIN PDF URL SMS GPS HIV STD ICU IVF LLC CEO ADD OCD PTSD ASD UTI ENT CPR EST PST CST MST ET PT CT MT BTW LOL OMG IDK AKA DUI DWI OFW TP TBD TBA USD PST EMT RN NP PA GED SAT ACT AP HS JR SR II III IV'.split(
    ' ',
  ),
);
