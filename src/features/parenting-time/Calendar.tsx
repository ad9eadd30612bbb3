import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { addMonths, clockText, longDate, monthText, weekdayName, weekdayOf, ymdOfDay } from './dates';
import { labelOf, type ParentLabels } from './labels';
import { EVENING_VISIT, type DayInfo } from './result';
import { MARK_SHORT, markText, outcomeText, type ActualDay } from './actual';
import { Icon } from '../../ui/Icon';
import { useLang, useMessages } from '../../ui/i18n';
import type { Lang } from '../../lib/lang';
import type { Translate } from '../../lib/translate';
import * as m from '../../content/messages/parenting-time/compiled/en.js';
import { parentingTimeMessages } from './parentingTimeMessages';

interface MonthBlock {
  y: number;
  m: number;
  /** Weeks of 7 cells; null outside the month or the window. */
  weeks: Array<Array<DayInfo | null>>;
}

function monthsOf(days: DayInfo[]): MonthBlock[] {
  const out: MonthBlock[] = [];
  let cur: MonthBlock | null = null;
  let week: Array<DayInfo | null> = [];
  for (const d of days) {
    const { y, m } = ymdOfDay(d.day);
    if (!cur || cur.y !== y || cur.m !== m) {
      if (cur && week.length) {
        while (week.length < 7) week.push(null);
        cur.weeks.push(week);
      }
      cur = { y, m, weeks: [] };
      out.push(cur);
      week = new Array<DayInfo | null>(weekdayOf(d.day)).fill(null);
    }
    week.push(d);
    if (week.length === 7) {
      cur.weeks.push(week);
      week = [];
    }
  }
  if (cur && week.length) {
    while (week.length < 7) week.push(null);
    cur.weeks.push(week);
  }
  return out;
}

const CAUSE_TEXT: Readonly<Record<ActualDay['cause'], string>> = {
  schedule: m.cause_schedule,
  exchange: m.cause_exchange,
  'not-exchanged': m.cause_not_exchanged,
  'time-change': m.cause_time_change,
};

/** What a day says in words: who has the night, hand-overs, holidays, and what the journal changed. */
function dayText(d: DayInfo, labels: ParentLabels, t: Translate, lang: Lang, a?: ActualDay): string {
  const parts = [t(m.day_overnight, { date: longDate(d.day, lang), name: labelOf(labels, d.night).name })];
  const end = (text: string) => (text.endsWith('.') ? text : `${text}.`);
  if (d.changes.length)
    parts.push(
      end(
        t(m.handover, {
          list: d.changes
            .map((c) => t(m.handover_item, { name: labelOf(labels, c.parent).name, time: clockText(c.minute, lang) }))
            .join(', '),
        }),
      ),
    );
  const named = d.labels.map((l) =>
    l === EVENING_VISIT && d.evening ? t(m.evening_with, { name: labelOf(labels, d.evening).name }) : t(l),
  );
  if (named.length) parts.push(end(named.join(', ')));
  if (a?.night) parts.push(t(m.actually_with, { name: labelOf(labels, a.night).name, cause: t(CAUSE_TEXT[a.cause]) }));
  for (const mark of a?.marks ?? []) parts.push(t(m.exchange_journal, { mark: markText(mark, t) }));
  return parts.join(' ');
}

/** True when a holiday, vacation or one-off change touches the day (the evening visit has its own mark). */
/** The calendar's column heads in English; in Spanish Intl's short weekday names ("dom", "lun"). */
const SHORT_DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

const isSpecial = (d: DayInfo) => d.labels.some((l) => l !== EVENING_VISIT);

interface GridProps {
  mb: MonthBlock;
  /** The roving tab stop when it is in this month, else null (so other months keep their memo). */
  current: number | null;
  labels: ParentLabels;
  /** What the journal changes or marks, by day (none when actual overnights are not shown). */
  actual: ReadonlyMap<number, ActualDay> | null;
  onKeyDown?: (e: KeyboardEvent<HTMLTableElement>) => void;
  onPick?: (day: number) => void;
}

