/**
 * Maryland: Code, Family Law §§ 12-201 to 12-204, the income-shares guideline, worked as the
 * Judiciary's Worksheet A (primary physical custody, CC-DR-034) and Worksheet B (shared
 * physical custody, CC-DR-035) lay it out (docs/child-support.md#maryland).
 */
import {
  EQUAL_TIME_NOTE,
  childWord,
  money,
  mulDiv,
  nonResidential,
  other,
  overnightsOf,
  possessive,
  shareText,
  thresholdNote,
  whoName,
  type AskedField,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
} from '../guideline';
import {
  addOnShares,
  applyShare,
  crossCredit,
  incomeShares,
  offset,
  resultLine,
  scheduleAmount,
  type Schedule,
} from '../incomeShares';
import { MD_SCHEDULE } from './mdSchedule';

const FIGURES = {
  /** § 12-201(o), (p): shared physical custody when each parent keeps the children more than 25% of overnights (at least 92). */
  sharedOvernights: 92,
  /** § 12-204(f): the basic obligation × 1.5 in shared custody. */
  sharedMultiplier: { num: 3, den: 2 },
  /**
   * § 12-204(m)(2)(ii): the shared physical custody adjustment for a parent with 92 to 109
   * overnights, as [up to this many overnights, hundredths of that parent's theoretical obligation].
   */
  sharedAdjustment: [
    [94, 10],
    [98, 8],
    [102, 6],
    [105, 4],
    [109, 2],
  ],
} as const;

/** § 12-204(c)-(e): the schedule, the next higher row between rows, the court above $30,000. */
export const MD_BASIC: Schedule = {
  period: 'month',
  rows: MD_SCHEDULE.rows.map((r) => ({ income: r[0] * 100, amounts: r.slice(1, 7).map((a) => a * 100) })),
  between: { kind: 'next-higher' },
  below: { kind: 'first-row' },
  above: {
    kind: 'court-decides',
    note: 'Combined income is above $30,000 a month, the top of Maryland’s schedule. Above it the court sets the amount in its discretion (§ 12-204(d)); this shows the amount for $30,000.',
  },
};

/** Whether the schedule marks the amount used as adjusted by the self-support reserve (an asterisk). */
export function mdReserveMarked(combinedCents: number, children: number): boolean {
  const col = Math.min(Math.max(children, 1), 6);
  const row = MD_SCHEDULE.rows.find((r) => r[0] * 100 >= combinedCents);
  return row !== undefined && (row[7] & (1 << (col - 1))) !== 0;
}

/** § 12-204(m)(2)(ii): hundredths added for a parent with 92 to 109 overnights, else 0. */
export function mdSharedAdjustment(overnights: number): number {
  if (overnights < FIGURES.sharedOvernights) return 0;
  for (const [upTo, hundredths] of FIGURES.sharedAdjustment) if (overnights <= upTo) return hundredths;
  return 0;
}

interface Cost {
  key: AskedField;
  line: string;
  label: string;
  amount: number;
  paidBy: Who;
}

/** The costs § 12-204(g), (h) add, each with the parent who pays the provider (by default the parent with more overnights). */
function costs(input: GuidelineInput): Cost[] {
  const more: Who = input.overnightsYou >= input.overnightsOther ? 'you' : 'other';
  const all: Cost[] = [
    {
      key: 'childCare',
      line: 'a',
      label: 'Work-related child care',
      amount: input.childCare,
      paidBy: input.childCarePaidBy ?? more,
    },
    {
      key: 'healthInsurance',
      line: 'b',
      label: 'Health insurance for the children',
      amount: input.healthInsurance,
      paidBy: input.healthInsurancePaidBy ?? more,
    },
    {
      key: 'extraordinaryMedical',
      line: 'c',
      label: 'Extraordinary medical expenses',
      amount: input.extraordinaryMedical ?? 0,
      paidBy: input.extraordinaryMedicalPaidBy ?? more,
    },
  ];
  return all.filter((c) => c.amount > 0);
}

