import { useRef, useState } from 'react';
import { Field } from './Field';
import { flushSync } from 'react-dom';
import { errorMessage } from '../lib/errorMessage';
import { toast } from '../state/toast';
import { useWarmDraftPdf } from './pdfPreload';
import { buildDraftPdf } from './draftPdfClient';
import { ConfirmDialog } from './ConfirmDialog';
import { StartOver } from './StartOver';
import type { PdfDraft } from './draftPdf';
import { printWithSectionsOpen } from './printSections';
import './ToolToolbar.css';

/**
 * The acknowledgement gate and the action buttons shared by the affidavit and the
 * parenting plan: Save Progress, Print/Save PDF, Download Draft, and, in its own band
 * further down, Clear All (after confirmation). Save, Print and Download are blocked
 * until the disclaimer is acknowledged; the reason then shows at the checkbox itself
 * (and in a toast). Download Draft builds a real PDF on the device.
 */

const ACK_TITLE = 'Acknowledgement Required';
const ACK_SAVE = 'Please acknowledge the disclaimer before saving.';
const ACK_PROCEED = 'Please acknowledge the disclaimer before proceeding.';
/** Shown under the checkbox itself when an action needs it ticked. */
const ACK_FIELD_SAVE = 'Tick this box first: it confirms you have read the disclaimer. Then press Save Progress again.';
const ACK_FIELD_PROCEED = 'Tick this box first: it confirms you have read the disclaimer. Then press the button again.';

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
  /** Toasts for success and failure; the page words them. */
  savedToast: { title: string; description: string };
  clearedToast: { title: string; description: string };
  clearErrorText: string;
  disabled?: boolean;
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
      // the toast, well clear of the bar (see toastPlacement.ts).
      box.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
      checkbox?.focus({ preventScroll: true });
    } else checkbox?.focus();
    toast({ title: ACK_TITLE, description, variant: 'destructive' });
    return false;
  };

  const save = async () => {
    if (!gate(ACK_SAVE, ACK_FIELD_SAVE)) return;
    setBusy('saving');
    try {
      await props.onSave();
      toast({ ...props.savedToast, variant: 'success' });
    } catch (err) {
      toast({
        title: 'Error',
        description: `Could not save your progress. ${errorMessage(err)}`.trim(),
        variant: 'destructive',
        duration: 10_000,
      });
    } finally {
      setBusy('idle');
    }
  };

  const print = () => {
    if (!gate(ACK_PROCEED, ACK_FIELD_PROCEED)) return;
    printWithSectionsOpen();
  };

  const download = async () => {
    if (!gate(ACK_PROCEED, ACK_FIELD_PROCEED)) return;
    setBusy('pdf');
    setPdfStatus('Building your PDF draft on this device…');
    try {
      const draft = props.makeDraft();
      const [blob, { saveBlob }] = await Promise.all([buildDraftPdf(draft), import('../lib/pdf')]);
      const name = saveBlob(blob, props.filename);
      setPdfStatus(`Your PDF draft is ready: ${name}.`);
      toast({ title: 'Draft Ready', description: `${name} was saved to your downloads.`, variant: 'success' });
    } catch (err) {
      setPdfStatus('The PDF could not be built. Your answers are unchanged.');
      toast({
        title: 'Could Not Build the PDF',
        description:
          `The draft could not be created on this device. Your answers are unchanged; please try again. ${errorMessage(err)}`.trim(),
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
        title: 'Error',
        description: `${props.clearErrorText} ${errorMessage(err)}`.trim(),
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
        className={`tool-toolbar__ack${ackError ? ' tool-toolbar__ack--invalid' : ''}`}
        label="I understand that this template is for my own preparation only, is not legal advice, and should be reviewed by a licensed attorney before I file or sign anything."
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
          <button type="button" className="btn" onClick={save} disabled={off} aria-busy={busy === 'saving'}>
            {busy === 'saving' ? 'Saving…' : 'Save Progress'}
          </button>
        </div>
        <div className="btn-row">
          <button type="button" className="btn btn--secondary" onClick={print} disabled={off}>
            Print/Save PDF
          </button>
          <button type="button" className="btn btn--secondary" onClick={download} disabled={off} aria-busy={busy === 'pdf'}>
            {busy === 'pdf' ? 'Building PDF…' : 'Download Draft'}
          </button>
        </div>
      </div>
      <p className="tool-toolbar__status no-print" role="status" aria-live="polite" data-testid={`${props.name}-pdf-status`}>
        {busy === 'pdf' ? <span className="tool-toolbar__spinner" aria-hidden="true" /> : null}
        {pdfStatus}
      </p>
      <StartOver
        testId={`${props.name}-start-over`}
        hint={props.clearHint}
        label="Clear All"
        onClick={() => setConfirming(true)}
        disabled={off}
      />
      <ConfirmDialog
        open={confirming}
        title="Clear everything?"
        message={props.clearMessage}
        confirmLabel="Yes, clear all"
        onConfirm={clear}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
