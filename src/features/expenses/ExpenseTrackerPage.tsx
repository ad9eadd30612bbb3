import { PageMeta } from '../../ui/PageMeta';
import { Disclaimer } from '../../ui/Disclaimer';
import { VaultGate } from '../../vault/ui/VaultGate';
import { Tracker } from './Tracker';
import './expenses.css';
import { BackLink } from '../../ui/BackLink';
import * as paths from '../../lib/paths';

export default function ExpenseTrackerPage() {
  return (
    <div className="container page">
      <PageMeta
        title="Shared Expense Tracker"
        description="Track shared child expenses with your co-parent, split them by ratio and see who owes whom. Export to CSV or PDF. Stays on your device."
        path={paths.expenses}
        keywords={['shared expense tracker', 'co-parenting expenses', 'child expense split']}
      />
      <BackLink href={paths.resources}>Back to Resources</BackLink>
      <h1>Shared Expense Tracker</h1>
      <p className="lead no-print">
        Record child-related costs each parent paid, choose how you split them, and see who owes whom. Keep one sheet per month or
        topic. Sheets are kept encrypted on this device.
      </p>
      <VaultGate purpose="to keep your expense sheets" tryFirst>
        <Tracker />
      </VaultGate>
      <Disclaimer />
    </div>
  );
}
