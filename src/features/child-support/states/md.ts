/**
 * Maryland: Code, Family Law §§ 12-201 to 12-204, the income-shares guideline, worked as the
 * Judiciary's Worksheet A (primary physical custody, CC-DR-034) and Worksheet B (shared
 * physical custody, CC-DR-035) lay it out (docs/child-support.md#maryland).
 */
import {
  EQUAL_TIME_NOTE,
  childWord,
  incomeOf,
  money,
  mulDiv,
  nonResidential,
  other,
  overnightsOf,
  possessive,
  shareText,
  thresholdNote,
  totalOvernights,
  whoName,
  type GuidelineInput,
  type GuidelineResult,
  type StateGuideline,
  type Who,
} from '../guideline';
import { MD_SCHEDULE } from '../schedules/md';

const FIGURES = {
  /** § 12-201(o), (p): shared physical custody when each parent keeps the children more than 25% of overnights (at least 92). */
  sharedOvernights: 92,
  /** § 12-204(f): the basic obligation × 1.5 in shared custody. */
  sharedMultiplierNum: 3,
  sharedMultiplierDen: 2,
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

const TOP_ROW = MD_SCHEDULE.rows[MD_SCHEDULE.rows.length - 1]!;

export interface MdBasic {
  /** Monthly basic obligation, cents. */
  amount: number;
  /** The schedule row used, in whole dollars (1200 covers $0 to $1,200). */
  row: number;
  /** The amount is one the schedule marks as adjusted by the self-support reserve. */
  reserve: boolean;
  /** Combined income is above the schedule's top row ($30,000). */
  aboveTop: boolean;
}

/**
 * § 12-204(c), (e): the schedule row at or above the combined income ("extrapolated to the next
 * higher amount"); above the top row the court decides (§ 12-204(d)), and this gives the top row.
 */
export function mdBasic(combinedCents: number, children: number): MdBasic {
  const col = Math.min(Math.max(children, 1), 6);
  const found = MD_SCHEDULE.rows.find((r) => r[0] * 100 >= combinedCents);
  const row = found ?? TOP_ROW;
  return { amount: row[col]! * 100, row: row[0], reserve: (row[7] & (1 << (col - 1))) !== 0, aboveTop: !found };
}

/** § 12-204(m)(2)(ii): hundredths added for a parent with 92 to 109 overnights, else 0. */
export function mdSharedAdjustment(overnights: number): number {
  if (overnights < FIGURES.sharedOvernights) return 0;
  for (const [upTo, hundredths] of FIGURES.sharedAdjustment) if (overnights <= upTo) return hundredths;
  return 0;
}

/** Who pays the child-care and health-insurance costs: taken to be the parent with more overnights. */
function costPayer(input: GuidelineInput): Who {
  return input.overnightsYou >= input.overnightsOther ? 'you' : 'other';
}

function compute(input: GuidelineInput): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const combined = input.youIncome + input.otherIncome;
  const kids = childWord(input.children);
  const basic = mdBasic(combined, input.children);
  const shared = input.overnightsYou >= FIGURES.sharedOvernights && input.overnightsOther >= FIGURES.sharedOvernights;
  const share = (w: Who, cents: number) => (combined > 0 ? mulDiv(cents, incomeOf(input, w), combined) : 0);
  const expenses = input.childCare + input.healthInsurance;
  const payerOfCosts = costPayer(input);

  lines.push({
    label: '1–2. Monthly adjusted actual income: you / the other parent',
    value: `${money(input.youIncome)} / ${money(input.otherIncome)}`,
  });
  lines.push({ label: '2. Combined monthly adjusted actual income', value: money(combined) });
  lines.push({
    label: '3. Percentage share of income: you / the other parent',
    value: `${shareText(input.youIncome, combined)} / ${shareText(input.otherIncome, combined)}`,
  });
  const rowText = basic.row === 1200 ? 'the $0–$1,200 row' : `the $${basic.row.toLocaleString('en-US')} row`;
  lines.push({
    label: `4. Basic child support obligation for ${kids} (schedule, ${rowText})`,
    value: money(basic.amount),
  });
  if (basic.aboveTop) {
    notes.push(
      `Combined income is above $30,000 a month, the top of Maryland’s schedule. Above it the court sets the amount in its discretion (§ 12-204(d)); this uses the amount for $30,000, which is not a ceiling or a floor.`,
    );
  }
  if (basic.reserve) {
    notes.push(
      'At this income the schedule’s amount is one it marks as lowered by the self-support reserve, so the paying parent keeps a minimum income.',
    );
  }

  /** Worksheet A, lines 4 to 9, with `payer` as the non-custodial parent. */
  const worksheetA = (payer: Who, show: boolean) => {
    const total = basic.amount + expenses;
    const owed = share(payer, total);
    const direct = payerOfCosts === payer ? expenses : 0;
    if (show) {
      if (input.childCare > 0) lines.push({ label: '4a. Work-related child care', value: money(input.childCare) });
      if (input.healthInsurance > 0)
        lines.push({ label: '4b. Health insurance for the children', value: money(input.healthInsurance) });
      lines.push({ label: '5. Total child support obligation', value: money(total) });
      lines.push({
        label: `6. ${possessive(payer)} obligation (line 5 × ${shareText(incomeOf(input, payer), combined)})`,
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

  let payer: Who | null;
  let monthly: number;
  if (!shared) {
    const np = nonResidential(input);
    if (np.equal) notes.push(EQUAL_TIME_NOTE);
    monthly = worksheetA(np.payer, true);
    payer = monthly > 0 ? np.payer : null;
  } else {
    const total = totalOvernights(input);
    const adjusted = mulDiv(basic.amount, FIGURES.sharedMultiplierNum, FIGURES.sharedMultiplierDen);
    lines.push({ label: '5. Adjusted basic obligation (line 4 × 1.5)', value: money(adjusted) });
    lines.push({
      label: '6–7. Overnights: you / the other parent',
      value: `${input.overnightsYou} (${shareText(input.overnightsYou, total)}) / ${input.overnightsOther} (${shareText(input.overnightsOther, total)})`,
    });
    const side = (w: Who) => {
      const own = share(w, adjusted);
      const theoretical = mulDiv(own, overnightsOf(input, other(w)), total);
      const hundredths = mdSharedAdjustment(overnightsOf(input, w));
      const adjustment = mulDiv(theoretical, hundredths, 100);
      return { own, theoretical, hundredths, adjustment, final: theoretical + adjustment };
    };
    const you = side('you');
    const oth = side('other');
    lines.push({
      label: '8. Each parent’s share of line 5: you / the other parent',
      value: `${money(you.own)} / ${money(oth.own)}`,
    });
    lines.push({
      label: '9. Theoretical obligation for the other parent’s time: you / the other parent',
      value: `${money(you.theoretical)} / ${money(oth.theoretical)}`,
    });
    for (const [w, s] of [
      ['you', you],
      ['other', oth],
    ] as const) {
      if (s.hundredths > 0) {
        lines.push({
          label: `10–11. Shared custody adjustment for ${possessive(w, true)} ${overnightsOf(input, w)} overnights (line 9 × 0.${s.hundredths.toString().padStart(2, '0')}), added`,
          value: `${money(s.adjustment)} → ${money(s.final)}`,
        });
      }
    }
    const basicPayer: Who = you.final >= oth.final ? 'you' : 'other';
    let net = Math.abs(you.final - oth.final);
    lines.push({ label: '12. Net basic child support obligation (larger minus smaller)', value: money(net) });
    const cap = Math.max(0, worksheetA(basicPayer, false));
    if (net > cap) {
      net = cap;
      lines.push({
        label: `Not more than ${possessive(basicPayer, true)} amount as a non-custodial parent (Worksheet A; § 12-204(m)(5))`,
        value: money(net),
      });
    }
    // Lines 13 and 14: the parent who pays the costs gets the other parent's income share of them.
    let youOwe = basicPayer === 'you' ? net : -net;
    if (expenses > 0) {
      const otherShare = share(other(payerOfCosts), expenses);
      lines.push({
        label: `13–14. Child care and health insurance (${money(expenses)}): ${possessive(other(payerOfCosts), true)} income share, owed to the parent who pays them`,
        value: money(otherShare),
      });
      youOwe += payerOfCosts === 'other' ? otherShare : -otherShare;
    }
    payer = youOwe === 0 ? null : youOwe > 0 ? 'you' : 'other';
    monthly = Math.abs(youOwe);
  }
  if (payer)
    lines.push({
      label: `Recommended child support, per month, paid by ${whoName(payer).toLowerCase()} to ${whoName(other(payer)).toLowerCase()}`,
      value: money(monthly),
    });
  const near = thresholdNote(input, FIGURES.sharedOvernights, '25%', 'Maryland’s shared physical custody worksheet');
  if (near) notes.push(near);
  if (expenses > 0) {
    notes.push(
      `This takes the child care and health insurance to be paid by ${whoName(payerOfCosts).toLowerCase()}, the parent with more overnights. If the other parent pays them, the worksheet credits that parent instead.`,
    );
  }
  notes.push(
    'Not included: extraordinary medical expenses (uninsured costs above $250 a year), school and travel costs, the allowance for other children living with a parent, and third-party benefits paid for the children.',
  );
  return {
    payer,
    monthly,
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
  compute,
};
