import { draftTimeText } from '../drafts';
import type { VaultDraft } from '../useVaultDraft';
import './vault.css';
import { useLang, useMessages } from '../../ui/i18n';
import { toolsMessages } from '../../ui/toolsMessages';
import * as tm from '../../content/messages/tools/compiled/en.js';

/** The one-line note shown when a tool reopens with kept unsaved changes: Keep or Discard. */
export function DraftRestoredNote({ draft }: { draft: Pick<VaultDraft<unknown>, 'restoredAt' | 'keep' | 'discard'> }) {
  const t = useMessages(toolsMessages);
  const lang = useLang();
  if (draft.restoredAt === null) return null;
  return (
    <div className="alert alert--info draft-note no-print" role="status" data-testid="draft-note">
      <span>
        {t(tm.draft_restored, { time: draftTimeText(draft.restoredAt, Date.now(), lang === 'es' ? 'es-US' : undefined) })}
      </span>
      <span className="draft-note__actions">
        <button type="button" className="btn btn--small btn--secondary" onClick={draft.keep}>
          {t(tm.keep)}
        </button>
        <button type="button" className="btn btn--small btn--ghost" onClick={() => void draft.discard()}>
          {t(tm.discard)}
        </button>
      </span>
    </div>
  );
}
