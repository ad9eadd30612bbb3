// Leave-one-part-out figures for danger recognition in Spanish (issue 31; corpus and parts in
// tests/fixtures/crisis-real/README.md): for each Spanish training part, the statistical layer is
// retrained without it (scripts/train-coach-model.mjs with COACH_HOLD_OUT) and the whole first
// reply (triage.ts triageWith with that model) is scored on the part left out:
//
//   node tests/bench/crisis-es-lopo.bench.mjs              every Spanish training part
//   node tests/bench/crisis-es-lopo.bench.mjs train-es-3   one of them
//
// Only the model is held out: the Spanish rules (spanish.ts) were written on the first three parts, so
// the rules' share of these figures is a training figure (the README gives each part's figure
// measured once before any change for it). Reads only the Spanish training parts; a
// sealed part is never read. Figures as crisis-sealed.bench.mjs: recall with the right lines
// per category, numbers in the first reply, full-reply false alarms and the check on ordinary
// messages. Reports only: no target here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ssrServer } from './vite-ssr.mjs';
import { ALWAYS_PARTS, chooseCalm } from '../../scripts/coach-model-fit.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The Spanish training parts, as the model trains on them. */
const SPANISH = ALWAYS_PARTS;
const asked = process.argv.slice(2);
const parts = asked.length ? asked.filter((p) => SPANISH.includes(p)) : SPANISH;
if (!parts.length) {
  console.log(`one or more of ${SPANISH.join(', ')}`);
  process.exit(1);
}
const pct = (n, d) => (d ? `${((n / d) * 100).toFixed(1)}%` : 'n/a');

const models = Object.fromEntries(
  parts.map((part) => {
    const out = join(tmpdir(), `coach-model-without-${part}-${process.pid}.json`);
    execFileSync('node', ['scripts/train-coach-model.mjs'], {
      cwd: ROOT,
      env: { ...process.env, COACH_HOLD_OUT: part, COACH_MODEL_OUT: out },
      stdio: 'ignore',
    });
    return [part, JSON.parse(readFileSync(out, 'utf8'))];
  }),
);

const server = await ssrServer(ROOT);
try {
  const { triageWith, triageFacts, decide, MODEL_THRESHOLDS } = await server.ssrLoadModule('/src/content/crisis/triage.ts');
  /** { row, facts } of every held-out message read with no rule, for the Spanish calm threshold. */
  const unruled = [];
  const total = { recalled: 0, danger: 0 };
  for (const part of parts) {
    const corpus = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/crisis-real', `${part}.json`), 'utf8'));
    const reply = (text) => triageWith(text, models[part]);
    const danger = corpus.danger.map((d) => ({ d, r: reply(d.text) }));
    const ordinary = corpus.ordinary.map((o) => ({ o, r: reply(o.text) }));
    for (const d of corpus.danger) unruled.push({ row: { cls: d.category }, facts: triageFacts(d.text, models[part], false) });
    for (const o of corpus.ordinary) unruled.push({ row: { cls: 'ordinary' }, facts: triageFacts(o.text, models[part], false) });
    const recalled = ({ d, r }) => r.level === 'crisis' && d.lines.every((l) => r.lines.includes(l));
    console.log(`${part}.json held out (model trained without it): ${danger.length} danger, ${ordinary.length} ordinary`);
    for (const category of [...new Set(danger.map(({ d }) => d.category))]) {
      const rs = danger.filter(({ d }) => d.category === category);
      const n = rs.filter(recalled).length;
      console.log(
        `  ${category.padEnd(26)} ${String(n).padStart(2)}/${String(rs.length).padEnd(3)} ${pct(n, rs.length).padStart(6)}`,
      );
    }
    const n = danger.filter(recalled).length;
    total.recalled += n;
    total.danger += danger.length;
    console.log(`  recall with the right lines ${n}/${danger.length} = ${pct(n, danger.length)}`);
    const shown = danger.filter(({ r }) => r.level !== 'calm').length;
    console.log(`  numbers in the first reply ${shown}/${danger.length} = ${pct(shown, danger.length)}`);
    const alarms = ordinary.filter(({ r }) => r.level === 'crisis').length;
    const checks = ordinary.filter(({ r }) => r.level === 'check').length;
    console.log(`  full-reply false alarms ${alarms}/${ordinary.length} = ${pct(alarms, ordinary.length)}`);
    console.log(`  safety check on ordinary messages ${checks}/${ordinary.length} = ${pct(checks, ordinary.length)}`);
  }
  // The Spanish calm threshold (triage.ts `calmSpanish`, session 18): chooseCalm's rule on the
  // held-out Spanish parts, for the messages that read as Spanish (the others keep `calm`).
  const spanishCalm = (facts, t) =>
    decide(facts, { ...t, calm: MODEL_THRESHOLDS.calm, clause: MODEL_THRESHOLDS.clause, calmSpanish: t.calm });
  console.log(
    `Spanish calm threshold chosen on the held-out parts (no held-out danger message calm without the rules): ${chooseCalm(unruled, spanishCalm, MODEL_THRESHOLDS).calm} (shipped: ${MODEL_THRESHOLDS.calmSpanish ?? 'none'})`,
  );
  if (parts.length > 1)
    console.log(
      `all held-out parts: recall with the right lines ${total.recalled}/${total.danger} = ${pct(total.recalled, total.danger)}`,
    );
} finally {
  await server.close();
}
