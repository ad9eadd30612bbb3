import type { ReactElement } from 'react';
import type { PdfKit } from '../../../lib/pdf';
import { HEADING_PRESENCE, LETTER, text } from '../../../ui/pdfType';
import { blockHeight, fileHeight, packPages, SHEET } from './pages';
import { checkLine, reportDay, type ReportBlock, type ReportData, type ReportFile } from './report';
import { CHECK_STEPS, PROVES, PROVES_NOT, REDACTED_NOTE, overnightLines } from './wording';
import * as m from '../../../content/messages/journal/compiled/en.js';
import { english, type Translate } from '../../../lib/translate';

/** Drawn at most 400 x 300 points, never larger than its pixels. */
function pictureSize(p: { width: number; height: number }) {
  const scale = Math.min(1, 400 / p.width, 300 / p.height);
  return { width: p.width * scale, height: p.height * scale, marginTop: 4 };
}

/** A picture for the appendix, as a data: URL react-pdf can draw (JPEG or PNG), by file ref. */
export type ReportImages = Readonly<Record<string, { src: string; width: number; height: number }>>;

/**
 * The chronology PDF (docs/journal.md, "The report"), react-pdf with the built-in Helvetica
 * and Courier (nothing fetched): a cover with the counts, one block per entry with its
 * history and removal mark, the attached files (pictures drawn, other files by SHA-256) and
 * the hash manifest with how to check it. `onPage` is told each page number as the pages
 * are numbered, for the progress shown while it is built. Its words are in the language of `t`
 * (the report's data already is).
 */
