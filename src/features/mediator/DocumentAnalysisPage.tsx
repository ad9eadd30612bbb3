import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { US_STATES } from '../../content/states';
import { useAuthGate } from '../../sync/useAuthGate';
import { PageMeta } from '../../ui/PageMeta';
import { dismissErrorToasts, toast } from '../../state/toast';
import { MAX_FILE_BYTES, MAX_FILE_LABEL, MAX_FILES_PER_PARTY, fileMessages, formatSize } from './files';
import type { FileProblem } from './protocol';
import type { SavedMediationReport } from './kind';
import { Report } from './Report';
import { DOCUMENT_TYPES, isDocumentType } from './topics';
import { useAnalysis, type Progress } from './useAnalysis';
import './mediator.css';
import * as paths from '../../lib/paths';

/** The vault loads only when the parent asks for the saved reports. */
const SavedReports = lazy(() => import('./SavedReports'));

/** "Saved reports": opened on request (or when arriving from My Data's link), then listed from the vault. */
function SavedReportsSection({ onOpen }: { onOpen: (r: SavedMediationReport) => void }) {
  const [open, setOpen] = useState(() => typeof window !== 'undefined' && window.location.hash === `#${paths.SAVED_REPORTS_ID}`);
  return (
    <section className="card med-saved-reports" id={paths.SAVED_REPORTS_ID} aria-labelledby="med-saved-h">
      <h2 id="med-saved-h">Saved reports</h2>
      {open ? (
        <Suspense fallback={<p role="status">Opening your protected storage…</p>}>
          <SavedReports onOpen={onOpen} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn--secondary" aria-expanded={false} onClick={() => setOpen(true)}>
          Show my saved reports
        </button>
      )}
    </section>
  );
}

const ACCEPT =
  '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