function compute(input: GuidelineInput): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const combined = input.youIncome + input.otherIncome;
  const kids = childWord(input.children);
  const reading = scheduleAmount(MD_BASIC, combined, input.children);
  const basic = reading.amount ?? 0;
  const shares = incomeShares(input.youIncome, input.otherIncome, null);
  const shareOf = (w: Who) => (w === 'you' ? shares.you : shares.other);
  const shared = input.overnightsYou >= FIGURES.sharedOvernights && input.overnightsOther >= FIGURES.sharedOvernights;
  const extra = costs(input);
  const extraTotal = extra.reduce((t, c) => t + c.amount, 0);

  lines.push({
    label: '1–2. Monthly adjusted actual income: you / the other parent',
    value: `${money(input.youIncome)} / ${money(input.otherIncome)}`,
  });
  lines.push({ label: '2. Combined monthly adjusted actual income', value: money(combined) });
  lines.push({
    label: '3. Percentage share of income: you / the other parent',
    value: `${shareText(input.youIncome, combined)} / ${shareText(input.otherIncome, combined)}`,
  });
  lines.push({ label: `4. Basic child support obligation for ${kids} (${reading.how})`, value: money(basic) });
  if (reading.note) notes.push(reading.note);
  if (mdReserveMarked(combined, input.children)) {
    notes.push(
      'At this income the schedule’s amount is one it marks as lowered by the self-support reserve, so the paying parent keeps a minimum income.',
    );
  }

  /** Worksheet A, lines 4a to 8, with `payer` as the non-custodial parent: what that parent owes (negative: is owed). */
  const worksheetA = (payer: Who, show: boolean) => {
    const total = basic + extraTotal;
    const owed = applyShare(total, shareOf(payer));
    const direct = extra.filter((c) => c.paidBy === payer).reduce((t, c) => t + c.amount, 0);
    if (show) {
      for (const c of extra)
        lines.push({ label: `4${c.line}. ${c.label}, paid by ${whoName(c.paidBy).toLowerCase()}`, value: money(c.amount) });
      lines.push({ label: '5. Total child support obligation', value: money(total) });
      lines.push({
        label: `6. ${possessive(payer)} obligation (line 5 × ${shareText(payer === 'you' ? input.youIncome : input.otherIncome, combined)})`,
        value: money(owed),
      });
      if (direct > 0)
        lines.push({
          label: `7. Costs ${whoName(payer).toLowerCase()} pay${payer === 'you' ? '' : 's'} directly`,
          value: money(direct),
        });
    }
    return owed - direct;
  };

  let result: { payer: Who | null; monthly: number };
  if (!shared) {
    const np = nonResidential(input);
    if (np.equal) notes.push(EQUAL_TIME_NOTE);
    const owed = worksheetA(np.payer, true);
    const youOwe = np.payer === 'you' ? owed : -owed;
    result = offset(Math.max(0, youOwe), Math.max(0, -youOwe));
    if (owed < 0) {
      notes.push(
        'The costs the parent with fewer overnights pays directly are more than their share, so the other parent pays back the difference (Worksheet A, comment 2).',
      );
    }
  } else {
    const cc = crossCredit({
      basic,
      shares,
      overnightsYou: input.overnightsYou,
      overnightsOther: input.overnightsOther,
      multiplier: FIGURES.sharedMultiplier,
      timePlaces: null,
    });
    const nights = input.overnightsYou + input.overnightsOther;
    lines.push({ label: '5. Adjusted basic obligation (line 4 × 1.5)', value: money(cc.shared) });
    lines.push({
      label: '6–7. Overnights: you / the other parent',
      value: `${input.overnightsYou} (${shareText(input.overnightsYou, nights)}) / ${input.overnightsOther} (${shareText(input.overnightsOther, nights)})`,
    });
    lines.push({
      label: '8. Each parent’s share of line 5: you / the other parent',
      value: `${money(cc.you)} / ${money(cc.other)}`,
    });
    lines.push({
      label: '9. Theoretical obligation for the other parent’s time: you / the other parent',
      value: `${money(cc.youOwes)} / ${money(cc.otherOwes)}`,
    });
    const adjusted = (w: Who, theoretical: number) => {
      const hundredths = mdSharedAdjustment(overnightsOf(input, w));
      if (hundredths === 0) return theoretical;
      const adjustment = mulDiv(theoretical, hundredths, 100);
      lines.push({
        label: `10–11. Shared custody adjustment for ${possessive(w, true)} ${overnightsOf(input, w)} overnights (line 9 × 0.${hundredths.toString().padStart(2, '0')}), added`,
        value: `${money(adjustment)} → ${money(theoretical + adjustment)}`,
      });
      return theoretical + adjustment;
    };
    const net = offset(adjusted('you', cc.youOwes), adjusted('other', cc.otherOwes));
    lines.push({ label: '12. Net basic child support obligation (larger minus smaller)', value: money(net.monthly) });
    let basicYouOwe = net.payer === 'you' ? net.monthly : -net.monthly;
    if (net.payer) {
      const cap = Math.max(0, worksheetA(net.payer, false));
      if (net.monthly > cap) {
        basicYouOwe = net.payer === 'you' ? cap : -cap;
        lines.push({
          label: `Not more than ${possessive(net.payer, true)} amount as a non-custodial parent (Worksheet A; § 12-204(m)(5))`,
          value: money(cap),
        });
      }
    }
    let youOwe = Math.max(0, basicYouOwe);
    let otherOwe = Math.max(0, -basicYouOwe);
    for (const c of extra) {
      const a = addOnShares(c.amount, c.paidBy, shares);
      const owedBy = other(c.paidBy);
      lines.push({
        label: `13${c.line}–14. ${c.label} (${money(c.amount)}, paid by ${whoName(c.paidBy).toLowerCase()}): ${possessive(owedBy, true)} share, owed to ${whoName(c.paidBy).toLowerCase()}`,
        value: money(owedBy === 'you' ? a.youOwesOther : a.otherOwesYou),
      });
      youOwe += a.youOwesOther;
      otherOwe += a.otherOwesYou;
    }
    result = offset(youOwe, otherOwe);
  }
  lines.push(resultLine(result.payer, result.monthly));
  const near = thresholdNote(input, FIGURES.sharedOvernights, '25%', 'Maryland’s shared physical custody worksheet');
  if (near) notes.push(near);
  notes.push(
    'Not included: school and travel costs (§ 12-204(i)), the allowance for other children living with a parent, and third-party benefits paid for the children.',
  );
  return {
    ...result,
    lines,
    notes,
    method: shared ? 'Shared physical custody (Worksheet B)' : 'Primary physical custody (Worksheet A)',
  };
}

