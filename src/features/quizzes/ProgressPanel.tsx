import { useState } from 'react';
import { useVaultList, useVaultStatus } from '../../vault/useVaultRecord';
import { VaultGate } from '../../vault/ui/VaultGate';
import { quizResultKind, summarize, type ProgressSummary } from '../../vault/quizResults';
import { Icon } from '../../ui/Icon';
import * as m from '../../content/messages/quizzes/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { quizBankMessages, quizMessages } from './quizMessages';

function Figures({ summary }: { summary: ProgressSummary }) {
  const t = useMessages(quizMessages);
  const tq = useMessages(quizBankMessages);
  return (
    <>
      <dl className="quiz-progress__figures">
        <div>
          <dt>{t(m.total_points)}</dt>
          <dd data-testid="quiz-points">{summary.points}</dd>
        </div>
        <div>
          <dt>{t(m.badges)}</dt>
          <dd data-testid="quiz-badges">
            {summary.badgesEarned}/{summary.badgesTotal}
          </dd>
        </div>
      </dl>
      <ul className="quiz-progress__badges" aria-label={t(m.badges)}>
        {summary.badges.map((b) => (
          <li
            key={b.quizId}
            className={b.earned ? 'quiz-badge quiz-badge--earned' : 'quiz-badge quiz-badge--locked'}
            data-testid={`badge-${b.quizId}`}
          >
            <Icon name={b.earned ? b.icon : 'lock'} /> {tq(b.badge)}:{' '}
            <strong>{b.earned ? t(m.badge_earned) : t(m.badge_locked)}</strong>
            {b.bestPercent !== null ? <span className="muted"> {t(m.best, { percent: b.bestPercent })}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function UnlockedProgress() {
  const t = useMessages(quizMessages);
  const list = useVaultList(quizResultKind);
  if (list.status !== 'ready')
    return (
      <p className="muted" role="status">
        {t(m.loading_results)}
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
  const t = useMessages(quizMessages);
  return (
    <section className="card quiz-progress" aria-labelledby="quiz-progress-heading">
      <h2 id="quiz-progress-heading">{t(m.progress_title)}</h2>
      {status === 'unlocked' ? (
        <UnlockedProgress />
      ) : status === 'locked' ? (
        <>
          <p>{t(m.progress_locked)}</p>
          {showUnlock ? (
            <VaultGate purpose="to see your quiz points and badges">
              <UnlockedProgress />
            </VaultGate>
          ) : (
            <button type="button" className="btn btn--secondary" onClick={() => setShowUnlock(true)}>
              {t(m.show_progress)}
            </button>
          )}
        </>
      ) : status === 'checking' ? (
        <p className="muted" role="status">
          {t(m.checking)}
        </p>
      ) : (
        <>
          <Figures summary={summarize([])} />
          <p className="muted">{t(m.progress_none)}</p>
        </>
      )}
    </section>
  );
}
