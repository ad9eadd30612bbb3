import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { toast } from '../../state/toast';
import { formatCents } from '../../lib/money';
import { estimate, JURISDICTIONS, modelFor, PARENT_NAME, type EstimateResult } from './estimate';
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
import { GuidelineSection, NoFormula, type Guided } from './Results';
import { DetailsForm, type PaidByName } from './DetailsForm';
import { QuickSection, type Quick } from './QuickSection';
import { sourceText, useRecordedOvernights, type OvernightsSource } from './OvernightsChoice';
import './child-support.css';
import { BackLink } from '../../ui/BackLink';
import * as paths from '../../lib/paths';

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
  // Scheduled or actual overnights from the vault (docs/child-support.md): which one fills
  // the two boxes; typing in them by hand makes it neither.
  const recorded = useRecordedOvernights();
  const [source, setSource] = useState<OvernightsSource | null>(null);
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
    if (name === 'overnightsYou' || name === 'overnightsOther') setSource(null);
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

  const pickSource = (s: OvernightsSource) => {
    if (!recorded) return;
    setSource(s);
    setFields((f) => ({ ...f, overnightsYou: String(recorded[s].you), overnightsOther: String(recorded[s].other) }));
    setErrors((e) => ({ ...e, overnightsYou: undefined, overnightsOther: undefined }));
    changed();
  };

  const setChildren = (children: number) => {
    setFields((f) => ({ ...f, children }));
    changed();
  };

  const setPayer = (payerName: PaidByName, value: string) => {
    setFields((f) => ({ ...f, [payerName]: value === 'other' ? 'other' : 'you' }));
    changed();
  };

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

      <DetailsForm
        id={id}
        formRef={formRef}
        onSubmit={submit}
        state={state}
        stateError={stateError}
        onState={setState}
        model={model}
        guideline={guideline}
        opts={opts}
        fields={fields}
        errors={errors}
        fromSchedule={fromSchedule}
        recorded={recorded}
        source={source}
        onSource={pickSource}
        set={set}
        onChildren={setChildren}
        onPayer={setPayer}
      />

      {stale ? (
        <p className="alert alert--info" data-testid="cs-stale" role="status">
          You changed the form, so the earlier result is no longer shown. Press Calculate to see the new one.
        </p>
      ) : null}
      {recorded && (quick !== null || guided !== null) ? (
        <p className="alert alert--info" data-testid="cs-overnights-used">
          Overnights used: {source ? sourceText(source, recorded) : 'the numbers you typed'}.
        </p>
      ) : null}
      {guideline ? guidelineSection : null}

      <QuickSection id={id} state={state} quick={quick} hasGuideline={guideline !== null} />

      {guideline || state === '' ? null : guidelineSection}

      <Disclaimer />
    </div>
  );
}
