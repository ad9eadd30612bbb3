import { DIVORCE_CHECKLIST } from '../../content/checklists';
import { ChecklistPage } from './ChecklistView';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/checklists/compiled/en.js';

export default function DivorceChecklistPage() {
  return <ChecklistPage def={DIVORCE_CHECKLIST} path={paths.divorceChecklist} description={m.divorce_description} />;
}
