import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function CourtPrepChecklistPage() {
  return (
    <div className="container page">
      <PageMeta title="Court Hearing Preparation Checklist" description="Court Hearing Preparation Checklist on EvenGround." path="/" />
      <h1>Court Hearing Preparation Checklist</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
