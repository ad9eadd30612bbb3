/**
 * What a provision decides, as typed values per topic, so that two provisions can be compared
 * by meaning rather than by wording: two provisions agree when the values both state agree,
 * however each is worded. Read from one sentence or clause at a time, after the thesaurus
 * (thesaurus.ts) has folded synonyms and with Petitioner/Respondent and first names read as
 * the parent the documents define them to be (aliases.ts).
 *
 * Slots (key: canonical value, text: the value in plain words for the report):
 *   custody.decision   joint | sole:<parent>          custody.areas   education, health care, religion, ...
 *   custody.final      who decides when the parents cannot agree (court, decision-maker, arbitrator, a parent)
 *   schedule.home      where the children live: <parent> (primary home) | shared (equal time)
 *   schedule.pattern   alternating weeks | 2-2-3 | every other weekend | ...
 *   exchange.place     police | school | home:<parent> | curbside
 *   exchange.transport who drives: receiving | delivering | <parent>
 *   holiday:<name>     fixed:<parent> | alternate:<parent with even years> | split
 *   support.payer      <parent> | none (waived)      spousal.payer   the same for spousal support
 *   insurance.carrier  <parent>                       uncovered.split equal | pro-rata | <a>/<b> | all:<parent>
 *   relocation.notice  asap | <days>                  relocation.consent consent | court
 *   communication.channel  sorted channels            communication.response hours
 *   tax.claim          <parent>:<years>, ...
 * Plain TypeScript, no DOM.
 */
import { ROLE_LABEL, roleFor, type Aliases, type Role } from './aliases';
import { readDetails } from './details';
import { wordsToNumber } from './extract';
import { foldSynonyms } from './thesaurus';

export interface Value {
  key: string;
  text: string;
}
export type Meaning = Map<string, Value>;

type Parent = 'mother' | 'father';
const PARENT_WORD = "(?:[Tt]he\\s+)?(?!The\\b)([A-Z][a-z]+)(?:'s)?";

/** The parent a word names (Mother, Father, Petitioner/Respondent as defined, a first name). */
function parentOf(word: string | undefined, aliases: Aliases): Parent | null {
  if (!word) return null;
  const r: Role | null = roleFor(word, aliases);
  return r === 'mother' || r === 'father' ? r : null;
}
/** How the documents name each parent ("the Husband" in a settlement, "the Mother" in a plan). */
let naming: Record<Parent, string> = { mother: ROLE_LABEL.mother, father: ROLE_LABEL.father };
const label = (p: Parent) => naming[p];
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Unticked form options ("[ ] Sole Custody") say nothing the party chose: drop them. */
function chosenText(text: string): string {
  return text.replace(/\[ \]\s*[^[\].;]*?(?=\s*\[[X ]\]|[.;]|$)/g, ' ').replace(/\[X\]\s*/g, '');
}

/** Parents named in order, with where each is named. */
function parentsIn(s: string, aliases: Aliases): Array<{ p: Parent; at: number }> {
  const out: Array<{ p: Parent; at: number }> = [];
  for (const m of s.matchAll(/\b([A-Za-z][a-z]+)\b/g)) {
    const p = parentOf(m[1], aliases);
    if (p) out.push({ p, at: m.index ?? 0 });
  }
  return out;
}

const AREAS: Array<[RegExp, string]> = [
  [/\beducation\b/i, 'education'],
  [/\bhealth(?: care)?\b|\bmedical\b/i, 'health care'],
  [/\breligion\b/i, 'religion'],
  [/\bextracurricular\b/i, 'extracurricular activities'],
  [/\bchild care\b|\bday ?care\b/i, 'child care'],
  [/\bwelfare\b/i, 'welfare'],
];

