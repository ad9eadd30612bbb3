import { Suspense, lazy, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { US_STATES } from '../../content/states';
import { useAuthGate } from '../../sync/useAuthGate';
import { PageMeta } from '../../ui/PageMeta';
import { FileInput } from '../../ui/FileInput';
import { dismissErrorToasts, toast } from '../../state/toast';
import { MAX_FILE_BYTES, MAX_FILE_LABEL, MAX_FILES_PER_PARTY, fileMessages, formatSize } from './files';
import type { FileProblem } from './protocol';
import type { SavedMediationReport } from './kind';
import { Report } from './Report';
import { DOCUMENT_TYPES, isDocumentType } from './topics';
import { useAnalysis, type Progress } from './useAnalysis';
import './mediator.css';
import * as paths from '../../lib/paths';
import { readSavedReportQuery } from '../../lib/pathQueries';
import * as m from '../../content/messages/mediator/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import type { Translate } from '../../lib/translate';
import { fileProblemText, mediatorMessages } from './mediatorMessages';
import { DOCUMENT_TYPE_NAMES } from './documentTypes';

/** The vault loads only when the parent asks for the saved reports. */
const SavedReports = lazy(() => import('./SavedReports'));

/**
 * "Saved reports": opened on request (or when arriving from My Data's link), then listed from the
 * vault. My Data's Open arrives with the report's id in the address: that report opens as soon as
 * the storage is open, and the address then drops the id (coming back shows the list).
 */
function SavedReportsSection({ onOpen }: { onOpen: (r: SavedMediationReport) => void }) {
  const t = useMessages(mediatorMessages);
  const [open, setOpen] = useState(() => typeof window !== 'undefined' && window.location.hash === `#${paths.SAVED_REPORTS_ID}`);
  const [openId] = useState(() => (typeof window !== 'undefined' ? readSavedReportQuery(window.location.search) : null));
  const openReport = (r: SavedMediationReport) => {
    if (readSavedReportQuery(window.location.search)) window.history.replaceState(null, '', paths.savedMediationReports);
    onOpen(r);
  };
  return (
    <section className="card med-saved-reports" id={paths.SAVED_REPORTS_ID} aria-labelledby="med-saved-h">
      <h2 id="med-saved-h">{t(m.saved_title)}</h2>
      {open ? (
        <Suspense fallback={<p role="status">{t(m.opening_storage)}</p>}>
          <SavedReports onOpen={openReport} openId={openId} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn--secondary" aria-expanded={false} onClick={() => setOpen(true)}>
          {t(m.show_saved)}
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
  const t = useMessages(mediatorMessages);
  return (
    <div className="field med-picker">
      <label htmlFor={id}>{t(m.party_documents, { party })}</label>
      <FileInput
        id={id}
        choose={t(m.choose_files)}
        none={t(m.no_file_chosen)}
        chosen={files.map((f) => f.name)}
        multiple
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onFiles={(chosen) => onChange(chosen)}
      />
      <span id={`${id}-hint`} className="field__hint">
        {t(m.picker_hint, { count: MAX_FILES_PER_PARTY, max: MAX_FILE_LABEL })}
      </span>
      {files.length ? (
        <ul className="med-files" aria-label={t(m.party_files_chosen, { party })}>
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
  reading: m.stage_reading,
  analysing: m.stage_analysing,
  building: m.stage_building,
};

function ProgressView({ p }: { p: Progress }) {
  const t = useMessages(mediatorMessages);
  const steps = ['reading', 'analysing', 'building'] as const;
  const at = steps.indexOf(p.stage);
  const reading = { done: Math.min(p.done + 1, p.total), total: p.total };
  const text =
    p.stage === 'reading'
      ? p.name
        ? t(m.reading_progress_name, { ...reading, name: p.name })
        : t(m.reading_progress, reading)
      : t(m.stage_now, { stage: t(STAGE_TEXT[p.stage]) });
  return (
    <div className="med-progress">
      <progress
        max={3}
        value={at + (p.stage === 'reading' && p.total ? p.done / p.total : 0.5)}
        aria-label={t(m.progress_label)}
      />
      <p role="status" aria-live="polite">
        {text}
      </p>
      <ol className="med-steps">
        {steps.map((s, i) => (
          <li key={s} className={i < at ? 'is-done' : i === at ? 'is-current' : ''} aria-current={i === at ? 'step' : undefined}>
            {t(STAGE_TEXT[s])}
          </li>
        ))}
      </ol>
    </div>
  );
}

function precheck(party: 'A' | 'B', files: File[], t: Translate): FileProblem[] {
  const out: FileProblem[] = [];
  if (files.length > MAX_FILES_PER_PARTY) out.push({ party, name: '', message: fileMessages.tooMany(t(m.party, { party })) });
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
  const t = useMessages(mediatorMessages);
  const problemText = fileProblemText(t);
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
        title: t(m.missing_title),
        icon: 'warning',
        description: t(m.missing_text),
        variant: 'destructive',
      });
      return;
    }
    const found = [...precheck('A', partyA, t), ...precheck('B', partyB, t)];
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
        <h2>{t(m.upload_title)}</h2>
        <p>{t(m.upload_text, { max: MAX_FILE_LABEL })}</p>
        <div className="grid grid--2">
          <FilePicker party="A" files={partyA} onChange={(f) => (setPartyA(f), clearProblems())} disabled={working} />
          <FilePicker party="B" files={partyB} onChange={(f) => (setPartyB(f), clearProblems())} disabled={working} />
        </div>
        <div className="grid grid--2">
          <div className="field">
            <label htmlFor="med-doctype">{t(m.doctype_label)}</label>
            <select
              id="med-doctype"
              value={docType}
              onChange={(e) => setDocType(e.currentTarget.value)}
              disabled={working}
              required
            >
              <option value="">{t(m.doctype_select)}</option>
              {DOCUMENT_TYPES.map((d) => (
                <option key={d} value={d}>
                  {t(DOCUMENT_TYPE_NAMES[d])}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="med-state">{t(m.state_label)}</label>
            <select id="med-state" value={state} onChange={(e) => setStateName(e.currentTarget.value)} disabled={working}>
              <option value="">{t(m.state_select)}</option>
              {US_STATES.map((s) => (
                <option key={s} value={s}>
                  {/* State names are the same in Spanish but for the District of Columbia (in the catalog). */}
                  {t(s)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {problems.length ? (
          <div className="alert alert--danger" role="alert" tabIndex={-1} ref={problemsRef} data-testid="file-problems">
            <p>
              <strong>{t(m.problems_title)}</strong> {t(m.problems_nothing)}
            </p>
            <ul>
              {problems.map((p, i) => (
                <li key={i}>{t(m.problem_line, { party: p.party, message: problemText(p.message) })}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {run.phase === 'failed' ? (
          <div className="alert alert--danger" role="alert">
            {t(run.message)}
          </div>
        ) : null}
        {working ? <ProgressView p={run.progress} /> : null}
        <button type="submit" className="btn" disabled={working} aria-busy={working}>
          {working ? (
            <>
              <span className="med-spinner" aria-hidden="true" />
              {t(m.analyzing)}
            </>
          ) : (
            t(m.generate)
          )}
        </button>
      </form>
      <SavedReportsSection onOpen={setOpened} />
    </>
  );
}

export default function DocumentAnalysisPage() {
  const t = useMessages(mediatorMessages);
  const gate = useAuthGate({
    title: t(m.gate_title),
    description: t(m.gate_description),
    redirectTo: paths.documentAnalysis,
  });
  return (
    <div className="container page med">
      <PageMeta title={t(m.page_title)} description={t(m.page_description)} path={paths.documentAnalysis} />
      <h1>{t(m.page_title)}</h1>
      <p className="med-lead">{t(m.page_lead)}</p>
      {gate === 'allowed' ? (
        <Mediator />
      ) : (
        <p role="status" className="muted">
          {t(gate === 'checking' ? m.gate_checking : m.gate_login)}
        </p>
      )}
      <section className="section" aria-labelledby="med-why">
        <h2 id="med-why" className="visually-hidden">
          {t(m.why_title)}
        </h2>
        <div className="grid grid--3">
          <div className="card">
            <h3>{t(m.why1_title)}</h3>
            <p>{t(m.why1_text)}</p>
          </div>
          <div className="card">
            <h3>{t(m.why2_title)}</h3>
            <p>{t(m.why2_text)}</p>
          </div>
          <div className="card">
            <h3>{t(m.why3_title)}</h3>
            <p>{t(m.why3_text)}</p>
          </div>
        </div>
      </section>
      <section className="alert alert--info med-trust" aria-labelledby="med-trust">
        <h2 id="med-trust">{t(m.trust_title)}</h2>
        <p>{t(m.trust_1)}</p>
        <p>{t(m.trust_2)}</p>
      </section>
    </div>
  );
}
