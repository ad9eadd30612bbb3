import { useEffect, useRef, type MouseEvent } from 'react';
import { openChat } from '../../state/chat';
import { QuickExitButton } from '../../ui/QuickExitButton';
import { EMOTION_OPTIONS, type EmotionOption } from './homeContent';
import * as m from '../../content/messages/chat/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { chatMessages } from '../../ui/chatMessages';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * "How are you feeling today?" picker (docs/product-rules.md, "Home"): a native modal <dialog>. Escape,
 * the close button or a click on the backdrop close it; picking a tile closes it and opens
 * the chat with that emotion's opening message.
 */
export function EmotionPicker({ open, onClose }: Props) {
  const t = useMessages(chatMessages);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function onDialogClick(e: MouseEvent<HTMLDialogElement>) {
    // A click on the ::backdrop is reported on the dialog itself, outside its box.
    if (e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
    if (!inside) e.currentTarget.close();
  }

  function pick(option: EmotionOption) {
    ref.current?.close();
    openChat(option.prompt);
  }

  return (
    <dialog
      ref={ref}
      className="modal emotion-modal"
      aria-labelledby="emotion-modal-title"
      aria-describedby="emotion-modal-subtitle"
      onClose={onClose}
      onClick={onDialogClick}
    >
      <div className="modal__header">
        <h2 id="emotion-modal-title">{t(m.feeling_title)}</h2>
        <button type="button" className="icon-btn" aria-label={t(m.close)} onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">
        <p id="emotion-modal-subtitle" className="muted emotion-modal__subtitle">
          {t(m.feeling_text)}
        </p>
        <ul className="emotion-grid">
          {EMOTION_OPTIONS.map((option) => (
            <li key={option.label}>
              <button type="button" className="emotion-tile" onClick={() => pick(option)}>
                <img className="emotion-tile__icon" src={`/images/home/icons/${option.icon}.svg`} alt="" width={40} height={40} />
                <span className="emotion-tile__label">{t(option.label)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <QuickExitButton place="dialog" />
    </dialog>
  );
}
