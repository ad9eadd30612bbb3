import { useLang, useMessages } from '../../../ui/i18n';
import type { Translate } from '../../../lib/translate';
import * as m from '../../../content/messages/parenting-time/compiled/en.js';
import { parentingTimeMessages } from '../parentingTimeMessages';
import { memo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { AccordionItem } from '../../../ui/Accordion';
import type { SideBySide, Split } from '../../../lib/overnightRecount';
import * as paths from '../../../lib/paths';
import { dateText, longDate, monthText, parseIsoDate } from '../dates';
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
  const t = useMessages(parentingTimeMessages);
  const sides: Side[] = ['a', 'b'];
  const n = (s: Split, side: Side) => (sideOf(data.you, 'you') === side ? s.you : s.other);
  return (
    <table className="ptc__table ptc-actual__table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">{t(m.overnights_title)}</th>
          {sides.map((s) => (
            <th key={s} scope="col">
              {parentName(data, s, t)}
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
            <th scope="row">{t(m.scheduled)}</th>
            {sides.map((s) => (
              <td key={s}>{n(r.scheduled, s)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t(m.actual)}</th>
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
  const t = useMessages(parentingTimeMessages);
  const lang = useLang();
  const [open, setOpen] = useState(false);
  return (
    <AccordionItem className="ptc__months" onToggle={setOpen} summary={t(m.by_month_actual)}>
      {open ? (
        <SplitTable
          data={data}
          caption={t(m.caption_months)}
          first={t(m.month)}
          testId="ptc-actual-months"
          rows={counted.months.map((mo) => ({
            key: mo.month,
            label: monthText(+mo.month.slice(0, 4), +mo.month.slice(5, 7), lang, true),
            scheduled: mo.scheduled,
            actual: mo.actual,
          }))}
        />
      ) : null}
    </AccordionItem>
  );
}

const plural = (t: Translate, n: number, one: string, many: string) => t(n === 1 ? one : many, { n });

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
  const t = useMessages(parentingTimeMessages);
  const lang = useLang();
  const journalLink = <Link href={paths.journal}>{t(m.open_journal)}</Link>;
  const title = <h3 id="ptc-actual-title">{t(m.actual_title)}</h3>;
  if (unreadable) {
    return (
      <section className="ptc-actual" aria-labelledby="ptc-actual-title" data-testid="ptc-actual">
        {title}
        <p className="alert alert--warning">
          {t(m.actual_unreadable)} {journalLink}
        </p>
      </section>
    );
  }
  if (!counted || entries === 0) {
    return (
      <section className="ptc-actual" aria-labelledby="ptc-actual-title" data-testid="ptc-actual">
        {title}
        <p>
          {t(m.actual_none)} {journalLink}
        </p>
      </section>
    );
  }
  const differs = counted.nights.filter((n) => n.actual !== n.scheduled).length;
  const x = counted.exchanges;
  return (
    <section className="ptc-actual" aria-labelledby="ptc-actual-title" data-testid="ptc-actual">
      {title}
      {counted.inWindow === 0 ? (
        <p className="alert alert--info" data-testid="ptc-actual-outside">
          {t(m.actual_outside, {
            entries: plural(t, entries, m.entries_one, m.entries_many),
            d1: dateText(day(counted.first), lang),
            d2: dateText(day(counted.last), lang),
          })}{' '}
          {journalLink}
        </p>
      ) : (
        <p data-testid="ptc-actual-summary">
          {t(m.actual_summary, {
            onTime: plural(t, x['on-time'], m.exchanges_one, m.exchanges_many),
            late: x.late,
            missed: x.missed,
            cancelled: x.cancelled,
            differs: plural(t, differs, m.differs_one, m.differs_many),
          })}{' '}
          {journalLink}
        </p>
      )}
      {counted.years[0]?.recorded ? <p data-testid="ptc-actual-estimator">{t(m.actual_estimator)}</p> : null}
      <SplitTable
        data={data}
        caption={t(m.caption_years)}
        first={t(m.year)}
        testId="ptc-actual-years"
        rows={counted.years.map((y) => ({
          key: y.first,
          label: t(m.range, { d1: dateText(day(y.first), lang), d2: dateText(day(y.last), lang) }),
          scheduled: y.scheduled,
          actual: y.actual,
        }))}
      />
      <ByMonth data={data} counted={counted} />
      {counted.marks.length ? (
        <>
          <h4>{t(m.marks_title)}</h4>
          <ul className="ptc-actual__marks" data-testid="ptc-actual-marks">
            {counted.marks.map((mark, i) => (
              <li key={i}>{t(m.mark_line, { date: longDate(day(mark.date), lang), mark: markText(mark, t) })}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});
