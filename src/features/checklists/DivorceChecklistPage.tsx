import { DIVORCE_CHECKLIST } from '../../content/checklists';
import { ChecklistPage } from './ChecklistView';
import * as paths from '../../lib/paths';

export default function DivorceChecklistPage() {
  return (
    <ChecklistPage
      def={DIVORCE_CHECKLIST}
      path={paths.divorceChecklist}
      description="An interactive divorce checklist: legal first steps, financial documents, assets, children and parenting, household and personal tasks."
    />
  );
}
