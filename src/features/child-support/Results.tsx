/** The estimator's results: the quick estimate, a state's guideline worksheet, and the states with no formula. */
import { useState, type ReactNode } from 'react';
import { formatCents } from '../../lib/money';
import { directionNote, formatPercent, payerReason, type EstimateResult } from './estimate';
import { notIncludedWhy, officialLinkFor } from '../../content/child-support/guidelines';
import type { GuidelineInput, GuidelineResult, StateGuideline } from '../../content/child-support/guideline';
import { formatUsDate } from '../../lib/usDate';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../state/toast';
import { buildDraftPdf } from '../../ui/draftPdfClient';
import { draftWords } from '../../ui/draftPdf';
import { toolsMessages } from '../../ui/toolsMessages';
import { shellMessages } from '../../ui/shellMessages';
import { useWarmDraftPdf } from '../../ui/pdfPreload';
import { worksheetDraft, worksheetFilename } from './worksheetPdf';
import { useMessages } from '../../ui/i18n';
import { csMessages } from './csMessages';
import * as m from '../../content/messages/child-support/compiled/en.js';

/** What the guided (state guideline) part shows. */
export type Guided =
  | { kind: 'result'; state: string; result: GuidelineResult; input: GuidelineInput }
  | { kind: 'needs-overnights'; state: string }
  | { kind: 'fix'; state: string }
  | null;

function NewTabLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  const t = useMessages(csMessages);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
      <span className="visually-hidden"> {t(m.new_tab)}</span>
    </a>
  );
}

export function NoFormula({ state, melson }: { state: string; melson: boolean }) {
  const t = useMessages(csMessages);
  const link = officialLinkFor(state, t);
  const why = melson ? null : notIncludedWhy(state);
  return (
    <div className="alert alert--info" data-testid="cs-no-formula">
      <p>{t(melson ? m.no_formula_melson : m.no_formula_table, { state: t(state) })}</p>
      {why ? <p data-testid="cs-not-included-why">{t(why)}</p> : null}
      <p>
        {t(m.real_figure)}{' '}
        <NewTabLink href={link.url} testId="cs-official-link">
          {link.label}
        </NewTabLink>
        .
      </p>
    </div>
  );
}

export function GuidelineSection({ g, shown }: { g: StateGuideline; shown: Guided }) {
  const t = useMessages(csMessages);
  const state = t(g.state);
  return (
    <div data-testid="cs-guideline">
      {shown === null ? (
        <p className="muted">{t(m.enter_first, { state })}</p>
      ) : shown.kind === 'needs-overnights' ? (
        <p className="alert alert--info" data-testid="cs-needs-overnights">
          {t(m.needs_overnights, { state })}
        </p>
      ) : shown.kind === 'fix' ? (
        <p className="alert alert--warning" data-testid="cs-guideline-fix">
          {t(m.fix, { state })}
        </p>
      ) : (
        <Worksheet g={g} r={shown.result} input={shown.input} />
      )}
      <p className="cs-source" data-testid="cs-source">
        {t(m.source, { law: t(g.law), effective: t(g.effective), checked: formatUsDate(g.checked) })}{' '}
        <NewTabLink href={g.sourceUrl}>{t(m.read_rule)}</NewTabLink> ·{' '}
        <NewTabLink href={g.calculatorUrl}>{t(m.official_calc, { state })}</NewTabLink>
      </p>
      {g.caveat ? (
        <p className="field__hint" data-testid="cs-caveat">
          {t(g.caveat)}
        </p>
      ) : null}
    </div>
  );
}

