import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { toast } from '../../state/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage } from '../../lib/errorMessage';
import { VaultGate } from '../../vault/ui/VaultGate';
import { useVaultRecord } from '../../vault/useVaultRecord';
import { deleteRecord, saveRecord } from '../../vault/records';
import type { AutosaveEntry } from '../../vault/autosave';
import { useAutosave } from '../../vault/useAutosave';
import { scheduleSummaryKind, SCHEDULE_SUMMARY_ID, type ScheduleSummary } from '../../vault/scheduleSummary';
import { hasTimeFacts, journalTimeKind, JOURNAL_TIME_ID } from '../../vault/journalTime';
import { sideBySide } from '../../lib/overnightRecount';
import { actualDays, scheduledNights } from './actual';
import { ActualSection } from './sections/ActualSection';
import { parentingTimeKind, SCHEDULE_ID } from './kind';
import { defaultSchedule, todayIso, type ScheduleData } from './model';
import { checkSchedule, type FieldErrors } from './checks';
import { deviceTimeZone, parseIsoDate } from './dates';
import { computeSchedule, supportOvernights, windowOf, type ScheduleResult } from './schedule';
import { scheduleWording } from './wording';
import { parentLabels } from './labels';
import { ScheduleCalendar } from './Calendar';
import { sameErrors } from './sections/fields';
import { ParentsSection } from './sections/ParentsSection';
import { PatternSection } from './sections/PatternSection';
import { SummerSection } from './sections/SummerSection';
import { HolidaySection } from './sections/HolidaySection';
import { OneOffSection } from './sections/OneOffSection';
import { ResultTables, WindowFields } from './sections/Results';
import { SaveLine } from './sections/SaveLine';
import { ShareSection } from './sections/ShareSection';
import './parenting-time.css';
import { BackLink } from '../../ui/BackLink';
import * as paths from '../../lib/paths';

const DIRTY_KEY = 'parenting-time';
const PATH = paths.parentingTime;

export default function ParentingTimePage() {
  return (
    <div className="container page ptc">
      <PageMeta
        title="Parenting Time Calculator"
        description="Build a custody schedule from a common pattern, add summer, holidays and changes, and see each parent's exact overnights, a month calendar, a PDF and a calendar file. Private and offline."
        path={PATH}
      />
      <BackLink href={paths.resources}>Back to Resources</BackLink>
      <h1>Parenting Time Calculator</h1>
      <p className="lead">
        Build your parenting-time schedule day by day: pick a pattern, add summer, holidays and one-off changes, and see how many
        overnights each parent has. It stays on this device, encrypted with your passphrase.
      </p>
      <VaultGate purpose="to save your schedule" tryFirst>
        <ScheduleTool />
      </VaultGate>
      <Disclaimer />
    </div>
  );
}

/**
 * What the autosave stores for a schedule: the schedule itself and the summary the
 * parenting plan and the estimator read (its wording, first-year overnights and nights), together.
 */
function scheduleEntries(snapshot: ScheduleData, today: number): AutosaveEntry[] {
  const w = windowOf(snapshot, today);
  const r = computeSchedule(snapshot, w.startDay, w.endDay);
  const entries: AutosaveEntry[] = [{ kind: parentingTimeKind, id: SCHEDULE_ID, value: snapshot }];
  if (r) {
    const summary: ScheduleSummary = {
      wording: scheduleWording(snapshot, r),
      overnights: supportOvernights(snapshot, r),
      savedAt: new Date().toISOString(),
      nights: scheduledNights(snapshot.you, r),
    };
    entries.push({ kind: scheduleSummaryKind, id: SCHEDULE_SUMMARY_ID, value: summary });
  }
  return entries;
}

