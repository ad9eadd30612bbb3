import { db, type RecordRow } from './db';
import { bytesEqual, encryptRecord, openRecord, type OpenedRecord } from './crypto';
import { writeUnderKey } from './keyedWrite';
import type { SessionKeyRef } from './session';

/**
 * The migration to length-prefixed additional data (docs/vault-format.md): records written
 * before, still bound to `prefix NUL kind NUL id`, are encrypted again with today's binding,
 * and the meta row is marked (`recordAad: 2`) once none is left, so this runs until done
 * and then never again. A record changed meanwhile is left for the next pass; a record
 * that does not open stays as it is (nothing lost or invented). Bound to the key
 * generation like every write.
 */
export async function upgradeRecordAad(ref: SessionKeyRef): Promise<void> {
  const meta = await db.meta.get('vault');
  if (!meta || meta.recordAad === 2) return;
  const rows = await db.records.toArray();
  const redo: Array<{ row: RecordRow; opened: OpenedRecord }> = [];
  await Promise.all(
    rows.map((row) =>
      openRecord(ref.key, row.kind, row.id, row).then(
        (opened) => void (opened.aad === 1 && redo.push({ row, opened })),
        () => undefined,
      ),
    ),
  );
  await writeUnderKey(ref, {
    seal: (key) =>
      Promise.all(
        redo.map(async ({ row, opened }) => {
          const s = await encryptRecord(key, row.kind, row.id, opened.v, opened.value);
          return { ...row, iv: s.iv, data: s.data };
        }),
      ),
    store: async (sealed) => {
      const now = await db.records.bulkGet(sealed.map((r) => [r.kind, r.id] as [string, string]));
      const unchanged = sealed.filter((_, i) => {
        const current = now[i];
        return !!current && bytesEqual(current.iv, redo[i]!.row.iv);
      });
      await db.records.bulkPut(unchanged);
      if (unchanged.length === sealed.length) await db.meta.update('vault', { recordAad: 2 });
    },
    skipWhenErased: true,
  });
}
