import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { QuickExitButton } from '../../ui/QuickExitButton';

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

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = name.trim();
    if (clean === '') return setError('Give the sheet a name.');
    if (clean.length > 80) return setError('Keep the name under 80 characters.');
    onSubmit(clean);
  };

  return (
    <dialog ref={ref} className="modal" aria-labelledby={`${id}-t`} onCancel={onCancel}>
      <form onSubmit={submit} noValidate>
        <div className="modal__header">
          <h2 id={`${id}-t`}>{title}</h2>
        </div>
        <div className="modal__body">
          <div className="field">
            <label htmlFor={`${id}-name`}>Sheet name</label>
            <input
              id={`${id}-name`}
              type="text"
              value={name}
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-err` : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {error ? (
              <span id={`${id}-err`} className="field__error" role="alert">
                {error}
              </span>
            ) : null}
          </div>
          <div className="btn-row">
            <button type="submit" className="btn">
              {confirmLabel}
            </button>
            <button type="button" className="btn btn--secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </div>
      </form>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