/** One month's grid; memoised, so a month whose days did not change is not redrawn. */
const MonthGrid = memo(function MonthGrid({ mb, current, labels, actual, onKeyDown, onPick }: GridProps) {
  const t = useMessages(parentingTimeMessages);
  const lang = useLang();
  const id = `ptc-month-${mb.y}-${mb.m}${onKeyDown ? '' : '-print'}`;
  return (
    <section className="ptc-month" aria-labelledby={id}>
      <h3 id={id}>{monthText(mb.y, mb.m, lang)}</h3>
      <table role="grid" aria-labelledby={id} className="ptc-grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {SHORT_DAYS.map((s, i) => (lang === 'es' ? weekdayName(i, lang, true) : s)).map((s, i) => (
              <th key={s} scope="col" abbr={weekdayName(i, lang)}>
                {s}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {mb.weeks.map((wk, wi) => (
            <tr key={wi}>
              {wk.map((d, di) => {
                if (!d) return <td key={di} className="ptc-day ptc-day--empty" />;
                const a = actual?.get(d.day);
                return (
                  <td
                    key={di}
                    data-day={onKeyDown ? d.day : undefined}
                    tabIndex={onKeyDown ? (d.day === current ? 0 : -1) : undefined}
                    aria-selected={onKeyDown ? d.day === current : undefined}
                    aria-label={dayText(d, labels, t, lang, a)}
                    className={`ptc-day ptc-day--${d.night}${isSpecial(d) ? ' ptc-day--special' : ''}${a?.night ? ' ptc-day--differs' : ''}`}
                    onClick={onPick ? () => onPick(d.day) : undefined}
                  >
                    <span className="ptc-day__num" aria-hidden="true">
                      {ymdOfDay(d.day).d}
                    </span>
                    <span className="ptc-day__who" aria-hidden="true">
                      <span className="ptc-day__short">{labelOf(labels, d.night).short}</span>
                      <span className="ptc-day__name">{labelOf(labels, d.night).name}</span>
                    </span>
                    {d.evening ? (
                      <span className="ptc-day__eve" aria-hidden="true">
                        <span className="ptc-day__short">{t(m.eve, { x: labelOf(labels, d.evening).short })}</span>
                        <span className="ptc-day__name">{t(m.eve, { x: labelOf(labels, d.evening).name })}</span>
                      </span>
                    ) : null}
                    {a?.night ? (
                      <span className="ptc-day__actual" aria-hidden="true">
                        <span className="ptc-day__short">→{labelOf(labels, a.night).short}</span>
                        <span className="ptc-day__name">{t(m.actually, { x: labelOf(labels, a.night).name })}</span>
                      </span>
                    ) : null}
                    {a?.marks.map((mark, i) => (
                      <span key={i} className="ptc-day__mark" aria-hidden="true">
                        <span className="ptc-day__short">{t(MARK_SHORT[mark.outcome])}</span>
                        <span className="ptc-day__name">{outcomeText(mark.outcome, t)}</span>
                      </span>
                    ))}
                    {d.changes.length ? (
                      <span className="ptc-day__swap" aria-hidden="true">
                        <Icon name="swap" />
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});

interface Props {
  days: DayInfo[];
  labels: ParentLabels;
  /** What the journal changes or marks, by day; null when it says nothing about the window. */
  actual?: ReadonlyMap<number, ActualDay> | null;
}

/**
 * The month calendar: one month on screen at a time (previous/next buttons and a month
 * picker), every day naming the parent who has the overnight in text. One roving tab
 * stop: arrow keys move a day or a week (past the month's edge into the next month),
 * Home/End to the week's ends, Page Up/Down a month. When printing, every month of the
 * window is drawn (only then, so editing the form redraws one month, not the window).
 */
export const ScheduleCalendar = memo(function ScheduleCalendar({ days, labels, actual = null }: Props) {
  const t = useMessages(parentingTimeMessages);
  const lang = useLang();
  const months = useMemo(() => monthsOf(days), [days]);
  const evenings = useMemo(() => new Set(days.flatMap((d) => (d.evening ? [d.evening] : []))), [days]);
  const journalKeys = useMemo(() => {
    const nights = new Set<string>();
    const marks = new Set<ActualDay['marks'][number]['outcome']>();
    for (const a of actual?.values() ?? []) {
      if (a.night) nights.add(a.night);
      for (const m of a.marks) marks.add(m.outcome);
    }
    return {
      nights: [...nights].sort() as Array<'a' | 'b'>,
      marks: (['late', 'missed', 'cancelled'] as const).filter((m) => marks.has(m)),
    };
  }, [actual]);
  const first = days[0]?.day ?? 0;
  const last = days[days.length - 1]?.day ?? 0;
  const [active, setActive] = useState(first);
  const [printing, setPrinting] = useState(false);
  const focusOnRender = useRef(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const current = active >= first && active <= last ? active : first;
  const info = days[current - first];
  const { y: cy, m: cm } = ymdOfDay(current);
  const shownIndex = Math.max(
    0,
    months.findIndex((mb) => mb.y === cy && mb.m === cm),
  );
  const shown = months[shownIndex];

  useEffect(() => {
    if (!focusOnRender.current) return;
    focusOnRender.current = false;
    rootRef.current?.querySelector<HTMLElement>(`[data-day="${current}"]`)?.focus();
  }, [current]);

  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const move = useCallback(
    (to: number) => {
      const next = Math.min(Math.max(to, first), last);
      focusOnRender.current = true;
      setActive(next);
      if (next === current) rootRef.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
    },
    [first, last, current],
  );

  /** Shows month `i` of the window without moving focus (buttons and picker keep it). */
  const showMonth = (i: number) => {
    const mb = months[Math.min(Math.max(i, 0), months.length - 1)];
    if (!mb) return;
    const firstDay = mb.weeks[0]?.find((d) => d);
    if (firstDay) setActive(firstDay.day);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const w = weekdayOf(current);
    const keys: Record<string, () => number> = {
      ArrowLeft: () => current - 1,
      ArrowRight: () => current + 1,
      ArrowUp: () => current - 7,
      ArrowDown: () => current + 7,
      Home: () => current - w,
      End: () => current + (6 - w),
      PageUp: () => addMonths(current, -1),
      PageDown: () => addMonths(current, 1),
    };
    const f = keys[e.key];
    if (!f) return;
    e.preventDefault();
    move(f());
  };

  return (
    <div className="ptc-cal" ref={rootRef}>
      <p className="ptc-cal__legend">
        <span className="ptc-key ptc-key--a">
          <strong>{labels.a.short}</strong> = {labels.a.name}
        </span>{' '}
        <span className="ptc-key ptc-key--b">
          <strong>{labels.b.short}</strong> = {labels.b.name}
        </span>{' '}
        <span className="ptc-key">
          <span aria-hidden="true">
            <Icon name="swap" />
          </span>{' '}
          {t(m.legend_handover)}
        </span>{' '}
        {[...evenings].sort().map((p) => (
          <span key={p} className="ptc-key ptc-key--eve">
            <strong>{t(m.eve, { x: labelOf(labels, p).short })}</strong> {t(m.legend_eve, { name: labelOf(labels, p).name })}
          </span>
        ))}{' '}
        <span className="ptc-key">
          <span className="ptc-key__special" aria-hidden="true" /> {t(m.legend_special)}
        </span>
        {journalKeys.nights.map((p) => (
          <span key={p} className="ptc-key ptc-key--actual" data-testid="ptc-key-actual">
            <strong>→{labelOf(labels, p).short}</strong> {t(m.legend_actual, { name: labelOf(labels, p).name })}
          </span>
        ))}
        {journalKeys.marks.map((o) => (
          <span key={o} className="ptc-key ptc-key--mark">
            <strong>{t(MARK_SHORT[o])}</strong> {t(m.legend_mark, { mark: outcomeText(o, t) })}
          </span>
        ))}
      </p>
      <p className="muted no-print ptc-cal__help">{t(m.cal_help)}</p>
      <div className="ptc-cal__nav no-print">
        <label className="ptc-cal__pick">
          <span>{t(m.month)}</span>{' '}
          <select value={shownIndex} onChange={(e) => showMonth(Number(e.target.value))} data-testid="ptc-month-pick">
            {months.map((mb, i) => (
              <option key={`${mb.y}-${mb.m}`} value={i}>
                {monthText(mb.y, mb.m, lang)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn--secondary" onClick={() => showMonth(shownIndex - 1)} disabled={shownIndex <= 0}>
          {t(m.prev_month)}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => showMonth(shownIndex + 1)}
          disabled={shownIndex >= months.length - 1}
        >
          {t(m.next_month)}
        </button>
      </div>
      <div className="ptc-cal__months ptc-cal__screen">
        {shown ? (
          <MonthGrid
            key={`${shown.y}-${shown.m}`}
            mb={shown}
            current={current}
            labels={labels}
            actual={actual}
            onKeyDown={onKeyDown}
            onPick={move}
          />
        ) : null}
      </div>
      {printing ? (
        <div className="ptc-cal__months ptc-cal__print" data-testid="ptc-print-months">
          {months.map((mb) => (
            <MonthGrid key={`${mb.y}-${mb.m}`} mb={mb} current={null} labels={labels} actual={actual} />
          ))}
        </div>
      ) : null}
      <p className="ptc-cal__detail no-print" aria-live="polite" data-testid="ptc-day-detail">
        {info ? dayText(info, labels, t, lang, actual?.get(info.day)) : ''}
      </p>
    </div>
  );
});
