import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { quizzes } from '../../content/quizzes';
import { ProgressPanel } from './ProgressPanel';
import './quizzes.css';
import { Icon } from '../../ui/Icon';
import * as paths from '../../lib/paths';
import { quizPath } from '../../lib/paths';

export default function QuizzesPage() {
  return (
    <div className="container page">
      <PageMeta
        title="Quizzes"
        description="Short quizzes on custody, co-parenting communication and divorce finances, with badges. They work offline."
        path={paths.quizzes}
      />
      <h1>Quizzes</h1>
      <p>
        Test what you know, learn from the explanations and earn a badge for each quiz you pass with 80% or more. Every quiz works
        offline.
      </p>
      <div className="quizzes-layout">
        <ul className="quiz-cards" aria-label="Quizzes">
          {quizzes.map((q) => (
            <li key={q.id} className="card quiz-card">
              <span className="badge">
                <Icon name={q.badgeIcon} /> {q.badge} badge
              </span>
              <h2>{q.title}</h2>
              <p>{q.description}</p>
              <p className="muted quiz-card__tags">{q.tags.join(' · ')}</p>
              {q.status === 'active' ? (
                <Link href={quizPath(q.id)} className="btn" aria-label={`Take the ${q.title}`}>
                  Take Quiz
                </Link>
              ) : (
                <button type="button" className="btn" disabled>
                  Coming Soon
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
