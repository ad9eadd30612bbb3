import { useMemo } from 'react';
import { parseIsoDate, WEEKDAY_NAMES } from '../dates';
import { setField, setFriday } from '../edits';
import { hasEveningVisit, parentName, PATTERN_LABELS, PATTERNS, type Midweek, type PatternId, type ScheduleData } from '../model';
import { FieldError, invalid, ParentSelect, Section, section, type Edit } from './fields';

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

export const PatternSection = section(PATTERN_KEYS, function PatternSection({ data, edit, errors }) {
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
            edit(setField('pattern', v));
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
              edit(setField('startDate', v));
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
            onChange={(v) => edit(setField('starter', v))}
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
              edit(setField('exchangeTime', v));
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
                edit(setField('midweek', v));
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
                  edit(setField('midweekDay', v));
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
                    edit(setFriday(n, on));
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
                  edit(setField('thursday', v));
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
                edit(setField('eveningStart', v));
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
                edit(setField('eveningEnd', v));
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
              edit(setField('custom', v));
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
          edit(setField('timeZone', v));
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
          edit(setField('weekendEnd', v));
        }}
      >
        <option value="sunday">Sunday at the exchange time</option>
        <option value="monday">Monday (back to school)</option>
      </select>
    </div>
  );
}
