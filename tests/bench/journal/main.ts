// Seeds the journal with the real src/vault and src/features/journal code, in Chromium, on the
// same origin as the built app (journal.bench.mjs serves both), and times the journal's own
// steps without the page: reading the chain, building the entries, filtering, verifying.
import { createVault, eraseEverything } from '../../../src/vault/vault';
import { verifyChain } from '../../../src/features/journal/chain';
import { buildJournal, filterEntries, NO_FILTER } from '../../../src/features/journal/journal';
import {
  appendLinks,
  BLOCK_SIZE,
  chainFromBlocks,
  journalKind,
  loadChain,
  type NewLink,
} from '../../../src/features/journal/store';
import { listRecordsReport } from '../../../src/vault/records';
import { blankEntry, ENTRY_TYPES, type EntryContent } from '../../../src/features/journal/model';

const CHILDREN = ['Ana', 'Ben', 'Cleo'];
const TAGS = ['school', 'medical', 'pick-up', 'holiday', 'phone', 'money'];
const WORDS =
  'the children were handed over at the school gate after practice and the other parent said the schedule had changed without asking first so we waited in the car park for a while'.split(
    ' ',
  );

/** Entry i: every type in turn, dated over about four years, with a paragraph of words. */
function content(i: number): EntryContent {
  const type = ENTRY_TYPES[i % ENTRY_TYPES.length]!;
  const day = new Date(Date.UTC(2023, 0, 1) + Math.floor(i * 0.3) * 86_400_000).toISOString().slice(0, 10);
  const base = blankEntry(type, {
    date: day,
    time: `${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
    zone: 'America/Chicago',
  });
  const details = Array.from({ length: 40 }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');
  return {
    ...base,
    title: `Entry ${i}: ${WORDS[i % WORDS.length]} ${WORDS[(i * 3) % WORDS.length]}`,
    details,
    children: [CHILDREN[i % 3]!],
    tags: [TAGS[i % TAGS.length]!, TAGS[(i * 5) % TAGS.length]!],
    location: i % 4 ? 'School gate' : 'Police station car park',
  } as EntryContent;
}

const time = async <T>(fn: () => Promise<T> | T): Promise<[T, number]> => {
  const t = performance.now();
  const r = await fn();
  return [r, performance.now() - t];
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A vault with `entries` entries, one in 20 corrected and one in 100 removed; returns the link count. */
async function seed(pass: string, entries: number): Promise<{ links: number; seedMs: number }> {
  await eraseEverything();
  await createVault(pass);
  const t0 = performance.now();
  const links: NewLink[] = [];
  for (let i = 0; i < entries; i++) {
    const id = `e-${String(i).padStart(6, '0')}`;
    links.push({ entryId: id, op: 'create', reason: '', content: content(i) });
    if (i % 20 === 19)
      links.push({
        entryId: `e-${String(i - 10).padStart(6, '0')}`,
        op: 'correct',
        reason: 'Wrong time',
        content: { ...content(i - 10), title: `Entry ${i - 10}, corrected` },
      });
  }
  const versions = new Map<string, number>();
  let last = null;
  for (let k = 0; k < links.length; k += BLOCK_SIZE) {
    const batch = links.slice(k, k + BLOCK_SIZE);
    const made = await appendLinks(last, batch, { versionsOf: (id) => versions.get(id) ?? 0 });
    for (const e of made) versions.set(e.entryId, e.version);
    last = made.at(-1)!;
  }
  // Removals one by one, as the page makes them (each rewrites the blocks it touches).
  for (let i = 50; i < entries; i += 100) {
    const id = `e-${String(i).padStart(6, '0')}`;
    const j = buildJournal((await loadChain()).events);
    const made = await appendLinks(j.last, [{ entryId: id, op: 'remove', reason: 'Written twice', content: null }], {
      versionsOf: (x) => j.byId.get(x)?.versions.length ?? 0,
      earlierBlocksOf: (x) => [...new Set((j.byId.get(x)?.versions ?? []).map((v) => Math.floor(v.seq / BLOCK_SIZE)))],
    });
    last = made.at(-1)!;
    if (i > 1000) break;
  }
  return { links: last!.seq + 1, seedMs: performance.now() - t0 };
}

/** The journal's steps without the page, each run 5 times: medians in ms. */
async function steps(): Promise<Record<string, number | boolean>> {
  const load: number[] = [];
  const decrypt: number[] = [];
  const parse: number[] = [];
  const build: number[] = [];
  const verify: number[] = [];
  let ok = true;
  let count = 0;
  for (let r = 0; r < 5; r++) {
    const [blocks, d] = await time(() => listRecordsReport(journalKind));
    const [, p] = await time(() => chainFromBlocks(blocks.items, blocks.damaged));
    decrypt.push(d);
    parse.push(p);
    const [chain, l] = await time(() => loadChain());
    const [j, b] = await time(() => buildJournal(chain.events));
    const [v, t] = await time(() => verifyChain(chain.events));
    load.push(l);
    build.push(b);
    verify.push(t);
    ok &&= v.ok;
    count = j.entries.length;
  }
  const j = buildJournal((await loadChain()).events);
  const filters: number[] = [];
  for (const text of ['s', 'sc', 'sch', 'scho', 'schoo', 'school', 'school g', 'school ga', 'police', 'corrected']) {
    filters.push((await time(() => filterEntries(j.entries, { ...NO_FILTER, text })))[1]);
  }
  filters.push((await time(() => filterEntries(j.entries, { ...NO_FILTER, type: 'exchange', child: 'Ben', tag: 'school' })))[1]);
  return {
    loadMs: median(load),
    decryptMs: median(decrypt),
    checkMs: median(parse),
    buildMs: median(build),
    verifyMs: median(verify),
    filterMaxMs: Math.max(...filters),
    verifyOk: ok,
    entries: count,
  };
}

Object.assign(window, { seedJournal: seed, journalSteps: steps });
document.getElementById('status')!.textContent = 'ready';