export function reportDocument(
  kit: PdfKit,
  r: ReportData,
  images: ReportImages,
  onPage: (page: number, total: number) => void = () => undefined,
  t: Translate = english,
): ReactElement {
  /** “text”, or (empty). */
  const quoted = (text: string) => (text ? `“${text}”` : t(m.rp_empty));
  const { Document, Page, Text, View, Image, StyleSheet } = kit;
  const s = StyleSheet.create({
    page: { paddingTop: 44, paddingBottom: 52, paddingHorizontal: 44, fontFamily: 'Helvetica', ...text(9.5) },
    title: { ...text(18, 1.2), fontFamily: 'Helvetica-Bold', marginBottom: 4 },
    sub: { ...text(10), color: '#333', marginBottom: 2 },
    h2: { ...text(13, 1.25), fontFamily: 'Helvetica-Bold', marginTop: 14, marginBottom: 5 },
    h3: { ...text(10.5, 1.25), fontFamily: 'Helvetica-Bold', marginTop: 6, marginBottom: 2 },
    para: { ...text(9.5, 1.35), marginBottom: 4 },
    small: { ...text(8.5, 1.35), color: '#333', marginBottom: 3 },
    row: { flexDirection: 'row', marginBottom: 1.5 },
    label: { width: '30%', color: '#444', paddingRight: 6 },
    value: { width: '70%' },
    countRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#ccc', paddingVertical: 1.5 },
    countLabel: { width: '45%' },
    countValue: { width: '10%', textAlign: 'right' },
    block: { borderTopWidth: 1, borderTopColor: '#555', paddingTop: 6, marginTop: 10 },
    blockHead: { ...text(11.5, 1.25), fontFamily: 'Helvetica-Bold', marginBottom: 3 },
    quote: { ...text(9.5, 1.35), marginLeft: 10, paddingLeft: 6, borderLeftWidth: 2, borderLeftColor: '#999', marginBottom: 4 },
    removed: { ...text(9.5, 1.35), backgroundColor: '#f1f1f1', padding: 5, marginBottom: 4 },
    hash: { fontFamily: 'Courier', ...text(7.5, 1.3), color: '#333' },
    file: { marginBottom: 10 },
    manifest: { ...text(8, 1.35) },
    bold: { fontFamily: 'Helvetica-Bold' },
    footer: {
      position: 'absolute',
      top: LETTER.height - 32,
      left: 44,
      right: 44,
      ...text(8),
      color: '#555',
      textAlign: 'center',
    },
  });
  const line = (label: string, value: string, key?: string | number) => (
    <View style={s.row} key={key ?? label}>
      <Text style={s.label}>{label}</Text>
      <Text style={s.value}>{value}</Text>
    </View>
  );
  const who = r.preparedBy || t(m.rp_keeper);
  const footer = (
    <Text
      style={s.footer}
      fixed
      render={({ pageNumber, totalPages }) => {
        onPage(pageNumber, totalPages);
        return t(m.rp_footer, { preparer: who, current: pageNumber, total: totalPages });
      }}
    />
  );
  const entryBlock = (b: ReportBlock) => (
    <View key={b.entryId} style={s.block}>
      <Text style={s.blockHead} minPresenceAhead={60}>
        {b.n}. {b.title}
      </Text>
      {b.removed ? (
        <Text style={s.removed}>{t(m.rp_removed_block, { date: b.removed.recorded, reason: b.removed.reason })}</Text>
      ) : null}
      <Text style={s.para}>
        {[...b.rows, [t(m.rp_first_recorded), b.recorded] as const].map(([k, v], i) => (
          <Text key={k}>
            {i ? '\n' : ''}
            <Text style={s.bold}>{k}: </Text>
            {v}
          </Text>
        ))}
        {b.files.length ? (
          <Text>
            {'\n'}
            <Text style={s.bold}>{t(m.rp_files)}: </Text>
            {b.files.map((f) => `${f.ref} ${f.name}`).join(', ')} {t(m.rp_see_attached)}
          </Text>
        ) : null}
      </Text>
      {b.details ? <Text style={s.para}>{b.details}</Text> : null}
      {b.message ? <Text style={s.quote}>{b.message}</Text> : null}
      <Text style={s.small}>
        <Text style={s.bold}>{t(m.history)}</Text>
        {b.history.map((v) => (
          <Text key={v.version}>
            {'\n'}
            {t(m.rp_version_line, { version: v.version, step: v.step, date: v.recorded })}
            {v.reason ? t(m.reason_is, { reason: v.reason }) : ''}
            {v.changes.map(
              ([label, before, after]) => `\n  • ${t(m.rp_change_line, { label, before: quoted(before), after: quoted(after) })}`,
            )}
          </Text>
        ))}
      </Text>
    </View>
  );
  const fileBlock = (f: ReportFile) => {
    const img = images[f.ref];
    return (
      <View key={f.ref} style={s.file} wrap={false}>
        <Text style={s.h3}>
          {f.ref}. {f.name}
        </Text>
        <Text style={s.small}>{t(m.rp_on_entry, { entry: f.entry })}</Text>
        <Text style={s.hash}>SHA-256 {f.sha256}</Text>
        {img ? <Image src={img.src} style={pictureSize(img)} /> : <Text style={s.small}>{t(m.rp_not_drawn)}</Text>}
      </View>
    );
  };
  // A <Page> per sheet's worth (pages.ts): react-pdf's time grows with the square of one <Page>'s length.
  const entryPages = r.blocks.length ? packPages(r.blocks, blockHeight, SHEET, SHEET - 30) : [[]];
  const filePages = packPages(r.files, (f) => fileHeight(f, images[f.ref]), SHEET, SHEET - 30);
  const manifestPages = packPages(r.manifest, () => 22, SHEET - 20, SHEET - 230);
  return (
    <Document title={t(m.rp_title)} author={r.preparedBy || 'EvenGround'} creator="EvenGround" producer="EvenGround">
      <Page size="LETTER" style={s.page} wrap>
        <Text style={s.title}>{t(m.rp_title)}</Text>
        <Text style={s.sub}>{t(m.rp_prepared_by, { preparer: who })}</Text>
        <Text style={s.sub}>{t(m.rp_made_on, { date: r.preparedOn })}</Text>
        <View style={{ marginTop: 10 }}>
          {line(t(m.rp_dates), r.range)}
          {line(t(m.rp_types), r.types)}
          {line(t(m.row_children), r.children)}
          {line(t(m.rp_entries_in), String(r.total))}
          {line(t(m.rp_corrected), String(r.corrected))}
          {line(t(m.rp_removed), String(r.removed))}
          {line(t(m.rp_recorded_times), t(m.rp_recorded_in, { zone: r.zone.replace(/_/g, ' ') }))}
        </View>
        {r.redacted ? <Text style={[s.small, { marginTop: 6 }]}>{t(REDACTED_NOTE)}</Text> : null}

        <Text style={s.h2}>{t(m.rp_by_type)}</Text>
        {r.counts.map((c) => (
          <View style={s.countRow} key={c.label}>
            <Text style={s.countLabel}>{c.label}</Text>
            <Text style={s.countValue}>{c.count}</Text>
          </View>
        ))}

        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.rp_exchanges)}
        </Text>
        <Text style={s.para}>{exchangeCounts(r, t)}</Text>
        {r.exchanges.late.map((x) => (
          <Text style={s.small} key={`l${x.n}`}>
            {t(m.rp_late_line, { ...x })}
          </Text>
        ))}
        {r.exchanges.missed.map((x) => (
          <Text style={s.small} key={`m${x.n}`}>
            {t(m.rp_missed_line, { ...x })}
          </Text>
        ))}

        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.rp_overnights)}
        </Text>
        {overnightLines(r, t, reportDay(r.lang)).map((line, i) => (
          <Text style={s.para} key={i}>
            {line}
          </Text>
        ))}

        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          {t(m.rp_shows)}
        </Text>
        <Text style={s.para}>{t(PROVES)}</Text>
        <Text style={s.para}>{t(PROVES_NOT)}</Text>
        <Text style={s.para}>{checkLine(r, t)}</Text>

        {footer}
      </Page>
      {entryPages.map((blocks, pi) => (
        <Page size="LETTER" style={s.page} wrap key={`e${pi}`}>
          {pi === 0 ? <Text style={[s.h2, { marginTop: 0 }]}>{t(m.rp_entries)}</Text> : null}
          {blocks.length === 0 ? <Text style={s.para}>{t(m.rp_no_entries)}</Text> : null}
          {blocks.map(entryBlock)}
          {footer}
        </Page>
      ))}
      {filePages.map((files, pi) => (
        <Page size="LETTER" style={s.page} wrap key={`f${pi}`}>
          {pi === 0 ? <Text style={[s.h2, { marginTop: 0 }]}>{t(m.rp_attached)}</Text> : null}
          {files.map(fileBlock)}
          {footer}
        </Page>
      ))}
      {manifestPages.map((rows, pi) => (
        <Page size="LETTER" style={s.page} wrap key={`m${pi}`}>
          {pi === 0 ? (
            <>
              <Text style={[s.h2, { marginTop: 0 }]}>{t(m.rp_manifest)}</Text>
              {CHECK_STEPS.map((step, i) => (
                <Text style={s.para} key={i}>
                  {t(step)}
                </Text>
              ))}
              <Text style={s.para}>{t(m.rp_saved_versions, { count: r.links })}</Text>
              <Text style={[s.hash, { marginBottom: 8 }]}>{r.head}</Text>
            </>
          ) : null}
          <Text style={[s.small, s.bold]}>{t(m.rp_manifest_head)}</Text>
          <Text style={s.manifest}>
            {rows.map((row, i) => (
              <Text key={row.hash}>
                {i ? '\n' : ''}
                {t(m.rp_manifest_line, {
                  n: row.n,
                  title: row.title.length > 70 ? `${row.title.slice(0, 67)}…` : row.title,
                  version: row.version,
                  step: row.step.toLowerCase(),
                  recordedAt: row.recordedAt,
                })}
                {'\n'}
                <Text style={s.hash}>{row.hash}</Text>
              </Text>
            ))}
          </Text>
          {footer}
        </Page>
      ))}
    </Document>
  );
}

/** "On time 3 · Late 1 · Missed 0 · Cancelled 0" (the PDF and the print view). */
export function exchangeCounts(r: Pick<ReportData, 'exchanges'>, t: Translate = english): string {
  const x = r.exchanges;
  return t(m.rp_exchange_counts, { onTime: x.onTime, late: x.late.length, missed: x.missed.length, cancelled: x.cancelled });
}
