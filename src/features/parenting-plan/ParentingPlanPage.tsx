import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function ParentingPlanPage() {
  return (
    <div className="container page">
      <PageMeta title="Parenting Plan Template" description="Parenting Plan Template on EvenGround." path="/" />
      <h1>Parenting Plan Template</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
