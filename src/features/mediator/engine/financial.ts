import type { Difference } from '../differences';
import { say, type Arg, type MsgId } from '../say';
import type { Aliases } from '../aliases';
import { extractMoney, formatDollars, monthlyCents } from '../extract';
import { formatValues, matchItems, readItems, type FinancialItem } from '../financial';
import { TOPIC_BY_ID, type TopicId } from '../topics';
import type { EngineRecommendation, Finding, PartyDoc, PartyFact } from './types';

/* ------------------------------------------------------------------ financial disclosures */

function itemTopic(i: FinancialItem): TopicId {
  const t = `${i.description} ${i.keys.join(' ')}`;
  if (/\b401\s?\(?k|\b403\s?\(?b|\bira\b|\bpension\b|\bretirement\b|\bthrift savings\b|\bdeferred comp/i.test(t))
    return 'retirement';
  if (i.category === 'debt') return 'debts';
  if (/^address /m.test(i.keys.join('\n')) || /\bhome\b|\bhouse\b|\bresidence\b|\breal (?:estate|property)\b|\bcondo/i.test(t))
    return 'marital-home';
  return 'property';
}

/** Whose income a row states ("Respondent's gross income", "Husband's salary"), when it says. */
function incomeOwner(i: FinancialItem, aliases: Aliases): string | null {
  const m = /\b(Mother|Father|Husband|Wife|Petitioner|Respondent|[A-Z][a-z]{2,})(?:'s)?\b/.exec(i.description);
  if (!m?.[1]) return null;
  const w = m[1];
  const role =
    aliases.get(w) ??
    (/^(?:Mother|Wife)$/.test(w)
      ? 'mother'
      : /^(?:Father|Husband)$/.test(w)
        ? 'father'
        : /^(?:Petitioner|Respondent)$/.test(w)
          ? w.toLowerCase()
          : null);
  if (!role) return null;
  const kind = /\bnet\b/i.test(i.description) ? 'net' : 'gross';
  return `${role} ${kind}`;
}

export function financialFindings(
  partyA: PartyDoc[],
  partyB: PartyDoc[],
  aliases: Aliases,
): { findings: Finding[]; facts: PartyFact[]; recs: EngineRecommendation[]; identical: number } {
  const itemsA = partyA.flatMap((d) => readItems(d.text));
  const itemsB = partyB.flatMap((d) => readItems(d.text));
  const facts: PartyFact[] = [];
  const findings: Finding[] = [];
  const recs: EngineRecommendation[] = [];
  let identical = 0;
  // The same person's income stated differently by the two sides is a conflict; each side's own figures are facts.
  const incomeTopic = TOPIC_BY_ID.get('income')?.label ?? 'Income';
  const yearly = (i: FinancialItem) => {
    const m = extractMoney(i.text)[0];
    return m ? (m.period === 'once' ? m.cents : monthlyCents(m) * 12) : 0;
  };
  const ownersB = new Map<string, FinancialItem>();
  for (const i of itemsB) {
    const o = i.category === 'income' ? incomeOwner(i, aliases) : null;
    if (o && !ownersB.has(o)) ownersB.set(o, i);
  }
  const usedIncome = new Set<FinancialItem>();
  for (const a of itemsA) {
    const o = a.category === 'income' ? incomeOwner(a, aliases) : null;
    const b = o ? ownersB.get(o) : undefined;
    if (!b || usedIncome.has(b)) continue;
    usedIncome.add(a);
    usedIncome.add(b);
    const ya = yearly(a);
    const yb = yearly(b);
    if (ya === yb) {
      identical++;
      continue;
    }
    const va = `${formatDollars(ya)} per year`;
    const vb = `${formatDollars(yb)} per year`;
    findings.push({
      verdict: 'conflict',
      topicId: 'income',
      topic: incomeTopic,
      heading: a.description,
      quoteA: a.text,
      quoteB: b.text,
      differences: [
        {
          kind: 'money',
          a: va,
          b: vb,
          line: `Income of the same person: Party A states ${va}; Party B states ${vb}.`,
          say: say('rt_income', { a: { $: 'money', cents: ya, period: 'year' }, b: { $: 'money', cents: yb, period: 'year' } }),
        },
      ],
      redline: [],
    });
    recs.push({
      topicId: 'income',
      topic: incomeTopic,
      heading: a.description,
      text: 'Income is a fact to check, not a figure to bargain over: compare both figures with the same papers (the last tax return, recent pay stubs, bonus statements) and use the verified figure.',
      basis: `Starts from: Party A ${va}; Party B ${vb}.`,
      textSay: say('rp_income'),
      basisSay: say('rp_starts_from', {
        basis: say('rp_basis_ab_semi', {
          a: { $: 'money', cents: ya, period: 'year' },
          b: { $: 'money', cents: yb, period: 'year' },
        }),
      }),
    });
  }
  for (const [party, items] of [
    ['A', itemsA],
    ['B', itemsB],
  ] as const) {
    for (const i of items) {
      if (
        (i.category === 'income' || i.category === 'expense' || i.category === 'total' || i.category === 'own') &&
        !usedIncome.has(i)
      )
        facts.push({ party, label: i.description, value: formatValues(i.values) });
    }
  }
  const { pairs, onlyA, onlyB } = matchItems(itemsA, itemsB);
  for (const { a, b } of pairs) {
    const topicId = itemTopic(a);
    const topic = TOPIC_BY_ID.get(topicId)?.label ?? topicId;
    const n = Math.min(a.values.length, b.values.length);
    const diffs: Difference[] = [];
    const names = a.category === 'debt' ? ['Amount owed', 'Monthly payment'] : ['Value', 'Amount owed'];
    const labels: MsgId[] =
      a.category === 'debt' ? ['rt_fin_amount_owed', 'rt_fin_monthly'] : ['rt_fin_value', 'rt_fin_amount_owed'];
    for (let k = 0; k < n; k++) {
      if (a.values[k] !== b.values[k]) {
        const va = formatValues([a.values[k] as number]);
        const vb = formatValues([b.values[k] as number]);
        diffs.push({
          kind: 'money',
          a: va,
          b: vb,
          line: `${names[k] ?? 'Amount'}: Party A lists ${va}; Party B lists ${vb}.`,
          say: say('rt_fin_lists', {
            label: say(labels[k] ?? 'rt_kind_l_money'),
            a: { $: 'money', cents: a.values[k] as number },
            b: { $: 'money', cents: b.values[k] as number },
          }),
        });
      }
    }
    if (!diffs.length) {
      if (a.text === b.text) identical++;
      else
        findings.push({
          verdict: 'aligned',
          topicId,
          topic,
          heading: a.description,
          quoteA: a.text,
          quoteB: b.text,
          differences: [],
          redline: [],
        });
      continue;
    }
    findings.push({
      verdict: 'conflict',
      topicId,
      topic,
      heading: a.description,
      quoteA: a.text,
      quoteB: b.text,
      differences: diffs,
      redline: [],
    });
    recs.push({
      topicId,
      topic,
      heading: a.description,
      text:
        a.category === 'debt'
          ? 'The same debt is listed with different figures: get one statement from the lender as of an agreed date and use its figure in both disclosures.'
          : 'The same item is valued differently: agree one valuation date and have it valued the same way for both (a joint appraisal for real estate or a vehicle, a statement as of that date for an account). Values are not averaged.',
      basis: `Starts from: ${diffs.map((d) => `Party A ${d.a}, Party B ${d.b}`).join('; ')}.`,
      textSay: say(a.category === 'debt' ? 'rp_debt' : 'rp_item'),
      basisSay: say('rp_starts_from', {
        basis: {
          $: 'list',
          items: diffs.map((d) => say('rp_basis_ab', { a: d.say?.v?.a ?? d.a, b: d.say?.v?.b ?? d.b })),
          sep: 'semicolon',
        },
      }),
    });
  }
  for (const [party, list] of [
    ['A', onlyA],
    ['B', onlyB],
  ] as const) {
    for (const i of list) {
      const topicId = itemTopic(i);
      const topic = TOPIC_BY_ID.get(topicId)?.label ?? topicId;
      const other = party === 'A' ? 'B' : 'A';
      findings.push({
        verdict: party === 'A' ? 'only-a' : 'only-b',
        topicId,
        topic,
        heading: i.description,
        quoteA: party === 'A' ? i.text : null,
        quoteB: party === 'B' ? i.text : null,
        differences: [
          {
            kind: 'money',
            a: party === 'A' ? formatValues(i.values) : 'not listed',
            b: party === 'B' ? formatValues(i.values) : 'not listed',
            line: `Undisclosed by Party ${other}: Party ${party} lists ${i.category === 'debt' ? 'this debt' : 'this item'} (${formatValues(i.values)}); Party ${other}'s disclosure does not.`,
            say: say(i.category === 'debt' ? 'rt_undisclosed_debt' : 'rt_undisclosed_item', {
              other,
              party,
              values: moneyList(i.values),
            }),
          },
        ],
        redline: [],
      });
      recs.push({
        topicId,
        topic,
        heading: i.description,
        text: `Party ${other} confirms in writing whether ${i.category === 'debt' ? 'this debt' : 'this item'} exists and what it is worth, with a statement or appraisal as of the same date as the other values; a disclosure should list every asset and debt.`,
        basis: `Starts from: Party ${party} lists ${formatValues(i.values)}; Party ${other} does not list it.`,
        textSay: say(i.category === 'debt' ? 'rp_confirm_debt' : 'rp_confirm_item', { other }),
        basisSay: say('rp_undisclosed_basis', { party, other, values: moneyList(i.values) }),
      });
    }
  }
  return { findings, facts, recs, identical };
}

/** Values as the report says them: "$1,200 / $300". */
function moneyList(values: number[]): Arg {
  return { $: 'list', items: values.map((cents) => ({ $: 'money', cents })), sep: 'slash' };
}
