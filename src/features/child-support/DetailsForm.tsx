/** The estimator's form: the state, the incomes, children and overnights, and the costs the state's guideline asks about. */
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Field } from '../../ui/Field';
import { JURISDICTIONS, MODEL_LABELS, type SupportModel } from './estimate';
import type { StateGuideline } from './guideline';
import type { FieldErrors, FieldName, FormOptions, GuidelineFields } from './form';
import { OvernightsChoice, type OvernightsSource, type Recorded } from './OvernightsChoice';

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
            <select {...control} name={payerName} value={fields[payerName]} onChange={(e) => onPayer(payerName, e.target.value)}>
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

  return (
    <form ref={formRef} className="card cs-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-h`}>
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
            <select {...control} name="state" value={state} onChange={(e) => onState(e.target.value)}>
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
          <select {...control} value={fields.children} onChange={(e) => onChildren(Number(e.target.value))}>
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
        {recorded ? <OvernightsChoice id={id} recorded={recorded} source={source} onSource={onSource} /> : null}
        {fromSchedule && !source ? (
          <p className="field__hint" data-testid="cs-overnights-source">
            Filled in from your parenting-time schedule: {fromSchedule.you} overnights with you and {fromSchedule.other} with the
            other parent. You can change them.
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
  );
}
