/**
 * The report's print view: the same chronology as the PDF (report.ts, wording.ts) as a page
 * the browser prints; report.css hides everything else on paper. Pictures are decrypted
 * only while the view is open (their object URLs are revoked when it closes).
 */
import { useEffect, useState } from 'react';
import { loadAttachment, readAttachment } from '../../../vault/attachments';
import { reportDay, type ReportData } from './report';
import { exchangeCounts } from './reportPdf';
import * as m from '../../../content/messages/journal/compiled/en.js';
import { useMessages } from '../../../ui/i18n';
import { journalMessages } from '../journalMessages';
import { CHECK_STEPS, PROVES, PROVES_NOT, REDACTED_NOTE, overnightLines } from './wording';

const SHOWN = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Object URLs of the report's pictures, by ref, revoked when the view closes. */
function usePictures(files: ReportData['files']): Record<string, string> {
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void (async () => {
      for (const f of files) {
        const info = await loadAttachment(f.attachmentId).catch(() => null);
        if (!info || !SHOWN.includes(info.type)) continue;
        const blob = await readAttachment(f.attachmentId).catch(() => null);
        if (!blob || !live) continue;
        const url = URL.createObjectURL(blob);
        made.push(url);
        setUrls((u) => ({ ...u, [f.ref]: url }));
      }
    })();
    return () => {
      live = false;
      for (const u of made) URL.revokeObjectURL(u);
    };
  }, [files]);
  return urls;
}

export function PrintView({ report: r, onClose }: { report: ReportData; onClose: () => void }) {
  const t = useMessages(journalMessages);
  const pictures = usePictures(r.files);
  useEffect(() => {
    requestAnimationFrame(() => document.getElementById('jp-heading')?.focus());
  }, []);
  const who = r.preparedBy || t(m.rp_keeper);
  return (
    <div className="journal-print-wrap">
      <div className="btn-row no-print">
        <button type="button" className="btn" onClick={() => window.print()}>
          {t(m.rp_print)}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t(m.rp_back_report)}
        </button>
      </div>
      <article className="journal-print" aria-labelledby="jp-heading" data-testid="journal-print">
        <h2 id="jp-heading" tabIndex={-1}>
          {t(m.rp_title)}
        </h2>
        <p>
          {t(m.rp_prepared_by, { preparer: who })}. {t(m.rp_made_on, { date: r.preparedOn })}
        </p>
        <dl className="journal-fields">
          {(
            [
              [t(m.rp_dates), r.range],
              [t(m.rp_types), r.types],
              [t(m.row_children), r.children],
              [t(m.rp_entries_in), String(r.total)],
              [t(m.rp_corrected), String(r.corrected)],
              [t(m.rp_removed), String(r.removed)],
              [t(m.rp_recorded_times), t(m.rp_recorded_in, { zone: r.zone.replace(/_/g, ' ') })],
            ] as const
          ).map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {r.redacted ? <p>{t(REDACTED_NOTE)}</p> : null}
        <h3>{t(m.rp_by_type)}</h3>
        <ul>
          {r.counts.map((c) => (
            <li key={c.label}>
              {c.label}: {c.count}
            </li>
          ))}
        </ul>
        <h3>{t(m.rp_exchanges)}</h3>
        <p>{exchangeCounts(r, t)}</p>
        {r.exchanges.late.length + r.exchanges.missed.length ? (
          <ul>
            {r.exchanges.late.map((x) => (
              <li key={`l${x.n}`}>{t(m.rp_late_line, { ...x })}</li>
            ))}
            {r.exchanges.missed.map((x) => (
              <li key={`m${x.n}`}>{t(m.rp_missed_line, { ...x })}</li>
            ))}
          </ul>
        ) : null}
        <h3>{t(m.rp_overnights)}</h3>
        {overnightLines(r, t, reportDay(r.lang)).map((line) => (
          <p key={line}>{line}</p>
        ))}
        <h3>{t(m.rp_shows)}</h3>
        <p>{t(PROVES)}</p>
        <p>{t(PROVES_NOT)}</p>
        <h3 className="journal-print__break">{t(m.rp_entries)}</h3>
        {r.blocks.length === 0 ? <p>{t(m.rp_no_entries)}</p> : null}
        <ol className="journal-print__entries">
          {r.blocks.map((b) => (
            <li key={b.entryId} className="journal-print__entry" value={b.n}>
              <h4>
                {b.n}. {b.title}
              </h4>
              {b.removed ? (
                <p className="journal-print__removed">
                  {t(m.rp_removed_block, { date: b.removed.recorded, reason: b.removed.reason })}
                </p>
              ) : null}
              <dl className="journal-fields">
                {[...b.rows, [t(m.rp_first_recorded), b.recorded] as const].map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
                {b.files.length ? (
                  <div>
                    <dt>{t(m.rp_files)}</dt>
                    <dd>{b.files.map((f) => `${f.ref} ${f.name}`).join(', ')}</dd>
                  </div>
                ) : null}
              </dl>
              {b.details ? <p className="journal-text">{b.details}</p> : null}
              {b.message ? <blockquote className="journal-text journal-quote">{b.message}</blockquote> : null}
              <p className="journal-print__history-head">{t(m.history)}</p>
              <ul className="journal-print__history">
                {b.history.map((v) => (
                  <li key={v.version}>
                    {t(m.rp_version_line, { version: v.version, step: v.step, date: v.recorded })}
                    {v.reason ? t(m.reason_is, { reason: v.reason }) : ''}
                    {v.changes.length ? (
                      <ul>
                        {v.changes.map(([label, before, after]) => (
                          <li key={label}>
                            {t(m.rp_change_line, {
                              label,
                              before: before ? `“${before}”` : t(m.rp_empty),
                              after: after ? `“${after}”` : t(m.rp_empty),
                            })}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>

        {r.files.length ? (
          <>
            <h3 className="journal-print__break">{t(m.rp_attached)}</h3>
            {r.files.map((f) => (
              <figure key={f.ref} className="journal-print__file">
                {pictures[f.ref] ? <img src={pictures[f.ref]} alt={t(m.rp_picture_alt, { ref: f.ref, name: f.name })} /> : null}
                <figcaption>
                  <strong>
                    {f.ref}. {f.name}
                  </strong>{' '}
                  {t(m.rp_on_entry_paren, { entry: f.entry })}
                  <br />
                  SHA-256 <code className="journal-hash">{f.sha256}</code>
                </figcaption>
              </figure>
            ))}
          </>
        ) : null}

        <h3 className="journal-print__break">{t(m.rp_manifest)}</h3>
        {CHECK_STEPS.map((step) => (
          <p key={step}>{t(step)}</p>
        ))}
        <p>
          {t(m.rp_head_code, { count: r.links })} <code className="journal-hash">{r.head}</code>
        </p>
        <ul className="journal-print__manifest">
          {r.manifest.map((row) => (
            <li key={row.hash}>
              {t(m.rp_manifest_line, { ...row, step: row.step.toLowerCase() })}
              <br />
              <code className="journal-hash">{row.hash}</code>
            </li>
          ))}
        </ul>
      </article>
    </div>
  );
}
