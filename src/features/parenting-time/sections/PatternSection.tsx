import { Field, FieldGroup } from '../../../ui/Field';
import { useMemo } from 'react';
import { parseIsoDate, WEEKDAY_NAMES } from '../dates';
import { setField, setFriday } from '../edits';
import { hasEveningVisit, parentName, PATTERN_LABELS, PATTERNS, type Midweek, type PatternId, type ScheduleData } from '../model';
import { ParentSelect, Section, section, type Edit } from './fields';

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
        <Field id="ptc-startDate" label="Start date" error={errors['startDate']} announce={false}>
          {(control) => (
            <input
              {...control}
              type="date"
              value={data.startDate}
              onChange={(e) => {
                const v = e.currentTarget.value;
                edit(setField('startDate', v));
              }}
            />
          )}
        </Field>
        {starterLabel ? (
          <ParentSelect
            id="ptc-starter"
            label={starterLabel}
            value={data.starter}
            data={data}
            onChange={(v) => edit(setField('starter', v))}
          />
        ) : null}
        <Field id="ptc-exchangeTime" label="Exchange time" error={errors['exchangeTime']} announce={false}>
          {(control) => (
            <input
              {...control}
              type="time"
              value={data.exchangeTime}
              onChange={(e) => {
                const v = e.currentTarget.value;
                edit(setField('exchangeTime', v));
              }}
            />
          )}
        </Field>
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
          <FieldGroup
            id="ptc-fridays"
            className="ptc__checks"
            legend="Weekends that begin on these Fridays of the month"
            error={errors.fridays}
            announce={false}
          >
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
          </FieldGroup>
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
          <Field id="ptc-eveningStart" label="Evening visit starts" error={errors['eveningStart']} announce={false}>
            {(control) => (
              <input
                {...control}
                type="time"
                value={data.eveningStart}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  edit(setField('eveningStart', v));
                }}
              />
            )}
          </Field>
          <Field id="ptc-eveningEnd" label="Evening visit ends" error={errors['eveningEnd']} announce={false}>
            {(control) => (
              <input
                {...control}
                type="time"
                value={data.eveningEnd}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  edit(setField('eveningEnd', v));
                }}
              />
            )}
          </Field>
        </div>
      ) : null}
      {data.pattern === 'custom' ? (
        <Field
          id="ptc-custom"
          label="Your repeating pattern"
          hint={
            <>
              One letter per night from the start date, then it repeats: A for {parentName(data, 'a')}, B for{' '}
              {parentName(data, 'b')}. For example AABBAAABBAABBB.
            </>
          }
          error={errors['custom']}
          announce={false}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={data.custom}
              onChange={(e) => {
                const v = e.currentTarget.value;
                edit(setField('custom', v));
              }}
            />
          )}
        </Field>
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
    <Field id="ptc-timeZone" label="Time zone (for hours and the calendar file)" error={errors['timeZone']} announce={false}>
      {(control) => (
        <select
          {...control}
          value={data.timeZone}
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
      )}
    </Field>
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
