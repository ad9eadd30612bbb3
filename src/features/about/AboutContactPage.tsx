import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function AboutContactPage() {
  return (
    <div className="container page">
      <PageMeta title="About EvenGround" description="About EvenGround on EvenGround." path="/" />
      <h1>About EvenGround</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
