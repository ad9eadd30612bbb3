import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { QuickExitButton } from '../../ui/QuickExitButton';
import { maxLength, nonEmpty, pipe, string, trim } from 'valibot';
import { checkValue } from '../../lib/schema';
import { Field } from '../../ui/Field';
import { useMessages } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import * as m from '../../content/messages/expenses/compiled/en.js';
import * as tm from '../../content/messages/tools/compiled/en.js';
import { expensesMessages } from './expensesMessages';

/** A sheet's name as typed: spaces at either end dropped, 1 to 80 characters. */
const sheetNameSchema = pipe(string(), trim(), nonEmpty(m.name_empty), maxLength(80, m.name_long));

/** A native modal <dialog> asking for a sheet name. */
export function SheetNameDialog({
  title,
  initial,
  confirmLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: string;
  confirmLabel: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const t = useMessages(expensesMessages);
  const tools = useMessages(toolsMessages);

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkValue(sheetNameSchema, name);
    if (!checked.ok) return setError(t(checked.error));
    onSubmit(checked.value);
  };

  return (
    <dialog ref={ref} className="modal" aria-labelledby={`${id}-t`} onCancel={onCancel}>
      <form onSubmit={submit} noValidate>
        <div className="modal__header">
          <h2 id={`${id}-t`}>{title}</h2>
        </div>
        <div className="modal__body">
          <Field id={`${id}-name`} errorId={`${id}-err`} label={t(m.sheet_name)} error={error}>
            {(control) => <input {...control} type="text" value={name} autoFocus onChange={(e) => setName(e.target.value)} />}
          </Field>
          <div className="btn-row">
            <button type="submit" className="btn">
              {confirmLabel}
            </button>
            <button type="button" className="btn btn--secondary" onClick={onCancel}>
              {tools(tm.cancel)}
            </button>
          </div>
        </div>
      </form>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
