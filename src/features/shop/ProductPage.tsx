import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function ProductPage() {
  return (
    <div className="container page">
      <PageMeta title="The Ultimate Document Bundle" description="The Ultimate Document Bundle on EvenGround." path="/" />
      <h1>The Ultimate Document Bundle</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
