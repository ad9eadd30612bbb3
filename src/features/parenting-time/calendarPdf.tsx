import type { ReactElement } from 'react';
import * as m from '../../content/messages/parenting-time/compiled/en.js';
import { english, type Translate } from '../../lib/translate';
import type { Lang } from '../../lib/lang';
import type { PdfKit } from '../../lib/pdf';
import { LETTER, preparedOnText, text } from '../../ui/pdfType';
import type { SideBySide, Split } from '../../lib/overnightRecount';
import { actualDays, MARK_SHORT, outcomeText, sideOf } from './actual';
import { dateText, monthText, parseIsoDate, weekdayName, weekdayOf, ymdOfDay } from './dates';
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
  /** The words and dates in the language on screen (docs/i18n.md); English when left out. */
  t?: Translate;
  /** The tools' shared words ("Prepared on"). */
  tools?: Translate;
  lang?: Lang;
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
  const { result: r, labels, t = english, tools = english, lang = 'en' } = input;
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
    <Document title={t(m.pdf_title)} author="EvenGround" creator="EvenGround" producer="EvenGround">
      {pages.map((pageMonths, pi) => (
        <Page key={pi} size="LETTER" style={s.page}>
          {pi === 0 ? (
            <View>
              <Text style={s.title}>{t(m.pdf_title)}</Text>
              <Text style={s.meta}>{t(m.pdf_meta, { prepared: preparedOnText(input.preparedOn, tools) })}</Text>
              {input.wording.split('\n').map((line, i) => (
                <Text key={i} style={s.para}>
                  {line}
                </Text>
              ))}
              <Text style={s.para}>
                {t(m.pdf_how, { a: labels.a.name, b: labels.b.name })}
                {evenings.map((p) => ` ${t(m.pdf_eve, { short: labelOf(labels, p).short, name: labelOf(labels, p).name })}`)}
                {actuallyWith.map(
                  (p) => ` ${t(m.pdf_actually, { short: labelOf(labels, p).short, name: labelOf(labels, p).name })}`,
                )}
                {marksUsed.map((o) => ` ${t(m.pdf_mark, { short: t(MARK_SHORT[o]), mark: outcomeText(o, t) })}`)}
              </Text>
              {actual ? (
                <View>
                  <Text style={s.para}>
                    {t(actual.counted.inWindow === 1 ? m.pdf_actual_one : m.pdf_actual_many, { n: actual.counted.inWindow })}
                  </Text>
                  {actual.counted.years.map((y) => (
                    <Text key={y.first} style={s.para}>
                      {t(m.pdf_year, {
                        d1: dateText(parseIsoDate(y.first)!, lang),
                        d2: dateText(parseIsoDate(y.last)!, lang),
                        scheduled: splitText(labels, actual.you, y.scheduled),
                        actual: splitText(labels, actual.you, y.actual),
                      })}
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
                  <Text style={s.monthTitle}>{monthText(mo.y, mo.m, lang)}</Text>
                  <View style={s.row}>
                    {[0, 1, 2, 3, 4, 5, 6]
                      .map((w) => weekdayName(w, lang, true))
                      .map((h) => (
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
                            {d.evening ? <Text style={s.eve}>{t(m.eve, { x: labelOf(labels, d.evening).short })}</Text> : null}
                            {a?.night ? <Text style={s.act}>{t(m.actually, { x: labelOf(labels, a.night).short })}</Text> : null}
                            {a?.marks.length ? (
                              <Text style={s.act}>{[...new Set(a.marks.map((mk) => t(MARK_SHORT[mk.outcome])))].join(' ')}</Text>
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
            render={({ pageNumber, totalPages }) => t(m.pdf_footer, { n: pageNumber, total: totalPages })}
          />
        </Page>
      ))}
    </Document>
  );
}
