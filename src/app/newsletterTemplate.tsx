import type { PdfKit } from '../lib/pdf';
import { DISCLAIMER_TEXT } from '../ui/Disclaimer';

const BIFF = [
  ['Brief', 'A few sentences. Answer only the parenting question in front of you.'],
  ['Informative', 'Facts, dates, times and places. No opinions about the other parent.'],
  ['Friendly', 'A neutral greeting and sign-off. Courtesy lowers the temperature.'],
  ['Firm', 'End the topic clearly: state what you will do, or ask one yes/no question.'],
];

const COLUMNS = ['Date & time', 'How (text, email, app, in person)', 'Topic', 'What was said or agreed', 'Follow-up'];

/** The free template handed over by the newsletter pop-up: a co-parenting communication log. */
export function templateDocument(kit: PdfKit) {
  const { Document, Page, Text, View, StyleSheet } = kit;
  const s = StyleSheet.create({
    page: { padding: 36, fontSize: 10, fontFamily: 'Helvetica', color: '#1d2327' },
    h1: { fontSize: 18, fontFamily: 'Helvetica-Bold', color: '#1f4e5f', marginBottom: 4 },
    h2: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginTop: 12, marginBottom: 4 },
    p: { marginBottom: 4, lineHeight: 1.4 },
    row: { flexDirection: 'row', borderBottomWidth: 1, borderColor: '#999', minHeight: 34 },
    head: { flexDirection: 'row', backgroundColor: '#e3eef1', borderBottomWidth: 1, borderColor: '#999' },
    cell: { flex: 1, padding: 4, borderRightWidth: 1, borderColor: '#bbb' },
    wide: { flex: 2, padding: 4, borderRightWidth: 1, borderColor: '#bbb' },
    foot: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 8, color: '#555' },
  });
  const Footer = () => (
    <Text
      style={s.foot}
      fixed
      render={({ pageNumber, totalPages }) => `EvenGround free template · Page ${pageNumber} of ${totalPages} · ${DISCLAIMER_TEXT}`}
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
        <Text style={s.h2}>Write every message the BIFF way</Text>
        {BIFF.map(([word, text]) => (
          <Text key={word} style={s.p}>
            {`${word}: ${text}`}
          </Text>
        ))}
        <Text style={s.h2}>Example</Text>
        <Text style={s.p}>
          “Hi Sam, the school concert is Thursday at 6 pm in the gym. I will bring Maya at 5:30 and can drop her at your place
          afterwards, since it is your evening. Please let me know by Tuesday if that works. Thanks, Alex.”
        </Text>
        <Text style={s.h2}>Habits that protect you</Text>
        <Text style={s.p}>• Use written channels for anything important, and keep copies.</Text>
        <Text style={s.p}>• Wait an hour before replying to a message that upsets you.</Text>
        <Text style={s.p}>• Never pass messages through the children or discuss the case in front of them.</Text>
        <Text style={s.p}>• Record facts only: what happened, when, and what was agreed.</Text>
        <Footer />
      </Page>
      <Page size="LETTER" orientation="landscape" style={s.page}>
        <Text style={s.h1}>Communication log</Text>
        <View style={s.head}>
          {COLUMNS.map((c, i) => (
            <Text key={c} style={i === 3 ? s.wide : s.cell}>
              {c}
            </Text>
          ))}
        </View>
        {Array.from({ length: 12 }, (_, r) => (
          <View key={r} style={s.row}>
            {COLUMNS.map((c, i) => (
              <Text key={c} style={i === 3 ? s.wide : s.cell}>
                {' '}
              </Text>
            ))}
          </View>
        ))}
        <Footer />
      </Page>
    </Document>
  );
}
