import { useEffect, useId, useRef } from 'react';
import { QuickExitButton } from './QuickExitButton';
import { useMessages } from './i18n';
import { toolsMessages } from './toolsMessages';
import * as tm from '../content/messages/tools/compiled/en.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** An optional gentler choice shown first (for example "Fill only the empty boxes"). */
  alternative?: { label: string; onChoose: () => void };
}

/** A native modal <dialog> asking to confirm a destructive action. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, alternative }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useMessages(toolsMessages);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onCancel={onCancel} onClose={() => open && onCancel()}>
      <div className="modal__header">
        <h2 id={titleId}>{title}</h2>
      </div>
      <div className="modal__body">
        <p>{message}</p>
        <div className="btn-row">
          {alternative ? (
            <button type="button" className="btn" onClick={alternative.onChoose}>
              {alternative.label}
            </button>
          ) : null}
          <button type="button" className="btn btn--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onCancel} autoFocus>
            {t(tm.cancel)}
          </button>
        </div>
      </div>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
