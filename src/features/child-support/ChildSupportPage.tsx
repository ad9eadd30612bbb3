import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../ui/Field';
import { useSearch } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { toast } from '../../state/toast';
import { formatCents } from '../../lib/money';
import { estimate, JURISDICTIONS, MODEL_LABELS, modelFor, PARENT_NAME, type EstimateResult } from './estimate';
import { guidelineFor, guidelineStatesText } from './guidelines';
import {
  formOptionsFor,
  overnightsFromQuery,
  parseGuidelineFields,
  parseOvernights,
  type FieldErrors,
  type FieldName,
  type GuidelineFields,
} from './form';
import { GuidelineSection, NoFormula, ResultPanel, type Guided } from './Results';
import './child-support.css';
import { BackLink } from '../../ui/BackLink';
import { AccordionItem } from '../../ui/Accordion';
import * as paths from '../../lib/paths';

type Quick =
  | { kind: 'result'; result: EstimateResult; children: number; overnights: { you: number; other: number } | null }
  | { kind: 'melson'; state: string; message: string }
  | null;

type PaidByName = 'childCarePaidBy' | 'healthInsurancePaidBy' | 'extraordinaryMedicalPaidBy';

const STATE_FIELD_ERROR = 'Choose your state: the estimate and the guideline depend on it.';

/** Both overnight counts when both are whole numbers, else null (the quick estimate then names no payer). */
function overnightsOf(f: GuidelineFields): { you: number; other: number } | null {
  const you = parseOvernights(f.overnightsYou);
  const other = parseOvernights(f.overnightsOther);
  return you === null || other === null ? null : { you, other };
}

function guidedToast(state: string, r: { payer: 'you' | 'other' | null; monthly: number }): string {
  if (r.payer === null) return `${state} guideline: nobody pays; the amounts cancel out.`;
  return r.payer === 'you'
    ? `${state} guideline: you pay the other parent ${formatCents(r.monthly)} a month.`
    : `${state} guideline: the other parent pays you ${formatCents(r.monthly)} a month.`;
}

function quickToast(r: EstimateResult): string {
  if (r.payer === null || r.transferAmount === null)
    return `Rough estimate: ${formatCents(r.ifYouPay)} a month if you have fewer overnights${r.ifOtherPays === null ? '' : `, ${formatCents(r.ifOtherPays)} if the other parent does`}.`;
  const who = r.payer === 'you' ? 'you pay the other parent' : 'the other parent pays you';
  return `Rough estimate: ${who} ${formatCents(r.transferAmount)} a month (${PARENT_NAME[r.payer]} has ${r.payerBasis === 'equal-overnights' ? 'the same overnights and the higher income' : 'fewer overnights'}).`;
}

/** Children choices: the quick estimate counts 4 and more as "4 or more"; the guidelines go further. */
const CHILD_CHOICES = [1, 2, 3, 4, 5, 6] as const;

const FIELD_ORDER: FieldName[] = [
  'youIncome',
  'otherIncome',
  'overnightsYou',
  'overnightsOther',
  'childCare',
  'healthInsurance',
  'extraordinaryMedical',
  'youLocalTax',
  'otherLocalTax',
];

