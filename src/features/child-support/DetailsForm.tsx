/** The estimator's form: the state, the incomes, children and overnights, and the costs the state's guideline asks about. */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Field } from '../../ui/Field';
import { JURISDICTIONS, MODEL_LABELS, type SupportModel } from './estimate';
import type { StateGuideline } from '../../content/child-support/guideline';
import type { FieldErrors, FieldName, FormOptions, GuidelineFields } from './form';
import { OvernightsChoice, type OvernightsSource, type Recorded } from './OvernightsChoice';
import { useMessages } from '../../ui/i18n';
import { csMessages } from './csMessages';
import * as m from '../../content/messages/child-support/compiled/en.js';

export type PaidByName = 'childCarePaidBy' | 'healthInsurancePaidBy' | 'extraordinaryMedicalPaidBy';

/** Children choices: the quick estimate counts 4 and more as "4 or more"; the guidelines go further. */
const CHILD_CHOICES = [1, 2, 3, 4, 5, 6] as const;

interface DetailsFormProps {
  id: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (e: FormEvent) => void;
  state: string;
  stateError: string | undefined;
  onState: (value: string) => void;
  model: SupportModel;
  guideline: StateGuideline | null;
  opts: FormOptions;
  fields: GuidelineFields;
  errors: FieldErrors;
  fromSchedule: { you: string; other: string } | null;
  /** Scheduled and actual overnights from the vault, when there is an actual to offer. */
  recorded: Recorded | null;
  source: OvernightsSource | null;
  onSource: (source: OvernightsSource) => void;
  set: (name: FieldName, value: string) => void;
  onChildren: (children: number) => void;
  onPayer: (payerName: PaidByName, value: string) => void;
}

export function DetailsForm({
  id,
  formRef,
  onSubmit,
  state,
  stateError,
  onState,
  model,
  guideline,
  opts,
  fields,
  errors,
  fromSchedule,
  recorded,
  source,
  onSource,
  set,
  onChildren,
  onPayer,
}: DetailsFormProps) {
  const t = useMessages(csMessages);
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
              {t(m.who_pays)}
              <span className="visually-hidden"> ({t(what)})</span>
            </>
          }
        >
          {(control) => (
            <select {...control} name={payerName} value={fields[payerName]} onChange={(e) => onPayer(payerName, e.target.value)}>
              <option value="you">{t(m.you_opt)}</option>
              <option value="other">{t(m.other_opt)}</option>
            </select>
          )}
        </Field>
      ) : null}
    </div>
  );

  const incomeHint = guideline ? t(m.income_hint_same, { hint: t(guideline.incomeHint) }) : t(m.income_hint_gross);
  const stateName = t(state);

  return (
    <form ref={formRef} className="card cs-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t(m.details)}</h2>
      <Field
        id={`${id}-state`}
        label={t(m.state)}
        error={stateError}
        errorId={`${id}-state-err`}
        errorTestId="cs-error-state"
        announce={false}
      >
        {(control) => (
          <>
            <select {...control} name="state" value={state} onChange={(e) => onState(e.target.value)}>
              <option value="">{t(m.choose_state)}</option>
              {JURISDICTIONS.map((s) => (
                <option key={s} value={s}>
                  {t(s)}
                </option>
              ))}
            </select>
            {state === '' ? null : (
              <>
                <span className="field__hint" data-testid="cs-model-hint">
                  {t(m.model_hint, { state: stateName, model: t(MODEL_LABELS[model]) })}
                </span>
                <span className="field__hint" data-testid="cs-guideline-hint">
                  {guideline
                    ? t(guideline.incomeBasis === 'gross' ? m.guideline_hint_gross : m.guideline_hint_net, { state: stateName })
                    : t(m.rough_only, { state: stateName })}
                </span>
              </>
            )}
          </>
        )}
      </Field>
      {model === 'melson' ? (
        <p className="alert alert--info" data-testid="cs-melson-note">
          {t(m.melson_note, { state: stateName })}
        </p>
      ) : null}
      {field('youIncome', t(m.your_income), incomeHint)}
      {field('otherIncome', t(m.other_income), model === 'percentage' ? t(m.percentage_hint, { state: stateName }) : undefined)}
      <Field id={`${id}-kids`} label={t(m.children_count)} hint={t(m.children_hint)}>
        {(control) => (
          <select {...control} value={fields.children} onChange={(e) => onChildren(Number(e.target.value))}>
            {CHILD_CHOICES.map((n) => (
              <option key={n} value={n}>
                {n === 6 ? t(m.six_more) : n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="cs-fieldset">
        <legend>{t(m.overnights_legend)}</legend>
        {recorded ? <OvernightsChoice id={id} recorded={recorded} source={source} onSource={onSource} /> : null}
        {fromSchedule && !source ? (
          <p className="field__hint" data-testid="cs-overnights-source">
            {t(m.from_schedule, { yours: fromSchedule.you, other: fromSchedule.other })}
          </p>
        ) : (
          <p className="field__hint">{t(m.overnights_hint)}</p>
        )}
        <div className="cs-pair">
          {field('overnightsYou', t(m.nights_you), undefined, { whole: true })}
          {field('overnightsOther', t(m.nights_other), undefined, { whole: true })}
        </div>
      </fieldset>
      {opts.childCare
        ? cost(
            'childCare',
            'childCarePaidBy',
            t(m.child_care),
            t(guideline?.asks?.childCare ?? m.child_care_hint),
            m.child_care_what,
          )
        : null}
      {opts.healthInsurance
        ? cost(
            'healthInsurance',
            'healthInsurancePaidBy',
            t(m.health),
            t(guideline?.asks?.healthInsurance ?? m.health_hint),
            m.health_what,
          )
        : null}
      {opts.extraordinaryMedical
        ? cost(
            'extraordinaryMedical',
            'extraordinaryMedicalPaidBy',
            t(m.medical),
            guideline?.asks?.extraordinaryMedical ? t(guideline.asks.extraordinaryMedical) : '',
            m.medical_what,
          )
        : null}
      {guideline?.usesLocalTax ? (
        <>
          {field('youLocalTax', t(m.local_tax_you), t(m.local_tax_hint))}
          {field('otherLocalTax', t(m.local_tax_other))}
        </>
      ) : null}
      <div className="btn-row">
        <button type="submit" className="btn">
          {t(m.calculate)}
        </button>
      </div>
    </form>
  );
}
