/**
 * Scheduled or actual overnights: where the parenting-time schedule is saved with its nights
 * and the journal holds exchange or make-up entries in its first 12 months, the parent
 * chooses which to use (docs/child-support.md, "Scheduled or actual overnights"). Reads the
 * vault records `schedule-summary` and `journal-time`; offers nothing while locked.
 */
import { useMemo } from 'react';
import { formatUsDate } from '../../lib/usDate';
import { journalTimeKind, JOURNAL_TIME_ID, supportYear } from '../../vault/journalTime';
import { scheduleSummaryKind, SCHEDULE_SUMMARY_ID } from '../../vault/scheduleSummary';
import { useVaultRecord } from '../../vault/useVaultRecord';
import { english, type Translate } from '../../lib/translate';
import { useMessages } from '../../ui/i18n';
import { csMessages } from './csMessages';
import * as m from '../../content/messages/child-support/compiled/en.js';

export type OvernightsSource = 'scheduled' | 'actual';
export type Recorded = NonNullable<ReturnType<typeof supportYear>>;

/** The first 12 months of the saved schedule, scheduled and actual; null when there is no actual to offer. */
export function useRecordedOvernights(): Recorded | null {
  const summary = useVaultRecord(scheduleSummaryKind, SCHEDULE_SUMMARY_ID);
  const time = useVaultRecord(journalTimeKind, JOURNAL_TIME_ID);
  return useMemo(() => supportYear(summary.value, time.value), [summary.value, time.value]);
}

const SOURCE_TEXT: Readonly<Record<OvernightsSource, string>> = {
  scheduled: m.src_scheduled,
  actual: m.src_actual,
};

/** "actual, the schedule as … (197 with you, 168 with the other parent)". */
export function sourceText(source: OvernightsSource, recorded: Recorded, t: Translate = english): string {
  const o = recorded[source];
  return t(m.src_text, { source: t(SOURCE_TEXT[source]), yours: o.you, other: o.other });
}

export function OvernightsChoice({
  id,
  recorded,
  source,
  onSource,
}: {
  id: string;
  recorded: Recorded;
  source: OvernightsSource | null;
  onSource: (source: OvernightsSource) => void;
}) {
  const t = useMessages(csMessages);
  return (
    <fieldset className="cs-choice" data-testid="cs-overnights-choice">
      <legend>{t(m.records_legend)}</legend>
      <p className="field__hint">
        {t(m.records_hint, { first: formatUsDate(recorded.first), last: formatUsDate(recorded.last) })}
      </p>
      {(['scheduled', 'actual'] as const).map((s) => (
        <label key={s} className="cs-choice__option">
          <input type="radio" name={`${id}-source`} value={s} checked={source === s} onChange={() => onSource(s)} />
          <span>
            {t(s === 'scheduled' ? m.scheduled_opt : m.actual_opt, { yours: recorded[s].you, other: recorded[s].other })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
