import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function HomePage() {
  return (
    <div className="container page">
      <PageMeta title="Empower Equality in Every Divorce" description="Empower Equality in Every Divorce on EvenGround." path="/" />
      <h1>Empower Equality in Every Divorce</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
