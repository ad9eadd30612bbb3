/**
 * Compares two paired sentences (or provisions): the verdict, the typed differences and a
 * compact redline (only the changed words, with a little context) made with the jsdiff
 * library. Aligned only when the two say the same thing; a changed figure, date, day,
 * parent, tick or waiver is a conflict; other changed wording is "could not compare".
 * Plain TypeScript, no DOM.
 */
import { diffArrays } from 'diff';
import { readDetails, type Detail, type DetailKind } from './details';
import { resolveRoles, sameParties, type Aliases } from './aliases';
import { canonicalTokens } from './canonical';
import { DEFINES, detailDifferences, type Difference } from './differences';
import { compareMeanings, explain, meaningOf } from './meaning';
import { cap, type Meaning } from './meaningValues';
import { redline, type RedlinePart } from './redline';
import { meaningSay } from './meaningSay';
import { doc, list, say } from './say';
import { foldSynonyms } from './thesaurus';
import { isChildrenLine } from './provisions';
import { contentStems, dice } from './stems';

export type PairVerdict = 'identical' | 'aligned' | 'conflict' | 'could-not-compare';

/** Words whose change flips what a sentence means. */
const KEY_WORDS = new Set([
  'not',
  'no',
  'never',
  'neither',
  'nor',
  'without',
  'except',
  'unless',
  'only',
  'may',
  'sole',
  'joint',
  'jointly',
  'primary',
  'supervised',
  'unsupervised',
  'before',
  'after',
  'until',
  'including',
  'excluding',
  'exclusive',
  'separate',
  'none',
  'odd',
  'even',
  'waive',
  'waives',
  'waived',
  'x',
  'ticked',
  'sell',
  'sold',
  'sale',
  'keep',
  'retain',
  'refinance',
  'buy',
  'transfer',
  'award',
  'awarded',
]);

/**
 * Key words whose change alone rarely flips a term ("ends the day before" / "until the day
 * before", "shall" / "may have"): with no typed difference, the pair is left to the reader
 * ("could not compare") rather than called a conflict.
 */
const WEAK_KEY_WORDS = new Set(['only', 'may', 'before', 'after', 'until', 'including']);
/** Weak key words whose change says nothing new when every value both state is the same. */
const HARMLESS_WITH_SAME_VALUES = new Set(['may', 'until', 'including']);

/** Key words that negate: reworded, not changed, when both sides negate and the typed values agree. */
const NEGATION = new Set(['not', 'no', 'never', 'neither', 'nor', 'without', 'unless', 'except']);
/** Key words a typed value reads (meaning.ts): their change alone is no conflict when the values agree. */
/**
 * The typed values that read "joint" and "jointly": who decides and where the children live.
 * Another agreeing value ("mediation first") says nothing of who acts (compare.ts, oneParentAgainstBoth).
 */
const JOINTNESS_SLOTS = /^(?:custody\.(?:decision|physical|areas|daily)|schedule\.(?:home|pattern))$/;
const READ_BY_MEANING = new Set([
  'joint',
  'jointly',
  'sole',
  'primary',
  'neither',
  'waive',
  'waives',
  'waived',
  'odd',
  'even',
  'may',
  'keep',
  // "The parties are awarded joint custody" / "we share custody": the court's verb, the same custody.
  'award',
  'awarded',
]);
/** Which typed values a detail difference already shows (meaning.ts slots). */
const COVERED: Array<[DetailKind, RegExp]> = [
  ['money', /\.amount$/],
  ['waiver', /\.payer$/],
  ['parity', /^holiday:|^tax\.claim$/],
  ['notice', /^relocation\.notice$/],
  ['distance', /^relocation\.distance$/],
  ['weeks', /^schedule\.pattern$/],
  ['duration', /^travel\.length$|^leave\.time$/],
];
/** Stemmed content words this close (Dice) say the same thing when no figure, parent or key word differs. */
const REWORDED = 0.75;

export interface PairComparison {
  verdict: PairVerdict;
  /** Aligned although worded differently (the typed values or the stemmed words agree). */
  reworded?: boolean;
  differences: Difference[];
  redline: RedlinePart[];
  /**
   * Partly the same: every value both state agrees, and these slots one side states alone (with
   * each side's typed values), so the pair is not Aligned unless the other document states them
   * elsewhere with the same value (engine/provisions.ts).
   */
  partly?: { a: string[]; b: string[]; ma: Meaning; mb: Meaning };
}

