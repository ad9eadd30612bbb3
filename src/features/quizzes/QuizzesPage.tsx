import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function QuizzesPage() {
  return (
    <div className="container page">
      <PageMeta title="Quizzes" description="Quizzes on EvenGround." path="/" />
      <h1>Quizzes</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
