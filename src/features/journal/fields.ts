/**
 * One version's fields as label and value pairs, in the order a parent reads them: the
 * entry's detail view (EntryView.tsx) and the report (report/) both list them from here.
 * Pure; empty values are left out.
 */
import { CHANNEL_LABELS } from '../../lib/journalHandoff';
import { formatUsDate } from '../../lib/usDate';
import { CHILD_AREA_LABELS, OUTCOME_LABELS, TYPE_LABELS, type EntryContent, type Parent } from './model';

/** How each parent is named: on screen "you", in a report the name of the parent who prepared it. */
export type ParentNames = Readonly<Record<Parent, string>>;
const SCREEN_PARENTS: ParentNames = { you: 'you', other: 'the other parent' };

/** "March 14, 2027 at 18:05 (America/Chicago)". */
export function happenedText(c: EntryContent): string {
  return `${formatUsDate(c.happenedAt.date)}${c.happenedAt.time ? ` at ${c.happenedAt.time}` : ''} (${c.happenedAt.zone.replace(/_/g, ' ')})`;
}

/** One line saying how an exchange went: "Late by 25 min". */
export function outcomeText(c: Extract<EntryContent, { type: 'exchange' }>): string {
  return c.outcome === 'late' ? `Late by ${c.lateMinutes} min` : OUTCOME_LABELS[c.outcome];
}

/** "$45.50" from 4550 cents. */
const amountText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The fields of one version beyond its title and words (details, message), non-empty only. */
export function fieldRows(c: EntryContent, parents: ParentNames = SCREEN_PARENTS): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Type', TYPE_LABELS[c.type]],
    ['Happened', happenedText(c)],
  ];
  switch (c.type) {
    case 'incident':
      rows.push(['Who was present', c.present], ['Witnesses', c.witnesses], ['Police or report number', c.reportNumber]);
      break;
    case 'exchange':
      rows.push(
        ['How it went', outcomeText(c)],
        ['Scheduled time', c.scheduledTime],
        ['Actual time', c.actualTime],
        ['Hand-over', `from ${parents[c.from]} to ${parents[c.to]}`],
        ['Who did the hand-over', c.handedOverBy],
      );
      break;
    case 'communication':
      rows.push(['How it came', CHANNEL_LABELS[c.channel]]);
      break;
    case 'child':
      rows.push(['About', CHILD_AREA_LABELS[c.area]]);
      break;
    case 'expense':
      rows.push(
        ['Expense sheet', c.sheet],
        ['Expense', c.item],
        ['Amount', c.amountCents === null ? '' : amountText(c.amountCents)],
      );
      break;
    case 'parenting-time':
      rows.push(
        ['Kind of time', c.change === 'make-up' ? 'Make-up time' : 'Changed time'],
        ['With', parents[c.parent]],
        ['Nights', c.firstNight === c.lastNight ? c.firstNight : `${c.firstNight} to ${c.lastNight}`],
      );
      break;
    case 'note':
      break;
  }
  rows.push(['Children', c.children.join(', ')], ['Tags', c.tags.join(', ')], ['Where', c.location]);
  return rows.filter(([, v]) => v !== '');
}
