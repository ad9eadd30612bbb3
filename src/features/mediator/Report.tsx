import { Suspense, lazy, useRef, useState } from 'react';
import { downloadPdf } from '../../lib/pdf';
import { toast } from '../../ui/toast';
import { formatLongDate, reportAsText, type MediationReport, type Term } from './analyze';
import { reportDocument } from './reportPdf';

/** The vault (passphrase, encryption) loads only when the parent asks to save. */
const SavePanel = lazy(() => import('./SavePanel'));

/** mailto: with the summary; long reports are cut and point to the PDF. */
export function mailtoFor(r: MediationReport): string {
  let body = reportAsText(r);
  const LIMIT = 1800;
  if (body.length > LIMIT) {
    body = `${body.slice(0, LIMIT).trimEnd()}…\n\n(Shortened to fit an e-mail. The full report is in the PDF summary, which can be attached.)`;
  }
  const subject = `Mediation summary: ${r.documentType}`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

function TermCard({ t, showDiff }: { t: Term; showDiff?: boolean }) {
  return (
    <article className="med-term" data-topic={t.topicId}>
      <h4 className="med-term__topic">{t.topic}</h4>
      <dl className="med-term__sides">
        <div>
          <dt>Party A</dt>
          <dd>{t.partyA}</dd>
        </div>
        <div>
          <dt>Party B</dt>
          <dd>{t.partyB}</dd>
        </div>
      </dl>
      {showDiff && t.differences.length ? (
        <ul className="med-term__diff" aria-label={`What differs on ${t.topic}`}>
          {t.differences.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export function Report({ report, onReset }: { report: MediationReport; onReset: () => void }) {
  const [saving, setSaving] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const idRef = useRef(`mediation-${Date.now()}`);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const downloadSummary = async () => {
    setPdfBusy(true);
    try {
      await downloadPdf((kit) => reportDocument(kit, report), 'mediation-summary.pdf');
      toast({ title: 'PDF ready', description: 'mediation-summary.pdf was made on this device and downloaded.', variant: 'success' });
    } catch {
      toast({ title: 'PDF not made', description: 'The PDF could not be made. Please try again.', variant: 'destructive' });
    } finally {
      setPdfBusy(false);
    }
  };

  const c = report.counts;
  return (
    <section className="card med-report" aria-labelledby="med-report-title">
      <h2 id="med-report-title" ref={headingRef} tabIndex={-1}>
        Mediation Report
      </h2>
      <p className="muted">
        {report.documentType}
        {report.state ? `, ${report.state}` : ''}, {formatLongDate(report.createdAt.slice(0, 10))}. Party A:{' '}
        {report.files.partyA.join(', ')}. Party B: {report.files.partyB.join(', ')}.
      </p>

      <h3>Executive Summary</h3>
      <p data-testid="executive-summary">{report.summary}</p>
      {report.highlights.length ? (
        <ul>
          {report.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}

      <div className="accordion">
        <details open>
          <summary>Aligned Terms ({c.aligned})</summary>
          <div>
            {report.alignedTerms.length ? report.alignedTerms.map((t) => <TermCard key={t.topicId} t={t} />) : <p>No aligned terms.</p>}
          </div>
        </details>
        <details>
          <summary>Conflicting Terms ({c.conflicting})</summary>
          <div>
            {report.conflictingTerms.length ? (
              report.conflictingTerms.map((t) => <TermCard key={t.topicId} t={t} showDiff />)
            ) : (
              <p>No conflicting terms.</p>
            )}
          </div>
        </details>
        <details>
          <summary>Covered by One Party Only ({c.onlyA + c.onlyB})</summary>
          <div>
            {report.oneSidedTerms.length ? (
              report.oneSidedTerms.map((t) => <TermCard key={t.topicId} t={t} />)
            ) : (
              <p>Both parties cover every topic either of them raises.</p>
            )}
          </div>
        </details>
        <details>
          <summary>AI Recommendations ({report.recommendations.length})</summary>
          <div>
            {report.recommendations.length ? (
              report.recommendations.map((rec) => (
                <article className="med-term" key={rec.topicId} data-topic={rec.topicId}>
                  <h4 className="med-term__topic">{rec.topic}</h4>
                  <p>{rec.text}</p>
                  <p className="muted">{rec.basis}</p>
                </article>
              ))
            ) : (
              <p>No recommendations: nothing to settle.</p>
            )}
            <p className="muted">Suggestions worked out on this device from the documents' own wording and figures. They are not legal advice.</p>
          </div>
        </details>
      </div>

      <div className="btn-row">
        <button type="button" className="btn" onClick={downloadSummary} disabled={pdfBusy}>
          {pdfBusy ? 'Making PDF…' : 'Download PDF Summary'}
        </button>
        <a className="btn btn--secondary" href={mailtoFor(report)}>
          Email to Both Parties
        </a>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() =>
            toast({ title: '🚧 Coming Soon!', description: 'The "Book AI Session" feature is currently in development.', variant: 'info' })
          }
        >
          Book an AI-Led Session
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setSaving(true)} aria-expanded={saving}>
          Save report
        </button>
      </div>
      {saving ? (
        <div className="med-save" aria-label="Save this report">
          <Suspense fallback={<p role="status">Opening your protected storage…</p>}>
            <SavePanel report={report} id={idRef.current} />
          </Suspense>
        </div>
      ) : null}
      <p className="muted">Email to Both Parties opens your own e-mail program with the summary; add both addresses there.</p>
      <button type="button" className="btn btn--ghost" onClick={onReset}>
        Compare other documents
      </button>
    </section>
  );
}
