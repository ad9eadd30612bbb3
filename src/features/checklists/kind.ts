import { defineKind } from '../../vault/kinds';
import { normaliseProgress, type ChecklistProgress } from './progress';

/** Checklist progress in the vault: ids 'divorce' and 'court-prep' (legacy data arrives there too). */
export const checklistKind = defineKind<ChecklistProgress>({
  kind: 'checklist',
  version: 1,
  validate: normaliseProgress,
});
