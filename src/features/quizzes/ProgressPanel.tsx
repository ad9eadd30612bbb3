import { useState } from 'react';
import { useVaultList, useVaultStatus } from '../../vault/useVaultRecord';
import { VaultGate } from '../../vault/ui/VaultGate';
import { quizResultKind, summarize, type ProgressSummary } from '../../vault/quizResults';
import { Icon } from '../../ui/Icon';

function Figures({ summary }: { summary: ProgressSummary }) {
  return (
    <>
      <dl className="quiz-progress__figures">
        <div>
          <dt>Total points</dt>
          <dd data-testid="quiz-points">{summary.points}</dd>
        </div>
        <div>
          <dt>Badges</dt>
          <dd data-testid="quiz-badges">
            {summary.badgesEarned}/{summary.badgesTotal}
          </dd>
        </div>
      </dl>
      <ul className="quiz-progress__badges" aria-label="Badges">
        {summary.badges.map((b) => (
          <li
            key={b.quizId}
            className={b.earned ? 'quiz-badge quiz-badge--earned' : 'quiz-badge quiz-badge--locked'}
            data-testid={`badge-${b.quizId}`}
          >
            <Icon name={b.earned ? b.icon : 'lock'} /> {b.badge}: <strong>{b.earned ? 'Earned' : 'Locked'}</strong>
            {b.bestPercent !== null ? <span className="muted"> (best {b.bestPercent}%)</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function UnlockedProgress() {
  const list = useVaultList(quizResultKind);
  if (list.status !== 'ready')
    return (
      <p className="muted" role="status">
        Loading your results…
      </p>
    );
  return <Figures summary={summarize(list.items.map((i) => i.value))} />;
}

/**
 * Points (10 per right answer in each quiz's best attempt) and badges (80% or more),
 * read from the quiz results kept in the vault on this device.
 */
export function ProgressPanel() {
  const status = useVaultStatus();
  const [showUnlock, setShowUnlock] = useState(false);
  return (
    <section className="card quiz-progress" aria-labelledby="quiz-progress-heading">
      <h2 id="quiz-progress-heading">Your Progress</h2>
      {status === 'unlocked' ? (
        <UnlockedProgress />
      ) : status === 'locked' ? (
        <>
          <p>Your points and badges are kept with your protected data on this device. Unlock it to see them.</p>
          {showUnlock ? (
            <VaultGate purpose="to see your quiz points and badges">
              <UnlockedProgress />
            </VaultGate>
          ) : (
            <button type="button" className="btn btn--secondary" onClick={() => setShowUnlock(true)}>
              Show my progress
            </button>
          )}
        </>
      ) : status === 'checking' ? (
        <p className="muted" role="status">
          Checking your saved data…
        </p>
      ) : (
        <>
          <Figures summary={summarize([])} />
          <p className="muted">
            Finish a quiz and keep the result to earn points. A score of 80% or more earns the quiz's badge.
          </p>
        </>
      )}
    </section>
  );
}