/** Capitalised words after a sentence's first word (names of places, offices, courts). */
/** Capitalised words that open a sentence or clause without naming anything. */
const OPENERS = new Set(
  'the a an in at on for from to by of if when where while once every each both either neither no any all this that these those after before during until upon with within'.split(
    ' ',
  ),
);
const capitalised = (t: string, aliases: Aliases) =>
  // The sentence's own first word is capitalised whatever it is ("Major decisions ...").
  (t.replace(/^\W*[A-Z][a-z]+/, '').match(/\b[A-Z][a-z]+/g) ?? [])
    // A first name the documents give a parent or a child names a person, not a place.
    .filter((w) => !OPENERS.has(w.toLowerCase()) && !aliases.has(w))
    .filter((w) => !/^(?:Mother|Father|Husband|Wife|Petitioner|Respondent|Party|Parties|Court)$/.test(w))
    // A month names a date, which the figures compare ("December 31, 4:00 p.m." / "4 p.m. on New Year's Eve").
    .filter((w) => !/^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/.test(w))
    .sort()
    .join(' ');
/** Dates that are holidays by name ("December 31" is New Year's Eve, "January 1" New Year's Day). */
const HOLIDAY_DATES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bDecember 31\b/, "New Year's Eve"],
  [/\bJanuary 1(?!\d)/, "New Year's Day"],
  [/\bDecember 24\b/, 'Christmas Eve'],
  [/\bDecember 25\b/, 'Christmas Day'],
  [/\bJuly 4(?!\d)/, 'Independence Day, the Fourth of July'],
  [/\bOctober 31\b/, 'Halloween'],
];
/** The text with the holiday's name after each date that is one, so a date and the holiday's name are the same name. */
const withHolidayNames = (t: string) => HOLIDAY_DATES.reduce((x, [re, name]) => (re.test(x) ? `${x} (${name})` : x), t);
/**
 * Both texts name the same places, offices and people as often ("at the residence of the
 * Possessory Conservator" against "to the residence of the Managing Conservator" is a
 * different place): a changed name is never "the same in other words".
 */
const sameNames = (a: string, b: string, aliases: Aliases) => {
  const fa = withHolidayNames(foldSynonyms(a));
  const fb = withHolidayNames(foldSynonyms(b));
  // A name one side capitalises that the other also says, in any case and place, is the same name.
  // Or one the other side's name holds in fuller or shorter form (session 29, `namePhrases`).
  const [pa, pb] = [namePhrases(fa, aliases), namePhrases(fb, aliases)];
  const missing = (x: string, other: string, own: string[][], theirs: string[][]) =>
    capitalised(x, aliases)
      .split(' ')
      // "Wednesdays" and "Wednesday" are the same name.
      .filter((w) => w && !new RegExp(`\\b${w.replace(/s$/, '')}s?\\b`, 'i').test(other))
      .filter((w) => !own.some((p) => p.includes(w) && theirs.some((q) => sameNameInOtherLength(p, q))));
  return missing(fa, fb, pa, pb).length === 0 && missing(fb, fa, pb, pa).length === 0;
};

/** The words a figure is said in ("within 45 days", "two hours"): shared by any two sentences that state one. */
const FIGURE_WORDS = /\b(?:within|days?|hours?|weeks?|months?|years?|minutes?|at least|no later than|before|after|of)\b/gi;
/** How close two sentences are in the words beside their figures (stemmed, as `closeness`). */
const beyondFigures = (a: string, b: string, aliases: Aliases) =>
  dice(contentStems(a.replace(FIGURE_WORDS, ' '), aliases), contentStems(b.replace(FIGURE_WORDS, ' '), aliases));

/**
 * Words that name a kind of place or day, not which one: two names that share only these ("Sumner
 * Street" / "North 27th Street") are different names.
 */
const NAME_KIND =
  /^(?:Street|St|Road|Rd|Avenue|Ave|Drive|Dr|Lane|Ln|Court|Ct|Way|Boulevard|Blvd|Place|Pl|Circle|Parkway|Highway|Day|Eve|County|City|Town|Township|Village|Center|Centre|School|Schools|Public|Elementary|Middle|High|District|Department|Office|State|National|International|Regional|Airport|Park|Church|Hospital|Store|Station|North|South|East|West|New|Saint|Mr|Mrs|Ms|Act|Program|Services?|Family|Police)$/;

