/**
 * Financial disclosures: the items each spouse lists (assets, debts, income, expenses)
 * read from the lines of a financial affidavit, whether a table row comes out on one line
 * (PDF) or one cell per line (DOCX). The same asset or debt is matched across the two
 * affidavits by account ending, street address, vehicle, or description; its values are
 * compared. Each spouse's own income and expenses are facts, not conflicts. Plain
 * TypeScript, no DOM.
 */
import { extractMoney, formatDollars } from './extract';
import { cleanLines } from './normalize';
import { isHeadingLine, sentencesOf, splitRunIn } from './provisions';

/**
 * 'own': a figure only the declarant can hold (cash on hand, in the wallet): each spouse states
 * their own, like their income, so two different figures are facts, not a disputed value.
 */
export type ItemCategory = 'asset' | 'debt' | 'income' | 'expense' | 'total' | 'own';

export interface FinancialItem {
  category: ItemCategory;
  description: string;
  /** Amounts on the item's row, in cents, in order (value, then balance owed, ...). */
  values: number[];
  /** "account 4471", "address 12 elm", "vehicle 2019 honda". */
  keys: string[];
  /** The row as written (for quoting). */
  text: string;
}

const SECTION: Array<[RegExp, ItemCategory]> = [
  [/\btotal\b|\bnet worth\b|\bsubtotal\b|\bsurplus\b|\bdeficit\b/i, 'total'],
  // "Payments to creditors" in a budget are monthly outgoings (expenses), not the debts themselves.
  [/\bpayments?\s+(?:to|on)\s+(?:creditors?|debts?|loans?)\b/i, 'expense'],
  [/\bdebts?\b|\bliabilit|\bcredit(?:ors?| cards?)\b|\bloans?\b|\bowed\b|\bline of credit\b/i, 'debt'],
  [
    /\bincome\b|\bwages?\b|\bsalary\b|\bearnings\b|\bdeductions?\b|\bemployment\b|\bpay rate\b|\bhourly\b|\boccupation\b/i,
    'income',
  ],
  [/\bexpenses?\b|\bbudget\b|\bliving costs\b/i, 'expense'],
  [
    /\bassets?\b|\bproperty\b|\breal estate\b|\bvehicles?\b|\bbank\b|\baccounts?\b|\bretirement\b|\binvestments?\b|\bcash\b|\bresidence\b|\bhome\b/i,
    'asset',
  ],
];
const DEBT_ROW =
  /\bcredit card\b|\bline of credit\b|\bheloc\b|\bloan\b|\bowed\b|\bdebt\b|\bvisa\b|\bmastercard\b|\bamex\b|\bamerican express\b|\bdiscover\b|\bcollections?\b|\bmedical bills?\b/i;
/** Cash the declarant holds in person (not an account): "Cash (on hand)", "cash in my possession". */
const OWN_CASH = /\bcash\b[^$]*?\b(?:on hand|in (?:my|his|her|their) (?:possession|wallet)|in hand)\b|\bpetty cash\b/i;
const MAKES =
  'Toyota|Honda|Ford|Chevrolet|Chevy|Nissan|Hyundai|Kia|Subaru|Mazda|Volkswagen|VW|BMW|Mercedes(?:-Benz)?|Audi|Lexus|Jeep|Dodge|Ram|GMC|Tesla|Volvo|Buick|Cadillac|Chrysler|Acura|Infiniti|Lincoln|Mitsubishi|Mini|Porsche|Land Rover|Harley(?:-Davidson)?|Yamaha|Kawasaki|Polaris|Winnebago|Airstream';
const STREET =
  'Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Lane|Ln|Court|Ct|Way|Boulevard|Blvd|Place|Pl|Circle|Cir|Terrace|Ter|Trail|Trl|Parkway|Pkwy|Highway|Hwy|Loop|Pike|Row';
const LABELS =
  /\b(?:fair market value|market value|fmv|value|balance|amount owed|owed|equity|monthly payment|payment|current|approx(?:imately)?|estimated|est|amount|usd|per month|monthly|per year|annual|of|as|the|and|at|is|on)\b/gi;