function FilePicker({
  party,
  files,
  onChange,
  disabled,
}: {
  party: 'A' | 'B';
  files: File[];
  onChange: (f: File[]) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="field med-picker">
      <label htmlFor={id}>Party {party} documents</label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(Array.from(e.currentTarget.files ?? []))}
      />
      <span id={`${id}-hint`} className="field__hint">
        PDF, Word (.docx) or text (.txt); up to {MAX_FILES_PER_PARTY} files, {MAX_FILE_LABEL} each.
      </span>
      {files.length ? (
        <ul className="med-files" aria-label={`Party ${party} files chosen`}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              {f.name} <span className="muted">({formatSize(f.size)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const STAGE_TEXT: Record<Progress['stage'], string> = {
  reading: 'Reading files',
  analysing: 'Analysing the terms',
  building: 'Building the report',
};

function ProgressView({ p }: { p: Progress }) {
  const steps = ['reading', 'analysing', 'building'] as const;
  const at = steps.indexOf(p.stage);
  const text =
    p.stage === 'reading'
      ? `Reading files (${Math.min(p.done + 1, p.total)} of ${p.total})${p.name ? `: ${p.name}` : ''}…`
      : `${STAGE_TEXT[p.stage]}…`;
  return (
    <div className="med-progress">
      <progress max={3} value={at + (p.stage === 'reading' && p.total ? p.done / p.total : 0.5)} aria-label="Analysis progress" />
      <p role="status" aria-live="polite">
        {text}
      </p>
      <ol className="med-steps">
        {steps.map((s, i) => (
          <li key={s} className={i < at ? 'is-done' : i === at ? 'is-current' : ''} aria-current={i === at ? 'step' : undefined}>
            {STAGE_TEXT[s]}
          </li>
        ))}
      </ol>
    </div>
  );
}

function precheck(party: 'A' | 'B', files: File[]): FileProblem[] {
  const out: FileProblem[] = [];
  if (files.length > MAX_FILES_PER_PARTY) out.push({ party, name: '', message: fileMessages.tooMany(`Party ${party}`) });
  for (const f of files) {
    if (f.size === 0) out.push({ party, name: f.name, message: fileMessages.empty(f.name) });
    else if (f.size > MAX_FILE_BYTES) out.push({ party, name: f.name, message: fileMessages.tooBig(f.name, f.size) });
  }
  return out;
}

function Mediator() {
  const [partyA, setPartyA] = useState<File[]>([]);
  const [partyB, setPartyB] = useState<File[]>([]);
  const [docType, setDocType] = useState('');
  const [state, setStateName] = useState('');
  const [pre, setPre] = useState<FileProblem[]>([]);
  const [formKey, setFormKey] = useState(0);
  const { state: run, start, reset } = useAnalysis();
  const [opened, setOpened] = useState<SavedMediationReport | null>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const reportRef = useRef<HTMLDivElement>(null);
  const working = run.phase === 'working';
  const problems = useMemo(() => (pre.length ? pre : run.phase === 'problems' ? run.problems : []), [pre, run]);

  useEffect(() => {
    if (problems.length) problemsRef.current?.focus();
  }, [problems]);
  useEffect(() => {
    if (run.phase === 'done' || opened) reportRef.current?.querySelector<HTMLElement>('#med-report-title')?.focus();
  }, [run.phase, opened]);

  // Messages about files that were just replaced would mislead: clear them (the other
  // party's files, the type and the state stay as chosen).
  const clearProblems = () => {
    setPre([]);
    if (run.phase === 'problems' || run.phase === 'failed') reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (working) return;
    if (!partyA.length || !partyB.length || !isDocumentType(docType)) {
      toast({
        title: 'Missing Information',
        icon: 'warning',
        description: 'Please upload documents for both parties and select a document type.',
        variant: 'destructive',
      });
      return;
    }
    const found = [...precheck('A', partyA), ...precheck('B', partyB)];
    setPre(found);
    if (found.length) return;
    // Both parties and a type are there now: an earlier "Missing Information" no longer applies.
    dismissErrorToasts();
    start({ documentType: docType, state: state || null, partyA, partyB, today: new Date().toISOString().slice(0, 10) });
  };

  if (opened) {
    return (
      <div ref={reportRef}>
        <Report report={opened} savedId={opened.id} onReset={() => setOpened(null)} />
      </div>
    );
  }

  if (run.phase === 'done') {
    return (
      <div ref={reportRef} data-analysis-ms={run.ms.read + run.ms.analyse}>
        <Report
          report={run.report}
          onReset={() => {
            reset();
            setPartyA([]);
            setPartyB([]);
            setFormKey((k) => k + 1);
          }}
        />
      </div>
    );
  }

  return (
    <>
      <form className="card med-upload" onSubmit={submit} noValidate key={formKey}>
        <h2>Upload documents</h2>
        <p>
          Choose each party's version of the same kind of document. They are read on this device; nothing is uploaded. Each file
          can be up to <strong>{MAX_FILE_LABEL}</strong>, so the analysis stays quick on a phone.
        </p>
        <div className="grid grid--2">
          <FilePicker party="A" files={partyA} onChange={(f) => (setPartyA(f), clearProblems())} disabled={working} />
          <FilePicker party="B" files={partyB} onChange={(f) => (setPartyB(f), clearProblems())} disabled={working} />
        </div>
        <div className="grid grid--2">
          <div className="field">
            <label htmlFor="med-doctype">Document type (required)</label>
            <select
              id="med-doctype"
              value={docType}
              onChange={(e) => setDocType(e.currentTarget.value)}
              disabled={working}
              required
            >
              <option value="">Select document type</option>
              {DOCUMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="med-state">Choose State (Optional)</label>
            <select id="med-state" value={state} onChange={(e) => setStateName(e.currentTarget.value)} disabled={working}>
              <option value="">Select a state</option>
              {US_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
        </div>
        {problems.length ? (
          <div className="alert alert--danger" role="alert" tabIndex={-1} ref={problemsRef} data-testid="file-problems">
            <p>
              <strong>Some files could not be used.</strong> Nothing was analysed.
            </p>
            <ul>
              {problems.map((p, i) => (
                <li key={i}>
                  Party {p.party}: {p.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {run.phase === 'failed' ? (
          <div className="alert alert--danger" role="alert">
            {run.message}
          </div>
        ) : null}
        {working ? <ProgressView p={run.progress} /> : null}
        <button type="submit" className="btn" disabled={working} aria-busy={working}>
          {working ? (
            <>
              <span className="med-spinner" aria-hidden="true" />
              Analyzing...
            </>
          ) : (
            'Generate Mediation Report'
          )}
        </button>
      </form>
      <SavedReportsSection onOpen={setOpened} />
    </>
  );
}

export default function DocumentAnalysisPage() {
  const gate = useAuthGate({
    title: 'Please Log In',
    description: 'You must be logged in to use the AI Mediator.',
    redirectTo: paths.documentAnalysis,
  });
  return (
    <div className="container page med">
      <PageMeta
        title="AI Divorce Mediator"
        description="Compare both parties' parenting or divorce documents on your own device: aligned terms, conflicts and neutral compromise suggestions."
        path={paths.documentAnalysis}
      />
      <h1>AI Divorce Mediator</h1>
      <p className="med-lead">
        Upload each party's documents and get a neutral comparison: the terms you already agree on, the ones you don't, and
        concrete middle-ground suggestions.
      </p>
      {gate === 'allowed' ? (
        <Mediator />
      ) : (
        <p role="status" className="muted">
          {gate === 'checking' ? 'Checking your sign-in…' : 'Please log in to use the AI Mediator.'}
        </p>
      )}
      <section className="section" aria-labelledby="med-why">
        <h2 id="med-why" className="visually-hidden">
          How it helps
        </h2>
        <div className="grid grid--3">
          <div className="card">
            <h3>Unbiased Feedback</h3>
            <p>The same rules read both sides: no party's wording counts for more.</p>
          </div>
          <div className="card">
            <h3>Instant Suggestions</h3>
            <p>Middle figures, named schedules and standard clauses, each starting from what both of you wrote.</p>
          </div>
          <div className="card">
            <h3>Guided Mediation</h3>
            <p>Take the PDF summary to a mediator or attorney to settle the remaining points.</p>
          </div>
        </div>
      </section>
      <section className="alert alert--info med-trust" aria-labelledby="med-trust">
        <h2 id="med-trust">Trust &amp; Security</h2>
        <p>
          Your documents are read on this device, inside your browser, and are never uploaded: the analysis works even with no
          internet connection. Nothing is kept after you leave this page unless you choose Save report, which stores the report
          (not the documents) encrypted with your passphrase on this device.
        </p>
        <p>
          The report is an automated comparison made on this device: no AI model reads your documents, and it can miss things.
          Check it with a mediator or attorney before relying on it.
        </p>
      </section>
    </div>
  );
}
