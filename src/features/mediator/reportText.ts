/**
 * Says the report's texts (say.ts: a message id with typed values) in the language of the
 * translator given: the page's, the PDF's or the e-mail's. Money and numbers as es-US writes
 * them (the same as en-US, docs/i18n.md), dates and times through the catalog's own patterns.
 * A report saved before these texts existed, or with an id this version does not know, shows
 * the English it stored. Plain TypeScript, no React.
 */
import * as m from '../../content/messages/mediator/compiled/en.js';
import { groupThousands } from '../../lib/thousands';
import { english, type Translate } from '../../lib/translate';
import { formatDollars } from './extract';
import { isSay, type Arg, type Say } from './say';

const PATTERNS = m as unknown as Readonly<Record<string, string | undefined>>;

const PERIOD: Record<string, string> = {
  week: m.rt_per_week,
  'two-weeks': m.rt_per_two_weeks,
  'half-month': m.rt_per_half_month,
  month: m.rt_per_month,
  year: m.rt_per_year,
};
const MONTHS = [
  m.rt_month_1,
  m.rt_month_2,
  m.rt_month_3,
  m.rt_month_4,
  m.rt_month_5,
  m.rt_month_6,
  m.rt_month_7,
  m.rt_month_8,
  m.rt_month_9,
  m.rt_month_10,
  m.rt_month_11,
  m.rt_month_12,
];
const SEP = { comma: ', ', semicolon: '; ', space: ' ', slash: ' / ' } as const;

/** Document words are wrapped in these, so the page can mark them `lang="en"`. */
const OPEN = '\u0001';
const CLOSE = '\u0002';

/** True when every id in it is one this version knows. */
export function known(s: Say): boolean {
  const ok = (a: Arg): boolean => typeof a !== 'object' || (isSay(a) ? known(a) : a.$ === 'list' ? a.items.every(ok) : true);
  return typeof PATTERNS[s.id] === 'string' && Object.values(s.v ?? {}).every(ok);
}

function number(n: number): string {
  return Number.isInteger(n) ? groupThousands(n) : String(n);
}

function arg(a: Arg, t: Translate): string {
  if (typeof a === 'number') return number(a);
  if (typeof a === 'string') return a;
  if (isSay(a)) return marked(a, t);
  switch (a.$) {
    case 'doc':
      return `${OPEN}${a.text}${CLOSE}`;
    case 'term':
      return t(a.text);
    case 'money': {
      const per = a.period ? PERIOD[a.period] : undefined;
      const amount = per ? t(m.rt_money_per, { amount: formatDollars(a.cents), per: t(per) }) : formatDollars(a.cents);
      return a.perChild ? t(m.rt_money_per_child, { amount }) : amount;
    }
    case 'date': {
      const month = t(MONTHS[a.month - 1] ?? String(a.month));
      return a.year ? t(m.rt_date_year, { month, day: a.day, year: a.year }) : t(m.rt_date, { month, day: a.day });
    }
    case 'time': {
      const h = Math.floor(a.minutes / 60);
      const mm = String(a.minutes % 60).padStart(2, '0');
      return t(h < 12 ? m.rt_time_am : m.rt_time_pm, { h: h % 12 === 0 ? 12 : h % 12, mm });
    }
    case 'list': {
      const joined = a.items
        .map((x) => arg(x, t))
        .join(
          a.sep === 'then' ? t(m.rt_then) : a.sep === 'or' ? t(m.rt_or) : a.sep === 'and' ? t(m.rt_and) : SEP[a.sep ?? 'comma'],
        );
      return a.cap ? capital(joined) : joined;
    }
  }
}

/** The first letter a capital (after any mark). */
function capital(s: string): string {
  const i = [...s].findIndex((c) => c !== OPEN && c !== CLOSE);
  return i < 0 ? s : s.slice(0, i) + s.charAt(i).toUpperCase() + s.slice(i + 1);
}

function marked(s: Say, t: Translate): string {
  const pattern = PATTERNS[s.id] ?? s.id;
  const inputs = Object.fromEntries(Object.entries(s.v ?? {}).map(([k, v]) => [k, arg(v, t)]));
  return t(pattern, inputs);
}

/** "p.m." (or a document's words ending "p.m.") followed by the sentence's own period. */
const SENTENCE_AFTER_ABBREVIATION = new RegExp(`([a-z])\\.(${CLOSE}?)\\.(?=\\s|$)`, 'gi');

/** The marked text cut into the catalog's words and the documents' words (`doc`). */
function pieces(said: string): Piece[] {
  // An abbreviation that ends a sentence ends it with its own period: "Party B 6:00 p.m." (the
  // document's words may close in between), never "p.m..".
  const s = said.replace(SENTENCE_AFTER_ABBREVIATION, '$1.$2');
  const out: Piece[] = [];
  let depth = 0;
  let cur = '';
  const flush = () => {
    if (cur) out.push(depth ? { doc: cur } : cur);
    cur = '';
  };
  for (const ch of s) {
    if (ch === OPEN || ch === CLOSE) {
      flush();
      depth += ch === OPEN ? 1 : -1;
    } else cur += ch;
  }
  flush();
  // Spanish "de el" and "a el" are written "del" and "al" (never inside a document's words).
  return out.map((p) => (typeof p === 'string' ? p.replace(/\bde el\b/g, 'del').replace(/\ba el\b/g, 'al') : p));
}

/** A piece of a said text: the catalog's words, or a document's own words (English, as written). */
export type Piece = string | { doc: string };

/** The text in pieces, a document's words apart (the page marks them `lang="en"`). */
export function sayParts(s: Say, t: Translate = english): Piece[] {
  return pieces(marked(s, t));
}

/** The text as one string (the PDF, the e-mail, tests). */
export function sayText(s: Say, t: Translate = english): string {
  return sayParts(s, t)
    .map((p) => (typeof p === 'string' ? p : p.doc))
    .join('');
}

/** What to show: the said text when the report has it and knows every id, else the English it stored. */
export function shownParts(s: Say | null | undefined, stored: string, t: Translate): Piece[] {
  return s && known(s) ? sayParts(s, t) : [{ doc: stored }];
}

export function shownText(s: Say | null | undefined, stored: string, t: Translate): string {
  return s && known(s) ? sayText(s, t) : stored;
}
