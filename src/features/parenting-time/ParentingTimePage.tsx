import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { toast } from '../../state/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage } from '../../lib/errorMessage';
import { english } from '../../lib/translate';
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
import { useLang, useMessages } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import * as m from '../../content/messages/parenting-time/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { parentingTimeMessages } from './parentingTimeMessages';

const DIRTY_KEY = 'parenting-time';
const PATH = paths.parentingTime;

export default function ParentingTimePage() {
  const t = useMessages(parentingTimeMessages);
  const tools = useMessages(toolsMessages);
  return (
    <div className="container page ptc">
      <PageMeta title={t(m.title)} description={t(m.meta_description)} path={PATH} />
      <BackLink href={paths.resources}>{tools(tm.back_resources)}</BackLink>
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.lead)}</p>
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
  const t = useMessages(parentingTimeMessages);
  const tools = useMessages(toolsMessages);
  const lang = useLang();
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
        toast({ title: t(m.loaded_title), description: t(m.loaded_desc), variant: 'info' });
      }
    } else if (record.status === 'missing') {
      announcedRef.current = true;
      adopt((d) => d ?? defaultSchedule(deviceTimeZone()));
    } else if (record.status === 'damaged') {
      setLoadError(record.error?.message ?? '');
      adopt((d) => d ?? defaultSchedule(deviceTimeZone()));
    }
  }, [record.status, record.value, record.error, adopt, isDirty, t]);

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
  // The field messages in the language on screen (checks.ts gives the English ones).
  const shownErrors = useMemo<FieldErrors>(
    () => (t === english ? errors : Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v && t(v)]))),
    [errors, t],
  );
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
    () => (nameA !== undefined && nameB !== undefined ? parentLabels({ parentA: nameA, parentB: nameB }, t) : null),
    [nameA, nameB, t],
  );
  // "In words" in the language on screen; what is stored for the parenting plan stays English (scheduleEntries).
  const wording = useMemo(() => (data ? scheduleWording(data, result, t, lang) : ''), [data, result, t, lang]);
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

  // The plan's "Use my parenting-time schedule" reads the saved summary: say it is ready only
  // once it is in the vault with nothing left to write (not while held in memory, state 'memory').
  const planReady = saved !== null && (saveState === 'saved' || saveState === 'idle');

  if (!data) {
    return (
      <p className="muted" aria-busy="true">
        {t(m.opening)}
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
        title: t(m.cleared_title),
        description: t(m.cleared_desc),
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: tools(tm.error),
        description: `${t(m.clear_failed)} ${errorMessage(err)}`.trim(),
        variant: 'destructive',
        duration: 10_000,
      });
    }
  };

  return (
    <form className="ptc__form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t(m.form_label)}>
      {loadError !== null ? (
        <div className="alert alert--danger" role="alert">
          {loadError ? t(m.load_error_reason, { reason: loadError }) : t(m.load_error)} {t(m.load_error_next)}
        </div>
      ) : null}
      <SaveLine state={saveState} error={saveError} onRetry={retry} />
      <div className="no-print">
        <ParentsSection data={data} edit={edit} errors={shownErrors} />
        <PatternSection data={data} edit={edit} errors={shownErrors} />
        <SummerSection data={data} edit={edit} errors={shownErrors} />
        <HolidaySection data={data} edit={edit} errors={shownErrors} />
        <OneOffSection data={data} edit={edit} errors={shownErrors} />
      </div>
      <section className="ptc__results" aria-labelledby="ptc-results-title">
        <h2 id="ptc-results-title">{t(m.overnights_title)}</h2>
        <WindowFields data={data} edit={edit} errors={shownErrors} />
        {!result ? (
          <p className="alert alert--warning" role="status">
            {t(m.needs_fixing)}
          </p>
        ) : (
          <>
            <ResultTables data={data} result={result} wording={wording} planReady={planReady} />
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
          <h2 id="ptc-cal-title">{t(m.calendar_title)}</h2>
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
        title={t(m.clear_confirm_title)}
        message={t(m.clear_confirm_message)}
        confirmLabel={t(m.clear_confirm_yes)}
        onConfirm={() => void clear()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
