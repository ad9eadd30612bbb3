/**
 * What a provision decides about money (meaning.ts): child and spousal support, health
 * insurance and uncovered costs, other shared costs, and who claims the children for taxes.
 * Plain TypeScript, no DOM.
 */
import type { Aliases } from './aliases';
import { readDetails } from './details';
import {
  PARENT_WORD,
  cap,
  label,
  parentOf,
  parentsIn,
  parityHolders,
  stated,
  type Meaning,
  type SetValue,
} from './meaningValues';

/**
 * A parent's income with its sum (session 26): "The Mother's monthly Gross Income is $3,100", "I make
 * $3,100 a month before taxes" (read "the Mother make ..."), "Andre makes $71,000 a year". Slot
 * `income:<parent>`, keyed by the sum and its period.
 */
const INCOME = new RegExp(
  `${PARENT_WORD.replace("(?:'s)?", "(?:['’]s)?")}(?:\\s+(?:(?:[Mm]onthly|[Aa]nnual|[Yy]early|[Ww]eekly|[Gg]ross|[Nn]et)\\s+)*(?:[Ii]ncome|[Ss]alary|[Ee]arnings|[Ww]ages)\\b[^.;$]{0,30}?|\\s+(?:makes?|earns?|grosses|nets|brings in)\\b[^.;$]{0,12}?)\\s*\\$[\\d,]+(?:\\.\\d\\d)?`,
);
export function readIncome(s: string, aliases: Aliases, set: SetValue): boolean {
  const m = INCOME.exec(s);
  const p = parentOf(m?.[1], aliases);
  if (!m || !p) return false;
  const money = readDetails(s.slice(m.index), aliases).find((d) => d.kind === 'money');
  if (!money) return false;
  set(`income:${p}`, { key: money.key, text: `${label(p)} earns ${money.text}` });
  return true;
}

/** Child and spousal support: who pays, or that it is waived, and how much. */
export function readSupport(s: string, aliases: Aliases, set: SetValue): void {
  // A parent's income is no support, whatever heading it stands under ("Child support: The
  // Father's monthly Gross Income is $4,800.").
  if (INCOME.test(s) && !/\bpa(?:y|ys|id|ying)\b/i.test(s)) return;
  // A parent paying the other a sum by the period "for the children" is child support, whether or
  // not the words say so ("He will pay me eight hundred sixty dollars a month for the kids").
  // So is such a sum with nothing after it ("Cody pays me seven hundred twenty dollars a month.").
  const forChildren = new RegExp(
    `${PARENT_WORD}\\s+(?:(?:shall|will|must|agrees to)\\s+pay|pays)\\s+${PARENT_WORD}\\s+[^.]{0,80}?\\b(?:a|per|each|every)\\s+(?:month|week)\\b(?:[^.]{0,20}?\\bfor\\s+(?:(?:the|both parents')\\s+(?:children|kids|child)|([A-Z][a-z]+)(?:'s)?)\\b|\\s*(?:\\.|$))`,
  ).exec(s);
  // Not between spouses ("The Wife shall pay the Husband $500 per month" may be spousal support).
  const forChild =
    forChildren !== null &&
    (!forChildren[3] || aliases.get(forChildren[3]) === 'child') &&
    (/\bfor\s/.test(forChildren[0]) || !/\b(?:husband|wife|spous)/i.test(s));
  // "I'll pay nine hundred eighty-five dollars every month in support": support, unnamed, is the children's.
  // "The support I can pay is $450 a month": support with a sum by the month, the children's.
  const named =
    /\b(child|spousal) support\b|\balimony\b|\bmaintenance\b(?![^.]*\binsurance\b)|\b(?:in|as) (?:monthly )?support\b/i.exec(s) ??
    (/\bsupport\b/i.test(s) &&
    !/\b(?:husband|wife|spous)/i.test(s) &&
    readDetails(s, aliases).some((d) => d.kind === 'money' && /\/(?:month|week)$/.test(d.key))
      ? /\bsupport\b/i.exec(s)
      : null);
  const toParent =
    forChild && forChildren !== null && parentOf(forChildren[1], aliases) !== null && parentOf(forChildren[2], aliases) !== null;
  if (named || toParent) {
    const slot = !named || !/spousal|alimony|maintenance/i.test(named[0]) ? 'support' : 'spousal';
    const what = slot === 'support' ? 'child support' : 'spousal support';
    const waived =
      /\bwaive[sd]?\b|\bneither (?:party|parent|spouse) (?:shall|will|is to) pay\b|\bno (?:child support|spousal support|alimony)\b|\b(?:nobody|no one) (?:pays|will pay|shall pay)\b/i.test(
        s,
      );
    // "I pay $540 a month" (read "the Father pay"), "I'll keep paying $385 a month", "Devon's child
    // support stays at $690 a month": that parent pays.
    const payer =
      new RegExp(
        `${PARENT_WORD}(?:\\s+(?:(?:shall|will|must|agrees to)\\s+(?:keep\\s+|continue\\s+to\\s+)?pay(?:ing)?|pays?|(?:keeps?|continues?)\\s+(?:to\\s+pay|paying))|['’]ll\\s+(?:keep\\s+)?pay(?:ing)?)\\b`,
      ).exec(s) ??
      new RegExp(`${PARENT_WORD.replace("(?:'s)?", "'s")}\\s+(?:child\\s+)?support\\s+(?:stays|remains|is|will)\\b`).exec(s);
    const p = parentOf(payer?.[1], aliases);
    if (waived) set(`${slot}.payer`, { key: 'none', text: `no ${what} is paid` });
    else if (p) set(`${slot}.payer`, { key: p, text: `${label(p)} pays ${what}` });
    if (!waived) {
      const money = readDetails(s, aliases).find((d) => d.kind === 'money');
      if (money) set(`${slot}.amount`, { key: money.key, text: `${what} of ${money.text}` });
    }
  }
}

