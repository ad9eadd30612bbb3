import type { ReactElement } from 'react';
import type { PdfKit } from '../../lib/pdf';
import { LETTER, preparedOnText, text } from '../../ui/pdfType';
import type { SideBySide, Split } from '../../lib/overnightRecount';
import { actualDays, MARK_SHORT, sideOf } from './actual';
import { dateText, MONTH_NAMES, parseIsoDate, weekdayOf, ymdOfDay } from './dates';
import { labelOf, type ParentLabels } from './labels';
import type { Side } from './model';
import type { ScheduleResult } from './schedule';

export interface CalendarPdfInput {
  result: ScheduleResult;
  labels: ParentLabels;
  wording: string;
  preparedOn: Date;
  /** The journal's actual overnights over the same window (docs/parenting-time.md "Actual overnights"), when it has any. */
  actual?: { you: Side; counted: SideBySide } | null;
}

/** "Alex 183, Sam 182" from a you/other split. */
function splitText(labels: ParentLabels, you: Side, x: Split): string {
  return `${labelOf(labels, sideOf(you, 'you')).name} ${x.you}, ${labelOf(labels, sideOf(you, 'other')).name} ${x.other}`;
}

/**
 * The schedule as a printable PDF calendar built on the device (react-pdf's built-in
 * Helvetica, nothing fetched): the wording (its last line gives the counts), what the marks
 * mean, then six months a page, every day naming the parent with the overnight, with the
 * screen's marks: "<>" a hand-over, "eve X" an evening visit with X (issue 32).
 */
