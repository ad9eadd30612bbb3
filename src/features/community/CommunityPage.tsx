import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function CommunityPage() {
  return (
    <div className="container page">
      <PageMeta title="Community" description="Community on EvenGround." path="/" />
      <h1>Community</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
