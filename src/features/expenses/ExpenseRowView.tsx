import { memo } from 'react';
import { CATEGORIES, CATEGORY_TEXT, type Category, type Payer } from './settle';
import type { DraftRow } from './sheetDraft';
import { Field } from '../../ui/Field';
import { useMessages } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import * as m from '../../content/messages/expenses/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { expensesMessages } from './expensesMessages';

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
  const t = useMessages(expensesMessages);
  const tools = useMessages(toolsMessages);
  const n = index + 1;
  const base = `exp-${row.id}`;
  return (
    <li className="exp-row" data-row-id={row.id} aria-label={t(m.expense_n, { n })}>
      <Field id={`${base}-date`} label={t(m.date)} className="exp-cell exp-cell--date">
        {(control) => (
          <input {...control} type="date" value={row.date} onChange={(e) => onChange(row.id, { date: e.target.value })} />
        )}
      </Field>
      <Field id={`${base}-desc`} label={t(m.description)} className="exp-cell exp-cell--desc">
        {(control) => (
          <input
            {...control}
            type="text"
            value={row.description}
            placeholder={t(m.desc_placeholder)}
            onChange={(e) => onChange(row.id, { description: e.target.value })}
          />
        )}
      </Field>
      <Field
        id={`${base}-amount`}
        label={t(m.amount_usd)}
        className="exp-cell exp-cell--amount"
        error={row.amountInvalid ? t(m.amount_problem) : null}
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
      <Field id={`${base}-cat`} label={t(m.category)} className="exp-cell exp-cell--cat">
        {(control) => (
          <select {...control} value={row.category} onChange={(e) => onChange(row.id, { category: e.target.value as Category })}>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(CATEGORY_TEXT[c])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`${base}-payer`} label={t(m.paid_by)} className="exp-cell exp-cell--payer">
        {(control) => (
          <select {...control} value={row.payer} onChange={(e) => onChange(row.id, { payer: e.target.value as Payer })}>
            <option value="p1">{p1Label}</option>
            <option value="p2">{p2Label}</option>
          </select>
        )}
      </Field>
      <Field id={`${base}-paid`} label={t(m.settled)} className="exp-cell exp-cell--paid">
        {(control) => (
          <select
            {...control}
            value={row.paid ? 'Yes' : 'No'}
            onChange={(e) => onChange(row.id, { paid: e.target.value === 'Yes' })}
          >
            <option value="No">{tools(tm.no)}</option>
            <option value="Yes">{tools(tm.yes)}</option>
          </select>
        )}
      </Field>
      <div className="exp-cell exp-cell--remove">
        <button
          type="button"
          className="btn btn--ghost btn--small"
          aria-label={t(m.remove_n, { n })}
          onClick={() => onRemove(row.id)}
        >
          {t(m.remove)}
        </button>
      </div>
    </li>
  );
});
