// The journal's report panel, fetched when the parent opens it (not with the journal).
import { onDemand } from '../../../ui/onDemand';
import type { Journal } from '../journal';
import type { StoredChain } from '../store';
import * as m from '../../../content/messages/journal/compiled/en.js';
import { useMessages } from '../../../ui/i18n';
import { journalMessages } from '../journalMessages';

interface ReportScreenProps {
  journal: Journal;
  chain: StoredChain;
  onClose: () => void;
}

const panel = onDemand<ReportScreenProps>(
  () => import('./ReportPanel').then((m) => ({ default: m.ReportPanel })),
  ({ onClose }) => <ReportFailed onClose={onClose} />,
);

function ReportFailed({ onClose }: { onClose: () => void }) {
  const t = useMessages(journalMessages);
  return (
    <div className="alert alert--warning">
      <p>{t(m.rp_cannot_open)}</p>
      <button type="button" className="btn btn--secondary" onClick={onClose}>
        {t(m.rp_back_journal)}
      </button>
    </div>
  );
}

export function ReportScreen(props: ReportScreenProps) {
  const t = useMessages(journalMessages);
  const Panel = panel.use(true);
  return Panel ? <Panel {...props} /> : <p aria-busy="true">{t(m.rp_opening)}</p>;
}
