import { useRef, useState } from 'react';
import { Field } from './Field';
import { flushSync } from 'react-dom';
import { errorMessage } from '../lib/errorMessage';
import { toast } from '../state/toast';
import { useWarmDraftPdf } from './pdfPreload';
import { buildDraftPdf } from './draftPdfClient';
import { ConfirmDialog } from './ConfirmDialog';
import { StartOver } from './StartOver';
import { BusyButton } from './BusyButton';
import type { PdfDraft, PdfDraftSection } from './draftPdf';
import { printWithSectionsOpen } from './printSections';
import { draftWords } from './draftPdf';
import { useMessages, type Translate } from './i18n';
import { toolsMessages } from './toolsMessages';
import { shellMessages } from './shellMessages';
import * as tm from '../content/messages/tools/compiled/en.js';
import './ToolToolbar.css';

/**
 * The acknowledgement gate and the action buttons shared by the affidavit and the
 * parenting plan: Save Progress, Print/Save PDF, Download Draft, and, in its own band
 * further down, Clear All (after confirmation). Save, Print and Download are blocked
 * until the disclaimer is acknowledged; the reason then shows at the checkbox itself
 * (and in a toast). Download Draft builds a real PDF on the device.
 *
 * A page renders it after its form, not inside it: on a phone Save Progress sticks to the
 * bottom of the screen, and inside the form it could rise no higher than the form's top, so
 * with the form starting low (a restored-draft note, a long intro) it sat under the Quick exit bar.
 */

export interface ToolToolbarProps {
  /** Prefix for element ids and test ids ("affidavit", "plan"). */
  name: string;
  acknowledged: boolean;
  onAcknowledgedChange: (value: boolean) => void;
  /** Saves; throws on failure (the toolbar shows the error toast). */
  onSave: () => Promise<void>;
  /** Clears after the parent confirmed; throws on failure. */
  onClear: () => Promise<void>;
  clearMessage: string;
  /** One line beside Clear All saying what it removes. */
  clearHint: string;
  makeDraft: () => PdfDraft;
  filename: string;
  /** Toasts for success and failure; the page words them (in the language on screen). */
  savedToast: { title: string; description: string };
  clearedToast: { title: string; description: string };
  clearErrorText: string;
  disabled?: boolean;
}

/** The toolbar's words in a tool's own messages: each tool that has the toolbar has these ids. */
export interface ToolToolbarMessages {
  readonly clear_message: string;
  readonly clear_hint: string;
  readonly pdf_title: string;
  readonly pdf_filename: string;
  readonly saved: string;
  readonly saved_text: string;
  readonly cleared: string;
  readonly cleared_text: string;
  readonly clear_failed: string;
}

/**
 * A tool page's toolbar props: what the page does (`own`, and the draft's sections) and the
 * words from its own messages `m` in the language on screen (`t`), built the same way for
 * every tool.
 */
export function toolToolbarProps(
  t: Translate,
  m: ToolToolbarMessages,
  own: Pick<ToolToolbarProps, 'name' | 'acknowledged' | 'onAcknowledgedChange' | 'onSave' | 'onClear'>,
  draftSections: () => PdfDraftSection[],
): ToolToolbarProps {
  return {
    ...own,
    clearMessage: t(m.clear_message),
    clearHint: t(m.clear_hint),
    makeDraft: () => ({ title: t(m.pdf_title), sections: draftSections() }),
    filename: t(m.pdf_filename),
    savedToast: { title: t(m.saved), description: t(m.saved_text) },
    clearedToast: { title: t(m.cleared), description: t(m.cleared_text) },
    clearErrorText: t(m.clear_failed),
  };
}

type Busy = 'idle' | 'saving' | 'pdf' | 'clearing';

