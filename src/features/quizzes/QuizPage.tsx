import { useLocation } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
const titles: Record<string, string> = {
  '/quizzes/custody-readiness': 'Custody Readiness Quiz',
  '/quizzes/communication-style': 'Communication Style Quiz',
  '/quizzes/financial-preparedness': 'Financial Preparedness Quiz',
};
export default function QuizPage() {
  const [location] = useLocation();
  const title = titles[location] ?? 'Quiz';
  return (
    <div className="container page">
      <PageMeta title={title} description={`${title} on EvenGround.`} path={location} />
      <h1>{title}</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
