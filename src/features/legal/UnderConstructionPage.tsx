import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function UnderConstructionPage() {
  return (
    <div className="container page">
      <PageMeta title="Coming Soon" description="Coming Soon on EvenGround." path="/" />
      <h1>Coming Soon</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