export function ToolToolbar(props: ToolToolbarProps) {
  const [busy, setBusy] = useState<Busy>('idle');
  const [confirming, setConfirming] = useState(false);
  const [pdfStatus, setPdfStatus] = useState('');
  /** The acknowledgement's error, shown at the checkbox until it is ticked. */
  const [ackError, setAckError] = useState<string | null>(null);
  const ackId = `${props.name}-acknowledge`;
  const rootRef = useRef<HTMLDivElement>(null);
  useWarmDraftPdf();
  const t = useMessages(toolsMessages);
  const shell = useMessages(shellMessages);

  const saveRef = useRef<HTMLDivElement>(null);

  const gate = (description: string, atField: string): boolean => {
    if (props.acknowledged) return true;
    // The message is in place before anything moves, so the whole box (checkbox, wording
    // and message) can be brought into view.
    flushSync(() => setAckError(atField));
    const checkbox = document.getElementById(ackId);
    const box = checkbox?.closest('.tool-toolbar__ack');
    if (box && saveRef.current && getComputedStyle(saveRef.current).position === 'sticky') {
      // Phones: Save Progress sticks to the bottom of the screen. The box goes to the top,
      // under the header; the toast then moves the page just enough to show it below
      // the toast, well clear of the bar: the whole box, border to message, counts as
      // one control the toast keeps clear of (`toast-keep-clear`, see toastPlacement.ts).
      box.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
      checkbox?.focus({ preventScroll: true });
    } else checkbox?.focus();
    toast({ title: t(tm.ack_title), description, variant: 'destructive' });
    return false;
  };

  const save = async () => {
    // The message under the checkbox itself says what to do next.
    if (!gate(t(tm.ack_save), t(tm.ack_field_save))) return;
    setBusy('saving');
    try {
      await props.onSave();
      toast({ ...props.savedToast, variant: 'success' });
    } catch (err) {
      toast({
        title: t(tm.error),
        description: t(tm.save_failed, { error: t(errorMessage(err)) }).trim(),
        variant: 'destructive',
        duration: 10_000,
      });
    } finally {
      setBusy('idle');
    }
  };

  const print = () => {
    if (!gate(t(tm.ack_proceed), t(tm.ack_field_proceed))) return;
    printWithSectionsOpen();
  };

  const download = async () => {
    if (!gate(t(tm.ack_proceed), t(tm.ack_field_proceed))) return;
    setBusy('pdf');
    setPdfStatus(t(tm.pdf_building));
    try {
      const draft = { ...props.makeDraft(), words: draftWords(new Date(), t, shell) };
      const [blob, { saveBlob }] = await Promise.all([buildDraftPdf(draft), import('../lib/pdf')]);
      const name = saveBlob(blob, props.filename);
      setPdfStatus(t(tm.pdf_ready, { name }));
      toast({ title: t(tm.draft_ready), description: t(tm.draft_ready_text, { name }), variant: 'success' });
    } catch (err) {
      setPdfStatus(t(tm.pdf_failed_status));
      toast({
        title: t(tm.pdf_failed),
        description: t(tm.pdf_failed_text, { error: t(errorMessage(err)) }).trim(),
        variant: 'destructive',
        duration: 10_000,
      });
    } finally {
      setBusy('idle');
    }
  };

  const clear = async () => {
    setConfirming(false);
    setBusy('clearing');
    try {
      await props.onClear();
      toast({ ...props.clearedToast, variant: 'success' });
    } catch (err) {
      toast({
        title: t(tm.error),
        description: `${props.clearErrorText} ${t(errorMessage(err))}`.trim(),
        variant: 'destructive',
        duration: 10_000,
      });
    } finally {
      setBusy('idle');
    }
  };

  const off = busy !== 'idle' || props.disabled === true;

  return (
    <div className="tool-toolbar" ref={rootRef}>
      <Field
        id={ackId}
        check
        className={`tool-toolbar__ack${ackError ? ' tool-toolbar__ack--invalid toast-keep-clear' : ''}`}
        label={t(tm.ack_label)}
        error={ackError}
        errorTestId={`${props.name}-ack-error`}
        announce={false}
      >
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={props.acknowledged}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              if (checked) setAckError(null);
              props.onAcknowledgedChange(checked);
            }}
          />
        )}
      </Field>
      <div className="tool-toolbar__actions">
        {/* On phones this one sticks to the bottom of the screen while the form is in view. */}
        <div className="tool-toolbar__save" ref={saveRef}>
          <BusyButton busy={busy === 'saving'} blocked={off} busyLabel={t(tm.saving)} onPress={() => void save()}>
            {t(tm.save_progress)}
          </BusyButton>
        </div>
        <div className="btn-row">
          <BusyButton busy={false} blocked={off} className="btn btn--secondary" onPress={print}>
            {t(tm.print_pdf)}
          </BusyButton>
          <BusyButton
            busy={busy === 'pdf'}
            blocked={off}
            busyLabel={t(tm.building_pdf)}
            className="btn btn--secondary"
            onPress={() => void download()}
          >
            {t(tm.download_draft)}
          </BusyButton>
        </div>
      </div>
      <p className="tool-toolbar__status no-print" role="status" aria-live="polite" data-testid={`${props.name}-pdf-status`}>
        {busy === 'pdf' ? <span className="tool-toolbar__spinner" aria-hidden="true" /> : null}
        {pdfStatus}
      </p>
      <StartOver
        testId={`${props.name}-start-over`}
        hint={props.clearHint}
        label={t(tm.clear_all)}
        onClick={() => setConfirming(true)}
        disabled={off}
      />
      <ConfirmDialog
        open={confirming}
        title={t(tm.clear_title)}
        message={props.clearMessage}
        confirmLabel={t(tm.clear_confirm)}
        onConfirm={clear}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
