import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { downloadPdf } from '../../lib/pdf';
import { toast } from '../../state/toast';
import { Accordion, AccordionItem } from '../../ui/Accordion';
import { encodeMailtoValue } from '../../lib/mailto';
import { formatUsDate } from '../../lib/usDate';
import { Link } from 'wouter';
import {
  emailFor,
  headingBesideTopic,
  pdfFileName,
  redlineVersions,
  type MediationReport,
  type RedlinePart,
  type Term,
  type Version,
} from './reportModel';
import { known, shownParts } from './reportText';
import type { Say } from './say';
import { reportDocument } from './reportPdf';
import * as m from '../../content/messages/mediator/compiled/en.js';
import type { Translate } from '../../lib/translate';
import { useLang, useMessages } from '../../ui/i18n';
import { mediatorMessages } from './mediatorMessages';
import { toolsMessages } from '../../ui/toolsMessages';
import { DOCUMENT_TYPE_NAMES } from './documentTypes';

/** The vault (passphrase, encryption) loads only when the parent asks to save. */
const SavePanel = lazy(() => import('./SavePanel'));

/**
 * "Email to Both Parties": a short note, not the report (a whole report does not fit in a
 * mailto: link and some mail apps refuse long ones). The parent attaches the downloaded PDF.
 */
export function mailtoFor(r: MediationReport, t?: Translate): string {
  const { subject, body } = emailFor(r, t);
  return `mailto:?subject=${encodeMailtoValue(subject)}&body=${encodeMailtoValue(body)}`;
}

/**
 * A text of the report in the language on screen (reportText.ts); the documents' own words in it,
 * and the English a report saved before these texts stored, marked `lang="en"`.
 */
function Said({ say, stored, t }: { say: Say | null | undefined; stored: string; t: Translate }) {
  return (
    <>
      {shownParts(say, stored, t).map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <span key={i} lang="en">
            {p.doc}
          </span>
        ),
      )}
    </>
  );
}

/** The parts of a suggestion said as one paragraph each (the source and a reference-only default in small print), or the whole. */
const SOURCE_IDS = new Set(['rp_gl_cite', 'rp_law_cited', 'rp_gl_costs', 'rp_texas', 'rp_texas_again']);
function RecommendationText({ say, stored, t }: { say: Say | undefined; stored: string; t: Translate }) {
  const items = say?.id === 'rt_join' ? say.v?.items : undefined;
  if (!say || !known(say) || !items || typeof items !== 'object' || !('$' in items) || items.$ !== 'list')
    return (
      <p>
        <Said say={say} stored={stored} t={t} />
      </p>
    );
  return (
    <>
      {items.items.map((x, i) => {
        const part = typeof x === 'object' && 'id' in x ? x : null;
        return part ? (
          <p key={i} className={SOURCE_IDS.has(part.id) ? 'med-source' : undefined}>
            <Said say={part} stored="" t={t} />
          </p>
        ) : null;
      })}
    </>
  );
}

/** One party's version of the changed passage, its own differing words marked. */
function VersionLine({ who, words, t }: { who: string; words: Version; t: Translate }) {
  return (
    <p className="med-changed__version">
      <span className="med-changed__who">{who}: </span>
      {words.map((w, i) => (
        <span key={i}>
          {i ? ' ' : ''}
          {w.changed ? (
            <mark>
              <span className="visually-hidden">{t(m.party_has, { label: who })}</span>
              <span lang="en">{w.text}</span>
            </mark>
          ) : (
            <span lang="en">{w.text}</span>
          )}
        </span>
      ))}
    </p>
  );
}

/** "Changed words": both versions, one under the other, the differing words marked in each. */
function ChangedWords({ parts, t }: { parts: RedlinePart[]; t: Translate }) {
  if (!parts.length) return null;
  const v = redlineVersions(parts);
  return (
    <div className="med-changed">
      <p className="med-changed__label">{t(m.changed_words)}</p>
      <VersionLine who={t(m.party, { party: 'A' })} words={v.a} t={t} />
      <VersionLine who={t(m.party, { party: 'B' })} words={v.b} t={t} />
    </div>
  );
}

/**
 * A side's text: the document's own words (English, as written), or the report's "Not addressed
 * in Party A's documents." said in the language on screen.
 */