/** Child Support Estimator: the quick estimate (docs/product-rules.md) plus the state's guideline where it is a short formula. Needs no storage. */
export default function ChildSupportPage() {
  const id = useId();
  const search = useSearch();
  const [fromSchedule] = useState(() => overnightsFromQuery(search));
  const [state, setStateValue] = useState('');
  const [stateError, setStateError] = useState<string | undefined>(undefined);
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
    extraordinaryMedical: '',
    childCarePaidBy: 'you',
    healthInsurancePaidBy: 'you',
    extraordinaryMedicalPaidBy: 'you',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [quick, setQuick] = useState<Quick>(null);
  const [guided, setGuided] = useState<Guided>(null);
  /** A result was shown and the form changed since: it is gone until Calculate is pressed again. */
  const [stale, setStale] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const model = modelFor(state);
  const guideline = guidelineFor(state);
  const opts = formOptionsFor(guideline);

  /** Any change to the form takes the old result off the screen: it no longer matches what is typed. */
  const changed = () => {
    if (quick !== null || guided !== null) setStale(true);
    setQuick(null);
    setGuided(null);
  };

  const set = (name: FieldName, value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
    changed();
  };

  const setState = (value: string) => {
    setStateValue(value);
    setStateError(undefined);
    changed();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setStale(false);
    if (!JURISDICTIONS.includes(state)) {
      setStateError(STATE_FIELD_ERROR);
      setQuick(null);
      setGuided(null);
      formRef.current?.querySelector<HTMLElement>('[name="state"]')?.focus();
      return;
    }
    const parsed = parseGuidelineFields(fields, opts);
    let fieldErrors: FieldErrors = parsed.kind === 'errors' ? parsed.errors : {};
    if (!guideline) {
      // Without a guideline only the incomes the quick estimate reads can be wrong.
      fieldErrors = {
        youIncome: fieldErrors.youIncome,
        otherIncome: model === 'percentage' ? undefined : fieldErrors.otherIncome,
      };
    }
    setErrors(fieldErrors);
    const firstBad = FIELD_ORDER.find((n) => fieldErrors[n]);
    if (firstBad) formRef.current?.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();

    const nights = overnightsOf(fields);
    const out = estimate({
      state,
      parent1Income: fields.youIncome,
      parent2Income: fields.otherIncome,
      children: Math.min(fields.children, 4),
      overnights: nights,
    });
    if (out.kind === 'error') {
      setQuick(null);
      setGuided(null);
      toast({ title: out.title, description: out.message, variant: 'destructive' });
      return;
    }
    const worked = guideline && parsed.kind === 'ok' ? guideline.compute(parsed.input) : null;
    if (guideline) {
      if (worked && parsed.kind === 'ok') setGuided({ kind: 'result', state, result: worked, input: parsed.input });
      else setGuided({ kind: parsed.kind === 'errors' ? 'fix' : 'needs-overnights', state });
    } else {
      setGuided(null);
    }
    if (out.kind === 'melson') {
      setQuick(out);
      toast({ title: 'Melson Formula', description: out.message, variant: 'info', duration: 8000 });
      return;
    }
    setQuick({ kind: 'result', result: out.result, children: Math.min(fields.children, 4), overnights: nights });
    toast({
      title: 'Calculation Complete!',
      // Where the state guideline was worked out, it is the figure the toast names.
      description: worked ? guidedToast(state, worked) : quickToast(out.result),
      variant: 'success',
    });
  };

  const field = (name: FieldName, label: string, hint?: ReactNode, extra?: { whole?: boolean }) => {
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
            value={fields[name] ?? ''}
            onChange={(ev) => set(name, ev.target.value)}
          />
        )}
      </Field>
    );
  };

  /** A cost box, and where the state asks it, which parent pays the provider (that parent is owed the other's share). */
  const cost = (name: FieldName, payerName: PaidByName, label: string, why: string, what: string) => (
    <div className="cs-cost">
      {field(name, label, why)}
      {opts.paidBy ? (
        <Field
          id={`${id}-${payerName}`}
          label={
            <>
              Who pays it<span className="visually-hidden"> ({what})</span>
            </>
          }
        >
          {(control) => (
            <select
              {...control}
              name={payerName}
              value={fields[payerName]}
              onChange={(e) => {
                setFields((f) => ({ ...f, [payerName]: e.target.value === 'other' ? 'other' : 'you' }));
                changed();
              }}
            >
              <option value="you">You</option>
              <option value="other">The other parent</option>
            </select>
          )}
        </Field>
      ) : null}
    </div>
  );

  const incomeHint = guideline
    ? `${guideline.incomeHint} The quick estimate uses the same figure.`
    : 'Gross monthly income, before tax.';

  const guidelineSection =
    state === '' ? null : (
      <section className="cs-result" aria-live="polite" aria-labelledby={`${id}-gh`}>
        <h2 id={`${id}-gh`}>{state} guideline</h2>
        {guideline ? (
          <GuidelineSection g={guideline} shown={guided && guided.state === state ? guided : null} />
        ) : (
          <NoFormula state={state} melson={model === 'melson'} />
        )}
      </section>
    );

  return (
    <div className="container page">
      <PageMeta
        title="Child Support Estimator"
        description={`A quick child support estimate for every state, and the real guideline calculation for ${guidelineStatesText()}, step by step.`}
        path={paths.childSupport}
        keywords={['child support estimator', 'child support guidelines', 'child support by state']}
      />
      <BackLink href={paths.resources}>Back to Resources</BackLink>
      <h1>Child Support Estimator</h1>
      <p className="lead">
        A quick estimate for every state, and for {guidelineStatesText()} the state’s own guideline formula, worked step by step.
        Nothing you type here is saved or sent anywhere.
      </p>
      <p className="alert alert--warning">
        This is an estimate to help you prepare, not the amount a court will order. Courts also weigh things this page does not
        ask about. Use your state’s official calculator or ask a family law attorney for the real figure.
      </p>

      <form ref={formRef} className="card cs-form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>Your details</h2>
        <Field
          id={`${id}-state`}
          label="State"
          error={stateError}
          errorId={`${id}-state-err`}
          errorTestId="cs-error-state"
          announce={false}
        >
          {(control) => (
            <>
              <select {...control} name="state" value={state} onChange={(e) => setState(e.target.value)}>
                <option value="">Choose your state</option>
                {JURISDICTIONS.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
              {state === '' ? null : (
                <>
                  <span className="field__hint" data-testid="cs-model-hint">
                    Model used in {state}: {MODEL_LABELS[model]}
                  </span>
                  <span className="field__hint" data-testid="cs-guideline-hint">
                    {guideline
                      ? `${state}: the state guideline (${guideline.incomeBasis} income), with a rough rule of thumb beside it.`
                      : `${state}: a rough estimate only; its guideline is not included here.`}
                  </span>
                </>
              )}
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
          model === 'percentage'
            ? `The rough estimate for ${state} counts only the paying parent’s income: this figure is used when the other parent pays.`
            : undefined,
        )}
        <Field id={`${id}-kids`} label="Number of children" hint="The quick estimate counts 4 or more children as 4.">
          {(control) => (
            <select
              {...control}
              value={fields.children}
              onChange={(e) => {
                setFields((f) => ({ ...f, children: Number(e.target.value) }));
                changed();
              }}
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
              How many nights a year the children sleep at each home. The parent with fewer overnights is the one who pays.
            </p>
          )}
          <div className="cs-pair">
            {field('overnightsYou', 'Overnights with you', undefined, { whole: true })}
            {field('overnightsOther', 'Overnights with the other parent', undefined, { whole: true })}
          </div>
        </fieldset>
        {opts.childCare
          ? cost(
              'childCare',
              'childCarePaidBy',
              'Monthly child-care cost ($), optional',
              guideline?.asks?.childCare ?? 'Child care needed so a parent can work or study. Leave empty if none.',
              'the child care',
            )
          : null}
        {opts.healthInsurance
          ? cost(
              'healthInsurance',
              'healthInsurancePaidBy',
              'Monthly health insurance for the children ($), optional',
              guideline?.asks?.healthInsurance ?? 'The part of the premium that covers the children.',
              'the health insurance',
            )
          : null}
        {opts.extraordinaryMedical
          ? cost(
              'extraordinaryMedical',
              'extraordinaryMedicalPaidBy',
              'Monthly medical costs insurance does not pay ($), optional',
              guideline?.asks?.extraordinaryMedical ?? '',
              'the medical costs',
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

      {stale ? (
        <p className="alert alert--info" data-testid="cs-stale" role="status">
          You changed the form, so the earlier result is no longer shown. Press Calculate to see the new one.
        </p>
      ) : null}
      {guideline ? guidelineSection : null}

      <section className="cs-result" aria-live="polite" aria-labelledby={`${id}-qh`}>
        <h2 id={`${id}-qh`}>
          {guideline ? `Rough rule of thumb (not the ${state} guideline)` : 'Quick estimate (rough rule of thumb)'}
        </h2>
        {guideline ? (
          <p className="field__hint" data-testid="cs-rough-note">
            A simplified rule of thumb, shown only for comparison. The {state} guideline above is the closer figure.
          </p>
        ) : null}
        {quick === null ? (
          <p className="muted" data-testid="cs-empty">
            {state === ''
              ? 'Choose your state, enter the incomes and press Calculate to see an estimate.'
              : 'Enter the incomes and press Calculate to see an estimate.'}
          </p>
        ) : quick.kind === 'melson' ? (
          <p className="alert alert--info" data-testid="cs-melson-result">
            {quick.message}
          </p>
        ) : (
          <ResultPanel r={quick.result} count={quick.children} overnights={quick.overnights} rough={guideline !== null} />
        )}
        <AccordionItem className="cs-ignores" summary="What the quick estimate ignores">
          <ul>
            <li>How many overnights the children spend with each parent, except to decide who pays.</li>
            <li>Health insurance, child care and other costs for the children.</li>
            <li>Taxes, and whether your state starts from gross or net income.</li>
            <li>Income caps, low-income rules and minimum amounts.</li>
            <li>Other children either parent supports.</li>
          </ul>
        </AccordionItem>
      </section>

      {guideline || state === '' ? null : guidelineSection}

      <Disclaimer />
    </div>
  );
}
