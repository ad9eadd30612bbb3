/**
 * The report's fixed sentences, shared by the PDF and the print view: what the hashes show
 * and do not show (the same claim as the journal's check, docs/journal.md "What it proves,
 * and what not"; nothing beyond it), how to check them, and the overnight lines.
 */
import * as m from '../../../content/messages/journal/compiled/en.js';
import { english, type Translate } from '../../../lib/translate';
import { formatUsDate } from '../../../lib/usDate';
import type { ReportData } from './report';

export const PROVES = m.rp_proves;

export const PROVES_NOT = m.rp_proves_not;

export const REDACTED_NOTE = m.rp_redacted;

export const CHECK_STEPS = [m.rp_check_1, m.rp_check_2, m.rp_check_3];

/** The cover's overnight lines, in the language of `t` (`day` writes a calendar day in it). */
export function overnightLines(
  r: Pick<ReportData, 'overnights' | 'preparedBy'>,
  t: Translate = english,
  day: (d: string) => string = formatUsDate,
): string[] {
  const o = r.overnights;
  if (!o) return [t(m.rp_nights_none)];
  const keeper = r.preparedBy || t(m.rp_keeper_cap);
  const nights = o.scheduled.you + o.scheduled.other;
  const range = { first: day(o.first), last: day(o.last), count: nights };
  return [
    t(nights === 1 ? m.rp_nights_range_one : m.rp_nights_range, range),
    t(m.rp_nights_scheduled, { keeper, mine: o.scheduled.you, theirs: o.scheduled.other }),
    t(m.rp_nights_actual, { keeper, mine: o.actual.you, theirs: o.actual.other }),
  ];
}
