import { useEffect, useRef, useState } from 'react';
import { VaultGate } from '../../vault/ui/VaultGate';
import { useVaultStatus } from '../../vault/useVaultRecord';
import { loadRecord, saveRecord } from '../../vault/records';
import { mergeAttempt, quizResultKind } from '../../vault/quizResults';
import { errorMessage } from '../../lib/errorMessage';
import * as m from '../../content/messages/quizzes/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { quizMessages } from './quizMessages';

interface Attempt {
  quizId: string;
  title: string;
  score: number;
  total: number;
  finishedAt: string;
}

/** Saves the attempt into the quiz's vault record once (rendered only while unlocked). */
function SaveOnce(attempt: Attempt) {
  const t = useMessages(quizMessages);
  const [state, setState] = useState<{ status: 'saving' | 'saved' | 'error'; message?: string }>({ status: 'saving' });
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    (async () => {
      try {
        const previous = await loadRecord(quizResultKind, attempt.quizId);
        await saveRecord(quizResultKind, attempt.quizId, mergeAttempt(previous, attempt));
        setState({ status: 'saved' });
      } catch (e) {
        setState({ status: 'error', message: errorMessage(e, m.save_failed) });
      }
    })();
  }, [attempt]);
  if (state.status === 'saving') return <p role="status">{t(m.saving)}</p>;
  if (state.status === 'error')
    return (
      <p className="alert alert--danger" role="alert">
        {t(state.message ?? m.save_failed)}
      </p>
    );
  return (
    <p className="alert alert--success" role="status" data-testid="quiz-saved">
      {t(m.saved)}
    </p>
  );
}

/**
 * Keeps a finished attempt in the vault. Unlocked: saved at once. Otherwise the result is
 * shown anyway and the parent may create or unlock their protected storage to keep it.
 */
export function KeepResult(attempt: Attempt) {
  const status = useVaultStatus();
  const [offer, setOffer] = useState(false);
  const [stableAttempt] = useState(attempt);
  const t = useMessages(quizMessages);
  if (status === 'unlocked' || offer) {
    return (
      <div className="quiz-keep">
        <VaultGate purpose="to keep your quiz results">
          <SaveOnce {...stableAttempt} />
        </VaultGate>
      </div>
    );
  }
  if (status === 'checking') return null;
  return (
    <div className="quiz-keep card">
      <p>{status === 'none' ? t(m.keep_offer_new) : t(m.keep_offer_locked)}</p>
      <button type="button" className="btn btn--secondary" onClick={() => setOffer(true)}>
        {status === 'none' ? t(m.keep) : t(m.unlock_keep)}
      </button>
    </div>
  );
}
