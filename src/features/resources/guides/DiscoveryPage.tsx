import { PageMeta } from '../../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function DiscoveryPage() {
  return (
    <div className="container page">
      <PageMeta title="Understanding Discovery" description="Understanding Discovery on EvenGround." path="/" />
      <h1>Understanding Discovery</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
