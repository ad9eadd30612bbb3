import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function LandingPage() {
  return (
    <div className="container page">
      <PageMeta title="AI Mediator" description="AI Mediator on EvenGround." path="/" />
      <h1>AI Mediator</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
