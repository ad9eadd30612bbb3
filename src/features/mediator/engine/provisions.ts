import { canonicalTokens } from '../canonical';
import { meaningSay } from '../meaningSay';
import { doc, list, say, type Arg } from '../say';
import { comparePair } from '../compare';
import { isWhoIsWho, type Aliases } from '../aliases';
import { readDetails } from '../details';
import { compareMeanings, explain, meaningOf } from '../meaning';
import type { Meaning } from '../meaningValues';
import { holidayNames } from '../meaningSchedule';
import { cap } from '../meaningValues';
import {
  describesOwnCopy,
  isAgeLine,
  isAuthorship,
  isChildrenLine,
  isDocumentMetadata,
  sentencesOf,
  type Provision,
} from '../provisions';

export { isAuthorship };
import { foldSynonyms } from '../thesaurus';
import { TOPIC_BY_ID, assignTopic, type TopicId } from '../topics';
import { pairUnits, type Unit } from './pairing';
import { contentSet, dice, topicText } from './similarity';
import type { Finding } from './types';

const OTHER_TOPIC = 'Other terms';
/** Words that set a term: who shall, will, must, may or can do what, what is allowed or agreed. */
const RULE_WORD = /\b(?:shall|will|must|may|can|cannot|can't|allowed|agrees?|agreed|gets?|pays?)\b/i;
/** RULE_WORD, the month May aside ("born May 9, 2014"). */
const setsRule = (t: string) => RULE_WORD.test(t.replace(/\bMay\s+\d/g, ' '));

function headingOf(p: Provision): string | null {
  const parts = [p.section, p.runIn].filter((x): x is string => Boolean(x));
  return parts.length ? parts.join(' - ') : null;
}

/* ------------------------------------------------------------------ provisions */

interface Sent {
  text: string;
  prov: Provision;
  heading: string | null;
}

/** The question a typed value answers: each holiday its own, else the slot's family (support, schedule ...). */
const family = (slot: string) =>
  slot.startsWith('holiday') || slot.startsWith('activity:')
    ? slot.replace(/^holiday-half:/, 'holiday:')
    : (slot.split(/[.:]/)[0] as string);

/** Typed values a document decides once (who decides, where the children live, who pays, notice). */
const SINGLE_SLOT =
  /^(?:custody\.(?:decision|physical|area:.+|final)|schedule\.home|support\.payer|relocation\.(?:notice|consent)|uncovered\.split|insurance\.carrier|holiday:.+|communication\.response|exchange\.(?:place|transport)|schedule\.midweek)$/;

/**
 * The topic a typed value belongs to (meaning.ts slots), where one is unambiguous, first match
 * first. Exchange times and places are left to the words: a schedule sentence often names its
 * change-over too.
 */
const SLOT_TOPIC: ReadonlyArray<readonly [RegExp, TopicId]> = [
  [/^schedule\.(?:home|pattern|midweek|days)$/, 'parenting-time'],
  [/^(?:holiday|holiday-half):|^summer\./, 'holidays'],
  [/^support\./, 'child-support'],
  [/^spousal\./, 'spousal-support'],
  [/^(?:insurance|uncovered)\./, 'health'],
  [/^relocation\.|^travel\./, 'relocation'],
  [/^custody\.decision$/, 'legal-custody'],
  [/^custody\.physical$/, 'parenting-time'],
  [/^communication\./, 'communication'],
  [/^tax\./, 'taxes'],
];

// "can" is the plain-words modal ("the kids can call me every night").
// "won't" is "will not" ("Lucas won't take the kids on his motorcycle").
const MEANINGFUL =
  /\$|\d|\[X\]|\b(?:shall|will|must|may|can|agree|waive)|\bwon['’]t\b|\b(?:is|are) (?:not )?allowed to\b|\b[A-Z][a-z]+ keeps\b/i;

/**
 * A sentence that is only a heading run into the text ("Unreimbursed medical expenses.",
 * "Phone.", "Weekday and Weekend Schedule."): four words or fewer, no verb, figure or tick.
 */
export function isRunInHeading(sentence: string): boolean {
  const t = sentence.trim();
  return (
    t.split(/\s+/).length <= 4 &&
    !MEANINGFUL.test(t) &&
    !/:|\b(?:mother|father|joint|both|neither|either|parents?)\b/i.test(t) &&
    !/\b(?:is|are|has|have|pays?|lives?|resides?|gets?|goes|go|takes?|come|comes)\b/i.test(t)
  );
}

/**
 * A holiday row whose name the splitter read as a run-in heading ("Thanksgiving Day: Defendant/
 * Parent 2 in ODD numbered years, ..."), or a provision under a summer heading: its first
 * sentence keeps the name it is about.
 */
function withHoliday(p: Provision, sentences: string[]): string[] {
  const name = p.runIn ?? '';
  const first = sentences[0];
  const HOLIDAY = /\b(?:Day|Eve|Thanksgiving|Christmas|Easter|Halloween|Break|Vacation|Birthday)\b/;
  // Under a summer heading ("3. Summer Residential Schedule"), a sentence that does not say
  // "summer" ("Each parent will have the children for alternating weeks from June ...") is
  // about the summer all the same.
  if (first && !HOLIDAY.test(name) && /\bsummer\b/i.test(`${name} ${p.section ?? ''}`) && !/\bsummer\b/i.test(first))
    return [`Summer: ${first}`, ...sentences.slice(1)];
  if (!first || !HOLIDAY.test(name) || HOLIDAY.test(first)) return sentences;
  return [`${name}: ${first}`, ...sentences.slice(1)];
}

/**
 * A sum by the month or week under a child support heading that does not say what it is for
 * ("6. CHILD SUPPORT AND EXPENSES / 6.2 The amount shall be $780.00 per month"): it is the child
 * support, read with the heading's words before it ("Child support: The amount ...").
 */
function withSupport(p: Provision, sentence: string, aliases: Aliases): string {
  const heading = `${p.section ?? ''} ${p.runIn ?? ''}`;
  if (!/\bchild support\b/i.test(heading) || /\bsupport\b|\bspous|\balimony\b/i.test(sentence)) return sentence;
  if (meaningOf(sentence, aliases).size) return sentence;
  const money = readDetails(sentence, aliases).some((d) => d.kind === 'money' && /\/(?:month|week)$/.test(d.key));
  return money ? `Child support: ${sentence}` : sentence;
}

/**
 * A sentence about a holiday's halves that does not name the holiday ("Winter break is split in
 * half. In odd years I get the first half."): it is about the holiday the sentence before names.
 */
function withHalves(sentences: string[]): string[] {
  return sentences.map((s, i) => {
    const before = holidayNames(sentences[i - 1] ?? '');
    if (i === 0 || before.length !== 1 || holidayNames(s).length || !/\b(?:first|second) half\b/i.test(s)) return s;
    return `${cap(before[0] as string)}: ${s}`;
  });
}

/**
 * A form line listing several times after its lead-in ("Our child[ren] will be in the care of the
 * Father (list days of week and times): every other weekend from Friday ...; and every Tuesday
 * from after school until 7:30 p.m."): one unit per item, each with the lead-in, so that each
 * meets the other side's sentence about it.
 */
export function scheduleItems(sentence: string): string[] {
  const m = /^(.{8,160}?:)\s+(.+)$/.exec(sentence);
  if (!m) return [sentence];
  const parts = (m[2] as string).split(/;\s+(?:and\s+)?/).map((x) => x.trim());
  const timed = (x: string) =>
    x.split(/\s+/).length >= 3 && /\b(?:weekends?|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/.test(x);
  if (parts.length < 2 || !parts.every(timed)) return [sentence];
  return parts.map((x) => `${m[1]} ${x.replace(/[.;]*$/, '')}.`);
}

/**
 * The clauses of one sentence joined by "; " or by "and" before a new subject or verb ("... by
 * email and shall respond within 24 hours", "... every year and Christmas Day ... with the
 * Father"), each able to stand alone. "and with the Mother in even years" stays joined.
 */
export function clausesOf(sentence: string): string[] {
  return sentence
    .split(/;\s+|,?\s+and\s+(?=(?:the\s+)?(?:[A-Z][a-z]+\b|shall\b|will\b|must\b|may\b))/)
    .map((c) => c.trim())
    .filter((c) => c.split(/\s+/).length >= 3);
}

/**
 * A sentence in the document's own words: one read with its holiday's name before it ("The
 * winter break: In odd years I get the first half.") is quoted without the name it was given.
 */
function docWords(s: Sent): string {
  // A run-in heading ("Thanksgiving: I have the kids ...") is the document's own words.
  if (s.prov.text.includes(s.text) || (s.prov.runIn && s.text.startsWith(s.prov.runIn))) return s.text;
  const own = s.text.slice(s.text.indexOf(': ') + 2);
  return s.prov.text.includes(own) ? own : s.text;
}

function quote(s: string): string {
  return s.length > 420 ? `${s.slice(0, 417).trimEnd()}…` : s;
}

/**
 * Dice of two stem sets where two stems meet when one begins the other (four letters or more) or they
 * share their first five letters: the Porter stemmer leaves "medication" and "medicine", "cancelled"
 * and "cancellation" apart, which are one word for finding a counterpart (session 29).
 */
const prefixDice = (a: Set<string>, b: Set<string>): number => {
  if (!a.size || !b.size) return 0;
  const meets = (x: string, y: string) =>
    x === y ||
    (Math.min(x.length, y.length) >= 4 && (x.startsWith(y) || y.startsWith(x))) ||
    (x.length >= 5 && y.length >= 5 && x.slice(0, 5) === y.slice(0, 5));
  let n = 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if ([...big].some((y) => meets(x, y))) n++;
  return (2 * n) / (a.size + b.size);
};

/** Capitalised words past a sentence's first word (places, offices, schools), parents and children left out. */
const namesIn = (t: string, aliases: Aliases) =>
  new Set(
    (t.replace(/^\W*\S+/, '').match(/\b[A-Z][a-z]{2,}\b/g) ?? []).filter(
      (w) =>
        !aliases.has(w) &&
        !/^(?:The|This|That|Mother|Father|Mom|Dad|Petitioner|Respondent|Plaintiff|Defendant|Parent|Parties|Party|Court|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/.test(
          w,
        ),
    ),
  );

/**
 * How surely two leftover sentences, one on each side, are one term in two wordings: 0 when they
 * are not (a typed value or a figure differs, the comparison finds a conflict, or they share too
 * little); else the closeness of their words. Shared places, figures or typed values count as
 * evidence: "Tasha takes her to the Evansville airport and I pick her up at the Denver airport." /
 * "The custodial parent shall deliver the child to Evansville Regional Airport and the
 * noncustodial parent shall receive the child at Denver International Airport."
 */
export function counterpart(a: string, b: string, aliases: Aliases, parents = true): number {
  const ma = meaningOf(a, aliases);
  const mb = meaningOf(b, aliases);
  const m = compareMeanings(ma, mb);
  if (m.differ.length) return 0;
  // Two words meet when one stem begins the other ("medication" / "medicine", session 29).
  const d = prefixDice(contentSet(a), contentSet(b));
  if (d < 0.15) return 0;
  const na = namesIn(a, aliases);
  const nb = namesIn(b, aliases);
  const names = [...na].filter((w) => nb.has(w)).length;
  const fig = (t: string) =>
    new Set(
      readDetails(t, aliases)
        .filter((x) => x.kind !== 'parent')
        .map((x) => `${x.kind}=${x.key}`),
    );
  const fa = fig(a);
  const fb = fig(b);
  const figures = [...fa].filter((f) => fb.has(f)).length;
  const evidence = names + figures + m.agree.length;
  if (!(d >= 0.34 || (d >= 0.2 && evidence >= 1) || (d >= 0.15 && evidence >= 2))) return 0;
  if (comparePair(a, b, aliases, { parents }).verdict === 'conflict') return 0;
  return d + 0.1 * evidence;
}

export function provisionFindings(
  provA: Provision[],
  provB: Provision[],
  allowed: TopicId[],
  aliases: Aliases,
  keep: (sentence: string) => boolean = () => true,
  parents = true,
): { findings: Finding[]; identical: number } {
  const findings: Finding[] = [];
  /** The provisions each paired finding quotes, on each side. */
  const origin = new Map<Finding, { A: Provision; B: Provision }>();
  /** The sentences each paired finding was read from (with a holiday's name they were given). */
  const readFrom = new Map<Finding, { A: string; B: string }>();
  let identical = 0;
  const unit = (p: Provision, i: number, n: number): Unit => ({
    text: p.text,
    canon: canonicalTokens(p.text, aliases).join(' '),
    words: contentSet(p.text),
    head: contentSet(headingOf(p) ?? ''),
    pos: n > 1 ? i / (n - 1) : 0,
  });
  const UA = provA.map((p, i) => unit(p, i, provA.length));
  const UB = provB.map((p, i) => unit(p, i, provB.length));
  const top = pairUnits(UA, UB, 0.34, 0.35);

  const headingTopic = new Map<string, TopicId | null>();
  const topicOf = (s: Sent): TopicId | null => {
    // What the sentence decides names its topic before its words do: "The children will live with
    // their mother during the school week" is where they live (the schedule), not education.
    const slots = [...meaningOf(s.text, aliases).keys()];
    for (const [re, t] of SLOT_TOPIC) if (allowed.includes(t) && slots.some((slot) => re.test(slot))) return t;
    const h = s.heading ?? '';
    if (!headingTopic.has(h)) headingTopic.set(h, h ? assignTopic(topicText(h), allowed) : null);
    return assignTopic(topicText(s.text), allowed, headingTopic.get(h) ?? null);
  };
  const label = (t: TopicId | null) => (t ? (TOPIC_BY_ID.get(t)?.label ?? t) : OTHER_TOPIC);

  /** A line that only names the children or says who is who (docs/mediator.md, "Who is who"). */
  /** Or only tells the children's ages ("Jalen is 4. Zoe is 10 months."): a fact, which decides nothing. */
  const namesOnly = (t: string) => isChildrenLine(t) || isAgeLine(t) || isWhoIsWho(t, aliases);
  // What each whole document decides, slot by slot (meaning.ts), with the sentence that says it;
  // read once, when first asked.
  const decidedIn = (ps: Provision[]) => {
    const m = new Map<string, Array<{ key: string; text: string; sent: Sent }>>();
    for (const p of ps)
      for (const sent of sentsOf(p))
        for (const [slot, v] of meaningOf(sent.text, aliases)) m.set(slot, [...(m.get(slot) ?? []), { ...v, sent }]);
    return m;
  };
  let decidedOnce: { A: ReturnType<typeof decidedIn>; B: ReturnType<typeof decidedIn> } | null = null;
  const decidedBy = () => (decidedOnce ??= { A: decidedIn(provA), B: decidedIn(provB) });
  /**
   * Two sentences partly the same (compare.ts `partly`: a value one states alone) are Aligned when
   * the other document states each such value elsewhere, the same ("The children shall transition
   * ... every Sunday at 6:00 p.m." in a sentence of its own): the two documents agree on it.
   */
  const compareIn = (a: string, b: string) => {
    const c = comparePair(a, b, aliases, { parents });
    const p = c.partly;
    if (!p) return c;
    const settled = (slots: string[], m: Meaning, other: 'A' | 'B') =>
      slots.every((slot) => (decidedBy()[other].get(slot) ?? []).some((o) => o.key === m.get(slot)?.key));
    if (settled(p.a, p.ma, 'B') && settled(p.b, p.mb, 'A'))
      return { verdict: 'aligned' as const, reworded: true, differences: [], redline: c.redline };
    // A value the other document does state, elsewhere and otherwise, is never "not stated" there
    // (session 26): the explanation gives what that document says instead.
    const elsewhere = (slots: string[], other: 'A' | 'B'): Meaning =>
      new Map(
        slots.flatMap((slot) => {
          const o = decidedBy()[other].get(slot)?.[0];
          return o ? [[slot, { key: o.key, text: o.text }] as const] : [];
        }),
      );
    const differences = c.differences.map((d) => {
      if (d.say?.id !== 'rt_partly') return d;
      const own = d.say.v?.p === 'A' ? 'A' : 'B';
      const other = own === 'A' ? 'B' : 'A';
      const said = elsewhere(own === 'A' ? p.a : p.b, other);
      if (!said.size) return d;
      const slots = [...said.keys()];
      const value = cap(explain(said, said, slots).a).replace(/\.$/, '');
      const theirs = meaningSay(said, said, slots).v?.a ?? doc(value);
      return {
        ...d,
        [other.toLowerCase()]: value,
        line: d.line.replace(/Party ([AB]): not stated\.$/, `Party $1 says something different in another part: ${value}.`),
        say: say('rt_partly_elsewhere', { p: own, q: other, value: d.say.v?.value ?? doc(d.line), other: theirs }),
      };
    });
    return { ...c, differences };
  };
  const emitPair = (sa: Sent, sb: Sent) => {
    const c = compareIn(sa.text, sb.text);
    // Clause by clause, when both sentences join the same number of clauses and some agree
    // ("... by text message or email and shall respond within 24 hours" against "... by email
    // or text message and shall reply within 48 hours"): the agreeing clause is aligned and only
    // the differing one is the dispute.
    if (c.verdict === 'conflict' && !sa.prov.form && !sb.prov.form) {
      const ca = clausesOf(sa.text);
      const cb = clausesOf(sb.text);
      if (ca.length > 1 && ca.length === cb.length) {
        const parts = ca.map((x, i) => comparePair(x, cb[i] as string, aliases, { parents }));
        const related = ca.every((x, i) => dice(contentSet(x), contentSet(cb[i] as string)) >= 0.25);
        if (
          related &&
          parts.some((p) => p.verdict === 'aligned' || p.verdict === 'identical') &&
          parts.some((p) => p.verdict === 'conflict')
        ) {
          ca.forEach((x, i) => emitPair({ ...sa, text: x }, { ...sb, text: cb[i] as string }));
          return;
        }
      }
    }
    if (c.verdict === 'identical') {
      identical++;
      return;
    }
    // Who the children are and who is who, worded differently on each side, are no term in dispute.
    if (c.verdict === 'conflict' && namesOnly(sa.text) && namesOnly(sb.text)) return;
    const t = topicOf(sa) ?? topicOf(sb);
    const f: Finding = {
      verdict: c.verdict === 'conflict' ? 'conflict' : c.verdict === 'aligned' ? 'aligned' : 'could-not-compare',
      topicId: t,
      topic: label(t),
      heading: sa.heading ?? sb.heading,
      quoteA: quote(docWords(sa)),
      quoteB: quote(docWords(sb)),
      differences: c.differences,
      redline: c.redline,
      ...(c.reworded ? { reworded: true } : {}),
    };
    findings.push(f);
    origin.set(f, { A: sa.prov, B: sb.prov });
    readFrom.set(f, { A: sa.text, B: sb.text });
  };

  const leftA: Sent[] = [];
  const leftB: Sent[] = [];
  const sentUnits = (ss: Sent[]): Unit[] =>
    ss.map((s, i) => ({
      text: s.text,
      canon: canonicalTokens(s.text, aliases).join(' '),
      words: contentSet(s.text),
      head: contentSet(s.heading ?? ''),
      pos: ss.length > 1 ? i / (ss.length - 1) : 0,
      slots: new Set([...meaningOf(s.text, aliases).keys()].map((k) => k.split(/[.:]/)[0] as string)),
      keys: new Set(meaningOf(s.text, aliases).keys()),
      fact: namesOnly(s.text),
      rule: meaningOf(s.text, aliases).size > 0 || setsRule(s.text),
    }));
  const sentsOf = (p: Provision): Sent[] =>
    (p.form ? [p.text] : withHalves(withHoliday(p, sentencesOf(p.text))).flatMap(scheduleItems))
      .map((t) => withSupport(p, t, aliases))
      .filter((t) => keep(t) && !isAuthorship(t) && !describesOwnCopy(t) && !isDocumentMetadata(t) && !isRunInHeading(t))
      .map((text) => ({ text, prov: p, heading: headingOf(p) }));

  for (const [i, j] of top.pairs) {
    const pa = provA[i] as Provision;
    const pb = provB[j] as Provision;
    if ((UA[i] as Unit).canon === (UB[j] as Unit).canon) {
      if (pa.text === pb.text) identical++;
      else if (isAuthorship(pa.text) && isAuthorship(pb.text)) continue;
      else emitPair({ text: pa.text, prov: pa, heading: headingOf(pa) }, { text: pb.text, prov: pb, heading: headingOf(pb) });
      continue;
    }
    const sa = sentsOf(pa);
    const sb = sentsOf(pb);
    if (sa.length === 1 && sb.length === 1) {
      // Two one-sentence provisions that decide different kinds of thing ("primary physical
      // custody" / "share the driving") are not counterparts: each is left to find its own.
      const families = (t: string) => new Set([...meaningOf(t, aliases).keys()].map((k) => k.split(/[.:]/)[0] as string));
      const fa = families((sa[0] as Sent).text);
      const fb = families((sb[0] as Sent).text);
      // Nor are a sentence that decides nothing (who the children are, their ages) and a rule.
      const [ta, tb] = [(sa[0] as Sent).text, (sb[0] as Sent).text];
      const ruleOf = (t: string) => fa.size > 0 || setsRule(t);
      if (
        (fa.size && fb.size && ![...fa].some((f) => fb.has(f))) ||
        (namesOnly(ta) && (fb.size > 0 || setsRule(tb))) ||
        (namesOnly(tb) && ruleOf(ta))
      ) {
        leftA.push(sa[0] as Sent);
        leftB.push(sb[0] as Sent);
        continue;
      }
      emitPair(sa[0] as Sent, sb[0] as Sent);
      continue;
    }
    const inner = pairUnits(sentUnits(sa), sentUnits(sb), 0.4, 0);
    for (const [x, y] of inner.pairs.sort((p, q) => p[0] - q[0])) emitPair(sa[x] as Sent, sb[y] as Sent);
    for (const x of inner.restA) leftA.push(sa[x] as Sent);
    for (const y of inner.restB) leftB.push(sb[y] as Sent);
  }
  const unmatched = new Set([...top.restA.map((i) => provA[i]), ...top.restB.map((j) => provB[j])]);
  for (const i of top.restA) leftA.push(...sentsOf(provA[i] as Provision));
  for (const j of top.restB) leftB.push(...sentsOf(provB[j] as Provision));

  // Sentences moved to another section are still the same provision.
  const second = pairUnits(sentUnits(leftA), sentUnits(leftB), 0.5, 0.2);
  for (const [x, y] of second.pairs) emitPair(leftA[x] as Sent, leftB[y] as Sent);
  // Sentences left over that decide the same typed values the same way, however worded ("The
  // children shall reside primarily with the Petitioner" / "Sofia will live with her mother"):
  // the same provision in other words, paired by meaning.
  const meaningRest = (xs: number[], left: Sent[]) =>
    xs.map((x) => ({ x, m: meaningOf((left[x] as Sent).text, aliases) })).filter((u) => u.m.size > 0);
  const byMeaningA = meaningRest(second.restA, leftA);
  const byMeaningB = meaningRest(second.restB, leftB);
  const pairedA = new Set<number>();
  const pairedB = new Set<number>();
  // Every value the shorter one states, the other states the same way ("The children shall reside
  // equally with both parents on an alternating weekly basis." / "... will spend alternate weeks
  // with each parent, changing homes each Sunday at 6:00 p.m."); the most values shared first.
  for (const ua of byMeaningA) {
    let hit: (typeof byMeaningB)[number] | undefined;
    let best = 0;
    for (const ub of byMeaningB) {
      if (pairedB.has(ub.x)) continue;
      const c = compareMeanings(ua.m, ub.m);
      if (c.differ.length === 0 && c.agree.length + c.moot.length === Math.min(ua.m.size, ub.m.size) && c.agree.length > best) {
        hit = ub;
        best = c.agree.length;
      }
    }
    if (!hit) continue;
    pairedA.add(ua.x);
    pairedB.add(hit.x);
    emitPair(leftA[ua.x] as Sent, leftB[hit.x] as Sent);
  }
  second.restA = second.restA.filter((x) => !pairedA.has(x));
  second.restB = second.restB.filter((y) => !pairedB.has(y));
  // What the other side also says, inside a longer sentence of its own, is not one side's alone.
  // A frequency ("every Monday") is no figure: one side's "every" against the other's plain "Mondays" says the same.
  const figures = (t: string) =>
    new Set(
      readDetails(t, aliases)
        .filter((d) => d.kind !== 'parent' && d.kind !== 'frequency')
        .map((d) => `${d.kind}=${d.key}`),
    );
  const saysOf = (ps: Provision[]) =>
    ps.flatMap((p) => (p.form ? [p.text] : sentencesOf(p.text))).map((t) => ({ words: contentSet(t), figures: figures(t) }));
  const otherSays = { A: saysOf(provB), B: saysOf(provA) };
  /** The other side says this too, inside a sentence of its own: same words, same figures. */
  const saidByOther = (s: Sent, party: 'A' | 'B') => {
    const own = contentSet(s.text);
    const ownFigures = figures(s.text);
    if (own.size < 3) return false;
    return otherSays[party].some((o) => {
      let n = 0;
      for (const w of own) if (o.words.has(w)) n++;
      return n / own.size >= 0.8 && [...ownFigures].every((f) => o.figures.has(f));
    });
  };
  const decided = decidedBy();
  /** Every typed value this sentence states, the other document states too, with the same value. */
  const decidedByOther = (s: Sent, party: 'A' | 'B') => {
    const own = meaningOf(s.text, aliases);
    const other = decided[party === 'A' ? 'B' : 'A'];
    return own.size > 0 && [...own].every(([slot, v]) => (other.get(slot) ?? []).some((o) => o.key === v.key));
  };
  /**
   * A sentence that only restates what its own provision already says in a paired finding ("[X]
   * Primary physical custody to the Mother. The children will live with the Mother."): every typed
   * value it states, that finding's sentence states the same. It joins that finding's quote.
   */
  const restated = (s: Sent, party: 'A' | 'B') => {
    const own = meaningOf(s.text, aliases);
    const who = isWhoIsWho(s.text, aliases);
    if (!own.size && !who) return false;
    const key = party === 'A' ? 'quoteA' : 'quoteB';
    const f = findings.find((g) => {
      const q = g[key];
      if (origin.get(g)?.[party] !== s.prov || !q || (g.verdict !== 'conflict' && g.verdict !== 'aligned')) return false;
      // The rest of who is who ("Renee Barlow, the Plaintiff, is their mother." after "I am Travis
      // Barlow, the children's father and the Defendant."), beside the aligned line on the parties.
      if (who) return g.verdict === 'aligned' && isWhoIsWho(q, aliases);
      const m = meaningOf(readFrom.get(g)?.[party] ?? q, aliases);
      return [...own].every(([slot, v]) => m.get(slot)?.key === v.key);
    });
    if (!f) return joinsDispute(s, party, own);
    // In the provision's own order.
    const q = f[key] ?? '';
    // A sentence given its holiday's name ("The winter break: In odd years ...") joins in its own words.
    const words = docWords(s);
    const before = s.prov.text.indexOf(words) < s.prov.text.indexOf(q.slice(0, 40));
    f[key] = quote(before ? `${words} ${q}` : `${q} ${words}`);
    return true;
  };
  /**
   * A sentence that decides, in the same provision, what the other side of a dispute decides
   * differently ("The Father shall have the children every other weekend ..." beside "The children
   * shall live with the Mother during the school year", against "equal time ... on a 5-2-2-5
   * rotation"): part of that dispute, said on its side with its typed value, not a term of its own.
   */
  const joinsDispute = (s: Sent, party: 'A' | 'B', own: ReturnType<typeof meaningOf>) => {
    if (!own.size) return false;
    const key = party === 'A' ? 'quoteA' : 'quoteB';
    const other = party === 'A' ? 'B' : 'A';
    const f = findings.find((g) => {
      if (g.verdict !== 'conflict' || origin.get(g)?.[party] !== s.prov || !g[key]) return false;
      const m = meaningOf(readFrom.get(g)?.[other] ?? '', aliases);
      return [...own].every(([slot, v]) => m.has(slot) && m.get(slot)?.key !== v.key);
    });
    if (!f) return false;
    const o = meaningOf(readFrom.get(f)?.[other] ?? '', aliases);
    const slots = [...own.keys()];
    const [ma, mb] = party === 'A' ? [own, o] : [o, own];
    const e = explain(ma, mb, slots);
    const q = f[key] ?? '';
    const words = docWords(s);
    const before = s.prov.text.indexOf(words) < s.prov.text.indexOf(q.slice(0, 40));
    f[key] = quote(before ? `${words} ${q}` : `${q} ${words}`);
    f.differences = [...f.differences, { kind: 'meaning', a: e.a, b: e.b, line: e.line, say: meaningSay(ma, mb, slots) }];
    return true;
  };
  const sectionsOf = {
    A: new Set(provA.flatMap((p) => (p.section ? [p.section.toLowerCase()] : []))),
    B: new Set(provB.flatMap((p) => (p.section ? [p.section.toLowerCase()] : []))),
  };
  const topicsSeen = new Map<'A' | 'B', Set<TopicId | null>>();
  const topicsOf = (party: 'A' | 'B') => {
    let t = topicsSeen.get(party);
    if (!t) {
      t = new Set((party === 'A' ? provA : provB).flatMap(sentsOf).map(topicOf));
      topicsSeen.set(party, t);
    }
    return t;
  };
  /**
   * A sentence near a paired finding's own side (its provision or its section) that states what
   * that finding's other side states and its own side leaves out ("6.1 The Father shall pay child
   * support to the Mother. 6.2 The amount shall be $780.00 per month." against "The Father shall
   * pay child support of $1,140.00 per month"): it joins its side, and the two are compared again,
   * so that a figure said in a sentence of its own is never left out of the comparison (an
   * agreement on who pays is no agreement on how much).
   */
  const completes = (s: Sent, party: 'A' | 'B') => {
    const own = meaningOf(s.text, aliases);
    if (!own.size) return false;
    const other = party === 'A' ? 'B' : 'A';
    const key = party === 'A' ? 'quoteA' : 'quoteB';
    const near = (p: Provision) => p === s.prov || (p.section !== null && p.section === s.prov.section);
    const f = findings.find((g) => {
      const o = origin.get(g);
      const r = readFrom.get(g);
      if (!o || !r || !near(o[party]) || !g[key]) return false;
      const mine = meaningOf(r[party], aliases);
      const theirs = meaningOf(r[other], aliases);
      // The same slot, or (in a dispute already) the same question ("Neither party shall pay child
      // support" against "The Plaintiff shall pay ... Child support shall be $612.00 per month").
      const families = new Set([...theirs.keys()].map(family));
      // Only what changes the comparison: a value that is not the other side's (one that agrees is
      // the other side's term said again, decidedByOther below).
      return (
        [...own.keys()].every(
          (slot) => !mine.has(slot) && (theirs.has(slot) || (g.verdict === 'conflict' && families.has(family(slot)))),
        ) && [...own].some(([slot, v]) => theirs.get(slot)?.key !== v.key)
      );
    });
    if (!f) return false;
    const r = readFrom.get(f) as { A: string; B: string };
    const texts = { ...r, [party]: `${r[party]} ${s.text}` };
    // Read together, the two sentences must still say what each says alone ("decide together about
    // schooling" must not lend its "together" to the next sentence's religion).
    const together = meaningOf(texts[party], aliases);
    const alone = new Map([...meaningOf(r[party], aliases), ...own]);
    if ([...alone].some(([slot, v]) => together.get(slot)?.key !== v.key)) return false;
    const c = compareIn(texts.A, texts.B);
    if (c.verdict === 'identical') return false;
    const words = docWords(s);
    const q = f[key] ?? '';
    const before = s.prov === origin.get(f)?.[party] && s.prov.text.indexOf(words) < s.prov.text.indexOf(q.slice(0, 40));
    f[key] = quote(before ? `${words} ${q}` : `${q} ${words}`);
    f.verdict = c.verdict === 'conflict' ? 'conflict' : c.verdict === 'aligned' ? 'aligned' : 'could-not-compare';
    f.differences = c.differences;
    f.redline = c.redline;
    if (c.reworded) f.reworded = true;
    else delete f.reworded;
    readFrom.set(f, texts);
    return true;
  };
  /** Every content word (stemmed) of each side's documents. */
  const vocabulary = {
    A: new Set(provA.flatMap((p) => [...contentSet(p.text)])),
    B: new Set(provB.flatMap((p) => [...contentSet(p.text)])),
  };
  /**
   * A rule of its own, in a paired section, about something the other document never mentions
   * ("Neither party shall leave the minor child with a babysitter under the age of 16", "Lucas won't
   * take the kids on his motorcycle", "Each parent shall attend the Kids First program"): a duty or a
   * permission at least half of whose content words, and two or more, are nowhere in the other
   * document, and whose own words name none of the topics compared (custody, the schedule, support,
   * moving ...): a sentence on such a topic that found no counterpart is more often the other side's
   * term in other words ("The parties shall have shared legal custody" / "Daniel and I will both make
   * the big decisions for the kids") than a term of its own.
   */
  const ownRule = (s: Sent, party: 'A' | 'B') => {
    // A rule in plain words is one too: "Noemie is allowed to babysit Luc", "Hana keeps her phone at both houses".
    if (
      !/\b(?:shall|will|must|may|can|cannot)\b|\b(?:won|can)['’]t\b|\b(?:is|are) (?:not )?allowed to\b/i.test(s.text) &&
      !/^[A-Z][a-z]+ keeps\b/.test(s.text)
    )
      return false;
    // In the thesaurus's words: "the big decisions" are the major decisions of legal custody.
    if (assignTopic(topicText(foldSynonyms(s.text)), allowed) !== null) return false;
    const other = vocabulary[party === 'A' ? 'B' : 'A'];
    // A word the other document has in another form ("agree" / "agreement", "writing" / "written")
    // is no new word; nor is the modal itself.
    const known = (w: string) => {
      if (other.has(w)) return true;
      const head = w.slice(0, Math.min(5, w.length));
      return head.length >= 4 && [...other].some((o) => o.startsWith(head) || (o.length >= 4 && w.startsWith(o)));
    };
    const own = [...contentSet(s.text)].filter((w) => !/^(?:can|will|shall|must|mai|may)$/.test(w));
    const fresh = own.filter((w) => !known(w));
    return fresh.length >= 2 && fresh.length * 2 >= own.length;
  };
  /** One side's own term as a finding; 'absorbed' when the sentence joined a paired finding; null when it sets no term of its own. */
  const oneSided = (s: Sent, party: 'A' | 'B'): Finding | 'absorbed' | null => {
    if (restated(s, party) || completes(s, party)) return 'absorbed';
    if (saidByOther(s, party) || decidedByOther(s, party)) return null;
    const words = s.text.split(/\s+/).length;
    if (s.prov.form && !s.text.includes('[X]')) return null;
    // A short plain line with no verb still decides something when it has a typed value
    // ("Thanksgiving with Mom every year.").
    if (words < 4 || (!MEANINGFUL.test(s.text) && !meaningOf(s.text, aliases).size)) return null;
    // A title with no verb ("Model Parenting Time Schedule, Local Domestic Court Rule 27.1, for
    // parents traveling under 90 miles one way."): it names the document, it sets no term.
    if (
      /^(?:[A-Z][\w'-]*\s+){2,}[A-Z][\w'-]*[,\s]/.test(s.text) &&
      !/[:[]/.test(s.text) &&
      !/\b(?:shall|will|must|may|is|are|has|have|pays?|gets?|lives?|resides?|takes?|goes|keeps?|claims?)\b/i.test(s.text)
    )
      return null;
    // A line that only says who is who ("[X] Mother is the Petitioner.") sets no term.
    if (/^\[X\]\s*(?:the\s+)?(?:Mother|Father)\s+is\s+the\s+(?:Petitioner|Respondent)\b[^.]*\.?$/.test(s.text)) return null;
    // Only what sets something (an amount, a period, a date, a day, a ticked option, a waiver):
    // unmatched boilerplate and structure are not reported as one party's terms.
    // A numbered provision of its own that the other side has nothing like, with a duty or a
    // right in it ("11. Contact information. Each parent shall provide ..."), is one side's term too.
    // So is one under a heading of its own that the other document has no section for ("7. SAFETY /
    // Neither parent shall allow the children to ride an all-terrain vehicle.").
    // Not when the other document speaks to the same topic under another heading (a settlement
    // form's "4.02 RESERVATION OF JURISDICTION" against the other side's own spousal-support option).
    // Nor is a line that only names the children or says who is who: each copy names them its own way.
    if (namesOnly(s.text)) return null;
    const other = party === 'A' ? 'B' : 'A';
    const st = topicOf(s);
    // Nor when an unpaired section of the other side shares a word of its heading ("RESERVATION OF
    // JURISDICTION" against "TERMINATION OF JURISDICTION"): the same question answered otherwise.
    const head = contentSet(s.prov.section ?? '');
    const ownSection =
      s.prov.section !== null &&
      !sectionsOf[other].has(s.prov.section.toLowerCase()) &&
      (st === null || !topicsOf(other).has(st)) &&
      ![...unmatched].some(
        (p) =>
          p &&
          p !== s.prov &&
          p.section &&
          (party === 'A' ? provB : provA).includes(p) &&
          [...contentSet(p.section)].some((w) => head.has(w)),
      );
    const ownProvision =
      unmatched.has(s.prov) && (s.prov.number !== null || ownSection) && /\b(?:shall|will|must|may)\b/i.test(s.text);
    // A sentence that decides only what the other document does not decide at all ("The children
    // may call the other parent at any reasonable time", "the kids can call me every night"): its own term.
    // By family (schedule, contact, conduct ...): "reside primarily with the Mother" against the other
    // side's week-on/week-off is a disagreement about the schedule, not one side's own term.
    // Each holiday is its own question: Thanksgiving with the Mother every year is one side's own
    // term when the other side names Christmas only.
    const otherFamilies = new Set([...decided[party === 'A' ? 'B' : 'A'].keys()].map(family));
    const ownSlots = [...meaningOf(s.text, aliases).keys()];
    const decidesAlone = ownSlots.length > 0 && ownSlots.every((slot) => !otherFamilies.has(family(slot)));
    if (
      !ownProvision &&
      !decidesAlone &&
      !ownRule(s, party) &&
      !readDetails(s.text, aliases).some((d) => d.kind !== 'parent' && (d.kind !== 'tick' || d.key.endsWith('=ticked')))
    )
      return null;
    const t = topicOf(s);
    // What the provision is, in its own heading ("Right of First Refusal"), said once in plain words.
    const what = s.heading && s.heading.length <= 60 && !s.text.includes(s.heading) ? s.heading : null;
    const line = `Only in Party ${party}'s document${what ? `: ${what}` : ''}.`;
    return {
      verdict: party === 'A' ? 'only-a' : 'only-b',
      topicId: t,
      topic: label(t),
      heading: s.heading,
      quoteA: party === 'A' ? quote(s.text) : null,
      quoteB: party === 'B' ? quote(s.text) : null,
      differences: what
        ? [
            {
              kind: 'meaning',
              a: party === 'A' ? what : '',
              b: party === 'B' ? what : '',
              line,
              say: say('rt_only_in', { party, heading: doc(what) }),
            },
          ]
        : [],
      redline: [],
    };
  };
  // Last pass, topic by topic: two leftover sentences on the same topic that set different
  // figures, days or positions ("every other weekend" against "week-on/week-off") are a
  // conflict even when worded too differently to pair; anything less stays one-sided.
  const restA = second.restA.map((x) => leftA[x] as Sent);
  const restB = second.restB.map((y) => leftB[y] as Sent);
  const usedA = new Set<Sent>();
  const usedB = new Set<Sent>();
  const cands: Array<[Sent, Sent, number]> = [];
  const topicA = restA.map(topicOf);
  const topicB = restB.map(topicOf);
  const meaningA = restA.map((sa) => meaningOf(sa.text, aliases));
  const meaningB = restB.map((sb) => meaningOf(sb.text, aliases));
  restA.forEach((sa, x) => {
    if (!topicA[x]) return;
    const wa = contentSet(sa.text);
    restB.forEach((sb, y) => {
      if (topicB[y] !== topicA[x]) return;
      const d = dice(wa, contentSet(sb.text));
      // Two sentences that decide the same question differently ("a 2-2-3 schedule" against "every
      // other weekend"), however few words they share, are counterparts.
      // Not when the two provisions they come from are already in dispute with each other: then they
      // are part of that dispute ("primarily with the Mother ... every other weekend" against "week-on/week-off").
      const answersOtherwise =
        !findings.some((f) => f.verdict === 'conflict' && origin.get(f)?.A === sa.prov && origin.get(f)?.B === sb.prov) &&
        compareMeanings(meaningA[x] as Meaning, meaningB[y] as Meaning).differ.length > 0;
      if (d >= 0.12 || answersOtherwise) cands.push([sa, sb, Math.max(d, answersOtherwise ? 0.12 : 0)]);
    });
  });
  cands.sort((p, q) => q[2] - p[2]);
  for (const [sa, sb] of cands) {
    if (usedA.has(sa) || usedB.has(sb)) continue;
    const c = compareIn(sa.text, sb.text);
    // The same term in words too different to pair earlier: every figure, day and time the same.
    const fa = figures(sa.text);
    const same = fa.size >= 2 && fa.size === figures(sb.text).size && [...fa].every((f) => figures(sb.text).has(f));
    if (c.verdict === 'aligned' || (c.verdict === 'could-not-compare' && same)) {
      usedA.add(sa);
      usedB.add(sb);
      emitPair(sa, sb);
      continue;
    }
    if (c.verdict !== 'conflict' || c.differences.every((d) => d.kind === 'parent')) continue;
    usedA.add(sa);
    usedB.add(sb);
    emitPair(sa, sb);
  }
  // Last, the documents as wholes: a term each document decides once, with a different value on
  // each side ("Religious upbringing [X] Mother" in a form list against "The Father shall make
  // the decisions about religion" in a sentence of its own), is a conflict even when the two
  // sentences were never paired; the sentence it comes from is then no longer one-sided.
  const inConflict = new Set(findings.filter((f) => f.verdict === 'conflict').flatMap((f) => [f.quoteA, f.quoteB]));
  // By text: decidedIn() reads its own copies of the sentences.
  const joined = new Set<string>();
  for (const [slot, va] of decided.A) {
    if (!SINGLE_SLOT.test(slot)) continue;
    const vb = decided.B.get(slot);
    if (!vb || new Set(va.map((v) => v.key)).size !== 1 || new Set(vb.map((v) => v.key)).size !== 1) continue;
    const a = va[0] as (typeof va)[number];
    const b = vb[0] as (typeof vb)[number];
    if (a.key === b.key || inConflict.has(quote(a.sent.text)) || inConflict.has(quote(b.sent.text))) continue;
    const t = topicOf(a.sent) ?? topicOf(b.sent);
    const e = explain(new Map([[slot, a]]), new Map([[slot, b]]), [slot]);
    findings.push({
      verdict: 'conflict',
      topicId: t,
      topic: label(t),
      heading: a.sent.heading ?? b.sent.heading,
      quoteA: quote(a.sent.text),
      quoteB: quote(b.sent.text),
      differences: [
        { kind: 'meaning', a: e.a, b: e.b, line: e.line, say: meaningSay(new Map([[slot, a]]), new Map([[slot, b]]), [slot]) },
      ],
      redline: [],
    });
    inConflict.add(quote(a.sent.text));
    inConflict.add(quote(b.sent.text));
    joined.add(a.sent.text);
    joined.add(b.sent.text);
  }
  const aloneA = restA.filter((sa) => !usedA.has(sa) && !joined.has(sa.text)).map((s) => ({ s, f: oneSided(s, 'A') }));
  const aloneB = restB.filter((sb) => !usedB.has(sb) && !joined.has(sb.text)).map((s) => ({ s, f: oneSided(s, 'B') }));
  // Before anything is one side's alone: its counterpart in other words anywhere in the other
  // document (docs/mediator.md, "Pairing"). Two leftovers that share the places, figures or most of
  // their words, and whose typed values and figures never disagree ("All other provisions of the
  // Parenting Plan dated June 9, 2024 remain in full force." / "Everything else in our June 9, 2024
  // parenting plan stays the same."), are one term in two wordings, compared as a pair.
  const counterparts: Array<[number, number, number]> = [];
  aloneA.forEach((a, x) => {
    if (a.f === 'absorbed') return;
    aloneB.forEach((b, y) => {
      if (b.f === 'absorbed' || (!a.f && !b.f)) return;
      const score = counterpart(a.s.text, b.s.text, aliases, parents);
      if (score > 0) counterparts.push([x, y, score]);
    });
  });
  counterparts.sort((p, q) => q[2] - p[2] || p[0] - q[0] || p[1] - q[1]);
  const pairedX = new Set<number>();
  const pairedY = new Set<number>();
  for (const [x, y] of counterparts) {
    if (pairedX.has(x) || pairedY.has(y)) continue;
    pairedX.add(x);
    pairedY.add(y);
    emitPair((aloneA[x] as (typeof aloneA)[number]).s, (aloneB[y] as (typeof aloneB)[number]).s);
  }
  for (const [i, a] of aloneA.entries()) if (a.f && a.f !== 'absorbed' && !pairedX.has(i)) findings.push(a.f);
  for (const [i, b] of aloneB.entries()) if (b.f && b.f !== 'absorbed' && !pairedY.has(i)) findings.push(b.f);
  return { findings: chosenOptions(mergeSplitTerms(findings, aliases)), identical };
}

const ticked = (q: string | null) => Boolean(q?.startsWith('[X]'));
const unticked = (q: string | null) => Boolean(q?.startsWith('[ ]'));
const optionLabel = (t: string) => {
  const l = t
    .replace(/^\[X\]\s*/, '')
    .replace(/[.:;].*$/, '')
    .trim();
  return `"${l.length > 60 ? `${l.slice(0, 59).trimEnd()}…` : l}"`;
};

/**
 * One form question answered with different options ("[X] The parents will share legal custody."
 * against "[ ] The parents will share legal custody. [X] Sole legal custody to the Mother, ..."):
 * Party A's ticked option against Party B's ticked option, not against the same option left blank.
 * A tick-only conflict whose one side is an option left blank takes, on that side, the option that
 * side ticked under the same heading (from another conflict or a one-sided finding), which is then
 * no longer reported on its own.
 */
function chosenOptions(findings: Finding[]): Finding[] {
  const gone = new Set<Finding>();
  const out = findings.map((f) => {
    if (!tickOnly(f) || gone.has(f)) return f;
    const blank: 'A' | 'B' | null =
      ticked(f.quoteA) && unticked(f.quoteB) ? 'B' : ticked(f.quoteB) && unticked(f.quoteA) ? 'A' : null;
    if (!blank) return f;
    const key = blank === 'A' ? 'quoteA' : 'quoteB';
    const other = blank === 'A' ? 'quoteB' : 'quoteA';
    const g = findings.find(
      (x) =>
        x !== f &&
        !gone.has(x) &&
        x.heading === f.heading &&
        (x.verdict === 'conflict' || x.verdict === (blank === 'A' ? 'only-a' : 'only-b')) &&
        ticked(x[key]) &&
        x[key] !== f[other],
    );
    if (!g) return f;
    gone.add(g);
    const a = blank === 'A' ? (g.quoteA as string) : (f.quoteA as string);
    const b = blank === 'B' ? (g.quoteB as string) : (f.quoteB as string);
    // The other side's sentence that was paired with the chosen option stays with it.
    const rest = g.verdict === 'conflict' ? g[other] : null;
    const la = optionLabel(a);
    const lb = optionLabel(b);
    return {
      ...f,
      quoteA: blank === 'B' && rest ? quote(`${a} ${rest}`) : a,
      quoteB: blank === 'A' && rest ? quote(`${b} ${rest}`) : b,
      differences: [
        {
          kind: 'tick' as const,
          a: `ticks ${la}`,
          b: `ticks ${lb}`,
          line: `Ticked options: Party A ticks ${la}; Party B ticks ${lb}.`,
          say: say('rt_ticks', { a: doc(la), b: doc(lb) }),
        },
      ],
      redline: [],
    };
  });
  return out.filter((f) => !gone.has(f));
}

/** The differences of a finding are only tick marks ("[X]" against "[ ]"). */
function tickOnly(f: Finding): boolean {
  return (
    f.verdict === 'conflict' &&
    f.differences.length > 0 &&
    f.differences.every(
      (d) => d.kind === 'tick' || (d.kind === 'wording' && !/"/.test(`${d.a}${d.b}`) && /ticked/.test(`${d.a}${d.b}`)),
    )
  );
}
const percentsOf = (text: string, aliases: Aliases) =>
  readDetails(text, aliases)
    .filter((d) => d.kind === 'percent')
    .map((d) => Number(d.key));
const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);

/**
 * One term written over several lines is one dispute, reported once:
 * - options of one form question ticked differently ("[X] A parent has these problems",
 *   "[X] Domestic Violence" against "[X] Neither parent has any of these problems"): Party A's
 *   ticked options against Party B's;
 * - shares of one whole given sentence by sentence ("Husband 50 percent. Wife 50 percent."
 *   against "Husband 40 percent. Wife 60 percent."), when each side's shares add up to 100.
 * Only consecutive conflicts under the same heading are joined.
 */
function mergeSplitTerms(findings: Finding[], aliases: Aliases = new Map()): Finding[] {
  const out: Finding[] = [];
  const short = (t: string) => (t.length > 240 ? `${t.slice(0, 237).trimEnd()}…` : t);
  const label = (t: string) => {
    const l = t
      .replace(/^\[X\]\s*/, '')
      .replace(/\s*\(.*$/, '')
      .trim();
    return `"${l.length > 48 ? `${l.slice(0, 47).trimEnd()}…` : l}"`;
  };
  for (let i = 0; i < findings.length;) {
    const f = findings[i] as Finding;
    let j = i + 1;
    const same = (g: Finding) => g.verdict === 'conflict' && g.heading === f.heading && g.quoteA && g.quoteB;
    if (tickOnly(f)) {
      while (j < findings.length && same(findings[j] as Finding) && tickOnly(findings[j] as Finding)) j++;
      const run = findings.slice(i, j);
      const tickedA = run.map((g) => g.quoteA as string).filter((t) => t.startsWith('[X]'));
      const tickedB = run.map((g) => g.quoteB as string).filter((t) => t.startsWith('[X]'));
      if (run.length > 1 && tickedA.length && tickedB.length) {
        const a = tickedA.map(label).join(', ');
        const b = tickedB.map(label).join(', ');
        out.push({
          ...f,
          quoteA: tickedA.map(short).join(' '),
          quoteB: tickedB.map(short).join(' '),
          differences: [
            {
              kind: 'tick',
              a: `ticks ${a}`,
              b: `ticks ${b}`,
              line: `Ticked options: Party A ticks ${a}; Party B ticks ${b}.`,
              say: say('rt_ticks', { a: list(tickedA.map((x) => doc(label(x)))), b: list(tickedB.map((x) => doc(label(x)))) }),
            },
          ],
          redline: [],
        });
        i = j;
        continue;
      }
      j = i + 1;
    }
    const shareOnly = (g: Finding) =>
      g.verdict === 'conflict' &&
      g.differences.length > 0 &&
      g.differences.every((d) => d.kind === 'percent' || d.kind === 'parent');
    if (shareOnly(f) && f.quoteA && f.quoteB) {
      while (j < findings.length && same(findings[j] as Finding) && shareOnly(findings[j] as Finding)) j++;
      const run = findings.slice(i, j);
      const pa = run.flatMap((g) => percentsOf(g.quoteA as string, aliases));
      const pb = run.flatMap((g) => percentsOf(g.quoteB as string, aliases));
      if (run.length > 1 && sum(pa) === 100 && sum(pb) === 100) {
        const a = pa.map((x) => `${x}%`).join(' / ');
        const b = pb.map((x) => `${x}%`).join(' / ');
        out.push({
          ...f,
          quoteA: run.map((g) => g.quoteA).join(' '),
          quoteB: run.map((g) => g.quoteB).join(' '),
          differences: [
            {
              kind: 'percent',
              a,
              b,
              line: `Shares: Party A says ${a}; Party B says ${b}.`,
              say: say('rt_shares', { a: shares(pa), b: shares(pb) }),
            },
          ],
          redline: run.flatMap((g) => g.redline),
        });
        i = j;
        continue;
      }
    }
    out.push(f);
    i += 1;
  }
  return out;
}

/** Shares as the report says them: "60% / 40%". */
function shares(ps: number[]): Arg {
  return { $: 'list', items: ps.map((n) => say('rt_percent', { n })), sep: 'slash' };
}
