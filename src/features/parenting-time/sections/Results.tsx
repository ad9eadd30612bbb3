import { Field } from '../../../ui/Field';
import { memo, useState } from 'react';
import { Link } from 'wouter';
import { AccordionItem } from '../../../ui/Accordion';
import { groupThousands } from '../../../lib/thousands';
import { dateText, MONTH_NAMES } from '../dates';
import { setField } from '../edits';
import { other, parentName, type ScheduleData, type Side } from '../model';
import { estimatorLink, percentText, supportOvernights, type ScheduleResult } from '../schedule';
import { section } from './fields';
import * as paths from '../../../lib/paths';

const hours = (h: number) => `${groupThousands(h)} h`;

export const WindowFields = section(['windowStart', 'windowMonths', 'showHours'], function WindowFields({ data, edit, errors }) {
  return (
    <div className="form-grid form-grid--3 no-print">
      <Field
        id="ptc-windowStart"
        label="Count from"
        hint="Leave empty to count from today."
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
        <label htmlFor="ptc-windowMonths">For</label>
        <select
          id="ptc-windowMonths"
          value={data.windowMonths}
          onChange={(e) => {
            const v = e.currentTarget.value === '24' ? 24 : 12;
            edit(setField('windowMonths', v));
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
            edit(setField('showHours', on));
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
export const ResultTables = memo(function ResultTables({
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
          <Link href={paths.parentingPlan}>Parenting Plan Template</Link>, open section 3 and choose “Use my parenting-time
          schedule”.
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
