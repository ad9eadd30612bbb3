// The message coach's answers on every training message, written so that two versions of the code
// can be compared (docs/message-coach.md, "Session 24 (helper msg-speed)"): a change made for speed
// must leave every answer as it was. For each message of score.mjs TRAINING_PARTS (never a sealed
// part), as a draft (analyzeDraft) and as a received message (readReceived): every sentence, flag,
// span and answer, the BIFF summary, the suggestions, the danger (level, categories, lines), the
// points and the reply; and, with the real encoder, the tone layer's score of every sentence it
// reads, the scores of the copies that place a tone flag's words, and the final tone flags.
//
//   node scripts/message-coach-same.mjs OUT.jsonl [ROOT]     write the answers of the code in ROOT
//                                                            (a checkout; default this one)
//   node scripts/message-coach-same.mjs --compare A.jsonl B.jsonl
//       every line equal, tone scores within 1e-6; exits non-zero and prints the first differences
//       otherwise
//
// The messages are read from this checkout's tests/fixtures/messages-real; the app's modules from ROOT.
import { createWriteStream, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRAINING_PARTS, loadPart, messageText } from '../tests/fixtures/messages-real/score.mjs';
import { ssrServer } from '../tests/bench/vite-ssr.mjs';
import { nodeModelFiles } from '../tests/toneModelFiles.mjs';

const HERE = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TOLERANCE = 1e-6;
/** A Monday, so that the suggestions' and the reply's deadline days do not depend on the day the script runs. */
const TODAY = new Date(2026, 10, 23);

async function write(out, root) {
  const server = await ssrServer(root);
  const file = createWriteStream(out);
  try {
    const coach = await server.ssrLoadModule('/src/features/message-coach/analyze.ts');
    const tone = await server.ssrLoadModule('/src/features/message-coach/tone/tone.ts');
    const { loadEncoder } = await server.ssrLoadModule('/src/features/message-coach/tone/encoder.ts');
    const encoder = await loadEncoder(nodeModelFiles());
    // As the worker embeds: each message's new texts in one batch, none kept across messages.
    const embed = (texts) => encoder.embed(texts);
    let n = 0;
    for (const part of TRAINING_PARTS) {
      for (const m of loadPart(part).messages) {
        const text = messageText(m);
        const draft = coach.analyzeDraft(text, TODAY);
        const received = coach.readReceived(text, TODAY);
        const open = tone.toneTexts(text, draft);
        const scores = open.length ? (await embed(open)).map(tone.toneScore) : [];
        const findings = await tone.toneFindings(text, draft, embed);
        const copies = tone.toneWordTexts(text, findings);
        const copyScores = copies.length ? (await embed(copies)).map(tone.toneScore) : [];
        const toned = await tone.toneAnswer(text, received, embed);
        const toneFlags = toned.sentences.flatMap((s) =>
          s.flags.filter((f) => f.category === 'tone').map((f) => [f.start, f.end]),
        );
        file.write(
          `${JSON.stringify({ part, id: m.id, draft, received, open, scores, copies, copyScores, toneFlags, ignore: toned.ignore.map((s) => s.start) })}\n`,
        );
        if (++n % 500 === 0) console.log(`${n} messages`);
      }
    }
    console.log(`${n} messages written to ${out}`);
  } finally {
    file.end();
    await server.close();
  }
}

function compare(a, b) {
  const left = readFileSync(a, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const right = readFileSync(b, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const problems = [];
  let largest = 0;
  if (left.length !== right.length) problems.push(`${left.length} messages in ${a}, ${right.length} in ${b}`);
  let scored = 0;
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [x, y] = [left[i], right[i]];
    const where = `${x.part} ${x.id}`;
    for (const key of ['part', 'id', 'draft', 'received', 'open', 'copies', 'toneFlags', 'ignore'])
      if (JSON.stringify(x[key]) !== JSON.stringify(y[key])) problems.push(`${where}: ${key} differs`);
    for (const key of ['scores', 'copyScores']) {
      if (x[key].length !== y[key].length) {
        problems.push(`${where}: ${key} count differs`);
        continue;
      }
      x[key].forEach((s, k) => {
        const d = Math.abs(s - y[key][k]);
        largest = Math.max(largest, d);
        scored++;
        if (!(d <= TOLERANCE)) problems.push(`${where}: ${key}[${k}] ${s} vs ${y[key][k]}`);
      });
    }
  }
  console.log(
    `${left.length} messages, ${scored} tone scores compared; largest score difference ${largest.toExponential(2)} (tolerance ${TOLERANCE})`,
  );
  if (problems.length) {
    console.log(`${problems.length} differences:\n${problems.slice(0, 40).join('\n')}`);
    process.exitCode = 1;
  } else console.log('every flag, span, answer, danger result and tone flag identical');
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--compare') compare(rest[0], rest[1]);
else if (first) await write(resolve(first), resolve(rest[0] ?? HERE));
else {
  console.log('usage: node scripts/message-coach-same.mjs OUT.jsonl [ROOT] | --compare A.jsonl B.jsonl');
  process.exitCode = 2;
}
