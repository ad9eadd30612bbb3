import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function TermsPage() {
  return (
    <div className="container page">
      <PageMeta title="Terms of Service" description="Terms of Service on EvenGround." path="/" />
      <h1>Terms of Service</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
