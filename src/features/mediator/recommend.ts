/**
 * Proposals for the points in conflict. Only negotiable quantities (support amounts,
 * shares, payment terms) get a figure, and it always lies between the two parties'
 * figures. Valuations get an appraisal or a common valuation date; thresholds, notice
 * periods, days and dates are set side by side; where a state's default is known (the
 * Texas Standard Possession Order) it is cited as a reference point. Neither party's
 * schedule is ever called neutral. Plain TypeScript, no DOM.
 */
import { mostTellingFirst, type Difference } from './differences';
import type { Aliases } from './aliases';
import { readDetails, type Detail } from './details';
import { formatDollars } from './extract';
import * as paths from '../../lib/paths';
import type { TopicId } from './topics';
import { unitArg } from './detailArgs';
import { sayText } from './reportText';
import { doc, list, say, type Arg, type Say } from './say';
import { guidelineLaw } from '../../content/child-support/laws';

export interface Proposal {
  text: string;
  basis: string;
  /** The same as message ids with typed values (say.ts), said in the language on screen. */
  textSay: Say;
  basisSay: Say;
  /** A page of this app that helps settle it (the child support estimator). */
  link?: { href: string; label: string };
}

function roundInside(x: number, y: number, step: number): number {
  const lo = Math.min(x, y);
  const hi = Math.max(x, y);
  const mid = Math.round((x + y) / 2 / step) * step;
  return Math.min(hi, Math.max(lo, mid));
}

/** The middle of two amounts in cents, rounded to a sensible step, never outside [lo, hi]. */
export function middleCents(x: number, y: number): number {
  const gap = Math.abs(x - y);
  // The largest round step no bigger than a quarter of the gap, so the figure stays strictly between the offers.
  const step = [100_000, 10_000, 2_500, 500, 100, 1].find((s) => s <= gap / 4) ?? 1;
  return roundInside(x, y, step);
}

const VALUATION = /\bvalue[ds]?\b|\bvaluation\b|\bworth\b|\bappraise|\bfair market\b|\bequity\b|\bbalance\b/i;
const NEGOTIABLE =
  /\bsupport\b|\balimony\b|\bmaintenance\b|\bpay(?:s|ment)?\b|\bequali[sz]ation\b|\bcontribut|\breimburse|\bshare\b|\bproceeds\b|\bfees?\b/i;

const SCHEDULE_TOPICS = new Set<TopicId>(['parenting-time', 'holidays', 'exchanges']);

/** The Texas Standard Possession Order as a reference point, in English (the catalog's rp_texas). */
export const TEXAS_REFERENCE =
  'For reference only: the Texas Standard Possession Order (Texas Family Code §§153.312-153.317) gives the other parent the 1st, 3rd and 5th weekends of each month ' +
  '(Friday 6:00 p.m. to Sunday 6:00 p.m.), Thursday evenings 6:00-8:00 p.m. during the school year, Thanksgiving in odd-numbered years, ' +
  'the first part of the Christmas break (until noon on December 28) in even-numbered years and the second part in odd-numbered years, and 30 days in summer ' +
  'with written notice by April 1. The court starts from it when parents do not agree; it is not a choice between your two drafts.';

/** A state default cited as a reference point, where one is known for the topic. */
function stateReference(state: string | null | undefined, topic: TopicId | null): string | null {
  return texasReference(state, topic) ? TEXAS_REFERENCE : null;
}

const texasReference = (state: string | null | undefined, topic: TopicId | null) =>
  state === 'Texas' && !!topic && SCHEDULE_TOPICS.has(topic);

/** What a side states in a difference, as the report says it: the typed value when the difference has one. */
function sideArg(d: Difference, side: 'a' | 'b'): Arg {
  // Each side's value as the difference says it in the language on screen: a figure (rt_diff), a
  // typed value (rt_meaning), the differing words or names; a side a wording difference leaves
  // without the words is "none", never the English "not in this wording".
  const v = d.say?.v?.[side];
  if (v) return v;
  if (d.say?.id === 'rt_wording_only')
    return d.say.v?.p === side.toUpperCase() ? (d.say.v?.words ?? doc(d[side])) : say('rt_none');
  return doc(d[side]);
}

/** The same in English, as the stored text (reports saved before message ids show it). */
function sideText(d: Difference, side: 'a' | 'b'): string {
  if (d.say?.id === 'rt_wording_only' && d.say.v?.p !== side.toUpperCase()) return 'none';
  return d[side];
}

/** A side's values inside a sentence: not capitalised as they are after "Party A:". */
const lower = (a: Arg): Arg => (typeof a === 'object' && '$' in a && a.$ === 'list' ? { ...a, cap: false } : a);

function firstOfKind(ds: Detail[], kind: Detail['kind']): Detail | undefined {
  return ds.find((d) => d.kind === kind);
}

