import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { toast } from '../../state/toast';
import { formatCents } from '../../lib/money';
import { estimate, JURISDICTIONS, modelFor, PARENT_NAME, type EstimateResult } from './estimate';
import { guidelineFor, guidelineStatesText } from '../../content/child-support/guidelines';
import {
  formOptionsFor,
  overnightsFromQuery,
  parseGuidelineFields,
  prefillFromQuery,
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
import { useMessages, type Translate } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import { csMessages } from './csMessages';
import * as m from '../../content/messages/child-support/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';

/** Both overnight counts when both are whole numbers, else null (the quick estimate then names no payer). */
function overnightsOf(f: GuidelineFields): { you: number; other: number } | null {
  const you = parseOvernights(f.overnightsYou);
  const other = parseOvernights(f.overnightsOther);
  return you === null || other === null ? null : { you, other };
}

function guidedToast(state: string, r: { payer: 'you' | 'other' | null; monthly: number }, t: Translate): string {
  const inputs = { state: t(state), amount: formatCents(r.monthly) };
  if (r.payer === null) return t(m.toast_nobody, inputs);
  return t(r.payer === 'you' ? m.toast_you_pay : m.toast_other_pays, inputs);
}

function quickToast(r: EstimateResult, t: Translate): string {
  if (r.payer === null || r.transferAmount === null)
    return r.ifOtherPays === null
      ? t(m.toast_rough_unknown, { yours: formatCents(r.ifYouPay) })
      : t(m.toast_rough_unknown2, { yours: formatCents(r.ifYouPay), other: formatCents(r.ifOtherPays) });
  const equal = r.payerBasis === 'equal-overnights';
  const message =
    r.payer === 'you'
      ? equal
        ? m.toast_rough_you_equal
        : m.toast_rough_you_fewer
      : equal
        ? m.toast_rough_other_equal
        : m.toast_rough_other_fewer;
  return t(message, { amount: formatCents(r.transferAmount), parent: t(PARENT_NAME[r.payer]) });
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
  const t = useMessages(csMessages);
  const tools = useMessages(toolsMessages);
  const id = useId();
  const search = useSearch();
  const [fromSchedule] = useState(() => overnightsFromQuery(search));
  // The AI Mediator's link fills in the state and the number of children its documents give.
  const [prefill] = useState(() => prefillFromQuery(search, JURISDICTIONS));
  const [state, setStateValue] = useState(prefill.state);
  const [stateError, setStateError] = useState<string | undefined>(undefined);
  const [fields, setFields] = useState<GuidelineFields>(() => ({
    youIncome: '',
    otherIncome: '',
    children: prefill.children ?? 1,
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
      setStateError(t(m.state_error));
      setQuick(null);
      setGuided(null);
      formRef.current?.querySelector<HTMLElement>('[name="state"]')?.focus();
      return;
    }
    const parsed = parseGuidelineFields(fields, opts, t);
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
    const out = estimate(
      {
        state,
        parent1Income: fields.youIncome,
        parent2Income: fields.otherIncome,
        children: Math.min(fields.children, 4),
        overnights: nights,
      },
      t,
    );
    if (out.kind === 'error') {
      setQuick(null);
      setGuided(null);
      toast({ title: t(out.title), description: t(out.message), variant: 'destructive' });
      return;
    }
    const worked = guideline && parsed.kind === 'ok' ? guideline.compute(parsed.input, t) : null;
    if (guideline) {
      if (worked && parsed.kind === 'ok') setGuided({ kind: 'result', state, result: worked, input: parsed.input });
      else setGuided({ kind: parsed.kind === 'errors' ? 'fix' : 'needs-overnights', state });
    } else {
      setGuided(null);
    }
    if (out.kind === 'melson') {
      setQuick(out);
      toast({ title: t(m.melson), description: out.message, variant: 'info', duration: 8000 });
      return;
    }
    setQuick({ kind: 'result', result: out.result, children: Math.min(fields.children, 4), overnights: nights });
    toast({
      title: t(m.toast_done),
      // Where the state guideline was worked out, it is the figure the toast names.
      description: worked ? guidedToast(state, worked, t) : quickToast(out.result, t),
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
        <h2 id={`${id}-gh`}>{t(m.guideline_heading, { state: t(state) })}</h2>
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
        title={t(m.title)}
        description={t(m.meta_description, { states: guidelineStatesText(t) })}
        path={paths.childSupport}
        keywords={['child support estimator', 'child support guidelines', 'child support by state']}
      />
      <BackLink href={paths.resources}>{tools(tm.back_resources)}</BackLink>
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.lead, { states: guidelineStatesText(t) })}</p>
      <p className="alert alert--warning">{t(m.warning)}</p>

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
          {t(m.stale)}
        </p>
      ) : null}
      {recorded && (quick !== null || guided !== null) ? (
        <p className="alert alert--info" data-testid="cs-overnights-used">
          {t(m.used, { source: source ? sourceText(source, recorded, t) : t(m.typed) })}
        </p>
      ) : null}
      {guideline ? guidelineSection : null}

      <QuickSection
        id={id}
        state={state}
        quick={quick}
        hasGuideline={guideline !== null}
        guideline={guided && guided.kind === 'result' && guided.state === state ? guided.result : null}
      />

      {guideline || state === '' ? null : guidelineSection}

      <Disclaimer />
    </div>
  );
}
