// The message coach's reviewed word lists (docs/message-coach.md, "How a message is read"):
// data the grammar rules of clauses.ts read beside compromise's tags and the AFINN-165 scores.
// Words are lower case; verbs are listed by stem and match their -s/-ed/-ing forms.

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/**
 * Verbs that charge the reader with a fault when "you" does them ("you isolate me", "you
 * yelled at him"), beside every verb AFINN-165 scores -2 or lower.
 */
export const BLAME_VERBS = words(`
  yell scream isolate ignore forget neglect lie manipulate refuse sabotage undermine abandon
  ruin destroy violate badmouth bad-mouth poison brainwash alienate control disrespect belittle
  humiliate embarrass interrupt withhold hide keep cancel blame twist exaggerate harass stalk
  bully guilt-trip gaslight overrule dump ditch skip waste spoil mess screw`);

/** AFINN-scored verbs that do not charge the reader ("if you miss the bus", "you worry"). */
export const NOT_BLAME = words(`miss worry cry hurt sick sorry afraid scared fear die kill`);

/**
 * What a parent is expected to do: "you didn't <one of these>" charges the reader with not
 * doing it ("You didn't sign Timmy's permission slip").
 */
export const DUTY_VERBS = words(`
  sign feed pay call show tell ask bring pick return answer reply respond help care listen
  follow respect make remember check let give send show up come bother inform consult include
  wash clean bathe take attend keep`);

/** Words that stand for the reader's character: "you are <one of these>" is name-calling. */
export const CHARACTER = words(`
  unreliable irresponsible selfish lazy pathetic useless worthless hopeless clueless careless
  heartless spineless gutless shameless reckless thoughtless inconsiderate disrespectful rude
  cruel mean nasty vindictive spiteful petty toxic abusive controlling manipulative deceitful
  dishonest untrustworthy immature childish incompetent negligent neglectful unfit crazy
  insane unstable delusional paranoid psycho narcissist narcissistic liar loser deadbeat idiot
  moron stupid dumb ignorant arrogant entitled miserable bitter jealous pitiful disgusting
  disgrace embarrassment joke failure incapable despicable deplorable contemptible absent absentee
  cowardly coward sleazy hypocrite impossible`);

/**
 * Feelings, not character: "you're angry", "were you upset?" say how the reader feels, so they
 * are no insult even where AFINN-165 scores them -2 or lower.
 */
export const FEELINGS = words(`
  angry mad upset sad hurt scared afraid frightened worried sorry tired exhausted sick ill
  annoyed frustrated disappointed lonely depressed anxious stressed confused ashamed embarrassed
  devastated heartbroken miserable bitter jealous`);

/** Nouns for a parent or a person: "an absent father", "the most incompetent parent". */
export const PARENT_NOUNS = words(`
  father mother parent dad mom mum daddy mommy mummy person human man woman husband wife
  co-parent coparent excuse role model example`);

/** Judgements of what the reader did: "this is ridiculous", "that's unacceptable". */
export const JUDGEMENT = words(`
  ridiculous unacceptable absurd outrageous insane crazy pathetic laughable ludicrous
  unbelievable typical disgraceful shameful disgusting inexcusable unreal nonsense bullshit
  bs crap rubbish garbage unfair`);

/** Conduct the reader is charged with: "you're late again", "you're being unreasonable". */
export const CONDUCT = words(`
  late unreasonable wrong difficult dishonest unfair hypocritical hypocrite
  ungrateful uncooperative unavailable ruining lying ignoring letting changing cancelling
  canceling missing forgetting refusing blaming keeping twisting undermining controlling`);

/**
 * A legal or official step announced as pressure, as [verbs, what they are done to]: keeping a
 * record of everything ("I'm documenting everything"), filing ("I'm filing a motion"), bringing
 * in an authority ("I'll call my lawyer"). The objects keep ordinary uses out ("I'll save it
 * for her", "I'll forward the school's form").
 */
export const LEGAL_STEPS: ReadonlyArray<[verbs: ReadonlySet<string>, objects: ReadonlySet<string>]> = [
  [words('document record screenshot log save keep'), words('everything every all your')],
  [words('file sue subpoena petition'), words('motion motions contempt complaint lawsuit charges custody modification for you')],
  [words('report call contact notify involve get'), words('police cops cps dcf judge court lawyer attorney')],
];

/** Interjections that open praise; with a charge in the same sentence they mock. */
export const PRAISE_OPENERS = words(`wow gee great congratulations congrats nice bravo wonderful brilliant perfect fantastic`);

/** Nouns for a person: "your lazy ass", "your useless father" speak of someone, not something. */
export const PERSONS = words(`
  parent father mother mom mum dad man woman person self ass butt family boyfriend girlfriend
  husband wife partner excuse human being loser idiot liar`);
