/**
 * The report's print view: the same chronology as the PDF (report.ts, wording.ts) as a page
 * the browser prints; report.css hides everything else on paper. Pictures are decrypted
 * only while the view is open (their object URLs are revoked when it closes).
 */
import { useEffect, useState } from 'react';
import { loadAttachment, readAttachment } from '../../../vault/attachments';
import type { ReportData } from './report';
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
  const pictures = usePictures(r.files);
  useEffect(() => {
    requestAnimationFrame(() => document.getElementById('jp-heading')?.focus());
  }, []);
  const who = r.preparedBy || 'the parent keeping this journal';
  return (
    <div className="journal-print-wrap">
      <div className="btn-row no-print">
        <button type="button" className="btn" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          Back to the report
        </button>
      </div>
      <article className="journal-print" aria-labelledby="jp-heading" data-testid="journal-print">
        <h2 id="jp-heading" tabIndex={-1}>
          Journal chronology
        </h2>
        <p>
          Prepared by {who}. Made on {r.preparedOn} with EvenGround, on the parent’s own device.
        </p>
        <dl className="journal-fields">
          {(
            [
              ['Dates', r.range],
              ['Types', r.types],
              ['Children', r.children],
              ['Entries in this report', String(r.total)],
              ['Corrected entries', String(r.corrected)],
              ['Removed entries (marks)', String(r.removed)],
              ['Recorded times', `In ${r.zone.replace(/_/g, ' ')}, the time zone of the device that made this report`],
            ] as const
          ).map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
        {r.redacted ? <p>{REDACTED_NOTE}</p> : null}
        <h3>Entries by type</h3>
        <ul>
          {r.counts.map((c) => (
            <li key={c.label}>
              {c.label}: {c.count}
            </li>
          ))}
        </ul>
        <h3>Exchanges</h3>
        <p>
          On time {r.exchanges.onTime} · Late {r.exchanges.late.length} · Missed {r.exchanges.missed.length} · Cancelled{' '}
          {r.exchanges.cancelled}
        </p>
        {r.exchanges.late.length + r.exchanges.missed.length ? (
          <ul>
            {r.exchanges.late.map((x) => (
              <li key={`l${x.n}`}>
                Late by {x.minutes} min: {x.date}, {x.title} (entry {x.n})
              </li>
            ))}
            {r.exchanges.missed.map((x) => (
              <li key={`m${x.n}`}>
                Missed: {x.date}, {x.title} (entry {x.n})
              </li>
            ))}
          </ul>
        ) : null}
        <h3>Overnights, scheduled and actual</h3>
        {overnightLines(r).map((t) => (
          <p key={t}>{t}</p>
        ))}
        <h3>What this record shows</h3>
        <p>{PROVES}</p>
        <p>{PROVES_NOT}</p>

        <h3 className="journal-print__break">Entries</h3>
        {r.blocks.length === 0 ? <p>No entries match this choice.</p> : null}
        <ol className="journal-print__entries">
          {r.blocks.map((b) => (
            <li key={b.entryId} className="journal-print__entry" value={b.n}>
              <h4>
                {b.n}. {b.title}
              </h4>
              {b.removed ? (
                <p className="journal-print__removed">
                  Entry removed on {b.removed.recorded}. Reason: {b.removed.reason}. Its words were deleted from the device; its
                  place in the chain and its hashes remain.
                </p>
              ) : null}
              <dl className="journal-fields">
                {[...b.rows, ['First recorded', b.recorded] as const].map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
                {b.files.length ? (
                  <div>
                    <dt>Files</dt>
                    <dd>{b.files.map((f) => `${f.ref} ${f.name}`).join(', ')}</dd>
                  </div>
                ) : null}
              </dl>
              {b.details ? <p className="journal-text">{b.details}</p> : null}
              {b.message ? <blockquote className="journal-text journal-quote">{b.message}</blockquote> : null}
              <p className="journal-print__history-head">History</p>
              <ul className="journal-print__history">
                {b.history.map((v) => (
                  <li key={v.version}>
                    Version {v.version}: {v.step} on {v.recorded}
                    {v.reason ? `. Reason: ${v.reason}` : ''}
                    {v.changes.length ? (
                      <ul>
                        {v.changes.map(([label, before, after]) => (
                          <li key={label}>
                            {label}: was {before ? `“${before}”` : '(empty)'}, now {after ? `“${after}”` : '(empty)'}
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
            <h3 className="journal-print__break">Attached files</h3>
            {r.files.map((f) => (
              <figure key={f.ref} className="journal-print__file">
                {pictures[f.ref] ? <img src={pictures[f.ref]} alt={`Attached picture ${f.ref}: ${f.name}`} /> : null}
                <figcaption>
                  <strong>
                    {f.ref}. {f.name}
                  </strong>{' '}
                  (on {f.entry})<br />
                  SHA-256 <code className="journal-hash">{f.sha256}</code>
                </figcaption>
              </figure>
            ))}
          </>
        ) : null}

        <h3 className="journal-print__break">Hash manifest</h3>
        {CHECK_STEPS.map((t) => (
          <p key={t}>{t}</p>
        ))}
        <p>
          Saved versions in the whole journal: {r.links}. The chain’s head: <code className="journal-hash">{r.head}</code>
        </p>
        <ul className="journal-print__manifest">
          {r.manifest.map((m) => (
            <li key={m.hash}>
              {m.n}. {m.title} (version {m.version}, {m.step.toLowerCase()}), {m.recordedAt}
              <br />
              <code className="journal-hash">{m.hash}</code>
            </li>
          ))}
        </ul>
      </article>
    </div>
  );
}
