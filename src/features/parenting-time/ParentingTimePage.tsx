import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { markDirty } from '../../state/dirty';
import { toast } from '../../state/toast';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage } from '../../lib/errorMessage';
import { groupThousands } from '../../lib/thousands';
import { VaultGate } from '../../vault/ui/VaultGate';
import { useVaultRecord } from '../../vault/useVaultRecord';
import { deleteRecord } from '../../vault/records';
import { openAutosave, type AutosaveEntry, type AutosaveSlot } from '../../vault/autosave';
import { scheduleSummaryKind, SCHEDULE_SUMMARY_ID, type ScheduleSummary } from '../../vault/scheduleSummary';
import { saveBlob } from '../../lib/pdf';
import { parentingTimeKind, SCHEDULE_ID } from './kind';
import { HOLIDAY_KEYS, HOLIDAY_LABELS } from '../../content/holidays';
import {
  checkSchedule,
  defaultSchedule,
  hasEveningVisit,
  HOLIDAY_TIMES,
  other,
  parentName,
  PATTERN_LABELS,
  PATTERNS,
  todayIso,
  type FieldErrors,
  type HolidayRule,
  type Midweek,
  type PatternId,
  type ScheduleData,
  type Side,
  type SummerMode,
} from './model';
import { dateText, deviceTimeZone, MONTH_NAMES, parseIsoDate, WEEKDAY_NAMES } from './dates';
import { computeSchedule, estimatorLink, percentText, supportOvernights, windowOf, type ScheduleResult } from './schedule';
import { scheduleWording } from './wording';
import { scheduleIcs } from './ics';
import { parentLabels } from './labels';
import { ScheduleCalendar } from './Calendar';
import './parenting-time.css';
import { BackLink } from '../../ui/BackLink';
import { AccordionItem } from '../../ui/Accordion';
import { StartOver } from '../../ui/StartOver';

const DIRTY_KEY = 'parenting-time';
const PATH = '/resources/parenting-time-calculator';

export default function ParentingTimePage() {
  return (
    <div className="container page ptc">
      <PageMeta
        title="Parenting Time Calculator"
        description="Build a custody schedule from a common pattern, add summer, holidays and changes, and see each parent's exact overnights, a month calendar, a PDF and a calendar file. Private and offline."
        path={PATH}
      />
      <BackLink href="/resources">Back to Resources</BackLink>
      <h1>Parenting Time Calculator</h1>
      <p className="lead">
        Build your parenting-time schedule day by day: pick a pattern, add summer, holidays and one-off changes, and see how many
        overnights each parent has. It stays on this device, encrypted with your passphrase.
      </p>
      <VaultGate purpose="to save your schedule">
        <ScheduleTool />
      </VaultGate>
      <Disclaimer />
    </div>
  );
}

type Edit = (fn: (s: ScheduleData) => ScheduleData) => void;
type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

