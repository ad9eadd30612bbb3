// The message coach (issue 28; docs/message-coach.md): the analysis's speed and its figures on
// the TRAINING part of the evaluation set (tests/fixtures/messages-real/train.json). Reads only
// train.json: the sealed part is scored by tests/bench/messages-sealed.bench.mjs, for the lead.
//
//   npm run bench message-coach            build + this bench
//   node tests/bench/message-coach.bench.mjs
//   MESSAGES_DETAIL=1 node tests/bench/message-coach.bench.mjs     also every training miss
//
// Figures: analysing a new 300-word message after warm-up (target < 100 ms, median of 20), in Node
// and, with the built site served (npm run bench), in Chromium through the page's own worker;
// that a first visit to / loads none of the coach's files (its page chunk, its worker); and on
// the training part: hostile messages with at least one flag, neutral messages with any flag,
// precision and recall per flag, reading recall (requests and questions with a date or time
// listed as points), danger messages with the crisis lines first.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { target } from './targets.mjs';
import { BASE, launch } from './browser.mjs';
import { ssrServer } from './vite-ssr.mjs';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const score = await import(join(ROOT, 'tests/fixtures/messages-real/score.mjs'));
const server = await ssrServer(ROOT);
const coach = await server.ssrLoadModule('/src/features/message-coach/analyze.ts');
const pct = (n, d) => (d ? `${((n / d) * 100).toFixed(1)}%` : 'n/a');