const HOLIDAYS: Array<[RegExp, string]> = [
  [/\bthanksgiving\b/i, 'Thanksgiving'],
  [/\bchristmas eve\b/i, 'Christmas Eve'],
  [/\bchristmas day\b/i, 'Christmas Day'],
  [/\bchristmas (?:break|vacation|holidays?)\b|\bwinter (?:break|vacation)\b/i, 'the winter break'],
  [/\bspring (?:break|vacation)\b/i, 'the spring break'],
  [/\beaster\b/i, 'Easter'],
  [/\bmother's day\b/i, "Mother's Day"],
  [/\bfather's day\b/i, "Father's Day"],
  [/\bnew year's (?:eve|day)\b/i, "New Year's"],
  [/\bindependence day\b|\bfourth of july\b|\bjuly 4(?:th)?\b/i, 'the Fourth of July'],
  [/\bmemorial day\b/i, 'Memorial Day'],
  [/\blabor day\b/i, 'Labor Day'],
  [/\bhalloween\b/i, 'Halloween'],
];

const PARITY = /\b(even|odd)(?:-numbered)?\s+years?\b/gi;
const HAS_PARITY = /\b(?:even|odd)(?:-numbered)?\s+years?\b/i;

/** Who has which years, from "the Father in even-numbered years and the Mother in odd-numbered years". */
function parityHolders(s: string, aliases: Aliases): Map<'even' | 'odd', Parent> {
  const parents = parentsIn(s, aliases);
  const out = new Map<'even' | 'odd', Parent>();
  for (const m of s.matchAll(PARITY)) {
    const before = parents.filter((x) => x.at < (m.index ?? 0)).pop();
    if (before) out.set((m[1] ?? '').toLowerCase() as 'even' | 'odd', before.p);
  }
  const even = out.get('even');
  const odd = out.get('odd');
  if (even && !odd) out.set('odd', even === 'mother' ? 'father' : 'mother');
  if (odd && !even) out.set('even', odd === 'mother' ? 'father' : 'mother');
  return out;
}

/** The years as the document states them: "the Father in odd years" (not the years it implies). */
function stated(s: string, aliases: Aliases): string {
  const parents = parentsIn(s, aliases);
  const parts: string[] = [];
  for (const m of s.matchAll(PARITY)) {
    const before = parents.filter((x) => x.at < (m.index ?? 0)).pop();
    if (before) parts.push(`${label(before.p)} in ${(m[1] ?? '').toLowerCase()} years`);
  }
  return [...new Set(parts)].join(', ');
}

/** Holidays named in a clause and who has them. */
function holidays(s: string, aliases: Aliases, set: (slot: string, v: Value) => void) {
  // One clause per holiday: "Christmas Eve with the Mother and Christmas Day with the Father".
  const clauses: string[] = [];
  for (const part of s.split(/;|\band\b/i)) {
    if (!clauses.length || HOLIDAYS.some(([re]) => re.test(part))) clauses.push(part);
    else clauses[clauses.length - 1] += ` and ${part}`;
  }
  const everyYear = /\bevery year\b|\beach year\b|\bannually\b|\byearly\b/i.test(s);
  const years = parityHolders(s, aliases);
  let lastParent: Parent | null = null;
  for (const c of clauses) {
    const names = HOLIDAYS.filter(([re]) => re.test(c)).map(([, n]) => n);
    const own = parentsIn(c.replace(/\b(?:mother|father)'s day\b/gi, ' '), aliases)[0]?.p ?? null;
    const p = own ?? lastParent;
    if (own) lastParent = own;
    for (const name of names) {
      const even = years.get('even');
      if (even && !everyYear) {
        // The key is who has the even years; the words say what the document states.
        const said = stated(s, aliases);
        set(`holiday:${name}`, { key: `alternate:${even}`, text: `${name}: alternating, ${said}` });
      } else if (/\bsplit\b|\bdivided\b|\bhalf\b/i.test(c) && !p) {
        set(`holiday:${name}`, { key: 'split', text: `${name}: split between the parents` });
      } else if (p && (everyYear || !HAS_PARITY.test(s))) {
        set(`holiday:${name}`, { key: `fixed:${p}`, text: `${name} with ${label(p)} every year` });
      }
    }
  }
}

/** Every typed value one sentence or clause decides. */
export function meaningOf(sentence: string, aliases: Aliases = new Map()): Meaning {
  const out: Meaning = new Map();
  const set = (slot: string, v: Value) => {
    if (!out.has(slot)) out.set(slot, v);
  };
  const s = foldSynonyms(chosenText(sentence)).replace(/\s+/g, ' ');
  naming = /\b(?:Husband|Wife)\b/.test(s)
    ? { mother: 'the Wife', father: 'the Husband' }
    : { mother: ROLE_LABEL.mother, father: ROLE_LABEL.father };

  // Legal custody and decision-making.
  const decides = /\bdecision|\bdecide|\bcustody\b|\bparental responsibilit/i.test(s);
  if (decides) {
    const sole = new RegExp(
      `${PARENT_WORD}[^.]{0,40}?\\bsole (?:legal )?(?:custody|decision)|\\bsole (?:legal )?(?:custody|decision-making)\\b[^.]{0,30}?\\b(?:to|with) ${PARENT_WORD}`,
    ).exec(s);
    if (sole) {
      const p = parentOf(sole[1] ?? sole[2], aliases);
      set('custody.decision', { key: `sole:${p ?? 'unnamed'}`, text: `sole decision-making${p ? ` for ${label(p)}` : ''}` });
    } else if (/\bsole (?:legal )?custody\b|\bsole decision-making\b/i.test(s)) {
      set('custody.decision', { key: 'sole:unnamed', text: 'sole decision-making' });
    } else if (
      /\bjoint (?:legal )?custody\b|\bjoint decision-making\b|\bdecision[^.]{0,80}\bjointly\b|\bjointly\b[^.]{0,40}\bdecision|\bjointly\b[^.]{0,12}\bdecide|\bdecide\b[^.]{0,80}\bjointly\b/i.test(
        s,
      )
    ) {
      set('custody.decision', { key: 'joint', text: 'joint decision-making' });
    }
    if (out.has('custody.decision') && /\bdecision|\bdecide|\blegal custody\b/i.test(s)) {
      const areas = AREAS.filter(([re]) => re.test(s)).map(([, n]) => n);
      if (areas.length) set('custody.areas', { key: areas.join(','), text: `decisions on ${areas.join(', ')}` });
    }
  }
  // Consultation: each other, or one parent consulting the other before deciding alone.
  if (/\bconsult/i.test(s) && /\bdecision|\bdecide/i.test(s)) {
    const one = new RegExp(`${PARENT_WORD}\\s+(?:shall|will|must)\\s+consult\\s+(?:with\\s+)?${PARENT_WORD}`).exec(s);
    const p = parentOf(one?.[1], aliases);
    const q = parentOf(one?.[2], aliases);
    if (p && q) set('custody.consult', { key: `${p}>${q}`, text: `${label(p)} decides after consulting ${label(q)}` });
    else if (/\bconsult (?:with )?each other\b|\bconsult (?:with )?one another\b/i.test(s))
      set('custody.consult', { key: 'mutual', text: 'the parents consult each other' });
  }
  if (/\bagree\b|\bdisagree|\bdisput|\bimpasse\b|\btie-?break|\bfinal (?:decision|say)\b/i.test(s)) {
    const final: Array<[RegExp, string, string]> = [
      [/\bdecision-maker\b/i, 'decision-maker', 'a decision-maker decides'],
      [/\barbitrat/i, 'arbitrator', 'an arbitrator decides'],
      [
        /\b(?:made|decided) by the court\b|\bcourt (?:shall|will) decide\b|\bsubmit\w* to the court\b/i,
        'court',
        'the court decides',
      ],
    ];
    const hit = final.find(([re]) => re.test(s));
    const byParent = new RegExp(`${PARENT_WORD}\\s+(?:shall|will)\\s+(?:have|make)\\s+(?:the\\s+)?(?:final|tie-?breaking)`).exec(
      s,
    );
    const p = parentOf(byParent?.[1], aliases);
    if (p) set('custody.final', { key: p, text: `${label(p)} has the final say` });
    else if (hit) set('custody.final', { key: hit[1], text: hit[2] });
  }

  // Who is Petitioner and who Respondent ("The Mother, Dana Whitfield, is the Petitioner").
  const party =
    /\b(Mother|Father|Husband|Wife)\b[^.]{0,40}?\bis the (Petitioner|Respondent)\b/.exec(s) ??
    /\b(Petitioner|Respondent)\b[^.]{0,40}?\bis the (Mother|Father|Husband|Wife)\b/.exec(s);
  if (party) {
    const [role, legal] = /^(?:Petitioner|Respondent)$/.test(party[1] ?? '') ? [party[2], party[1]] : [party[1], party[2]];
    set('parties.petitioner', {
      key: `${(legal ?? '').toLowerCase()}:${(role ?? '').toLowerCase()}`,
      text: `the ${role} is the ${legal}`,
    });
  }

  // Who mediates first.
  if (/\bmediat/i.test(s)) {
    if (/\bconciliation services?\b|\bcourt(?:-connected| mediation| mediator)\b|\bfamily court services\b/i.test(s))
      set('dispute.mediator', { key: 'court', text: "mediation first through the court's own service" });
    else if (/\bprivate mediator\b/i.test(s))
      set('dispute.mediator', { key: 'private', text: 'mediation first with a private mediator' });
  }

  // Where the children live and the regular schedule.
  const home = new RegExp(
    `\\breside (?:primarily |mainly )?with ${PARENT_WORD}\\b|\\bprimary (?:residence|residential parent|home|physical custody)\\b[^.]{0,30}?\\b(?:with|to) ${PARENT_WORD}|${PARENT_WORD}\\s+(?:shall be (?:considered|designated) )?(?:as )?the (?:primary )?residential parent`,
  ).exec(s);
  const hasPrimary = new RegExp(
    `${PARENT_WORD}(?:,[^,]{1,40},)?\\s+(?:shall\\s+)?(?:has|have|shall have)\\s+primary (?:physical )?custody`,
  ).exec(s);
  const homeParent = parentOf(home?.[1] ?? home?.[2] ?? home?.[3] ?? hasPrimary?.[1], aliases);
  const rotation =
    /\balternating weeks\b|\b2-2-3\b|\b2-2-5-5\b|\b5-2-2-5\b|\b3-4-4-3\b|\bequal (?:parenting )?time\b|\b50\/50 (?:schedule|parenting)/i.exec(
      s,
    );
  if (homeParent && !/\beach parent\b/i.test(s.slice(0, (home?.index ?? hasPrimary?.index ?? 0) + 40))) {
    set('schedule.home', { key: homeParent, text: `the children live mainly with ${label(homeParent)}` });
  } else if (rotation) {
    set('schedule.home', { key: 'shared', text: `the children live with each parent (${rotation[0].toLowerCase()})` });
  }
  if (rotation) set('schedule.pattern', { key: rotation[0].toLowerCase(), text: rotation[0].toLowerCase() });
  else if (/\bevery other weekend\b/i.test(s))
    set('schedule.pattern', { key: 'every other weekend', text: 'every other weekend' });

  // Exchanges and transport.
  if (
    /\bexchang|\bpick(?:ed|s)? (?:them |the child(?:ren)? )?up\b|\bdrop(?:ped)? off\b|\btransport|\bdriving\b|\bsurrender\b|\breturn the child/i.test(
      s,
    )
  ) {
    const atHome = new RegExp(`${PARENT_WORD}'s (?:home|residence|house)`).exec(s);
    const hp = parentOf(atHome?.[1], aliases);
    if (/\bpolice\b|\bsheriff/i.test(s)) set('exchange.place', { key: 'police', text: 'exchanges at the police station' });
    else if (/\bcurbside\b/i.test(s)) set('exchange.place', { key: 'curbside', text: 'curbside exchanges' });
    else if (hp) set('exchange.place', { key: `home:${hp}`, text: `exchanges at ${label(hp)}'s home` });
    else if (/\bresidence of the ([A-Z][a-z]+(?: [A-Z][a-z]+)?)/.test(s)) {
      const who = /\bresidence of the ([A-Z][a-z]+(?: [A-Z][a-z]+)?)/.exec(s)?.[1] ?? '';
      set('exchange.place', { key: `home:${who.toLowerCase()}`, text: `exchanges at the residence of the ${who}` });
    } else if (/\bat (?:the )?(?:child(?:ren)?'s )?school\b/i.test(s))
      set('exchange.place', { key: 'school', text: 'exchanges at school' });
    const driver = new RegExp(
      `(?:the\\s+)?([A-Z][a-z]+|(?:non-?)?custodial parent|(?:non-?)?residential parent)\\s+(?:shall|will|is)\\s+(?:provide|be responsible for|responsible for)\\s+(?:all\\s+)?(?:the\\s+)?transportation`,
      'i',
    ).exec(s);
    const dp = parentOf(driver?.[1], aliases);
    const dr = driver?.[1]?.toLowerCase().replace('non-', 'non');
    if (dp) set('exchange.transport', { key: dp, text: `${label(dp)} does all the driving` });
    else if (dr && /parent$/.test(dr)) set('exchange.transport', { key: dr, text: `the ${dr} does all the driving` });
    else if (/\breceiving parent\b|\bparent (?:receiving|who receives)\b|\beach parent shall pick up\b/i.test(s))
      set('exchange.transport', { key: 'receiving', text: 'the parent receiving the children picks them up' });
    else if (/\bdelivering parent\b|\bparent (?:delivering|returning)\b/i.test(s))
      set('exchange.transport', { key: 'delivering', text: 'the parent ending their time brings the children' });
  }

  // Holidays.
  if (HOLIDAYS.some(([re]) => re.test(s)) && !/\bsupport\b|\binsurance\b/i.test(s)) holidays(s, aliases, set);

  // Support.
  const support = /\b(child|spousal) support\b|\balimony\b|\bmaintenance\b(?![^.]*\binsurance\b)/i.exec(s);
  if (support) {
    const slot = /child/i.test(support[0]) ? 'support' : 'spousal';
    const what = slot === 'support' ? 'child support' : 'spousal support';
    const waived =
      /\bwaive[sd]?\b|\bneither (?:party|parent|spouse) (?:shall|will|is to) pay\b|\bno (?:child support|spousal support|alimony)\b/i.test(
        s,
      );
    const payer = new RegExp(`${PARENT_WORD}\\s+(?:shall|will|must|agrees to)\\s+pay\\b`).exec(s);
    const p = parentOf(payer?.[1], aliases);
    if (waived) set(`${slot}.payer`, { key: 'none', text: `no ${what} is paid` });
    else if (p) set(`${slot}.payer`, { key: p, text: `${label(p)} pays ${what}` });
    if (!waived) {
      const money = readDetails(s, aliases).find((d) => d.kind === 'money');
      if (money) set(`${slot}.amount`, { key: money.key, text: `${what} of ${money.text}` });
    }
  }

  // Health insurance and uncovered costs.
  if (
    /\binsurance\b|\bcoverage\b|\buncovered\b/i.test(s) &&
    /\bhealth|\bmedical|\bdental|\bvision|\boptical|\buncovered\b/i.test(s)
  ) {
    const carrier = new RegExp(
      `${PARENT_WORD}\\s+(?:shall|will|must)\\s+(?:maintain|provide|keep|carry|obtain)\\b[^.]{0,80}?\\b(?:insurance|coverage|covered)\\b`,
    ).exec(s);
    const cp = parentOf(carrier?.[1], aliases);
    if (cp && !/\buncovered\b/i.test(s)) set('insurance.carrier', { key: cp, text: `${label(cp)} carries the health insurance` });
    if (/\buncovered\b/i.test(s)) {
      const pcts = readDetails(s, aliases)
        .filter((d) => d.kind === 'percent')
        .map((d) => Number(d.key));
      const all = new RegExp(`${PARENT_WORD}\\s+(?:shall|will)\\s+pay\\s+(?:all|the entire|100)`).exec(s);
      const ap = parentOf(all?.[1], aliases);
      if (/\bequally\b|\bone-half\b|\bhalf\b/i.test(s) || (pcts.length === 1 && pcts[0] === 50))
        set('uncovered.split', { key: 'equal', text: 'uncovered costs split equally' });
      else if (/\bin proportion to\b|\bpro[- ]?rata\b|\bproportionate/i.test(s))
        set('uncovered.split', { key: 'pro-rata', text: 'uncovered costs split in proportion to incomes' });
      else if (pcts.length === 2)
        set('uncovered.split', { key: pcts.join('/'), text: `uncovered costs split ${pcts.join('% / ')}%` });
      else if (ap) set('uncovered.split', { key: `all:${ap}`, text: `${label(ap)} pays all uncovered costs` });
    }
  }

  // Other shared costs (travel, activities, child care): equal, in proportion, or one side pays all.
  if (
    /\bpay|\bshared?\b|\bdivided\b/i.test(s) &&
    /\bcosts?\b|\bfees?\b|\bexpenses?\b|\bairfare\b/i.test(s) &&
    !out.has('uncovered.split')
  ) {
    const all = /(?:[Tt]he\s+)?([A-Z][a-z]+(?: [A-Z][a-z]+)?)\s+(?:shall|will|must)\s+pay\s+(?:all|the entire|100)/.exec(s);
    const who = all?.[1] ?? '';
    const wp = parentOf(who.split(' ').pop(), aliases) ?? parentOf(who, aliases);
    if (all && /[A-Z]/.test(who) && !/^(?:Each|Both|The)$/.test(who))
      set('costs.split', { key: `all:${wp ?? who.toLowerCase()}`, text: `${wp ? cap(label(wp)) : `the ${who}`} pays all of it` });
    else if (/\bequally\b|\bone-half\b|\bhalf\b/i.test(s)) set('costs.split', { key: 'equal', text: 'each parent pays half' });
    else if (/\bin proportion to\b|\bpro[- ]?rata\b|\bproportionate/i.test(s))
      set('costs.split', { key: 'pro-rata', text: 'shared in proportion to incomes' });
  }

  // Relocation.
  if (/\brelocat|\bmove\b|\bchange (?:of|their|his|her) residence\b|\bchange residence\b/i.test(s)) {
    const notice = readDetails(s, aliases).find((d) => d.kind === 'notice');
    if (/\bas soon as (?:practicable|possible)\b/i.test(s))
      set('relocation.notice', { key: 'asap', text: 'notice as soon as practicable' });
    else if (notice) set('relocation.notice', { key: notice.key, text: `notice ${notice.text} before the move` });
    if (/\bwritten consent\b|\bconsent of the other\b|\bagreement of the other parent\b/i.test(s))
      set('relocation.consent', { key: 'consent', text: "the other parent's written consent is needed" });
    else if (/\bcourt (?:approval|permission|order)\b|\bpermission of the court\b|\bwithout court approval\b/i.test(s))
      set('relocation.consent', { key: 'court', text: "the court's approval is needed" });
  }

  // Communication between the parents.
  if (/\bcommunicat|\bmessages?\b|\brespond\b/i.test(s)) {
    const channels = [
      [/\btext messag|\btexts?\b/i, 'text message'],
      [/\be-?mail\b/i, 'email'],
      [/\btelephone\b/i, 'telephone'],
      [/\bourfamilywizard\b|\btalkingparents\b|\bappclose\b|\bco-?parenting app/i, 'a co-parenting app'],
    ] as const;
    if (/\bcommunicat/i.test(s)) {
      const ch = channels.filter(([re]) => re.test(s)).map(([, n]) => n);
      if (ch.length) set('communication.channel', { key: [...ch].sort().join(','), text: `by ${ch.join(' or ')}` });
    }
    const resp = /\brespond\b[^.]{0,40}?\bwithin\s+(\w+(?:-\w+)?)\s+\(?(?:\d+\)?\s+)?hours?\b/i.exec(s);
    if (resp) {
      const w = (resp[1] ?? '').toLowerCase();
      const n = /^\d+$/.test(w) ? Number(w) : wordsToNumber(w);
      if (Number.isFinite(n)) set('communication.response', { key: `${n}h`, text: `replies within ${n} hours` });
    }
  }

  // Who claims the children for taxes.
  if (/\bclaim\b[^.]{0,60}\b(?:dependent|tax|exemption|credit)/i.test(s)) {
    const years = parityHolders(s, aliases);
    if (years.size) {
      const key = [...years]
        .map(([y, p]) => `${p}:${y}`)
        .sort()
        .join(',');
      set('tax.claim', { key, text: `claims the children for taxes: ${stated(s, aliases)}` });
    } else {
      const p = parentsIn(s, aliases)[0]?.p;
      if (p) set('tax.claim', { key: `${p}:all`, text: `${cap(label(p))} claims the children every year` });
    }
  }
  return out;
}

export interface MeaningComparison {
  /** Slots both sides state with different values. */
  differ: string[];
  /** Slots both sides state with the same value. */
  agree: string[];
}

export function compareMeanings(a: Meaning, b: Meaning): MeaningComparison {
  const differ: string[] = [];
  const agree: string[] = [];
  for (const [slot, va] of a) {
    const vb = b.get(slot);
    if (!vb) continue;
    (va.key === vb.key ? agree : differ).push(slot);
  }
  return { differ, agree };
}

/** "Party A: Thanksgiving with the Mother every year. Party B: Thanksgiving alternating, the Father in even years." */
export function explain(a: Meaning, b: Meaning, slots: string[]): { a: string; b: string; line: string } {
  const side = (m: Meaning) =>
    cap(
      slots
        .map((s) => m.get(s)?.text ?? '')
        .filter(Boolean)
        .join('; '),
    );
  const ta = side(a);
  const tb = side(b);
  return { a: ta, b: tb, line: `Party A: ${ta}. Party B: ${tb}.` };
}