function ScheduleTool() {
  const record = useVaultRecord(parentingTimeKind, SCHEDULE_ID);
  const [data, setData] = useState<ScheduleData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const dataRef = useRef<ScheduleData | null>(null);
  dataRef.current = data;
  const dirtyRef = useRef(false);
  const announcedRef = useRef(false);
  const today = useMemo(() => parseIsoDate(todayIso())!, []);

  useEffect(() => {
    if (dirtyRef.current) return;
    if (record.status === 'ready' && record.value) {
      setData(record.value);
      setLoadError(null);
      if (!announcedRef.current) {
        announcedRef.current = true;
        toast({ title: 'Schedule Loaded', description: 'Your saved parenting-time schedule has been loaded.', variant: 'info' });
      }
    } else if (record.status === 'missing') {
      announcedRef.current = true;
      setData((d) => d ?? defaultSchedule(deviceTimeZone()));
    } else if (record.status === 'damaged') {
      setLoadError(record.error?.message ?? '');
      setData((d) => d ?? defaultSchedule(deviceTimeZone()));
    }
  }, [record.status, record.value, record.error]);

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

  // Autosave: the schedule and the summary the parenting plan reads, stored together about
  // a second after the last change. A change still waiting is written before a lock, a
  // quick exit or leaving the page (src/vault/autosave.ts).
  const slotRef = useRef<AutosaveSlot | null>(null);
  useEffect(() => {
    const slot = openAutosave<ScheduleData>({
      collect: () => {
        const snapshot = dataRef.current;
        if (!snapshot) return null;
        setSaveState('saving');
        const w = windowOf(snapshot, today);
        const r = computeSchedule(snapshot, w.startDay, w.endDay);
        const entries: AutosaveEntry[] = [{ kind: parentingTimeKind, id: SCHEDULE_ID, value: snapshot }];
        if (r) {
          const summary: ScheduleSummary = {
            wording: scheduleWording(snapshot, r),
            overnights: supportOvernights(snapshot, r),
            savedAt: new Date().toISOString(),
          };
          entries.push({ kind: scheduleSummaryKind, id: SCHEDULE_SUMMARY_ID, value: summary });
        }
        return { entries, token: snapshot };
      },
      onSettled: (snapshot, err) => {
        if (err) {
          setSaveState('error');
          setSaveError(errorMessage(err));
        } else if (dataRef.current === snapshot) {
          dirtyRef.current = false;
          markDirty(DIRTY_KEY, false);
          setSaveState('saved');
        }
      },
    });
    slotRef.current = slot;
    return () => {
      slotRef.current = null;
      void slot.close();
      markDirty(DIRTY_KEY, false);
    };
  }, [today]);

  const edit: Edit = useCallback((fn) => {
    const cur = dataRef.current;
    if (!cur) return;
    const next = fn(cur);
    dataRef.current = next;
    setData(next);
    dirtyRef.current = true;
    // Kept: a lock or quick exit writes it first (the shell then need not warn that it is lost).
    markDirty(DIRTY_KEY, true, true);
    setSaveState('pending');
    slotRef.current?.changed();
  }, []);

  if (!data) {
    return (
      <p className="muted" aria-busy="true">
        Opening your saved schedule…
      </p>
    );
  }

  const downloadIcs = () => {
    if (!result || !data) return;
    const text = scheduleIcs(data, result, new Date());
    saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), 'parenting-time.ics');
    setStatus('Your calendar file is ready: parenting-time.ics. Open it with your calendar app to add the schedule.');
  };

  const downloadPdf = async () => {
    if (!result || !labels) return;
    setStatus('Building your PDF calendar on this device…');
    try {
      const [{ buildPdfBlob }, { calendarDocument }] = await Promise.all([import('../../lib/pdf'), import('./calendarPdf')]);
      const blob = await buildPdfBlob((kit) => calendarDocument(kit, { result, labels, wording, preparedOn: new Date() }));
      saveBlob(blob, 'parenting-time-calendar.pdf');
      setStatus('Your PDF calendar is ready: parenting-time-calendar.pdf.');
    } catch (err) {
      setStatus(
        `The PDF could not be built on this device. Your schedule is unchanged; please try again. ${errorMessage(err)}`.trim(),
      );
    }
  };

  const clear = async () => {
    setConfirming(false);
    try {
      await slotRef.current?.cancel();
      await deleteRecord(parentingTimeKind, SCHEDULE_ID);
      await deleteRecord(scheduleSummaryKind, SCHEDULE_SUMMARY_ID);
      dirtyRef.current = false;
      markDirty(DIRTY_KEY, false);
      setData(defaultSchedule(deviceTimeZone()));
      setSaveState('idle');
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
      <SaveLine state={saveState} error={saveError} onRetry={() => void slotRef.current?.flush()} />
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
          <ResultTables data={data} result={result} wording={wording} />
        )}
      </section>
      {result && labels ? (
        <section className="ptc__calendar" aria-labelledby="ptc-cal-title">
          <h2 id="ptc-cal-title">Calendar</h2>
          <ScheduleCalendar days={result.days} labels={labels} />
        </section>
      ) : null}
      <section className="ptc__actions no-print" aria-labelledby="ptc-actions-title">
        <h2 id="ptc-actions-title">Print and share</h2>
        <p className="muted">
          The calendar file (.ics) adds one event per stretch with each parent to Google Calendar, Apple Calendar or Outlook; the
          other parent can import it too. Everything is made on this device.
        </p>
        <div className="btn-row">
          <button type="button" className="btn btn--secondary" onClick={() => window.print()} disabled={!result}>
            Print calendar
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => void downloadPdf()} disabled={!result}>
            Download PDF calendar
          </button>
          <button type="button" className="btn btn--secondary" onClick={downloadIcs} disabled={!result}>
            Download calendar file (.ics)
          </button>
        </div>
        <p className="ptc__status" role="status" aria-live="polite" data-testid="ptc-status">
          {status}
        </p>
        <StartOver
          testId="ptc-start-over"
          hint="Clear schedule resets the schedule to the start and removes its saved copy (and the wording kept for your parenting plan) from this device. It asks before it does anything."
          label="Clear schedule"
          onClick={() => setConfirming(true)}
        />
      </section>
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

function SaveLine({ state, error, onRetry }: { state: SaveState; error: string; onRetry: () => void }) {
  const text: Record<SaveState, string> = {
    idle: 'Changes are saved automatically, encrypted, on this device.',
    pending: 'Unsaved changes…',
    saving: 'Saving…',
    saved: 'All changes saved on this device.',
    error: `Your latest changes are not saved. ${error}`.trim(),
  };
  return (
    <p className={`ptc__save no-print${state === 'error' ? ' ptc__save--error' : ''}`} role="status" data-testid="ptc-save-state">
      {text[state]}{' '}
      {state === 'error' ? (
        <button type="button" className="btn btn--small btn--secondary" onClick={onRetry}>
          Try saving again
        </button>
      ) : null}
    </p>
  );
}

// ---------------------------------------------------------------- small field helpers

function FieldError({ id, errors }: { id: string; errors: FieldErrors }) {
  const e = errors[id];
  return e ? (
    <span className="field__error" id={`ptc-${id}-error`}>
      {e}
    </span>
  ) : null;
}

