import { draftTimeText } from '../drafts';
import type { VaultDraft } from '../useVaultDraft';
import './vault.css';

/** The one-line note shown when a tool reopens with kept unsaved changes: Keep or Discard. */
export function DraftRestoredNote({ draft }: { draft: Pick<VaultDraft<unknown>, 'restoredAt' | 'keep' | 'discard'> }) {
  if (draft.restoredAt === null) return null;
  return (
    <div className="alert alert--info draft-note no-print" role="status" data-testid="draft-note">
      <span>Restored your unsaved changes from {draftTimeText(draft.restoredAt)}.</span>
      <span className="draft-note__actions">
        <button type="button" className="btn btn--small btn--secondary" onClick={draft.keep}>
          Keep
        </button>
        <button type="button" className="btn btn--small btn--ghost" onClick={() => void draft.discard()}>
          Discard
        </button>
      </span>
    </div>
  );
}
