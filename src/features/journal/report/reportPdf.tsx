import type { ReactElement } from 'react';
import type { PdfKit } from '../../../lib/pdf';
import { HEADING_PRESENCE, LETTER, text } from '../../../ui/pdfType';
import { blockHeight, fileHeight, packPages, SHEET } from './pages';
import type { ReportBlock, ReportData, ReportFile } from './report';
import { CHECK_STEPS, PROVES, PROVES_NOT, REDACTED_NOTE, overnightLines } from './wording';

/** “text”, or (empty). */
const quoted = (t: string) => (t ? `“${t}”` : '(empty)');

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
 * are numbered, for the progress shown while it is built.
 */
export function reportDocument(
  kit: PdfKit,
  r: ReportData,
  images: ReportImages,
  onPage: (page: number, total: number) => void = () => undefined,
): ReactElement {
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
  const who = r.preparedBy || 'the parent keeping this journal';
  const footer = (
    <Text
      style={s.footer}
      fixed
      render={({ pageNumber, totalPages }) => {
        onPage(pageNumber, totalPages);
        return `Journal chronology · Prepared by ${who} · Page ${pageNumber} of ${totalPages}`;
      }}
    />
  );
  const entryBlock = (b: ReportBlock) => (
    <View key={b.entryId} style={s.block}>
      <Text style={s.blockHead} minPresenceAhead={60}>
        {b.n}. {b.title}
      </Text>
      {b.removed ? (
        <Text style={s.removed}>
          Entry removed on {b.removed.recorded}. Reason: {b.removed.reason}. Its words were deleted from the device; its place in
          the chain and its hashes remain.
        </Text>
      ) : null}
      <Text style={s.para}>
        {[...b.rows, ['First recorded', b.recorded] as const].map(([k, v], i) => (
          <Text key={k}>
            {i ? '\n' : ''}
            <Text style={s.bold}>{k}: </Text>
            {v}
          </Text>
        ))}
        {b.files.length ? (
          <Text>
            {'\n'}
            <Text style={s.bold}>Files: </Text>
            {b.files.map((f) => `${f.ref} ${f.name}`).join(', ')} (see “Attached files”)
          </Text>
        ) : null}
      </Text>
      {b.details ? <Text style={s.para}>{b.details}</Text> : null}
      {b.message ? <Text style={s.quote}>{b.message}</Text> : null}
      <Text style={s.small}>
        <Text style={s.bold}>History</Text>
        {b.history.map((v) => (
          <Text key={v.version}>
            {'\n'}Version {v.version}: {v.step} on {v.recorded}
            {v.reason ? `. Reason: ${v.reason}` : ''}
            {v.changes.map(([label, before, after]) => `\n  • ${label}: was ${quoted(before)}, now ${quoted(after)}`)}
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
        <Text style={s.small}>On {f.entry}</Text>
        <Text style={s.hash}>SHA-256 {f.sha256}</Text>
        {img ? (
          <Image src={img.src} style={pictureSize(img)} />
        ) : (
          <Text style={s.small}>Not drawn here: keep the file itself with this report; its SHA-256 above identifies it.</Text>
        )}
      </View>
    );
  };
  // A <Page> per sheet's worth (pages.ts): react-pdf's time grows with the square of one <Page>'s length.
  const entryPages = r.blocks.length ? packPages(r.blocks, blockHeight, SHEET, SHEET - 30) : [[]];
  const filePages = packPages(r.files, (f) => fileHeight(f, images[f.ref]), SHEET, SHEET - 30);
  const manifestPages = packPages(r.manifest, () => 22, SHEET - 20, SHEET - 230);
  return (
    <Document title="Journal chronology" author={r.preparedBy || 'EvenGround'} creator="EvenGround" producer="EvenGround">
      <Page size="LETTER" style={s.page} wrap>
        <Text style={s.title}>Journal chronology</Text>
        <Text style={s.sub}>Prepared by {who}</Text>
        <Text style={s.sub}>Made on {r.preparedOn} with EvenGround, on the parent’s own device.</Text>
        <View style={{ marginTop: 10 }}>
          {line('Dates', r.range)}
          {line('Types', r.types)}
          {line('Children', r.children)}
          {line('Entries in this report', String(r.total))}
          {line('Corrected entries', String(r.corrected))}
          {line('Removed entries (marks)', String(r.removed))}
          {line('Recorded times', `In ${r.zone.replace(/_/g, ' ')}, the time zone of the device that made this report`)}
        </View>
        {r.redacted ? <Text style={[s.small, { marginTop: 6 }]}>{REDACTED_NOTE}</Text> : null}

        <Text style={s.h2}>Entries by type</Text>
        {r.counts.map((c) => (
          <View style={s.countRow} key={c.label}>
            <Text style={s.countLabel}>{c.label}</Text>
            <Text style={s.countValue}>{c.count}</Text>
          </View>
        ))}

        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Exchanges
        </Text>
        <Text style={s.para}>
          On time {r.exchanges.onTime} · Late {r.exchanges.late.length} · Missed {r.exchanges.missed.length} · Cancelled{' '}
          {r.exchanges.cancelled}
        </Text>
        {r.exchanges.late.map((x) => (
          <Text style={s.small} key={`l${x.n}`}>
            Late by {x.minutes} min: {x.date}, {x.title} (entry {x.n})
          </Text>
        ))}
        {r.exchanges.missed.map((x) => (
          <Text style={s.small} key={`m${x.n}`}>
            Missed: {x.date}, {x.title} (entry {x.n})
          </Text>
        ))}

        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          Overnights, scheduled and actual
        </Text>
        {overnightLines(r).map((t, i) => (
          <Text style={s.para} key={i}>
            {t}
          </Text>
        ))}

        <Text style={s.h2} minPresenceAhead={HEADING_PRESENCE}>
          What this record shows
        </Text>
        <Text style={s.para}>{PROVES}</Text>
        <Text style={s.para}>{PROVES_NOT}</Text>
        <Text style={s.para}>
          Check of the whole journal when this report was made:{' '}
          {r.check.ok
            ? `all ${r.links} saved versions match their hashes.`
            : `${r.check.problems} problem(s) found; the journal on the device lists them.`}{' '}
          The hash manifest at the end lists each version’s hash and the chain’s head.
        </Text>

        {footer}
      </Page>
      {entryPages.map((blocks, pi) => (
        <Page size="LETTER" style={s.page} wrap key={`e${pi}`}>
          {pi === 0 ? <Text style={[s.h2, { marginTop: 0 }]}>Entries</Text> : null}
          {blocks.length === 0 ? <Text style={s.para}>No entries match this choice.</Text> : null}
          {blocks.map(entryBlock)}
          {footer}
        </Page>
      ))}
      {filePages.map((files, pi) => (
        <Page size="LETTER" style={s.page} wrap key={`f${pi}`}>
          {pi === 0 ? <Text style={[s.h2, { marginTop: 0 }]}>Attached files</Text> : null}
          {files.map(fileBlock)}
          {footer}
        </Page>
      ))}
      {manifestPages.map((rows, pi) => (
        <Page size="LETTER" style={s.page} wrap key={`m${pi}`}>
          {pi === 0 ? (
            <>
              <Text style={[s.h2, { marginTop: 0 }]}>Hash manifest</Text>
              {CHECK_STEPS.map((t, i) => (
                <Text style={s.para} key={i}>
                  {t}
                </Text>
              ))}
              <Text style={s.para}>
                Saved versions in the whole journal: {r.links}. The chain’s head (the hash of the last one):
              </Text>
              <Text style={[s.hash, { marginBottom: 8 }]}>{r.head}</Text>
            </>
          ) : null}
          <Text style={[s.small, s.bold]}>Entry, version, when it was recorded (UTC), then its hash</Text>
          <Text style={s.manifest}>
            {rows.map((m, i) => (
              <Text key={m.hash}>
                {i ? '\n' : ''}
                {m.n}. {m.title.length > 70 ? `${m.title.slice(0, 67)}…` : m.title} (version {m.version}, {m.step.toLowerCase()}),{' '}
                {m.recordedAt}
                {'\n'}
                <Text style={s.hash}>{m.hash}</Text>
              </Text>
            ))}
          </Text>
          {footer}
        </Page>
      ))}
    </Document>
  );
}
