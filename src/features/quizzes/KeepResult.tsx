import { useEffect, useRef, useState } from 'react';
import { VaultGate } from '../../vault/ui/VaultGate';
import { useVaultStatus } from '../../vault/useVaultRecord';
import { loadRecord, saveRecord } from '../../vault/records';
import { mergeAttempt, quizResultKind } from '../../vault/quizResults';
import { errorMessage } from '../../lib/errorMessage';

interface Attempt {
  quizId: string;
  title: string;
  score: number;
  total: number;
  finishedAt: string;
}

/** Saves the attempt into the quiz's vault record once (rendered only while unlocked). */
function SaveOnce(attempt: Attempt) {
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
        setState({ status: 'error', message: errorMessage(e, 'Your result could not be saved.') });
      }
    })();
  }, [attempt]);
  if (state.status === 'saving') return <p role="status">Saving your result…</p>;
  if (state.status === 'error')
    return (
      <p className="alert alert--danger" role="alert">
        {state.message}
      </p>
    );
  return (
    <p className="alert alert--success" role="status" data-testid="quiz-saved">
      Result saved on this device. Your points and badges are updated.
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
      <p>
        {status === 'none'
          ? 'Want to keep this result and earn points? Results are stored only on this device, protected by a passphrase you choose.'
          : 'Unlock your saved data to keep this result and update your points and badges.'}
      </p>
      <button type="button" className="btn btn--secondary" onClick={() => setOffer(true)}>
        {status === 'none' ? 'Keep my result' : 'Unlock to keep my result'}
      </button>
    </div>
  );
}
