import { PageMeta } from '../../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function CoparentingCommunicationPage() {
  return (
    <div className="container page">
      <PageMeta title="Co-Parenting Communication Guide" description="Co-Parenting Communication Guide on EvenGround." path="/" />
      <h1>Co-Parenting Communication Guide</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
