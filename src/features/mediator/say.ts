/**
 * The report's texts as data: a message id of the mediator's catalog with typed values
 * (docs/i18n.md, "The AI Mediator"). The comparison (worker, Node) builds these; the page, the
 * PDF, the saved report and the e-mail say them in the language on screen (reportText.ts).
 * Plain JSON, so a saved report keeps them. No React, no catalog code: only the ids' type.
 */
import type * as en from '../../content/messages/mediator/compiled/en.js';
import type { Period } from './extract';

/** An id of the mediator's catalog. */
export type MsgId = keyof typeof en;

/** A value in a message. */
export type Arg =
  /** A whole or decimal number ("1,200"). */
  | number
  /** Said the same in every language: a party's letter ("A"), a state's name. */
  | string
  /** Words from a document (or a name): kept as written, in English. */
  | { $: 'doc'; text: string }
  /** A text of the mediator's catalog said by its English (a topic's name): `t(text)`. */
  | { $: 'term'; text: string }
  /** An amount of money and how often it is paid. */
  | { $: 'money'; cents: number; period?: Period; perChild?: boolean }
  /** A calendar day, the year when one is given. */
  | { $: 'date'; month: number; day: number; year?: number }
  /** A clock time, minutes after midnight. */
  | { $: 'time'; minutes: number }
  /** Values one after the other, ", " between them unless `sep` says otherwise. */
  | { $: 'list'; items: Arg[]; sep?: Sep; /** The first letter a capital. */ cap?: boolean }
  | Say;

export type Sep = 'comma' | 'semicolon' | 'space' | 'then' | 'or' | 'and' | 'slash';

export interface Say {
  id: MsgId;
  v?: Readonly<Record<string, Arg>>;
}

export const say = (id: MsgId, v?: Record<string, Arg>): Say => (v ? { id, v } : { id });
export const doc = (text: string): Arg => ({ $: 'doc', text });
export const list = (items: Arg[], sep?: Sep): Arg => {
  // The same value once ("Friday, Friday" is "Friday").
  const seen = new Set<string>();
  const kept = items.filter((x) => {
    const k = JSON.stringify(x);
    return seen.has(k) ? false : (seen.add(k), true);
  });
  return sep ? { $: 'list', items: kept, sep } : { $: 'list', items: kept };
};
export const isSay = (a: Arg): a is Say => typeof a === 'object' && 'id' in a;
