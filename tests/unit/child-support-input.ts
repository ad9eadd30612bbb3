import type { GuidelineInput, Who } from '../../src/content/child-support/guideline';

type PaidBy = 'childCarePaidBy' | 'healthInsurancePaidBy' | 'extraordinaryMedicalPaidBy';

/** A guideline input in whole dollars a month (converted to cents), with 1 child and no costs unless given. */
export function inp(
  p: Partial<Record<Exclude<keyof GuidelineInput, PaidBy>, number>> &
    Partial<Record<PaidBy, Who>> & { you: number; other: number; nightsYou: number; nightsOther?: number },
): GuidelineInput {
  const optional: Partial<GuidelineInput> = {};
  if (p.extraordinaryMedical !== undefined) optional.extraordinaryMedical = Math.round(p.extraordinaryMedical * 100);
  for (const k of ['childCarePaidBy', 'healthInsurancePaidBy', 'extraordinaryMedicalPaidBy'] as const) {
    if (p[k]) optional[k] = p[k];
  }
  return {
    ...optional,
    youIncome: Math.round(p.you * 100),
    otherIncome: Math.round(p.other * 100),
    children: p.children ?? 1,
    overnightsYou: p.nightsYou,
    overnightsOther: p.nightsOther ?? 365 - p.nightsYou,
    childCare: Math.round((p.childCare ?? 0) * 100),
    healthInsurance: Math.round((p.healthInsurance ?? 0) * 100),
    youLocalTax: Math.round((p.youLocalTax ?? 0) * 100),
    otherLocalTax: Math.round((p.otherLocalTax ?? 0) * 100),
  };
}

export function line(lines: { label: string; value: string }[], start: string): string {
  const l = lines.find((x) => x.label.startsWith(start));
  if (!l) throw new Error(`no worksheet line starting "${start}" in: ${lines.map((x) => x.label).join(' | ')}`);
  return l.value;
}
