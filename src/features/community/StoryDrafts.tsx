import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '../../state/toast';
import { errorMessage } from '../../lib/errorMessage';
import { deleteRecord, saveRecord } from '../../vault/records';
import { useVaultRecord, useVaultStatus } from '../../vault/useVaultRecord';
import { VaultGate } from '../../vault/ui/VaultGate';
import { storyDraftKind, STORY_DRAFT_ID } from './kind';
import * as m from '../../content/messages/community/compiled/en.js';
import { currentLang } from '../../lib/lang';
import { useMessages } from '../../ui/i18n';
import { communityMessages } from './communityMessages';

const errorText = (err: unknown) => errorMessage(err, m.problem);

function when(iso: string): string {
  const d = new Date(iso);
  return d.toLocaleString(currentLang() === 'es' ? 'es-US' : undefined, { dateStyle: 'medium', timeStyle: 'short' });
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
  const t = useMessages(communityMessages);
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
            {t(m.save_draft)}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setGateOpen(true)}>
            {t(m.open_draft)}
          </button>
        </div>
        <p className="field__hint">{t(m.drafts_hint)}</p>
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
  const t = useMessages(communityMessages);
  const rec = useVaultRecord(storyDraftKind, STORY_DRAFT_ID);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const autoLoaded = useRef(false);
  const textRef = useRef(text);
  textRef.current = text;

  async function save() {
    if (textRef.current.trim() === '') {
      toast({
        title: t(m.nothing_title),
        description: t(m.nothing_text),
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
      setNote(t(m.draft_saved_at, { time: when(savedAt) }));
      toast({ title: t(m.draft_saved_title), description: t(m.draft_saved_text), variant: 'success' });
    } catch (err) {
      toast({ title: t(m.save_failed), description: t(errorText(err)), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await deleteRecord(storyDraftKind, STORY_DRAFT_ID);
      setNote(t(m.draft_deleted));
    } catch (err) {
      toast({ title: t(m.delete_failed), description: t(errorText(err)), variant: 'destructive' });
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
      setNote(t(m.draft_loaded, { time: when(rec.value.savedAt) }));
    }
  }, [rec.status, rec.value, onLoad, t]);

  const saved = rec.status === 'ready' ? rec.value : null;

  return (
    <div>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" onClick={() => void save()} disabled={busy}>
          {t(m.save_draft)}
        </button>
        {saved && saved.text !== text ? (
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy}
            onClick={() => {
              onLoad(saved.text);
              setNote(t(m.draft_loaded, { time: when(saved.savedAt) }));
            }}
          >
            {t(m.load_draft)}
          </button>
        ) : null}
        {saved ? (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove()}>
            {t(m.delete_draft)}
          </button>
        ) : null}
      </div>
      {rec.status === 'damaged' && rec.error ? <p className="field__error">{rec.error.message}</p> : null}
      <p className="field__hint" role="status" data-testid="draft-status">
        {note ?? (saved ? t(m.draft_kept, { time: when(saved.savedAt) }) : t(m.no_draft))}
      </p>
    </div>
  );
}
