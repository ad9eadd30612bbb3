// Runs the real src/vault code in Chromium and reports timings to the bench script.
import Dexie, { type Table } from 'dexie';
import { createVault, eraseEverything, unlock } from '../../../src/vault/vault';
import { lock } from '../../../src/vault/lock';
import { defineKind } from '../../../src/vault/kinds';
import { listRecords, saveRecord, saveRecords } from '../../../src/vault/records';
import { db } from '../../../src/vault/db';

interface Row {
  date: string;
  description: string;
  category: string;
  cents: number;
  paidBy: 1 | 2;
  ratio: number;
  paid: boolean;
}

const kind = defineKind<Row>({
  kind: 'bench-row',
  version: 1,
  label: 'Bench row',
  validate: (v) => {
    const r = v as Row;
    if (typeof r !== 'object' || r === null || typeof r.cents !== 'number' || typeof r.description !== 'string')
      throw new Error('bad row');
    return r;
  },
});

class PlainDb extends Dexie {
  records!: Table<{ id: string; kind: string; updatedAt: number; value: Row }, [string, string]>;
  constructor() {
    super('bench-plain');
    this.version(1).stores({ records: '[kind+id], kind, updatedAt' });
  }
}
const plain = new PlainDb();
const PASS = 'bench passphrase for the vault';

const row = (i: number): Row => ({
  date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  description: `Expense number ${i}: school supplies and after-school club`,
  category: ['Education', 'Medical', 'Childcare', 'Activities'][i % 4]!,
  cents: 1000 + ((i * 7919) % 50000),
  paidBy: i % 2 ? 1 : 2,
  ratio: 50,
  paid: i % 3 === 0,
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

async function run() {
  await eraseEverything();
  await plain.records.clear();
  const createMs = await time(() => createVault(PASS));
  const unlocks: number[] = [];
  for (let i = 0; i < 5; i++) {
    lock();
    unlocks.push(await time(() => unlock(PASS)));
  }
  const sizes = [1, 100, 5000];
  const reps = (n: number) => (n >= 5000 ? 5 : n >= 100 ? 15 : 30);
  const results: Array<{
    n: number;
    encSave: number;
    encLoad: number;
    encRead: number;
    plainSave: number;
    plainLoad: number;
    check: boolean;
  }> = [];
  for (const n of sizes) {
    const entries = Array.from({ length: n }, (_, i) => ({ id: `r${i}`, value: row(i) }));
    const es: number[] = [],
      el: number[] = [],
      er: number[] = [],
      ps: number[] = [],
      pl: number[] = [];
    let check = true;
    for (let r = 0; r < reps(n); r++) {
      // Alternate which goes first, so neither always runs on a warmer database.
      const enc = async () => {
        es.push(await time(() => (n === 1 ? saveRecord(kind, 'r0', entries[0]!.value) : saveRecords(kind, entries))));
        let got: Awaited<ReturnType<typeof listRecords<Row>>> = [];
        el.push(await time(async () => (got = await listRecords(kind))));
        check &&= got.length === n;
        // The same read without decryption: how much of the load is IndexedDB alone.
        er.push(await time(() => db.records.where('kind').equals('bench-row').toArray()));
      };
      const pln = async () => {
        const now = Date.now();
        ps.push(
          await time(() =>
            n === 1
              ? plain.records.put({ id: 'r0', kind: 'bench-row', updatedAt: now, value: entries[0]!.value })
              : plain.records.bulkPut(entries.map((e) => ({ id: e.id, kind: 'bench-row', updatedAt: now, value: e.value }))),
          ),
        );
        let got: unknown[] = [];
        pl.push(await time(async () => (got = await plain.records.where('kind').equals('bench-row').toArray())));
        check &&= got.length === n;
      };
      if (r % 2) {
        await enc();
        await pln();
      } else {
        await pln();
        await enc();
      }
    }
    results.push({
      n,
      encSave: median(es),
      encLoad: median(el),
      encRead: median(er),
      plainSave: median(ps),
      plainLoad: median(pl),
      check,
    });
    await eraseEverything();
    await plain.records.clear();
    await createVault(PASS);
  }
  return { createMs, unlocks, results };
}

(window as unknown as { runBench: typeof run }).runBench = run;
document.getElementById('status')!.textContent = 'ready';
