import { useLang, useMessages } from '../../../ui/i18n';
import * as m from '../../../content/messages/parenting-time/compiled/en.js';
import { parentingTimeMessages } from '../parentingTimeMessages';
import { Field, FieldGroup } from '../../../ui/Field';
import { useMemo } from 'react';
import { parseIsoDate, weekdayName } from '../dates';
import { setField, setFriday } from '../edits';
import { hasEveningVisit, parentName, PATTERN_LABELS, PATTERNS, type Midweek, type PatternId, type ScheduleData } from '../model';
import { ParentSelect, Section, section, type Edit } from './fields';

const STARTER_LABEL: Partial<Record<PatternId, string>> = {
  'every-other-weekend': m.starter_eow,
  'month-weekends': m.starter_month,
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
  const t = useMessages(parentingTimeMessages);
  const lang = useLang();
  const starterLabel = t(STARTER_LABEL[data.pattern] ?? m.starter);
  return (
    <Section title={t(m.s_pattern)} id="ptc-pattern" open>
      <div className="field">
        <label htmlFor="ptc-pattern-select">{t(m.pattern)}</label>
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
              {t(PATTERN_LABELS[p])}
            </option>
          ))}
        </select>
      </div>
      <div className="form-grid form-grid--3">
        <Field id="ptc-startDate" label={t(m.start_date)} error={errors['startDate']} announce={false}>
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
        <Field id="ptc-exchangeTime" label={t(m.exchange_time)} error={errors['exchangeTime']} announce={false}>
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
          {parseIsoDate(data.startDate) !== null
            ? t(m.exchanges_hint_day, { weekday: weekdayName(new Date(`${data.startDate}T12:00:00Z`).getUTCDay(), lang) })
            : t(m.exchanges_hint)}
        </p>
      ) : null}
      {data.pattern === 'every-other-weekend' ? (
        <div className="form-grid form-grid--3">
          <div className="field">
            <label htmlFor="ptc-midweek">{t(m.midweek)}</label>
            <select
              id="ptc-midweek"
              value={data.midweek}
              onChange={(e) => {
                const v = e.currentTarget.value as Midweek;
                edit(setField('midweek', v));
              }}
            >
              <option value="none">{t(m.none)}</option>
              <option value="evening">{t(m.evening_weekly)}</option>
              <option value="overnight">{t(m.overnight_weekly)}</option>
            </select>
          </div>
          {data.midweek !== 'none' ? (
            <div className="field">
              <label htmlFor="ptc-midweekDay">{t(m.midweek_day)}</label>
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
                    {weekdayName(d, lang)}
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
            legend={t(m.fridays_legend)}
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
                <span>{t([m.friday_1, m.friday_2, m.friday_3, m.friday_4, m.friday_5][n - 1] ?? '')}</span>
              </label>
            ))}
          </FieldGroup>
          <div className="form-grid form-grid--2">
            <div className="field">
              <label htmlFor="ptc-thursday">{t(m.thursdays)}</label>
              <select
                id="ptc-thursday"
                value={data.thursday}
                onChange={(e) => {
                  const v = e.currentTarget.value as Midweek;
                  edit(setField('thursday', v));
                }}
              >
                <option value="none">{t(m.none)}</option>
                <option value="evening">{t(m.evening_visit)}</option>
                <option value="overnight">{t(m.overnight)}</option>
              </select>
            </div>
            <WeekendEnd data={data} edit={edit} />
          </div>
        </>
      ) : null}
      {hasEveningVisit(data) ? (
        <div className="form-grid form-grid--2">
          <Field id="ptc-eveningStart" label={t(m.evening_starts)} error={errors['eveningStart']} announce={false}>
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
          <Field id="ptc-eveningEnd" label={t(m.evening_ends)} error={errors['eveningEnd']} announce={false}>
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
          label={t(m.custom_label)}
          hint={t(m.custom_hint, { a: parentName(data, 'a', t), b: parentName(data, 'b', t) })}
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
  const t = useMessages(parentingTimeMessages);
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
    <Field id="ptc-timeZone" label={t(m.time_zone)} error={errors['timeZone']} announce={false}>
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
  const t = useMessages(parentingTimeMessages);
  return (
    <div className="field">
      <label htmlFor="ptc-weekendEnd">{t(m.weekend_ends)}</label>
      <select
        id="ptc-weekendEnd"
        value={data.weekendEnd}
        onChange={(e) => {
          const v = e.currentTarget.value as 'sunday' | 'monday';
          edit(setField('weekendEnd', v));
        }}
      >
        <option value="sunday">{t(m.weekend_sunday)}</option>
        <option value="monday">{t(m.weekend_monday)}</option>
      </select>
    </div>
  );
}
