import { useState } from 'react';
import { useLocation } from 'wouter';
import { useVaultStatus } from '../../vault/useVaultRecord';
import { VaultGate } from '../../vault/ui/VaultGate';
import { openDraftSlot } from '../../vault/drafts';
import { markDirty } from '../../state/dirty';
import { JOURNAL_HANDOFF_SLOT, parseJournalProposal } from '../../lib/journalHandoff';
import { journalNewPath } from '../../lib/pathQueries';
import type { CoachMode } from './protocol';

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
        summary: mode === 'draft' ? 'Message I sent (checked with the message coach).' : 'Message I received.',
      });
      const slot = openDraftSlot(JOURNAL_HANDOFF_SLOT);
      slot.changed(proposal);
      await slot.close();
      markDirty(dirtyKey, false);
      navigate(journalNewPath('communication'));
    } catch (err) {
      setProblem(
        err instanceof TypeError ? err.message : 'The message could not be handed to the journal. Your text is still here.',
      );
    }
  };

  const button = (
    <button
      type="button"
      className="btn btn--secondary"
      onClick={() => (status === 'unlocked' ? void handOver() : setAsked(true))}
    >
      Save to the journal
    </button>
  );
  return (
    <section className="card mc-section" aria-labelledby="mc-journal-title">
      <h2 id="mc-journal-title">Keep a record</h2>
      <p>
        {mode === 'draft'
          ? 'When you have sent it, keep this message in your co-parenting journal as a communication entry.'
          : 'Keep this message in your co-parenting journal as a communication entry.'}{' '}
        You can check the date, time and channel there before saving.
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
