import type { ReactElement } from 'react';
import type { PdfKit } from '../../lib/pdf';
import { HEADING_PRESENCE, preparedOnText, text } from '../../ui/pdfType';
import { redlineVersions, type MediationReport, type Term, type Version } from './reportModel';

/** The calendar day the report was made, from its ISO timestamp (as saved). */
function preparedOnDate(createdAt: string): Date {
  const [y, m, d] = createdAt.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** The report as a PDF document (built on the device by @react-pdf/renderer). */
export function reportDocument(kit: PdfKit, r: MediationReport): ReactElement {
  const { Document, Page, Text, View, StyleSheet } = kit;
  const s = StyleSheet.create({
    page: { padding: 40, fontFamily: 'Helvetica', ...text(10, 1.4) },
    h1: { ...text(18, 1.2), fontFamily: 'Helvetica-Bold', marginBottom: 6 },
    meta: { ...text(9), color: '#555555', marginBottom: 4 },
    h2: { ...text(13, 1.25), fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 6 },
    h3: { ...text(11, 1.3), fontFamily: 'Helvetica-Bold', marginTop: 6 },
    muted: { color: '#555555' },
    method: { marginTop: 6, padding: 6, borderWidth: 1, borderColor: '#999999' },
    item: { marginBottom: 6 },
    changed: { fontFamily: 'Helvetica-Bold', color: '#000000' },
  });
  // Each party's version with its own differing words in bold: never raw diff markup.
  const version = (who: string, v: Version) => (
    <Text style={s.muted}>
      {who}:{' '}
      {v.map((w, j) => (
        <Text key={j} style={w.changed ? s.changed : undefined}>
          {j ? ' ' : ''}
          {w.text}
        </Text>
      ))}
    </Text>
  );
  const changed = (t: Term) => {
    const v = redlineVersions(t.redline ?? []);
    return (
      <View>
        <Text style={s.muted}>Changed words (in bold):</Text>
        {version('Party A', v.a)}
        {version('Party B', v.b)}
      </View>
    );
  };
  const term = (t: Term, i: number, diff = true) => (
    <View key={i} style={s.item} wrap={false}>
      <Text style={s.h3}>
        {t.topic}
        {t.heading ? ` · ${t.heading}` : ''}
      </Text>
      <Text>Party A: {t.partyA}</Text>
      <Text>Party B: {t.partyB}</Text>
      {diff ? t.differences.map((d, j) => <Text key={j}>{d}</Text>) : null}
      {diff && t.redline?.length ? changed(t) : null}
    </View>
  );
  const disclosures = r.documentType === 'Financial Disclosures';
  return (
    <Document title="Mediation Summary" author="EvenGround" creator="EvenGround (on this device)">
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>Mediation Summary</Text>
        <Text style={s.meta}>{preparedOnText(preparedOnDate(r.createdAt))} with EvenGround, on this device.</Text>
        <Text style={s.muted}>
          {r.documentType}
          {r.state ? `, ${r.state}` : ''}. Party A: {r.files.partyA.join(', ')}. Party B: {r.files.partyB.join(', ')}.
        </Text>
        <Text style={s.method}>{r.method} Suggestions only, not legal advice.</Text>
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Executive Summary
        </Text>
        {r.highlights.length ? <Text>Where the two documents differ most:</Text> : null}
        {r.highlights.map((h, i) => (
          <Text key={i}>- {h}</Text>
        ))}
        <Text>{r.summary}</Text>
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Conflicting Terms ({r.conflictingTerms.length})
        </Text>
        {r.conflictingTerms.length ? r.conflictingTerms.map((t, i) => term(t, i)) : <Text>None found.</Text>}
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Could Not Compare ({r.couldNotCompareTerms.length})
        </Text>
        {r.couldNotCompareTerms.length ? (
          <Text style={s.muted}>
            Worded differently; the tool cannot tell whether they mean the same thing. Each party's changed words are in bold.
          </Text>
        ) : null}
        {r.couldNotCompareTerms.length ? r.couldNotCompareTerms.map((t, i) => term(t, i)) : <Text>None.</Text>}
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {disclosures ? 'Undisclosed by the Other Party' : 'Covered by One Party Only'} ({r.oneSidedTerms.length})
        </Text>
        {r.oneSidedTerms.length ? r.oneSidedTerms.map((t, i) => term(t, i, disclosures)) : <Text>None.</Text>}
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Aligned in Different Words ({r.alignedTerms.length})
        </Text>
        {r.counts.identical ? (
          <Text style={s.muted}>{r.counts.identical} passages have the same wording on both sides and are set aside.</Text>
        ) : null}
        {r.alignedTerms.length ? (
          r.alignedTerms.map((t, i) => term(t, i, false))
        ) : (
          <Text>No aligned terms in different words.</Text>
        )}
        {r.facts.length ? (
          <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
            Each Party's Own Figures ({r.facts.length})
          </Text>
        ) : null}
        {r.facts.map((f, i) => (
          <Text key={i}>
            Party {f.party}: {f.label}: {f.value}
          </Text>
        ))}
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Suggestions ({r.recommendations.length})
        </Text>
        {r.recommendations.map((rec, i) => (
          <View key={i} style={s.item} wrap={false}>
            <Text style={s.h3}>
              {rec.topic}
              {rec.heading ? ` · ${rec.heading}` : ''}
            </Text>
            <Text>{rec.text}</Text>
            {rec.link ? (
              <Text>
                {rec.link.label} (in EvenGround: {rec.link.href})
              </Text>
            ) : null}
            <Text style={s.muted}>{rec.basis}</Text>
          </View>
        ))}
      </Page>
    </Document>
  );
}
