import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { downloadPdf } from '../../lib/pdf';
import { toast } from '../../state/toast';
import { Accordion, AccordionItem } from '../../ui/Accordion';
import { encodeMailtoValue } from '../../lib/mailto';
import { formatUsDate } from '../../lib/usDate';
import { Link } from 'wouter';
import { emailFor, redlineVersions, type MediationReport, type RedlinePart, type Term, type Version } from './reportModel';
import { reportDocument } from './reportPdf';

/** The vault (passphrase, encryption) loads only when the parent asks to save. */
const SavePanel = lazy(() => import('./SavePanel'));

/**
 * "Email to Both Parties": a short note, not the report (a whole report does not fit in a
 * mailto: link and some mail apps refuse long ones). The parent attaches the downloaded PDF.
 */
export function mailtoFor(r: MediationReport): string {
  const { subject, body } = emailFor(r);
  return `mailto:?subject=${encodeMailtoValue(subject)}&body=${encodeMailtoValue(body)}`;
}

/** One party's version of the changed passage, its own differing words marked. */
function VersionLine({ who, words }: { who: string; words: Version }) {
  return (
    <p className="med-changed__version">
      <span className="med-changed__who">{who}: </span>
      {words.map((w, i) => (
        <span key={i}>
          {i ? ' ' : ''}
          {w.changed ? (
            <mark>
              <span className="visually-hidden">{who} has: </span>
              {w.text}
            </mark>
          ) : (
            w.text
          )}
        </span>
      ))}
    </p>
  );
}

/** "Changed words": both versions, one under the other, the differing words marked in each. */
function ChangedWords({ parts }: { parts: RedlinePart[] }) {
  if (!parts.length) return null;
  const v = redlineVersions(parts);
  return (
    <div className="med-changed">
      <p className="med-changed__label">Changed words (marked in each version):</p>
      <VersionLine who="Party A" words={v.a} />
      <VersionLine who="Party B" words={v.b} />
    </div>
  );
}

function TermCard({ t, showDiff }: { t: Term; showDiff?: boolean }) {
  return (
    <article className="med-term" data-topic={t.topicId ?? 'other'}>
      <h4 className="med-term__topic">
        {t.topic}
        {t.heading ? <span className="med-term__heading"> · {t.heading}</span> : null}
      </h4>
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
      {showDiff ? <ChangedWords parts={t.redline ?? []} /> : null}
    </article>
  );
}

/** An accordion section whose content is rendered only once opened (long reports stay quick). */
function Section({ title, open: initial = false, children }: { title: string; open?: boolean; children: () => ReactNode }) {
  const [open, setOpen] = useState(initial);
  return (
    <AccordionItem summary={title} open={initial} onToggle={setOpen}>
      {open ? children() : null}
    </AccordionItem>
  );
}

