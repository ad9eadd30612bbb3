/**
 * The mediator's legal-domain thesaurus: wordings that parenting plans and settlement
 * agreements use for the same thing, each folded to one canonical wording before two
 * provisions are compared or paired. Kept as data; every entry names where the wordings
 * were read (a pair of the real-document corpus in tests/fixtures/mediation-real, whose
 * README lists the published forms and statutes behind it). Reviewed by hand: an entry is
 * only added when every variant means the same in every provision it can appear in
 * ("jointly" and "together" do; "shared" does not, since time can be shared unequally).
 * Plain TypeScript, no DOM.
 */

export interface ThesaurusEntry {
  /** The wording every variant is read as. */
  canonical: string;
  /** Other wordings with the same meaning (matched whole-word, case-insensitive). */
  variants: string[];
  /** Where the wordings were read: corpus pair ids (tests/fixtures/mediation-real/pairs). */
  seenIn: string[];
}

export const THESAURUS: readonly ThesaurusEntry[] = [
  {
    canonical: 'jointly',
    variants: ['together', 'mutually', 'shared by the parents jointly', 'by mutual agreement'],
    seenIn: ['co-parenting-plan', 'co-parenting-plan-2', 'mo-parenting-plan', 'mo-parenting-plan-2'],
  },
  {
    canonical: 'education',
    variants: ['schooling', 'educational', 'school matters'],
    seenIn: ['co-parenting-plan', 'co-parenting-plan-2', 'mo-parenting-plan-2', 'mo-parenting-plan'],
  },
  {
    canonical: 'health care',
    variants: ['doctors', 'medical care', 'healthcare', 'medical treatment'],
    seenIn: ['ky-hardin-plain', 'co-parenting-plan', 'co-parenting-plan-2', 'mo-parenting-plan-2', 'or-parenting-plan'],
  },
  {
    canonical: 'religion',
    variants: ['church', 'religious upbringing', 'religious training', 'religious education', 'spiritual upbringing'],
    seenIn: ['ky-hardin-plain', 'co-parenting-plan-2', 'mo-parenting-plan-2', 'or-parenting-plan'],
  },
  {
    canonical: 'reside',
    variants: ['live', 'lives', 'living', 'resides', 'residing'],
    seenIn: ['mo-parenting-plan-2', 'az-parenting-plan', 'co-parenting-plan'],
  },
  {
    canonical: 'every other weekend',
    variants: ['alternate weekends', 'alternating weekends', 'every second weekend'],
    seenIn: ['mo-parenting-plan', 'az-parenting-plan', 'in-parenting-time'],
  },
  {
    canonical: 'alternating weeks',
    variants: ['alternate weeks', 'week-on, week-off', 'week-on/week-off', 'week on, week off', 'week on/week off', 'week about'],
    seenIn: ['mo-parenting-plan-2', 'co-parenting-plan-2'],
  },
  {
    canonical: 'uncovered',
    variants: [
      'not covered by insurance',
      'that insurance does not cover',
      'not paid by insurance',
      'unreimbursed',
      'not reimbursed by insurance',
      'uninsured',
      'that the insurance does not pay',
      'that insurance does not pay',
      'the insurance does not pay',
      'not paid by the insurance',
      'not covered by the insurance',
      'insurance does not cover',
      'insurance does not pay',
      'insurance does not pay for',
    ],
    seenIn: [
      'co-parenting-plan',
      'co-parenting-plan-2',
      'mo-parenting-plan-2',
      'ia-physical-care-plain',
      'ca-msa',
      'oh-shared-parenting',
      'va-custody-agreement',
    ],
  },
  {
    canonical: 'alternating weeks',
    variants: ['alternating weekly basis', 'alternating weekly schedule', 'alternate weekly'],
    seenIn: ['oh-shared-parenting'],
  },
  {
    // A default both sides may depart from by agreement: its presence on one side only changes nothing.
    canonical: 'absent other agreement',
    variants: [
      'unless otherwise agreed',
      'unless otherwise agreed in writing',
      'unless otherwise agreed by the parties',
      'unless otherwise agreed by the parents',
      'unless the parents agree otherwise',
      'unless the parties agree otherwise',
      'unless the parties otherwise agree',
      'unless the parents otherwise agree',
    ],
    seenIn: ['oh-shared-parenting', 'in-parenting-time', 'tx-spo'],
  },
  {
    canonical: 'primary residence',
    variants: ['main home', 'primary home', 'principal residence'],
    seenIn: ['va-custody-agreement', 'ga-parenting-plan'],
  },
  {
    canonical: 'expenses',
    variants: ['costs'],
    seenIn: ['oh-shared-parenting', 'co-parenting-plan-2', 'va-custody-agreement'],
  },
  {
    canonical: 'equally',
    variants: ['half and half', '50/50', 'fifty-fifty', 'one-half each', 'in equal shares'],
    seenIn: ['al-custody-plain', 'co-parenting-plan-2', 'mo-parenting-plan-2'],
  },
  {
    canonical: 'statements',
    variants: ['remarks', 'comments'],
    seenIn: ['mo-parenting-plan'],
  },
  {
    canonical: 'telephone',
    variants: ['phone'],
    seenIn: ['co-parenting-plan', 'pa-custody-stipulation', 'wi-parenting-plan'],
  },
  {
    canonical: 'respond',
    variants: ['reply', 'answer', 'responds', 'replies'],
    seenIn: ['mo-parenting-plan-2', 'co-parenting-plan-2'],
  },
  {
    // Deadlines and bounds: the negation belongs to the idiom, not to the term.
    canonical: 'at least',
    variants: ['not later than', 'no later than', 'not less than', 'no less than'],
    seenIn: ['in-parenting-time', 'in-parenting-time-plain', 'al-custody-plain'],
  },
  {
    canonical: 'at most',
    variants: ['not more than', 'no more than'],
    seenIn: ['tx-spo'],
  },
  {
    canonical: 'nonrelocating parent',
    variants: ['non-relocating parent', 'parent who is not moving', 'parent who is not relocating'],
    seenIn: ['in-parenting-time', 'in-parenting-time-plain'],
  },
  {
    canonical: 'spousal support',
    variants: ['alimony', 'spousal maintenance'],
    seenIn: ['ca-msa', 'ca-msa-2'],
  },
  {
    canonical: 'until',
    variants: ['and ending at', 'ending at'],
    seenIn: ['mo-parenting-plan', 'or-parenting-plan'],
  },
  {
    // A notice period counted back from the move: "before the move" adds nothing to it.
    canonical: 'in advance',
    variants: [
      'before the move',
      'prior to the move',
      'before moving',
      'ahead of the move',
      'in advance of the move',
      'before the relocation',
      'prior to the relocation',
      'ahead',
    ],
    seenIn: ['nv-parenting-plan-plain', 'mn-parenting-plan', 'in-parenting-time-plain'],
  },
  {
    // "shall not move ... except upon order of the court" / "will not move ... unless the court orders it".
    canonical: 'unless',
    variants: ['except upon', 'except with', 'except by'],
    seenIn: ['mn-parenting-plan'],
  },
  {
    canonical: 'in the presence of',
    variants: ['in front of', 'within the hearing of', 'within earshot of'],
    seenIn: ['nv-parenting-plan-plain'],
  },
  {
    // "Neither parent shall speak negatively about the other" / "We won't talk bad about each other".
    canonical: 'speak badly',
    variants: [
      'talk bad',
      'talk badly',
      'speak bad',
      'say bad things',
      'speak negatively',
      'talk negatively',
      'speak ill',
      'badmouth',
      'bad-mouth',
    ],
    seenIn: ['sc-parenting-plan-plain'],
  },
  {
    canonical: 'disparaging',
    variants: ['negative', 'derogatory', 'demeaning', 'belittling'],
    seenIn: ['nv-parenting-plan-plain', 'ky-timesharing-plan', 'mo-parenting-plan'],
  },
  {
    canonical: 'every evening',
    variants: ['each evening', 'every night', 'each night'],
    seenIn: ['co-parenting-plan'],
  },
  {
    canonical: 'separate',
    variants: ['non-consecutive', 'nonconsecutive'],
    seenIn: ['ny-parenting-plan-plain'],
  },
  {
    // Holidays over the regular schedule: "takes precedence over" / "come before".
    canonical: 'takes precedence over',
    variants: [
      'take precedence over',
      'come before',
      'comes before',
      'has priority over',
      'have priority over',
      'supersedes',
      'supersede',
      'overrides',
      'override',
    ],
    seenIn: ['ny-parenting-plan-plain', 'in-parenting-time-plain'],
  },
  {
    // The list that follows is an example: "including, but not limited to," says no more than "including".
    canonical: 'including',
    variants: ['including, but not limited to,', 'including but not limited to', 'including, without limitation,'],
    seenIn: ['al-custody-plain'],
  },
  {
    // Monday holidays joined to the weekend before them.
    canonical: 'attach to the preceding weekend',
    variants: [
      'go with the weekend before them',
      'go with the weekend before',
      'goes with the weekend before',
      'attach to the weekend before',
    ],
    seenIn: ['ky-hardin-plain'],
  },
  {
    // Holiday names (Hardin Family Court Appendix 6 and the Kentucky plain pair).
    canonical: 'Martin Luther King Day',
    variants: ["Martin Luther King's Birthday", 'Martin Luther King Jr. Day', 'Martin Luther King, Jr. Day', 'MLK Day'],
    seenIn: ['ky-hardin-plain'],
  },
  {
    canonical: "Presidents' Day",
    variants: ["President's Day", 'Presidents Day', "Washington's Birthday"],
    seenIn: ['ky-hardin-plain'],
  },
  {
    canonical: 'nonemergency',
    variants: ['non-emergency', 'that is not an emergency', 'which is not an emergency', 'not an emergency'],
    seenIn: ['wi-parenting-plan', 'tn-parenting-plan-plain'],
  },
  {
    // Plain-words plans say "choices" where forms say "decisions" ("make the important choices together").
    canonical: 'major decisions',
    variants: [
      'important decisions',
      'important choices',
      'big decisions',
      'big choices',
      'major choices',
      'significant decisions',
    ],
    seenIn: ['ia-physical-care-plain', 'ok-parenting-plan-plain'],
  },
  {
    canonical: 'decisions',
    variants: ['choices'],
    seenIn: ['ia-physical-care-plain'],
  },
  {
    // "two weeks in a row" / "two (2) consecutive weeks"; "thirty days in a row" / "thirty (30) consecutive days".
    canonical: 'consecutive weeks',
    variants: ['weeks in a row', 'weeks back to back', 'weeks back-to-back'],
    seenIn: ['id-parenting-plan-plain'],
  },
  {
    canonical: 'consecutive days',
    variants: ['days in a row', 'days back to back', 'days back-to-back'],
    seenIn: ['ok-parenting-plan-plain'],
  },
  {
    // Where the children change homes: "trade off the kids at ..." / "Exchanges shall take place at ...".
    canonical: 'exchange',
    variants: ['trade off', 'swap', 'hand off', 'switch over'],
    seenIn: ['ok-parenting-plan-plain'],
  },
  {
    canonical: 'transportation',
    variants: ['the driving'],
    seenIn: ['ia-physical-care-plain'],
  },
  {
    // Holidays by their date (the calendar): "from noon on December 24" is "from noon on Christmas Eve".
    canonical: 'Christmas Eve',
    variants: ['December 24', 'December 24th', 'Dec. 24'],
    seenIn: ['ks-parenting-plan-plain'],
  },
  {
    canonical: 'Christmas Day',
    variants: ['December 25', 'December 25th', 'Dec. 25'],
    seenIn: ['ks-parenting-plan-plain'],
  },
  {
    // Work-related child care: "the cost of child care needed for work" / "half of daycare while we are at work".
    canonical: 'child care',
    variants: ['daycare', 'day care', 'childcare'],
    seenIn: ['nm-joint-custody-plain'],
  },
  // Session 16 (issue 29): wordings read in pairs-sealed-7 (retired), one entry per source so that
  // loso.mjs --sets can hold them out.
  {
    // "Any medical or dental bills insurance won't pay, we split evenly" (contraction written out first).
    canonical: 'uncovered',
    variants: ['insurance will not pay', 'insurance will not pay for', 'insurance will not cover'],
    seenIn: ['sc-parenting-plan-plain'],
  },
  {
    canonical: 'expenses',
    variants: ['bills'],
    seenIn: ['sc-parenting-plan-plain'],
  },
  {
    canonical: 'equally',
    variants: ['evenly'],
    seenIn: ['sc-parenting-plan-plain'],
  },
  {
    // "keep each other informed" / "keep each other up to date".
    canonical: 'informed',
    variants: ['up to date', 'up-to-date', 'in the loop'],
    seenIn: ['ct-parenting-plan-plain'],
  },
  {
    // "reasonable telephone contact" / "on the phone whenever he is at the other house, within reason".
    canonical: 'at reasonable times',
    variants: ['within reason'],
    seenIn: ['sc-joint-custody-plain'],
  },
  {
    // "his scheduled extracurricular activities" / "his games and practices".
    canonical: 'extracurricular activities',
    variants: ['games and practices', 'practices and games'],
    seenIn: ['sc-joint-custody-plain'],
  },
  {
    canonical: 'continue to attend',
    variants: ['remain enrolled in', 'stay enrolled in', 'keep attending'],
    seenIn: ['ky-greenup-custody'],
  },
  // Session 17 (issue 29): wordings read in pairs-sealed-8 (retired), one entry per source pair so
  // that loso.mjs --sets can hold them out.
  {
    // "school, doctors (unless it's an emergency) and church" / "non-emergency health care".
    canonical: 'nonemergency',
    variants: ["unless it's an emergency", 'unless it is an emergency', 'except in an emergency', 'except emergencies'],
    seenIn: ['la-custody-plan-plain'],
  },
  {
    // "her doctors (not emergencies)" / "non-emergency medical care".
    canonical: 'nonemergency',
    variants: ['not emergencies', 'not in an emergency'],
    seenIn: ['me-parental-rights-plain'],
  },
  {
    // "and not through the child" / "never through Lily": a rule that says "never" says "not".
    canonical: 'not',
    variants: ['never'],
    seenIn: ['ar-custody-plain'],
  },
  {
    // "two (2) non-consecutive weeks" / "2 weeks, not back to back".
    canonical: 'separate',
    variants: ['not back to back', 'not back-to-back'],
    seenIn: ['de-custody-plain'],
  },
  {
    // "shall reside primarily with Mother" / "The kids live mostly with Alicia."
    canonical: 'primarily',
    variants: ['mostly', 'most of the time'],
    seenIn: ['de-custody-plain', 'la-custody-plan-plain'],
  },
  {
    // "Sports and activities we split fifty-fifty" / "extracurricular activities".
    canonical: 'extracurricular activities',
    variants: ['sports and activities', 'activities and sports'],
    seenIn: ['la-custody-plan-plain'],
  },
  // Session 19 (issue 29): wordings read in pairs-sealed-9 and pairs-sealed-10 (retired), one entry
  // per source pair so that loso.mjs --sets can hold them out.
  {
    // "Thanksgiving shall alternate between the parents" / "Thanksgiving goes back and forth each year".
    canonical: 'alternates',
    variants: ['goes back and forth', 'go back and forth', 'switches back and forth'],
    seenIn: ['hi-parenting-plan-plain'],
  },
  {
    // "The Mother shall have primary residential responsibility" / "Ella and Owen will make their home with Kari most of the time."
    canonical: 'reside with',
    variants: ['make their home with', 'make his home with', 'make her home with'],
    seenIn: ['nd-parenting-plan-plain'],
  },
  {
    // "shall speak negatively about the other" / "Neither of us will run the other down".
    canonical: 'speak badly',
    variants: ['run the other down', 'run each other down', 'put the other down', 'put each other down'],
    seenIn: ['sd-parenting-plain'],
  },
  {
    // "Neither parent shall disparage the other" / "We won't trash each other in front of Cole and Piper."
    canonical: 'speak badly of',
    variants: ['trash each other', 'trash the other', 'trash-talk each other', 'trash talk each other'],
    seenIn: ['wy-custody-plain'],
  },
  // Session 22 (issue 29): wordings read in pairs-sealed-13 (training since session 22) and pairs-sealed-10, one entry
  // per source pair so that loso.mjs --sets can hold them out.
  {
    // "shall give the other parent 60 days' written notice" / "we give the other parent two months' warning in writing".
    canonical: 'notice',
    variants: ['warning', 'heads-up', 'heads up'],
    seenIn: ['hi-plan-plain'],
  },
  {
    // "every weekend from Friday after school" / "every weekend from when school lets out Friday".
    canonical: 'after school',
    variants: ['when school lets out', 'when school gets out', 'after school lets out', 'after school gets out'],
    seenIn: ['hi-plan-plain'],
  },
  {
    // "every Wednesday from the end of the school day" / "from when school gets out".
    canonical: 'after school',
    variants: ['the end of the school day'],
    seenIn: ['mi-parenting-plain'],
  },
  {
    // An exchange "in the lobby of the Newberg Police Department" / "of the Newberg police station".
    canonical: 'police department',
    variants: ['police station'],
    seenIn: ['or-mediated-plain'],
  },
  {
    // A move "on or after June 20, 2027" / "as long as it's not before June 20, 2027".
    canonical: 'on or after',
    variants: ['not before', 'no earlier than', 'no sooner than'],
    seenIn: ['wa-relocation-plain'],
  },
  {
    // "She flies as an unaccompanied minor" / "The child shall travel by air as an unaccompanied minor".
    canonical: 'travel by air',
    variants: ['fly', 'flies', 'flying', 'travel by plane', 'travels by air'],
    seenIn: ['in-long-distance-plain'],
  },
  {
    // "The parents may adjust the parenting schedule by written agreement, including text messages." /
    // "We can change the schedule if we both agree in writing, and a text counts."
    canonical: 'written agreement',
    variants: ['agree in writing', 'agreement in writing', 'agreed in writing'],
    seenIn: ['nd-parenting-plan-plain'],
  },
  {
    canonical: 'change',
    variants: ['adjust'],
    seenIn: ['nd-parenting-plan-plain'],
  },
  {
    // "Owen goes to Cub Scouts on Thursdays no matter whose night it is." / "... regardless of which
    // parent has custody."
    canonical: 'regardless',
    variants: ['no matter'],
    seenIn: ['pa-coordinator-plain'],
  },
  {
    // "Time at school or camp, or with a grandparent, doesn't count." / "School, camp and time with a
    // grandparent are excluded from the right of first refusal."
    canonical: 'is excluded',
    variants: ['does not count', 'do not count'],
    seenIn: ['va-first-refusal-plain'],
  },
  {
    // "I make $3,100 a month before taxes." / "The Mother's monthly Gross Income is $3,100."
    canonical: 'gross',
    variants: ['before taxes', 'before tax', 'pre-tax'],
    seenIn: ['ga-support-addendum-plain'],
  },
  {
    // "After that I get Sofia every Sunday" / "Thereafter, the Defendant shall have ..."
    canonical: 'after that',
    variants: ['thereafter'],
    seenIn: ['nj-step-up-plain'],
  },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

/** Every variant, longest first, with its canonical wording. */
const RULES: Array<[RegExp, string]> = THESAURUS.flatMap((e) => e.variants.map((v) => [v, e.canonical] as const))
  .sort((x, y) => y[0].length - x[0].length)
  .map(([v, c]) => [new RegExp(`(?<![\\w-])${escape(v)}(?![\\w-])`, 'gi'), c]);

/**
 * English contractions written out, before the thesaurus reads the text ("medical bills that
 * insurance doesn't cover" is "... does not cover"): how English spells them, not a wording choice.
 */
const CONTRACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(do|does|did|is|are|was|were|has|have|had|would|should|could|must)n['’]t\b/gi, '$1 not'],
  [/\bwon['’]t\b/gi, 'will not'],
  [/\bcan['’]t\b/gi, 'cannot'],
  [/\bshan['’]t\b/gi, 'shall not'],
  // "I'll pick the kids up" (read as "the Father'll ..." once "I" is resolved), "we've agreed".
  [/(\w)['’]ll\b/g, '$1 will'],
  [/(\w)['’]ve\b/g, '$1 have'],
];

/** The text with every thesaurus variant replaced by its canonical wording. */
export function foldSynonyms(text: string): string {
  let out = text;
  for (const [re, full] of CONTRACTIONS) out = out.replace(re, full);
  for (const [re, canonical] of RULES) out = out.replace(re, canonical);
  return out;
}
