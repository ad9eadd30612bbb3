// Kind labels have one source (KNOWN_KIND_LABELS): the name in "Your data on this device"
// is the same before and after a feature's chunk has loaded and registered its kind.
import { describe, expect, it } from 'vitest';
import { defineKind, KNOWN_KIND_LABELS, labelOfKind } from '../../src/vault/kinds';
import { affidavitKind } from '../../src/features/affidavit/kind';
import { checklistKind } from '../../src/features/checklists/kind';
import { storyDraftKind } from '../../src/features/community/kind';
import { expenseSheetKind } from '../../src/features/expenses/kind';
import { mediationReportKind } from '../../src/features/mediator/kind';
import { parentingPlanKind } from '../../src/features/parenting-plan/kind';
import { parentingTimeKind } from '../../src/features/parenting-time/kind';
import { draftKind } from '../../src/vault/drafts';
import { scheduleSummaryKind } from '../../src/vault/scheduleSummary';
import { quizResultKind } from '../../src/vault/quizResults';

describe('record kind labels', () => {
  it('every kind the app defines takes its label from the one list', () => {
    const kinds = [
      affidavitKind,
      checklistKind,
      storyDraftKind,
      expenseSheetKind,
      mediationReportKind,
      parentingPlanKind,
      parentingTimeKind,
      draftKind,
      scheduleSummaryKind,
      quizResultKind,
    ];
    for (const k of kinds) expect([k.kind, k.label]).toEqual([k.kind, KNOWN_KIND_LABELS[k.kind]]);
    expect(mediationReportKind.label).toBe('Mediation reports');
    expect(storyDraftKind.label).toBe('Story drafts');
    expect(labelOfKind('mediation-report')).toBe('Mediation reports');
  });

  it('a known kind may not bring a second label; an unknown one must bring one', () => {
    expect(() => defineKind({ kind: 'mediation-report', version: 1, label: 'Mediation report', validate: (v) => v })).toThrow(
      'Kind "mediation-report" takes its label from KNOWN_KIND_LABELS',
    );
    expect(() => defineKind({ kind: 'test-unlisted', version: 1, validate: (v) => v })).toThrow(
      'Kind "test-unlisted" needs a label (add it to KNOWN_KIND_LABELS)',
    );
    expect(defineKind({ kind: 'test-listed-here', version: 1, label: 'Test things', validate: (v) => v }).label).toBe(
      'Test things',
    );
  });
});
