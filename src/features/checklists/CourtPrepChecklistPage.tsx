import { COURT_PREP_CHECKLIST } from '../../content/checklists';
import { ChecklistPage } from './ChecklistView';

export default function CourtPrepChecklistPage() {
  return (
    <ChecklistPage
      def={COURT_PREP_CHECKLIST}
      path="/resources/court-hearing-preparation"
      description="A court hearing preparation checklist for family court: paperwork, finances, evidence and personal preparation."
    />
  );
}