export function Report({
  report,
  onReset,
  savedId,
}: {
  report: MediationReport;
  onReset: () => void;
  /** When the report was opened from Saved reports: saving again keeps it under the same entry. */
  savedId?: string;
}) {
  const [saving, setSaving] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const idRef = useRef(savedId ?? `mediation-${Date.now()}`);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const downloadSummary = async () => {
    setPdfBusy(true);
    try {
      await downloadPdf((kit) => reportDocument(kit, report), 'mediation-summary.pdf');
      toast({
        title: 'PDF ready',
        description: 'mediation-summary.pdf was made on this device and downloaded.',
        variant: 'success',
      });
    } catch {
      toast({ title: 'PDF not made', description: 'The PDF could not be made. Please try again.', variant: 'destructive' });
    } finally {
      setPdfBusy(false);
    }
  };

  const c = report.counts;
  const disclosures = report.documentType === 'Financial Disclosures';
  return (
    <section className="card med-report" aria-labelledby="med-report-title">
      <h2 id="med-report-title" ref={headingRef} tabIndex={-1}>
        Mediation Report
      </h2>
      <p className="muted">
        {report.documentType}
        {report.state ? `, ${report.state}` : ''}, {formatUsDate(report.createdAt.slice(0, 10))}. Party A:{' '}
        {report.files.partyA.join(', ')}. Party B: {report.files.partyB.join(', ')}.
      </p>

      <h3>Executive Summary</h3>
      {report.highlights.length ? (
        <>
          <p>Where the two documents differ most:</p>
          <ul data-testid="main-disagreements">
            {report.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p data-testid="executive-summary">{report.summary}</p>

      <p className="med-method" data-testid="report-method">
        {report.method}
      </p>

      <Accordion>
        <Section title={`Conflicting Terms (${c.conflicting})`} open>
          {() =>
            report.conflictingTerms.length ? (
              report.conflictingTerms.map((t, i) => <TermCard key={i} t={t} showDiff />)
            ) : (
              <p>No conflicting terms were found. Read the points that could not be compared: a conflict may be hiding there.</p>
            )
          }
        </Section>
        <Section title={`Could Not Compare (${c.couldNotCompare})`}>
          {() =>
            report.couldNotCompareTerms.length ? (
              <>
                <p className="muted">
                  These provisions are worded differently and the tool cannot tell whether they mean the same thing. Both wordings
                  are quoted.
                </p>
                {report.couldNotCompareTerms.map((t, i) => (
                  <TermCard key={i} t={t} showDiff />
                ))}
              </>
            ) : (
              <p>None.</p>
            )
          }
        </Section>
        <Section title={`${disclosures ? 'Undisclosed by the Other Party' : 'Covered by One Party Only'} (${c.onlyA + c.onlyB})`}>
          {() =>
            report.oneSidedTerms.length ? (
              report.oneSidedTerms.map((t, i) => <TermCard key={i} t={t} showDiff={disclosures} />)
            ) : (
              <p>Nothing found in one side's documents only.</p>
            )
          }
        </Section>
        <Section title={`Aligned in Different Words (${c.aligned})`}>
          {() => (
            <>
              {c.identical ? (
                <p className="muted">{c.identical} passages have the same wording on both sides and are set aside.</p>
              ) : null}
              {report.alignedTerms.length ? (
                report.alignedTerms.map((t, i) => <TermCard key={i} t={t} />)
              ) : (
                <p>No aligned terms in different words.</p>
              )}
            </>
          )}
        </Section>
        {report.facts.length ? (
          <Section title={`Each Party's Own Figures (${report.facts.length})`}>
            {() => (
              <>
                <p className="muted">Each side's own income and expenses are facts to check, not points of conflict.</p>
                <ul>
                  {report.facts.map((f, i) => (
                    <li key={i}>
                      Party {f.party}: {f.label}: {f.value}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Section>
        ) : null}
        <Section title={`Suggestions (${report.recommendations.length})`}>
          {() => (
            <>
              {report.recommendations.length ? (
                report.recommendations.map((rec, i) => (
                  <article className="med-term" key={i} data-topic={rec.topicId ?? 'other'}>
                    <h4 className="med-term__topic">
                      {rec.topic}
                      {rec.heading ? <span className="med-term__heading"> · {rec.heading}</span> : null}
                    </h4>
                    <p>{rec.text}</p>
                    {rec.link ? (
                      <p>
                        <Link href={rec.link.href}>{rec.link.label}</Link>
                      </p>
                    ) : null}
                    <p className="muted">{rec.basis}</p>
                  </article>
                ))
              ) : (
                <p>No recommendations: no conflict with figures to settle.</p>
              )}
              <p className="muted">
                Suggestions worked out on this device from the documents' own figures: a figure is only proposed between the two
                parties' figures, and only for amounts that are negotiated. They are not legal advice.
              </p>
            </>
          )}
        </Section>
      </Accordion>

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
            toast({
              title: 'Coming Soon!',
              icon: 'clock',
              description: 'Sessions cannot be booked here yet. Take the PDF summary to a mediator or attorney.',
              variant: 'info',
            })
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
      <p className="muted">
        Email to Both Parties opens your own e-mail program with a short note; add both addresses there and attach the PDF from
        Download PDF Summary.
      </p>
      <button type="button" className="btn btn--ghost" onClick={onReset}>
        Compare other documents
      </button>
    </section>
  );
}