/**
 * Each parent's percentage share, when each percentage sits next to one parent ("55% to the
 * Father", "by the Mother 45%", "the Father 55%"), else null.
 */
function sharesByParent(s: string, aliases: Aliases): { mother: number; father: number } | null {
  const out: Partial<Record<'mother' | 'father', number>> = {};
  const re = new RegExp(
    `(\\d{1,3}(?:\\.\\d{1,2})?)\\s*(?:%|percent\\b)\\s*(?:\\(\\d+%\\)\\s*)?(?:(?:to|by|for|paid by|from)\\s+)?${PARENT_WORD}|${PARENT_WORD}\\s+(?:shall pay\\s+|pays\\s+|pay\\s+|will pay\\s+)?(\\d{1,3}(?:\\.\\d{1,2})?)\\s*(?:%|percent\\b)`,
    'g',
  );
  for (const m of s.matchAll(re)) {
    const p = parentOf(m[2] ?? m[3], aliases);
    const n = Number(m[1] ?? m[4]);
    if (!p || p in out) continue;
    out[p] = n;
  }
  return out.mother !== undefined && out.father !== undefined && Math.abs(out.mother + out.father - 100) < 0.005
    ? { mother: out.mother, father: out.father }
    : null;
}

/** Shares in proportion to incomes ("according to our incomes", "pro rata", "in proportion to their net incomes"). */
const PRO_RATA =
  /\bin proportion to\b|\bpro[- ]?rata\b|\bproportionate|\b(?:according to|based on|in line with) (?:our|their|the parties'|the parents'|both parents'|each parent's|each party's) (?:respective )?(?:net |gross )?incomes?\b/i;

/** Shares written as fractions ("Wade pays two-thirds and I pay one-third"), as percentages of the whole. */
const FRACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\btwo[- ]thirds\b/gi, '66.67%'],
  [/\bone[- ]third\b|\ba third\b/gi, '33.33%'],
  [/\bthree[- ](?:quarters|fourths)\b/gi, '75%'],
  [/\bone[- ](?:quarter|fourth)\b|\ba quarter\b/gi, '25%'],
];
const asPercents = (s: string) => FRACTIONS.reduce((t, [re, p]) => t.replace(re, p), s);

