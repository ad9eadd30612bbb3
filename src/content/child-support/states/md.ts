/**
 * Maryland: Code, Family Law §§ 12-201 to 12-204, the income-shares guideline, worked as the
 * Judiciary's Worksheet A (primary physical custody, CC-DR-034) and Worksheet B (shared
 * physical custody, CC-DR-035) lay it out (docs/child-support.md#maryland).
 */
import { english, type Translate } from '../../../lib/translate';
import * as m from '../../../content/messages/child-support/compiled/en.js';
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
  whoText,
  toWho,
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
import { GUIDELINE_LAWS } from '../laws';

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
    note: m.md_above_note,
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
      label: m.md_care,
      amount: input.childCare,
      paidBy: input.childCarePaidBy ?? more,
    },
    {
      key: 'healthInsurance',
      line: 'b',
      label: m.health_for_children,
      amount: input.healthInsurance,
      paidBy: input.healthInsurancePaidBy ?? more,
    },
    {
      key: 'extraordinaryMedical',
      line: 'c',
      label: m.extraordinary_medical,
      amount: input.extraordinaryMedical ?? 0,
      paidBy: input.extraordinaryMedicalPaidBy ?? more,
    },
  ];
  return all.filter((c) => c.amount > 0);
}

function compute(input: GuidelineInput, t: Translate = english): GuidelineResult {
  const lines: GuidelineResult['lines'] = [];
  const notes: string[] = [];
  const combined = input.youIncome + input.otherIncome;
  const kids = childWord(input.children, t);
  const reading = scheduleAmount(MD_BASIC, combined, input.children, t);
  const basic = reading.amount ?? 0;
  const shares = incomeShares(input.youIncome, input.otherIncome, null);
  const shareOf = (w: Who) => (w === 'you' ? shares.you : shares.other);
  const shared = input.overnightsYou >= FIGURES.sharedOvernights && input.overnightsOther >= FIGURES.sharedOvernights;
  const extra = costs(input);
  const extraTotal = extra.reduce((t, c) => t + c.amount, 0);

  lines.push({ label: t(m.md_1), value: `${money(input.youIncome)} / ${money(input.otherIncome)}` });
  lines.push({ label: t(m.md_2), value: money(combined) });
  lines.push({ label: t(m.md_3), value: `${shareText(input.youIncome, combined)} / ${shareText(input.otherIncome, combined)}` });
  lines.push({ label: t(m.md_4, { kids, reading: reading.how }), value: money(basic) });
  if (reading.note) notes.push(t(reading.note));
  if (mdReserveMarked(combined, input.children)) notes.push(t(m.md_reserve));

  /** Worksheet A, lines 4a to 8, with `payer` as the non-custodial parent: what that parent owes (negative: is owed). */
  const worksheetA = (payer: Who, show: boolean) => {
    const total = basic + extraTotal;
    const owed = applyShare(total, shareOf(payer));
    const direct = extra.filter((c) => c.paidBy === payer).reduce((t, c) => t + c.amount, 0);
    if (show) {
      for (const c of extra)
        lines.push({
          label: t(m.md_4x, { line: c.line, item: t(c.label), person: whoText(c.paidBy, t) }),
          value: money(c.amount),
        });
      lines.push({ label: t(m.md_5), value: money(total) });
      const share = shareText(payer === 'you' ? input.youIncome : input.otherIncome, combined);
      lines.push({ label: t(payer === 'you' ? m.md_6_you : m.md_6_other, { share }), value: money(owed) });
      if (direct > 0) lines.push({ label: t(payer === 'you' ? m.md_7_you : m.md_7_other), value: money(direct) });
    }
    return owed - direct;
  };

  let result: { payer: Who | null; monthly: number };
  if (!shared) {
    const np = nonResidential(input);
    if (np.equal) notes.push(t(EQUAL_TIME_NOTE));
    const owed = worksheetA(np.payer, true);
    const youOwe = np.payer === 'you' ? owed : -owed;
    result = offset(Math.max(0, youOwe), Math.max(0, -youOwe));
    if (owed < 0) {
      notes.push(t(m.md_pays_back));
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
    lines.push({ label: t(m.md_b5), value: money(cc.shared) });
    lines.push({
      label: t(m.md_b6),
      value: `${input.overnightsYou} (${shareText(input.overnightsYou, nights)}) / ${input.overnightsOther} (${shareText(input.overnightsOther, nights)})`,
    });
    lines.push({
      label: t(m.md_b8),
      value: `${money(cc.you)} / ${money(cc.other)}`,
    });
    lines.push({
      label: t(m.md_b9),
      value: `${money(cc.youOwes)} / ${money(cc.otherOwes)}`,
    });
    const adjusted = (w: Who, theoretical: number) => {
      const hundredths = mdSharedAdjustment(overnightsOf(input, w));
      if (hundredths === 0) return theoretical;
      const adjustment = mulDiv(theoretical, hundredths, 100);
      lines.push({
        label: t(m.md_b10, {
          whose: possessive(w, t),
          n: overnightsOf(input, w),
          x: `0.${hundredths.toString().padStart(2, '0')}`,
        }),
        value: `${money(adjustment)} → ${money(theoretical + adjustment)}`,
      });
      return theoretical + adjustment;
    };
    const net = offset(adjusted('you', cc.youOwes), adjusted('other', cc.otherOwes));
    lines.push({ label: t(m.md_b12), value: money(net.monthly) });
    let basicYouOwe = net.payer === 'you' ? net.monthly : -net.monthly;
    if (net.payer) {
      const cap = Math.max(0, worksheetA(net.payer, false));
      if (net.monthly > cap) {
        basicYouOwe = net.payer === 'you' ? cap : -cap;
        lines.push({
          label: t(m.md_b_cap, { whose: possessive(net.payer, t) }),
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
        label: t(m.md_b13, {
          line: c.line,
          item: t(c.label),
          amount: money(c.amount),
          person: whoText(c.paidBy, t),
          whose: possessive(owedBy, t),
          dest: toWho(c.paidBy, t),
        }),
        value: money(owedBy === 'you' ? a.youOwesOther : a.otherOwesYou),
      });
      youOwe += a.youOwesOther;
      otherOwe += a.otherOwesYou;
    }
    result = offset(youOwe, otherOwe);
  }
  lines.push(resultLine(result.payer, result.monthly, t));
  const near = thresholdNote(input, FIGURES.sharedOvernights, '25%', m.md_rule, t);
  if (near) notes.push(near);
  notes.push(t(m.md_not_included));
  return {
    ...result,
    lines,
    notes,
    method: t(shared ? m.md_method_shared : m.md_method),
  };
}

export const maryland: StateGuideline = {
  state: 'Maryland',
  ...GUIDELINE_LAWS.Maryland,
  checked: MD_SCHEDULE.checked,
  sourceUrl: 'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gfl&section=12-204',
  calculatorUrl: 'https://www.mdcourts.gov/family/childsupport',
  incomeBasis: 'gross',
  incomeHint: m.md_income_hint,
  usesChildCare: true,
  usesHealthInsurance: true,
  usesLocalTax: false,
  caveat: m.md_caveat,
  asks: {
    childCare: m.md_asks_care,
    healthInsurance: m.md_asks_health,
    extraordinaryMedical: m.md_asks_medical,
  },
  compute,
};
