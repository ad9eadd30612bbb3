import { COURT_PREP_CHECKLIST } from '../../content/checklists';
import { ChecklistPage } from './ChecklistView';
import * as paths from '../../lib/paths';

export default function CourtPrepChecklistPage() {
  return (
    <ChecklistPage
      def={COURT_PREP_CHECKLIST}
      path={paths.courtPrep}
      description="A court hearing preparation checklist for family court: paperwork, finances, evidence and personal preparation."
    />
  );
}
