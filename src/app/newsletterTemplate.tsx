import type { PdfKit } from '../lib/pdf';
import { DISCLAIMER_TEXT } from '../ui/Disclaimer';
import { HEADING_PRESENCE, LETTER, text } from '../ui/pdfType';

const BIFF = [
  ['Brief', 'A few sentences. Answer only the parenting question in front of you.'],
  ['Informative', 'Facts, dates, times and places. No opinions about the other parent.'],
  ['Friendly', 'A neutral greeting and sign-off. Courtesy lowers the temperature.'],
  ['Firm', 'End the topic clearly: state what you will do, or ask one yes/no question.'],
];

/** The log's columns and their share of the landscape page's width. */
const COLUMNS: Array<[string, string]> = [
  ['Date & time', '14%'],
  ['How (text, email, app, in person)', '17%'],
  ['Topic', '17%'],
  ['What was said or agreed', '36%'],
  ['Follow-up', '16%'],
];

/** The free template handed over by the newsletter pop-up: a co-parenting communication log. */
export function templateDocument(kit: PdfKit) {
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
      render={({ pageNumber, totalPages }) => `EvenGround free template · Page ${pageNumber} of ${totalPages}`}
    />
  );
  return (
    <Document title="Co-Parenting Communication Log" author="EvenGround">
      <Page size="LETTER" style={s.page}>
        <Text style={s.h1}>Co-Parenting Communication Log</Text>
        <Text style={s.p}>
          Keep one line for every exchange with the other parent. A calm, factual record helps you stay consistent, shows a
          mediator or judge what was agreed, and keeps the focus on the children.
        </Text>
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Write every message the BIFF way
        </Text>
        {BIFF.map(([word, text]) => (
          <Text key={word} style={s.p}>
            {`${word}: ${text}`}
          </Text>
        ))}
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Example
        </Text>
        <Text style={s.p}>
          “Hi Sam, the school concert is Thursday at 6 pm in the gym. I will bring Maya at 5:30 and can drop her at your place
          afterwards, since it is your evening. Please let me know by Tuesday if that works. Thanks, Alex.”
        </Text>
        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Habits that protect you
        </Text>
        <Text style={s.p}>• Use written channels for anything important, and keep copies.</Text>
        <Text style={s.p}>• Wait an hour before replying to a message that upsets you.</Text>
        <Text style={s.p}>• Never pass messages through the children or discuss the case in front of them.</Text>
        <Text style={s.p}>• Record facts only: what happened, when, and what was agreed.</Text>
        <Text style={s.disclaimer}>{DISCLAIMER_TEXT}</Text>
        <Footer pageHeight={LETTER.height} />
      </Page>
      <Page size="LETTER" orientation="landscape" style={s.page}>
        <Text style={s.h1}>Communication log</Text>
        <View style={s.head}>
          {COLUMNS.map(([c, width]) => (
            <View key={c} style={[s.cell, { width }]}>
              <Text style={s.headText}>{c}</Text>
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
        <Text style={s.disclaimer}>{DISCLAIMER_TEXT}</Text>
        <Footer pageHeight={LETTER.width} />
      </Page>
    </Document>
  );
}