export const maryland: StateGuideline = {
  state: 'Maryland',
  law: 'Maryland Code, Family Law §§ 12-201 to 12-204',
  effective: `Schedule and shared-custody rules in force since ${MD_SCHEDULE.effective}`,
  checked: MD_SCHEDULE.checked,
  sourceUrl: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gfl&section=12-204',
  calculatorUrl: 'https://www.mdcourts.gov/family/childsupport',
  incomeBasis: 'gross',
  incomeHint:
    'Maryland uses adjusted actual income: monthly income before tax from all sources, minus child support you already pay for other children and alimony you pay (alimony you receive counts as income).',
  usesChildCare: true,
  usesHealthInsurance: true,
  usesLocalTax: false,
  caveat:
    'Checked against the 2024 edition of the Maryland Code and the Judiciary’s worksheets revised August 2024; a 2025 or 2026 change to § 12-204 could not be checked.',
  asks: {
    childCare: 'Maryland adds child care needed for a parent’s work or job search (§ 12-204(g)) and shares it by income.',
    healthInsurance: 'Maryland adds the cost of the children’s health insurance (§ 12-204(h)(1)) and shares it by income.',
    extraordinaryMedical:
      'Uninsured medical costs above $250 a year per child, such as orthodontics, therapy or treatment for a chronic condition (§ 12-201(g)), per month.',
  },
  compute,
};