function ScheduleTool() {
  const record = useVaultRecord(parentingTimeKind, SCHEDULE_ID);
  const today = useMemo(() => parseIsoDate(todayIso())!, []);
  // Autosave: the schedule and its summary, stored together about a second after the last
  // change. A change still waiting is written before a lock, a quick exit or leaving the
  // page (src/vault/useAutosave.ts).
  const entries = useCallback((snapshot: ScheduleData) => scheduleEntries(snapshot, today), [today]);
  const {
    value: data,
    edit,
    adopt,
    isDirty,
    state: saveState,
    error: saveError,
    retry,
    clear: clearAll,
  } = useAutosave({
    tool: DIRTY_KEY,
    entries,
  });
  const [loadError, setLoadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const announcedRef = useRef(false);

  useEffect(() => {
    if (isDirty()) return;
    if (record.status === 'ready' && record.value) {
      const saved = record.value;
      adopt(() => saved);
      setLoadError(null);
      if (!announcedRef.current) {
        announcedRef.current = true;
        toast({ title: 'Schedule Loaded', description: 'Your saved parenting-time schedule has been loaded.', variant: 'info' });
      }
    } else if (record.status === 'missing') {
      announcedRef.current = true;
      adopt((d) => d ?? defaultSchedule(deviceTimeZone()));
    } else if (record.status === 'damaged') {
      setLoadError(record.error?.message ?? '');
      adopt((d) => d ?? defaultSchedule(deviceTimeZone()));
    }
  }, [record.status, record.value, record.error, adopt, isDirty]);

  // The same errors object while the messages are the same, so sections that show none of
  // the changed fields are not redrawn.
  const lastErrors = useRef<FieldErrors>({});
  const errors = useMemo<FieldErrors>(() => {
    const next = data ? checkSchedule(data) : {};
    return sameErrors(lastErrors.current, next) ? lastErrors.current : next;
  }, [data]);
  useEffect(() => {
    lastErrors.current = errors;
  }, [errors]);
  // The recount follows the form in the same render (no deferred second render): counting
  // 24 months takes about a millisecond, and only the changed section, the results and the
  // one month on screen are redrawn; a deferred render only added a frame before the totals.
  const win = useMemo(() => (data ? windowOf(data, today) : null), [data, today]);
  const result = useMemo<ScheduleResult | null>(
    () => (data && win ? computeSchedule(data, win.startDay, win.endDay) : null),
    [data, win],
  );
  const nameA = data?.parentA;
  const nameB = data?.parentB;
  const labels = useMemo(
    () => (nameA !== undefined && nameB !== undefined ? parentLabels({ parentA: nameA, parentB: nameB }) : null),
    [nameA, nameB],
  );
  const wording = useMemo(() => (data ? scheduleWording(data, result) : ''), [data, result]);
  // Actual overnights: the journal's exchange and make-up entries counted against this
  // schedule as it is on screen (docs/parenting-time.md "Actual overnights").
  const time = useVaultRecord(journalTimeKind, JOURNAL_TIME_ID);
  const facts = time.status === 'ready' && hasTimeFacts(time.value) ? time.value : null;
  const you = data?.you;
  const counted = useMemo(
    () => (result && you && facts ? sideBySide(scheduledNights(you, result), facts) : null),
    [result, you, facts],
  );
  const actual = useMemo(() => (counted && you && counted.inWindow ? actualDays(you, counted) : null), [counted, you]);
  // A summary saved before it kept the nights gets them once, so the estimator can offer
  // actual overnights without waiting for the next change to the schedule.
  const summary = useVaultRecord(scheduleSummaryKind, SCHEDULE_SUMMARY_ID);
  const saved = summary.status === 'ready' ? summary.value : null;
  useEffect(() => {
    if (!saved || saved.nights || !result || !you || isDirty()) return;
    void saveRecord(scheduleSummaryKind, SCHEDULE_SUMMARY_ID, { ...saved, nights: scheduledNights(you, result) }).catch(
      () => undefined,
    );
  }, [saved, result, you, isDirty]);

  if (!data) {
    return (
      <p className="muted" aria-busy="true">
        Opening your saved schedule…
      </p>
    );
  }

  const clear = async () => {
    setConfirming(false);
    try {
      await clearAll(defaultSchedule(deviceTimeZone()), async () => {
        await deleteRecord(parentingTimeKind, SCHEDULE_ID);
        await deleteRecord(scheduleSummaryKind, SCHEDULE_SUMMARY_ID);
      });
      toast({
        title: 'Schedule Cleared',
        description: 'The schedule is back to the start and the saved copy was removed.',
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: `Could not clear the schedule. ${errorMessage(err)}`.trim(),
        variant: 'destructive',
        duration: 10_000,
      });
    }
  };

  return (
    <form className="ptc__form" onSubmit={(e) => e.preventDefault()} noValidate aria-label="Parenting-time schedule">
      {loadError !== null ? (
        <div className="alert alert--danger" role="alert">
          Could not load your saved schedule{loadError ? `: ${loadError}` : '.'} The tool starts from a blank schedule; your next
          change will replace the unreadable copy.
        </div>
      ) : null}
      <SaveLine state={saveState} error={saveError} onRetry={retry} />
      <div className="no-print">
        <ParentsSection data={data} edit={edit} errors={errors} />
        <PatternSection data={data} edit={edit} errors={errors} />
        <SummerSection data={data} edit={edit} errors={errors} />
        <HolidaySection data={data} edit={edit} errors={errors} />
        <OneOffSection data={data} edit={edit} errors={errors} />
      </div>
      <section className="ptc__results" aria-labelledby="ptc-results-title">
        <h2 id="ptc-results-title">Overnights</h2>
        <WindowFields data={data} edit={edit} errors={errors} />
        {!result ? (
          <p className="alert alert--warning" role="status">
            Some answers above need fixing before the schedule can be counted. Each one says what is needed.
          </p>
        ) : (
          <>
            <ResultTables data={data} result={result} wording={wording} />
            <ActualSection
              data={data}
              counted={counted}
              entries={facts ? facts.exchanges.length + facts.changes.length : 0}
              unreadable={time.status === 'damaged'}
            />
          </>
        )}
      </section>
      {result && labels ? (
        <section className="ptc__calendar" aria-labelledby="ptc-cal-title">
          <h2 id="ptc-cal-title">Calendar</h2>
          <ScheduleCalendar days={result.days} labels={labels} actual={actual} />
        </section>
      ) : null}
      <ShareSection
        data={data}
        result={result}
        labels={labels}
        wording={wording}
        actual={counted && you ? { you, counted } : null}
        onStartOver={() => setConfirming(true)}
      />
      <ConfirmDialog
        open={confirming}
        title="Clear the schedule?"
        message="This resets the schedule to the start and removes the saved copy (and the wording kept for your parenting plan) from this device. It cannot be undone."
        confirmLabel="Yes, clear it"
        onConfirm={() => void clear()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
