import { useId, useLayoutEffect, useRef, useState } from 'react';
import { canSaveUnsaved, currentProtectOffer, hasUnkeptInput, saveUnsaved } from '../state/dirty';
import { QuickExitButton } from '../ui/QuickExitButton';
import { catalog, useMessages } from '../ui/i18n';
import * as m from '../content/messages/leave/compiled/en.js';

/** The question's words, loaded with this chunk rather than with the shell (docs/i18n.md, "Bundle"). */
const leaveMessages = catalog(() => import('../content/messages/leave/compiled/es.js'));

/**
 * "Leave this page?", asked by src/app/LeaveGuard.tsx and loaded when it is first asked. It
 * opens as a modal when it mounts and closes before it unmounts, so focus goes back to where
 * the parent was.
 */
export default function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const t = useMessages(leaveMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => {
      if (d?.open) d.close();
    };
  }, []);

  // Work held in memory only, no vault yet (docs/try-first.md): "Protect and keep" instead of a save.
  const [offer] = useState(currentProtectOffer);
  const kept = !offer && !hasUnkeptInput();
  // "Save and leave" where every unsaved form can save from here (issue 32).
  const [canSave] = useState(() => !offer && canSaveUnsaved());
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const saveAndLeave = async () => {
    setSaving(true);
    setFailed(false);
    let ok: boolean;
    try {
      ok = await saveUnsaved();
    } catch {
      ok = false;
    }
    setSaving(false);
    if (ok) onLeave();
    else setFailed(true);
  };
  return (
    <dialog
      ref={dialog}
      className="modal leave-dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-d`}
      onCancel={(e) => {
        e.preventDefault();
        onStay();
      }}
    >
      <div className="modal__header">
        <h2 id={`${id}-t`}>{t(m.leave_title)}</h2>
      </div>
      <div className="modal__body">
        <p id={`${id}-d`}>{offer ? t(m.leave_try_first) : kept ? t(m.leave_kept) : t(m.leave_lost)}</p>
        {failed ? (
          <p className="alert alert--danger" role="alert">
            {t(m.leave_save_failed)}
          </p>
        ) : null}
        <div className="btn-row">
          <button type="button" className="btn" autoFocus onClick={onStay}>
            {t(m.leave_stay)}
          </button>
          {offer ? (
            <button type="button" className="btn btn--secondary" onClick={() => (onStay(), offer.protect())}>
              {t(m.leave_protect)}
            </button>
          ) : null}
          {canSave ? (
            <button type="button" className="btn btn--secondary" disabled={saving} onClick={() => void saveAndLeave()}>
              {saving ? t(m.leave_saving) : t(m.leave_save)}
            </button>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={() => (offer?.discard(), onLeave())}>
            {offer ? t(m.leave_discard) : t(m.leave_page)}
          </button>
        </div>
      </div>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