/** Health insurance and uncovered costs. */
export function readInsurance(text: string, aliases: Aliases, set: SetValue): void {
  const s = asPercents(text);
  if (
    /\binsurance\b|\bcoverage\b|\buncovered\b|\binsured\b|\bhealth plan\b|\b(?:medical|dental|health)(?: and dental)? plan\b/i.test(
      s,
    ) &&
    /\bhealth|\bmedical|\bdental|\bvision|\boptical|\buncovered\b/i.test(s)
  ) {
    const carrier = new RegExp(
      // "Keoni keeps the kids on his medical and dental plan."
      `${PARENT_WORD}\\s+(?:(?:shall|will|must)\\s+(?:continue to\\s+|also\\s+)?(?:maintain|provide|keep|carry|obtain)|(?:maintains?|provides?|keeps?|carr(?:y|ies)|obtains?))\\b[^.]{0,80}?\\b(?:insurance|coverage|covered|insured|health plan|(?:medical|dental|health)(?: and dental)? plan)\\b`,
    ).exec(s);
    // "The children will stay on the health plan the Mother has through the Mother's job",
    // "on the Father's health insurance": the plan is that parent's.
    const onPlan =
      new RegExp(
        `\\b(?:stay|remain|be kept)\\s+on\\s+the\\s+(?:health|medical)[^.]{0,30}?\\b(?:plan|insurance)\\s+${PARENT_WORD}\\s+(?:has|have|gets|get|carries|carry|holds|hold)\\b`,
      ).exec(s) ??
      new RegExp(
        `\\b(?:stay|remain|be kept)\\s+on\\s+${PARENT_WORD}\\s+(?:(?:work|job|employer|employer-provided|employer-sponsored)\\s+)?(?:health|medical)[^.]{0,20}?\\b(?:plan|insurance)\\b`,
      ).exec(s);
    // "Health insurance for the children shall be carried by the Mother through her employment."
    const byParent = new RegExp(
      `\\b(?:insurance|coverage)\\b[^.]{0,40}?\\b(?:shall|will|must)\\s+be\\s+(?:maintained|provided|carried|obtained)\\s+by\\s+${PARENT_WORD}`,
    ).exec(s);
    const cp = parentOf(carrier?.[1], aliases) ?? parentOf(onPlan?.[1], aliases) ?? parentOf(byParent?.[1], aliases);
    if (cp && !/\buncovered\b/i.test(carrier?.[0] ?? onPlan?.[0] ?? byParent?.[0] ?? ''))
      set('insurance.carrier', { key: cp, text: `${label(cp)} carries the health insurance` });
    if (/\buncovered\b/i.test(s)) {
      const pcts = readDetails(s, aliases)
        .filter((d) => d.kind === 'percent')
        .map((d) => Number(d.key));
      const all = new RegExp(`${PARENT_WORD}\\s+(?:shall|will)\\s+pay\\s+(?:all|the entire|100)`).exec(s);
      const ap = parentOf(all?.[1], aliases);
      // "fifty percent (50%) to each parent", "50% by the Mother and 50% by the Father": equal shares.
      // "we split down the middle", "fifty-fifty", "50/50", "half and half": equal shares too.
      if (
        /\bequally\b|\bone-half\b|\bhalf\b|\bdown the middle\b|\bfifty[- ]fifty\b|\b50[- /]50\b/i.test(s) ||
        (pcts.length > 0 && pcts.every((n) => n === 50))
      )
        set('uncovered.split', { key: 'equal', text: 'uncovered costs split equally' });
      // "in proportion to income, 55% to the Father and 45% to the Mother": the shares say it.
      else if (PRO_RATA.test(s) && !(pcts.length === 2 && sharesByParent(s, aliases)))
        set('uncovered.split', { key: 'pro-rata', text: 'uncovered costs split in proportion to incomes' });
      else if (pcts.length === 2) {
        // "55% to the Father and 45% to the Mother" / "shared 55% by the Father and 45% by the
        // Mother" / "the Father 55% and the Mother 45%": each share read with its parent.
        const by = sharesByParent(s, aliases);
        if (by)
          set('uncovered.split', {
            key: `father:${by.father},mother:${by.mother}`,
            text: `uncovered costs split ${label('father')} ${by.father}%, ${label('mother')} ${by.mother}%`,
          });
        else set('uncovered.split', { key: pcts.join('/'), text: `uncovered costs split ${pcts.join('% / ')}%` });
      } else if (ap) set('uncovered.split', { key: `all:${ap}`, text: `${label(ap)} pays all uncovered costs` });
    }
  }
}

