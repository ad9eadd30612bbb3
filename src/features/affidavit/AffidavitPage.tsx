import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function AffidavitPage() {
  return (
    <div className="container page">
      <PageMeta title="Financial Affidavit Template" description="Financial Affidavit Template on EvenGround." path="/" />
      <h1>Financial Affidavit Template</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
