// How often the message coach's danger check and the chat's first reply agree on whether help
// lines come first (docs/message-coach.md, "Session 23"): the chat's triage (src/content/crisis
// triage.ts, as src/features/coach/engine.ts respond() calls it) against the coach's danger
// (analyze.ts: readReceived for a received message and for every crisis-part message, analyzeDraft
// for a draft). "Lines" is the crisis reply or the safety check (level crisis or check: 911 and the
// lines shown); "none" is the chat's calm level or the coach's null.
//
// Training parts only: the messages parts of score.mjs TRAINING_PARTS and the English crisis parts
// of scripts/coach-model-fit.mjs ENGLISH_PARTS (their danger and ordinary messages). Never a sealed
// part.
//
//   node scripts/message-coach-danger-agree.mjs              the table and every disagreement class
//   OUT=rows.json node scripts/message-coach-danger-agree.mjs also every message's two answers
//   LIST=1 ...                                                 also every disagreeing message, by class
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRAINING_PARTS, loadPart, messageText } from '../tests/fixtures/messages-real/score.mjs';
import { ENGLISH_PARTS } from './coach-model-fit.mjs';
import { ssrServer } from '../tests/bench/vite-ssr.mjs';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const server = await ssrServer(ROOT);
const rows = [];
try {
  const coach = await server.ssrLoadModule('/src/features/message-coach/analyze.ts');
  const { triage } = await server.ssrLoadModule('/src/content/crisis/triage.ts');
  const { detectDanger } = await server.ssrLoadModule('/src/content/crisis/crisis.ts');
  const one = (set, part, id, text, received, labelled) => {
    const chat = triage(text.trim());
    const mine = (received ? coach.readReceived(text) : coach.analyzeDraft(text)).danger;
    rows.push({
      set,
      part,
      id,
      text,
      labelled,
      chat: chat.level,
      coach: mine?.level ?? 'none',
      ruled: detectDanger(text.trim()) !== null,
    });
  };
  for (const part of TRAINING_PARTS)
    for (const m of loadPart(part).messages) {
      const labelled = m.sentences.some((s) => s.flags.includes('danger'));
      one('messages', part, m.id, messageText(m), m.mode === 'received', labelled ? 'danger' : m.hostile ? 'hostile' : 'neutral');
    }
  for (const part of ENGLISH_PARTS) {
    const data = JSON.parse(readFileSync(resolve(ROOT, `tests/fixtures/crisis-real/${part}.json`), 'utf8'));
    data.danger.forEach((m, i) => one('crisis', part, `d${i}`, m.text, true, 'danger'));
    data.ordinary.forEach((m, i) => one('crisis', part, `o${i}`, m.text, true, 'ordinary'));
  }
} finally {
  await server.close();
}

const shown = (level) => level === 'crisis' || level === 'check';
/** Why a message's two answers differ, as a class. */
function classOf(r) {
  const chat = shown(r.chat);
  const mine = shown(r.coach);
  if (chat && !mine)
    return r.ruled ? `chat ${r.chat} (reviewed patterns), coach none` : `chat ${r.chat} (statistical layer alone), coach none`;
  if (!chat && mine) return `chat calm, coach ${r.coach}`;
  if (chat && r.chat !== r.coach) return `both lines: chat ${r.chat}, coach ${r.coach}`;
  return null;
}

const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
for (const set of ['messages', 'crisis']) {
  const of = rows.filter((r) => r.set === set);
  for (const labelled of [...new Set(of.map((r) => r.labelled))]) {
    const g = of.filter((r) => r.labelled === labelled);
    const agree = g.filter((r) => shown(r.chat) === shown(r.coach)).length;
    const same = g.filter((r) => (shown(r.chat) ? r.chat : 'none') === (shown(r.coach) ? r.coach : 'none')).length;
    console.log(
      `${set} ${labelled} (${g.length}): lines yes/no agree ${pct(agree, g.length)} (${agree}); same level ${pct(same, g.length)} (${same});` +
        ` chat lines ${g.filter((r) => shown(r.chat)).length} (crisis ${g.filter((r) => r.chat === 'crisis').length}),` +
        ` coach lines ${g.filter((r) => shown(r.coach)).length} (crisis ${g.filter((r) => r.coach === 'crisis').length})`,
    );
  }
  const all = of.length;
  const agree = of.filter((r) => shown(r.chat) === shown(r.coach)).length;
  console.log(`${set} all (${all}): lines yes/no agree ${pct(agree, all)} (${agree})`);
}
const classes = new Map();
for (const r of rows) {
  const c = classOf(r);
  if (!c) continue;
  const key = `${r.set} ${r.labelled}: ${c}`;
  classes.set(key, [...(classes.get(key) ?? []), r]);
}
console.log('\ndisagreements by class:');
for (const [k, list] of [...classes].sort()) {
  console.log(`  ${k}: ${list.length}`);
  if (process.env.LIST === '1')
    for (const r of list) console.log(`      ${r.part} ${r.id}: ${JSON.stringify(r.text.slice(0, 160))}`);
}
if (process.env.OUT) writeFileSync(process.env.OUT, JSON.stringify(rows));
