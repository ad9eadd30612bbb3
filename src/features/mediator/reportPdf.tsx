import type { ReactElement } from 'react';
import type { PdfKit } from '../../lib/pdf';
import { formatLongDate, type MediationReport, type Term } from './analyze';

/** The report as a PDF document (built on the device by @react-pdf/renderer). */
export function reportDocument(kit: PdfKit, r: MediationReport): ReactElement {
  const { Document, Page, Text, View, StyleSheet } = kit;
  const s = StyleSheet.create({
    page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', lineHeight: 1.4 },
    h1: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
    h2: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 6 },
    h3: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 6 },
    muted: { color: '#555555' },
    item: { marginBottom: 6 },
  });
  const term = (t: Term, i: number) => (
    <View key={`${t.topicId}-${i}`} style={s.item} wrap={false}>
      <Text style={s.h3}>{t.topic}</Text>
      <Text>Party A: {t.partyA}</Text>
      <Text>Party B: {t.partyB}</Text>
      {t.differences.map((d, j) => (
        <Text key={j}>{d}</Text>
      ))}
    </View>
  );
  return (
    <Document title="Mediation Summary" author="EvenGround" creator="EvenGround (on this device)">
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>Mediation Summary</Text>
        <Text style={s.muted}>
          {r.documentType}
          {r.state ? `, ${r.state}` : ''}, {formatLongDate(r.createdAt.slice(0, 10))}. Made on this device by EvenGround. Suggestions
          only, not legal advice.
        </Text>
        <Text style={s.h2}>Executive Summary</Text>
        <Text>{r.summary}</Text>
        {r.highlights.map((h, i) => (
          <Text key={i}>- {h}</Text>
        ))}
        <Text style={s.h2}>Aligned Terms ({r.alignedTerms.length})</Text>
        {r.alignedTerms.length ? r.alignedTerms.map(term) : <Text>None.</Text>}
        <Text style={s.h2}>Conflicting Terms ({r.conflictingTerms.length})</Text>
        {r.conflictingTerms.length ? r.conflictingTerms.map(term) : <Text>None.</Text>}
        {r.oneSidedTerms.length ? <Text style={s.h2}>Covered by One Party Only ({r.oneSidedTerms.length})</Text> : null}
        {r.oneSidedTerms.map(term)}
        <Text style={s.h2}>AI Recommendations ({r.recommendations.length})</Text>
        {r.recommendations.map((rec, i) => (
          <View key={i} style={s.item} wrap={false}>
            <Text style={s.h3}>{rec.topic}</Text>
            <Text>{rec.text}</Text>
            <Text style={s.muted}>{rec.basis}</Text>
          </View>
        ))}
      </Page>
    </Document>
  );
}
