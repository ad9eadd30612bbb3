/**
 * One version's fields as label and value pairs, in the order a parent reads them: the
 * entry's detail view (EntryView.tsx) and the report (report/) both list them from here.
 * Pure; empty values are left out.
 */
import * as m from '../../content/messages/journal/compiled/en.js';
import { CHANNEL_LABELS } from '../../lib/journalHandoff';
import { english, type Translate } from '../../lib/translate';
import { formatUsDate } from '../../lib/usDate';
import { CHILD_AREA_LABELS, OUTCOME_LABELS, TYPE_LABELS, type EntryContent, type Parent } from './model';

/** How each parent is named: on screen "you", in a report the name of the parent who prepared it. */
export type ParentNames = Readonly<Record<Parent, string>>;
const SCREEN_PARENTS: ParentNames = { you: m.screen_you, other: m.screen_other };

/** "March 14, 2027 at 18:05 (America/Chicago)" ("14 de marzo de 2027 a las 18:05 (…)" in Spanish). */
export function happenedText(c: EntryContent, t: Translate = english, day: (d: string) => string = formatUsDate): string {
  const inputs = { date: day(c.happenedAt.date), time: c.happenedAt.time, zone: c.happenedAt.zone.replace(/_/g, ' ') };
  return t(c.happenedAt.time ? m.happened_at : m.happened_day, inputs);
}

/** One line saying how an exchange went: "Late by 25 min". */
export function outcomeText(c: Extract<EntryContent, { type: 'exchange' }>, t: Translate = english): string {
  return c.outcome === 'late' ? t(m.late_by, { minutes: c.lateMinutes }) : t(OUTCOME_LABELS[c.outcome]);
}

/** "$45.50" from 4550 cents. */
const amountText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The fields of one version beyond its title and words (details, message), non-empty only, in
 * the language of `t` (labels and the values the journal words itself; what was typed stays).
 */
export function fieldRows(
  c: EntryContent,
  parents: ParentNames = SCREEN_PARENTS,
  t: Translate = english,
  day: (d: string) => string = formatUsDate,
): Array<[string, string]> {
  const who = (p: Parent) => t(parents[p]);
  const rows: Array<[string, string]> = [
    [t(m.row_type), t(TYPE_LABELS[c.type])],
    [t(m.row_happened), happenedText(c, t, day)],
  ];
  switch (c.type) {
    case 'incident':
      rows.push([t(m.present_label), c.present], [t(m.witnesses_label), c.witnesses], [t(m.report_number_label), c.reportNumber]);
      break;
    case 'exchange':
      rows.push(
        [t(m.outcome_label), outcomeText(c, t)],
        [t(m.scheduled_label), c.scheduledTime],
        [t(m.actual_label), c.actualTime],
        [t(m.row_handover), t(m.handover_from_to, { giver: who(c.from), receiver: who(c.to) })],
        [t(m.handed_label), c.handedOverBy],
      );
      break;
    case 'communication':
      rows.push([t(m.channel_label), t(CHANNEL_LABELS[c.channel])]);
      break;
    case 'child':
      rows.push([t(m.area_label), t(CHILD_AREA_LABELS[c.area])]);
      break;
    case 'expense':
      rows.push(
        [t(m.sheet_label), c.sheet],
        [t(m.item_label), c.item],
        [t(m.row_amount), c.amountCents === null ? '' : amountText(c.amountCents)],
      );
      break;
    case 'parenting-time':
      rows.push(
        [t(m.change_label), t(c.change === 'make-up' ? m.change_makeup : m.change_changed)],
        [t(m.row_with), who(c.parent)],
        [
          t(m.row_nights),
          c.firstNight === c.lastNight ? c.firstNight : t(m.nights_range, { first: c.firstNight, last: c.lastNight }),
        ],
      );
      break;
    case 'note':
      break;
  }
  rows.push([t(m.row_children), c.children.join(', ')], [t(m.tags_label), c.tags.join(', ')], [t(m.where_label), c.location]);
  return rows.filter(([, v]) => v !== '');
}
