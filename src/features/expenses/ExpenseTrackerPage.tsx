import { PageMeta } from '../../ui/PageMeta';

// PLACEHOLDER: replaced by the issue that builds this screen.
export default function ExpenseTrackerPage() {
  return (
    <div className="container page">
      <PageMeta title="Shared Expense Tracker" description="Shared Expense Tracker on EvenGround." path="/" />
      <h1>Shared Expense Tracker</h1>
      <p>This part of EvenGround is not available in this version yet.</p>
    </div>
  );
}
