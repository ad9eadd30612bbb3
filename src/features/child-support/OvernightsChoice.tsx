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

export type OvernightsSource = 'scheduled' | 'actual';
export type Recorded = NonNullable<ReturnType<typeof supportYear>>;

/** The first 12 months of the saved schedule, scheduled and actual; null when there is no actual to offer. */
export function useRecordedOvernights(): Recorded | null {
  const summary = useVaultRecord(scheduleSummaryKind, SCHEDULE_SUMMARY_ID);
  const time = useVaultRecord(journalTimeKind, JOURNAL_TIME_ID);
  return useMemo(() => supportYear(summary.value, time.value), [summary.value, time.value]);
}

const SOURCE_TEXT: Readonly<Record<OvernightsSource, string>> = {
  scheduled: 'scheduled, from your parenting-time schedule',
  actual: 'actual, the schedule as your journal records it',
};

/** "actual, the schedule as … (197 with you, 168 with the other parent)". */
export function sourceText(source: OvernightsSource, recorded: Recorded): string {
  const o = recorded[source];
  return `${SOURCE_TEXT[source]} (${o.you} with you, ${o.other} with the other parent)`;
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
  const range = `${formatUsDate(recorded.first)} to ${formatUsDate(recorded.last)}`;
  return (
    <fieldset className="cs-choice" data-testid="cs-overnights-choice">
      <legend>Use the overnights from your records</legend>
      <p className="field__hint">
        From {range}. Actual counts each night as scheduled unless your journal records an exchange that was missed, cancelled or
        happened on another day, or make-up time.
      </p>
      {(['scheduled', 'actual'] as const).map((s) => (
        <label key={s} className="cs-choice__option">
          <input type="radio" name={`${id}-source`} value={s} checked={source === s} onChange={() => onSource(s)} />
          <span>
            {s === 'scheduled' ? 'Scheduled' : 'Actual'}: {recorded[s].you} with you, {recorded[s].other} with the other parent
          </span>
        </label>
      ))}
    </fieldset>
  );
}
