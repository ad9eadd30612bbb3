import { memo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { AccordionItem } from '../../../ui/Accordion';
import type { SideBySide, Split } from '../../../lib/overnightRecount';
import * as paths from '../../../lib/paths';
import { dateText, longDate, MONTH_NAMES, parseIsoDate } from '../dates';
import { parentName, type ScheduleData, type Side } from '../model';
import { markText, sideOf } from '../actual';

const day = (iso: string) => parseIsoDate(iso)!;

/** Rows of scheduled and actual overnights, two per period (a table body each). */
function SplitTable({
  data,
  caption,
  first,
  rows,
  testId,
}: {
  data: ScheduleData;
  caption: string;
  first: string;
  rows: Array<{ key: string; label: ReactNode; scheduled: Split; actual: Split }>;
  testId: string;
}) {
  const sides: Side[] = ['a', 'b'];
  const n = (s: Split, side: Side) => (sideOf(data.you, 'you') === side ? s.you : s.other);
  return (
    <table className="ptc__table ptc-actual__table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">Overnights</th>
          {sides.map((s) => (
            <th key={s} scope="col">
              {parentName(data, s)}
            </th>
          ))}
        </tr>
      </thead>
      {rows.map((r) => (
        <tbody key={r.key}>
          <tr>
            <th scope="rowgroup" rowSpan={2}>
              {r.label}
            </th>
            <th scope="row">Scheduled</th>
            {sides.map((s) => (
              <td key={s}>{n(r.scheduled, s)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Actual</th>
            {sides.map((s) => (
              <td key={s}>{n(r.actual, s)}</td>
            ))}
          </tr>
        </tbody>
      ))}
    </table>
  );
}

function ByMonth({ data, counted }: { data: ScheduleData; counted: SideBySide }) {
  const [open, setOpen] = useState(false);
  return (
    <AccordionItem className="ptc__months" onToggle={setOpen} summary="By month, scheduled and actual">
      {open ? (
        <SplitTable
          data={data}
          caption="Scheduled and actual overnights by month"
          first="Month"
          testId="ptc-actual-months"
          rows={counted.months.map((m) => ({
            key: m.month,
            label: `${MONTH_NAMES[+m.month.slice(5, 7) - 1]?.slice(0, 3)} ${m.month.slice(0, 4)}`,
            scheduled: m.scheduled,
            actual: m.actual,
          }))}
        />
      ) : null}
    </AccordionItem>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Scheduled and actual overnights side by side (per year, per month), from the journal's
 * exchange and make-up entries; or, when the journal has none, a plain note and a link.
 */
export const ActualSection = memo(function ActualSection({
  data,
  counted,
  entries,
  unreadable,
}: {
  data: ScheduleData;
  /** The recount over the window; null when the journal has no exchange or make-up entry. */
  counted: SideBySide | null;
  /** Exchange and make-up entries in the whole journal. */
  entries: number;
  /** The journal's record of them could not be read. */
  unreadable: boolean;
}) {
  const journalLink = <Link href={paths.journal}>Open the journal</Link>;
  if (unreadable) {
    return (
      <section className="ptc-actual" aria-labelledby="ptc-actual-title" data-testid="ptc-actual">
        <h3 id="ptc-actual-title">Actual overnights</h3>
        <p className="alert alert--warning">
          The exchanges and make-up time from your journal could not be read here, so actual overnights are not shown. Opening the
          journal writes them again from your entries. {journalLink}
        </p>
      </section>
    );
  }
  if (!counted || entries === 0) {
    return (
      <section className="ptc-actual" aria-labelledby="ptc-actual-title" data-testid="ptc-actual">
        <h3 id="ptc-actual-title">Actual overnights</h3>
        <p>
          Your journal has no exchanges or make-up time yet, so there are no actual overnights to show beside the schedule. Write
          each hand-over (on time, late, missed or cancelled) and any make-up time in your journal, and they show here and on the
          calendar. {journalLink}
        </p>
      </section>
    );
  }
  const differs = counted.nights.filter((n) => n.actual !== n.scheduled).length;
  const x = counted.exchanges;
  return (
    <section className="ptc-actual" aria-labelledby="ptc-actual-title" data-testid="ptc-actual">
      <h3 id="ptc-actual-title">Actual overnights</h3>
      {counted.inWindow === 0 ? (
        <p className="alert alert--info" data-testid="ptc-actual-outside">
          None of your journal’s {plural(entries, 'exchange or make-up entry', 'exchanges and make-up entries')} falls between{' '}
          {dateText(day(counted.first))} and {dateText(day(counted.last))}, so actual and scheduled are the same here. Change
          “Count from” above to a date that includes them. {journalLink}
        </p>
      ) : (
        <p data-testid="ptc-actual-summary">
          From your journal: {plural(x['on-time'], 'exchange', 'exchanges')} on time, {x.late} late, {x.missed} missed and{' '}
          {x.cancelled} cancelled in this window; {plural(differs, 'night differs', 'nights differ')} from the schedule. Nights
          without a journal entry count as scheduled. {journalLink}
        </p>
      )}
      {counted.years[0]?.recorded ? (
        <p data-testid="ptc-actual-estimator">
          The Child Support Estimator offers these actual overnights for the first 12 months beside the scheduled ones.
        </p>
      ) : null}
      <SplitTable
        data={data}
        caption="Scheduled and actual overnights by year"
        first="Year"
        testId="ptc-actual-years"
        rows={counted.years.map((y) => ({
          key: y.first,
          label: `${dateText(day(y.first))} to ${dateText(day(y.last))}`,
          scheduled: y.scheduled,
          actual: y.actual,
        }))}
      />
      <ByMonth data={data} counted={counted} />
      {counted.marks.length ? (
        <>
          <h4>Late, missed and cancelled exchanges</h4>
          <ul className="ptc-actual__marks" data-testid="ptc-actual-marks">
            {counted.marks.map((m, i) => (
              <li key={i}>
                {longDate(day(m.date))}: exchange {markText(m)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});