function Side({ text, t }: { text: string; t: Translate }) {
  const said = t(text);
  return said !== text ? <>{said}</> : <span lang="en">{text}</span>;
}

function TermCard({ term, showDiff, t }: { term: Term; showDiff?: boolean; t: Translate }) {
  const topic = t(term.topic);
  return (
    <article className="med-term" data-topic={term.topicId ?? 'other'}>
      <h4 className="med-term__topic">
        {topic}
        {headingBesideTopic(term.topic, term.heading) ? (
          <span className="med-term__heading" lang="en">
            {' '}
            · {term.heading}
          </span>
        ) : null}
      </h4>
      <dl className="med-term__sides">
        <div>
          <dt>{t(m.party, { party: 'A' })}</dt>
          <dd>
            <Side text={term.partyA} t={t} />
          </dd>
        </div>
        <div>
          <dt>{t(m.party, { party: 'B' })}</dt>
          <dd>
            <Side text={term.partyB} t={t} />
          </dd>
        </div>
      </dl>
      {showDiff && term.differences.length ? (
        <ul className="med-term__diff" aria-label={t(m.what_differs, { topic })}>
          {term.differences.map((d, i) => (
            <li key={i}>
              <Said say={term.differencesSay?.[i]} stored={d} t={t} />
            </li>
          ))}
        </ul>
      ) : null}
      {showDiff ? <ChangedWords parts={term.redline ?? []} t={t} /> : null}
    </article>
  );
}

/**
 * "Book a Mediation Session" says truthfully that no session can be booked here and where
 * mediation is found (docs/product-rules.md, "Honest actions"). We hold no court addresses,
 * so it names the places in words, never a made-up link.
 */