function invalid(id: string, errors: FieldErrors, hintId?: string) {
  const ids = [hintId, errors[id] ? `ptc-${id}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': errors[id] ? true : undefined, ...(ids ? { 'aria-describedby': ids } : {}) };
}

function ParentSelect({
  id,
  label,
  value,
  data,
  onChange,
}: {
  id: string;
  label: string;
  value: Side;
  data: Names;
  onChange: (s: Side) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as Side)}>
        <option value="a">{parentName(data, 'a')}</option>
        <option value="b">{parentName(data, 'b')}</option>
      </select>
    </div>
  );
}

function Section({ title, id, open, children }: { title: string; id: string; open?: boolean; children: ReactNode }) {
  return (
    <AccordionItem className="ptc__section" id={id} open={open} summary={title}>
      {children}
    </AccordionItem>
  );
}

type Names = Pick<ScheduleData, 'parentA' | 'parentB'>;

interface SectionProps<K extends keyof ScheduleData> {
  /** The whole schedule is passed in; the type lets a section read only its own fields. */
  data: Pick<ScheduleData, K>;
  edit: Edit;
  errors: FieldErrors;
}

/**
 * A form section that is redrawn only when one of its own fields (`keys`), the errors or
 * `edit` change: a change in one section, and the lower-priority recount that follows it,
 * leave the other sections alone.
 */
function section<K extends keyof ScheduleData>(keys: readonly K[], render: (p: SectionProps<K>) => ReactNode) {
  return memo(render, (a, b) => a.edit === b.edit && a.errors === b.errors && keys.every((k) => a.data[k] === b.data[k]));
}

function sameErrors(a: FieldErrors, b: FieldErrors): boolean {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

// ---------------------------------------------------------------- sections

const ParentsSection = section(['parentA', 'parentB', 'you'], function ParentsSection({ data, edit }) {
  return (
    <Section title="1. Parents" id="ptc-parents" open>
      <div className="form-grid form-grid--2">
        <div className="field">
          <label htmlFor="ptc-parentA">Parent A’s name</label>
          <input
            id="ptc-parentA"
            type="text"
            autoComplete="off"
            value={data.parentA}
            placeholder="Parent A"
            onChange={(e) => {
              const v = e.currentTarget.value;
              edit((s) => ({ ...s, parentA: v }));
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="ptc-parentB">Parent B’s name</label>
          <input
            id="ptc-parentB"
            type="text"
            autoComplete="off"
            value={data.parentB}
            placeholder="Parent B"
            onChange={(e) => {
              const v = e.currentTarget.value;
              edit((s) => ({ ...s, parentB: v }));
            }}
          />
        </div>
      </div>
      <fieldset className="ptc__radios">
        <legend>Which parent are you?</legend>
        {(['a', 'b'] as Side[]).map((p) => (
          <label key={p} className="checkbox">
            <input
              type="radio"
              name="ptc-you"
              value={p}
              checked={data.you === p}
              onChange={() => edit((s) => ({ ...s, you: p }))}
            />
            <span>{parentName(data, p)}</span>
          </label>
        ))}
      </fieldset>
    </Section>
  );
});

const STARTER_LABEL: Partial<Record<PatternId, string>> = {
  'every-other-weekend': 'Who has the every-other-weekend time',
  'month-weekends': 'Who has the 1st, 3rd and 5th weekends',
  custom: '',
};

const PATTERN_KEYS = [
  'pattern',
  'startDate',
  'starter',
  'exchangeTime',
  'midweek',
  'midweekDay',
  'weekendEnd',
  'fridays',
  'thursday',
  'eveningStart',
  'eveningEnd',
  'custom',
  'timeZone',
  'parentA',
  'parentB',
] as const;

const PatternSection = section(PATTERN_KEYS, function PatternSection({ data, edit, errors }) {
  const weekendPattern = data.pattern === 'every-other-weekend' || data.pattern === 'month-weekends';
  const starterLabel = STARTER_LABEL[data.pattern] ?? 'Who has the children first';
  return (
    <Section title="2. Regular schedule" id="ptc-pattern" open>
      <div className="field">
        <label htmlFor="ptc-pattern-select">Pattern</label>
        <select
          id="ptc-pattern-select"
          value={data.pattern}
          onChange={(e) => {
            const v = e.currentTarget.value as PatternId;
            edit((s) => ({ ...s, pattern: v }));
          }}
        >
          {PATTERNS.map((p) => (
            <option key={p} value={p}>
              {PATTERN_LABELS[p]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-grid form-grid--3">
        <div className="field">
          <label htmlFor="ptc-startDate">Start date</label>
          <input
            id="ptc-startDate"
            type="date"
            value={data.startDate}
            {...invalid('startDate', errors)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              edit((s) => ({ ...s, startDate: v }));
            }}
          />
          <FieldError id="startDate" errors={errors} />
        </div>
        {starterLabel ? (
          <ParentSelect
            id="ptc-starter"
            label={starterLabel}
            value={data.starter}
            data={data}
            onChange={(v) => edit((s) => ({ ...s, starter: v }))}
          />
        ) : null}
        <div className="field">
          <label htmlFor="ptc-exchangeTime">Exchange time</label>
          <input
            id="ptc-exchangeTime"
            type="time"
            value={data.exchangeTime}
            {...invalid('exchangeTime', errors)}
            onChange={(e) => {
              const v = e.currentTarget.value;
              edit((s) => ({ ...s, exchangeTime: v }));
            }}
          />
          <FieldError id="exchangeTime" errors={errors} />
        </div>
      </div>
      {!weekendPattern ? (
        <p className="field__hint">
          Exchanges happen on the weekday of the start date
          {parseIsoDate(data.startDate) !== null
            ? ` (${WEEKDAY_NAMES[new Date(`${data.startDate}T12:00:00Z`).getUTCDay()]})`
            : ''}{' '}
          and wherever the pattern changes hands.
        </p>
      ) : null}
      {data.pattern === 'every-other-weekend' ? (
        <div className="form-grid form-grid--3">
          <div className="field">
            <label htmlFor="ptc-midweek">Midweek time</label>
            <select
              id="ptc-midweek"
              value={data.midweek}
              onChange={(e) => {
                const v = e.currentTarget.value as Midweek;
                edit((s) => ({ ...s, midweek: v }));
              }}
            >
              <option value="none">None</option>
              <option value="evening">A weekly evening visit</option>
              <option value="overnight">A weekly overnight</option>
            </select>
          </div>
          {data.midweek !== 'none' ? (
            <div className="field">
              <label htmlFor="ptc-midweekDay">Midweek day</label>
              <select
                id="ptc-midweekDay"
                value={data.midweekDay}
                onChange={(e) => {
                  const v = Number(e.currentTarget.value);
                  edit((s) => ({ ...s, midweekDay: v }));
                }}
              >
                {[1, 2, 3, 4].map((d) => (
                  <option key={d} value={d}>
                    {WEEKDAY_NAMES[d]}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <WeekendEnd data={data} edit={edit} />
        </div>
      ) : null}
      {data.pattern === 'month-weekends' ? (
        <>
          <fieldset className="ptc__checks" {...invalid('fridays', errors)}>
            <legend>Weekends that begin on these Fridays of the month</legend>
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="checkbox">
                <input
                  type="checkbox"
                  checked={data.fridays.includes(n)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    edit((s) => ({
                      ...s,
                      fridays: on ? [...new Set([...s.fridays, n])].sort() : s.fridays.filter((x) => x !== n),
                    }));
                  }}
                />
                <span>{['1st', '2nd', '3rd', '4th', '5th'][n - 1]} Friday</span>
              </label>
            ))}
            <FieldError id="fridays" errors={errors} />
          </fieldset>
          <div className="form-grid form-grid--2">
            <div className="field">
              <label htmlFor="ptc-thursday">Thursdays during the school year</label>
              <select
                id="ptc-thursday"
                value={data.thursday}
                onChange={(e) => {
                  const v = e.currentTarget.value as Midweek;
                  edit((s) => ({ ...s, thursday: v }));
                }}
              >
                <option value="none">None</option>
                <option value="evening">Evening visit</option>
                <option value="overnight">Overnight</option>
              </select>
            </div>
            <WeekendEnd data={data} edit={edit} />
          </div>
        </>
      ) : null}
      {hasEveningVisit(data) ? (
        <div className="form-grid form-grid--2">
          <div className="field">
            <label htmlFor="ptc-eveningStart">Evening visit starts</label>
            <input
              id="ptc-eveningStart"
              type="time"
              value={data.eveningStart}
              {...invalid('eveningStart', errors)}
              onChange={(e) => {
                const v = e.currentTarget.value;
                edit((s) => ({ ...s, eveningStart: v }));
              }}
            />
            <FieldError id="eveningStart" errors={errors} />
          </div>
          <div className="field">
            <label htmlFor="ptc-eveningEnd">Evening visit ends</label>
            <input
              id="ptc-eveningEnd"
              type="time"
              value={data.eveningEnd}
              {...invalid('eveningEnd', errors)}
              onChange={(e) => {
                const v = e.currentTarget.value;
                edit((s) => ({ ...s, eveningEnd: v }));
              }}
            />
            <FieldError id="eveningEnd" errors={errors} />
          </div>
        </div>
      ) : null}
      {data.pattern === 'custom' ? (
        <div className="field">
          <label htmlFor="ptc-custom">Your repeating pattern</label>
          <input
            id="ptc-custom"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={data.custom}
            {...invalid('custom', errors, 'ptc-custom-hint')}
            onChange={(e) => {
              const v = e.currentTarget.value;
              edit((s) => ({ ...s, custom: v }));
            }}
          />
          <span className="field__hint" id="ptc-custom-hint">
            One letter per night from the start date, then it repeats: A for {parentName(data, 'a')}, B for{' '}
            {parentName(data, 'b')}. For example AABBAAABBAABBB.
          </span>
          <FieldError id="custom" errors={errors} />
        </div>
      ) : null}
      <TimeZoneField data={data} edit={edit} errors={errors} />
    </Section>
  );
});

/** The time zone list (some 400 names), drawn again only when the zone or its error changes. */
const TimeZoneField = section(['timeZone'], function TimeZoneField({ data, edit, errors }) {
  const zones = useMemo(() => {
    let list: string[];
    try {
      list = Intl.supportedValuesOf('timeZone');
    } catch {
      list = [];
    }
    if (!list.includes(data.timeZone)) list = [data.timeZone, ...list];
    if (!list.includes('UTC')) list.push('UTC');
    return list;
  }, [data.timeZone]);
  return (
    <div className="field">
      <label htmlFor="ptc-timeZone">Time zone (for hours and the calendar file)</label>
      <select
        id="ptc-timeZone"
        value={data.timeZone}
        {...invalid('timeZone', errors)}
        onChange={(e) => {
          const v = e.currentTarget.value;
          edit((s) => ({ ...s, timeZone: v }));
        }}
      >
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      <FieldError id="timeZone" errors={errors} />
    </div>
  );
});

function WeekendEnd({ data, edit }: { data: Pick<ScheduleData, 'weekendEnd'>; edit: Edit }) {
  return (
    <div className="field">
      <label htmlFor="ptc-weekendEnd">Weekend ends</label>
      <select
        id="ptc-weekendEnd"
        value={data.weekendEnd}
        onChange={(e) => {
          const v = e.currentTarget.value as 'sunday' | 'monday';
          edit((s) => ({ ...s, weekendEnd: v }));
        }}
      >
        <option value="sunday">Sunday at the exchange time</option>
        <option value="monday">Monday (back to school)</option>
      </select>
    </div>
  );
}

const SummerSection = section(['summer', 'vacations', 'parentA', 'parentB'], function SummerSection({ data, edit, errors }) {
  const nextId = data.vacations.reduce((m, v) => Math.max(m, v.id), 0) + 1;
  return (
    <Section title="3. Summer and vacations" id="ptc-summer">
      <label className="checkbox ptc__gap">
        <input
          type="checkbox"
          checked={data.summer.enabled}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            edit((s) => ({ ...s, summer: { ...s.summer, enabled: on } }));
          }}
        />
        <span>Summer has its own schedule</span>
      </label>
      {data.summer.enabled ? (
        <p className="field__hint" id="ptc-summer-hint">
          Write the two dates as month-day (06-15 is June 15); they apply every year.
        </p>
      ) : null}
      {data.summer.enabled ? (
        <div className="form-grid form-grid--2">
          <div className="field">
            <label htmlFor="ptc-summer-start">Summer starts (month-day)</label>
            <input
              id="ptc-summer-start"
              type="text"
              inputMode="numeric"
              placeholder="06-15"
              value={data.summer.start}
              {...invalid('summer-start', errors, 'ptc-summer-hint')}
              onChange={(e) => {
                const v = e.currentTarget.value;
                edit((s) => ({ ...s, summer: { ...s.summer, start: v } }));
              }}
            />
            <FieldError id="summer-start" errors={errors} />
          </div>
          <div className="field">
            <label htmlFor="ptc-summer-end">School starts again (month-day)</label>
            <input
              id="ptc-summer-end"
              type="text"
              inputMode="numeric"
              placeholder="08-20"
              value={data.summer.end}
              {...invalid('summer-end', errors, 'ptc-summer-hint')}
              onChange={(e) => {
                const v = e.currentTarget.value;
                edit((s) => ({ ...s, summer: { ...s.summer, end: v } }));
              }}
            />
            <FieldError id="summer-end" errors={errors} />
          </div>
          <div className="field">
            <label htmlFor="ptc-summer-mode">During summer</label>
            <select
              id="ptc-summer-mode"
              value={data.summer.mode}
              onChange={(e) => {
                const v = e.currentTarget.value as SummerMode;
                edit((s) => ({ ...s, summer: { ...s.summer, mode: v } }));
              }}
            >
              <option value="same">Keep the regular schedule</option>
              <option value="alternating-weeks">Alternating weeks</option>
              <option value="one-parent">With one parent</option>
            </select>
          </div>
          {data.summer.mode !== 'same' ? (
            <ParentSelect
              id="ptc-summer-parent"
              label={data.summer.mode === 'one-parent' ? 'With' : 'First summer week with'}
              value={data.summer.parent}
              data={data}
              onChange={(v) => edit((s) => ({ ...s, summer: { ...s.summer, parent: v } }))}
            />
          ) : null}
        </div>
      ) : null}
      <h3>Vacations</h3>
      <p className="field__hint">
        A vacation block (for example two weeks in July) takes priority over the regular and summer schedule.
      </p>
      {data.vacations.map((v, i) => (
        <fieldset key={v.id} className="ptc__item">
          <legend>Vacation {i + 1}</legend>
          <div className="form-grid form-grid--3">
            <ParentSelect
              id={`ptc-vacation-${v.id}-parent`}
              label="With"
              value={v.parent}
              data={data}
              onChange={(p) =>
                edit((s) => ({ ...s, vacations: s.vacations.map((x) => (x.id === v.id ? { ...x, parent: p } : x)) }))
              }
            />
            <div className="field">
              <label htmlFor={`ptc-vacation-${v.id}-start`}>First night</label>
              <input
                id={`ptc-vacation-${v.id}-start`}
                type="date"
                value={v.start}
                {...invalid(`vacation-${v.id}-start`, errors)}
                onChange={(e) => {
                  const val = e.currentTarget.value;
                  edit((s) => ({ ...s, vacations: s.vacations.map((x) => (x.id === v.id ? { ...x, start: val } : x)) }));
                }}
              />
              <FieldError id={`vacation-${v.id}-start`} errors={errors} />
            </div>
            <div className="field">
              <label htmlFor={`ptc-vacation-${v.id}-nights`}>Nights</label>
              <input
                id={`ptc-vacation-${v.id}-nights`}
                type="number"
                min={1}
                max={60}
                value={v.nights}
                {...invalid(`vacation-${v.id}-nights`, errors)}
                onChange={(e) => {
                  const val = Math.round(Number(e.currentTarget.value));
                  edit((s) => ({
                    ...s,
                    vacations: s.vacations.map((x) => (x.id === v.id ? { ...x, nights: Number.isFinite(val) ? val : 0 } : x)),
                  }));
                }}
              />
              <FieldError id={`vacation-${v.id}-nights`} errors={errors} />
            </div>
          </div>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => edit((s) => ({ ...s, vacations: s.vacations.filter((x) => x.id !== v.id) }))}
          >
            Remove vacation {i + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() => edit((s) => ({ ...s, vacations: [...s.vacations, { id: nextId, parent: 'a', start: '', nights: 14 }] }))}
      >
        Add a vacation
      </button>
    </Section>
  );
});

const RULE_LABELS: Record<HolidayRule, string> = {
  regular: 'Regular schedule',
  fixed: 'Same parent every year',
  alternate: 'Alternates: even / odd years',
  split: 'Split at a time',
};

const HolidaySection = section(
  ['holidays', 'springBreak', 'birthdays', 'parentA', 'parentB'],
  function HolidaySection({ data, edit, errors }) {
    const nextChild = data.birthdays.reduce((m, b) => Math.max(m, b.id), 0) + 1;
    const setHoliday = (k: (typeof HOLIDAY_KEYS)[number], patch: Partial<ScheduleData['holidays'][typeof k]>) =>
      edit((s) => ({ ...s, holidays: { ...s.holidays, [k]: { ...s.holidays[k], ...patch } } }));
    return (
      <Section title="4. Holidays" id="ptc-holidays">
        <p className="field__hint">
          Holidays take priority over the regular schedule, summer and vacations. Long breaks are applied first, so a one-day
          holiday inside a break (New Year’s Day in winter break) still goes where you say. Under each holiday: the time it
          covers.
        </p>
        <div className="ptc__holidays">
          {HOLIDAY_KEYS.map((k) => {
            const h = data.holidays[k];
            return (
              <fieldset key={k} className="ptc__item" data-testid={`ptc-holiday-${k}`}>
                <legend>{HOLIDAY_LABELS[k]}</legend>
                <p className="field__hint">{HOLIDAY_TIMES[k]}</p>
                <div className="field">
                  <label htmlFor={`ptc-holiday-${k}-rule`}>Rule</label>
                  <select
                    id={`ptc-holiday-${k}-rule`}
                    value={h.rule}
                    onChange={(e) => setHoliday(k, { rule: e.currentTarget.value as HolidayRule })}
                  >
                    {(Object.keys(RULE_LABELS) as HolidayRule[]).map((r) => (
                      <option key={r} value={r}>
                        {RULE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </div>
                {h.rule !== 'regular' ? (
                  <ParentSelect
                    id={`ptc-holiday-${k}-parent`}
                    label={
                      h.rule === 'fixed' ? 'Parent' : h.rule === 'alternate' ? 'Parent in even years' : 'First part in even years'
                    }
                    value={h.parent}
                    data={data}
                    onChange={(p) => setHoliday(k, { parent: p })}
                  />
                ) : null}
                {h.rule === 'split' ? (
                  <div className="field">
                    <label htmlFor={`ptc-holiday-${k}-split`}>Changes hands at</label>
                    <input
                      id={`ptc-holiday-${k}-split`}
                      type="time"
                      value={h.splitTime}
                      {...invalid(`holiday-${k}-split`, errors)}
                      onChange={(e) => setHoliday(k, { splitTime: e.currentTarget.value })}
                    />
                    <FieldError id={`holiday-${k}-split`} errors={errors} />
                  </div>
                ) : null}
                {k === 'springBreak' && h.rule !== 'regular' ? (
                  <>
                    <div className="field">
                      <label htmlFor="ptc-sb-month">Spring break month</label>
                      <select
                        id="ptc-sb-month"
                        value={data.springBreak.month}
                        onChange={(e) => {
                          const v = Number(e.currentTarget.value);
                          edit((s) => ({ ...s, springBreak: { ...s.springBreak, month: v } }));
                        }}
                      >
                        {[2, 3, 4].map((m) => (
                          <option key={m} value={m}>
                            {MONTH_NAMES[m - 1]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <div className="field">
                      <label htmlFor="ptc-sb-week">Spring break week begins on the</label>
                      <select
                        id="ptc-sb-week"
                        value={data.springBreak.nthMonday}
                        onChange={(e) => {
                          const v = Number(e.currentTarget.value);
                          edit((s) => ({ ...s, springBreak: { ...s.springBreak, nthMonday: v } }));
                        }}
                      >
                        {[1, 2, 3, 4].map((n) => (
                          <option key={n} value={n}>
                            {['1st', '2nd', '3rd', '4th'][n - 1]} Monday
                          </option>
                        ))}
                      </select>
                    </div>
                  </>
                ) : null}
              </fieldset>
            );
          })}
        </div>
        <h3>Children’s birthdays</h3>
        {data.birthdays.map((b, i) => (
          <fieldset key={b.id} className="ptc__item">
            <legend>Child {i + 1}</legend>
            <div className="form-grid form-grid--2">
              <div className="field">
                <label htmlFor={`ptc-birthday-${b.id}-name`}>First name</label>
                <input
                  id={`ptc-birthday-${b.id}-name`}
                  type="text"
                  autoComplete="off"
                  value={b.name}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    edit((s) => ({ ...s, birthdays: s.birthdays.map((x) => (x.id === b.id ? { ...x, name: v } : x)) }));
                  }}
                />
              </div>
              <div className="field">
                <label htmlFor={`ptc-birthday-${b.id}-date`}>Date of birth</label>
                <input
                  id={`ptc-birthday-${b.id}-date`}
                  type="date"
                  value={b.date}
                  {...invalid(`birthday-${b.id}-date`, errors)}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    edit((s) => ({ ...s, birthdays: s.birthdays.map((x) => (x.id === b.id ? { ...x, date: v } : x)) }));
                  }}
                />
                <FieldError id={`birthday-${b.id}-date`} errors={errors} />
              </div>
            </div>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => edit((s) => ({ ...s, birthdays: s.birthdays.filter((x) => x.id !== b.id) }))}
            >
              Remove child {i + 1}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={() => edit((s) => ({ ...s, birthdays: [...s.birthdays, { id: nextChild, name: '', date: '' }] }))}
        >
          Add a child’s birthday
        </button>
      </Section>
    );
  },
);

const OneOffSection = section(['oneOffs', 'parentA', 'parentB'], function OneOffSection({ data, edit, errors }) {
  const nextId = data.oneOffs.reduce((m, o) => Math.max(m, o.id), 0) + 1;
  const set = (id: number, patch: Partial<ScheduleData['oneOffs'][number]>) =>
    edit((s) => ({ ...s, oneOffs: s.oneOffs.map((x) => (x.id === id ? { ...x, ...patch } : x)) }));
  return (
    <Section title="5. One-off changes" id="ptc-oneoffs">
      <p className="field__hint">A swapped weekend or a trip. These take priority over everything else, in the order listed.</p>
      {data.oneOffs.map((o, i) => (
        <fieldset key={o.id} className="ptc__item">
          <legend>Change {i + 1}</legend>
          <div className="form-grid form-grid--2">
            <ParentSelect
              id={`ptc-oneoff-${o.id}-parent`}
              label="With"
              value={o.parent}
              data={data}
              onChange={(p) => set(o.id, { parent: p })}
            />
            <div className="field">
              <label htmlFor={`ptc-oneoff-${o.id}-note`}>What it is (optional)</label>
              <input
                id={`ptc-oneoff-${o.id}-note`}
                type="text"
                autoComplete="off"
                value={o.note}
                onChange={(e) => set(o.id, { note: e.currentTarget.value })}
              />
            </div>
            {(['startDate', 'startTime', 'endDate', 'endTime'] as const).map((f) => (
              <div className="field" key={f}>
                <label htmlFor={`ptc-oneoff-${o.id}-${f}`}>
                  {{ startDate: 'From date', startTime: 'From time', endDate: 'Until date', endTime: 'Until time' }[f]}
                </label>
                <input
                  id={`ptc-oneoff-${o.id}-${f}`}
                  type={f.endsWith('Date') ? 'date' : 'time'}
                  value={o[f]}
                  {...invalid(`oneoff-${o.id}-${f}`, errors)}
                  onChange={(e) => set(o.id, { [f]: e.currentTarget.value })}
                />
                <FieldError id={`oneoff-${o.id}-${f}`} errors={errors} />
              </div>
            ))}
          </div>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => edit((s) => ({ ...s, oneOffs: s.oneOffs.filter((x) => x.id !== o.id) }))}
          >
            Remove change {i + 1}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() =>
          edit((s) => ({
            ...s,
            oneOffs: [
              ...s.oneOffs,
              { id: nextId, parent: 'a', startDate: '', startTime: '18:00', endDate: '', endTime: '18:00', note: '' },
            ],
          }))
        }
      >
        Add a one-off change
      </button>
    </Section>
  );
});

const hours = (h: number) => `${groupThousands(h)} h`;

const WindowFields = section(['windowStart', 'windowMonths', 'showHours'], function WindowFields({ data, edit, errors }) {
  return (
    <div className="form-grid form-grid--3 no-print">
      <div className="field">
        <label htmlFor="ptc-windowStart">Count from</label>
        <input
          id="ptc-windowStart"
          type="date"
          value={data.windowStart}
          {...invalid('windowStart', errors, 'ptc-windowStart-hint')}
          onChange={(e) => {
            const v = e.currentTarget.value;
            edit((s) => ({ ...s, windowStart: v }));
          }}
        />
        <span className="field__hint" id="ptc-windowStart-hint">
          Leave empty to count from today.
        </span>
        <FieldError id="windowStart" errors={errors} />
      </div>
      <div className="field">
        <label htmlFor="ptc-windowMonths">For</label>
        <select
          id="ptc-windowMonths"
          value={data.windowMonths}
          onChange={(e) => {
            const v = e.currentTarget.value === '24' ? 24 : 12;
            edit((s) => ({ ...s, windowMonths: v }));
          }}
        >
          <option value={12}>12 months</option>
          <option value={24}>24 months</option>
        </select>
      </div>
      <label className="checkbox ptc__hours">
        <input
          type="checkbox"
          checked={data.showHours}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            edit((s) => ({ ...s, showHours: on }));
          }}
        />
        <span>Also count hours</span>
      </label>
    </div>
  );
});

/** The by-month table, drawn only while it is open (it is not needed for the totals). */
function ByMonth({ data, result }: { data: ScheduleData; result: ScheduleResult }) {
  const [open, setOpen] = useState(false);
  return (
    <AccordionItem className="ptc__months" onToggle={setOpen} summary="By month">
      {open ? (
        <table className="ptc__table" data-testid="ptc-months">
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">{parentName(data, 'a')}</th>
              <th scope="col">{parentName(data, 'b')}</th>
            </tr>
          </thead>
          <tbody>
            {result.months.map((m) => (
              <tr key={`${m.y}-${m.m}`}>
                <th scope="row">
                  {MONTH_NAMES[m.m - 1]?.slice(0, 3)} {m.y}
                </th>
                <td>
                  {m.a}
                  {result.hours ? ` (${hours(m.hoursA)})` : ''}
                </td>
                <td>
                  {m.b}
                  {result.hours ? ` (${hours(m.hoursB)})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </AccordionItem>
  );
}

