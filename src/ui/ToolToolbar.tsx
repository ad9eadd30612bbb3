import { useRef, useState } from 'react';
import { errorText } from '../lib/errorText';
import { toast } from './toast';
import { usePreloadPdfOnUse } from './pdfPreload';
import { ConfirmDialog } from './ConfirmDialog';
import type { PdfDraft } from './draftPdf';
import { printWithSectionsOpen } from './printSections';
import './ToolToolbar.css';

/**
 * The acknowledgement gate and the action buttons shared by the affidavit and the
 * parenting plan (SPEC.md §2, §5, §8): Save Progress, Print/Save PDF, Download Draft,
 * Clear All (after confirmation). Save, Print and Download are blocked until the
 * disclaimer is acknowledged. Download Draft builds a real PDF on the device.
 */

export const ACK_TITLE = 'Acknowledgement Required';
export const ACK_SAVE = 'Please acknowledge the disclaimer before saving.';
export const ACK_PROCEED = 'Please acknowledge the disclaimer before proceeding.';

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
  const ackId = `${props.name}-acknowledge`;
  const rootRef = useRef<HTMLDivElement>(null);
  usePreloadPdfOnUse(rootRef);

  const gate = (description: string): boolean => {
    if (props.acknowledged) return true;
    toast({ title: ACK_TITLE, description, variant: 'destructive' });
    document.getElementById(ackId)?.focus();
    return false;
  };

  const save = async () => {
    if (!gate(ACK_SAVE)) return;
    setBusy('saving');
    try {
      await props.onSave();
      toast({ ...props.savedToast, variant: 'success' });
    } catch (err) {
      toast({
        title: 'Error',
        description: `Could not save your progress. ${errorText(err)}`.trim(),
        variant: 'destructive',
        duration: 10_000,
      });
    } finally {
      setBusy('idle');
    }
  };

  const print = () => {
    if (!gate(ACK_PROCEED)) return;
    printWithSectionsOpen();
  };

  const download = async () => {
    if (!gate(ACK_PROCEED)) return;
    setBusy('pdf');
    setPdfStatus('Building your PDF draft on this device…');
    try {
      const draft = props.makeDraft();
      const [{ buildPdfBlob, saveBlob }, { draftDocument }] = await Promise.all([import('../lib/pdf'), import('./draftPdf')]);
      const blob = await buildPdfBlob((kit) => draftDocument(kit, draft));
      saveBlob(blob, props.filename);
      setPdfStatus(`Your PDF draft is ready: ${props.filename}.`);
      toast({ title: 'Draft Ready', description: `${props.filename} was saved to your downloads.`, variant: 'success' });
    } catch (err) {
      setPdfStatus('The PDF could not be built. Your answers are unchanged.');
      toast({
        title: 'Could Not Build the PDF',
        description: `The draft could not be created on this device. Your answers are unchanged; please try again. ${errorText(err)}`.trim(),
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
      toast({ title: 'Error', description: `${props.clearErrorText} ${errorText(err)}`.trim(), variant: 'destructive', duration: 10_000 });
    } finally {
      setBusy('idle');
    }
  };

  const off = busy !== 'idle' || props.disabled === true;

  return (
    <div className="tool-toolbar" ref={rootRef}>
      <label className="checkbox tool-toolbar__ack" htmlFor={ackId}>
        <input
          id={ackId}
          type="checkbox"
          checked={props.acknowledged}
          onChange={(e) => props.onAcknowledgedChange(e.currentTarget.checked)}
        />
        <span>
          I understand that this template is for my own preparation only, is not legal advice, and should be reviewed by a
          licensed attorney before I file or sign anything.
        </span>
      </label>
      <div className="tool-toolbar__actions">
        {/* On phones this one sticks to the bottom of the screen while the form is in view. */}
        <div className="tool-toolbar__save">
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
          <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)} disabled={off}>
            Clear All
          </button>
        </div>
      </div>
      <p className="tool-toolbar__status no-print" role="status" aria-live="polite" data-testid={`${props.name}-pdf-status`}>
        {busy === 'pdf' ? <span className="tool-toolbar__spinner" aria-hidden="true" /> : null}
        {pdfStatus}
      </p>
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
