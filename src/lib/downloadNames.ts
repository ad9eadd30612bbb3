import { DISCRETION_KEY } from './storageKeys';
import { DISCRETION_PLAIN, discretionOn } from './discretion';

export { discretionOn };

/**
 * Names of the files the app hands to the parent (backup, recovery key, every PDF, the
 * calendar file, the expense CSV): every download goes through saveBlob (src/lib/pdf.ts),
 * which asks downloadName here. With Discretion on (a choice on the My Data page, stored as
 * a plain preference that names nothing), a file gets a neutral name: a plain word for its
 * type and the date, with no product, legal or family words ("document-2026-03-02.pdf").
 * docs/discretion.md.
 */

/** The neutral word for each kind of file. */
const NEUTRAL_STEMS: Readonly<Record<string, string>> = {
  pdf: 'document',
  ics: 'calendar',
  json: 'data',
  txt: 'notes',
  csv: 'table',
};

const listeners = new Set<() => void>();

/** Turns Discretion on or off on this device (false when the browser refuses to store it). */
export function setDiscretion(on: boolean): boolean {
  try {
    if (on) localStorage.setItem(DISCRETION_KEY, DISCRETION_PLAIN);
    else localStorage.removeItem(DISCRETION_KEY);
  } catch {
    return false;
  }
  for (const l of listeners) l();
  return true;
}

/** Calls `listener` whenever Discretion is turned on or off in this tab; returns the unsubscribe. */
export function onDiscretionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "2026-03-02" in the device's own calendar. */
function localDate(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/** The neutral name for a file called `original` ("parenting-time.ics" → "calendar-2026-03-02.ics"). */
export function neutralName(original: string, date: Date = new Date()): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(original)?.[1]?.toLowerCase() ?? '';
  const stem = NEUTRAL_STEMS[ext] ?? 'file';
  return ext ? `${stem}-${localDate(date)}.${ext}` : `${stem}-${localDate(date)}`;
}

/** The name a download gets: `original`, or its neutral name while Discretion is on. */
export function downloadName(original: string, date: Date = new Date(), discreet: boolean = discretionOn()): string {
  return discreet ? neutralName(original, date) : original;
}