/** What to propose for one conflict, or null when nothing fair can be proposed beyond talking it through. */
export function proposeFor(
  topic: TopicId | null,
  quoteA: string,
  quoteB: string,
  diffs: Difference[],
  aliases: Aliases,
  state: string | null | undefined,
  opts: { valuation?: boolean } = {},
): Proposal | null {
  const da = readDetails(quoteA, aliases);
  const db = readDetails(quoteB, aliases);
  const kinds = new Set(diffs.map((d) => d.kind));
  const parts: string[] = [];
  const basis: string[] = [];
  const partsSay: Say[] = [];
  const basisSay: Say[] = [];
  const ref = stateReference(state, topic);
  let link: Proposal['link'];

  const valuation =
    opts.valuation || (VALUATION.test(quoteA) && VALUATION.test(quoteB) && !NEGOTIABLE.test(`${quoteA} ${quoteB}`));
  if (kinds.has('money')) {
    const ma = firstOfKind(da, 'money');
    const mb = firstOfKind(db, 'money');
    if (ma && mb) {
      basis.push(`Party A ${ma.text}, Party B ${mb.text}`);
      basisSay.push(say('rp_basis_ab', { a: ma.arg, b: mb.arg }));
      if (valuation) {
        partsSay.push(say('rp_valuation'));
        parts.push(
          'The two values are for the same item, so do not split the difference: agree one valuation date and have it valued the same way for both (a joint appraisal for real estate or a vehicle, a statement as of that date for an account or a debt).',
        );
      } else {
        const xa = Number.parseInt(ma.key, 10);
        const xb = Number.parseInt(mb.key, 10);
        const sameBasis = ma.key.endsWith('/month') === mb.key.endsWith('/month');
        if (topic === 'child-support' && /\bchild support\b/i.test(`${quoteA} ${quoteB}`)) {
          // Child support is set by the state's guideline, not by meeting in the middle: a
          // middle figure could fall below what the guideline gives, so none is proposed here.
          const where = state ? `${state}'s child support guidelines` : "your state's child support guidelines";
          partsSay.push(
            say('rp_child_support', {
              where: state ? say('rp_where_state', { state: { $: 'term', text: state } }) : say('rp_where_yours'),
              a: ma.arg,
              b: mb.arg,
            }),
          );
          parts.push(
            `Child support is set by ${where}, and a court checks any agreed amount against them. Work out the guideline amount for your incomes and overnights with the child support estimator: if it lies between the two offers (Party A ${ma.text}, Party B ${mb.text}), it is a fair place to meet; if it lies outside them, write down why the agreed figure differs from the guideline.`,
          );
          // For the states the estimator works out, its law in its own words (src/content/child-support/laws.ts);
          // analyze.ts replaces this suggestion with the guideline figure when the documents give it (supportGuideline.ts).
          const law = guidelineLaw(state);
          if (state && law) {
            partsSay.push(say('rp_law_cited', { state: { $: 'term', text: state }, law: { $: 'term', text: law.law } }));
            parts.push(`${state}'s guideline, the one the child support estimator works out: ${law.law}.`);
          }
          link = { href: paths.childSupport, label: 'Open the child support estimator' };
        } else if (sameBasis && Number.isFinite(xa) && Number.isFinite(xb)) {
          const mid = middleCents(xa, xb);
          const per = ma.key.endsWith('/month') ? ' per month' : '';
          const at = (cents: number): Arg => ({ $: 'money', cents, ...(per ? { period: 'month' as const } : {}) });
          partsSay.push(say('rp_middle', { mid: at(mid), a: at(xa), b: at(xb) }));
          parts.push(
            `A figure between the two offers, for example ${formatDollars(mid)}${per} (Party A ${formatDollars(xa)}${per}, Party B ${formatDollars(xb)}${per}), checked against the state guideline where one applies.`,
          );
        } else {
          partsSay.push(say('rp_bases'));
          parts.push(
            'The two amounts are on different bases (one-time against recurring): put both on the same basis before choosing a figure between them.',
          );
        }
      }
    }
  }
  if (kinds.has('waiver')) {
    const asker = (da.some((d) => d.kind === 'waiver') ? db : da).find((d) => d.kind === 'money');
    const waiver = da.some((d) => d.kind === 'waiver') ? 'A' : 'B';
    const other = waiver === 'A' ? 'B' : 'A';
    basis.push(`Party ${waiver} waives it; Party ${other} asks for ${asker?.text ?? 'it'}`);
    basisSay.push(
      asker
        ? say('rp_waiver_basis', { p: waiver, q: other, asked: asker.arg })
        : say('rp_waiver_basis_it', { p: waiver, q: other }),
    );
    if (asker && asker.key.endsWith('/month')) {
      const cents = Number.parseInt(asker.key, 10);
      partsSay.push(
        say('rp_waiver_options', {
          p: waiver,
          q: other,
          asked: asker.arg,
          mid: { $: 'money', cents: middleCents(0, cents), period: 'month' },
        }),
      );
      parts.push(
        `Options to talk through: no payment (Party ${waiver}), ${asker.text} (Party ${waiver === 'A' ? 'B' : 'A'}), or a smaller payment for a fixed term between the two, for example ${formatDollars(middleCents(0, cents))} per month with an end date.`,
      );
    } else {
      partsSay.push(say('rp_waiver_settle'));
      parts.push(`One side gives this up and the other keeps it: a point to settle with a mediator or attorney before signing.`);
    }
  }
  if (kinds.has('percent')) {
    const pa = firstOfKind(da, 'percent');
    const pb = firstOfKind(db, 'percent');
    if (pa && pb) {
      const x = Number(pa.key);
      const y = Number(pb.key);
      const mid = roundInside(x, y, 5);
      basis.push(`Party A ${x}%, Party B ${y}%`);
      basisSay.push(say('rp_basis_ab', { a: say('rt_percent', { n: x }), b: say('rt_percent', { n: y }) }));
      partsSay.push(valuation ? say('rp_share_after') : say('rp_share_between', { x: mid, y: 100 - mid }));
      parts.push(
        valuation
          ? `Agree the share once the value is settled.`
          : `A share between the two, for example ${mid}% / ${100 - mid}%.`,
      );
    }
  }
  if (kinds.has('duration')) {
    const xa = firstOfKind(da, 'duration');
    const xb = firstOfKind(db, 'duration');
    if (xa && xb) {
      basis.push(`Party A ${xa.text}, Party B ${xb.text}`);
      basisSay.push(say('rp_basis_ab', { a: xa.arg, b: xb.arg }));
      const a = Number.parseFloat(xa.key);
      const b = Number.parseFloat(xb.key);
      if (
        /\bsupport\b|\balimony\b|\bmaintenance\b|\bterm\b|\bsummer\b|\bvacation\b|\bweeks?\b/i.test(`${quoteA} ${quoteB}`) &&
        Number.isFinite(a) &&
        Number.isFinite(b)
      ) {
        const unit = xa.text.replace(/^[\d.]+\s*(?:business\s+)?/, '').replace(/s$/, '');
        const perUnit = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 }[unit] ?? 1;
        const mid = roundInside(a / perUnit, b / perUnit, 1);
        parts.push(`A length between the two, for example ${mid} ${unit}${mid === 1 ? '' : 's'}.`);
        partsSay.push(
          say('rp_length_between', {
            length: /^(?:hour|day|week|month|year)$/.test(unit) ? unitArg(mid, unit as 'day', false) : doc(`${mid} ${unit}s`),
          }),
        );
      } else {
        parts.push(`Choose one of the two periods: ${xa.text} (Party A) or ${xb.text} (Party B).`);
        partsSay.push(say('rp_choose_period', { a: xa.arg, b: xb.arg }));
      }
    }
  }
  for (const k of ['notice', 'distance'] as const) {
    if (!kinds.has(k)) continue;
    const d = diffs.find((x) => x.kind === k);
    if (d) {
      basis.push(`Party A ${d.a}, Party B ${d.b}`);
      basisSay.push(say('rp_basis_ab', { a: sideArg(d, 'a'), b: sideArg(d, 'b') }));
      partsSay.push(say(k === 'notice' ? 'rp_notice_choose' : 'rp_distance_choose', { a: sideArg(d, 'a'), b: sideArg(d, 'b') }));
      parts.push(
        `${k === 'notice' ? 'Notice periods' : 'Distance thresholds'} are not averaged: choose ${d.a} (Party A) or ${d.b} (Party B), and check the state's own rule, which may set it.`,
      );
    }
  }
  if (!parts.length) {
    // The most telling difference: a typed value ("the children live mainly with the Mother")
    // before a figure, an incidental time or day last.
    const d = mostTellingFirst(diffs)[0];
    if (d) {
      // The English stored is the typed values said in English, word for word what the page shows.
      // Said as the summary says it: "Party A says the children live mainly with the Mother; ...".
      const both = say('rp_basis_says', { a: lower(sideArg(d, 'a')), b: lower(sideArg(d, 'b')) });
      basis.push(d.say ? sayText(both) : `Party A says ${sideText(d, 'a')}; Party B says ${sideText(d, 'b')}`);
      basisSay.push(both);
    }
    parts.push('Set the two versions side by side and settle which one to use; neither is the neutral default.');
    partsSay.push(say('rp_side_by_side'));
  }
  if (ref) {
    parts.push(ref);
    partsSay.push(say('rp_texas'));
  }
  return {
    text: parts.join(' '),
    // "Party B 6:00 p.m." ends the sentence with its own period.
    basis: basis.length
      ? `Starts from: ${basis.join('; ')}.`.replace(/([a-z])\.\.$/i, '$1.')
      : 'Starts from the two quotes above.',
    textSay: say('rt_join', { items: list(partsSay, 'space') }),
    basisSay: basisSay.length ? say('rp_starts_from', { basis: list(basisSay, 'semicolon') }) : say('rp_starts_quotes'),
    ...(link ? { link } : {}),
  };
}
