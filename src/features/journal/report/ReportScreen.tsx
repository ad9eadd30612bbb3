// The journal's report panel, fetched when the parent opens it (not with the journal).
import { onDemand } from '../../../ui/onDemand';
import type { Journal } from '../journal';
import type { StoredChain } from '../store';

interface ReportScreenProps {
  journal: Journal;
  chain: StoredChain;
  onClose: () => void;
}

const panel = onDemand<ReportScreenProps>(
  () => import('./ReportPanel').then((m) => ({ default: m.ReportPanel })),
  ({ onClose }) => (
    <div className="alert alert--warning">
      <p>The report cannot be opened right now. Reload the page to try again.</p>
      <button type="button" className="btn btn--secondary" onClick={onClose}>
        Back to the journal
      </button>
    </div>
  ),
);

export function ReportScreen(props: ReportScreenProps) {
  const Panel = panel.use(true);
  return Panel ? <Panel {...props} /> : <p aria-busy="true">Opening the report…</p>;
}
