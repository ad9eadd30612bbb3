import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { quizzes } from '../../content/quizzes';
import { ProgressPanel } from './ProgressPanel';
import './quizzes.css';
import { Icon } from '../../ui/Icon';
import * as paths from '../../lib/paths';
import { quizPath } from '../../lib/paths';
import * as m from '../../content/messages/quizzes/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { quizBankMessages, quizMessages } from './quizMessages';

export default function QuizzesPage() {
  const t = useMessages(quizMessages);
  const tq = useMessages(quizBankMessages);
  return (
    <div className="container page">
      <PageMeta title={t(m.page_title)} description={t(m.page_description)} path={paths.quizzes} />
      <h1>{t(m.page_title)}</h1>
      <p>{t(m.page_lead)}</p>
      <div className="quizzes-layout">
        <ul className="quiz-cards" aria-label={t(m.page_title)}>
          {quizzes.map((q) => (
            <li key={q.id} className="card quiz-card">
              <span className="badge">
                <Icon name={q.badgeIcon} /> {t(m.badge_name, { badge: tq(q.badge) })}
              </span>
              <h2>{tq(q.title)}</h2>
              <p>{tq(q.description)}</p>
              <p className="muted quiz-card__tags">{q.tags.map((tag) => tq(tag)).join(' · ')}</p>
              {q.status === 'active' ? (
                <Link href={quizPath(q.id)} className="btn" aria-label={t(m.take_label, { title: tq(q.title) })}>
                  {t(m.take)}
                </Link>
              ) : (
                <button type="button" className="btn" disabled>
                  {t(m.coming_soon)}
                </button>
              )}
            </li>
          ))}
        </ul>
        <ProgressPanel />
      </div>
    </div>
  );
}
