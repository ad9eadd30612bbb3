/**
 * Sharing the report's entries, files and manifest lines out over pages before react-pdf
 * lays them out. react-pdf splits a long <Page> one sheet at a time and lays out everything
 * still to come again at each split, so one <Page> holding 500 entries costs time in the
 * square of its length (minutes, measured); a <Page> per sheet's worth keeps it in
 * proportion. The heights are estimates from the number of characters (Helvetica at the
 * report's sizes) kept on the low side of a full sheet: a block that turns out longer
 * simply continues on the next sheet.
 */
import type { ReportBlock, ReportFile } from './report';

/** Points of text a sheet holds (US Letter less the margins), with room to spare. */
export const SHEET = 620;

/** Lines `text` takes at about `perLine` characters a line. */
const lines = (text: string, perLine: number) =>
  text.split('\n').reduce((n, l) => n + Math.max(1, Math.ceil(l.length / perLine)), 0);

/** Estimated height of an entry's block, in points. */
export function blockHeight(b: ReportBlock): number {
  let h = 34; // rule, spacing and the heading
  if (b.removed) h += lines(b.removed.reason, 95) * 12.4 + 26;
  h += (b.rows.length + 1 + (b.files.length ? 1 : 0)) * 12.4 + 4;
  for (const [, v] of b.rows) h += (lines(v, 80) - 1) * 12.4;
  if (b.details) h += lines(b.details, 100) * 12.4 + 4;
  if (b.message) h += lines(b.message, 95) * 12.4 + 4;
  h += 11.5;
  for (const v of b.history) h += (lines(`${v.recorded} ${v.reason}`, 95) + v.changes.length * 2) * 11.5;
  return h;
}

/** Estimated height of a file in the appendix (with its picture when drawn). */
export function fileHeight(f: ReportFile, picture: { width: number; height: number } | undefined): number {
  const base = 58 + lines(f.name, 80) * 13;
  if (!picture) return base + 12;
  return base + Math.min(300, (400 * picture.height) / Math.max(1, picture.width), picture.height) + 6;
}

/** Items in runs whose estimated heights add up to at most `room` (at least one item a run). */
export function packPages<T>(items: readonly T[], height: (item: T) => number, room = SHEET, firstRoom = room): T[][] {
  const out: T[][] = [];
  let run: T[] = [];
  let used = 0;
  let limit = firstRoom;
  for (const item of items) {
    const h = height(item);
    if (run.length && used + h > limit) {
      out.push(run);
      run = [];
      used = 0;
      limit = room;
    }
    run.push(item);
    used += h;
  }
  if (run.length) out.push(run);
  return out;
}
