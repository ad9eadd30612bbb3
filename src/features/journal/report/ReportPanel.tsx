/**
 * The journal's report (docs/journal.md, "The report"): the parent chooses dates, types and
 * children, types who prepares it and may hide addresses and phone numbers, then downloads
 * the chronology as a PDF (built in a worker, with progress) or a CSV, or opens the print
 * view. The choices are not stored: they are a few ticks and a name, and nothing is written
 * to the journal.
 */
import { useEffect, useMemo, useState } from 'react';
import { CSV_BOM } from '../../../lib/csv';
import { errorMessage } from '../../../lib/errorMessage';
import { saveBlob } from '../../../lib/pdf';
import { toast } from '../../../state/toast';
import { Field } from '../../../ui/Field';
import { loadAttachment, readAttachment } from '../../../vault/attachments';
import { scheduleSummaryKind, SCHEDULE_SUMMARY_ID } from '../../../vault/scheduleSummary';
import { useVaultRecord } from '../../../vault/useVaultRecord';
import { verifyChain } from '../chain';
import { namesAndTags, type Journal } from '../journal';
import { ENTRY_TYPES, TYPE_LABELS, type EntryType } from '../model';
import type { StoredChain } from '../store';
import { reportCsv } from './csv';
import { reportOvernights } from './overnights';
import { PrintView } from './PrintView';
import type { ReportPicture, ReportSource, ReportStep } from './protocol';
import { ALL_TYPES, buildReport, selectEntries, type ReportChoice, type ReportData } from './report';
import { buildReportPdf, warmReportPdf } from './reportClient';
import './report.css';
import * as m from '../../../content/messages/journal/compiled/en.js';
import { useLang, useMessages } from '../../../ui/i18n';
import { journalMessages } from '../journalMessages';
import type { Translate } from '../../../lib/translate';

const BLANK: ReportChoice = { from: '', to: '', types: ALL_TYPES, children: [], preparedBy: '', redact: false };
/** Pictures the report draws; other files are listed by their SHA-256. */
const PICTURES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Lets the browser paint and handle input between two steps (keeps each main-thread task short). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * "journal-chronology-2027-03-01-to-2027-03-31.pdf", in Spanish
 * "diario-cronologia-2027-03-01-a-2027-03-31.pdf" (neutral names with Discretion on: saveBlob).
 */
function reportFilename(choice: Pick<ReportChoice, 'from' | 'to'>, ext: 'pdf' | 'csv', t: Translate): string {
  const range =
    choice.from || choice.to
      ? `-${t(m.rp_file_range, { d1: choice.from || t(m.rp_file_start), d2: choice.to || t(m.rp_file_end) })}`
      : '';
  return `${t(m.rp_file_stem)}${range}.${ext}`;
}

function stepText(s: ReportStep, t: Translate): string {
  switch (s.step) {
    case 'pictures':
      return s.total ? t(m.rp_step_pictures, { done: s.done, total: s.total }) : t(m.rp_step_start);
    case 'layout':
      return t(m.rp_step_layout);
    case 'pages':
      return t(m.rp_step_pages, { done: s.done, total: s.total });
    case 'writing':
      return t(m.rp_step_writing);
  }
}

/** How far along, 0-100, for the progress bar (pictures, then layout, then the pages). */
function stepValue(s: ReportStep): number {
  switch (s.step) {
    case 'pictures':
      return s.total ? Math.round((10 * s.done) / s.total) : 0;
    case 'layout':
      return 15;
    case 'pages':
      return 15 + Math.round((80 * s.done) / s.total);
    case 'writing':
      return 95;
  }
}