/** Builds the worksheet PDF on this device (in a worker) and hands it to the browser's downloads. */
function WorksheetPdfButton({ g, r, input }: { g: StateGuideline; r: GuidelineResult; input: GuidelineInput }) {
  useWarmDraftPdf();
  const t = useMessages(csMessages);
  const tools = useMessages(toolsMessages);
  const shell = useMessages(shellMessages);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setStatus(t(m.pdf_building));
    try {
      const [blob, { saveBlob }] = await Promise.all([
        buildDraftPdf({ ...worksheetDraft(g, input, r, t), words: draftWords(new Date(), tools, shell) }),
        import('../../lib/pdf'),
      ]);
      const name = saveBlob(blob, worksheetFilename(g.state, t));
      setStatus(t(m.pdf_ready, { name }));
    } catch (err) {
      setStatus(t(m.pdf_failed_status));
      toast({
        title: t(m.pdf_failed),
        description: t(m.pdf_failed_text, { error: errorMessage(err) }).trim(),
        variant: 'destructive',
        duration: 10_000,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cs-pdf">
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => void download()}
        disabled={busy}
        data-testid="cs-worksheet-pdf"
      >
        {t(m.pdf_button)}
      </button>
      <p className="field__hint" role="status" data-testid="cs-worksheet-pdf-status">
        {status || t(m.pdf_hint)}
      </p>
    </div>
  );
}

function Worksheet({ g, r, input }: { g: StateGuideline; r: GuidelineResult; input: GuidelineInput }) {
  const t = useMessages(csMessages);
  const headline = t(r.payer === null ? m.nobody_pays : r.payer === 'you' ? m.you_pay : m.other_pays);
  return (
    <div className="card" data-testid="cs-guideline-result">
      {/* Who pays: a toast keeps clear of it, also while the parent scrolls (src/ui/toastPlacement.ts). */}
      <p className="toast-keep-clear" data-testid="cs-guideline-headline">
        {headline}
        {r.payer === null ? null : (
          <>
            {' '}
            <span className="cs-transfer" data-testid="cs-guideline-amount">
              {formatCents(r.monthly)}
            </span>{' '}
            {t(m.a_month)}
          </>
        )}
      </p>
      <p className="field__hint" data-testid="cs-guideline-method">
        {t(g.incomeBasis === 'gross' ? m.method_gross : m.method_net, { method: r.method })}
      </p>
      <table className="cs-worksheet" data-testid="cs-worksheet">
        <caption>{t(m.worksheet_caption)}</caption>
        <tbody>
          {r.lines.map((l, i) => (
            <tr key={i}>
              <th scope="row">{l.label}</th>
              <td>{l.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.notes.length > 0 ? (
        <ul className="cs-notes" data-testid="cs-guideline-notes">
          {r.notes.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : null}
      <WorksheetPdfButton g={g} r={r} input={input} />
    </div>
  );
}

function parentName(p: 'Parent 1' | 'Parent 2'): string {
  return p === 'Parent 1' ? m.parent1_you : m.parent2_other;
}

export function ResultPanel({
  r,
  count,
  overnights,
  rough,
  guideline = null,
}: {
  r: EstimateResult;
  count: number;
  overnights: { you: number; other: number } | null;
  /** A state guideline is shown above: this figure is only the rough rule of thumb beside it. */
  rough: boolean;
  /** The guideline's result shown above for the same inputs, when there is one. */
  guideline?: GuidelineResult | null;
}) {
  const t = useMessages(csMessages);
  const differs = guideline ? directionNote(r, guideline, r.state, t) : null;
  const unknown = t(m.unknown);
  const kids = count === 4 ? t(m.four_more) : count === 1 ? t(m.one_child) : t(m.n_children, { n: count });
  const rows: Array<[string, string, string]> = [
    [t(m.model), t(m.model_value, { model: r.modelLabel, state: t(r.state), kids }), 'model'],
    [t(m.base), formatCents(r.baseObligation), 'base'],
    [t(m.p1_obligation), formatCents(r.parent1Obligation), 'p1-obligation'],
    [t(m.p2_obligation), formatCents(r.parent2Obligation), 'p2-obligation'],
    [t(m.p1_share), formatPercent(r.parent1SharePercent), 'p1-share'],
    [t(m.p2_share), formatPercent(r.parent2SharePercent), 'p2-share'],
    [t(m.paying), r.payingParent ? t(r.payingParent) : unknown, 'paying'],
    [t(m.receiving), r.receivingParent ? t(r.receivingParent) : unknown, 'receiving'],
  ];
  const label = t(rough ? m.rough_label : m.rough_estimate);
  return (
    <div className={`card${rough ? ' cs-rough' : ''}`} data-testid="cs-result">
      {r.payingParent !== null && r.receivingParent !== null && r.transferAmount !== null ? (
        <p className="toast-keep-clear" data-testid="cs-headline">
          {t(m.headline_pays, { label, payer: t(parentName(r.payingParent)), receiver: t(parentName(r.receivingParent)) })}{' '}
          <span className="cs-transfer" data-testid="cs-transfer">
            {formatCents(r.transferAmount)}
          </span>{' '}
          {t(m.a_month)}.
        </p>
      ) : (
        <p className="toast-keep-clear" data-testid="cs-headline">
          {t(m.headline_if, { label })} <span data-testid="cs-if-you">{formatCents(r.ifYouPay)}</span> {t(m.headline_if_other)}{' '}
          <span data-testid="cs-if-other">
            {r.ifOtherPays === null ? t(m.enter_their_income) : t(m.amount_a_month, { amount: formatCents(r.ifOtherPays) })}
          </span>
          .
        </p>
      )}
      {differs ? (
        <p className="alert alert--info" data-testid="cs-direction-note">
          {differs}
        </p>
      ) : null}
      <p className="field__hint" data-testid="cs-payer-reason">
        {payerReason(r, overnights, t)}
      </p>
      <dl>
        {rows.map(([label, value, key]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd data-testid={`cs-${key}`}>{value}</dd>
          </div>
        ))}
        <dt>{t(m.transfer)}</dt>
        <dd data-testid="cs-transfer-row">
          {r.transferAmount === null ? unknown : t(m.per_month, { amount: formatCents(r.transferAmount) })}
        </dd>
        <dt>{t(m.formula_used)}</dt>
        <dd data-testid="cs-formula">{r.formulaUsed}</dd>
      </dl>
    </div>
  );
}
