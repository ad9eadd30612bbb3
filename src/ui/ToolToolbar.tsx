import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { toast } from './toast';
import { DISCLAIMER_TEXT } from './Disclaimer';
import type { PdfKit } from '../lib/pdf';
import { usePreloadPdfOnUse } from './pdfPreload';
import './ToolToolbar.css';

/**
 * The acknowledgement gate and the action buttons shared by the affidavit and the
 * parenting plan (SPEC.md §2, §5, §8): Save Progress, Print/Save PDF, Download Draft,
 * Clear All (after confirmation). Save, Print and Download are blocked until the
 * disclaimer is acknowledged. Download Draft builds a real PDF on the device.
 */

export interface PdfDraftItem {
  label: string;
  value: string;
}
export interface PdfDraftSection {
  heading: string;
  groups: Array<{ heading?: string; items: PdfDraftItem[] }>;
}
export interface PdfDraft {
  title: string;
  sections: PdfDraftSection[];
}

export const DRAFT_HEADER = 'DRAFT – not for filing';
export const ACK_TITLE = 'Acknowledgement Required';
export const ACK_SAVE = 'Please acknowledge the disclaimer before saving.';
export const ACK_PROCEED = 'Please acknowledge the disclaimer before proceeding.';

/** US Letter height in PDF points. */
const LETTER_HEIGHT = 792;

function today(): string {
  return new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The draft as a react-pdf document (built-in Helvetica only, so nothing is fetched). */
export function draftDocument(kit: PdfKit, draft: PdfDraft): ReactElement {
  const { Document, Page, Text, View, StyleSheet } = kit;
  const s = StyleSheet.create({
    page: { paddingTop: 54, paddingBottom: 54, paddingHorizontal: 48, fontFamily: 'Helvetica', fontSize: 10, lineHeight: 1.35 },
    header: { position: 'absolute', top: 20, left: 48, right: 48, fontSize: 9, fontFamily: 'Helvetica-Bold', color: '#a11b1b', textAlign: 'center' },
    // Placed from the top: react-pdf drops render-prop text positioned with `bottom`.
    footer: { position: 'absolute', top: LETTER_HEIGHT - 36, left: 48, right: 48, fontSize: 8, color: '#555', textAlign: 'center' },
    title: { fontSize: 18, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
    meta: { fontSize: 9, color: '#555', marginBottom: 12 },
    section: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 12, marginBottom: 4, paddingBottom: 2, borderBottomWidth: 1, borderBottomColor: '#999' },
    group: { fontSize: 10.5, fontFamily: 'Helvetica-Bold', marginTop: 6, marginBottom: 2 },
    row: { flexDirection: 'row', marginBottom: 2 },
    label: { width: '38%', paddingRight: 8, color: '#333' },
    value: { width: '62%' },
    disclaimerHead: { fontFamily: 'Helvetica-Bold', marginTop: 18, marginBottom: 2 },
    disclaimer: { fontSize: 9, color: '#333' },
  });
  return (
    <Document title={`${draft.title} (${DRAFT_HEADER})`} author="EvenGround" creator="EvenGround" producer="EvenGround">
      <Page size="LETTER" style={s.page} wrap>
        <Text style={s.header} fixed>
          {DRAFT_HEADER}
        </Text>
        <Text style={s.title}>{draft.title}</Text>
        <Text style={s.meta}>Prepared on {today()} with EvenGround. This is a working draft, not a court form.</Text>
        {draft.sections.length === 0 ? <Text>No fields have been filled in yet.</Text> : null}
        {draft.sections.map((section, si) => (
          <View key={si}>
            <Text style={s.section} minPresenceAhead={40}>
              {section.heading}
            </Text>
            {section.groups.map((group, gi) => (
              <View key={gi} wrap={group.items.length > 8}>
                {group.heading ? <Text style={s.group}>{group.heading}</Text> : null}
                {group.items.map((item, ii) => (
                  <View key={ii} style={s.row}>
                    <Text style={s.label}>{item.label}</Text>
                    <Text style={s.value}>{item.value}</Text>
                  </View>
                ))}
              </View>
            ))}
          </View>
        ))}
        <View wrap={false}>
          <Text style={s.disclaimerHead}>Disclaimer</Text>
          <Text style={s.disclaimer}>{DISCLAIMER_TEXT}</Text>
        </View>
        <Text style={s.footer} fixed render={({ pageNumber, totalPages }) => `${DRAFT_HEADER} · Page ${pageNumber} of ${totalPages}`} />
      </Page>
    </Document>
  );
}

/** Opens every collapsed section for the print dialog and closes them again afterwards. */
export function printWithSectionsOpen(root: ParentNode = document): void {
  const closed = Array.from(root.querySelectorAll('details')).filter((d) => !d.open);
  for (const d of closed) d.open = true;
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    for (const d of closed) d.open = false;
    window.removeEventListener('afterprint', restore);
  };
  window.addEventListener('afterprint', restore);
  try {
    window.print();
  } finally {
    // Some browsers never fire afterprint; the dialog is modal, so this runs after it.
    window.setTimeout(restore, 1000);
  }
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A native modal <dialog> asking to confirm a destructive action. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
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
          <button type="button" className="btn btn--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onCancel} autoFocus>
            Cancel
          </button>
        </div>
      </div>
    </dialog>
  );
}

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
      const { buildPdfBlob, saveBlob } = await import('../lib/pdf');
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

export function errorText(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return '';
}