// Other shared costs (travel, activities, child care): equal, in proportion, or one side pays all.
export function readCosts(s: string, aliases: Aliases, set: SetValue, out: Meaning): void {
  if (
    // "Sports and activities we split fifty-fifty" / "We each pay half of his baseball and his other activities".
    /\bpay|\bpaid\b|\bshared?\b|\bdivided\b|\bsplit\b|\bexpense of\b/i.test(s) &&
    /\bcosts?\b|\bfees?\b|\bexpenses?\b|\bairfare\b|\btickets?\b|\bexpense\b|\bgas\b|\bmileage\b|\bchild care\b|\bday ?care\b|\btuition\b|\bactivities\b/i.test(
      s,
    ) &&
    !out.has('uncovered.split')
  ) {
    // "he should pay for all the gas for exchanges" too.
    const all =
      /(?:[Tt]he\s+)?([A-Z][a-z]+(?: [A-Z][a-z]+)?)\s+(?:shall|will|must|should)\s+pay\s+(?:for\s+)?(?:all|the entire|100)/.exec(
        s,
      );
    const who = all?.[1] ?? '';
    const wp = parentOf(who.split(' ').pop(), aliases) ?? parentOf(who, aliases);
    // "at the expense of the noncustodial parent", "I pay for the tickets": that parent pays it all.
    const atExpense =
      new RegExp(`\\bat the (?:sole )?expense of ${PARENT_WORD}`).exec(s) ??
      new RegExp(
        `${PARENT_WORD}\\s+(?:(?:shall|will|must|should)\\s+)?pays?\\s+for\\s+(?:the|all the)\\s+(?:tickets?|airfare|flights?|gas)\\b`,
      ).exec(s);
    const ep = parentOf(atExpense?.[1], aliases);
    if (all && /[A-Z]/.test(who) && !/^(?:Each|Both|The)$/.test(who))
      set('costs.split', { key: `all:${wp ?? who.toLowerCase()}`, text: `${wp ? cap(label(wp)) : `the ${who}`} pays all of it` });
    else if (ep) set('costs.split', { key: `all:${ep}`, text: `${cap(label(ep))} pays all of it` });
    // "Each parent shall pay his or her own travel costs": no sharing at all.
    else if (
      /\b(?:each|both) (?:parent|party|parents|parties)\b[^.]{0,30}?\bpays?\b[^.]{0,12}?\b(?:his or her|their|its) own\b/i.test(s)
    )
      set('costs.split', { key: 'own', text: 'each parent pays their own' });
    else if (
      /\bequally\b|\bone-half\b|\bhalf\b|\bfifty[- ]fifty\b|\b50[- /]50\b|\bdown the middle\b/i.test(s) ||
      (/\beach (?:parent|party)\b/i.test(s) &&
        /^(?:50%?|50)$/.test(readDetails(s, aliases).find((d) => d.kind === 'percent')?.key ?? ''))
    )
      set('costs.split', { key: 'equal', text: 'each parent pays half' });
    // "divided by income: Father pays 62% and Mother pays 38%": the shares are the incomes' shares.
    else if (PRO_RATA.test(s) || /\b(?:divided|split|shared)\s+by\s+(?:their\s+|our\s+)?incomes?\b/i.test(s))
      set('costs.split', { key: 'pro-rata', text: 'shared in proportion to incomes' });
    else {
      // "Child care costs shall be paid 60% by the Father and 40% by the Mother."
      const by = sharesByParent(s, aliases);
      if (by)
        set('costs.split', {
          key: `father:${by.father},mother:${by.mother}`,
          text: `${cap(label('father'))} pays ${by.father}%, ${label('mother')} ${by.mother}%`,
        });
    }
  }
}