export function calendarDocument(kit: PdfKit, input: CalendarPdfInput): ReactElement {
  const { Document, Page, Text, View, StyleSheet } = kit;
  const { result: r, labels } = input;
  const s = StyleSheet.create({
    page: { padding: 36, fontFamily: 'Helvetica', ...text(9) },
    title: { ...text(16, 1.2), fontFamily: 'Helvetica-Bold', marginBottom: 6 },
    meta: { ...text(8), color: '#555', marginBottom: 8 },
    para: { ...text(9, 1.3), marginBottom: 3 },
    months: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' },
    month: { width: '48%', marginBottom: 10 },
    monthTitle: { ...text(11, 1.2), fontFamily: 'Helvetica-Bold', marginBottom: 3 },
    row: { flexDirection: 'row' },
    head: { width: '14.28%', textAlign: 'center', fontFamily: 'Helvetica-Bold', fontSize: 7, paddingVertical: 2 },
    cell: { width: '14.28%', minHeight: 26, borderWidth: 0.5, borderColor: '#999', padding: 1.5 },
    cellA: { backgroundColor: '#e3eef1' },
    cellB: { backgroundColor: '#fbeee6' },
    num: { fontSize: 6.5, color: '#333' },
    who: { fontSize: 7.5, fontFamily: 'Helvetica-Bold' },
    eve: { fontSize: 6, lineHeight: 1, textDecoration: 'underline' },
    act: { fontSize: 6, lineHeight: 1, fontFamily: 'Helvetica-Bold' },
    cellActual: { borderWidth: 1.5, borderColor: '#222' },
    footer: {
      position: 'absolute',
      top: LETTER.height - 28,
      left: 36,
      right: 36,
      fontSize: 7,
      color: '#555',
      textAlign: 'center',
    },
  });
  const actual = input.actual && input.actual.counted.inWindow ? input.actual : null;
  const days = actual ? actualDays(actual.you, actual.counted) : null;
  const marksUsed = days ? [...new Set([...days.values()].flatMap((a) => a.marks.map((m) => m.outcome)))].sort() : [];
  const actuallyWith = days ? [...new Set([...days.values()].flatMap((a) => (a.night ? [a.night] : [])))].sort() : [];
  const evenings = [...new Set(r.days.flatMap((d) => (d.evening ? [d.evening] : [])))].sort();
  const months: Array<{ y: number; m: number; cells: Array<(typeof r.days)[number] | null> }> = [];
  for (const d of r.days) {
    const { y, m } = ymdOfDay(d.day);
    let cur = months[months.length - 1];
    if (!cur || cur.y !== y || cur.m !== m) {
      cur = { y, m, cells: new Array(weekdayOf(d.day)).fill(null) };
      months.push(cur);
    }
    cur.cells.push(d);
  }
  const pages: Array<typeof months> = [];
  for (let i = 0; i < months.length; i += 6) pages.push(months.slice(i, i + 6));
  return (
    <Document title="Parenting-time schedule" author="EvenGround" creator="EvenGround" producer="EvenGround">
      {pages.map((pageMonths, pi) => (
        <Page key={pi} size="LETTER" style={s.page}>
          {pi === 0 ? (
            <View>
              <Text style={s.title}>Parenting-time schedule</Text>
              <Text style={s.meta}>{preparedOnText(input.preparedOn)} with EvenGround, on this device. Not a court order.</Text>
              {input.wording.split('\n').map((line, i) => (
                <Text key={i} style={s.para}>
                  {line}
                </Text>
              ))}
              <Text style={s.para}>
                How to read the calendar: each day names who has the children overnight, {labels.a.name} (blue) or {labels.b.name}{' '}
                (orange). “&lt;&gt;” after the date marks a hand-over that day.
                {evenings.map(
                  (p) =>
                    ` “eve ${labelOf(labels, p).short}” marks an evening visit with ${labelOf(labels, p).name}, without the overnight.`,
                )}
                {actuallyWith.map(
                  (p) =>
                    ` “actually ${labelOf(labels, p).short}” (with a dark border) marks a night your journal records with ${labelOf(labels, p).name} instead of the scheduled parent.`,
                )}
                {marksUsed.map((m) => ` “${MARK_SHORT[m]}” marks an exchange that day recorded as ${m} in your journal.`)}
              </Text>
              {actual ? (
                <View>
                  <Text style={s.para}>
                    Actual overnights, from your journal ({actual.counted.inWindow} exchange or make-up{' '}
                    {actual.counted.inWindow === 1 ? 'entry' : 'entries'}; nights with no entry count as scheduled):
                  </Text>
                  {actual.counted.years.map((y) => (
                    <Text key={y.first} style={s.para}>
                      {dateText(parseIsoDate(y.first)!)} to {dateText(parseIsoDate(y.last)!)}: scheduled{' '}
                      {splitText(labels, actual.you, y.scheduled)}; actual {splitText(labels, actual.you, y.actual)}.
                    </Text>
                  ))}
                </View>
              ) : null}
            </View>
          ) : null}
          <View style={s.months}>
            {pageMonths.map((mo) => {
              const rows: Array<typeof mo.cells> = [];
              for (let i = 0; i < mo.cells.length; i += 7) rows.push(mo.cells.slice(i, i + 7));
              return (
                <View key={`${mo.y}-${mo.m}`} style={s.month} wrap={false}>
                  <Text style={s.monthTitle}>
                    {MONTH_NAMES[mo.m - 1]} {mo.y}
                  </Text>
                  <View style={s.row}>
                    {['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((h) => (
                      <Text key={h} style={s.head}>
                        {h}
                      </Text>
                    ))}
                  </View>
                  {rows.map((row, ri) => (
                    <View key={ri} style={s.row}>
                      {Array.from({ length: 7 }, (_, ci) => {
                        const d = row[ci];
                        if (!d) return <View key={ci} style={s.cell} />;
                        const a = days?.get(d.day);
                        return (
                          <View
                            key={ci}
                            style={[s.cell, d.night === 'a' ? s.cellA : s.cellB, ...(a?.night ? [s.cellActual] : [])]}
                          >
                            <Text style={s.num}>
                              {ymdOfDay(d.day).d}
                              {d.changes.length ? ' <>' : ''}
                            </Text>
                            <Text style={s.who}>{labelOf(labels, d.night).name.slice(0, 12)}</Text>
                            {d.evening ? <Text style={s.eve}>eve {labelOf(labels, d.evening).short}</Text> : null}
                            {a?.night ? <Text style={s.act}>actually {labelOf(labels, a.night).short}</Text> : null}
                            {a?.marks.length ? (
                              <Text style={s.act}>{[...new Set(a.marks.map((m) => MARK_SHORT[m.outcome]))].join(' ')}</Text>
                            ) : null}
                          </View>
                        );
                      })}
                    </View>
                  ))}
                </View>
              );
            })}
          </View>
          <Text
            style={s.footer}
            fixed
            render={({ pageNumber, totalPages }) => `Parenting-time schedule · Page ${pageNumber} of ${totalPages}`}
          />
        </Page>
      ))}
    </Document>
  );
}
