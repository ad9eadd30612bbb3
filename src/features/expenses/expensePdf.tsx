import type { ReactElement } from 'react';
import type { PdfKit } from '../../lib/pdf';
import { formatCents } from '../../lib/money';
import { formatUsDate } from '../../lib/usDate';
import { DISCLAIMER_TEXT } from '../../ui/Disclaimer';
import { HEADING_PRESENCE, LETTER, preparedOnText, text } from '../../ui/pdfType';
import { displayName, netSentence, payerLabel, ruleSentence, type ExpenseSheet, type Summary } from './settle';

/** The expense summary a parent can hand to a mediator: every row, then the settlement. */
export function expenseSummaryDocument(
  kit: PdfKit,
  sheet: ExpenseSheet,
  summary: Summary,
  preparedOn: Date = new Date(),
): ReactElement {
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
  const p1 = displayName(sheet.parent1Name, 'Parent 1');
  const p2 = displayName(sheet.parent2Name, 'Parent 2');
  return (
    <Document title={`Shared expenses: ${sheet.name}`} author="EvenGround" creator="EvenGround" producer="EvenGround">
      <Page size="LETTER" style={s.page} wrap>
        <Text style={s.title}>Shared Expense Summary: {sheet.name}</Text>
        <Text style={s.meta}>{preparedOnText(preparedOn)} with EvenGround, on this device.</Text>
        {sheet.monthYear.trim() ? <Text style={s.meta}>Period: {sheet.monthYear}</Text> : null}
        <Text style={s.meta}>
          Parent 1: {p1} ({sheet.splitRatio}%) · Parent 2: {p2} ({100 - sheet.splitRatio}%)
        </Text>
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Expenses ({sheet.expenses.length})
        </Text>
        <View style={s.head} fixed>
          <Text style={s.date}>Date</Text>
          <Text style={s.desc}>Description</Text>
          <Text style={s.cat}>Category</Text>
          <Text style={s.payer}>Paid by</Text>
          <Text style={s.settled}>Settled</Text>
          <Text style={s.amount}>Amount</Text>
        </View>
        {sheet.expenses.length === 0 ? <Text>No expenses on this sheet.</Text> : null}
        {sheet.expenses.map((r) => (
          <View key={r.id} style={s.row} wrap={false}>
            <Text style={s.date}>{r.date ? formatUsDate(r.date) : '-'}</Text>
            <Text style={s.desc}>{r.description || '-'}</Text>
            <Text style={s.cat}>{r.category}</Text>
            <Text style={s.payer}>{payerLabel(r.payer, sheet)}</Text>
            <Text style={s.settled}>{r.paid ? 'Yes' : 'No'}</Text>
            <Text style={s.amount}>{formatCents(r.amountCents)}</Text>
          </View>
        ))}
        <View wrap={false}>
          <Text style={s.h2}>Settlement</Text>
          <View style={s.sumRow}>
            <Text style={s.sumLabel}>Total expenses</Text>
            <Text style={s.sumValue}>{formatCents(summary.totalExpenses)}</Text>
          </View>
          <View style={s.sumRow}>
            <Text style={s.sumLabel}>Owed to {p1}</Text>
            <Text style={s.sumValue}>{formatCents(summary.owedToP1)}</Text>
          </View>
          <View style={s.sumRow}>
            <Text style={s.sumLabel}>Owed to {p2}</Text>
            <Text style={s.sumValue}>{formatCents(summary.owedToP2)}</Text>
          </View>
          <Text style={s.net}>{netSentence(summary, sheet)}</Text>
          <Text style={s.small}>How it is worked out: {ruleSentence(sheet)}</Text>
          <Text style={s.small}>{DISCLAIMER_TEXT}</Text>
        </View>
        <Text
          style={s.footer}
          fixed
          render={({ pageNumber, totalPages }) => `EvenGround shared expense summary · Page ${pageNumber} of ${totalPages}`}
        />
      </Page>
    </Document>
  );
}
