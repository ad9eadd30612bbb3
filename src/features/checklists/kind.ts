import { defineKind } from '../../vault/kinds';
import { checklistProgressSchema, type ChecklistProgress } from './progress';

/** Checklist progress in the vault: ids 'divorce' and 'court-prep' (legacy data arrives there too). */
export const checklistKind = defineKind<ChecklistProgress>({
  kind: 'checklist',
  version: 1,
  schema: checklistProgressSchema,
});
