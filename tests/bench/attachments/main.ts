// Runs the real src/vault attachment code in Chromium: imports 8 files of 25 MB (200 MB in
// 1 MiB pieces), reads one back, makes a backup, and looks for the files' marker in
// everything the browser stores. Reports figures to tests/bench/attachments.bench.mjs.
import { createVault, eraseEverything } from '../../../src/vault/vault';
import { MAX_ATTACHMENT_BYTES, readAttachment, saveAttachment } from '../../../src/vault/attachments';
import { exportBackupWithAttachments } from '../../../src/vault/backup';
import { importBackup } from '../../../src/vault/backupRestore';
import { db } from '../../../src/vault/db';

const FILES = 8;
const PASS = 'bench passphrase for the attachments';
const MARKER = new TextEncoder().encode('EVENGROUND-BENCH-CANARY-9c2e');

const heap = () => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;

/** Whether `needle` occurs in `hay`. */
function contains(hay: Uint8Array, needle: Uint8Array): boolean {
  const first = needle[0]!;
  for (let i = hay.indexOf(first); i !== -1 && i <= hay.length - needle.length; i = hay.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && hay[i + j] === needle[j]) j++;
    if (j === needle.length) return true;
  }
  return false;
}

async function markerStored(): Promise<string[]> {
  const hits: string[] = [];
  for (const t of db.tables) {
    await t.each((row: Record<string, unknown>) => {
      for (const [k, v] of Object.entries(row)) {
        if (v instanceof Uint8Array && contains(v, MARKER)) hits.push(`${t.name}.${k}`);
        if (typeof v === 'string' && v.includes('EVENGROUND-BENCH-CANARY')) hits.push(`${t.name}.${k}`);
      }
    });
  }
  for (let i = 0; i < localStorage.length; i++)
    if ((localStorage.getItem(localStorage.key(i)!) ?? '').includes('EVENGROUND-BENCH-CANARY')) hits.push('localStorage');
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const req of await cache.keys())
      if (contains(new Uint8Array(await (await cache.match(req))!.arrayBuffer()), MARKER)) hits.push(`cache:${req.url}`);
  }
  return hits;
}

async function runBench() {
  await eraseEverything();
  await createVault(PASS);
  const file = new Uint8Array(MAX_ATTACHMENT_BYTES);
  for (let i = 0; i < file.length; i += MARKER.length) file.set(MARKER.subarray(0, Math.min(MARKER.length, file.length - i)), i);
  let peak = heap();
  const progressCalls: number[] = [];
  const t0 = performance.now();
  const ids: string[] = [];
  for (let f = 0; f < FILES; f++) {
    file[0] = f;
    let calls = 0;
    const saved = await saveAttachment(
      { name: `bench-${f}.pdf`, type: 'application/pdf', bytes: new Blob([file]), metadata: 'not-checked', removedBytes: 0 },
      () => {
        calls++;
        peak = Math.max(peak, heap());
      },
    );
    progressCalls.push(calls);
    ids.push(saved.id);
  }
  const importMs = performance.now() - t0;
  const t1 = performance.now();
  const back = await readAttachment(ids[3]!);
  const readMs = performance.now() - t1;
  const t2 = performance.now();
  const backup = await exportBackupWithAttachments();
  const backupMs = performance.now() - t2;
  const hits = await markerStored();
  const pieces = await db.chunks.count();
  await eraseEverything();
  const t3 = performance.now();
  const restored = await importBackup(backup.blob, PASS, 'replace');
  const restoreMs = performance.now() - t3;
  const restoredPieces = await db.chunks.count();
  await eraseEverything();
  return {
    files: FILES,
    bytes: FILES * MAX_ATTACHMENT_BYTES,
    importMs,
    progressCalls,
    peakHeap: peak,
    readMs,
    readBytes: back.size,
    backupMs,
    backupBytes: backup.blob.size,
    backupPieces: backup.attachments.pieces,
    pieces,
    hits,
    restoreMs,
    restoredItems: restored.imported,
    restoredPieces,
  };
}

(window as unknown as { runBench: typeof runBench }).runBench = runBench;
document.getElementById('status')!.textContent = 'ready';
