import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../ui/Field';
import { useSearch } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { toast } from '../../state/toast';
import { formatCents } from '../../lib/money';
import { DEFAULT_STATE, estimate, JURISDICTIONS, MODEL_LABELS, modelFor, type EstimateResult } from './estimate';
import { guidelineFor } from './guidelines';
import { overnightsFromQuery, parseGuidelineFields, type FieldErrors, type FieldName, type GuidelineFields } from './form';
import { GuidelineSection, NoFormula, ResultPanel, type Guided } from './Results';
import './child-support.css';
import { BackLink } from '../../ui/BackLink';
import { AccordionItem } from '../../ui/Accordion';
import * as paths from '../../lib/paths';

type Quick =
  { kind: 'result'; result: EstimateResult; children: number } | { kind: 'melson'; state: string; message: string } | null;

/** Children choices: the quick estimate counts 4 and more as "4 or more"; the guidelines go further. */
const CHILD_CHOICES = [1, 2, 3, 4, 5, 6] as const;

const FIELD_ORDER: FieldName[] = [
  'youIncome',
  'otherIncome',
  'overnightsYou',
  'overnightsOther',
  'childCare',
  'healthInsurance',
  'youLocalTax',
  'otherLocalTax',
];

/** Child Support Estimator: the quick estimate (docs/product-rules.md) plus the state's guideline where it is a short formula. Needs no storage. */
export default function ChildSupportPage() {
  const id = useId();
  const search = useSearch();
  const [fromSchedule] = useState(() => overnightsFromQuery(search));
  const [state, setState] = useState(DEFAULT_STATE);
  const [fields, setFields] = useState<GuidelineFields>(() => ({
    youIncome: '',
    otherIncome: '',
    children: 1,
    overnightsYou: fromSchedule?.you ?? '',
    overnightsOther: fromSchedule?.other ?? '',
    childCare: '',
    healthInsurance: '',
    youLocalTax: '',
    otherLocalTax: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [quick, setQuick] = useState<Quick>(null);
  const [guided, setGuided] = useState<Guided>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const model = modelFor(state);
  const guideline = guidelineFor(state);
  const otherDisabled = model === 'percentage' && guideline === null;

  const set = (name: FieldName, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const opts = {
      childCare: guideline?.usesChildCare ?? false,
      healthInsurance: guideline?.usesHealthInsurance ?? false,
      localTax: guideline?.usesLocalTax ?? false,
    };
    const parsed = parseGuidelineFields(fields, opts);
    let fieldErrors: FieldErrors = parsed.kind === 'errors' ? parsed.errors : {};
    if (!guideline) {
      // Without a guideline only the incomes the quick estimate reads can be wrong.
      fieldErrors = { youIncome: fieldErrors.youIncome, otherIncome: otherDisabled ? undefined : fieldErrors.otherIncome };
    }
    setErrors(fieldErrors);
    const firstBad = FIELD_ORDER.find((n) => fieldErrors[n]);
    if (firstBad) formRef.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();

    const out = estimate({
      state,
      parent1Income: fields.youIncome,
      parent2Income: fields.otherIncome,
      children: Math.min(fields.children, 4),
    });
    if (out.kind === 'error') {
      setQuick(null);
      setGuided(null);
      toast({ title: out.title, description: out.message, variant: 'destructive' });
      return;
    }
    if (guideline) {
      if (parsed.kind === 'ok') setGuided({ kind: 'result', state, result: guideline.compute(parsed.input) });
      else setGuided({ kind: parsed.kind === 'errors' ? 'fix' : 'needs-overnights', state });
    } else {
      setGuided(null);
    }
    if (out.kind === 'melson') {
      setQuick(out);
      toast({ title: 'Melson Formula', description: out.message, variant: 'info', duration: 8000 });
      return;
    }
    setQuick({ kind: 'result', result: out.result, children: Math.min(fields.children, 4) });
    toast({
      title: 'Calculation Complete!',
      description: `Estimated monthly transfer: ${formatCents(out.result.transferAmount)}.`,
      variant: 'success',
    });
  };

  const field = (name: FieldName, label: string, hint?: ReactNode, extra?: { disabled?: boolean; whole?: boolean }) => {
    const err = errors[name];
    return (
      <Field
        id={`${id}-${name}`}
        className={`field${err ? ' field--invalid' : ''}`}
        label={label}
        hint={hint || undefined}
        error={err}
        errorId={`${id}-${name}-err`}
        errorTestId={`cs-error-${name}`}
        announce={false}
      >
        {(control) => (
          <input
            {...control}
            name={name}
            type="text"
            inputMode={extra?.whole ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={fields[name] as string}
            disabled={extra?.disabled}
            onChange={(ev) => set(name, ev.target.value)}
          />
        )}
      </Field>
    );
  };

  const incomeHint = guideline
    ? `${guideline.incomeHint} The quick estimate uses the same figure.`
    : 'Gross monthly income, before tax.';

  return (
    <div className="container page">
      <PageMeta
        title="Child Support Estimator"
        description="A quick child support estimate for every state, and the real guideline calculation for New York, Texas, Wisconsin, California, Mississippi, Nevada and Alaska, step by step."
        path={paths.childSupport}
        keywords={['child support estimator', 'child support guidelines', 'child support by state']}
      />
      <BackLink href={paths.resources}>Back to Resources</BackLink>
      <h1>Child Support Estimator</h1>
      <p className="lead">
        A quick estimate for every state, and for New York, Texas, Wisconsin, California, Mississippi, Nevada and Alaska the
        state’s own guideline formula, worked step by step. Nothing you type here is saved or sent anywhere.
      </p>
      <p className="alert alert--warning">
        This is an estimate to help you prepare, not the amount a court will order. Courts also weigh things this page does not
        ask about. Use your state’s official calculator or ask a family law attorney for the real figure.
      </p>

      <form ref={formRef} className="card cs-form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>Your details</h2>
        <Field id={`${id}-state`} label="State">
          {(control) => (
            <>
              <select {...control} value={state} onChange={(e) => setState(e.target.value)}>
                {JURISDICTIONS.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              <span className="field__hint" data-testid="cs-model-hint">
                Model used in {state}: {MODEL_LABELS[model]}
              </span>
              <span className="field__hint" data-testid="cs-guideline-hint">
                {guideline
                  ? `${state}: quick estimate and the state guideline (${guideline.incomeBasis} income).`
                  : `${state}: quick estimate only; its guideline is not included here.`}
              </span>
            </>
          )}
        </Field>
        {model === 'melson' ? (
          <p className="alert alert--info" data-testid="cs-melson-note">
            {state} uses the Melson Formula, which is highly complex and needs legal consultation. This tool cannot estimate it;
            please consult a family law attorney in {state}.
          </p>
        ) : null}
        {field('youIncome', 'Your monthly income ($)', incomeHint)}
        {field(
          'otherIncome',
          'The other parent’s monthly income ($)',
          otherDisabled
            ? `Not used: the quick estimate for ${state} counts only your income (percentage of income model), and this page has no ${state} guideline.`
            : model === 'percentage'
              ? `The quick estimate for ${state} ignores this figure; the guideline uses it to work out who pays.`
              : undefined,
          { disabled: otherDisabled },
        )}
        <Field id={`${id}-kids`} label="Number of children" hint="The quick estimate counts 4 or more children as 4.">
          {(control) => (
            <select
              {...control}
              value={fields.children}
              onChange={(e) => setFields((f) => ({ ...f, children: Number(e.target.value) }))}
            >
              {CHILD_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {n === 6 ? '6 or more' : n}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="cs-fieldset">
          <legend>Overnights per year</legend>
          {fromSchedule ? (
            <p className="field__hint" data-testid="cs-overnights-source">
              Filled in from your parenting-time schedule: {fromSchedule.you} overnights with you and {fromSchedule.other} with
              the other parent. You can change them.
            </p>
          ) : (
            <p className="field__hint">
              How many nights a year the children sleep at each home. Leave both empty for the quick estimate only.
            </p>
          )}
          <div className="cs-pair">
            {field('overnightsYou', 'Overnights with you', undefined, { whole: true })}
            {field('overnightsOther', 'Overnights with the other parent', undefined, { whole: true })}
          </div>
        </fieldset>
        {guideline?.usesChildCare
          ? field(
              'childCare',
              'Monthly child-care cost ($), optional',
              'Child care needed so a parent can work or study. Leave empty if none.',
            )
          : null}
        {guideline?.usesHealthInsurance
          ? field(
              'healthInsurance',
              'Monthly health insurance for the children ($), optional',
              'The part of the premium that covers the children.',
            )
          : null}
        {guideline?.usesLocalTax ? (
          <>
            {field(
              'youLocalTax',
              'Your monthly New York City or Yonkers income tax ($), optional',
              'Only if you pay it; New York takes it off income.',
            )}
            {field('otherLocalTax', 'The other parent’s monthly New York City or Yonkers income tax ($), optional')}
          </>
        ) : null}
        <div className="btn-row">
          <button type="submit" className="btn">
            Calculate
          </button>
        </div>
      </form>

      <section className="cs-result" aria-live="polite" aria-labelledby={`${id}-qh`}>
        <h2 id={`${id}-qh`}>Quick estimate (simplified rule of thumb)</h2>
        {quick === null ? (
          <p className="muted" data-testid="cs-empty">
            Enter the incomes and press Calculate to see an estimate.
          </p>
        ) : quick.kind === 'melson' ? (
          <p className="alert alert--info" data-testid="cs-melson-result">
            {quick.message}
          </p>
        ) : (
          <ResultPanel r={quick.result} count={quick.children} />
        )}
        <AccordionItem className="cs-ignores" summary="What the quick estimate ignores">
          <ul>
            <li>How many overnights the children spend with each parent.</li>
            <li>Health insurance, child care and other costs for the children.</li>
            <li>Taxes, and whether your state starts from gross or net income.</li>
            <li>Income caps, low-income rules and minimum amounts.</li>
            <li>Other children either parent supports.</li>
            <li>Who earns more: it always shows you (Parent 1) paying the other parent (Parent 2).</li>
          </ul>
        </AccordionItem>
      </section>

      <section className="cs-result" aria-labelledby={`${id}-gh`}>
        <h2 id={`${id}-gh`}>{state} guideline</h2>
        {guideline ? (
          <GuidelineSection g={guideline} shown={guided && guided.state === state ? guided : null} />
        ) : (
          <NoFormula state={state} melson={model === 'melson'} />
        )}
      </section>

      <Disclaimer />
    </div>
  );
}
