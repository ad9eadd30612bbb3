import { COURT_PREP_CHECKLIST } from '../../content/checklists';
import { ChecklistPage } from './ChecklistView';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/checklists/compiled/en.js';

export default function CourtPrepChecklistPage() {
  return <ChecklistPage def={COURT_PREP_CHECKLIST} path={paths.courtPrep} description={m.court_prep_description} />;
}
