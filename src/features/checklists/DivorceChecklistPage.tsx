import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function DivorceChecklistPage() {
  return (
    <div className="container page">
      <PageMeta title="Divorce Checklist" description="Divorce Checklist on EvenGround." path="/" />
      <h1>Divorce Checklist</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
