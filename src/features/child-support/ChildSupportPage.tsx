import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { toast } from '../../ui/toast';
import { formatCents } from '../../lib/money';
import {
  CHILD_COUNTS,
  DEFAULT_STATE,
  estimate,
  formatPercent,
  JURISDICTIONS,
  MODEL_LABELS,
  modelFor,
  type EstimateResult,
} from './estimate';
import './child-support.css';

type Shown = { kind: 'result'; result: EstimateResult; children: number } | { kind: 'melson'; state: string; message: string } | null;

/** Child Support Estimator: a rough, simplified estimate. Needs no storage. */
export default function ChildSupportPage() {
  const id = useId();
  const [state, setState] = useState(DEFAULT_STATE);
  const [p1, setP1] = useState('');
  const [p2, setP2] = useState('');
  const [children, setChildren] = useState(1);
  const [shown, setShown] = useState<Shown>(null);
  const model = modelFor(state);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const out = estimate({ state, parent1Income: p1, parent2Income: p2, children });
    if (out.kind === 'error') {
      setShown(null);
      toast({ title: out.title, description: out.message, variant: 'destructive' });
      return;
    }
    if (out.kind === 'melson') {
      setShown(out);
      toast({ title: 'Melson Formula', description: out.message, variant: 'info', duration: 8000 });
      return;
    }
    setShown({ kind: 'result', result: out.result, children });
    toast({
      title: 'Calculation Complete!',
      description: `Estimated monthly transfer: ${formatCents(out.result.transferAmount)}.`,
      variant: 'success',
    });
  };

  return (
    <div className="container page">
      <PageMeta
        title="Child Support Estimator"
        description="Estimate monthly child support with the simplified income shares and percentage-of-income models for all 50 states and DC."
        path="/resources/understanding-child-support"
        keywords={['child support estimator', 'income shares', 'child support by state']}
      />
      <p>
        <Link href="/resources" className="btn btn--ghost btn--small">
          <span aria-hidden="true">←</span> Back to Resources
        </Link>
      </p>
      <h1>Child Support Estimator</h1>
      <p className="lead">
        A quick, simplified estimate of monthly child support. Nothing you type here is saved or sent anywhere.
      </p>
      <p className="alert alert--warning">
        This uses simplified rates, not your state’s official guideline worksheet. Real orders also weigh parenting time, health insurance,
        child care and other factors. Use your state’s official calculator or ask a family law attorney for the real figure.
      </p>

      <form className="card cs-form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>Your details</h2>
        <div className="field">
          <label htmlFor={`${id}-state`}>State</label>
          <select id={`${id}-state`} value={state} onChange={(e) => setState(e.target.value)}>
            {JURISDICTIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <span className="field__hint" data-testid="cs-model-hint">
            Model used in {state}: {MODEL_LABELS[model]}
          </span>
        </div>
        {model === 'melson' ? (
          <p className="alert alert--info" data-testid="cs-melson-note">
            {state} uses the Melson Formula, which is highly complex and needs legal consultation. This tool cannot estimate it; please consult
            a family law attorney in {state}.
          </p>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-p1`}>Parent 1 monthly gross income ($)</label>
          <input
            id={`${id}-p1`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={p1}
            onChange={(e) => setP1(e.target.value)}
          />
          <span className="field__hint">Parent 1 is the parent who would pay support.</span>
        </div>
        <div className="field">
          <label htmlFor={`${id}-p2`}>Parent 2 monthly gross income ($)</label>
          <input
            id={`${id}-p2`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={p2}
            disabled={model === 'percentage'}
            aria-describedby={model === 'percentage' ? `${id}-p2hint` : undefined}
            onChange={(e) => setP2(e.target.value)}
          />
          {model === 'percentage' ? (
            <span id={`${id}-p2hint`} className="field__hint">
              Not used: {state} bases support on Parent 1’s income only (percentage of income model).
            </span>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-kids`}>Number of children</label>
          <select id={`${id}-kids`} value={children} onChange={(e) => setChildren(Number(e.target.value))}>
            {CHILD_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n === 4 ? '4 or more' : n}
              </option>
            ))}
          </select>
        </div>
        <div className="btn-row">
          <button type="submit" className="btn">
            Calculate
          </button>
        </div>
      </form>

      <section className="cs-result" aria-live="polite" aria-labelledby={`${id}-rh`}>
        <h2 id={`${id}-rh`}>Estimate</h2>
        {shown === null ? (
          <p className="muted" data-testid="cs-empty">
            Enter the incomes and press Calculate to see an estimate.
          </p>
        ) : shown.kind === 'melson' ? (
          <p className="alert alert--info" data-testid="cs-melson-result">
            {shown.message}
          </p>
        ) : (
          <ResultPanel r={shown.result} count={shown.children} />
        )}
      </section>

      <div className="alert alert--info">
        <Disclaimer />
      </div>
    </div>
  );
}

function ResultPanel({ r, count }: { r: EstimateResult; count: number }) {
  const rows: Array<[string, string, string]> = [
    ['Model', `${r.modelLabel} (${r.state}, ${count === 4 ? '4 or more children' : count === 1 ? '1 child' : `${count} children`})`, 'model'],
    ['Base obligation', formatCents(r.baseObligation), 'base'],
    ['Parent 1 obligation', formatCents(r.parent1Obligation), 'p1-obligation'],
    ['Parent 2 obligation', formatCents(r.parent2Obligation), 'p2-obligation'],
    ['Parent 1 income share', formatPercent(r.parent1SharePercent), 'p1-share'],
    ['Parent 2 income share', formatPercent(r.parent2SharePercent), 'p2-share'],
    ['Paying parent', r.payingParent, 'paying'],
    ['Receiving parent', r.receivingParent, 'receiving'],
  ];
  return (
    <div className="card" data-testid="cs-result">
      <p>
        Estimated monthly transfer from {r.payingParent} to {r.receivingParent}:{' '}
        <span className="cs-transfer" data-testid="cs-transfer">
          {formatCents(r.transferAmount)}
        </span>
      </p>
      <dl>
        {rows.map(([label, value, key]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd data-testid={`cs-${key}`}>{value}</dd>
          </div>
        ))}
        <dt>Transfer amount</dt>
        <dd data-testid="cs-transfer-row">{formatCents(r.transferAmount)} per month</dd>
        <dt>Formula used</dt>
        <dd data-testid="cs-formula">{r.formulaUsed}</dd>
      </dl>
    </div>
  );
}
