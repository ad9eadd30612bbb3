import type { PdfKit } from '../lib/pdf';
import { DISCLAIMER_TEXT } from '../ui/Disclaimer';
import { HEADING_PRESENCE, LETTER, text } from '../ui/pdfType';
import { english, type Translate } from '../lib/translate';
import * as m from '../content/messages/newsletter/compiled/en.js';

const BIFF = [m.pdf_brief, m.pdf_informative, m.pdf_friendly, m.pdf_firm];
const HABITS = [m.pdf_habit_written, m.pdf_habit_wait, m.pdf_habit_children, m.pdf_habit_facts];

/** The log's columns and their share of the landscape page's width. */
const COLUMNS: Array<[string, string]> = [
  [m.pdf_col_when, '14%'],
  [m.pdf_col_how, '17%'],
  [m.pdf_col_topic, '17%'],
  [m.pdf_col_what, '36%'],
  [m.pdf_col_follow, '16%'],
];

/**
 * The free template handed over by the newsletter pop-up: a co-parenting communication log, in
 * the language of `t` (the newsletter area) and `shell` (the disclaimer).
 */
export function templateDocument(kit: PdfKit, t: Translate = english, shell: Translate = english) {
  const { Document, Page, Text, View, StyleSheet } = kit;
  const s = StyleSheet.create({
    page: { padding: 36, paddingBottom: 48, fontFamily: 'Helvetica', ...text(10), color: '#1d2327' },
    h1: { ...text(18, 1.2), fontFamily: 'Helvetica-Bold', color: '#1f4e5f', marginBottom: 6 },
    h2: { ...text(12, 1.25), fontFamily: 'Helvetica-Bold', marginTop: 12, marginBottom: 4 },
    p: { ...text(10, 1.35), marginBottom: 4 },
    disclaimer: { ...text(8.5, 1.3), color: '#555', marginTop: 14 },
    // One bordered box per column, so every heading and entry stays in its own cell.
    head: { flexDirection: 'row', backgroundColor: '#e3eef1', borderTopWidth: 1, borderLeftWidth: 1, borderColor: '#999' },
    row: { flexDirection: 'row', borderLeftWidth: 1, borderColor: '#999' },
    cell: { flexGrow: 0, flexShrink: 0, padding: 4, borderRightWidth: 1, borderBottomWidth: 1, borderColor: '#999' },
    headText: { ...text(9, 1.2), fontFamily: 'Helvetica-Bold' },
    rowCell: { minHeight: 34 },
    // Placed from the top: react-pdf drops render-prop text positioned with `bottom`.
    foot: { position: 'absolute', left: 36, right: 36, ...text(8, 1.25), color: '#555' },
  });
  const Footer = ({ pageHeight }: { pageHeight: number }) => (
    <Text
      style={[s.foot, { top: pageHeight - 30 }]}
      fixed
      render={({ pageNumber, totalPages }) => t(m.pdf_footer, { current: pageNumber, total: totalPages })}
    />
  );
  return (
    <Document title={t(m.pdf_title)} author="EvenGround">
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>{t(m.pdf_title)}</Text>
        <Text style={s.p}>{t(m.pdf_intro)}</Text>
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.pdf_biff_title)}
        </Text>
        {BIFF.map((line) => (
          <Text key={line} style={s.p}>
            {t(line)}
          </Text>
        ))}
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.pdf_example_title)}
        </Text>
        <Text style={s.p}>{t(m.pdf_example)}</Text>
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.pdf_habits_title)}
        </Text>
        {HABITS.map((line) => (
          <Text key={line} style={s.p}>
            {t(line)}
          </Text>
        ))}
        <Text style={s.disclaimer}>{shell(DISCLAIMER_TEXT)}</Text>
        <Footer pageHeight={LETTER.height} />
      </Page>
      <Page size="LETTER" orientation="landscape" style={s.page}>
        <Text style={s.h1}>{t(m.pdf_log_title)}</Text>
        <View style={s.head}>
          {COLUMNS.map(([c, width]) => (
            <View key={c} style={[s.cell, { width }]}>
              <Text style={s.headText}>{t(c)}</Text>
            </View>
          ))}
        </View>
        {Array.from({ length: 12 }, (_, r) => (
          <View key={r} style={s.row} wrap={false}>
            {COLUMNS.map(([c, width]) => (
              <View key={c} style={[s.cell, s.rowCell, { width }]} />
            ))}
          </View>
        ))}
        <Text style={s.disclaimer}>{shell(DISCLAIMER_TEXT)}</Text>
        <Footer pageHeight={LETTER.width} />
      </Page>
    </Document>
  );
}
