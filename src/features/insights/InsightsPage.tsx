import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function InsightsPage() {
  return (
    <div className="container page">
      <PageMeta title="Insights & Guides" description="Insights & Guides on EvenGround." path="/" />
      <h1>Insights & Guides</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