function FindMediation({ state, t }: { state: string | null; t: Translate }) {
  return (
    <div className="med-book" id="med-book" role="region" aria-label={t(m.book_session)}>
      <p>{t(m.book_cannot)}</p>
      <ul>
        <li>{state ? t(m.book_court_state, { state: t(state) }) : t(m.book_court)}</li>
        <li>{t(m.book_community)}</li>
      </ul>
      <p>{t(m.book_bring)}</p>
      <p className="med-book__safety">{t(m.book_safety)}</p>
    </div>
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
  const [booking, setBooking] = useState(false);
  const idRef = useRef(savedId ?? `mediation-${Date.now()}`);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useMessages(mediatorMessages);
  const lang = useLang();
  const tools = useMessages(toolsMessages);

  const downloadSummary = async () => {
    setPdfBusy(true);
    try {
      await downloadPdf((kit) => reportDocument(kit, report, t, tools), pdfFileName(t));
      toast({ title: t(m.pdf_ready), description: t(m.pdf_ready_text), variant: 'success' });
    } catch {
      toast({ title: t(m.pdf_failed), description: t(m.pdf_failed_text), variant: 'destructive' });
    } finally {
      setPdfBusy(false);
    }
  };

  const c = report.counts;
  const disclosures = report.documentType === 'Financial Disclosures';
  return (
    <section className="card med-report" aria-labelledby="med-report-title">
      <h2 id="med-report-title" ref={headingRef} tabIndex={-1}>
        {t(m.report_title)}
      </h2>
      <p className="muted">
        {t(m.report_meta, {
          kind: t(DOCUMENT_TYPE_NAMES[report.documentType]),
          state: report.state ? `, ${report.state}` : '',
          date: formatUsDate(report.createdAt.slice(0, 10)),
          filesA: report.files.partyA.join(', '),
          filesB: report.files.partyB.join(', '),
        })}
      </p>

      <h3>{t(m.summary_title)}</h3>
      {report.highlights.length ? (
        <>
          <p>{t(m.differ_most)}</p>
          <ul data-testid="main-disagreements">
            {report.highlights.map((h, i) => (
              <li key={i}>
                <Said say={report.highlightsSay?.[i]} stored={h} t={t} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p data-testid="executive-summary">
        <Said say={report.summarySay} stored={report.summary} t={t} />
      </p>
      {/* After the disagreements, not before them: what a parent reads first is where the documents differ. */}
      {lang === 'es' ? <p className="muted">{t(m.engine_english)}</p> : null}

      <p className="med-method" data-testid="report-method">
        {t(report.method)}
      </p>

      <Accordion>
        <Section title={t(m.sec_conflicting, { count: c.conflicting })} open>
          {() =>
            report.conflictingTerms.length ? (
              report.conflictingTerms.map((term, i) => <TermCard key={i} term={term} showDiff t={t} />)
            ) : (
              <p>{t(m.no_conflicts)}</p>
            )
          }
        </Section>
        <Section title={t(m.sec_could_not, { count: c.couldNotCompare })}>
          {() =>
            report.couldNotCompareTerms.length ? (
              <>
                <p className="muted">{t(m.could_not_intro)}</p>
                {report.couldNotCompareTerms.map((term, i) => (
                  <TermCard key={i} term={term} showDiff t={t} />
                ))}
              </>
            ) : (
              <p>{t(m.none_text)}</p>
            )
          }
        </Section>
        <Section title={t(disclosures ? m.sec_undisclosed : m.sec_one_party, { count: c.onlyA + c.onlyB })}>
          {() =>
            report.oneSidedTerms.length ? (
              report.oneSidedTerms.map((term, i) => <TermCard key={i} term={term} showDiff={disclosures} t={t} />)
            ) : (
              <p>{t(m.none_one_side)}</p>
            )
          }
        </Section>
        <Section title={t(m.sec_aligned, { count: c.aligned })}>
          {() => (
            <>
              {c.identical ? <p className="muted">{t(m.identical, { count: c.identical })}</p> : null}
              {report.alignedTerms.length ? (
                report.alignedTerms.map((term, i) => <TermCard key={i} term={term} t={t} />)
              ) : (
                <p>{t(m.no_aligned)}</p>
              )}
            </>
          )}
        </Section>
        {report.facts.length ? (
          <Section title={t(m.sec_figures, { count: report.facts.length })}>
            {() => (
              <>
                <p className="muted">{t(m.figures_intro)}</p>
                <ul>
                  {report.facts.map((f, i) => (
                    <li key={i}>
                      {t(m.party, { party: f.party })}: <span lang="en">{f.label}</span>: {f.value}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Section>
        ) : null}
        <Section title={t(m.sec_suggestions, { count: report.recommendations.length })}>
          {() => (
            <>
              {report.recommendations.length ? (
                report.recommendations.map((rec, i) => (
                  <article className="med-term" key={i} data-topic={rec.topicId ?? 'other'}>
                    <h4 className="med-term__topic">
                      {t(rec.topic)}
                      {headingBesideTopic(rec.topic, rec.heading) ? (
                        <span className="med-term__heading" lang="en">
                          {' '}
                          · {rec.heading}
                        </span>
                      ) : null}
                    </h4>
                    <RecommendationText say={rec.textSay} stored={rec.text} t={t} />
                    {rec.link ? (
                      <p>
                        <Link href={rec.link.href}>{t(rec.link.label)}</Link>
                      </p>
                    ) : null}
                    <p className="muted">
                      <Said say={rec.basisSay} stored={rec.basis} t={t} />
                    </p>
                  </article>
                ))
              ) : (
                <p>{t(m.no_recommendations)}</p>
              )}
              <p className="muted">{t(m.suggestions_note)}</p>
            </>
          )}
        </Section>
      </Accordion>

      <div className="btn-row">
        <button type="button" className="btn" onClick={downloadSummary} disabled={pdfBusy}>
          {t(pdfBusy ? m.making_pdf : m.download_pdf)}
        </button>
        <a className="btn btn--secondary" href={mailtoFor(report, t)}>
          {t(m.email_both)}
        </a>
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={booking}
          aria-controls="med-book"
          onClick={() => setBooking((b) => !b)}
        >
          {t(m.book_session)}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setSaving(true)} aria-expanded={saving}>
          {t(m.save_report)}
        </button>
      </div>
      {booking ? <FindMediation state={report.state} t={t} /> : null}
      {saving ? (
        <div className="med-save" aria-label={t(m.save_this_report)}>
          <Suspense fallback={<p role="status">{t(m.opening_storage)}</p>}>
            <SavePanel report={report} id={idRef.current} />
          </Suspense>
        </div>
      ) : null}
      <p className="muted">{t(m.email_note)}</p>
      <button type="button" className="btn btn--ghost" onClick={onReset}>
        {t(m.compare_other)}
      </button>
    </section>
  );
}
