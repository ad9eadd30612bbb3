import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function ChildSupportPage() {
  return (
    <div className="container page">
      <PageMeta title="Child Support Estimator" description="Child Support Estimator on EvenGround." path="/" />
      <h1>Child Support Estimator</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
