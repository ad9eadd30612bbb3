import type { ReactElement } from 'react';
import type { PdfKit } from '../../lib/pdf';
import { formatCents } from '../../lib/money';
import { formatUsDate } from '../../lib/usDate';
import { DISCLAIMER_TEXT } from '../../ui/Disclaimer';
import { english, type Translate } from '../../lib/translate';
import * as m from '../../content/messages/expenses/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { HEADING_PRESENCE, LETTER, preparedOnText, text } from '../../ui/pdfType';
import { CATEGORY_TEXT, netSentence, parentLabels, payerLabel, ruleSentence, type ExpenseSheet, type Summary } from './settle';

/** The translators a PDF's words come from: the tracker's own, the tools' shared ones and the shell's (the disclaimer). */
export interface PdfWords {
  t: Translate;
  tools: Translate;
  shell: Translate;
}

const ENGLISH: PdfWords = { t: english, tools: english, shell: english };

/** The expense summary a parent can hand to a mediator: every row, then the settlement, in the words of `words`. */
export function expenseSummaryDocument(
  kit: PdfKit,
  sheet: ExpenseSheet,
  summary: Summary,
  preparedOn: Date = new Date(),
  words: PdfWords = ENGLISH,
): ReactElement {
  const { t, tools } = words;
  const { Document, Page, Text, View, StyleSheet } = kit;
  const s = StyleSheet.create({
    page: { paddingTop: 48, paddingBottom: 54, paddingHorizontal: 40, fontFamily: 'Helvetica', ...text(9.5) },
    title: { ...text(17, 1.2), fontFamily: 'Helvetica-Bold', marginBottom: 6 },
    meta: { ...text(9.5), color: '#333', marginBottom: 2 },
    h2: { ...text(12, 1.25), fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 4 },
    head: {
      flexDirection: 'row',
      borderBottomWidth: 1,
      borderBottomColor: '#555',
      paddingBottom: 2,
      fontFamily: 'Helvetica-Bold',
    },
    row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#ccc', paddingVertical: 2 },
    date: { width: '17%', paddingRight: 4 },
    desc: { width: '27%', paddingRight: 4 },
    cat: { width: '16%', paddingRight: 4 },
    payer: { width: '15%', paddingRight: 4 },
    settled: { width: '11%' },
    amount: { width: '14%', textAlign: 'right' },
    sumRow: { flexDirection: 'row', marginBottom: 2 },
    sumLabel: { width: '40%' },
    sumValue: { width: '30%', textAlign: 'right' },
    net: { ...text(12, 1.25), fontFamily: 'Helvetica-Bold', marginTop: 6 },
    small: { ...text(8.5), color: '#333', marginTop: 6 },
    // Placed from the top: react-pdf drops render-prop text positioned with `bottom`.
    footer: {
      position: 'absolute',
      top: LETTER.height - 32,
      left: 40,
      right: 40,
      ...text(8),
      color: '#555',
      textAlign: 'center',
    },
  });
  const { p1, p2 } = parentLabels(sheet, t);
  return (
    <Document title={t(m.pdf_doc_title, { name: sheet.name })} author="EvenGround" creator="EvenGround" producer="EvenGround">
      <Page size="LETTER" style={s.page} wrap>
        <Text style={s.title}>{t(m.pdf_title, { name: sheet.name })}</Text>
        <Text style={s.meta}>{t(m.pdf_prepared, { prepared: preparedOnText(preparedOn, tools) })}</Text>
        {sheet.monthYear.trim() ? <Text style={s.meta}>{t(m.pdf_period, { period: sheet.monthYear })}</Text> : null}
        <Text style={s.meta}>{t(m.pdf_parents, { p1, r1: sheet.splitRatio, p2, r2: 100 - sheet.splitRatio })}</Text>
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.pdf_expenses, { count: sheet.expenses.length })}
        </Text>
        <View style={s.head} fixed>
          <Text style={s.date}>{t(m.date)}</Text>
          <Text style={s.desc}>{t(m.description)}</Text>
          <Text style={s.cat}>{t(m.category)}</Text>
          <Text style={s.payer}>{t(m.paid_by)}</Text>
          <Text style={s.settled}>{t(m.settled)}</Text>
          <Text style={s.amount}>{t(m.amount)}</Text>
        </View>
        {sheet.expenses.length === 0 ? <Text>{t(m.pdf_none)}</Text> : null}
        {sheet.expenses.map((r) => (
          <View key={r.id} style={s.row} wrap={false}>
            <Text style={s.date}>{r.date ? formatUsDate(r.date) : '-'}</Text>
            <Text style={s.desc}>{r.description || '-'}</Text>
            <Text style={s.cat}>{t(CATEGORY_TEXT[r.category])}</Text>
            <Text style={s.payer}>{payerLabel(r.payer, sheet, t)}</Text>
            <Text style={s.settled}>{tools(r.paid ? tm.yes : tm.no)}</Text>
            <Text style={s.amount}>{formatCents(r.amountCents)}</Text>
          </View>
        ))}
        <View wrap={false}>
          <Text style={s.h2}>{t(m.pdf_settlement)}</Text>
          <View style={s.sumRow}>
            <Text style={s.sumLabel}>{t(m.total)}</Text>
            <Text style={s.sumValue}>{formatCents(summary.totalExpenses)}</Text>
          </View>
          <View style={s.sumRow}>
            <Text style={s.sumLabel}>{t(m.owed_to, { name: p1 })}</Text>
            <Text style={s.sumValue}>{formatCents(summary.owedToP1)}</Text>
          </View>
          <View style={s.sumRow}>
            <Text style={s.sumLabel}>{t(m.owed_to, { name: p2 })}</Text>
            <Text style={s.sumValue}>{formatCents(summary.owedToP2)}</Text>
          </View>
          <Text style={s.net}>{netSentence(summary, sheet, t)}</Text>
          <Text style={s.small}>{t(m.how_worked, { rule: ruleSentence(sheet, t) })}</Text>
          <Text style={s.small}>{words.shell(DISCLAIMER_TEXT)}</Text>
        </View>
        <Text
          style={s.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            t(m.pdf_footer, { numbering: tools(tm.page_of, { current: pageNumber, total: totalPages }) })
          }
        />
      </Page>
    </Document>
  );
}
