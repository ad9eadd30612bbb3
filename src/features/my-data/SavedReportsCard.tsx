import { savedReportPath } from '../../lib/pathQueries';
import { useRecordSummary } from '../../vault/useVaultRecord';
import { SavedReportsList } from '../../vault/ui/SavedReportsList';
import * as m from '../../content/messages/my-data/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { myDataMessages } from './myDataMessages';

/** The AI Mediator's saved reports, when there are any: Open (on the mediator page), Rename, Delete. */
export function SavedReportsCard() {
  const t = useMessages(myDataMessages);
  const summary = useRecordSummary();
  if (!summary?.some((s) => s.kind === 'mediation-report' && s.count > 0)) return null;
  return (
    <section className="card" aria-labelledby="saved-reports-h" id="saved-mediation-reports">
      <h2 id="saved-reports-h">{t(m.saved_reports_title)}</h2>
      <p>{t(m.saved_reports_text)}</p>
      <SavedReportsList open={{ href: savedReportPath }} />
    </section>
  );
}
