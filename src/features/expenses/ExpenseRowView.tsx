import { memo } from 'react';
import { CATEGORIES, type Category, type Payer } from './settle';
import type { DraftRow } from './sheetDraft';
import { Field } from '../../ui/Field';

/** Said under an amount that is not a number of zero or more (as it is typed). */
const AMOUNT_PROBLEM = 'Enter an amount of zero or more, like 12.50.';

interface Props {
  row: DraftRow;
  index: number;
  p1Label: string;
  p2Label: string;
  onChange: (id: string, patch: Partial<DraftRow>) => void;
  onAmount: (id: string, text: string) => void;
  onRemove: (id: string) => void;
}

/** One expense. Memoised: typing in one row re-renders that row only. */
export const ExpenseRowView = memo(function ExpenseRowView({
  row,
  index,
  p1Label,
  p2Label,
  onChange,
  onAmount,
  onRemove,
}: Props) {
  const n = index + 1;
  const base = `exp-${row.id}`;
  return (
    <li className="exp-row" data-row-id={row.id} aria-label={`Expense ${n}`}>
      <Field id={`${base}-date`} label="Date" className="exp-cell exp-cell--date">
        {(control) => (
          <input {...control} type="date" value={row.date} onChange={(e) => onChange(row.id, { date: e.target.value })} />
        )}
      </Field>
      <Field id={`${base}-desc`} label="Description" className="exp-cell exp-cell--desc">
        {(control) => (
          <input
            {...control}
            type="text"
            value={row.description}
            placeholder="e.g. School trip"
            onChange={(e) => onChange(row.id, { description: e.target.value })}
          />
        )}
      </Field>
      <Field
        id={`${base}-amount`}
        label="Amount ($)"
        className="exp-cell exp-cell--amount"
        error={row.amountInvalid ? AMOUNT_PROBLEM : null}
        errorId={`${base}-amount-err`}
        announce={false}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={row.amountText}
            onChange={(e) => onAmount(row.id, e.target.value)}
          />
        )}
      </Field>
      <Field id={`${base}-cat`} label="Category" className="exp-cell exp-cell--cat">
        {(control) => (
          <select {...control} value={row.category} onChange={(e) => onChange(row.id, { category: e.target.value as Category })}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${base}-payer`} label="Paid by" className="exp-cell exp-cell--payer">
        {(control) => (
          <select {...control} value={row.payer} onChange={(e) => onChange(row.id, { payer: e.target.value as Payer })}>
            <option value="p1">{p1Label}</option>
            <option value="p2">{p2Label}</option>
          </select>
        )}
      </Field>
      <Field id={`${base}-paid`} label="Settled" className="exp-cell exp-cell--paid">
        {(control) => (
          <select
            {...control}
            value={row.paid ? 'Yes' : 'No'}
            onChange={(e) => onChange(row.id, { paid: e.target.value === 'Yes' })}
          >
            <option value="No">No</option>
            <option value="Yes">Yes</option>
          </select>
        )}
      </Field>
      <div className="exp-cell exp-cell--remove">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={`Remove expense ${n}`}
          onClick={() => onRemove(row.id)}
        >
          Remove
        </button>
      </div>
    </li>
  );
});