function itemKeys(text: string): string[] {
  const keys: string[] = [];
  const acct =
    /(?:ending(?:\s+in)?|last\s+(?:four|4)(?:\s+digits)?|acct\.?|account|a\/c|no\.|#|x{2,}|\*{2,}|\.{3})\s*:?\s*(?:no\.?\s*)?#?\s*[x*•.]*\s*(\d{4})\b/i.exec(
      text,
    );
  if (acct?.[1]) keys.push(`account ${acct[1]}`);
  const addr = new RegExp(`\\b(\\d{1,6})\\s+((?:[NSEW]\\.?\\s+)?[A-Z][a-z]+(?:\\s+[A-Z][a-z]+)?)\\s+(?:${STREET})\\b`).exec(text);
  if (addr) keys.push(`address ${addr[1]} ${(addr[2] ?? '').toLowerCase()}`);
  const veh = new RegExp(`\\b((?:19|20)\\d{2})\\s+(${MAKES})\\b`, 'i').exec(text);
  if (veh) keys.push(`vehicle ${veh[1]} ${(veh[2] ?? '').toLowerCase().replace('chevy', 'chevrolet')}`);
  const plan = /\b(401\s?\(?k\)?|403\s?\(?b\)?|457\s?\(?b\)?|roth ira|ira|pension|thrift savings plan|tsp)\b/i.exec(text);
  if (plan && !acct) {
    const owner = /\b(husband|wife|petitioner|respondent|mother|father)(?:'s)?\b/i.exec(
      text.slice(Math.max(0, plan.index - 40), plan.index),
    );
    keys.push(`plan ${(plan[1] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')}${owner?.[1] ? ` ${owner[1].toLowerCase()}` : ''}`);
  }
  return keys;
}

const STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'and',
  'or',
  'in',
  'at',
  'on',
  'to',
  'for',
  'with',
  'by',
  'account',
  'acct',
  'no',
  'name',
  'joint',
  'sole',
  'husband',
  'wife',
  'mother',
  'father',
  'petitioner',
  'respondent',
]);
function descriptionTokens(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(LABELS, ' ')
      .split(/[^a-z]+/)
      .filter((w) => w.length > 1 && !STOP.has(w))
      .map((w) => w.replace(/s$/, '')),
  );
}

function clean(desc: string): string {
  return desc
    .replace(/\$\s?[\d,]+(?:\.\d+)?/g, ' ')
    .replace(/[|:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[-–,.\s]+|[-–,.\s]+$/g, '')
    .trim();
}

/** Splits a line into rows: one per sentence, and one per amount when a sentence lists several items. */
function segments(line: string): string[] {
  const out: string[] = [];
  const sentences = sentencesOf(line);
  for (const sentence of (sentences.length ? sentences : [line]).flatMap((x) => x.split(/;\s+/))) {
    const re =
      /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|thousand|million)\b)?(?:\s*(?:per|a|\/)\s*(?:month|week|year|mo|yr)\b|\s+(?:monthly|weekly|annually|bi-?weekly))?/gi;
    let last = 0;
    for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
      const end = m.index + m[0].length;
      out.push(sentence.slice(last, end));
      last = end;
    }
    const rest = sentence.slice(last).trim();
    if (out.length && rest && !/[A-Za-z]{3}/.test(rest)) out[out.length - 1] += ` ${rest}`;
    else if (rest && !out.length) out.push(rest);
    else if (rest) out[out.length - 1] += ` ${rest}`;
  }
  return out.map((x) => x.trim()).filter(Boolean);
}

function sectionOf(text: string): ItemCategory | null {
  for (const [re, cat] of SECTION) if (re.test(text)) return cat;
  return null;
}

/** The items of one affidavit. */
/**
 * Lines of an affidavit with the PDF's wrapping undone: a line that starts in lower case, or
 * that carries on a list of amounts the line before left open ("Utilities $210.00; Telephone"
 * / "$85.00; Food $520.00"), belongs to that line. A value alone on a line after a label
 * ending in ":" (one table cell per line, as DOCX gives) stays a line of its own.
 */
export function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const openList = prev !== undefined && /\$\s?\d[\d,]*(?:\.\d+)?\s*;/.test(prev) && !/[.:]$/.test(prev);
    const lowerStart = prev !== undefined && /^[a-z]/.test(line) && !/[.:;]$/.test(prev) && /[A-Za-z]/.test(prev);
    if (line && prev && (openList || lowerStart)) out[out.length - 1] = `${prev} ${line}`;
    else out.push(line);
  }
  return out;
}

