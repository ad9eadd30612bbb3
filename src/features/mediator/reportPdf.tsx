import type { ReactElement } from 'react';
import type { PdfKit } from '../../lib/pdf';
import { HEADING_PRESENCE, preparedOnText, text } from '../../ui/pdfType';
import { headingBesideTopic, redlineVersions, type MediationReport, type Term, type Version } from './reportModel';
import * as m from '../../content/messages/mediator/compiled/en.js';
import { english, type Translate } from '../../lib/translate';
import { DOCUMENT_TYPE_NAMES } from './documentTypes';
import { shownText } from './reportText';

/** The calendar day the report was made, from its ISO timestamp (as saved). */
function preparedOnDate(createdAt: string): Date {
  const [y, m, d] = createdAt.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/**
 * The report as a PDF document (built on the device by @react-pdf/renderer), in the language of
 * the translators the page passes (`t` the mediator's words, `tools` the tools' "Prepared on");
 * the comparison's texts said from their message ids (reportText.ts), the documents' words as written
 * (docs/i18n.md, "The AI Mediator").
 */
export function reportDocument(
  kit: PdfKit,
  r: MediationReport,
  t: Translate = english,
  tools: Translate = english,
): ReactElement {
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
    difference: { marginLeft: 10, marginTop: 2 },
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
  const changed = (term: Term) => {
    const v = redlineVersions(term.redline ?? []);
    return (
      <View>
        <Text style={s.muted}>{t(m.pdf_changed)}</Text>
        {version(t(m.party, { party: 'A' }), v.a)}
        {version(t(m.party, { party: 'B' }), v.b)}
      </View>
    );
  };
  const termView = (term: Term, i: number, diff = true) => (
    <View key={i} style={s.item} wrap={false}>
      <Text style={s.h3}>
        {t(term.topic)}
        {headingBesideTopic(term.topic, term.heading) ? ` · ${term.heading}` : ''}
      </Text>
      <Text>{t(m.fact_line_side, { party: 'A', text: t(term.partyA) })}</Text>
      <Text>{t(m.fact_line_side, { party: 'B', text: t(term.partyB) })}</Text>
      {/* What differs, as the page lists it: set apart from the two quotes above, which also start "Party A:". */}
      {diff
        ? term.differences.map((d, j) => (
            <Text key={j} style={s.difference}>
              - {shownText(term.differencesSay?.[j], d, t)}
            </Text>
          ))
        : null}
      {diff && term.redline?.length ? changed(term) : null}
    </View>
  );
  const disclosures = r.documentType === 'Financial Disclosures';
  return (
    <Document title={t(m.pdf_title)} author="EvenGround" creator="EvenGround (on this device)">
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>{t(m.pdf_title)}</Text>
        <Text style={s.meta}>{t(m.pdf_prepared, { prepared: preparedOnText(preparedOnDate(r.createdAt), tools) })}</Text>
        <Text style={s.muted}>
          {t(m.pdf_meta, {
            kind: t(DOCUMENT_TYPE_NAMES[r.documentType]),
            state: r.state ? `, ${r.state}` : '',
            filesA: r.files.partyA.join(', '),
            filesB: r.files.partyB.join(', '),
          })}
        </Text>
        <Text style={s.method}>
          {t(r.method)} {t(m.pdf_method_end)}
        </Text>
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.summary_title)}
        </Text>
        {r.highlights.length ? <Text>{t(m.differ_most)}</Text> : null}
        {r.highlights.map((h, i) => (
          <Text key={i}>- {shownText(r.highlightsSay?.[i], h, t)}</Text>
        ))}
        <Text>{shownText(r.summarySay, r.summary, t)}</Text>
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.sec_conflicting, { count: r.conflictingTerms.length })}
        </Text>
        {r.conflictingTerms.length ? r.conflictingTerms.map((term, i) => termView(term, i)) : <Text>{t(m.pdf_none_found)}</Text>}
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.sec_could_not, { count: r.couldNotCompareTerms.length })}
        </Text>
        {r.couldNotCompareTerms.length ? <Text style={s.muted}>{t(m.pdf_could_not_intro)}</Text> : null}
        {r.couldNotCompareTerms.length ? (
          r.couldNotCompareTerms.map((term, i) => termView(term, i))
        ) : (
          <Text>{t(m.none_text)}</Text>
        )}
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(disclosures ? m.sec_undisclosed : m.sec_one_party, { count: r.oneSidedTerms.length })}
        </Text>
        {r.oneSidedTerms.length ? (
          r.oneSidedTerms.map((term, i) => termView(term, i, disclosures))
        ) : (
          <Text>{t(m.none_text)}</Text>
        )}
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.sec_aligned, { count: r.alignedTerms.length })}
        </Text>
        {r.counts.identical ? <Text style={s.muted}>{t(m.identical, { count: r.counts.identical })}</Text> : null}
        {r.alignedTerms.length ? r.alignedTerms.map((term, i) => termView(term, i, false)) : <Text>{t(m.no_aligned)}</Text>}
        {r.facts.length ? (
          <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
            {t(m.sec_figures, { count: r.facts.length })}
          </Text>
        ) : null}
        {r.facts.map((f, i) => (
          <Text key={i}>{t(m.fact_line, { party: f.party, label: f.label, value: f.value })}</Text>
        ))}
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.sec_suggestions, { count: r.recommendations.length })}
        </Text>
        {r.recommendations.map((rec, i) => (
          <View key={i} style={s.item} wrap={false}>
            <Text style={s.h3}>
              {t(rec.topic)}
              {headingBesideTopic(rec.topic, rec.heading) ? ` · ${rec.heading}` : ''}
            </Text>
            <Text>{shownText(rec.textSay, rec.text, t)}</Text>
            {rec.link ? (
              <Text>{t(m.pdf_link, { label: t(rec.link.label), href: rec.link.href.replace(/[?#].*$/, '') })}</Text>
            ) : null}
            <Text style={s.muted}>{shownText(rec.basisSay, rec.basis, t)}</Text>
          </View>
        ))}
      </Page>
    </Document>
  );
}