/** Totals, tables, links and wording; redrawn only when the recount (result) changes. */
const ResultTables = memo(function ResultTables({
  data,
  result,
  wording,
}: {
  data: ScheduleData;
  result: ScheduleResult;
  wording: string;
}) {
  const total = result.nights.a + result.nights.b;
  const support = supportOvernights(data, result);
  const you = parentName(data, data.you);
  const them = parentName(data, other(data.you));
  return (
    <>
      <p data-testid="ptc-window">
        {total} nights from {dateText(result.startDay)} to {dateText(result.endDay - 1)}. An overnight counts for the parent the
        children are with at midnight.
      </p>
      <div className="ptc__totals" data-testid="ptc-totals">
        {(['a', 'b'] as Side[]).map((p) => (
          <div key={p} className={`ptc__total ptc__total--${p}`} data-testid={`ptc-total-${p}`}>
            <span className="ptc__total-name">{parentName(data, p)}</span>
            <span className="ptc__total-n">{result.nights[p]} overnights</span>
            <span className="ptc__total-pct">{percentText(result.nights[p], total)}%</span>
            {result.hours ? <span className="ptc__total-h">{hours(result.hours[p])}</span> : null}
          </div>
        ))}
      </div>
      {result.years.length > 1 ? (
        <div>
          <table className="ptc__table" data-testid="ptc-years">
            <caption>By year</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">{parentName(data, 'a')}</th>
                <th scope="col">{parentName(data, 'b')}</th>
              </tr>
            </thead>
            <tbody>
              {result.years.map((y) => (
                <tr key={y.startDay}>
                  <th scope="row">
                    {dateText(y.startDay)} to {dateText(y.endDay - 1)}
                  </th>
                  <td>{y.a}</td>
                  <td>{y.b}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ByMonth data={data} result={result} />
      <div className="card ptc__links no-print">
        <h3>Use these numbers</h3>
        <p>
          Child support: in the first 12 months, {you} (you) has {support.you} overnights and {them} has {support.other}.{' '}
          <Link href={estimatorLink(support)} data-testid="ptc-estimator-link">
            Open the Child Support Estimator with these overnights
          </Link>
        </p>
        <p>
          Parenting plan: this schedule’s wording is saved for your plan. In the{' '}
          <Link href="/resources/parenting-plan-template">Parenting Plan Template</Link>, open section 3 and choose “Use my
          parenting-time schedule”.
        </p>
      </div>
      <h3>In words</h3>
      <div className="ptc__wording" data-testid="ptc-wording">
        {wording.split('\n').map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
    </>
  );
});
