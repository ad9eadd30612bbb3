import { useState } from 'react';
import { Link } from 'wouter';
import { useVaultList, useVaultStatus } from '../../vault/useVaultRecord';
import { VaultGate } from '../../vault/ui/VaultGate';
import { quizResultKind, summarize } from '../../vault/quizResults';
import * as paths from '../../lib/paths';

function Results() {
  const list = useVaultList(quizResultKind);
  if (list.status !== 'ready')
    return (
      <p className="muted" role="status">
        Loading your results…
      </p>
    );
  const results = list.items.map((i) => i.value);
  const s = summarize(results);
  return (
    <>
      <p>
        <strong data-testid="profile-points">{s.points}</strong> points ·{' '}
        <strong data-testid="profile-badges">
          {s.badgesEarned}/{s.badgesTotal}
        </strong>{' '}
        badges
      </p>
      {results.length === 0 ? (
        <p className="muted">
          No quiz results yet. <Link href={paths.quizzes}>Take a quiz</Link>.
        </p>
      ) : (
        <ul>
          {s.badges.map((b) => {
            const r = results.find((x) => x.quizId === b.quizId);
            if (!r) return null;
            return (
              <li key={b.quizId}>
                {r.title}: best {b.bestPercent}% ({r.bestScore}/{r.bestTotal}), {r.attempts}{' '}
                {r.attempts === 1 ? 'attempt' : 'attempts'}
                {b.earned ? `, ${b.badge} badge earned` : ''}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** Quiz results kept in the vault on this device (never sent to the account service). */
export function QuizResultsCard() {
  const status = useVaultStatus();
  const [show, setShow] = useState(false);
  return (
    <section className="card" aria-labelledby="profile-quiz-heading">
      <h2 id="profile-quiz-heading">Quiz Results</h2>
      {status === 'unlocked' || show ? (
        <VaultGate purpose="to see your quiz results">
          <Results />
        </VaultGate>
      ) : status === 'none' ? (
        <p className="muted">
          No quiz results on this device yet. <Link href={paths.quizzes}>Take a quiz</Link> and keep your result to earn points
          and badges.
        </p>
      ) : (
        <>
          <p>Your quiz results are kept with your protected data on this device.</p>
          <button type="button" className="btn btn--secondary" onClick={() => setShow(true)}>
            Show my quiz results
          </button>
        </>
      )}
    </section>
  );
}