// Who claims the children for taxes.
export function readTaxClaim(s: string, aliases: Aliases, set: SetValue): void {
  if (/\bclaim\b[^.]{0,60}\b(?:dependent|tax|exemption|credit)/i.test(s)) {
    const years = parityHolders(s, aliases);
    if (years.size) {
      const key = [...years]
        .map(([y, p]) => `${p}:${y}`)
        .sort()
        .join(',');
      set('tax.claim', { key, text: `claims the children for taxes: ${stated(s, aliases)}` });
    } else if (
      // "Each party shall be entitled to claim one child" / "We each claim one kid".
      /\beach\b[^.]{0,40}\bclaim\w*\s+(?:one|1)\b/i.test(s) ||
      (new Set(parentsIn(s, aliases).map((x) => x.p)).size === 2 &&
        /\b(?:older|oldest|younger|youngest|eldest|one child|each parent|[A-Z][a-z]+ and [A-Z][a-z]+)\b/.test(s))
    ) {
      // "The Mother shall claim the older child and the Father the younger child": one child each.
      set('tax.claim', { key: 'split', text: 'each parent claims one of the children' });
    } else {
      const p = parentsIn(s, aliases)[0]?.p;
      if (p) set('tax.claim', { key: `${p}:all`, text: `${cap(label(p))} claims the children every year` });
    }
  }
}

/** A household debt or bill a provision says who pays (the mortgage, the rent, a car loan). */
const DEBT =
  /\b(mortgage|rent|utilities|property taxes|(?:car|vehicle) (?:loan|payment)s?|credit card (?:debts?|balances?)|home equity loan|HOA dues)\b/i;

/**
 * Who pays a household debt ("Respondent shall pay the mortgage on the marital residence" / "The
 * parties shall each pay one-half of the mortgage"): slot `pays:<debt>`, a parent, equal halves or
 * each parent's share. Read only when the sentence says it is paid.
 */
export function readDebts(s: string, aliases: Aliases, set: SetValue): void {
  const m = DEBT.exec(s);
  if (!m?.[1] || !/\bpa(?:y|ys|id|ying)\b|\bresponsible for\b|\bdivided\b|\bsplit\b|\bshared?\b/i.test(s)) return;
  const thing = m[1].toLowerCase();
  const slot = `pays:${thing}`;
  const by = sharesByParent(s, aliases);
  if (by)
    set(slot, {
      key: `father:${by.father},mother:${by.mother}`,
      text: `${cap(label('father'))} pays ${by.father}% of the ${thing}, ${label('mother')} ${by.mother}%`,
    });
  else if (/\bequally\b|\bone-half\b|\bhalf\b|\bfifty[- ]fifty\b|\b50[- /]50\b|\beach pays?\b/i.test(s))
    set(slot, { key: 'equal', text: `each parent pays half of the ${thing}` });
  else {
    const who = new RegExp(
      `${PARENT_WORD}\\s+(?:(?:shall|will|must|should)\\s+)?(?:pays?|be responsible for|is responsible for)\\b`,
    ).exec(s);
    const p = parentOf(who?.[1], aliases);
    if (p) set(slot, { key: p, text: `${cap(label(p))} pays the ${thing}` });
  }
}