// --- Speed: a new 300-word message, after warm-up --------------------------------------------
// Session 24: each message is new, its paragraphs each with their own names, amount and date.
// Before, one message was read again and again (its paragraph repeated in it), and the danger
// check's answers kept by text and by clause (dangerCheck.ts) answered most of it from memory.
const NAMES = ['Sam', 'Emma', 'Leo', 'Maya', 'Noah', 'Ava', 'Liam', 'Zoe', 'Mia', 'Ben', 'Ruby', 'Owen'];
const MONTHS = ['March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];
let made = 0;
const paragraph = (r) =>
  `Hi ${NAMES[r % 12]}. Can you pick ${NAMES[(r + 5) % 12]} up from Lincoln School at 5:30 pm on Friday? You ALWAYS forget her inhaler and it's your fault she missed practice!! I paid $${100 + r} for the dentist on ${MONTHS[Math.floor(r / 12) % 8]} ${1 + (r % 28)}, so please send your half by Monday. `;
/** A new 300-word message: no paragraph repeats before 96 messages. */
function message() {
  let text = '';
  while (text.split(/\s+/).filter(Boolean).length < 300) text += paragraph(made++);
  return text.split(/\s+/).filter(Boolean).slice(0, 300).join(' ');
}
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
for (let i = 0; i < 5; i++) coach.analyzeDraft(message());
const texts = Array.from({ length: 20 }, message);
console.log(`Node, from: ${load()}`);
const times = [];
for (const text of texts) {
  const t0 = performance.now();
  coach.readReceived(text);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
target('Message coach: a new 300-word message analysed, warm (median of 20)', times[10], { below: 100, unit: 'ms', digits: 1 });
console.log(`  to: ${load()}`);

// --- In Chromium: the first visit, and the page's worker once warm -------------------------------
let served = false;
try {
  served = (await fetch(BASE)).ok;
} catch {
  /* no server: run through npm run bench */
}
if (!served) console.log(`No site at ${BASE}: the browser figures need \`npm run bench message-coach\`.`);
else {
  const browser = await launch();
  const page = await browser.newPage();
  const requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(`${BASE}/`);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const coachFiles = (list) => list.filter((p) => /MessageCoachPage|messageCoach\.worker/.test(p));
  target('First visit to /: message coach files loaded', coachFiles(requested).length, { equals: 0 });
  requested.length = 0;
  await page.goto(`${BASE}/resources/message-coach`);
  await page.getByLabel('Your message', { exact: true }).fill('You NEVER answer.');
  await page.getByTestId('mc-flags').waitFor();
  const worker = requested.find((p) => /\/assets\/workers\/messageCoach\.worker-[^/]+\.js$/.test(p));
  if (!worker) throw new Error(`The message coach's worker was not requested: ${requested.join(', ')}`);
  console.log(`Chromium, from: ${load()}`);
  const ms = await page.evaluate(
    async ({ url, warm, texts }) => {
      const w = new Worker(url, { type: 'module' });
      const ask = (id, text) =>
        new Promise((resolve) => {
          w.onmessage = () => resolve();
          w.postMessage({ id, mode: 'received', text, today: Date.now() });
        });
      for (const [i, text] of warm.entries()) await ask(i, text);
      const times = [];
      for (const [i, text] of texts.entries()) {
        const t0 = performance.now();
        await ask(100 + i, text);
        times.push(performance.now() - t0);
      }
      w.terminate();
      return times.sort((a, b) => a - b)[10];
    },
    { url: worker, warm: Array.from({ length: 5 }, message), texts: Array.from({ length: 20 }, message) },
  );
  target("Message coach in Chromium: a new 300-word message through the page's worker, warm (median of 20)", ms, {
    below: 100,
    unit: 'ms',
    digits: 1,
  });
  console.log(`  to: ${load()}`);
  await browser.close();
}

// --- Training part -----------------------------------------------------------------------------
if (!existsSync(join(score.DIR, 'train.json'))) {
  console.log('tests/fixtures/messages-real/train.json is not there yet');
} else {
  const corpus = score.loadPart('train');
  const rows = corpus.messages.map((m) => {
    const text = score.messageText(m);
    const analysis = m.mode === 'received' ? coach.readReceived(text) : coach.analyzeDraft(text);
    return score.scoreMessage(m, analysis);
  });
  const f = score.aggregate(rows);
  console.log(`Training part (train.json): ${corpus.messages.length} messages`);
  console.log(
    `  hostile messages with >= 1 flag: ${f.hostile.flagged}/${f.hostile.total} ${pct(f.hostile.flagged, f.hostile.total)} (target on sealed >= 90%)`,
  );
  console.log(
    `  neutral messages with any flag: ${f.neutral.flagged}/${f.neutral.total} ${pct(f.neutral.flagged, f.neutral.total)} (target on sealed <= 10%)`,
  );
  for (const [flag, c] of Object.entries(f.perFlag)) {
    if (!c.tp && !c.fp && !c.fn) continue;
    console.log(
      `  ${flag.padEnd(9)} precision ${pct(c.tp, c.tp + c.fp).padStart(6)} (${c.tp}/${c.tp + c.fp})  recall ${pct(c.tp, c.tp + c.fn).padStart(6)} (${c.tp}/${c.tp + c.fn})`,
    );
  }
  console.log(
    `  reading: requests/questions with a date or time listed: ${f.reading.listed}/${f.reading.total} ${pct(f.reading.listed, f.reading.total)} (target on sealed >= 90%)`,
  );
  console.log(
    `  danger messages with the crisis lines first: ${f.danger.shown}/${f.danger.total}; other messages with them: ${f.dangerFalse.shown}/${f.dangerFalse.total}`,
  );
  if (process.env.MESSAGES_DETAIL === '1') {
    for (const r of rows) {
      for (const s of r.sentences) {
        const missed = s.gold.filter((g) => !s.predicted.includes(g));
        const extra = s.predicted.filter((p) => !s.gold.includes(p));
        const unlisted = r.message.mode === 'received' && score.mustList(s) && !s.listed;
        if (missed.length || extra.length || unlisted)
          console.log(
            `  ${r.message.id} ${missed.length ? `missed ${missed.join(',')} ` : ''}${extra.length ? `extra ${extra.join(',')} ` : ''}${unlisted ? 'not listed ' : ''}| ${s.text}`,
          );
      }
    }
  }
}
await server.close();