export function ReportPanel({ journal, chain, onClose }: { journal: Journal; chain: StoredChain; onClose: () => void }) {
  const t = useMessages(journalMessages);
  const lang = useLang();
  const [choice, setChoice] = useState<ReportChoice>(BLANK);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<ReportStep | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [printing, setPrinting] = useState<ReportData | null>(null);
  const children = useMemo(() => namesAndTags(journal.entries).children, [journal.entries]);
  const summary = useVaultRecord(scheduleSummaryKind, SCHEDULE_SUMMARY_ID);
  const plan = summary.status === 'ready' ? (summary.value?.nights ?? null) : null;
  const chosen = useMemo(() => selectEntries(journal.entries, choice, deviceZone()), [journal.entries, choice]);
  const count = chosen.length;
  // The check of the whole chain runs once the panel is open (in short tasks), not on the click.
  const checked = useMemo(() => verifyChain(chain.events), [chain.events]);

  useEffect(() => {
    warmReportPdf();
    requestAnimationFrame(() => document.getElementById('jr-heading')?.focus());
  }, []);

  const edit = (patch: Partial<ReportChoice>) => {
    setDone(null);
    setError(null);
    setChoice((c) => ({ ...c, ...patch }));
  };
  const toggle = <T,>(list: readonly T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

  const checkChoice = (): boolean => {
    if (choice.from && choice.to && choice.from > choice.to) {
      setError(m.rp_err_dates);
      document.getElementById('jr-from')?.focus();
      return false;
    }
    if (!choice.types.length) {
      setError(m.rp_err_types);
      document.getElementById(`jr-type-${ENTRY_TYPES[0]}`)?.focus();
      return false;
    }
    setError(null);
    return true;
  };

  /** What the report is made from: the chosen entries (their search text left behind) and the check's result. */
  const source = async (): Promise<ReportSource> => {
    const check = await checked;
    await nextTask();
    return {
      entries: chosen.map((e) => ({ ...e, search: '' })),
      choice,
      now: Date.now(),
      zone: deviceZone(),
      check: { ...check, damagedBlocks: chain.damagedBlocks.length },
      overnights: reportOvernights(journal.entries, chosen, choice, plan),
      lang,
    };
  };

  const pdf = async () => {
    if (!checkChoice() || step) return;
    setDone(null);
    setStep({ step: 'pictures', done: 0, total: 0 });
    try {
      const src = await source();
      const pictures: ReportPicture[] = [];
      const ids = new Set(src.entries.flatMap((e) => e.versions.flatMap((v) => (v.content?.attachments ?? []).map((a) => a.id))));
      for (const id of ids) {
        const info = await loadAttachment(id).catch(() => null);
        if (!info || !PICTURES.includes(info.type)) continue;
        const blob = await readAttachment(id).catch(() => null);
        if (blob) pictures.push({ attachmentId: id, blob });
      }
      const file = await buildReportPdf(src, pictures, setStep);
      const name = saveBlob(file.blob, reportFilename(choice, 'pdf', t));
      setDone(file.entries === 1 ? t(m.rp_pdf_ready_one, { name }) : t(m.rp_pdf_ready, { name, count: file.entries }));
    } catch (err) {
      toast({
        title: t(m.rp_pdf_failed),
        description: t(errorMessage(err, m.rp_pdf_failed_desc)),
        variant: 'destructive',
      });
    } finally {
      setStep(null);
    }
  };

  const csv = () => {
    if (!checkChoice()) return;
    const text = reportCsv(journal.entries, choice, deviceZone(), t);
    const name = saveBlob(new Blob([CSV_BOM, text], { type: 'text/csv;charset=utf-8' }), reportFilename(choice, 'csv', t));
    setDone(t(m.rp_csv_ready, { name }));
  };

  const print = async () => {
    if (!checkChoice()) return;
    const src = await source();
    setPrinting(buildReport({ ...src, now: new Date(src.now) }, t));
  };

  if (printing) return <PrintView report={printing} onClose={() => setPrinting(null)} />;

  return (
    <section className="card journal-report" aria-labelledby="jr-heading" data-testid="journal-report">
      <h2 id="jr-heading" tabIndex={-1}>
        {t(m.rp_heading)}
      </h2>
      <p>{t(m.rp_intro)}</p>
      <Field id="jr-by" label={t(m.rp_by_label)} hint={t(m.rp_by_hint)}>
        {(c) => (
          <input
            {...c}
            type="text"
            autoComplete="name"
            value={choice.preparedBy}
            onChange={(e) => edit({ preparedBy: e.target.value })}
          />
        )}
      </Field>
      <div className="journal-form__row">
        <Field id="jr-from" label={t(m.rp_from_label)} error={error === m.rp_err_dates ? t(error) : null}>
          {(c) => <input {...c} type="date" value={choice.from} onChange={(e) => edit({ from: e.target.value })} />}
        </Field>
        <Field id="jr-to" label={t(m.filter_to)}>
          {(c) => <input {...c} type="date" value={choice.to} onChange={(e) => edit({ to: e.target.value })} />}
        </Field>
      </div>
      <fieldset className="journal-report__set" aria-describedby={error === m.rp_err_types ? 'jr-types-error' : undefined}>
        <legend>{t(m.rp_types_legend)}</legend>
        {ENTRY_TYPES.map((type: EntryType) => (
          <Field key={type} id={`jr-type-${type}`} check label={t(TYPE_LABELS[type])}>
            {(c) => (
              <input
                {...c}
                type="checkbox"
                checked={choice.types.includes(type)}
                onChange={(e) =>
                  edit({ types: ENTRY_TYPES.filter((x) => (x === type ? e.target.checked : choice.types.includes(x))) })
                }
              />
            )}
          </Field>
        ))}
        {error === m.rp_err_types ? (
          <p id="jr-types-error" className="field__error" role="alert">
            {t(error)}
          </p>
        ) : null}
      </fieldset>
      {children.length ? (
        <fieldset className="journal-report__set">
          <legend>{t(m.rp_children_legend)}</legend>
          {children.map((n, i) => (
            <Field key={n} id={`jr-child-${i}`} check label={n}>
              {(c) => (
                <input
                  {...c}
                  type="checkbox"
                  checked={choice.children.includes(n)}
                  onChange={(e) => edit({ children: toggle(choice.children, n, e.target.checked) })}
                />
              )}
            </Field>
          ))}
        </fieldset>
      ) : null}
      <Field id="jr-redact" check label={t(m.rp_redact_label)} hint={t(m.rp_redact_hint)}>
        {(c) => <input {...c} type="checkbox" checked={choice.redact} onChange={(e) => edit({ redact: e.target.checked })} />}
      </Field>
      <p className="journal-count" data-testid="journal-report-count">
        {count === 1 ? t(m.rp_count_one) : t(m.rp_count, { count })}
        {choice.types.length < ALL_TYPES.length || choice.children.length ? t(m.rp_count_marks) : ''}.
      </p>
      <div className="btn-row">
        <button type="button" className="btn" onClick={() => void pdf()} disabled={step !== null} aria-busy={step !== null}>
          {t(step ? m.rp_making : m.rp_download_pdf)}
        </button>
        <button type="button" className="btn btn--secondary" onClick={csv} disabled={step !== null}>
          {t(m.rp_download_csv)}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => void print()} disabled={step !== null}>
          {t(m.rp_print_view)}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t(m.rp_back_journal)}
        </button>
      </div>
      {step ? (
        <div className="journal-report__progress">
          <progress id="jr-progress" max={100} value={stepValue(step)} aria-label={t(m.rp_making_label)} />
          <p role="status" aria-live="polite" data-testid="journal-report-progress">
            {stepText(step, t)}
          </p>
        </div>
      ) : null}
      <p role="status" data-testid="journal-report-done">
        {done}
      </p>
    </section>
  );
}