export function readItems(text: string): FinancialItem[] {
  const lines = joinWrapped(cleanLines(text));
  const items: FinancialItem[] = [];
  let section: ItemCategory | null = null;
  let pending: string[] = [];
  let lastWasMoney = false;
  for (const rawLine of lines) {
    if (!rawLine) continue;
    let line = rawLine.replace(/^(?:\d{1,2}(?:\.\d{1,2})*[.)]|\([a-z0-9]{1,3}\)|[A-Z][.)]|[IVX]{1,5}\.)\s+/, '');
    const [runIn, rest] = splitRunIn(line);
    if (runIn && extractMoney(rest).length) {
      const cat = sectionOf(runIn);
      // "Total Assets: $358,000.00" is a total row of its own, not a value of the item above.
      if (cat !== 'total') {
        if (cat) section = cat;
        line = rest;
      }
    }
    const money = extractMoney(line);
    if (!money.length) {
      const upper = line.replace(/[^A-Z]/g, '').length / Math.max(1, line.replace(/[^A-Za-z]/g, '').length);
      const isHead =
        ((isHeadingLine(line) && (sectionOf(line) !== null || upper >= 0.7)) || /:$/.test(line)) && !itemKeys(line).length;
      if (isHead) {
        const cat = sectionOf(line);
        if (cat && cat !== 'total') section = cat;
        pending = [];
      } else {
        pending.push(line);
        if (pending.length > 3) pending.shift();
      }
      lastWasMoney = false;
      continue;
    }
    for (const seg of segments(line)) {
      const segMoney = extractMoney(seg);
      if (!segMoney.length) continue;
      let desc = clean(seg);
      const words = desc
        .replace(LABELS, ' ')
        .replace(/[^A-Za-z]+/g, ' ')
        .trim();
      if (words.length < 3) {
        // A value cell on its own: a further column of the item just read, or the value of the description above.
        const prev = items[items.length - 1];
        if (lastWasMoney && prev && !pending.length) {
          prev.values.push(...segMoney.map((m) => m.cents));
          prev.text = `${prev.text} ${seg}`;
          continue;
        }
        desc = clean(pending.join(' '));
      }
      const full = words.length < 3 ? `${pending.join(' ')} ${seg}`.trim() : seg;
      let category: ItemCategory = section ?? 'asset';
      const own = sectionOf(desc);
      if (/\btotal\b|\bnet worth\b|\bsubtotal\b|\bsurplus\b|\bdeficit\b/i.test(desc)) category = 'total';
      else if (segMoney.every((m) => m.period !== 'once'))
        category = own === 'income' || section === 'income' ? 'income' : 'expense';
      else if (own === 'income' || own === 'expense') category = own;
      else if (DEBT_ROW.test(desc) && category === 'asset') category = 'debt';
      const keys = itemKeys(full);
      if (category === 'asset' && OWN_CASH.test(desc) && !keys.length) category = 'own';
      items.push({ category, description: desc || seg, values: segMoney.map((m) => m.cents), keys, text: full });
      pending = [];
      lastWasMoney = true;
    }
  }
  return items;
}

function dice(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return (2 * n) / (a.size + b.size);
}

export interface ItemMatch {
  a: FinancialItem;
  b: FinancialItem;
}

/** Pairs the same asset or debt across the two affidavits. */
export function matchItems(
  as: FinancialItem[],
  bs: FinancialItem[],
): { pairs: ItemMatch[]; onlyA: FinancialItem[]; onlyB: FinancialItem[] } {
  const usable = (i: FinancialItem) => i.category === 'asset' || i.category === 'debt';
  const A = as.filter(usable);
  const B = bs.filter(usable);
  const cands: Array<{ i: number; j: number; s: number }> = [];
  const tokA = A.map((x) => descriptionTokens(x.description));
  const tokB = B.map((x) => descriptionTokens(x.description));
  A.forEach((x, i) =>
    B.forEach((y, j) => {
      const sharedKey = x.keys.some((k) => y.keys.includes(k));
      const clash = x.keys.some((k) => y.keys.some((l) => l.split(' ')[0] === k.split(' ')[0] && l !== k));
      if (clash) return;
      const d = dice(tokA[i] as Set<string>, tokB[j] as Set<string>);
      const s = sharedKey ? 2 + d : (x.category === y.category && d >= 0.5) || d >= 0.7 ? d : 0;
      if (s > 0) cands.push({ i, j, s });
    }),
  );
  cands.sort((p, q) => q.s - p.s || p.i - q.i || p.j - q.j);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const pairs: ItemMatch[] = [];
  for (const c of cands) {
    if (usedA.has(c.i) || usedB.has(c.j)) continue;
    usedA.add(c.i);
    usedB.add(c.j);
    pairs.push({ a: A[c.i] as FinancialItem, b: B[c.j] as FinancialItem });
  }
  pairs.sort((p, q) => A.indexOf(p.a) - A.indexOf(q.a));
  return { pairs, onlyA: A.filter((_, i) => !usedA.has(i)), onlyB: B.filter((_, j) => !usedB.has(j)) };
}

export function formatValues(values: number[]): string {
  return values.map((v) => formatDollars(v)).join(' / ');
}
