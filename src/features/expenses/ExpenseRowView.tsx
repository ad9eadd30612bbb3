import { memo } from 'react';
import { CATEGORIES, type Category, type Payer } from './settle';
import type { DraftRow } from './sheetDraft';

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
      <div className="exp-cell exp-cell--date">
        <label htmlFor={`${base}-date`}>Date</label>
        <input id={`${base}-date`} type="date" value={row.date} onChange={(e) => onChange(row.id, { date: e.target.value })} />
      </div>
      <div className="exp-cell exp-cell--desc">
        <label htmlFor={`${base}-desc`}>Description</label>
        <input
          id={`${base}-desc`}
          type="text"
          value={row.description}
          placeholder="e.g. School trip"
          onChange={(e) => onChange(row.id, { description: e.target.value })}
        />
      </div>
      <div className="exp-cell exp-cell--amount">
        <label htmlFor={`${base}-amount`}>Amount ($)</label>
        <input
          id={`${base}-amount`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={row.amountText}
          aria-invalid={row.amountInvalid || undefined}
          aria-describedby={row.amountInvalid ? `${base}-amount-err` : undefined}
          onChange={(e) => onAmount(row.id, e.target.value)}
        />
        {row.amountInvalid ? (
          <span id={`${base}-amount-err`} className="field__error">
            Enter an amount of zero or more, like 12.50.
          </span>
        ) : null}
      </div>
      <div className="exp-cell exp-cell--cat">
        <label htmlFor={`${base}-cat`}>Category</label>
        <select
          id={`${base}-cat`}
          value={row.category}
          onChange={(e) => onChange(row.id, { category: e.target.value as Category })}
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="exp-cell exp-cell--payer">
        <label htmlFor={`${base}-payer`}>Paid by</label>
        <select id={`${base}-payer`} value={row.payer} onChange={(e) => onChange(row.id, { payer: e.target.value as Payer })}>
          <option value="p1">{p1Label}</option>
          <option value="p2">{p2Label}</option>
        </select>
      </div>
      <div className="exp-cell exp-cell--paid">
        <label htmlFor={`${base}-paid`}>Settled</label>
        <select
          id={`${base}-paid`}
          value={row.paid ? 'Yes' : 'No'}
          onChange={(e) => onChange(row.id, { paid: e.target.value === 'Yes' })}
        >
          <option value="No">No</option>
          <option value="Yes">Yes</option>
        </select>
      </div>
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
