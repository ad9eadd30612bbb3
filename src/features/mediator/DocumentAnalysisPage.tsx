import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function DocumentAnalysisPage() {
  return (
    <div className="container page">
      <PageMeta title="AI Divorce Mediator" description="AI Divorce Mediator on EvenGround." path="/" />
      <h1>AI Divorce Mediator</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