/** Each run of capitalised words after a sentence's first word, a name ("Dana Mills", "Linglestown Road"), as its words. */
const namePhrases = (t: string, aliases: Aliases): string[][] =>
  (t.replace(/^\W*[A-Z][a-z]+/, '').match(/\b[A-Z][a-z]+(?:\.?\s+[A-Z][a-z]+)*/g) ?? [])
    .map((p) => p.split(/\.?\s+/).filter((w) => !OPENERS.has(w.toLowerCase()) && !aliases.has(w)))
    .filter((p) => p.length > 0);

/**
 * One name said in fuller or shorter form ("Dana" / "Dana Mills", "Dr. Patel" / "Dr. Nikhil
 * Patel", "the Family Support Registry" / "the Georgia Family Support Registry", "Edison" /
 * "Edison Township Public Schools"): every word of the shorter is in the longer, and a word they
 * share names which one, not only its kind.
 */
const sameNameInOtherLength = (p: string[], q: string[]) => {
  const [short, long] = p.length <= q.length ? [p, q] : [q, p];
  return short.every((w) => long.includes(w)) && short.some((w) => !NAME_KIND.test(w));
};

/** How many times a text says "no" other than as the abbreviation of a number ("Case No. 26-DM-00442"). */
const realNo = (t: string) =>
  // "has 3 hours to say yes or no": a choice, not a negation.
  (t.replace(/\byes or no\b|\bno or yes\b/gi, '').match(/\bno\b(?!\.\s*[A-Z0-9])/gi) ?? []).length;

const BIRTH_DATE =
  /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/g;

/**
 * Slots that answer one question in different kinds of value: how the summer is shared (a number
 * of weeks, a pattern, a half). When both sides answer it and share none of these slots, their
 * slots, A's then B's; otherwise none.
 */
const ONE_QUESTION: readonly (readonly string[])[] = [['summer.weeks', 'summer.pattern', 'summer.share']];
export function unlikeAnswers(a: Meaning, b: Meaning): string[] {
  const out: string[] = [];
  for (const q of ONE_QUESTION) {
    const sa = q.filter((slot) => a.has(slot));
    const sb = q.filter((slot) => b.has(slot));
    if (sa.length && sb.length && !sa.some((slot) => sb.includes(slot))) out.push(...sa, ...sb);
  }
  return out;
}

/**
 * The slots that say where, who pays, what share, who has the children, when, how much and what
 * notice: the values a report must never show as agreed when one side leaves them out.
 */
const SLOTS_BOTH_MUST_FILL =
  /^(?:exchange\.(?:place|when)|support\.(?:payer|amount)|spousal\.(?:payer|amount)|pays:.+|insurance\.carrier|costs\.split|uncovered\.split|holiday:.+|summer\.holder|schedule\.midweek|relocation\.notice|travel\.notice|vacation\.notice)$/;
/**
 * Typed values one side states and the other leaves out (meaning.ts slots), A's then B's. Two
 * provisions compare equal only when every slot either fills, both fill with the same value: an
 * exchange place, a payer or a holiday's holder said on one side only makes them at most partly
 * the same, never Aligned (docs/mediator.md, Verdicts).
 */
function oneSidedSlots(a: Meaning, b: Meaning): { a: string[]; b: string[] } {
  // Under joint decision-making on both sides, the areas named are examples (meaning.ts compareMeanings).
  const bothJoint = a.get('custody.decision')?.key === 'joint' && b.get('custody.decision')?.key === 'joint';
  const only = (x: Meaning, y: Meaning) =>
    [...x.keys()].filter((slot) => SLOTS_BOTH_MUST_FILL.test(slot) && !y.has(slot) && !(bothJoint && slot === 'custody.areas'));
  return { a: only(a, b), b: only(b, a) };
}

/** "Party A: exchanges at school. Party B: not stated.", for each side that states what the other leaves out. */
function partly(ma: Meaning, mb: Meaning, slots: { a: string[]; b: string[] }): Difference[] {
  return (['A', 'B'] as const).flatMap((p): Difference[] => {
    const [m, own] = p === 'A' ? [ma, slots.a] : [mb, slots.b];
    if (!own.length) return [];
    const q = p === 'A' ? 'B' : 'A';
    const said = meaningSay(m, m, own);
    const value = cap(explain(m, m, own).a).replace(/\.$/, '');
    return [
      {
        kind: 'meaning',
        a: p === 'A' ? value : 'not stated',
        b: p === 'B' ? value : 'not stated',
        line: `Party ${p}: ${value}. Party ${q}: not stated.`,
        say: say('rt_partly', { p, q, value: said.v?.a ?? doc(value) }),
      },
    ];
  });
}

