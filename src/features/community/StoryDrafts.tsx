import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '../../state/toast';
import { errorMessage } from '../../lib/errorMessage';
import { deleteRecord, saveRecord } from '../../vault/records';
import { useVaultRecord, useVaultStatus } from '../../vault/useVaultRecord';
import { VaultGate } from '../../vault/ui/VaultGate';
import { storyDraftKind, STORY_DRAFT_ID } from './kind';

const errorText = (err: unknown) => errorMessage(err, 'Something went wrong. Nothing was changed.');

function when(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * "Save draft": keeps the story encrypted in the vault (kind 'story-draft', id 'community').
 * The gate stays mounted once shown, so the recovery-key step survives the unlock.
 */
export function StoryDrafts({
  text,
  onLoad,
  onSaved,
}: {
  text: string;
  onLoad: (text: string) => void;
  onSaved?: (text: string) => void;
}) {
  const status = useVaultStatus();
  const [gateOpen, setGateOpen] = useState(false);
  const [pendingSave, setPendingSave] = useState(false);

  if (status !== 'unlocked' && !gateOpen) {
    return (
      <div className="story-drafts">
        <div className="btn-row">
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              setGateOpen(true);
              setPendingSave(true);
            }}
          >
            Save draft
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setGateOpen(true)}>
            Open saved draft
          </button>
        </div>
        <p className="field__hint">Drafts are kept encrypted on this device, protected by your passphrase.</p>
      </div>
    );
  }

  return (
    <div className="story-drafts" data-testid="story-drafts">
      <VaultGate purpose="to keep your story draft">
        <DraftControls
          text={text}
          onLoad={onLoad}
          {...(onSaved ? { onSaved } : {})}
          pendingSave={pendingSave}
          onPendingDone={() => setPendingSave(false)}
        />
      </VaultGate>
    </div>
  );
}

function DraftControls({
  text,
  onLoad,
  onSaved,
  pendingSave,
  onPendingDone,
}: {
  text: string;
  onLoad: (text: string) => void;
  onSaved?: (text: string) => void;
  pendingSave: boolean;
  onPendingDone: () => void;
}) {
  const rec = useVaultRecord(storyDraftKind, STORY_DRAFT_ID);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const autoLoaded = useRef(false);
  const textRef = useRef(text);
  textRef.current = text;

  async function save() {
    if (textRef.current.trim() === '') {
      toast({
        title: 'Nothing to save yet',
        description: 'Write some of your story first, then save it as a draft.',
        variant: 'info',
      });
      return;
    }
    setBusy(true);
    try {
      const savedAt = new Date().toISOString();
      const saving = textRef.current;
      await saveRecord(storyDraftKind, STORY_DRAFT_ID, { text: saving, savedAt });
      onSaved?.(saving);
      setNote(`Draft saved on this device at ${when(savedAt)}.`);
      toast({ title: 'Draft saved', description: 'Your story draft is kept encrypted on this device.', variant: 'success' });
    } catch (err) {
      toast({ title: 'Could not save your draft', description: errorText(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await deleteRecord(storyDraftKind, STORY_DRAFT_ID);
      setNote('Saved draft deleted from this device.');
    } catch (err) {
      toast({ title: 'Could not delete your draft', description: errorText(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  // The user asked to save before the vault was open: save now that it is.
  const savePending = useEffectEvent(() => {
    onPendingDone();
    // An empty box never replaces a kept draft: the draft loads into it instead (below).
    if (textRef.current.trim() === '') return;
    autoLoaded.current = true;
    void save();
  });
  useEffect(() => {
    if (!pendingSave || rec.status === 'loading' || rec.status === 'locked') return;
    savePending();
  }, [pendingSave, rec.status]);

  // A saved draft loads back into an empty story box.
  useEffect(() => {
    if (autoLoaded.current || rec.status !== 'ready' || !rec.value) return;
    autoLoaded.current = true;
    if (textRef.current.trim() === '') {
      onLoad(rec.value.text);
      setNote(`Your saved draft from ${when(rec.value.savedAt)} is loaded.`);
    }
  }, [rec.status, rec.value, onLoad]);

  const saved = rec.status === 'ready' ? rec.value : null;

  return (
    <div>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" onClick={() => void save()} disabled={busy}>
          Save draft
        </button>
        {saved && saved.text !== text ? (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy}
            onClick={() => {
              onLoad(saved.text);
              setNote(`Your saved draft from ${when(saved.savedAt)} is loaded.`);
            }}
          >
            Load saved draft
          </button>
        ) : null}
        {saved ? (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove()}>
            Delete saved draft
          </button>
        ) : null}
      </div>
      {rec.status === 'damaged' && rec.error ? <p className="field__error">{rec.error.message}</p> : null}
      <p className="field__hint" role="status" data-testid="draft-status">
        {note ?? (saved ? `A draft saved at ${when(saved.savedAt)} is kept on this device.` : 'No draft saved yet.')}
      </p>
    </div>
  );
}
