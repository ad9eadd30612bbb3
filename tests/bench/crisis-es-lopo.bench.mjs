// Leave-one-part-out figures for danger recognition in Spanish (issue 31; corpus and parts in
// tests/fixtures/crisis-real/README.md): for each Spanish training part, the statistical layer is
// retrained without it (scripts/train-coach-model.mjs with COACH_HOLD_OUT) and the whole first
// reply (triage.ts triageWith with that model) is scored on the part left out:
//
//   node tests/bench/crisis-es-lopo.bench.mjs              every Spanish training part
//   node tests/bench/crisis-es-lopo.bench.mjs train-es-3   one of them
//   COACH_ES_MODELS=/tmp/m/before- node tests/bench/crisis-es-lopo.bench.mjs
//        reads the held-out models from /tmp/m/before-<part>.json if there (written by
//        COACH_HOLD_OUT=<part> COACH_MODEL_OUT=... node scripts/train-coach-model.mjs), so two
//        versions of the rules can be read with the same models; COACH_ES_DUMP=<file> writes each
//        held-out message's first reply (level and lines), to compare two runs message by message.
//
// Only the model is held out: the Spanish rules (spanish.ts) were written on the first three parts, so
// the rules' share of these figures is a training figure (the README gives each part's figure
// measured once before any change for it). Reads only the Spanish training parts; a
// sealed part is never read. Figures as crisis-sealed.bench.mjs: recall with the right lines
// per category, numbers in the first reply, full-reply false alarms and the check on ordinary
// messages. Reports only: no target here.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
    const saved = process.env.COACH_ES_MODELS && `${process.env.COACH_ES_MODELS}${part}.json`;
    if (saved && existsSync(saved)) return [part, JSON.parse(readFileSync(saved, 'utf8'))];
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
  const { triageFacts, decide, MODEL_THRESHOLDS } = await server.ssrLoadModule('/src/content/crisis/triage.ts');
  const { spanishSure, spanishLines } = await server.ssrLoadModule('/src/content/crisis/spanishNet.ts');
  const { coachLines } = await server.ssrLoadModule('/src/content/crisisLines.ts');
  // Session 23's proposal, read by triage.ts since session 24 (so it adds nothing to the shipped
  // reply now; kept to show that): the full reply's lines with those the Spanish words bring.
  const composed = (text, r) =>
    r.level === 'crisis' && readsSpanish(text)
      ? {
          ...r,
          lines: coachLines([...r.lines, ...spanishLines(text)])
            .map((l) => l.id)
            .filter((id) => id !== 'emergency'),
        }
      : r;
  const withLines = { recalled: 0, added: 0, ordinaryAdded: 0 };
  const { readsSpanish } = await server.ssrLoadModule('/src/content/crisis/spanish.ts');
  /** { row, facts } of every held-out message read with no rule, for the Spanish calm threshold. */
  const unruled = [];
  const total = { recalled: 0, danger: 0, shown: 0, alarms: 0, checks: 0, ordinary: 0 };
  // The same facts without the Spanish concepts' say (triage.ts `spanishSure`, session 23).
  const unsure = { recalled: 0, alarms: 0, checks: 0 };
  // Session 22's proposal: the concept speaks for either of the two likeliest kinds.
  const either = { recalled: 0, alarms: 0, checks: 0 };
  const dump = [];
  for (const part of parts) {
    const corpus = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/crisis-real', `${part}.json`), 'utf8'));
    const replies = (text) => {
      const facts = triageFacts(text, models[part]);
      const two = readsSpanish(text) && spanishSure(text, facts.categories.slice(0, 2));
      return [decide(facts), decide(facts, { ...MODEL_THRESHOLDS, spanishSure: undefined }), decide({ ...facts, sure: two })];
    };
    const danger = corpus.danger.map((d) => {
      const [r, u, e] = replies(d.text);
      return { d, r, u, e };
    });
    const ordinary = corpus.ordinary.map((o) => {
      const [r, u, e] = replies(o.text);
      return { o, r, u, e };
    });
    if (process.env.COACH_ES_DUMP)
      for (const { d, o, r, u, e } of [...danger, ...ordinary])
        if (r.level !== u.level || e.level !== u.level)
          console.log(
            `  spanishSure moves (${d ? d.category : 'ordinary'}): ${u.level} -> ${r.level} (either: ${e.level}) ${(d ?? o).text}`,
          );
    for (const { d, r } of danger)
      dump.push({ part, cls: d.category, text: d.text, want: d.lines, level: r.level, lines: r.lines });
    for (const { o, r } of ordinary) dump.push({ part, cls: 'ordinary', text: o.text, level: r.level, lines: r.lines });
    for (const d of corpus.danger) unruled.push({ row: { cls: d.category }, facts: triageFacts(d.text, models[part], false) });
    for (const o of corpus.ordinary) unruled.push({ row: { cls: 'ordinary' }, facts: triageFacts(o.text, models[part], false) });
    const recalled = ({ d, r }) => r.level === 'crisis' && d.lines.every((l) => r.lines.includes(l));
    unsure.recalled += danger.filter(({ d, u }) => recalled({ d, r: u })).length;
    withLines.recalled += danger.filter(({ d, r }) => recalled({ d, r: composed(d.text, r) })).length;
    withLines.added += danger.filter(({ d, r }) => composed(d.text, r).lines.length > r.lines.length).length;
    withLines.ordinaryAdded += ordinary.filter(({ o, r }) => composed(o.text, r).lines.length > r.lines.length).length;
    if (process.env.COACH_ES_DUMP)
      for (const { d, r } of danger)
        if (recalled({ d, r: composed(d.text, r) }) !== recalled({ d, r }))
          console.log(`  spanishLines gives the right lines (${d.category}): ${d.text}`);
    unsure.alarms += ordinary.filter(({ u }) => u.level === 'crisis').length;
    unsure.checks += ordinary.filter(({ u }) => u.level === 'check').length;
    either.recalled += danger.filter(({ d, e }) => recalled({ d, r: e })).length;
    either.alarms += ordinary.filter(({ e }) => e.level === 'crisis').length;
    either.checks += ordinary.filter(({ e }) => e.level === 'check').length;
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
    total.shown += shown;
    total.alarms += alarms;
    total.checks += checks;
    total.ordinary += ordinary.length;
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
  if (parts.length > 1) {
    console.log(
      `all held-out parts: recall with the right lines ${total.recalled}/${total.danger} = ${pct(total.recalled, total.danger)}`,
    );
    console.log(`  numbers in the first reply ${total.shown}/${total.danger} = ${pct(total.shown, total.danger)}`);
    console.log(`  full-reply false alarms ${total.alarms}/${total.ordinary} = ${pct(total.alarms, total.ordinary)}`);
    console.log(`  safety check on ordinary messages ${total.checks}/${total.ordinary} = ${pct(total.checks, total.ordinary)}`);
  }
  console.log(
    `without spanishSure: recall with the right lines ${unsure.recalled}/${total.danger}, full-reply false alarms ${unsure.alarms}/${total.ordinary}, check on ordinary ${unsure.checks}/${total.ordinary}`,
  );
  console.log(
    `spanishSure on either likeliest kind: recall with the right lines ${either.recalled}/${total.danger}, full-reply false alarms ${either.alarms}/${total.ordinary}, check on ordinary ${either.checks}/${total.ordinary}`,
  );
  console.log(
    `with the lines the Spanish words bring again (spanishLines, in triage.ts since session 24): recall with the right lines ${withLines.recalled}/${total.danger}; lines added to ${withLines.added} danger and ${withLines.ordinaryAdded} ordinary full replies`,
  );
  if (process.env.COACH_ES_DUMP) writeFileSync(process.env.COACH_ES_DUMP, JSON.stringify(dump, null, 1));
} finally {
  await server.close();
}