const AUTHOR_LABEL = String.raw`(?:the\s+)?(?:Plaintiff|Defendant|Petitioner|Respondent|Mother|Father|Husband|Wife)(?:'s|s'|’s)`;
const MONTH_DATE = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},?\s+\d{4}`;
/**
 * A sentence with the words that name its own copy's author ("the Plaintiff's proposal", "Mother's
 * draft") and, in such a sentence, the day it was put forward ("submitted October 19, 2026", "served
 * ... on October 30, 2026") put in one form, so two sides saying the same of their own copies read the
 * same. A sentence that names no author is returned as it is.
 */
export function authorMasked(text: string): string {
  const authored = text
    .replace(new RegExp(`${AUTHOR_LABEL}(?=\\s+(?:proposal|proposed|draft|version|position|submission)\\b)`, 'g'), 'AUTHOR')
    .replace(
      new RegExp(
        `\\b(?:proposed|prepared|submitted|drafted|presented)\\s+by\\s+${AUTHOR_LABEL.replace("(?:'s|s'|’s)", '')}\\b`,
        'gi',
      ),
      'by AUTHOR',
    );
  // A day is the copy's own only in a sentence that names the copy's author: "The Respondent shall be served
  // with the motion on March 3, 2027" sets a deadline, a term.
  if (authored === text) return text;
  return authored.replace(
    new RegExp(
      `\\b(submitted|served|filed|prepared)\\b([^.;()]{0,40}?)\\bon\\s+${MONTH_DATE}|\\b(submitted|served|filed)\\s+${MONTH_DATE}`,
      'g',
    ),
    'submitted on DATE',
  );
}

/** Compares two paired texts. */
export function comparePair(
  textA: string,
  textB: string,
  aliases: Aliases = new Map(),
  opts: { parents?: boolean } = {},
): PairComparison {
  // Party labels read as the parent each document defines them to be (aliases.ts).
  const a = resolveRoles(textA, aliases);
  const b = resolveRoles(textB, aliases);
  // Synonyms folded first (thesaurus.ts): "together" and "jointly" are one token.
  const ta = canonicalTokens(foldSynonyms(a), aliases);
  const tb = canonicalTokens(foldSynonyms(b), aliases);
  if (ta.join(' ') === tb.join(' '))
    return {
      verdict: textA === textB ? 'identical' : 'aligned',
      ...(textA === textB ? {} : { reworded: true }),
      differences: [],
      redline: [],
    };
  // Each side naming its own copy's author in the same sentence ("..., the Plaintiff's proposal." /
  // "..., the Defendant's proposal.", "(Father's proposal, submitted October 19, 2026)"): the author
  // and the day the copy was put forward are that copy's own, never a term, so the two agree.
  const unauthored = (t: string) => authorMasked(t);
  if (unauthored(textA) !== textA && unauthored(textA) === unauthored(textB))
    return { verdict: 'aligned', reworded: true, differences: [], redline: [] };
  // Two lines that only say who is who, and say it the same way, set no term and agree.
  if (sameParties(textA, textB, aliases)) return { verdict: 'aligned', reworded: true, differences: [], redline: [] };
  // Two lines that only name the children with the same births ("Minor children: Noah Landry, born
  // June 14, 2014, and Ava ..." / "Noah was born June 14, 2014, and Ava was born ...") agree.
  if (isChildrenLine(textA) && isChildrenLine(textB)) {
    const births = (t: string) =>
      [...t.matchAll(BIRTH_DATE)]
        .map((m) => m[0].replace(/[\s,]+/g, ' '))
        .sort()
        .join('|');
    if (births(textA) !== '' && births(textA) === births(textB))
      return { verdict: 'aligned', reworded: true, differences: [], redline: [] };
  }
  // What each side decides, as typed values per topic (meaning.ts): a value both state
  // differently is a conflict explained by the two values, whatever the wording.
  const ma = meaningOf(a, aliases);
  const mb = meaningOf(b, aliases);
  const meaning = compareMeanings(ma, mb);
  // Who does what is read by the agreeing values ("The Mother claims in odd years and the
  // Father in even years" / "The Father in even years, the Mother in odd years"): the order
  // in which the parents are named then means nothing.
  const whoAgrees = !meaning.differ.length && meaning.agree.some((slot) => /mother|father/.test(ma.get(slot)?.key ?? ''));
  // A length both read as the same typed value ("four weeks" / "a month" of summer time) is not a
  // changed figure, however each side counts it.
  // So are the days a year with each parent ("265 days" / "Devon will have 100").
  const agreedDays = new Set([
    ...meaning.agree
      .filter((slot) => slot === 'summer.weeks')
      .map((slot) => {
        const k = ma.get(slot)?.key ?? '';
        return /^\d+d$/.test(k) ? k.slice(0, -1) : String(7 * Number(k));
      }),
    ...(meaning.agree.includes('schedule.days')
      ? [...(ma.get('schedule.days')?.key ?? '').matchAll(/\d+/g)].map((x) => x[0])
      : []),
  ]);
  // Each side's figures, times, days and parents, read once (told, parentsIn and sig use them).
  const detailsA = readDetails(a, aliases);
  const detailsB = readDetails(b, aliases);
  const told = (ds: Detail[]) => ds.filter((d) => !(d.kind === 'duration' && agreedDays.has(d.key)));
  const differences = detailDifferences(told(detailsA), told(detailsB), a, b).filter(
    (d) => (opts.parents !== false || d.kind !== 'parent') && !(whoAgrees && (d.kind === 'parent' || d.kind === 'parity')),
  );
  const rl = redline(textA, textB);
  // A typed value whose difference a figure already shows (the amount, the years, the notice
  // period, a waiver) is not said twice.
  const shown = new Set(differences.map((d) => d.kind));
  const untold = meaning.differ.filter((slot) => !COVERED.some(([kind, re]) => shown.has(kind) && re.test(slot)));
  // The same question answered in values of different kinds ("two weeks each summer" / "alternate
  // weeks in the summer"): each side states how the summer is shared, neither in the other's
  // terms, so the two are never "the same in other words" (docs/mediator.md, Verdicts).
  untold.push(...unlikeAnswers(ma, mb));
  if (untold.length) {
    const e = explain(ma, mb, untold);
    const typed: Difference = { kind: 'meaning', a: e.a, b: e.b, line: e.line, say: meaningSay(ma, mb, untold) };
    // How often calls are made, read as a typed value (contact.weekly), is not said again as a frequency.
    const often = untold.some((slot) => /^contact\.weekly$/.test(slot));
    return {
      verdict: 'conflict',
      differences: [typed, ...differences.filter((d) => d.kind !== 'parent' && !(often && d.kind === 'frequency'))],
      redline: rl,
    };
  }
  if (differences.length || meaning.differ.length) return { verdict: 'conflict', differences, redline: rl };
  const parts = diffArrays(ta, tb);
  // Key words whose count changes (a word only moved to another place does not count).
  const count = (ws: string[]) => ws.reduce((m, w) => m.set(w, (m.get(w) ?? 0) + 1), new Map<string, number>());
  const rem = count(parts.filter((p) => p.removed).flatMap((p) => p.value));
  const add = count(parts.filter((p) => p.added).flatMap((p) => p.value));
  // "with the Plaintiff in even-numbered years" / "with the Defendant in even-numbered years", in
  // documents that never say which parent is which: the other party, a conflict all the same.
  const SIDE: Record<string, number> = { plaintiff: 1, petitioner: 1, defendant: 2, respondent: 2 };
  // Only when the label is all that changed: "Petitioner requests ..." / "Respondent requests ..." in
  // each party's own proposal names its author, and the rest of the words say what differs.
  const labelsA = [...rem.keys()].filter((w) => SIDE[w] && !add.has(w) && !tb.includes(w));
  const labelsB = [...add.keys()].filter((w) => SIDE[w] && !rem.has(w) && !ta.includes(w));
  if (
    rem.size === 1 &&
    add.size === 1 &&
    labelsA.length === 1 &&
    labelsB.length === 1 &&
    SIDE[labelsA[0] as string] !== SIDE[labelsB[0] as string]
  ) {
    const [la, lb] = [cap(labelsA[0] as string), cap(labelsB[0] as string)];
    return {
      verdict: 'conflict',
      differences: [
        {
          kind: 'wording',
          a: la,
          b: lb,
          line: `Names: Party A says ${la}; Party B says ${lb}.`,
          say: say('rt_names', { a: list([doc(la)]), b: list([doc(lb)]) }),
        },
      ],
      redline: rl,
    };
  }
  // "a mediator chosen by the Mother" / "a mediator the parents choose together": one parent
  // where the other side says both, while the agreeing value (mediation first) says nothing of who.
  const parentsIn = (ds: Detail[]) =>
    new Set(ds.filter((d) => d.kind === 'parent' && (d.key === 'mother' || d.key === 'father')).map((d) => d.key));
  const oneParentAgainstBoth = (w: string) => {
    if (!/^(?:joint|jointly)$/.test(w) || meaning.agree.some((slot) => JOINTNESS_SLOTS.test(slot))) return false;
    const [withWord, without] = add.has(w) ? [detailsB, detailsA] : [detailsA, detailsB];
    return parentsIn(without).size === 1 && parentsIn(withWord).size === 0;
  };
  const soleOn = (m: Map<string, number>) => m.has('sole') || m.has('primary');
  const soleAgainstJoint = (soleOn(rem) && add.has('joint')) || (soleOn(add) && rem.has('joint'));
  const contrasted = (w: string) => soleAgainstJoint && (w === 'sole' || w === 'primary' || w === 'joint');
  const keys = [...new Set([...rem.keys(), ...add.keys()])].filter(
    (w) =>
      (KEY_WORDS.has(w) || w === 'x' || w === 'blank') &&
      // Said on one side only: a key word one side repeats ("principal residence" twice) is no change.
      rem.has(w) !== add.has(w) &&
      !(ta.includes(w) && tb.includes(w)) &&
      // Words the typed values already read ("neither ... shall pay" and "waived" both say no
      // support is paid) change nothing when every value both sides state agrees, unless one side's
      // "sole" or "primary" stands where the other says "joint" ("joint legal custody and sole
      // physical custody with the Mother" / "joint legal custody and joint physical custody"): the
      // agreeing value is then another custody than the one the word is about.
      !(meaning.agree.length && READ_BY_MEANING.has(w) && !contrasted(w) && !oneParentAgainstBoth(w)) &&
      // A ticked form line read as the same choice as the other side's words ("[X] Joint" /
      // "share legal custody jointly"): the tick marks are only the form's way of saying it.
      !(meaning.agree.length && (w === 'x' || w === 'blank')) &&
      // "[X] Shared placement: ..." against the same words with no form: the tick only says it is chosen.
      !(w === 'x' && (!/\[[X ]\]/.test(a) || !/\[[X ]\]/.test(b))) &&
      // "[X] plaintiff/parent 1 [ ] defendant/parent 2" against words with no form: the blanks are
      // only the options not chosen.
      !(w === 'blank' && /\[X\]/.test(a + b) && (!/\[[X ]\]/.test(a) || !/\[[X ]\]/.test(b))) &&
      // "Case No. CDDM 118042" is a number, not a negation: only a real "no" counts.
      !(w === 'no' && realNo(a) === realNo(b)) &&
      // "except at the following times", "except for the times with me below": the other parent's
      // times follow; no exception to a term.
      !(w === 'except' && /\bexcept (?:at |for |during )?(?:the )?(?:following )?(?:times|parenting time)\b/i.test(a + ' ' + b)),
  );
  // The same rule said the other way round, when the typed values agree: both sides negate
  // ("shall not be removed ... without the consent of both parents" / "Neither parent will move
  // the children ... unless the other parent agrees"), or one says "if ... does not ..." where
  // the other says ", or ..." ("If the other party does not object within 30 days, ..." / "has
  // thirty days to object, or loses the right to object").
  // "on non-school days" negates as "when there's no school" does.
  // "except in an emergency" makes the same exception as "unless there is an emergency".
  const negates = (t: string) => /\b(?:not|no|never|neither|nor|without|unless|except)\b|\w['’]t\b|\bnon-[a-z]/i.test(t);
  // A negation in other words ("Nobody has to pay for college" / "Neither parent is ordered to pay",
  // "doesn't change" / "cannot be modified", "no matter whose night" / "regardless of which parent").
  // "If the parties cannot agree, ..." sets when a rule applies and negates nothing it decides.
  const negatesInAnyWords = (text: string) => {
    const t = text.replace(
      /\byes or no\b|\b(?:cannot|can not|can['’]t|do not|don['’]t|does not|doesn['’]t|are unable to|is unable to|fail to)\s+agree\b/gi,
      '',
    );
    return negates(t) || /\b(?:nobody|no one|none|nothing|cannot|regardless|excluded|excludes)\b/i.test(t);
  };
  const conditional = (x: string, y: string) => /\bif\b[^.;]{0,80}\b(?:not|no)\b/i.test(x) && /,\s*or\b|\botherwise\b/i.test(y);
  // "The children will live with their mother, except for the times with me below" is what a
  // primary home with the Mother means.
  // "with the Mother ... at all times when the Father is not ON-DUTY" says the same.
  const otherTimes = (t: string) => /\bat all (?:other )?times when\b[^.;]{0,60}\bnot\b/i.test(t);
  if (meaning.agree.includes('schedule.home'))
    for (let i = keys.length - 1; i >= 0; i--)
      if (keys[i] === 'except' || (keys[i] === 'not' && (otherTimes(a) || otherTimes(b)))) keys.splice(i, 1);
  // "Neither parent shall move ... without giving sixty days' notice" / "If either of us wants to
  // move, we will give two months' notice": a rule forbidding the act without the condition is the
  // condition attached to the act.
  const attached = (x: string, y: string) => /\b(?:without|unless)\b/i.test(x) && /\bif\b/i.test(y) && !negates(y);
  // Both sides negate, each in its own words, and no typed value differs: the negation is how each
  // says the rule, not a change of it (session 26). With no agreeing value the pair is then left to
  // the reader unless its words are nearly the same, never a conflict made of "not" against "no".
  const bothNegate = negatesInAnyWords(a) && negatesInAnyWords(b);
  if (
    bothNegate ||
    (meaning.agree.length &&
      ((negates(a) && negates(b)) || conditional(a, b) || conditional(b, a) || attached(a, b) || attached(b, a)))
  )
    for (let i = keys.length - 1; i >= 0; i--) if (NEGATION.has(keys[i] as string)) keys.splice(i, 1);
  // "only through the app unless it's an emergency" / "through the app except in emergencies": "only
  // ... unless" makes the exception "except" makes.
  const onlyUnless = (x: string) => /\bonly\b[^.;]{0,80}\b(?:unless|except)\b/i.test(x);
  const exceptOnly = (x: string) => /\b(?:unless|except)\b/i.test(x);
  if ((onlyUnless(a) && exceptOnly(b)) || (onlyUnless(b) && exceptOnly(a)))
    for (let i = keys.length - 1; i >= 0; i--) if (keys[i] === 'only') keys.splice(i, 1);
  const strong = keys.filter((w) => !WEAK_KEY_WORDS.has(w));
  // Aligned only when no typed value is said on one side alone; otherwise partly the same.
  const onlyOne = oneSidedSlots(ma, mb);
  const aligned = (): PairComparison =>
    onlyOne.a.length || onlyOne.b.length
      ? { verdict: 'could-not-compare', differences: partly(ma, mb, onlyOne), redline: rl, partly: { ...onlyOne, ma, mb } }
      : { verdict: 'aligned', reworded: true, differences: [], redline: rl };
  // Every figure, time, day, date and year both state is the same, and they state the same
  // ones ("In even-numbered years ... from 6:00 P.M. on Wednesday until 7:00 P.M. on Sunday").
  // A frequency only when both state one: "every Monday and Thursday" and "Mondays and Thursdays" state the
  // same days (a frequency both state differently is already a difference).
  const bothOften = detailsA.some((d) => d.kind === 'frequency') && detailsB.some((d) => d.kind === 'frequency');
  const sig = (ds: Detail[]) =>
    ds
      .filter((d) => d.kind !== 'parent' && (bothOften || d.kind !== 'frequency'))
      .map((d) => `${d.kind}=${d.key}`)
      .sort()
      .join('|');
  const sa = sig(detailsA);
  const closeness = dice(contentStems(a, aliases), contentStems(b, aliases));
  // Session 29: one figure both state the same (a period, a notice, a time) is evidence as two are,
  // once the two sentences share a fifth of their other words, the figure's own ("within", "days")
  // left out ("The parties shall email about Ava and answer within 48 hours." / "We email about Ava
  // and write back within two days."); a lone figure in otherwise different words is still left to the reader.
  const sameFigures = sa !== '' && sa === sig(detailsB) && (sa.split('|').length >= 2 || beyondFigures(a, b, aliases) >= 0.2);
  const agrees = (meaning.agree.length > 0 || sameFigures || closeness >= REWORDED) && sameNames(a, b, aliases);
  if (!strong.length && keys.length) {
    // "including Christmas Eve" / "Christmas Eve included", "may choose" / "at the discretion of":
    // with every value the same these say the same; "before"/"after" or "only" may not.
    // A notice period or a time to object, read the same on both sides, already says "before" or "after".
    // So does mediation first ("mediation before the filing of any petition" / "mediation first").
    const timed = meaning.agree.some((slot) => /notice|objection|dispute\.first/.test(slot));
    const harmless = keys.every((w) => HARMLESS_WITH_SAME_VALUES.has(w) || (timed && (w === 'before' || w === 'after')));
    return agrees && harmless ? aligned() : { verdict: 'could-not-compare', differences: [], redline: rl };
  }
  if (keys.length) {
    const removed = keys.filter((w) => (rem.get(w) ?? 0) > (add.get(w) ?? 0));
    const added = keys.filter((w) => (add.get(w) ?? 0) > (rem.get(w) ?? 0));
    const show = (ws: string[]) =>
      ws.map((w) => (w === 'x' ? '[X] ticked' : w === 'blank' ? '[ ] not ticked' : `"${w}"`)).join(', ');
    const words = (ws: string[]) =>
      list(
        ws.map((w) =>
          w === 'x' ? say('rt_x_ticked') : w === 'blank' ? say('rt_blank_unticked') : say('rt_quoted', { w: doc(w) }),
        ),
      );
    const said =
      removed.length && added.length
        ? say('rt_wording_both', { a: words(removed), b: words(added) })
        : say('rt_wording_only', removed.length ? { p: 'A', words: words(removed) } : { p: 'B', words: words(added) });
    const line =
      removed.length && added.length
        ? `Wording: Party A's text has ${show(removed)} where Party B's has ${show(added)}.`
        : removed.length
          ? `Wording: only Party A's text has ${show(removed)}, which changes what it says.`
          : `Wording: only Party B's text has ${show(added)}, which changes what it says.`;
    return {
      verdict: 'conflict',
      differences: [
        {
          kind: 'wording',
          a: removed.length ? show(removed) : 'not in this wording',
          b: added.length ? show(added) : 'not in this wording',
          line,
          say: said,
        },
      ],
      redline: rl,
    };
  }
  // A changed name of a place, court or role ("Hays County" against "Williamson County",
  // "Managing Conservator" against "Possessory Conservator") changes what is agreed.
  // A street address is a name with its house number ("40 Elm Street" / "12 Pine Street", and "40 Elm
  // Street" / "12 Elm Street" are two places: session 29; before, a number before the name hid it).
  const addresses = (t: string) =>
    [
      ...t.matchAll(
        /\b\d{1,6}(?:\s+[A-Z][a-z]+){1,3}\s+(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Way|Boulevard|Blvd|Place|Pl|Circle|Parkway|Highway)\b/g,
      ),
    ].map((m) => m[0]);
  const names = (t: string) =>
    [...(t.match(/(?<=[a-z,;:]\s+(?:the\s+|of\s+|in\s+)?)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*/g) ?? []), ...addresses(t)].filter(
      (w) =>
        !/^(?:Mother|Father|Husband|Wife|Petitioner|Respondent|Plaintiff|Defendant|Party|Parties|Court|State|Commonwealth|The|This|Section|Article|Paragraph)$/.test(
          w,
        ) && !aliases.has(w.split(' ')[0] ?? ''),
    );
  // "Worthington City School District" and "the Worthington City Schools" name the same schools.
  const place = (n: string) =>
    n
      .replace(
        /\s*\b(?:(?:City|County|Township|Borough|Village|Town|Public|Unified|Independent|Community|Area)\s+)*(?:School District|Schools|School System)\b/g,
        '',
      )
      .trim();
  const na = new Set(names(foldSynonyms(a)).map(place).filter(Boolean));
  const nb = new Set(names(foldSynonyms(b)).map(place).filter(Boolean));
  // A name part of a longer name on the other side ("Eve" in "Christmas Eve") is the same name.
  const fa = foldSynonyms(a);
  const fb = foldSynonyms(b);
  const onlyA = [...na].filter((w) => !nb.has(w) && !fb.includes(w));
  const onlyB = [...nb].filter((w) => !na.has(w) && !fa.includes(w));
  // A sentence that only says who is who ("The Mother is Rachel Novak.") sets no term.
  if (onlyA.length && onlyB.length && opts.parents !== false && !DEFINES.test(a) && !DEFINES.test(b)) {
    return {
      verdict: 'conflict',
      differences: [
        {
          kind: 'wording',
          a: onlyA.join(', '),
          b: onlyB.join(', '),
          line: `Names: Party A says ${onlyA.join(', ')}; Party B says ${onlyB.join(', ')}.`,
          say: say('rt_names', { a: list(onlyA.map(doc)), b: list(onlyB.map(doc)) }),
        },
      ],
      redline: rl,
    };
  }
  // Same values in other words: every typed value both state agrees, or the stemmed content
  // words are nearly the same ("make decisions together" / "jointly make decisions").
  if (meaning.agree.length || agrees) return aligned();
  return { verdict: 'could-not-compare', differences: [], redline: rl };
}
