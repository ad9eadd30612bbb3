import type { ReactElement } from 'react';
import type { PdfKit } from '../../lib/pdf';
import { formatLongDate, redlineText, type MediationReport, type Term } from './reportModel';

/** The report as a PDF document (built on the device by @react-pdf/renderer). */
export function reportDocument(kit: PdfKit, r: MediationReport): ReactElement {
  const { Document, Page, Text, View, StyleSheet } = kit;
  const s = StyleSheet.create({
    page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica', lineHeight: 1.4 },
    h1: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
    h2: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 6 },
    h3: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 6 },
    muted: { color: '#555555' },
    method: { marginTop: 6, padding: 6, borderWidth: 1, borderColor: '#999999' },
    item: { marginBottom: 6 },
  });
  const term = (t: Term, i: number, diff = true) => (
    <View key={i} style={s.item} wrap={false}>
      <Text style={s.h3}>
        {t.topic}
        {t.heading ? ` · ${t.heading}` : ''}
      </Text>
      <Text>Party A: {t.partyA}</Text>
      <Text>Party B: {t.partyB}</Text>
      {diff ? t.differences.map((d, j) => <Text key={j}>{d}</Text>) : null}
      {diff && t.redline?.length ? <Text style={s.muted}>Changed words: {redlineText(t.redline)}</Text> : null}
    </View>
  );
  const disclosures = r.documentType === 'Financial Disclosures';
  return (
    <Document title="Mediation Summary" author="EvenGround" creator="EvenGround (on this device)">
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>Mediation Summary</Text>
        <Text style={s.muted}>
          {r.documentType}
          {r.state ? `, ${r.state}` : ''}, {formatLongDate(r.createdAt.slice(0, 10))}. Party A: {r.files.partyA.join(', ')}. Party B:{' '}
          {r.files.partyB.join(', ')}.
        </Text>
        <Text style={s.method}>{r.method} Suggestions only, not legal advice.</Text>
        <Text style={s.h2}>Executive Summary</Text>
        <Text>{r.summary}</Text>
        {r.highlights.map((h, i) => (
          <Text key={i}>- {h}</Text>
        ))}
        <Text style={s.h2}>Conflicting Terms ({r.conflictingTerms.length})</Text>
        {r.conflictingTerms.length ? r.conflictingTerms.map((t, i) => term(t, i)) : <Text>None found.</Text>}
        <Text style={s.h2}>Could Not Compare ({r.couldNotCompareTerms.length})</Text>
        {r.couldNotCompareTerms.length ? (
          <Text style={s.muted}>Worded differently; the tool cannot tell whether they mean the same thing. Changed words: [-Party A's words-] {'{+'}Party B's words{'+}'}.</Text>
        ) : null}
        {r.couldNotCompareTerms.length ? r.couldNotCompareTerms.map((t, i) => term(t, i)) : <Text>None.</Text>}
        <Text style={s.h2}>
          {disclosures ? 'Undisclosed by the Other Party' : 'Covered by One Party Only'} ({r.oneSidedTerms.length})
        </Text>
        {r.oneSidedTerms.length ? r.oneSidedTerms.map((t, i) => term(t, i, disclosures)) : <Text>None.</Text>}
        <Text style={s.h2}>Aligned Terms ({r.alignedTerms.length})</Text>
        {r.counts.identical ? <Text style={s.muted}>{r.counts.identical} passages have the same wording on both sides and are set aside.</Text> : null}
        {r.alignedTerms.length ? r.alignedTerms.map((t, i) => term(t, i, false)) : <Text>No aligned terms in different words.</Text>}
        {r.facts.length ? <Text style={s.h2}>Each Party's Own Figures ({r.facts.length})</Text> : null}
        {r.facts.map((f, i) => (
          <Text key={i}>
            Party {f.party}: {f.label}: {f.value}
          </Text>
        ))}
        <Text style={s.h2}>AI Recommendations ({r.recommendations.length})</Text>
        {r.recommendations.map((rec, i) => (
          <View key={i} style={s.item} wrap={false}>
            <Text style={s.h3}>
              {rec.topic}
              {rec.heading ? ` · ${rec.heading}` : ''}
            </Text>
            <Text>{rec.text}</Text>
            <Text style={s.muted}>{rec.basis}</Text>
          </View>
        ))}
      </Page>
    </Document>
  );
}
