import type { ReactElement } from 'react';
import type { PdfKit } from '../lib/pdf';
import { DISCLAIMER_TEXT } from './Disclaimer';
import { HEADING_PRESENCE, LETTER, preparedOnText, text } from './pdfType';
import { english, type Translate } from '../lib/translate';
import * as tm from '../content/messages/tools/compiled/en.js';

/**
 * The working draft a tool hands over as a PDF (the affidavit and the parenting plan):
 * the form's filled fields, in form order, grouped by section.
 */

export interface PdfDraftItem {
  label: string;
  value: string;
}
export interface PdfDraftGroup {
  heading?: string;
  items: PdfDraftItem[];
}
export interface PdfDraftSection {
  heading: string;
  groups: PdfDraftGroup[];
}
/** The draft's own words, already in the page's language (the worker that builds it has none). */
export interface PdfDraftWords {
  header: string;
  meta: string;
  empty: string;
  disclaimerHead: string;
  disclaimer: string;
  /** "Page {current} of {total}", filled in on each page. */
  pageOf: string;
}
export interface PdfDraft {
  title: string;
  sections: PdfDraftSection[];
  words?: PdfDraftWords;
}

/** The draft's words in the language of `tools` and `shell` (English by default), dated `preparedOn`. */
export function draftWords(preparedOn: Date, tools: Translate = english, shell: Translate = english): PdfDraftWords {
  return {
    header: tools(tm.draft_header),
    meta: tools(tm.draft_meta, { prepared: preparedOnText(preparedOn, tools) }),
    empty: tools(tm.draft_empty),
    disclaimerHead: tools(tm.disclaimer),
    disclaimer: shell(DISCLAIMER_TEXT),
    // Kept a pattern: a Spanish message with inputs is a function, and called without them it would fill in "undefined".
    pageOf: tools(tm.page_of, { current: '{current}', total: '{total}' }),
  };
}

/** A value this long (about half a page) may break across pages; shorter rows stay whole. */
const LONG_VALUE = 1500;

/** The draft as a react-pdf document (built-in Helvetica only, so nothing is fetched). */
export function draftDocument(kit: PdfKit, draft: PdfDraft, preparedOn: Date = new Date()): ReactElement {
  const { Document, Page, Text, View, StyleSheet } = kit;
  const words = draft.words ?? draftWords(preparedOn);
  const s = StyleSheet.create({
    page: { paddingTop: 54, paddingBottom: 54, paddingHorizontal: 48, fontFamily: 'Helvetica', ...text(10, 1.35) },
    header: {
      position: 'absolute',
      top: 20,
      left: 48,
      right: 48,
      ...text(9),
      fontFamily: 'Helvetica-Bold',
      color: '#a11b1b',
      textAlign: 'center',
    },
    // Placed from the top: react-pdf drops render-prop text positioned with `bottom`.
    footer: {
      position: 'absolute',
      top: LETTER.height - 36,
      left: 48,
      right: 48,
      ...text(8),
      color: '#555',
      textAlign: 'center',
    },
    title: { ...text(18, 1.2), fontFamily: 'Helvetica-Bold', marginBottom: 6 },
    meta: { ...text(9), color: '#555', marginBottom: 12 },
    section: {
      ...text(13, 1.25),
      fontFamily: 'Helvetica-Bold',
      marginTop: 12,
      marginBottom: 4,
      paddingBottom: 2,
      borderBottomWidth: 1,
      borderBottomColor: '#999',
    },
    group: { ...text(10.5), fontFamily: 'Helvetica-Bold', marginTop: 6, marginBottom: 2 },
    row: { flexDirection: 'row', marginBottom: 2 },
    label: { width: '38%', paddingRight: 8, color: '#333' },
    value: { width: '62%' },
    disclaimerHead: { ...text(10), fontFamily: 'Helvetica-Bold', marginTop: 18, marginBottom: 2 },
    disclaimer: { ...text(9), color: '#333' },
  });
  const row = (item: PdfDraftItem, key: number | string = 'first') => (
    <View key={key} style={s.row} wrap={item.value.length > LONG_VALUE}>
      <Text style={s.label}>{item.label}</Text>
      <Text style={s.value}>{item.value}</Text>
    </View>
  );
  return (
    <Document title={`${draft.title} (${words.header})`} author="EvenGround" creator="EvenGround" producer="EvenGround">
      <Page size="LETTER" style={s.page} wrap>
        <Text style={s.header} fixed>
          {words.header}
        </Text>
        <Text style={s.title}>{draft.title}</Text>
        <Text style={s.meta}>{words.meta}</Text>
        {draft.sections.length === 0 ? <Text>{words.empty}</Text> : null}
        {/*
          Every block is a direct child of the page, never nested in a section or group View.
          react-pdf's splitter (@react-pdf/layout 5.2, splitNodes) keeps a container whole on the
          current page when its first child has to move and that container has nothing else on
          the page yet; the page is then laid out too tall and yoga shrinks the overflow into
          overlapping lines at the foot (diegomura/react-pdf#3449). At the page level the
          heading block below has earlier siblings, so it moves to the next page instead.
        */}
        {draft.sections.flatMap((section, si) => {
          if (section.groups.length === 0)
            return [
              <Text key={si} style={s.section}>
                {section.heading}
              </Text>,
            ];
          return section.groups.flatMap((group, gi) => {
            const [first, ...rest] = group.items;
            const firstStaysWhole = first !== undefined && first.value.length <= LONG_VALUE;
            return [
              // Headings never end a page: they move to the next page together with the first row under them.
              <View key={`${si}.${gi}`} wrap={false} minPresenceAhead={HEADING_PRESENCE}>
                {gi === 0 ? <Text style={s.section}>{section.heading}</Text> : null}
                {group.heading ? <Text style={s.group}>{group.heading}</Text> : null}
                {first && firstStaysWhole ? row(first) : null}
              </View>,
              ...(first && !firstStaysWhole ? [row(first, `${si}.${gi}.0`)] : []),
              ...rest.map((item, i) => row(item, `${si}.${gi}.${i + 1}`)),
            ];
          });
        })}
        <View wrap={false}>
          <Text style={s.disclaimerHead}>{words.disclaimerHead}</Text>
          <Text style={s.disclaimer}>{words.disclaimer}</Text>
        </View>
        <Text
          style={s.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            `${words.header} · ${english(words.pageOf, { current: pageNumber, total: totalPages })}`
          }
        />
      </Page>
    </Document>
  );
}
