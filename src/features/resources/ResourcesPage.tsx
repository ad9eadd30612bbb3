import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function ResourcesPage() {
  return (
    <div className="container page">
      <PageMeta title="Resource Hub" description="Resource Hub on EvenGround." path="/" />
      <h1>Resource Hub</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
