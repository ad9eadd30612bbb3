/** The estimator's results: the quick estimate, a state's guideline worksheet, and the states with no formula. */
import { useState, type ReactNode } from 'react';
import { formatCents } from '../../lib/money';
import { formatPercent, payerReason, type EstimateResult } from './estimate';
import { notIncludedWhy, officialLinkFor } from './guidelines';
import type { GuidelineInput, GuidelineResult, StateGuideline } from './guideline';
import { formatUsDate } from '../../lib/usDate';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../state/toast';
import { buildDraftPdf } from '../../ui/draftPdfClient';
import { useWarmDraftPdf } from '../../ui/pdfPreload';
import { worksheetDraft, worksheetFilename } from './worksheetPdf';

/** What the guided (state guideline) part shows. */
export type Guided =
  | { kind: 'result'; state: string; result: GuidelineResult; input: GuidelineInput }
  | { kind: 'needs-overnights'; state: string }
  | { kind: 'fix'; state: string }
  | null;

function NewTabLink({ href, children, testId }: { href: string; children: ReactNode; testId?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function NoFormula({ state, melson }: { state: string; melson: boolean }) {
  const link = officialLinkFor(state);
  const why = melson ? null : notIncludedWhy(state);
  return (
    <div className="alert alert--info" data-testid="cs-no-formula">
      <p>
        {melson
          ? `${state}’s guideline uses the Melson formula, which this tool does not include.`
          : `${state}’s guideline uses a schedule table that this tool does not yet include, so only the quick estimate is shown.`}
      </p>
      {why ? <p data-testid="cs-not-included-why">{why}</p> : null}
      <p>
        For the real figure, use{' '}
        <NewTabLink href={link.url} testId="cs-official-link">
          {link.label}
        </NewTabLink>
        .
      </p>
    </div>
  );
}

export function GuidelineSection({ g, shown }: { g: StateGuideline; shown: Guided }) {
  return (
    <div data-testid="cs-guideline">
      {shown === null ? (
        <p className="muted">
          Enter the incomes and the overnights, then press Calculate to see the {g.state} guideline worked step by step.
        </p>
      ) : shown.kind === 'needs-overnights' ? (
        <p className="alert alert--info" data-testid="cs-needs-overnights">
          To see the {g.state} guideline, enter how many overnights the children spend with each of you.
        </p>
      ) : shown.kind === 'fix' ? (
        <p className="alert alert--warning" data-testid="cs-guideline-fix">
          Some fields need a fix (see the messages under them) before the {g.state} guideline can be worked out.
        </p>
      ) : (
        <Worksheet g={g} r={shown.result} input={shown.input} />
      )}
      <p className="cs-source" data-testid="cs-source">
        Source: {g.law}. Figures used: {g.effective}. Checked on {formatUsDate(g.checked)}.{' '}
        <NewTabLink href={g.sourceUrl}>Read the rule</NewTabLink> ·{' '}
        <NewTabLink href={g.calculatorUrl}>{g.state}’s official calculator or guide</NewTabLink>
      </p>
      {g.caveat ? (
        <p className="field__hint" data-testid="cs-caveat">
          {g.caveat}
        </p>
      ) : null}
    </div>
  );
}

/** Builds the worksheet PDF on this device (in a worker) and hands it to the browser's downloads. */
function WorksheetPdfButton({ g, r, input }: { g: StateGuideline; r: GuidelineResult; input: GuidelineInput }) {
  useWarmDraftPdf();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setStatus('Building the worksheet PDF on this device…');
    try {
      const [blob, { saveBlob }] = await Promise.all([buildDraftPdf(worksheetDraft(g, input, r)), import('../../lib/pdf')]);
      const name = saveBlob(blob, worksheetFilename(g.state));
      setStatus(`The worksheet PDF is ready: ${name}.`);
    } catch (err) {
      setStatus('The PDF could not be built. What you typed is unchanged.');
      toast({
        title: 'Could Not Build the PDF',
        description: `The worksheet could not be created on this device. Please try again. ${errorMessage(err)}`.trim(),
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
        Download the worksheet (PDF)
      </button>
      <p className="field__hint" role="status" data-testid="cs-worksheet-pdf-status">
        {status || 'A PDF of this worksheet to bring to a mediator or lawyer, made on this device.'}
      </p>
    </div>
  );
}

function Worksheet({ g, r, input }: { g: StateGuideline; r: GuidelineResult; input: GuidelineInput }) {
  const headline =
    r.payer === null
      ? 'Nobody pays: the amounts cancel out.'
      : r.payer === 'you'
        ? 'You pay the other parent'
        : 'The other parent pays you';
  return (
    <div className="card" data-testid="cs-guideline-result">
      <p>
        {headline}
        {r.payer === null ? null : (
          <>
            {' '}
            <span className="cs-transfer" data-testid="cs-guideline-amount">
              {formatCents(r.monthly)}
            </span>{' '}
            a month
          </>
        )}
      </p>
      <p className="field__hint" data-testid="cs-guideline-method">
        Method: {r.method} ({g.incomeBasis} income).
      </p>
      <table className="cs-worksheet" data-testid="cs-worksheet">
        <caption>Worksheet, line by line</caption>
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
  return p === 'Parent 1' ? 'Parent 1 (you)' : 'Parent 2 (the other parent)';
}

export function ResultPanel({
  r,
  count,
  overnights,
  rough,
}: {
  r: EstimateResult;
  count: number;
  overnights: { you: number; other: number } | null;
  /** A state guideline is shown above: this figure is only the rough rule of thumb beside it. */
  rough: boolean;
}) {
  const unknown = 'Not known yet: enter the overnights';
  const rows: Array<[string, string, string]> = [
    [
      'Model',
      `${r.modelLabel} (${r.state}, ${count === 4 ? '4 or more children' : count === 1 ? '1 child' : `${count} children`})`,
      'model',
    ],
    ['Base obligation', formatCents(r.baseObligation), 'base'],
    ['Parent 1 (you) obligation', formatCents(r.parent1Obligation), 'p1-obligation'],
    ['Parent 2 (the other parent) obligation', formatCents(r.parent2Obligation), 'p2-obligation'],
    ['Parent 1 (you) income share', formatPercent(r.parent1SharePercent), 'p1-share'],
    ['Parent 2 (the other parent) income share', formatPercent(r.parent2SharePercent), 'p2-share'],
    ['Paying parent', r.payingParent ?? unknown, 'paying'],
    ['Receiving parent', r.receivingParent ?? unknown, 'receiving'],
  ];
  const label = rough ? 'Rough rule of thumb, not the guideline' : 'Rough estimate';
  return (
    <div className={`card${rough ? ' cs-rough' : ''}`} data-testid="cs-result">
      {r.payingParent !== null && r.receivingParent !== null && r.transferAmount !== null ? (
        <p data-testid="cs-headline">
          {label}: {parentName(r.payingParent)} pays {parentName(r.receivingParent)}{' '}
          <span className="cs-transfer" data-testid="cs-transfer">
            {formatCents(r.transferAmount)}
          </span>{' '}
          a month.
        </p>
      ) : (
        <p data-testid="cs-headline">
          {label}: if you pay, <span data-testid="cs-if-you">{formatCents(r.ifYouPay)}</span> a month; if the other parent pays,{' '}
          <span data-testid="cs-if-other">
            {r.ifOtherPays === null ? 'enter their income to see it' : `${formatCents(r.ifOtherPays)} a month`}
          </span>
          .
        </p>
      )}
      <p className="field__hint" data-testid="cs-payer-reason">
        {payerReason(r, overnights)}
      </p>
      <dl>
        {rows.map(([label, value, key]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd data-testid={`cs-${key}`}>{value}</dd>
          </div>
        ))}
        <dt>Transfer amount</dt>
        <dd data-testid="cs-transfer-row">
          {r.transferAmount === null ? unknown : `${formatCents(r.transferAmount)} per month`}
        </dd>
        <dt>Formula used</dt>
        <dd data-testid="cs-formula">{r.formulaUsed}</dd>
      </dl>
    </div>
  );
}
