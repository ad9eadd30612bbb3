import { useLang, useMessages } from '../../../ui/i18n';
import * as m from '../../../content/messages/parenting-time/compiled/en.js';
import { parentingTimeMessages } from '../parentingTimeMessages';
import { Field } from '../../../ui/Field';
import { memo, useState } from 'react';
import { Link } from 'wouter';
import { AccordionItem } from '../../../ui/Accordion';
import { groupThousands } from '../../../lib/thousands';
import { dateText, monthText } from '../dates';
import { setField } from '../edits';
import { other, parentName, type ScheduleData, type Side } from '../model';
import { estimatorLink, percentText, supportOvernights, type ScheduleResult } from '../schedule';
import { section } from './fields';
import * as paths from '../../../lib/paths';

const hours = (h: number) => `${groupThousands(h)} h`;

export const WindowFields = section(['windowStart', 'windowMonths', 'showHours'], function WindowFields({ data, edit, errors }) {
  const t = useMessages(parentingTimeMessages);
  return (
    <div className="form-grid form-grid--3 no-print">
      <Field
        id="ptc-windowStart"
        label={t(m.count_from)}
        hint={t(m.count_from_hint)}
        error={errors['windowStart']}
        announce={false}
      >
        {(control) => (
          <input
            {...control}
            type="date"
            value={data.windowStart}
            onChange={(e) => {
              const v = e.currentTarget.value;
              edit(setField('windowStart', v));
            }}
          />
        )}
      </Field>
      <div className="field">
        <label htmlFor="ptc-windowMonths">{t(m.for_months)}</label>
        <select
          id="ptc-windowMonths"
          value={data.windowMonths}
          onChange={(e) => {
            const v = e.currentTarget.value === '24' ? 24 : 12;
            edit(setField('windowMonths', v));
          }}
        >
          <option value={12}>{t(m.months_12)}</option>
          <option value={24}>{t(m.months_24)}</option>
        </select>
      </div>
      <label className="checkbox ptc__hours">
        <input
          type="checkbox"
          checked={data.showHours}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            edit(setField('showHours', on));
          }}
        />
        <span>{t(m.also_hours)}</span>
      </label>
    </div>
  );
});

/** The by-month table, drawn only while it is open (it is not needed for the totals). */
function ByMonth({ data, result }: { data: ScheduleData; result: ScheduleResult }) {
  const t = useMessages(parentingTimeMessages);
  const lang = useLang();
  const [open, setOpen] = useState(false);
  return (
    <AccordionItem className="ptc__months" onToggle={setOpen} summary={t(m.by_month)}>
      {open ? (
        <table className="ptc__table" data-testid="ptc-months">
          <thead>
            <tr>
              <th scope="col">{t(m.month)}</th>
              <th scope="col">{parentName(data, 'a', t)}</th>
              <th scope="col">{parentName(data, 'b', t)}</th>
            </tr>
          </thead>
          <tbody>
            {result.months.map((m) => (
              <tr key={`${m.y}-${m.m}`}>
                <th scope="row">{monthText(m.y, m.m, lang, true)}</th>
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
export const ResultTables = memo(function ResultTables({
  data,
  result,
  wording,
  planReady,
}: {
  data: ScheduleData;
  result: ScheduleResult;
  wording: string;
  /** The schedule and its summary are saved in the vault: the plan can take the wording now. */
  planReady: boolean;
}) {
  const t = useMessages(parentingTimeMessages);
  const lang = useLang();
  const total = result.nights.a + result.nights.b;
  const support = supportOvernights(data, result);
  const you = parentName(data, data.you, t);
  const them = parentName(data, other(data.you), t);
  return (
    <>
      <p data-testid="ptc-window">
        {t(m.window_line, { total, d1: dateText(result.startDay, lang), d2: dateText(result.endDay - 1, lang) })}
      </p>
      <div className="ptc__totals" data-testid="ptc-totals">
        {(['a', 'b'] as Side[]).map((p) => (
          <div key={p} className={`ptc__total ptc__total--${p}`} data-testid={`ptc-total-${p}`}>
            <span className="ptc__total-name">{parentName(data, p, t)}</span>
            <span className="ptc__total-n">{t(m.n_overnights, { n: result.nights[p] })}</span>
            <span className="ptc__total-pct">{percentText(result.nights[p], total)}%</span>
            {result.hours ? <span className="ptc__total-h">{hours(result.hours[p])}</span> : null}
          </div>
        ))}
      </div>
      {result.years.length > 1 ? (
        <div>
          <table className="ptc__table" data-testid="ptc-years">
            <caption>{t(m.by_year)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(m.year)}</th>
                <th scope="col">{parentName(data, 'a', t)}</th>
                <th scope="col">{parentName(data, 'b', t)}</th>
              </tr>
            </thead>
            <tbody>
              {result.years.map((y) => (
                <tr key={y.startDay}>
                  <th scope="row">{t(m.range, { d1: dateText(y.startDay, lang), d2: dateText(y.endDay - 1, lang) })}</th>
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
        <h3>{t(m.use_numbers)}</h3>
        <p>
          {t(m.support_line, { youName: you, yours: support.you, otherName: them, theirs: support.other })}{' '}
          <Link href={estimatorLink(support)} data-testid="ptc-estimator-link">
            {t(m.estimator_link)}
          </Link>
        </p>
        <p>
          {t(planReady ? m.plan_saved_before : m.plan_before)} <Link href={paths.parentingPlan}>{t(m.plan_link)}</Link>
          {t(m.plan_after)}
        </p>
      </div>
      <h3>{t(m.in_words)}</h3>
      <div className="ptc__wording" data-testid="ptc-wording">
        {wording.split('\n').map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      </div>
    </>
  );
});
