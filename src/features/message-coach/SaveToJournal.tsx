import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useVaultStatus } from '../../vault/useVaultRecord';
import { VaultGate } from '../../vault/ui/VaultGate';
import { openDraftSlot } from '../../vault/drafts';
import { markDirty } from '../../state/dirty';
import { JOURNAL_HANDOFF_SLOT, parseJournalProposal } from '../../lib/journalHandoff';
import { journalNewPath } from '../../lib/pathQueries';
import * as m from '../../content/messages/message-coach/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import type { CoachMode } from './protocol';
import { messageCoachMessages } from './messageCoachMessages';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Hands the message to the co-parenting journal as a new communication entry
 * (src/lib/journalHandoff.ts): the proposal goes into the encrypted handoff draft, then the
 * journal opens it. Nothing is saved in the journal until the parent presses Save there.
 */
export function SaveToJournal({ text, mode, dirtyKey }: { text: string; mode: CoachMode; dirtyKey: string }) {
  const status = useVaultStatus();
  const [asked, setAsked] = useState(false);
  const [, navigate] = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const t = useMessages(messageCoachMessages);

  const handOver = async () => {
    const now = new Date();
    try {
      const proposal = parseJournalProposal({
        channel: 'text',
        text,
        happenedAt: {
          date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
          time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
          zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        summary: t(mode === 'draft' ? m.journal_summary_sent : m.journal_summary_received),
      });
      const slot = openDraftSlot(JOURNAL_HANDOFF_SLOT);
      slot.changed(proposal);
      await slot.close();
      markDirty(dirtyKey, false);
      navigate(journalNewPath('communication'));
    } catch (err) {
      setProblem(err instanceof TypeError ? err.message : t(m.journal_failed));
    }
  };

  // Pressed while the vault was locked (or not made yet), the button gives way to the gate's
  // unlock (or create) step; once that is done the gate shows the button again, new, and the step
  // whose button had the focus is gone: the focus goes back to this button, unless the parent has
  // put it somewhere else meanwhile.
  const focusOnReturn = useCallback(
    (el: HTMLButtonElement | null) => {
      if (el && asked && (!document.activeElement || document.activeElement === document.body)) el.focus();
    },
    [asked],
  );
  const button = (
    <button
      ref={focusOnReturn}
      type="button"
      className="btn btn--secondary"
      onClick={() => (status === 'unlocked' ? void handOver() : setAsked(true))}
    >
      {t(m.journal_button)}
    </button>
  );
  return (
    <section className="card mc-section" aria-labelledby="mc-journal-title">
      <h2 id="mc-journal-title">{t(m.journal_title)}</h2>
      <p>
        {t(mode === 'draft' ? m.journal_draft : m.journal_received)} {t(m.journal_check)}
      </p>
      {asked ? <VaultGate purpose="to keep this message in your journal">{button}</VaultGate> : button}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
